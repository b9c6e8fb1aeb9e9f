//! A rule's scope widened in ways the rule comparison does not see, read from the two texts
//! alone: a duty on one of a group put on the whole group ("at least one of them must hold an
//! OEC" -> "two patrollers with current OEC"), leave whose object lost a modifier ("can file
//! crash bugs" -> "can file bugs"), an exception folded into the rule.

use super::Missed;
use super::extended::said_in;
use super::gates::TOTALITY;
use super::is_one_of;
use super::swaps::LEAVES;
use super::until_events::OBJECT_OPENERS;
use super::words::{
    MODALS, TextReading, Word, digits_of, has_digit, holds_any_phrase, is_content, negates, parts,
    same_spelling, same_word,
};
use crate::classify::lexicon::{BASE_VERB, classes};
use std::ops::Range;

/// Words that keep a part of a group in a rewrite ("one", "1", "either", "≥ 1 with ...").
const PARTIAL: &[&str] = &[
    "one", "1", "either", "some", "least", "among", "minimum", "min", "single", "1+",
];

/// "toboggan runs need two patrollers, and at least one of them must hold a current OEC" ->
/// "... two patrollers with current OEC": a duty the original puts on one of a group ("at
/// least one", "one of them", "one of whom") said again, its words kept, with no word that
/// keeps it to a part ("one", "1", "either", "some", "at least", "among"): the duty widened to
/// the whole group. The original's words after the quantifier must hold a modal ("must",
/// "needs", "should", "has to") and a content word the rewrite's sentence says.
fn partial_quantifier_dropped(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (original, rewrite) = (o.text, r.text);
    // (One scan first: both forms hold "one ".)
    if !o.holds_ignoring_case("one ")
        || !(o.holds_ignoring_case("at least one")
            || o.holds_ignoring_case("one of them")
            || o.holds_ignoring_case("one of whom"))
    {
        return None;
    }
    let theirs: Vec<_> = parts(rewrite).into_iter().map(|s| r.words_in(s)).collect();
    for s in parts(original) {
        let ours = o.words_in(s);
        for k in 0..ours.len() {
            if !ours[k].0.eq_ignore_ascii_case("one") {
                continue;
            }
            let at_least =
                k >= 2 && is_one_of(ours[k - 2].0, &["at"]) && is_one_of(ours[k - 1].0, &["least"]);
            let of_them = ours.get(k + 1).is_some_and(|w| is_one_of(w.0, &["of"]))
                && ours.get(k + 2).is_some_and(|w| {
                    is_one_of(w.0, &["them", "whom", "those", "us", "you", "these"])
                });
            if !(at_least || of_them) {
                continue;
            }
            let from = if at_least { k - 2 } else { k };
            let rest = &ours[if of_them { k + 3 } else { k + 1 }..];
            // The duty on the part: a modal, then the words it binds.
            let Some(m) = rest.iter().take(3).position(|w| is_one_of(w.0, MODALS)) else {
                continue;
            };
            let duty: Vec<&str> = rest[m + 1..]
                .iter()
                .map(|w| w.0)
                .take_while(|w| !is_one_of(w, &["and", "but", "or"]))
                .filter(|w| is_content(w))
                .collect();
            if duty.is_empty() {
                continue;
            }
            for t in &theirs {
                let kept = t.iter().find(|(w, _)| duty.iter().any(|d| same_word(w, d)));
                let Some((_, at)) = kept else {
                    continue;
                };
                if t.iter().any(|(w, _)| is_one_of(w, PARTIAL)) {
                    continue;
                }
                return Some((ours[from].1.start..ours[k].1.end, at.clone()));
            }
        }
    }
    None
}

/// Words between a modal and its verb that change nothing of the act ("can also file").
pub(super) fn is_adverb(w: &str) -> bool {
    is_one_of(
        w,
        &[
            "also", "still", "always", "now", "just", "usually", "normally",
        ],
    )
}

/// Words that may stand before a noun in place of a dropped modifier and name nothing.
fn is_determiner(w: &str) -> bool {
    is_one_of(
        w,
        &[
            "the", "a", "an", "any", "all", "your", "their", "our", "its", "his", "her",
        ],
    )
}

/// The words of a clause from word `k` on, up to a comma, a "but" or the end: `text` is the
/// text the words point into.
pub(super) fn clause_from<'w, 't>(text: &str, ws: &'w [Word<'t>], k: usize) -> &'w [Word<'t>] {
    let mut end = k;
    while end < ws.len() {
        if is_one_of(ws[end].0, &["but", "and", "or"]) {
            break;
        }
        end += 1;
        // A comma after the word ends the clause.
        if end < ws.len()
            && text
                .get(ws[end - 1].1.end..ws[end].1.start)
                .is_some_and(|gap| gap.contains(','))
        {
            break;
        }
    }
    &ws[k.min(end)..end]
}

/// "testers can file crash bugs directly" -> "Testers can file bugs directly": what someone
/// can or may do said again with the same modal and verb, a word before a kept word of the
/// object gone and nothing in its place (the verb or a determiner before the kept word): the
/// leave widened ("crash bugs" -> "bugs"). Not a word dropped after the object ("file crash
/// bugs directly" -> "file crash bugs"), a head replaced, a negated modal, another subject.
fn permission_object_widened(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (original, rewrite) = (o.text, r.text);
    let says = |t: &TextReading<'_>| t.holds_ignoring_case("can ") || t.holds_ignoring_case("may ");
    if !says(o) || !says(r) {
        return None;
    }
    let modal = |ws: &[Word<'_>]| {
        ws.iter()
            .position(|(w, _)| is_one_of(w, &["can", "may"]))
            .filter(|&k| {
                !ws.get(k + 1)
                    .is_some_and(|w| is_one_of(w.0, &["not", "never"]))
            })
    };
    let theirs: Vec<_> = parts(rewrite).into_iter().map(|s| r.words_in(s)).collect();
    for s in parts(original) {
        let ours = o.words_in(s);
        let Some(k) = modal(&ours) else {
            continue;
        };
        let Some(v) = (k + 1..ours.len()).find(|&i| !is_adverb(ours[i].0)) else {
            continue;
        };
        let subject: Vec<&str> = ours[..k]
            .iter()
            .map(|w| w.0)
            .filter(|w| is_content(w))
            .collect();
        let object = clause_from(original, &ours, v + 1);
        for t in &theirs {
            let Some(j) = modal(t) else {
                continue;
            };
            let Some(u) = (j + 1..t.len()).find(|&i| !is_adverb(t[i].0)) else {
                continue;
            };
            let same_subject = subject.is_empty()
                || t[..j]
                    .iter()
                    .any(|(w, _)| subject.iter().any(|s| same_word(w, s)));
            if !same_subject || !same_word(t[u].0, ours[v].0) {
                continue;
            }
            // The object's first noun phrase: a determiner, then the modifier and its head.
            let said = clause_from(rewrite, t, u + 1);
            let o0 = usize::from(object.first().is_some_and(|w| is_determiner(w.0)));
            let (Some(gone), Some(head)) = (object.get(o0), object.get(o0 + 1)) else {
                continue;
            };
            if !is_content(gone.0)
                || !is_content(head.0)
                || said.iter().any(|(w, _)| same_word(w, gone.0))
            {
                continue;
            }
            let h = usize::from(said.first().is_some_and(|w| is_determiner(w.0)));
            if said.get(h).is_some_and(|w| same_word(w.0, head.0)) {
                return Some((gone.1.clone(), said[h].1.clone()));
            }
        }
    }
    None
}

/// Words that make a part of the original leave or an exception, not the rule.
pub(super) const LEAVE: &[&str] = &[
    "can", "may", "allowed", "ok", "okay", "fine", "except", "exempt", "excepted", "unless",
    "optional",
];

/// "we block release if any P1 is open; P2s can ship with a producer waiver" -> "release is
/// blocked by any open P1 or P2 bug": the rewrite joins ("or", "and") a word of a rule
/// with a word the original names only in a part that gives leave or makes an exception
/// ("can", "may", "allowed", "except"): the exception folded into the rule. Not two words of
/// rules joined ("Don't touch the stops. Don't touch the pedals." -> "... stops or pedals"),
/// nor a word the rule's part names too, nor the leave said with its terms ("refunds to the
/// card only. Vouchers are fine if the customer asks" -> "card, or voucher if customer asks").
fn exception_folded_into_rule(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (original, rewrite) = (o.text, r.text);
    // (One pass over the original's words, not a scan for each word of leave.)
    if !(r.holds_ignoring_case(" or ") || r.holds_ignoring_case(" and "))
        || !original
            .split(|c: char| !c.is_alphanumeric())
            .any(|w| is_one_of(w, LEAVE))
    {
        return None;
    }
    // The original's parts, cut again at "but", each with whether it gives leave.
    let mut ours: Vec<(Vec<Word<'_>>, bool)> = Vec::new();
    for s in parts(original) {
        let ws = o.words_in(s);
        for part in ws.split(|w| is_one_of(w.0, &["but"])) {
            let leave = part.iter().any(|w| is_one_of(w.0, LEAVE));
            ours.push((part.to_vec(), leave));
        }
    }
    for s in parts(rewrite) {
        let t = r.words_in(s);
        // (The rewrite's own leave may join them: "dogs and cats OK in the garden".)
        if t.iter().any(|w| is_one_of(w.0, LEAVE)) {
            continue;
        }
        for k in 1..t.len() {
            if !(is_one_of(t[k].0, &["or", "and"]) && k + 1 < t.len()) {
                continue;
            }
            let (x, y) = (&t[k - 1], &t[k + 1]);
            if !is_content(x.0) || !is_content(y.0) || same_word(x.0, y.0) {
                continue;
            }
            let names = |part: &[Word<'_>], w: &str| part.iter().any(|(o, _)| same_word(o, w));
            let rule = ours
                .iter()
                .find(|(p, leave)| !leave && names(p, x.0) && !names(p, y.0));
            let in_rules = ours.iter().any(|(p, leave)| !leave && names(p, y.0));
            // The leave's own terms said too ("or voucher if customer asks") keep it apart.
            let in_leave = ours
                .iter()
                .filter(|(p, leave)| {
                    *leave
                        && !p.iter().any(|(o, _)| {
                            is_content(o)
                                && !is_one_of(o, LEAVE)
                                && !same_word(o, y.0)
                                && t.iter().any(|(w, _)| same_spelling(w, o))
                        })
                })
                .find_map(|(p, _)| p.iter().find(|(o, _)| same_word(o, y.0)));
            if let (Some(_), false, Some((_, at))) = (rule, in_rules, in_leave) {
                return Some((at.clone(), y.1.clone()));
            }
        }
    }
    None
}

/// Words of a rewrite that make what follows them every one of its kind.
const ALL: &[&str] = &["all", "any", "every", "each"];

/// A word that names every one of a kind itself ("everybody", "anything") or an act ("Cap
/// image uploads at 10 MB"): no word that narrows a kind.
fn names_all_or_acts(w: &str) -> bool {
    let w = w.to_ascii_lowercase();
    is_one_of(&w, ALL)
        || ["every", "any", "all", "each"]
            .iter()
            .any(|p| w.starts_with(p))
        || classes(&w) & BASE_VERB != 0
}

/// "Reuters wire copy can go up without a second read" -> "All wire copy can go up without a
/// second read": a thing the original narrows by a content word before it, the word opening
/// its sentence ("Reuters wire copy", "Night shift staff"; not a verb, "Cap image uploads",
/// nor a universal, "Everybody surfaced"; "All Reuters wire copy" opens with "All"), said in
/// the rewrite, its two words kept, after "all", "any", "every" or "each" and the narrowing
/// word said nowhere in the rewrite: the rule now holds for every one of the kind. "Reuters wire copy" -> "All
/// Reuters wire copy" keeps the name, "Interpreters must arrive early" -> "All interpreters
/// must arrive early" narrows nothing.
fn modifier_said_as_all(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (original, ows, rws) = (o.text, o.words(), r.words());
    // Word `k` of the original opens its sentence, after "the" maybe: the subject's first
    // word ("Reuters wire copy can go up"; not "never run schema changes", a verb's object).
    let opens_a_part = |k: usize| {
        let first = |k: usize| {
            k == 0
                || parts(original)
                    .iter()
                    .any(|p| p.start <= ows[k].1.start && ows[k - 1].1.start < p.start)
        };
        first(k) || k >= 1 && ows[k - 1].0.eq_ignore_ascii_case("the") && first(k - 1)
    };
    (0..rws.len()).find_map(|m| {
        if !is_one_of(rws[m].0, ALL) {
            return None;
        }
        let (head, next) = (rws.get(m + 1)?, rws.get(m + 2)?);
        // ("each 30 minutes": a figure is no kind of thing.)
        if !is_content(head.0) || head.0.starts_with(|c: char| c.is_ascii_digit()) {
            return None;
        }
        (1..ows.len().saturating_sub(1)).find_map(|k| {
            let gone = &ows[k - 1];
            let kept = same_word(ows[k].0, head.0) && same_word(ows[k + 1].0, next.0);
            let narrows = is_content(gone.0)
                && opens_a_part(k - 1)
                && !(names_all_or_acts(gone.0)
                    || gone.0.starts_with(|c: char| c.is_ascii_digit())
                    || rws.iter().any(|(w, _)| same_word(w, gone.0)));
            (kept && narrows).then(|| (gone.1.clone(), rws[m].1.start..head.1.end))
        })
    })
}

/// "... before anyone goes on the deep wreck dive" -> "... before any dive": a thing the
/// original names with "the" and up to three content words before it ("the deep wreck
/// dive") said after "all", "any", "every" or "each" in the rewrite, none of those words said
/// in it: the rule now holds for every one of the kind. "any deep wreck dive" keeps them,
/// "the dive" -> "any dive" narrows nothing, "the whole day" is "all day" ([`TOTALITY`]), and
/// a thing the original says after such a word too ("after each patient ... before the first
/// patient") is not read (pol57).
fn named_one_said_as_any(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (ows, rws) = (o.words(), r.words());
    let no_figure = |w: &str| is_content(w) && !w.starts_with(|c: char| c.is_ascii_digit());
    (1..rws.len()).find_map(|m| {
        let head = &rws[m];
        if !is_one_of(rws[m - 1].0, ALL) || !no_figure(head.0) {
            return None;
        }
        let quantified = |k: usize| is_one_of(ows[k - 1].0, ALL) && same_word(ows[k].0, head.0);
        if (1..ows.len()).any(quantified) {
            return None;
        }
        (2..ows.len()).find_map(|k| {
            if !same_word(ows[k].0, head.0) {
                return None;
            }
            let the = (k.saturating_sub(4)..k - 1)
                .rev()
                .find(|&j| ows[j].0.eq_ignore_ascii_case("the"))?;
            let named = &ows[the + 1..k];
            let dropped = named.iter().all(|(w, _)| {
                no_figure(w) && !is_one_of(w, TOTALITY) && !rws.iter().any(|(x, _)| same_word(x, w))
            });
            dropped.then(|| {
                (
                    ows[the].1.start..ows[k].1.end,
                    rws[m - 1].1.start..head.1.end,
                )
            })
        })
    })
}

/// Words that join more of a kind to a thing ("and other internal domains", "or similar").
const MORE_OF_A_KIND: &[&str] = &["other", "others", "similar", "related"];

/// "You may submit forms on staging.acme-internal.test; on any other domain, stop and ask." ->
/// "You may submit forms on staging.acme-internal.test and other internal domains; ...": a
/// content word of the original followed in the rewrite by "and" or "or" and "other(s)",
/// "similar" or "related" (maybe after "any"), where the original joins no such words to it:
/// the rule now reaches more of the kind. "Use staging or any other test site" -> "Staging or
/// other test sites" joins them already.
fn more_of_a_kind_joined(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    if !MORE_OF_A_KIND.iter().any(|w| r.holds_ignoring_case(w)) {
        return None;
    }
    let (ows, rws) = (o.words(), r.words());
    // Word `k` of `ws` is followed by "and" / "or", "any" maybe, and a word of more of a kind.
    let joins_more = |ws: &[Word<'_>], k: usize| {
        ws.get(k + 1)
            .is_some_and(|(w, _)| is_one_of(w, &["and", "or"]))
            && {
                let n =
                    k + 2 + usize::from(ws.get(k + 2).is_some_and(|(w, _)| is_one_of(w, &["any"])));
                ws.get(n).is_some_and(|(w, _)| is_one_of(w, MORE_OF_A_KIND))
            }
    };
    (0..rws.len()).find_map(|m| {
        if !joins_more(rws, m) || !is_content(rws[m].0) {
            return None;
        }
        let mut said = (0..ows.len())
            .filter(|&k| same_word(ows[k].0, rws[m].0))
            .peekable();
        let first = *said.peek()?;
        if said.any(|k| joins_more(ows, k)) {
            return None;
        }
        Some((ows[first].1.clone(), rws[m].1.start..rws[m + 2].1.end))
    })
}

/// The first change the readings of this module find, as its kind and the ranges it quotes.
/// Asked only when the comparison found nothing.
pub(super) fn change_missed(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(&'static str, Range<usize>, Range<usize>)> {
    partial_quantifier_dropped(o, r)
        .or_else(|| permission_object_widened(o, r))
        .or_else(|| exception_folded_into_rule(o, r))
        .or_else(|| modifier_said_as_all(o, r))
        .or_else(|| more_of_a_kind_joined(o, r))
        .or_else(|| named_one_said_as_any(o, r))
        .or_else(|| leave_limit_said_unbounded(o, r))
        .map(|(from, to)| ("scope changed", from, to))
}

/// Words bounding how far a leave reaches ("can go out as far as the point").
const LEAVE_LIMITS: &[&str] = &["as far as", "up to", "no further than", "no farther than"];

/// Words saying a leave reaches every place or time ("can go wherever they like").
const UNBOUNDED: &[&str] = &["wherever", "anywhere", "everywhere", "whenever", "anytime"];

/// "... so renters can go out as far as the point now." -> "... renters can go wherever they
/// like now." (s61a-p066, pol61b): the original gives leave ([`WORDS_OF_LEAVE`]) as far as a
/// limit ([`LEAVE_LIMITS`]), the rewrite gives leave with a word reaching every place or time
/// ([`UNBOUNDED`]) and says nowhere the limit (the first content word after the limit's
/// words, "point"): the leave widened. The limit's range, and the rewrite's word.
fn leave_limit_said_unbounded(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    if !r.holds_any_phrase(UNBOUNDED) || !o.holds_any_phrase(LEAVE_LIMITS) {
        return None;
    }
    let leave_before =
        |ws: &[Word<'_>], k: usize| ws[..k].iter().any(|(w, _)| is_one_of(w, WORDS_OF_LEAVE));
    let (ow, rw) = (o.words(), r.words());
    let to = rw.iter().enumerate().find_map(|(k, (w, range))| {
        (is_one_of(w, UNBOUNDED) && leave_before(rw, k)).then(|| range.clone())
    })?;
    LEAVE_LIMITS.iter().find_map(|phrase| {
        let at = o.phrase_at(std::slice::from_ref(phrase))?;
        let k = ow.partition_point(|(_, range)| range.start < at);
        let after = k + phrase.split(' ').count();
        let (limit, range) = ow
            .get(after..)?
            .iter()
            .take(2)
            .find(|(w, _)| is_content(w) && w.bytes().all(|b| b.is_ascii_alphabetic()))?;
        (leave_before(ow, k) && !said_in(limit, rw)).then(|| (at..range.end, to.clone()))
    })
}

/// Words giving leave ("second-class post is fine for UK libraries").
const WORDS_OF_LEAVE: &[&str] = &[
    "fine",
    "ok",
    "okay",
    "allowed",
    "permitted",
    "acceptable",
    "may",
    "can",
];

/// "Second-class post is fine for returns to UK university libraries." -> "2nd class OK for
/// UK libraries.": after a word of leave in both texts, three content words in a row in the
/// original ("UK university libraries") said as the first and last in a row in the rewrite
/// ("UK libraries"), the middle one said nowhere in it: the leave's scope widened. Only the
/// leave's object is read (the words after a preposition, "to UK university libraries",
/// nothing but spaces between them): "approve their own timesheets" -> "approve own
/// timesheets" is not; a modifier kept ("UK uni libraries") or a ban's scope is not read.
pub(super) fn scope_of_a_leave_widened(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    if !(o.holds_any_phrase(WORDS_OF_LEAVE) && r.holds_any_phrase(WORDS_OF_LEAVE)) {
        return None;
    }
    let (ow, rw) = (o.words(), r.words());
    let after = |ws: &[Word<'_>]| ws.iter().position(|(w, _)| is_one_of(w, WORDS_OF_LEAVE));
    let (oi, ri) = (after(ow)?, after(rw)?);
    let (ow, rw) = (&ow[oi + 1..], &rw[ri + 1..]);
    ow.windows(4).enumerate().find_map(|(i, w)| {
        let t = &w[1..];
        // The leave's object: the three words after a preposition ("to UK university
        // libraries") or its article, with nothing but spaces between them.
        let opened = is_one_of(w[0].0, OBJECT_OPENERS)
            || (is_one_of(w[0].0, &["the", "a", "an"])
                && i.checked_sub(1)
                    .is_some_and(|k| is_one_of(ow[k].0, OBJECT_OPENERS)));
        let plain = |a: &Word<'_>, b: &Word<'_>| o.text[a.1.end..b.1.start].trim().is_empty();
        if !opened
            || !plain(&w[0], &t[0])
            || !plain(&t[0], &t[1])
            || !plain(&t[1], &t[2])
            || !t.iter().all(|(w, _)| is_content(w))
            || said_in(t[1].0, r.words())
        {
            return None;
        }
        let pair = rw
            .windows(2)
            .find(|p| same_word(p[0].0, t[0].0) && same_word(p[1].0, t[2].0))?;
        Some((
            "scope widened",
            t[0].1.start..t[2].1.end,
            pair[0].1.start..pair[1].1.end,
        ))
    })
}

/// Words of the original that leave a thing free ("Year 12's fair game", "Saturdays are fine").
const LEFT_FREE: &[&str] = &["fair game", "fine", "ok", "okay", "no problem", "free to"];

/// "Tha's not to put any Year 13 lessons in t'last week o' May. Year 12's fair game." -> "Y12
/// and Y13: no lessons last week of May": a number (a year, a grade, a room) that only a part
/// of the original leaving it free holds ("fair game", "fine", "allowed", no negation), said
/// by a part of the rewrite that bans (a negation) and leaves nothing free: the ban widened
/// to what the original left free.
pub(super) fn free_number_banned(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (original, rewrite) = (o.text, r.text);
    if !has_digit(rewrite) || !o.holds_any_phrase(LEFT_FREE) {
        return None;
    }
    let ps: Vec<_> = parts(original)
        .into_iter()
        .map(|p| (p.clone(), o.words_in(p)))
        .collect();
    let (free, free_words) = ps.iter().find(|(p, ws)| {
        holds_any_phrase(&original[p.clone()], LEFT_FREE)
            && !ws.iter().any(|(w, _)| negates(w))
            && ws.iter().any(|(w, _)| !digits_of(w).is_empty())
    })?;
    if !ps
        .iter()
        .any(|(p, ws)| p != free && ws.iter().any(|(w, _)| negates(w)))
    {
        return None;
    }
    let numbers: Vec<&str> = free_words
        .iter()
        .map(|(w, _)| digits_of(w))
        .filter(|d| !d.is_empty())
        .filter(|d| {
            !ps.iter()
                .any(|(p, ws)| p != free && ws.iter().any(|(w, _)| digits_of(w) == *d))
        })
        .collect();
    if numbers.is_empty() {
        return None;
    }
    parts(rewrite)
        .into_iter()
        .find(|t| {
            let theirs = r.words_in(t.clone());
            theirs.iter().any(|(w, _)| negates(w))
                && !holds_any_phrase(&rewrite[t.clone()], LEFT_FREE)
                && !holds_any_phrase(&rewrite[t.clone()], LEAVES)
                && !holds_any_phrase(&rewrite[t.clone()], &["only", "except", "but"])
                && !theirs.iter().any(|(w, _)| *w == "may")
                && theirs.iter().any(|(w, _)| numbers.contains(&digits_of(w)))
        })
        .map(|t| (free.clone(), t))
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{assert_changed, assert_faithful, assert_reports};

    /// A thing named with "the" and words before it said after "any" without them is a scope
    /// change; the words kept, or none to drop, is not (pol57, s57a-p058).
    #[test]
    fn a_named_thing_said_as_any_of_its_kind() {
        let o = "Club captain says from now on we have to see a rating card before anyone \
                 flies the big twin glider.";
        assert_reports(
            "scope changed",
            &[(
                o,
                "Club captain says we now need to see a rating card before any glider.",
            )],
        );
        assert_faithful(&[
            (
                o,
                "Club captain says we now need to see a rating card before any big twin glider.",
            ),
            (
                "Check the brakes before anyone flies the glider.",
                "Check the brakes before any glider goes up.",
            ),
            (
                "A marshal stays with the pilots the whole day.",
                "Pilots: marshal with them all day.",
            ),
            (
                "Every glider is washed after each flight, and the log is checked each morning \
                 before the first flight.",
                "Wash every glider after each flight; check log each morning before 1st flight.",
            ),
        ]);
    }

    /// A leave given as far as a limit said as reaching every place or time, the limit
    /// gone (s61a-p066, paraphrased; pol61b), is a scope change; the limit said in other
    /// words, a leave with no limit, or a limit kept beside "whenever", is not.
    #[test]
    fn a_leave_up_to_a_limit_said_as_anywhere() {
        let o = "Update: the ban on swimming past the pontoon is lifted, so guests can swim out \
                 as far as the reef now.";
        assert_reports(
            "scope changed",
            &[
                (
                    o,
                    "Pontoon swim ban lifted; guests can swim wherever they like now.",
                ),
                (
                    "Good news: the track is dry again, so riders can go as far as the old quarry \
                     today.",
                    "Track dry again; riders can go wherever they like today.",
                ),
            ],
        );
        assert_faithful(&[
            (
                o,
                "Pontoon swim ban lifted; guests can swim out to the reef now.",
            ),
            (
                "Guests can sit wherever they like.",
                "Guests can sit anywhere.",
            ),
            (
                "Riders can go as far as the old quarry whenever the track is dry.",
                "Riders can go as far as the old quarry whenever the track's dry.",
            ),
        ]);
    }

    /// A thing narrowed by a word said after "all" without it is a scope change (session
    /// 43); the narrowing word kept, or none dropped, is not.
    #[test]
    fn a_narrowed_thing_said_as_all_of_its_kind() {
        assert_reports(
            "scope changed",
            &[
                (
                    "Reuters wire copy can go up without a second read; everything else needs two sets of eyes.",
                    "All wire copy can go up without a second read; everything else needs two sets of eyes.",
                ),
                (
                    "Night shift staff may leave at 6.",
                    "All shift staff may leave at 6.",
                ),
                (
                    "Dairy-free orders can skip the allergen check.",
                    "Any orders can skip the allergen check.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Reuters wire copy can go up without a second read.",
                "All Reuters wire copy can go up without a second read.",
            ),
            (
                "Interpreters must arrive at least 20 minutes before the hearing.",
                "All interpreters must arrive at least 20 minutes before the hearing.",
            ),
            (
                "Check every ticket at the gate.",
                "Check all tickets at the gate.",
            ),
            (
                "Cap image uploads at 10 MB each.",
                "Each image upload: max 10 MB.",
            ),
            (
                "Everybody surfaced with plenty of gas left.",
                "All surfaced with good gas reserves.",
            ),
            (
                "Going forward, never run schema changes without a backup.",
                "Rules: backup before any schema change.",
            ),
        ]);
    }

    /// More of a kind joined to a thing the original names alone is a scope change (session
    /// 43); the original joining them already, or the kind named apart, is not.
    #[test]
    fn more_of_a_kind_joined_to_a_thing() {
        assert_reports(
            "scope changed",
            &[
                (
                    "You may submit forms on staging.acme-internal.test; on any other domain, stop and ask.",
                    "You may submit forms on staging.acme-internal.test and other internal domains; elsewhere, stop and ask.",
                ),
                (
                    "Dogs are allowed on the patio.",
                    "Dogs and other pets are allowed on the patio.",
                ),
                (
                    "Wipe the bench with ethanol after use.",
                    "Wipe the bench with ethanol or similar after use.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Test on staging or any other test site before release.",
                "Test on staging or other test sites before release.",
            ),
            ("Dogs are allowed on the patio.", "Patio: dogs allowed."),
        ]);
    }

    /// A duty on one of a group said as a duty of the whole group is a scope change; the
    /// part kept ("one", "≥ 1", "at least one"), or a narrative's "one of them", is not.
    #[test]
    fn a_duty_on_one_of_a_group_widened_to_all() {
        let o = "Ski patrol: toboggan runs need two patrollers, and at least one of them must hold a current OEC.";
        assert_reports(
            "scope changed",
            &[
                (o, "Toboggan runs need two patrollers with current OEC."),
                (
                    o,
                    "Toboggan runs need two patrollers, both with a current OEC.",
                ),
                (o, "Toboggan: 2 patrollers, all holding current OEC."),
                (
                    "Night lifts need three staff, one of whom must be a qualified rigger.",
                    "Night lifts: three staff, qualified riggers.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Toboggan runs need two patrollers, and at least one must hold a current OEC.",
                "Toboggan: 2 patrollers, ≥ 1 with current OEC.",
            ),
            (
                "Toboggan runs need two patrollers, and at least one must hold a current OEC.",
                "Toboggan runs need two patrollers, at least one with a current OEC.",
            ),
            (
                "Toboggan runs need two patrollers, and one of them must hold a current OEC.",
                "Toboggan runs: two patrollers, one with current OEC.",
            ),
            (
                "We counted eleven boats, at least one of them from Homa Bay.",
                "Eleven boats counted, from Homa Bay among others.",
            ),
        ]);
    }

    /// Leave said again with a word of its object dropped before a kept word is widened;
    /// a word dropped after the object, or the object kept, is not.
    #[test]
    fn leave_widened_by_a_dropped_modifier() {
        let o = "QA lead: testers can file crash bugs directly, but balance feedback goes through #design first.";
        assert_reports(
            "scope changed",
            &[
                (o, "Testers can file bugs directly."),
                (
                    o,
                    "Testers can file the bugs directly; balance feedback via #design.",
                ),
                (
                    "Interns may use the staff canteen on Fridays.",
                    "Interns may use the canteen on Fridays.",
                ),
            ],
        );
        assert_faithful(&[
            (
                o,
                "Testers can file crash bugs directly; balance feedback goes through #design first.",
            ),
            (
                "Interns may use the staff canteen on Fridays.",
                "Interns may use the staff canteen Fridays.",
            ),
            (
                "Staff may expense up to two meals per day while travelling.",
                "While travelling, staff can expense at most 2 meals a day.",
            ),
            (
                "Interns may also use the staff canteen.",
                "Interns may use the staff canteen.",
            ),
        ]);
    }

    /// An item the original names only in its leave, joined to the rule's item, is an
    /// exception folded into the rule; two rules' items joined are not.
    #[test]
    fn an_exception_folded_into_the_rule() {
        assert_reports(
            "scope changed",
            &[
                (
                    "Retro action: from next sprint we block release if any P1 is open; P2s can ship with a producer waiver.",
                    "Retro: release is blocked by any open P1 or P2 bug.",
                ),
                (
                    "Don't fly drones over the crowd, but the press may fly them over the stage.",
                    "No drones over the crowd or stage.",
                ),
            ],
        );
        assert_changed(&[(
            "Block release if any P1 is open; P2s can ship with a producer waiver.",
            "Release blocked by open P1 and P2 bugs.",
        )]);
        assert_faithful(&[
            (
                "Retro action: from next sprint we block release if any P1 is open; P2s can ship with a producer waiver.",
                "Retro: release blocked by any open P1; P2 ships with producer waiver.",
            ),
            (
                "Internal note: refunds for cancelled shows go back to the original card only. Vouchers are fine if the customer asks for one instead. Never refund in cash at the desk.",
                "Cancelled-show refunds: to original card, or voucher if customer asks; never cash at desk.",
            ),
            (
                "Don't touch the stops. Don't touch the pedals either.",
                "Don't touch the stops or pedals.",
            ),
            (
                "No dogs in the kitchen. Cats and dogs can use the garden.",
                "No dogs in kitchen; cats and dogs OK in garden.",
            ),
            (
                "No dogs in the kitchen. Cats and dogs can use the garden.",
                "No dogs in kitchen; dogs and cats OK in garden.",
            ),
        ]);
    }

    /// A number the original leaves free ("fair game", "fine") said under the rewrite's ban is
    /// reported; the free one said apart, or as OK, is not.
    #[test]
    fn a_number_left_free_put_under_the_ban_is_reported() {
        assert_changed(&[
            (
                "Don't book any Grade 5 trips in the exam fortnight. Grade 4's fine.",
                "Grades 4 and 5: no trips in exam fortnight.",
            ),
            (
                "No deliveries to Dock 3 on Sundays. Dock 2 is fair game.",
                "Docks 2 and 3: no Sunday deliveries.",
            ),
        ]);
        assert_faithful(&[
            (
                "Don't book Grade 5 trips in the exam fortnight. Grade 4's fine.",
                "Don't book Grade 5 trips in exam fortnight; Grade 4 fine.",
            ),
            (
                "No deliveries to Dock 3 on Sundays. Dock 2 is fair game.",
                "Dock 3: no Sunday deliveries (Dock 2 OK).",
            ),
        ]);
    }
}
