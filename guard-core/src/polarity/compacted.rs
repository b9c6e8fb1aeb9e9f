//! Compactions that join several rules in one sentence (corpus29b): "Pens 1–6 ≤15 kg/m³;
//! lice counts → vet every Mon", a word of one part compared with the rule another part says;
//! and a rule's occasion said as what happens with the rule's act gone ("must be out by 9pm
//! when the bell ringers arrive" -> "bell ringers arrive at 9pm"). And a rule compacted keeping
//! its order, with corpus34's other faithful forms (its `faithful_form`).

use super::bound_words::by_of_a_manner;
use super::bounds_said_again::{same_bound_said_elsewhere, subject_bound_same_direction};
use super::condition_logic::if_not_said_again;
use super::dialect_words::dialect_word_of_no_scope;
use super::exceptions::no_exceptions_said_again;
use super::excluded::ban_said_as_exclusion;
use super::extract::{Clause, Word};
use super::headings::only_closing_as_per;
use super::negation_forms::{negation_said_again_before_the_same_word, no_said_as_free};
use super::only_after::ban_until_said_as_before_label;
use super::only_conditions::only_said_again;
use super::past_tellings::{narrative_negation_said_again, told_not_ruled};
use super::purposes::negation_of_a_consequence;
use super::quantities::{day_given_its_month, thousands_said_with_k};
use super::restatements::{
    KEPT_AS_SAID, ban_said_again_on_its_verb, ban_said_as_not_before,
    do_not_delay_said_as_deadline, every_time_said_again,
};
use super::screened::{function_word, stem, words};
use super::shorthand::said_by_initials;
use super::synonyms::{further_for_more, pending_for_until};
use super::words::{
    HEDGES, NEGATIONS, all_words, holds_any_phrase, holds_phrase, is_content, part_holding,
    same_word, shared,
};
use super::{PolarityChange, is_one_of, stems};
use memchr::memmem::Finder;
use std::ops::Range;
use std::sync::LazyLock;

/// Words of a rule's ordered part that name no act: auxiliaries, prepositions, articles and
/// adverbs of frequency.
const NO_ACT: &[&str] = &[
    "be", "is", "are", "been", "being", "get", "by", "at", "on", "in", "to", "the", "a", "an",
    "of", "for", "and", "or", "with", "from", "not", "never", "always", "all", "only", "also",
    "still", "it", "them", "this", "that", "its", "their", "there", "then", "no", "any",
];

/// The rule `o`'s act (the words between its strong word and its first condition or time word after
/// it: "must *be out* by 9pm when the bell ringers arrive") is not in the rewrite's sentence `r`,
/// while `r` keeps a word said after that condition: the rewrite says the rule's occasion as what
/// happens ("Planning committee meeting; bell ringers arrive at 9pm") and the rule is gone. Asked
/// only of a rewrite read as a present restatement. Each clause is given with the text its ranges
/// point into.
pub(super) fn only_the_occasion_said(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
) -> bool {
    let Some(strong) = o.strong.as_ref() else {
        return false;
    };
    let clause = o
        .conditions
        .iter()
        .map(|(_, c)| c)
        .filter(|c| c.start >= strong.end)
        .min_by_key(|c| c.start);
    let act_end = clause.map_or(o.range.end, |c| c.start);
    let Some(act) = original.get(strong.end..act_end) else {
        return false;
    };
    let Some(sentence) = rewrite.get(r.range.clone()) else {
        return false;
    };
    let words = |text: &'_ str| {
        text.split(|c: char| !c.is_alphanumeric() && c != '\'')
            .filter(|w| w.len() >= 2 && w.chars().all(|c| c.is_alphabetic()))
            .map(|w| stems::stem(&w.to_ascii_lowercase()))
            .collect::<Vec<_>>()
    };
    let said = words(sentence);
    let mut acts = act
        .split(|c: char| !c.is_alphanumeric() && c != '\'')
        .filter(|w| w.len() >= 2 && w.chars().all(|c| c.is_alphabetic()) && !is_one_of(w, NO_ACT))
        .map(|w| stems::stem(&w.to_ascii_lowercase()))
        .peekable();
    if acts.peek().is_none() || acts.any(|a| said.iter().any(|s| stems::stems_match(s, &a))) {
        return false;
    }
    // With a condition or time word after the act, the rewrite keeps a word said after it
    // but not the word itself (the occasion said as what happens, not as the rule's
    // occasion: "Min 2 staff on site whenever animals are under anaesthesia" keeps it); with
    // none, the act is simply gone.
    clause.is_none_or(|clause| {
        let marker = original.get(clause.clone()).unwrap_or("");
        let kept_marker = sentence
            .split(|c: char| !c.is_alphanumeric() && c != '\'')
            .any(|w| w.eq_ignore_ascii_case(marker));
        !kept_marker
            && o.words
                .iter()
                .filter(|w| w.range.start >= clause.start)
                .any(|w| said.iter().any(|s| stems::stems_match(s, &w.stem)))
    })
}

/// The part of sentence `r` of `rewrite` that `range` lies in, when `r` is split by ";" into
/// two or more parts ("Pens 1–6 ≤15 kg/m³; lice counts → vet every Mon"), else `None`.
pub(super) fn part_of(rewrite: &str, r: &Clause, range: &Range<usize>) -> Option<Range<usize>> {
    let sentence = rewrite.get(r.range.clone())?;
    if !sentence.contains(';') || range.start < r.range.start || range.end > r.range.end {
        return None;
    }
    let at = range.start - r.range.start;
    let end = range.end - r.range.start;
    let start = sentence.get(..at)?.rfind(';').map_or(0, |k| k + 1);
    let stop = sentence
        .get(end..)?
        .find(';')
        .map_or(sentence.len(), |k| end + k);
    (start > 0 || stop < sentence.len()).then(|| r.range.start + start..r.range.start + stop)
}

/// The ";"-part of the rewrite's sentence `r` where `change`, a change of kind `what`,
/// stands, when that part holds none of `o`'s words (the change may be another rule's).
fn foreign_part(
    change: &PolarityChange,
    what: &str,
    o: &Clause,
    (rewrite, r): (&str, &Clause),
) -> Option<Range<usize>> {
    if change.what != what {
        return None;
    }
    let part = change
        .rewrite_range
        .as_ref()
        .and_then(|to| part_of(rewrite, r, to))?;
    (shared_with(o, r, &part) == 0).then_some(part)
}

/// How many words of clause `c` the part `part` of `r` holds (by stem).
pub(super) fn shared_with(c: &Clause, r: &Clause, part: &Range<usize>) -> usize {
    c.words
        .iter()
        .filter(|w| {
            r.words.iter().any(|x| {
                x.range.start >= part.start
                    && x.range.end <= part.end
                    && stems::stems_match(&x.stem, &w.stem)
            })
        })
        .count()
}

/// A change found comparing the original's rule `o` with the rewrite's sentence `r` that quotes, in
/// `r`, only a word of a ";"-part that holds none of `o`'s words (or fewer than another part holds)
/// and restates another sentence of the original, `others` (two of its words there: a rule compared
/// with the same sentence `r`, or a sentence that states no rule), which says the quoted words too:
/// they belong to it, not to `o` ("Lice counts go to the vet every Monday" said in "...; lice
/// counts → vet every Mon", not a new "every" of the stocking rule). Only a condition added or a
/// scope changed, quoting `o` or a part of it.
pub(super) fn word_of_another_part(
    original: &str,
    change: &PolarityChange,
    o: &Clause,
    (rewrite, r): (&str, &Clause),
    others: &[&Clause],
) -> bool {
    if !matches!(change.what.as_str(), "condition added" | "scope changed") {
        return false;
    }
    let (Some(from), Some(to)) = (&change.original_range, &change.rewrite_range) else {
        return false;
    };
    // A restriction lifted ("in the fenced backyard only" -> "off-leash OK in fenced
    // backyard") is a change whatever word of the rewrite it is quoted with.
    if from.start < o.range.start
        || from.end > o.range.end
        || is_one_of(&change.original, &["only", "just", "solely", "exclusively"])
    {
        return false;
    }
    let Some(part) = part_of(rewrite, r, to) else {
        return false;
    };
    // The part holds none of `o`'s words, or fewer than another part (o's own: "...; no
    // weekend hire" for "No weekend hire", where "hire only with 2 weeks' notice" is the
    // hiring rule's) and fewer than the other sentence's.
    let ours = shared_with(o, r, &part);
    let own_part_elsewhere = || {
        ours == 0
            || parts(rewrite, r)
                .filter(|p| *p != part)
                .any(|p| shared_with(o, r, &p) > ours)
    };
    own_part_elsewhere()
        && others.iter().any(|c| {
            shared_with(c, r, &part) >= 2.max(ours + 1)
                && says_the_words(original, c, rewrite.get(to.clone()))
        })
}

/// A "negation added" found comparing the original's rule `o` with the rewrite's sentence
/// `r`, whose negation stands in a ";"-part that holds none of `o`'s words, where the parts
/// that hold `o`'s words hold no negation and another sentence of the original, `others`,
/// negated, has two of its words in the negation's part (one, for a "nobody" or "no"): the
/// "no" is that sentence's ("Nobody
/// goes above the col alone after 4 pm. Hasty teams should carry the spare probe ..." -> "no
/// solo travel above the col after 16:00; hasty teams carry spare probe ...", c31r061). Not
/// where `o`'s own part says no ("...; hasty teams carry no spare probe").
pub(super) fn negation_of_another_part(
    original: &str,
    change: &PolarityChange,
    o: &Clause,
    (rewrite, r): (&str, &Clause),
    others: &[&Clause],
) -> bool {
    let Some(part) = foreign_part(change, "negation added", o, (rewrite, r)) else {
        return false;
    };
    let mut own = parts(rewrite, r)
        .filter(|p| *p != part && shared_with(o, r, p) > 0)
        .peekable();
    own.peek().is_some()
        && own.all(|p| super::negation_count(rewrite.get(p).unwrap_or("")) == 0)
        && others.iter().any(|c| {
            let Some(n) = &c.negation else {
                return false;
            };
            // (One word is enough where the other's "nobody" or "no" is the part's "no":
            // "Nobody goes above the col" -> "no solo travel above the col".)
            let shared = shared_with(c, r, &part);
            shared >= 2
                || shared == 1
                    && is_one_of(
                        original.get(n.clone()).unwrap_or(""),
                        &["no", "nobody", "none", "nothing", "no one", "noone"],
                    )
        })
}

/// A "condition added" found comparing the original's rule `o` with the rewrite's sentence
/// `r`, whose condition stands in a ";"-part that holds none of `o`'s words, where the parts
/// that hold `o`'s words open no condition and another sentence of the original, `others`,
/// with a condition or an "only", has two of its words in the condition's part: the
/// condition is that sentence's ("Max four operators in bay 3 at once. ... Restart etch runs
/// only once particle counts are back ..." -> "Bay 3 ≤ 4 operators; ...; etch restarts only
/// when particle counts ...", c31r155). Not where `o`'s own part opens one ("bay 3 ≤ 4
/// operators unless ..."), other than `o`'s own ("no ads in the 4 weeks before the election"
/// for "... before the election", session 34).
pub(super) fn condition_of_another_part(
    original: &str,
    change: &PolarityChange,
    o: &Clause,
    (rewrite, r): (&str, &Clause),
    others: &[(&Clause, &str)],
) -> bool {
    let Some(part) = foreign_part(change, "condition added", o, (rewrite, r)) else {
        return false;
    };
    let opens_a_condition = |text: &str| {
        text.split(|c: char| !c.is_ascii_alphanumeric()).any(|w| {
            is_one_of(
                w,
                &[
                    "if", "when", "once", "unless", "only", "after", "before", "until", "till",
                    "provided", "while", "without", "except", "whenever",
                ],
            )
        })
    };
    let mut own = parts(rewrite, r)
        .filter(|p| *p != part && shared_with(o, r, p) > 0)
        .peekable();
    own.peek().is_some()
        && own.all(|p| {
            !opens_a_condition(rewrite.get(p.clone()).unwrap_or(""))
                || own_part_says_own_condition((original, o), (rewrite, r), &p)
        })
        && others.iter().any(|(c, sentence)| {
            (!c.conditions.is_empty()
                || sentence
                    .split(|ch: char| !ch.is_ascii_alphanumeric())
                    .any(|w| w.eq_ignore_ascii_case("only")))
                && shared_with(c, r, &part) >= 2
        })
}

/// The ";"-parts of sentence `r` of `rewrite`, as ranges into `rewrite`.
pub(super) fn parts<'t>(rewrite: &'t str, r: &Clause) -> impl Iterator<Item = Range<usize>> + 't {
    rewrite
        .get(r.range.clone())
        .unwrap_or("")
        .split(';')
        .map(move |p| {
            let at = p.as_ptr() as usize - rewrite.as_ptr() as usize;
            at..at + p.len()
        })
}

/// Universal quantifiers, one said for another ("at each interval" = "every interval").
const UNIVERSAL: &[&str] = &["every", "each", "all", "any"];

/// Words that restrict to one, one said for another ("not just the chair's" = "chair alone
/// insufficient").
const RESTRICTING: &[&str] = &["only", "just", "solely", "alone", "exclusively"];

/// Every word of `quoted` (a rewrite's words a change quotes) is a word of the original's
/// sentence `c` (by stem; a universal quantifier or a restricting word for another): the
/// words are that rule's own, said again, not new to it (a new word is left to be reported:
/// a condition another part adds is not taken back for the rule it does not belong to
/// either).
fn says_the_words(original: &str, c: &Clause, quoted: Option<&str>) -> bool {
    let (Some(quoted), Some(sentence)) = (quoted, original.get(c.range.clone())) else {
        return false;
    };
    let words = |text: &'_ str| -> Vec<String> {
        text.split(|ch: char| !ch.is_alphanumeric())
            .filter(|w| !w.is_empty() && w.chars().all(|ch| ch.is_alphabetic()))
            .map(|w| w.to_ascii_lowercase())
            .collect()
    };
    let own = words(sentence);
    let quoted = words(quoted);
    !quoted.is_empty()
        && quoted.iter().all(|q| {
            if is_one_of(q, UNIVERSAL) {
                own.iter().any(|w| is_one_of(w, UNIVERSAL))
            } else if is_one_of(q, RESTRICTING) {
                own.iter().any(|w| is_one_of(w, RESTRICTING))
            } else {
                let stem = stems::stem(q);
                own.iter()
                    .any(|w| stems::stems_match(&stems::stem(w), &stem))
            }
        })
}

/// Opposite words the classifier's lexicon lists as no content ("hard limit", "soft limit"),
/// so that the scope comparison never sees one traded for the other.
const OPPOSITES_OF_NO_CONTENT: &[(&str, &str)] = &[("soft", "hard")];

/// [`super::Facts::screens`]: the text says a word of [`OPPOSITES_OF_NO_CONTENT`].
const SOFT_OR_HARD: u8 = 1;
/// [`super::Facts::screens`]: the text holds a contrast ", not Name" ([`contrast_not`]).
const NOT: u8 = 2;

impl super::Facts {
    /// What `original` (the text these facts were read from) holds for the screens of two
    /// rare checks, searched once and kept: free for every later rewrite of the span.
    fn screens(&self, original: &str) -> u8 {
        *self.screens.get_or_init(|| {
            let soft_or_hard = OPPOSITES_OF_NO_CONTENT
                .iter()
                .any(|(a, b)| find_word(original, a).is_some() || find_word(original, b).is_some());
            let not = contrast_not(original);
            (u8::from(soft_or_hard) * SOFT_OR_HARD)
                | (u8::from(not) * NOT)
                | super::extended::corpus30_screens(original)
        })
    }

    /// The screen of [`opposite_traded`]: `original` says "soft" or "hard".
    pub(super) fn says_soft_or_hard(&self, original: &str) -> bool {
        self.screens(original) & SOFT_OR_HARD != 0
    }

    /// The screen of [`super::excluded::excluded_person_included`]: `original` holds a
    /// contrast ", not Name" ([`contrast_not`]).
    pub(super) fn says_not(&self, original: &str) -> bool {
        self.screens(original) & NOT != 0
    }

    /// Whether `original` holds a screen bit of [`super::extended::corpus30_screens`].
    pub(super) fn screened(&self, original: &str, bit: u8) -> bool {
        self.screens(original) & bit != 0
    }
}

/// `text` holds "not " after a comma, an opening bracket or a dash (spaces between) and
/// before a capital letter: the contrast [`super::excluded`] reads ("..., not Callum").
fn contrast_not(text: &str) -> bool {
    let b = text.as_bytes();
    memchr::memmem::find_iter(b, b"not ").any(|k| {
        let before = b[..k].iter().rev().find(|&&c| c != b' ').copied();
        // (A dash's last byte: '-', or 0x93 / 0x94 of the en and em dashes.)
        before.is_some_and(|c| matches!(c, b',' | b'(' | b'-' | 0x93 | 0x94))
            && b.get(k + 4).is_some_and(u8::is_ascii_uppercase)
    })
}

/// Where `text` says `word` (lower case, four letters) as a whole word, its first letter in
/// either case: its tail found by a finder built once (no lower-cased copy), the letter
/// before it checked.
fn find_word(text: &str, word: &str) -> Option<usize> {
    static TAILS: LazyLock<[Finder<'static>; 2]> =
        LazyLock::new(|| [Finder::new(b"oft"), Finder::new(b"ard")]);
    let b = text.as_bytes();
    let (first, tail) = word.as_bytes().split_first()?;
    let finder = TAILS.iter().find(|f| f.needle() == tail)?;
    finder
        .find_iter(b)
        .filter_map(|k| k.checked_sub(1))
        .find(|&k| {
            let before = k.checked_sub(1).map(|j| b[j]);
            let after = b.get(k + word.len()).copied();
            b[k].eq_ignore_ascii_case(first)
                && !before.is_some_and(|c| c.is_ascii_alphanumeric())
                && !after.is_some_and(|c| c.is_ascii_alphanumeric())
        })
}

/// The rule `o` says one of [`OPPOSITES_OF_NO_CONTENT`] and its rewrite `r` the other, not
/// the first: "Don't take the EWP onto the soft verge" -> "... onto the hard verge" (found
/// probing corpus29b's r107; accepted before), "a soft limit of 100" -> "a hard limit of
/// 100". The two words, as ranges into each text. Each clause is given with the text its
/// ranges point into.
pub(super) fn opposite_traded(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
) -> Option<(Range<usize>, Range<usize>)> {
    let ours = original.get(o.range.clone())?;
    let theirs = rewrite.get(r.range.clone())?;
    OPPOSITES_OF_NO_CONTENT.iter().find_map(|&(a, b)| {
        [(a, b), (b, a)].into_iter().find_map(|(x, y)| {
            let at = find_word(ours, x)?;
            if find_word(theirs, x).is_some() {
                return None;
            }
            let to = find_word(theirs, y)?;
            Some((
                o.range.start + at..o.range.start + at + x.len(),
                r.range.start + to..r.range.start + to + y.len(),
            ))
        })
    })
}

/// A "modality weakened" found comparing the original's rule `o` with the rewrite's sentence
/// `r` (several rules compacted with ";") that quotes a permission word ("may", "can") of a
/// ";"-part holding none of `o`'s words (or fewer than another part), where another
/// sentence of the original, `others`, grants a permission itself and has two of its words in
/// that part: the leave is that sentence's ("Auto-belays must be inspected monthly. Staff can
/// comp one birthday day pass ..." -> "auto-belays inspected monthly; staff may comp 1
/// birthday day pass/member/yr", fa47). A "may" in the rule's own part stays reported.
pub(super) fn permission_of_another_part(
    original: &str,
    change: &super::PolarityChange,
    o: &Clause,
    (rewrite, r): (&str, &Clause),
    others: &[&Clause],
) -> bool {
    if change.what != "modality weakened" {
        return false;
    }
    let Some(to) = &change.rewrite_range else {
        return false;
    };
    // (Lower case: "3 May" is a date.)
    let leave = |text: &str, at: &Range<usize>| {
        text.get(at.clone())
            .is_some_and(|w| w == "may" || w == "can")
    };
    if !leave(rewrite, to) {
        return false;
    }
    let Some(part) = part_of(rewrite, r, to) else {
        return false;
    };
    let ours = shared_with(o, r, &part);
    let own_part_elsewhere = ours == 0
        || parts(rewrite, r)
            .filter(|p| *p != part)
            .any(|p| shared_with(o, r, &p) > ours);
    own_part_elsewhere
        && others.iter().any(|c| {
            shared_with(c, r, &part) >= 2.max(ours + 1)
                && super::restatements::permission_word(original, &c.range)
                    .is_some_and(|p| leave(original, &p))
        })
}

/// The part of `text` (a sentence) that holds byte `at`: cut at ";", ",", ":", "—" and "–".
fn part_around(text: &str, at: usize) -> Range<usize> {
    let cut = |c: char| matches!(c, ';' | ',' | ':' | '—' | '–');
    let start = text
        .get(..at)
        .and_then(|b| b.char_indices().rev().find(|(_, c)| cut(*c)))
        .map_or(0, |(k, c)| k + c.len_utf8());
    let end = text
        .get(at..)
        .and_then(|a| a.find(cut))
        .map_or(text.len(), |k| at + k);
    start..end
}

/// "Goggles are required in the lab. Gloves are optional." -> "Goggles required in lab;
/// gloves optional.": the rewrite's new hedge (at `hedge`, of the rewrite clause `r`) sits in
/// a part of its own (cut at ";", ",", ":" or a dash) whose content words another clause of
/// the original, not `o`, says with the same hedge, and at least one of them `o` does not
/// say: the hedge of another rule merged into the sentence, not a weakening of `o`. "Goggles
/// optional in lab; gloves optional" (the hedge in the goggles' part) is still reported.
pub(super) fn hedge_of_another_rule(
    (original, o, others): (&str, &Clause, &[Clause]),
    (rewrite, r): (&str, &Clause),
    (hedge, at): (&str, &Range<usize>),
) -> bool {
    let Some(sentence) = rewrite.get(r.range.clone()) else {
        return false;
    };
    let Some(offset) = at.start.checked_sub(r.range.start) else {
        return false;
    };
    let part = part_around(sentence, offset);
    // The part must leave something of the sentence out: a hedge of the whole is the rule's.
    if part.len() + 2 >= sentence.trim_end_matches(['.', ' ']).len() {
        return false;
    }
    let content: Vec<String> = words(&sentence[part])
        .iter()
        .map(|w| w.lower.to_string())
        .filter(|w| w.len() >= 3 && !function_word(w) && !hedge.split(' ').any(|h| h == w))
        .collect();
    if content.is_empty() {
        return false;
    }
    let says = |text: &str, c: &Clause, w: &str| {
        text.get(c.range.clone())
            .is_some_and(|t| words(t).iter().any(|x| stem(&x.lower) == stem(w)))
    };
    content.iter().any(|w| !says(original, o, w))
        && others.iter().any(|c| {
            c.range != o.range
                && c.hedges.iter().any(|(g, _)| g == hedge)
                && content.iter().all(|w| says(original, c, w))
        })
}

/// The rewrite's new word `n` stands in a ";"-part of the labelled compaction `r` ("Label:
/// part; part; part") that holds none of the original rule `o`'s words, while another part
/// holds one of them or more: the word is another rule's, said in the same compaction
/// ("Change windows are Tue and Thu only" against "Cooling: snapshot config before CRAC
/// firmware work; ...; changes only Tue/Thu"), no new word of `o`'s scope. A part that holds
/// one word of `o` or more is `o`'s own, and its new words are still compared ("...; changes
/// only Tue/Thu/Sat"); an unlabelled sentence ("User mentioned minutes approval and website
/// posting; wants draft agenda by Friday") is no compaction of rules.
pub(super) fn word_of_a_foreign_part((rewrite, r): (&str, &Clause), o: &Clause, n: &Word) -> bool {
    if !opens_with_a_label(rewrite.get(r.range.clone()).unwrap_or("")) {
        return false;
    }
    let Some(part) = part_of(rewrite, r, &n.range) else {
        return false;
    };
    shared_with(o, r, &part) == 0
        && parts(rewrite, r)
            .filter(|p| *p != part)
            .any(|p| shared_with(o, r, &p) >= 2)
}

/// `sentence` opens with a label of one to four words and a colon, before its first ";"
/// ("Rules: depart ≥ 06:45; ...", "Cooling: snapshot ...").
fn opens_with_a_label(sentence: &str) -> bool {
    let first = sentence.split(';').next().unwrap_or("");
    first.split_once(':').is_some_and(|(label, _)| {
        let words = label.split_whitespace().count();
        (1..=4).contains(&words)
    })
}

/// Every condition the rewrite's sentence `r` opens in its ";"-part `own` is one the original
/// rule `o` opens too, by the same marker ("no political party ads in the 4 weeks before the
/// election" for "... before the election"): the part says `o`'s own condition, and opens no
/// new one. Each side is given with the text its ranges point into.
pub(super) fn own_part_says_own_condition(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
    own: &Range<usize>,
) -> bool {
    let ours: Vec<&str> = o
        .conditions
        .iter()
        .filter_map(|(_, c)| original.get(c.clone()))
        .collect();
    let mut theirs = r
        .conditions
        .iter()
        .filter(|(_, c)| own.start <= c.start && c.end <= own.end)
        .peekable();
    theirs.peek().is_some()
        && theirs.all(|(_, c)| {
            rewrite
                .get(c.clone())
                .is_some_and(|m| ours.iter().any(|x| x.eq_ignore_ascii_case(m)))
        })
}

/// Words that make a telegraphic part a wish, a report or a plan rather than the rule.
const NOT_A_RULE: &[&str] = &[
    "should",
    "may",
    "might",
    "could",
    "can",
    "usually",
    "normally",
    "typically",
    "often",
    "sometimes",
    "ideally",
    "preferably",
    "optional",
    "optionally",
    "was",
    "were",
    "had",
    "did",
    "yesterday",
    "last",
    "discussed",
    "mentioned",
    "suggested",
    "considered",
    "proposed",
    "maybe",
    "perhaps",
    "possibly",
    "recommended",
    "idea",
    "nice",
    "try",
    "tends",
    "tend",
    "likely",
    "historically",
    "used",
    "ok",
    "okay",
    "fine",
    "allowed",
    "best",
    "will",
    "would",
    "probably",
    "generally",
    "mostly",
    "been",
    "has",
    "have",
    "got",
    "stayed",
    "dropped",
    "done",
    "completed",
];

/// "Scaffold must be inspected and tagged before anyone climbs it each morning." -> "Daily:
/// scaffold inspected + tagged before first climb."; "Log each tube's barcode in LIMS before it
/// leaves the bench." -> "LIMS barcode before tube leaves bench": a rule with no negation compacted
/// into a part of the rewrite that keeps three content words and drops none but a word of
/// politeness, an indefinite subject ("anyone"), a time of day said as "daily" or the "make sure"
/// ("ensure") of an order to see to it, keeps its words of order and condition ("before", "unless",
/// "only") as they were, and says no negation and no word of a wish, a report or a plan ("should",
/// "usually", "was", "discussed"): the rule said telegraphically.
fn rule_compacted(original: &str, from: &Range<usize>, rewrite: &str, to: &Range<usize>) -> bool {
    let Some(rule) = original.get(from.clone()) else {
        return false;
    };
    let ours = super::words::words(original, from.clone());
    if ours.iter().any(|(w, _)| is_one_of(w, NEGATIONS)) {
        return false;
    }
    let Some(t) = part_holding(rewrite, to.start) else {
        return false;
    };
    let s = &rewrite[t.clone()];
    let theirs = super::words::words(rewrite, t);
    if theirs.iter().any(|(w, _)| is_one_of(w, NOT_A_RULE)) || holds_any_phrase(s, HEDGES) {
        return false;
    }
    if theirs.iter().any(|(w, _)| is_one_of(w, NEGATIONS)) {
        return false;
    }
    // The same words of order and condition on both sides ("before" stays "before").
    let same = |w: &&str| holds_phrase(rule, w) == holds_phrase(s, w);
    if !KEPT_AS_SAID.iter().all(same) {
        return false;
    }
    // A rule's order kept ("before first climb"): a part that only names the act ("Staging
    // bucket: deleted") may report it done.
    if !["before", "after", "until", "once", "prior"]
        .iter()
        .any(|w| holds_phrase(s, w))
    {
        return false;
    }
    let all_theirs = all_words(rewrite);
    let dropped: Vec<&str> = ours
        .iter()
        .filter(|(w, _)| is_content(w) && !all_theirs.iter().any(|(v, _)| same_word(w, v)))
        .map(|(w, _)| *w)
        .collect();
    // "each morning" said as "Daily".
    let daily = holds_any_phrase(s, &["daily", "nightly", "each", "every"]);
    // "Please make sure the gates are shut before ..." -> "Gates shut before ...": the order
    // to see to it, no part of the rule (pol66b).
    let see_to_it = holds_any_phrase(rule, &["make sure", "ensure"]);
    shared(&ours, &theirs) >= 3
        && dropped.iter().all(|w| {
            is_one_of(
                w,
                &[
                    "please",
                    "kindly",
                    "anyone",
                    "anybody",
                    "everyone",
                    "everybody",
                    "someone",
                ],
            ) || (daily && is_one_of(w, &["morning", "evening", "night", "day", "each", "every"]))
                || (see_to_it && is_one_of(w, &["make", "sure", "ensure"]))
        })
}

/// Faithful forms read in corpus34, each a filter over one kind of change.
pub(super) fn faithful_form(
    what: &str,
    (original, from): (&str, Option<&Range<usize>>),
    (rewrite, to): (&str, Option<&Range<usize>>),
) -> bool {
    match (what, from, to) {
        ("scope changed", Some(f), _) => {
            dialect_word_of_no_scope(original, f, rewrite)
                || only_said_again(original, f, rewrite)
                || only_closing_as_per(original, f)
                || said_by_initials(original, f, rewrite)
                || to.is_some_and(|t| {
                    pending_for_until(original, rewrite, t)
                        || further_for_more(original, rewrite, t)
                })
        }
        ("negation dropped", Some(f), _) => {
            ban_said_as_exclusion(original, f, rewrite)
                || ban_said_as_not_before(original, f, rewrite)
                || negation_of_a_consequence(original, f)
                || no_exceptions_said_again(original, f, rewrite)
                || do_not_delay_said_as_deadline(original, f, rewrite)
                || no_said_as_free(original, rewrite)
                || negation_said_again_before_the_same_word(original, f, rewrite)
                || if_not_said_again(original, f, rewrite)
        }
        ("prohibition became mention", Some(f), _) => {
            no_said_as_free(original, rewrite)
                // "No honey from treated hives goes into the blend" -> "treated-hive honey
                // excluded from blend": a ban whose rewrite the classifier reads as no rule
                // (session 39, pol39b).
                || ban_said_as_exclusion(original, f, rewrite)
                || super::purposes::ban_only_in_a_purpose(original, f)
                || ban_said_again_on_its_verb(original, f, rewrite)
                || ban_until_said_as_before_label(original, f, rewrite)
        }
        ("constraint became mention", Some(f), Some(t)) => rule_compacted(original, f, rewrite, t),
        ("constraint added", _, Some(t)) => {
            told_not_ruled(rewrite, t) || narrative_negation_said_again(original, rewrite, t)
        }
        ("bound direction changed", Some(f), Some(t)) => {
            subject_bound_same_direction(original, f, rewrite, t)
                || same_bound_said_elsewhere(original, f, rewrite, t)
                || by_of_a_manner(original, f, rewrite, t)
        }
        ("bound dropped", Some(f), _) => thousands_said_with_k(original, f, rewrite),
        ("condition added", _, Some(t)) => every_time_said_again(original, rewrite, t),
        ("date changed", Some(f), Some(t)) => day_given_its_month(original, f, rewrite, t),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};

    /// "Please make sure X are Y before Z" said telegraphically as "X Y before Z": the order
    /// to see to it dropped (pol66b); the order turned, the time changed or a hedge added is
    /// still a change.
    #[test]
    fn make_sure_dropped_from_a_compacted_rule() {
        let o = "Please make sure the bait tanks are all drained before you head off tonight.";
        assert_faithful(&[(o, "Bait tanks all drained before heading off tonight.")]);
        assert_changed(&[
            (o, "Bait tanks all drained after heading off tonight."),
            (o, "Bait tanks all drained before heading off tomorrow."),
            (o, "Bait tanks usually drained before heading off tonight."),
        ]);
    }

    /// The "no" of one ";"-part is another rule's, not a negation added to the rules of the
    /// other parts (s31-r061, r038); a "no" in a rule's own part still is, and so is one of
    /// a part that changed the other rule's verb.
    #[test]
    fn a_negation_of_another_part() {
        let o = "Nobody goes above the col alone after 4 pm. Hasty teams should carry the spare \
                 probe at all times. Radios must be charged before every callout.";
        let pharmacy = "Crushing modified-release tablets for NG tubes is prohibited. Opened \
                        insulin pens get labelled with the opening date. Vancomycin doses must \
                        be checked against the latest trough before release.";
        assert_faithful(&[
            (
                o,
                "MR rules: no solo travel above the col after 16:00; hasty teams carry spare \
                 probe at all times; radios charged before every callout.",
            ),
            (
                pharmacy,
                "No crushing MR tabs for NG; date-label opened insulin pens; check vanc dose vs \
                 latest trough before release.",
            ),
        ]);
        assert_changed(&[
            (
                o,
                "MR rules: no solo travel above the col after 16:00; hasty teams carry no spare \
                 probe; radios charged before every callout.",
            ),
            (
                o,
                "MR rules: no solo travel above the col after 16:00; hasty teams never carry \
                 the spare probe; radios charged before every callout.",
            ),
            (
                o,
                "MR rules: no solo travel above the col after 16:00; hasty teams carry spare \
                 probe at all times; radios not charged before every callout.",
            ),
            (
                o,
                "MR rules: solo travel above the col after 16:00 OK; hasty teams carry spare \
                 probe at all times; radios charged before every callout.",
            ),
            (
                pharmacy,
                "No crushing MR tabs for NG; date-label opened insulin pens; no vanc dose check \
                 vs latest trough before release.",
            ),
            (
                "Do not guess prices. Hand off to a human.",
                "Prices never quoted; hand off to a human.",
            ),
        ]);
    }

    /// The "only when" of one ";"-part is another rule's, not a condition added to the rules
    /// of the other parts (s31-r155); a condition in a rule's own part still is.
    #[test]
    fn a_condition_of_another_part() {
        let o = "Max four operators in bay 3 at once. No cardboard past the gowning room. \
                 Restart etch runs only once particle counts are back within class limits. \
                 Visitors must be escorted.";
        assert_faithful(&[(
            o,
            "Bay 3 ≤ 4 operators; no cardboard beyond gowning room; etch restarts only when \
             particle counts within class limits; visitors escorted.",
        )]);
        assert_changed(&[
            (
                o,
                "Bay 3 ≤ 4 operators; no cardboard beyond gowning room; etch restarts only when \
                 particle counts within class limits; visitors escorted when busy.",
            ),
            (
                o,
                "Bay 3 ≤ 4 operators unless supervised; no cardboard beyond gowning room; etch \
                 restarts only when particle counts within class limits; visitors escorted.",
            ),
            (
                o,
                "Bay 3 ≤ 5 operators; no cardboard beyond gowning room; etch restarts only when \
                 particle counts within class limits; visitors escorted.",
            ),
        ]);
    }

    /// A permission of another rule compacted into the same sentence is no weakening of this
    /// one; a "may" in the rule's own part, a duty made a leave, or another number stay
    /// reported.
    #[test]
    fn permission_of_another_part() {
        let gym = "Auto-belays must be inspected monthly. Staff can comp one birthday day pass per member per year.";
        assert_faithful(&[(
            gym,
            "Gym: auto-belays inspected monthly; staff may comp 1 birthday day pass/member/yr.",
        )]);
        assert_changed(&[
            (
                gym,
                "Gym: auto-belays may be inspected monthly; staff may comp 1 birthday day pass/member/yr.",
            ),
            (
                gym,
                "Gym: auto-belays inspected weekly; staff may comp 1 birthday day pass/member/yr.",
            ),
            (
                gym,
                "Gym: auto-belays inspected monthly; staff may comp 2 birthday day passes/member/yr.",
            ),
            (
                gym,
                "Gym: auto-belays inspected monthly; staff must comp 1 birthday day pass/member/yr.",
            ),
            (
                gym,
                "Gym: auto-belays inspected monthly; managers may comp 1 birthday day pass/member/yr.",
            ),
            (
                gym,
                "Gym: auto-belays ideally inspected monthly; staff may comp 1 birthday day pass/member/yr.",
            ),
            (
                "Staff can comp one birthday day pass per member per year. The trip is on 3 May. Pupils must bring a packed lunch.",
                "Staff may comp 1 birthday day pass/member/yr; trip on 3 May.",
            ),
            (
                "Auto-belays must be inspected monthly. Staff must comp one birthday day pass per member per year.",
                "Gym: auto-belays inspected monthly; staff may comp 1 birthday day pass/member/yr.",
            ),
            (
                gym,
                "Gym: auto-belays inspected monthly unless busy; staff may comp 1 birthday day pass/member/yr.",
            ),
        ]);
    }

    /// A hedge of another rule merged into the rule's sentence is no weakening of it; in the
    /// rule's own part, it is.
    #[test]
    fn hedge_of_another_rule() {
        assert_faithful(&[
            (
                "Goggles are required in the lab. Gloves are optional.",
                "Goggles required in lab; gloves optional.",
            ),
            (
                "Helmets are required on the upper trail. Knee pads are optional.",
                "Helmets required on upper trail, knee pads optional.",
            ),
            (
                "A lanyard must be worn at all times. Photo ID is optional.",
                "Lanyard worn at all times; photo ID optional.",
            ),
        ]);
        assert_changed(&[
            (
                "Goggles are required in the lab. Gloves are optional.",
                "Goggles optional in lab; gloves optional.",
            ),
            (
                "Goggles are required in the lab. Gloves are optional.",
                "Goggles required in lab if possible; gloves optional.",
            ),
            (
                "Goggles are required in the lab. Gloves are required too.",
                "Goggles required in lab; gloves optional.",
            ),
        ]);
    }

    /// A word of another rule's ";"-part of a labelled compaction is no new word of this rule;
    /// a changed time, actor or bound in the rule's own part, and an unlabelled sentence,
    /// stay reported.
    #[test]
    fn word_of_a_foreign_part() {
        let gate = "Check-in closes 45 minutes before the flight. The crew list must reach the dispatcher by 06:00.";
        let lending = "Members may borrow up to 4 games at once, except the rare editions, which cannot leave the cafe.";
        assert_faithful(&[
            (
                gate,
                "Gate: check-in closes T-45 min; crew list to dispatcher by 06:00.",
            ),
            (
                lending,
                "Lending: max 4 games at a time; rare editions never leave the cafe.",
            ),
        ]);
        assert_changed(&[
            (
                gate,
                "Gate: check-in closes T-45 min; crew list to dispatcher by 07:00.",
            ),
            (
                gate,
                "Gate: check-in closes T-45 min; crew list to the pilot by 06:00.",
            ),
            (
                lending,
                "Lending: max 4 games at a time; rare editions may leave the cafe.",
            ),
            (
                lending,
                "Lending: max 4 games at a time; all editions never leave the cafe.",
            ),
            (
                "User: Also, the minutes can't go on the website until the chair has initialled them. Agent: Understood. User: And send me the draft agenda by Friday.",
                "User mentioned minutes approval and website posting; wants draft agenda by Friday.",
            ),
        ]);
    }

    /// An arrow in another rule's part is that rule's, where the own part says only the
    /// rule's own condition; a new condition, a turned one, or an arrow beside no other rule
    /// stay reported.
    #[test]
    fn arrow_of_another_part() {
        let ads = "No political ads in the 4 weeks before the election.\nThe overnight automation stays on the safe playlist only.";
        let pool =
            "No pool use before the lifeguard arrives.\nThe sauna stays closed only on Mondays.";
        assert_faithful(&[
            (
                ads,
                "Policy: no political ads in the 4 weeks before the election; overnight automation -> safe playlist only.",
            ),
            (
                pool,
                "Pool: no use before lifeguard arrives; sauna -> closed Mondays only.",
            ),
        ]);
        assert_changed(&[
            (
                ads,
                "Policy: no political ads in the 4 weeks after the election; overnight automation -> safe playlist only.",
            ),
            (
                ads,
                "Policy: no political ads in the 4 weeks before the election unless paid; overnight automation -> safe playlist only.",
            ),
            (
                ads,
                "Policy: no political ads in the 4 weeks before the election; overnight automation -> any playlist.",
            ),
            (
                pool,
                "Pool: no use before lifeguard arrives if busy; sauna -> closed Mondays only.",
            ),
            (
                "No pool use before the lifeguard arrives.",
                "Pool: no use before lifeguard arrives; kids -> shallow end only.",
            ),
        ]);
    }

    /// A rule compacted telegraphically, its words of order kept, is faithful; its order
    /// turned around or hedged is not.
    #[test]
    fn a_rule_compacted_keeping_its_order_is_faithful() {
        assert_faithful(&[
            (
                "Scaffold must be inspected and tagged before anyone climbs it each morning.",
                "Daily: scaffold inspected + tagged before first climb.",
            ),
            (
                "The ladder must be footed and checked before anyone climbs it each morning.",
                "Daily: ladder footed + checked before first climb.",
            ),
        ]);
        assert_changed(&[
            (
                "The ladder must be footed and checked before anyone climbs it each morning.",
                "Daily: ladder footed + checked after first climb.",
            ),
            (
                "The ladder must be footed and checked before anyone climbs it each morning.",
                "Ladder usually footed + checked before first climb.",
            ),
            (
                "The importer must pay the duty before the goods leave the bonded warehouse.",
                "Importer pays the duty after the goods leave the bonded warehouse.",
            ),
        ]);
    }
}
