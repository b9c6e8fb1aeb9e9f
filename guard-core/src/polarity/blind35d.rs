//! Readings from the blind corpus s34d (corpus34d, rewrites, session 35): changes the rule
//! comparison did not see, read from the two texts alone when nothing else was found. Each
//! reading is screened by the bytes it needs before any word is read, and the two texts are
//! cut into words once for all of them.

use super::extract::{Clause, Facts};
use super::restatements::has_word;
use super::words::said;
use super::words::{
    TextReading, Word, WordKey, is_content, number_word_value, parts, same_word, words,
};
use super::{extract, holds_ignoring_case, is_one_of, stems};
use std::ops::Range;

/// A change read from the two texts alone: its kind, and its ranges in the original and the
/// rewrite.
type Missed = (&'static str, Range<usize>, Range<usize>);

/// A word that negates what follows or binds with its negation ("not", "mustn't", "never").
fn is_negation(w: &str) -> bool {
    is_one_of(
        w,
        &["no", "not", "never", "nobody", "none", "nothing", "cannot"],
    ) || w.ends_with("n't")
        || w.ends_with("n\u{2019}t")
}

/// The words of `ws` that fall in `range`.
fn within<'a, 't>(ws: &'a [Word<'t>], range: &Range<usize>) -> &'a [Word<'t>] {
    let first = ws.partition_point(|(_, r)| r.start < range.start);
    let end = ws.partition_point(|(_, r)| r.start < range.end);
    &ws[first..end.max(first)]
}

/// Words a subject's verb may stand behind ("has marked", "just read", "always signs").
const BEFORE_A_VERB: &[&str] = &[
    "has", "have", "had", "just", "also", "always", "usually", "normally", "only", "will", "must",
    "should", "shall", "can", "may", "then", "now",
];

/// The verb right after word `i` of `ws` (behind an auxiliary or an adverb of
/// [`BEFORE_A_VERB`]): a content word, no negation, no preposition.
fn verb_after<'t>(ws: &[Word<'t>], i: usize) -> Option<&'t str> {
    let (w, _) = ws[i + 1..]
        .iter()
        .find(|(w, _)| !is_one_of(w, BEFORE_A_VERB))?;
    (is_content(w)
        && !is_negation(w)
        && w.bytes().all(|b| b.is_ascii_alphabetic())
        && !is_one_of(
            w,
            &[
                "during", "until", "till", "since", "while", "against", "within",
            ],
        ))
    .then_some(*w)
}

/// Word `i` of `ws` stands as a verb would: after "to" or a form of "be" ("used to waive",
/// "were waived").
fn said_as_a_verb(ws: &[Word<'_>], i: usize) -> bool {
    i.checked_sub(1).is_some_and(|p| {
        is_one_of(
            ws[p].0,
            &[
                "to", "be", "been", "being", "is", "are", "was", "were", "get", "got",
            ],
        )
    })
}

/// The one place among `keys` (a text's words, each read once) where a word like `w` is said,
/// none when it is said twice or more.
fn said_once(keys: &[WordKey], w: &WordKey) -> Option<usize> {
    let mut at = keys.iter().enumerate().filter(|(_, x)| x.same(w));
    let (i, _) = at.next()?;
    at.next().is_none().then_some(i)
}

/// "by" stands among the three words before word `i` of `ws` (an agent of a passive: "...
/// must be acknowledged by the on-call engineer").
fn after_by(ws: &[Word<'_>], i: usize) -> bool {
    ws[i.saturating_sub(3)..i]
        .iter()
        .any(|(w, _)| w.eq_ignore_ascii_case("by"))
}

/// The words of the original that may be doers of [`doers_traded`], read from the original
/// alone (a screen before any word of either text is stemmed): a content word without a
/// digit, not the agent of a passive nor said as a verb, right before its own verb. Each with
/// its place and that verb.
fn doer_candidates<'t>(ours: &[Word<'t>]) -> Vec<(usize, &'t str)> {
    ours.iter()
        .enumerate()
        .filter(|(i, (w, _))| {
            is_content(w)
                && w.bytes().all(|b| !b.is_ascii_digit())
                && !after_by(ours, *i)
                && !said_as_a_verb(ours, *i)
        })
        .filter_map(|(i, _)| Some((i, verb_after(ours, i)?)))
        .collect()
}

/// "Supervisors inspect every room an attendant has marked clean" -> "Attendants inspect
/// every room a supervisor has marked clean", "The station manager signs off on every new
/// sponsor; presenters just read the scripts" -> "Presenters sign off on new sponsors; the
/// station manager reads the scripts": two words each said once in both texts, each right
/// before its own verb, traded verbs: who does what turned. The two stand in the other
/// order in the rewrite, and neither is the agent of a passive ("by the engineer"): "Every
/// page must be acknowledged by the on-call engineer" says the same, as does a reordering
/// that keeps each word's own verb.
fn doers_traded(
    original: &TextReading<'_>,
    rewrite: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (ours, theirs) = (original.words(), rewrite.words());
    let candidates = doer_candidates(ours);
    // Two doers are traded: fewer candidates trade nothing (no word is stemmed for them).
    if candidates.len() < 2 {
        return None;
    }
    // Each word read once: every word is compared with every other.
    let (our_keys, their_keys) = (original.keys(), rewrite.keys());
    // (place in the original, place in the rewrite, verb after each)
    let doers: Vec<(usize, usize, &str, &str)> = candidates
        .into_iter()
        .filter_map(|(i, va)| {
            let j = said_once(their_keys, &our_keys[i])?;
            if said_once(our_keys, &our_keys[i]) != Some(i)
                || after_by(theirs, j)
                || said_as_a_verb(theirs, j)
            {
                return None;
            }
            Some((i, j, va, verb_after(theirs, j)?))
        })
        .collect();
    for (k, &(ia, ja, va, va_now)) in doers.iter().enumerate() {
        for &(ib, jb, vb, vb_now) in &doers[k + 1..] {
            if same_word(ours[ia].0, ours[ib].0) || same_word(va, vb) || (ja < jb) == (ia < ib) {
                continue;
            }
            if same_word(va, vb_now) && same_word(vb, va_now) {
                let (first, last) = (ia.min(ib), ia.max(ib));
                let (f, l) = (ja.min(jb), ja.max(jb));
                return Some((
                    ours[first].1.start..ours[last].1.end,
                    theirs[f].1.start..theirs[l].1.end,
                ));
            }
        }
    }
    None
}

/// A part of `text` (of [`parts`]) saying "only" and no negation, and one saying a negation
/// and no "only".
fn only_and_negated_parts(text: &str, ws: &[Word<'_>]) -> Option<(Range<usize>, Range<usize>)> {
    let ps = parts(text);
    let says = |p: &Range<usize>, f: &dyn Fn(&str) -> bool| within(ws, p).iter().any(|(w, _)| f(w));
    let only = |w: &str| w.eq_ignore_ascii_case("only");
    let p = ps
        .iter()
        .find(|p| says(p, &only) && !says(p, &is_negation))?;
    let n = ps
        .iter()
        .find(|n| says(n, &is_negation) && !says(n, &only))?;
    Some((p.clone(), n.clone()))
}

/// "Blast-clean the hull below the waterline only; the topsides ... mustn't be touched" ->
/// "Blast-clean the topsides only; the hull below the waterline ... mustn't be touched": the
/// thing one part keeps a task to ("only") and the thing another part bans traded parts. The
/// rewrite's "only" part says a content word only the original's banned part said, and its
/// banned part a content word only the original's "only" part said, one its "only" part does
/// not say.
fn only_and_banned_traded(
    (original, ours): (&str, &[Word<'_>]),
    (rewrite, theirs): (&str, &[Word<'_>]),
) -> Option<(Range<usize>, Range<usize>)> {
    let (p, n) = only_and_negated_parts(original, ours)?;
    let (q, m) = only_and_negated_parts(rewrite, theirs)?;
    let (p_words, n_words) = (within(ours, &p), within(ours, &n));
    let (q_words, m_words) = (within(theirs, &q), within(theirs, &m));
    let banned_now_kept = q_words
        .iter()
        .any(|(w, _)| is_content(w) && said(n_words, w) && !said(p_words, w));
    let kept_now_banned = m_words
        .iter()
        .any(|(w, _)| is_content(w) && said(p_words, w) && !said(n_words, w) && !said(q_words, w));
    (banned_now_kept && kept_now_banned).then_some((p, q))
}

/// Words that keep a concession's "even" in a rewrite ("regardless", "whether or not").
const KEEPS_EVEN: &[&str] = &[
    "even",
    "regardless",
    "whether",
    "matter",
    "incl",
    "including",
    "included",
    "still",
    "always",
];

/// "... the buses have to stick to it even if the signs are down for maintenance" -> "Buses:
/// 40 km/h in school zones ... when signs are displayed": the original's concession ("even
/// if", "even when", "even though") gone, and a condition ("when", "if", "while",
/// "provided") put on the rule that names a content word of the concession: the rule now
/// holds only on that condition. "applies even with signs down", "signs or no signs" keep it.
fn concession_made_a_condition(
    (original, ours): (&str, &[Word<'_>]),
    (rewrite, theirs): (&str, &[Word<'_>]),
) -> Option<(Range<usize>, Range<usize>)> {
    if theirs.iter().any(|(w, _)| is_one_of(w, KEEPS_EVEN)) {
        return None;
    }
    let e = ours
        .iter()
        .position(|(w, _)| w.eq_ignore_ascii_case("even"))?;
    let (conj, _) = ours.get(e + 1)?;
    if !is_one_of(conj, &["if", "when", "though", "with"]) {
        return None;
    }
    // The concession runs to the end of its part or the next comma.
    let end = parts(original)
        .into_iter()
        .find(|p| p.contains(&ours[e].1.start))
        .map_or(original.len(), |p| p.end);
    let end = original[ours[e].1.end..end]
        .find(',')
        .map_or(end, |c| ours[e].1.end + c);
    let concession = within(ours, &(ours[e].1.start..end));
    let c = theirs
        .iter()
        .position(|(w, _)| is_one_of(w, &["if", "when", "while", "provided"]))?;
    let tail = parts(rewrite)
        .into_iter()
        .find(|p| p.contains(&theirs[c].1.start))
        .map_or(rewrite.len(), |p| p.end);
    let condition = within(theirs, &(theirs[c].1.start..tail));
    condition
        .iter()
        .any(|(w, _)| is_content(w) && said(concession, w))
        .then(|| (ours[e].1.start..end, theirs[c].1.start..tail))
}

/// Words that let a thing off a rule ("hands-free is fine", "X exempt").
const ALLOWS: &[&str] = &[
    "fine",
    "ok",
    "okay",
    "allowed",
    "permitted",
    "exempt",
    "exempted",
    "excepted",
    "except",
];

/// "Drivers mustn't use their phones while the bus is moving, hands-free included." -> "...
/// mustn't hold their phones ...; hands-free is fine": a member the original names as
/// included in its rule ("X included", "including X", "incl. X", "even X") said in the
/// rewrite within three words of a word that lets it off ("fine", "OK", "allowed", "exempt",
/// "except"): the member let off the rule.
fn included_member_let_off(
    ours: &[Word<'_>],
    (rewrite, theirs): (&str, &[Word<'_>]),
) -> Option<(Range<usize>, Range<usize>)> {
    let members: Vec<&Word<'_>> = ours
        .iter()
        .enumerate()
        .filter_map(|(i, (w, _))| {
            if is_one_of(w, &["included", "inclusive"]) {
                ours[..i].last()
            } else if is_one_of(w, &["including", "incl", "even"]) {
                ours.get(i + 1)
            } else {
                None
            }
        })
        .filter(|(w, _)| is_content(w))
        .collect();
    for (m, from) in members {
        for (j, (w, to)) in theirs.iter().enumerate() {
            // The word that lets it off, in the same clause (no ",", ";" or bracket between)
            // and not negated itself ("not allowed, typo fixes included").
            let near = theirs[j.saturating_sub(3)..(j + 4).min(theirs.len())]
                .iter()
                .enumerate()
                .find(|(k, (x, r))| {
                    let at = j.saturating_sub(3) + k;
                    let between = rewrite
                        .get(to.start.min(r.start)..to.end.max(r.end))
                        .unwrap_or(",");
                    is_one_of(x, ALLOWS)
                        && !between.contains([',', ';', '(', ')', '.'])
                        && !theirs[at.saturating_sub(2)..at]
                            .iter()
                            .any(|(n, _)| is_negation(n))
                })
                .map(|(_, w)| w);
            if same_word(w, m)
                && let Some((_, allow)) = near
            {
                return Some((
                    from.clone(),
                    to.start.min(allow.start)..to.end.max(allow.end),
                ));
            }
        }
    }
    None
}

/// Words that name a number said before them as a bound ("that's the ceiling").
const BOUND_NAMES: &[&str] = &[
    "ceiling", "cap", "limit", "maximum", "max", "floor", "minimum", "min",
];

/// The number the original names as its bound by pointing back at it ("signed off at 230, so
/// that's the ceiling", "this is the limit"): the number (the last one before the pointing
/// words, in the same sentence, as written) and the range from it to the bound's name.
fn bound_named<'t>(original: &str, ours: &[Word<'t>]) -> Option<(&'t str, Range<usize>)> {
    let at = ours.windows(3).position(|w| {
        is_one_of(
            w[0].0,
            &["that's", "that\u{2019}s", "this", "that", "that'll"],
        ) && is_one_of(w[1].0, &["the", "our", "your", "is"])
            && (is_one_of(w[2].0, BOUND_NAMES)
                || (w[1].0.eq_ignore_ascii_case("is") && is_one_of(w[2].0, &["the", "our"])))
    })?;
    let bound = ours[at..(at + 4).min(ours.len())]
        .iter()
        .find(|(w, _)| is_one_of(w, BOUND_NAMES))?;
    let sentence = parts(original)
        .into_iter()
        .find(|p| p.contains(&ours[at].1.start))?;
    let (number, range) = within(ours, &sentence)
        .iter()
        .take_while(|(_, r)| r.start < ours[at].1.start)
        .filter(|(w, _)| w.bytes().all(|b| b.is_ascii_digit()))
        .last()?;
    Some((number, range.start..bound.1.end))
}

/// The original may name a bound by pointing back at a number: it holds a bound's name
/// ("ceiling", "limit", "max") and "that" or "this" (a byte screen).
fn may_name_a_bound(original: &str) -> bool {
    BOUND_NAMES.iter().any(|b| holds_ignoring_case(original, b))
        && (holds_ignoring_case(original, "that") || holds_ignoring_case(original, "this"))
}

/// "... the lift plan's been signed off at 230, so that's the ceiling for today's block move."
/// -> "Today's block move: Goliath crane, rated 250 t; lift plan signed.": the number the
/// original names as the bound ([`bound_named`]) not said in the rewrite: the bound dropped.
fn named_bound_dropped(
    (original, ours): (&str, &[Word<'_>]),
    theirs: &[Word<'_>],
) -> Option<(Range<usize>, Range<usize>)> {
    let (number, from) = bound_named(original, ours)?;
    let kept = theirs.iter().any(|(w, _)| {
        w.trim_start_matches(|c: char| !c.is_ascii_digit())
            .trim_end_matches(|c: char| !c.is_ascii_digit())
            == number
    });
    (!kept).then_some((from, 0..0))
}

/// "The Goliath crane's certified to 250 t and the lift plan's been signed off at 230, so
/// that's the ceiling" -> "Block move today: max load 230 t (lift plan limit; crane rated 250
/// t)": the rewrite's bound is the number the original names as its bound
/// ([`bound_named`]), the rule the classifier did not read in the original said again. Each
/// other number of the rewrite's sentence is one of the original's (bounded there if it is
/// in the rewrite): "max load 250 t" is no restatement.
pub(super) fn restates_a_named_bound(original: &str, before: &Facts, c: &Clause) -> bool {
    if c.numbers.is_empty() || !may_name_a_bound(original) {
        return false;
    }
    let ours = words(original, 0..original.len());
    let Some((number, _)) = bound_named(original, &ours) else {
        return false;
    };
    let Ok(named) = number.parse::<f64>() else {
        return false;
    };
    c.numbers.iter().any(|n| n.compared && n.value == named)
        && c.numbers.iter().all(|n| {
            n.value == named
                || before.clauses.iter().any(|o| {
                    o.numbers
                        .iter()
                        .any(|m| m.value == n.value && (m.compared || !n.compared))
                })
        })
}

/// "Only pharmacists release quarantined stock." -> "Quarantined stock may be released by
/// pharmacists only.": the rewrite's rule says "only" and shares every content word with a
/// sentence of the original (no past report), not negated, that says "only" too (a practice
/// the classifier did not read as a rule): the same restriction said again. "Only pharmacists
/// may release controlled stock", or "only" on one side, is still a rule added.
pub(super) fn restates_an_only_practice(
    (original, before): (&str, &Facts),
    (rewrite, c): (&str, &Clause),
) -> bool {
    if c.negation.is_some()
        || c.words.is_empty()
        || !holds_ignoring_case(original, "only")
        || !has_word(rewrite, c, &["only"])
    {
        return false;
    }
    let within = |w: &extract::Word, ws: &[extract::Word]| {
        ws.iter().any(|x| stems::stems_match(&x.stem, &w.stem))
    };
    before.clauses.iter().any(|o| {
        // (A sentence of the present with a participle, "quarantined stock", is read as
        // past: the words of a past report are asked instead.)
        !has_word(
            original,
            o,
            &["was", "were", "did", "had", "used", "yesterday", "last"],
        ) && o.negation.is_none()
            && !o.words.is_empty()
            && has_word(original, o, &["only"])
            && o.words.iter().all(|w| within(w, &c.words))
            && c.words.iter().all(|w| within(w, &o.words))
    })
}

/// "Schedule 8 consignments must be signed for by a registered vet or a pharmacist" -> "S8
/// consignments: need a registered vet's signature": the doers a rule is left to ("by X or
/// Y") said again with the first kept and no word of the second anywhere in the rewrite: the
/// rule narrowed to one of them.
fn alternative_doer_dropped(
    ours: &[Word<'_>],
    theirs: &[Word<'_>],
) -> Option<(Range<usize>, Range<usize>)> {
    let skip_article = |i: usize| {
        let mut i = i;
        while ours
            .get(i)
            .is_some_and(|(w, _)| is_one_of(w, &["a", "an", "the", "any"]))
        {
            i += 1;
        }
        i
    };
    for (k, (w, _)) in ours.iter().enumerate() {
        if !w.eq_ignore_ascii_case("or") || k == 0 {
            continue;
        }
        let by = ours[k.saturating_sub(4)..k]
            .iter()
            .rposition(|(w, _)| w.eq_ignore_ascii_case("by"))
            .map(|p| p + k.saturating_sub(4));
        let Some(by) = by else { continue };
        let first = &ours[by + 1..k];
        let Some((second, second_at)) = ours.get(skip_article(k + 1)) else {
            continue;
        };
        if !is_content(second) {
            continue;
        }
        let (last, _) = first.last()?;
        let first_kept = is_content(last) && said(theirs, last);
        if first_kept && !said(theirs, second) {
            let (_, to) = theirs
                .iter()
                .find(|x| said(std::slice::from_ref(*x), last))?;
            return Some((ours[by].1.start..second_at.end, to.clone()));
        }
    }
    None
}

/// The words of `text` after byte `at` (at most `n`).
fn words_after(text: &str, at: usize, n: usize) -> Vec<Word<'_>> {
    let mut ws = words(text, at..text.len());
    ws.truncate(n);
    ws
}

/// The value of a number said as digits or as a word ("30", "thirty").
fn value_of(w: &str) -> Option<f64> {
    w.parse::<f64>().ok().or_else(|| number_word_value(w))
}

/// "... the lab's stability window is only 30 minutes" -> "(30-min lab stability window)":
/// "only" after a form of "be" and before a number stresses how small a fact is ("the window
/// is only 30 minutes"), and the number is said in the rewrite. "You can take only 2 bags"
/// (after a verb) is still read.
fn only_stressing_a_number(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    if !original
        .get(from.clone())
        .is_some_and(|w| w.eq_ignore_ascii_case("only"))
    {
        return false;
    }
    let before = words(original, 0..from.start);
    let copula = before.last().is_some_and(|(w, _)| {
        is_one_of(w, &["is", "are", "was", "be", "it's", "that's", "'s"]) || w.ends_with("'s")
    });
    let Some(value) = words_after(original, from.end, 1)
        .first()
        .and_then(|(w, _)| value_of(w))
    else {
        return false;
    };
    copula
        && words(rewrite, 0..rewrite.len()).iter().any(|(w, _)| {
            // ("30-min", "30min": the digits before the unit.)
            let digits = w.split(|c: char| !(c.is_ascii_digit() || c == '.')).next();
            digits.and_then(value_of) == Some(value) || value_of(w) == Some(value)
        })
}

/// Units of time a rule may count within ("in any hour").
const TIME_UNITS: &[(&str, &[&str])] = &[
    ("hour", &["hr", "hrs", "h", "hourly"]),
    ("day", &["d", "daily"]),
    ("week", &["wk", "wk", "weekly"]),
    ("month", &["mo", "monthly"]),
    ("year", &["yr", "yearly", "annually"]),
    ("shift", &[]),
];

/// "Sponsorship announcements can't exceed 5 minutes in any hour" -> "Sponsor spots ≤ 5
/// min/hr", "Don't put anyone's age category on the envelope" -> "no age category": the "any"
/// of a ban or a bound said by the rewrite's own form: "in any hour" as a rate ("per hour",
/// "/hr", "an hour", "hourly"), "any X" / "anyone's X" as "no X" (X said within three words
/// after the rewrite's "no" or "never"). "any hour" said as "the first hour", or "any X" said
/// as "X" with no negation, is still read.
fn any_said_by_the_form(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let Some(word) = original.get(from.clone()) else {
        return false;
    };
    if !is_one_of(word, &["any", "anyone's", "anybody's", "anyone\u{2019}s"]) {
        return false;
    }
    let Some((next, _)) = words_after(original, from.end, 1).into_iter().next() else {
        return false;
    };
    let theirs = words(rewrite, 0..rewrite.len());
    if word.eq_ignore_ascii_case("any")
        && let Some((unit, short)) = TIME_UNITS.iter().find(|(u, _)| same_word(u, next))
    {
        let rate = theirs.iter().enumerate().any(|(i, (w, r))| {
            let unit_word = same_word(w, unit) || is_one_of(w, short);
            let after_rate = i.checked_sub(1).is_some_and(|p| {
                is_one_of(theirs[p].0, &["per", "a", "an", "each", "every"])
                    || rewrite[theirs[p].1.end..r.start].contains('/')
            });
            unit_word && (after_rate || w.ends_with("ly"))
        });
        return rate;
    }
    theirs.iter().enumerate().any(|(i, (w, _))| {
        is_one_of(w, &["no", "never"])
            && theirs[i + 1..(i + 4).min(theirs.len())]
                .iter()
                .any(|(x, _)| same_word(x, next))
    })
}

/// "Drivers shall not let a child off anywhere other than their registered stop" -> "Children
/// must only alight at their registered stop": "anywhere" / "anyone" / "anything" with "other
/// than", "except" or "but" after it said as "only" before the thing excepted (a content word
/// of the three after "other than" said within five words after the rewrite's "only").
fn any_other_than_said_as_only(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    if !original
        .get(from.clone())
        .is_some_and(|w| is_one_of(w, &["anywhere", "anyone", "anything", "anybody"]))
    {
        return false;
    }
    let after = words_after(original, from.end, 5);
    let skip = match after.as_slice() {
        [(o, _), (t, _), ..]
            if o.eq_ignore_ascii_case("other") && t.eq_ignore_ascii_case("than") =>
        {
            2
        }
        [(e, _), ..] if is_one_of(e, &["except", "but", "besides"]) => 1,
        _ => return false,
    };
    let excepted: Vec<&str> = after[skip..]
        .iter()
        .map(|(w, _)| *w)
        .filter(|w| is_content(w))
        .collect();
    let theirs = words(rewrite, 0..rewrite.len());
    theirs.iter().enumerate().any(|(i, (w, _))| {
        w.eq_ignore_ascii_case("only")
            && theirs[i + 1..(i + 6).min(theirs.len())]
                .iter()
                .any(|(x, _)| excepted.iter().any(|e| same_word(x, e)))
    })
}

/// The root of a word a doer's or an act's ending was cut from ("cutter", "cutting" ->
/// "cut"; "inspector", "inspection" -> "inspect").
fn root(w: &str) -> String {
    let w = w.to_ascii_lowercase();
    let cut = ["ings", "ing", "ers", "er", "ors", "or", "ions", "ion"]
        .iter()
        .find_map(|e| w.strip_suffix(e))
        .unwrap_or(&w);
    // "cutt" -> "cut": a doubled last consonant.
    let b = cut.as_bytes();
    if b.len() >= 3 && b[b.len() - 1] == b[b.len() - 2] && !b"aeiou".contains(&b[b.len() - 1]) {
        cut[..cut.len() - 1].to_string()
    } else {
        cut.to_string()
    }
}

/// "Don't let the apprentices run the plasma cutter unsupervised" -> "no unsupervised plasma
/// cutting": a tool named by its doer's ending said as its act ("cutter" -> "cutting", "the
/// floor sander" -> "floor sanding"), after the same word in both texts (the thing's kind
/// kept). Another root ("plasma torch"), or another word before it, is still read.
fn tool_said_as_its_act(
    (original, from): (&str, &Range<usize>),
    (rewrite, to): (&str, &Range<usize>),
) -> bool {
    let (Some(a), Some(b)) = (original.get(from.clone()), rewrite.get(to.clone())) else {
        return false;
    };
    let r = root(a);
    let forms = |w: &str| w.len() > r.len() && root(w) == r;
    let before_a = words(original, 0..from.start);
    let before_b = words(rewrite, 0..to.start);
    r.len() >= 3
        && !a.eq_ignore_ascii_case(b)
        && forms(a)
        && forms(b)
        && matches!((before_a.last(), before_b.last()), (Some((x, _)), Some((y, _))) if is_content(x) && same_word(x, y))
}

/// "Actors are called 90 minutes before curtain up." -> "Call: −90 min": a time before an
/// event said as a negative offset ("−90 min", "T−90"): the same digits, a minus sign right
/// before the rewrite's, and "before", "prior" or "ahead" among the four words after the
/// original's. "90 minutes after curtain up" said as "−90 min" is still read.
fn time_before_said_as_minus(
    (original, from): (&str, &Range<usize>),
    (rewrite, to): (&str, &Range<usize>),
) -> bool {
    let minus = rewrite
        .get(..to.start)
        .and_then(|lead| lead.chars().next_back())
        .is_some_and(|c| matches!(c, '\u{2212}' | '-' | '\u{2013}'));
    minus
        && original.get(from.clone()).is_some_and(|a| {
            rewrite.get(to.clone()) == Some(a) && a.bytes().all(|b| b.is_ascii_digit())
        })
        && words_after(original, from.end, 4)
            .iter()
            .any(|(w, _)| is_one_of(w, &["before", "prior", "ahead"]))
}

/// Faithful forms read in corpus34d, each a filter over one kind of change.
pub(super) fn faithful_form(
    what: &str,
    (original, from): (&str, Option<&Range<usize>>),
    (rewrite, to): (&str, Option<&Range<usize>>),
) -> bool {
    if let ("number changed", Some(f), Some(t)) = (what, from, to) {
        return time_before_said_as_minus((original, f), (rewrite, t));
    }
    let (true, Some(f)) = (what == "scope changed", from) else {
        return false;
    };
    // (Screens: the quoted word's first letter.)
    match original.as_bytes().get(f.start).map(u8::to_ascii_lowercase) {
        Some(b'o') => only_stressing_a_number(original, f, rewrite),
        Some(b'a') => {
            any_said_by_the_form(original, f, rewrite)
                || any_other_than_said_as_only(original, f, rewrite)
        }
        _ => to.is_some_and(|t| tool_said_as_its_act((original, f), (rewrite, t))),
    }
}

/// Changes read from the two texts alone in corpus34d, each behind its screen (the words of
/// the two texts are cut once for the pair, when a screen first passes: [`TextReading`]).
pub(super) fn change_missed(
    original_read: &TextReading<'_>,
    rewrite_read: &TextReading<'_>,
) -> Option<Missed> {
    let (original, rewrite) = (original_read.text, rewrite_read.text);
    let ws = || (original_read.words(), rewrite_read.words());
    let holds = holds_ignoring_case;
    let found = |what: &'static str| move |(f, t): (Range<usize>, Range<usize>)| (what, f, t);
    if holds(original, " or ") && holds(original, "by ") {
        let (o, t) = ws();
        if let Some(m) = alternative_doer_dropped(o, t) {
            return Some(found("scope changed")(m));
        }
    }
    if holds(original, "even ") && !holds(rewrite, "even") {
        let (o, t) = ws();
        if let Some(m) = concession_made_a_condition((original, o), (rewrite, t)) {
            return Some(found("condition added")(m));
        }
    }
    if (holds(original, "incl") || holds(original, "even "))
        && ALLOWS.iter().any(|a| holds(rewrite, a))
    {
        let (o, t) = ws();
        if let Some(m) = included_member_let_off(o, (rewrite, t)) {
            return Some(found("scope changed")(m));
        }
    }
    if may_name_a_bound(original) {
        let (o, t) = ws();
        if let Some(m) = named_bound_dropped((original, o), t) {
            return Some(found("bound dropped")(m));
        }
    }
    if holds(original, "only") && holds(rewrite, "only") {
        let (o, t) = ws();
        if let Some(m) = only_and_banned_traded((original, o), (rewrite, t)) {
            return Some(found("scope changed")(m));
        }
    }
    doers_traded(original_read, rewrite_read).map(found("scope changed"))
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{assert_changed, assert_faithful, assert_reports};

    /// Two doers traded their verbs; a passive or a reordering keeps who does what.
    #[test]
    fn doers_traded() {
        let o = "Nurses draw the bloods that a doctor has ordered before the ward round.";
        let s = "The sous chef tastes every sauce; commis cooks just plate the dishes.";
        assert_reports(
            "scope changed",
            &[
                (
                    o,
                    "Doctors draw the bloods that a nurse has ordered before the ward round.",
                ),
                (
                    s,
                    "Commis cooks taste every sauce; the sous chef plates the dishes.",
                ),
                (
                    "The harbourmaster assigns the berths; pilots only steer the ships in.",
                    "Pilots assign the berths; the harbourmaster steers the ships in.",
                ),
            ],
        );
        assert_faithful(&[
            (
                o,
                "Bloods ordered by a doctor are drawn by nurses before the ward round.",
            ),
            (
                s,
                "Commis cooks plate the dishes; the sous chef tastes every sauce.",
            ),
            (
                "The harbourmaster assigns the berths; pilots only steer the ships in.",
                "Berths: assigned by the harbourmaster. Pilots steer ships in.",
            ),
        ]);
    }

    /// The "only" part and the banned part traded their things; each kept in its part is
    /// faithful.
    #[test]
    fn only_and_banned_traded() {
        let o = "Paint the north wall only; the south wall is being rendered by the plasterer and mustn't be touched.";
        assert_changed(&[(
            o,
            "Paint the south wall only; the north wall is the plasterer's and mustn't be touched.",
        )]);
        assert_faithful(&[
            (
                o,
                "North wall: paint only. South wall: plasterer's, don't touch.",
            ),
            (
                "Mow the front lawn only; the back paddock is being reseeded and must not be walked on.",
                "Only mow the front lawn; do not walk on the back paddock (reseeding).",
            ),
        ]);
    }

    /// An "even if" concession made a condition; kept by "regardless" or "even".
    #[test]
    fn concession_made_a_condition() {
        let o = "Crews wear harnesses on the roof even if the wind is calm.";
        assert_reports(
            "condition added",
            &[
                (o, "Roof crews: harnesses while the wind is up."),
                (
                    "Cyclists have to dismount on the bridge even if the path looks empty.",
                    "Cyclists dismount on the bridge if the path is busy.",
                ),
            ],
        );
        assert_faithful(&[
            (o, "Harnesses on the roof, even in calm wind."),
            (
                o,
                "Roof crews: harnesses on, calm wind included; if unsure ask the foreman.",
            ),
        ]);
    }

    /// A member named as included let off by "fine", "exempt", "allowed"; "not allowed" or
    /// an allowance of another clause is no letting off.
    #[test]
    fn included_member_let_off() {
        assert_reports(
            "scope changed",
            &[
                (
                    "No food in the lab, chewing gum included.",
                    "No food in the lab; chewing gum is fine.",
                ),
                (
                    "Every visitor signs in at reception, contractors included.",
                    "Visitors sign in at reception; contractors exempt.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Don't merge your own pull requests, not even typo fixes.",
                "Self-merging is not allowed, typo fixes included.",
            ),
            (
                "Nobody may park in the loading bay, including managers.",
                "No parking in the loading bay, managers included; the street is fine.",
            ),
        ]);
    }

    /// A number named as the bound ("that's the limit") dropped, or said as the bound.
    #[test]
    fn named_bound() {
        let o = "The van's rated for 1,500 kg but the trailer hitch is signed off at 900, so that's the limit for the tour.";
        assert_changed(&[
            (o, "Tour load: max 1,500 kg (van rating)."),
            (o, "Tour: van rated 1,500 kg; trailer hitch signed off."),
        ]);
        assert_faithful(&[
            (
                o,
                "Tour load: max 900 kg (hitch limit; van rated 1,500 kg).",
            ),
            (
                "The pool holds 60 swimmers, the lifeguards agreed on 45, and that's the cap for the gala.",
                "Gala: max 45 swimmers (lifeguard cap; pool holds 60).",
            ),
        ]);
    }

    /// "by X or Y" said with X alone.
    #[test]
    fn alternative_doer_dropped() {
        let o = "Refunds over $100 must be approved by a store manager or a regional lead.";
        assert_reports(
            "scope changed",
            &[(o, "Refunds >$100 need store manager approval.")],
        );
        assert_changed(&[(
            "Controlled drug keys must be held by a charge nurse or a duty pharmacist at all times.",
            "CD keys: held by a charge nurse at all times.",
        )]);
        assert_faithful(&[
            (o, "Refunds >$100: store manager / regional lead approval."),
            (
                "Blasting can only be fired by the shotfirer or the quarry manager.",
                "Only the shotfirer or quarry manager fires blasts.",
            ),
        ]);
    }

    /// An "only" practice said as a rule with "only" and the same words; "only" added, or a
    /// thing added, is a rule added.
    #[test]
    fn only_practice_said_again() {
        let o = "Only electricians isolate the main breaker.";
        assert_faithful(&[
            (o, "The main breaker may be isolated by electricians only."),
            (
                "Only the head gardener prunes the espaliered pears.",
                "The espaliered pears are pruned by the head gardener only.",
            ),
        ]);
        assert_changed(&[
            (
                o,
                "Only electricians may isolate the main breaker and the gas supply.",
            ),
            (
                "The head gardener prunes the espaliered pears.",
                "Only the head gardener may prune the espaliered pears.",
            ),
        ]);
    }

    /// "Don't X unless Y" said as "X requires Y", every word of Y kept.
    #[test]
    fn requirement_restates_unless() {
        let o = "Don't release a batch unless the QA seal is signed.";
        assert_faithful(&[
            (o, "Batch release requires a signed QA seal."),
            (
                "Don't open the vault unless two keyholders are present.",
                "Opening the vault requires two keyholders present.",
            ),
        ]);
        assert_changed(&[
            (o, "Batch release requires a signed shipping note."),
            (
                "Don't open the vault unless two keyholders are present.",
                "Opening the vault requires two keyholders and the branch manager present.",
            ),
        ]);
    }

    /// The faithful forms: "is only N", "any" said by a rate or "no X", "anywhere other than
    /// X" said as "only X", a tool said as its act; their look-alikes stay reported.
    #[test]
    fn faithful_forms() {
        assert_faithful(&[
            (
                "Pour the slab first, then strip the forms; the curing window is only 48 hours.",
                "Order: pour slab → strip forms (48-hour curing window).",
            ),
            (
                "Crane operators can't work more than 10 hours in any day.",
                "Crane operators: max 10 hrs/day.",
            ),
            (
                "Don't post anyone's home address in the group chat.",
                "Group chat: no home addresses.",
            ),
            (
                "Never hand the keys to anyone except the duty manager.",
                "Keys go only to the duty manager.",
            ),
            (
                "Don't park the forklifts anywhere other than the charging bay overnight.",
                "Forklifts must only park in the charging bay overnight.",
            ),
            (
                "Nobody runs the tile cutter after 6pm.",
                "No tile cutting after 6pm.",
            ),
            (
                "Stewards take their posts 45 minutes before kick-off; turnstiles open 30 minutes before.",
                "Stewards: \u{2212}45 min; turnstiles: \u{2212}30 min.",
            ),
        ]);
        assert_changed(&[
            (
                "You can take only 2 bags on the shuttle.",
                "You can take 2 bags on the shuttle.",
            ),
            (
                "Crane operators can't work more than 10 hours in any day.",
                "Crane operators: max 10 hrs on the first day.",
            ),
            (
                "Please don't open any cartons from the recalled batch.",
                "Please don't open the damaged cartons from the recalled batch.",
            ),
            (
                "Don't park the forklifts anywhere other than the charging bay overnight.",
                "Forklifts park overnight only in the loading dock.",
            ),
            (
                "Nobody runs the tile cutter after 6pm.",
                "No wall cutting after 6pm.",
            ),
            (
                "Stewards take their posts 45 minutes before kick-off; turnstiles open 30 minutes before.",
                "Stewards: \u{2212}60 min; turnstiles: \u{2212}30 min.",
            ),
        ]);
    }
}
