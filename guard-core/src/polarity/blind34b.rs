//! Readings from the blind corpus s34b (corpus34b, rewrites): changes the rule comparison did
//! not see, read from the two texts alone when nothing else was found, each behind a cheap
//! byte screen before any sentence is read.

use super::words::{MODALS, Word, has, is_content, parts, said, same_word, words};
use super::{ends_with_ignoring_case, is_one_of};
use std::ops::Range;

/// Words that keep a ban, a gate or a bound in a rewrite: a negation, a restriction, a
/// closing, an order of steps.
const KEEPS_A_BAN: &[&str] = &[
    "not",
    "no",
    "never",
    "nobody",
    "no-one",
    "none",
    "nothing",
    "nor",
    "without",
    "only",
    "bar",
    "barred",
    "ban",
    "banned",
    "closed",
    "close",
    "shut",
    "off-limits",
    "forbidden",
    "prohibited",
    "keep",
    "kept",
    "off",
    "away",
    "out",
    "exclude",
    "excluded",
    "omit",
    "stay",
    "avoid",
    "hold",
    "pending",
    "locked",
    "restricted",
    "until",
    "till",
    "unless",
    "before",
    "after",
    "once",
    "first",
    "max",
    "min",
    "blocked",
    "cannot",
];

/// Words that end what a ban is about and start its gate ("... until the geotech has ...").
const GATES: &[&str] = &[
    "until", "till", "unless", "before", "while", "if", "when", "without", "except", "because",
    "as", "since", "so",
];

/// A word that negates what follows ("not", "can't", "never", "nobody").
pub(super) fn is_negation(w: &str) -> bool {
    is_one_of(
        w,
        &[
            "not", "no", "never", "cannot", "nobody", "no-one", "none", "nothing",
        ],
    ) || ends_with_ignoring_case(w, "n't")
        || ends_with_ignoring_case(w, "n\u{2019}t")
}

/// The rewrite says no word of a ban, a gate or a bound, and no sign of one ("≤", "✗").
fn says_no_ban(rewrite: &str, theirs: &[Word<'_>]) -> bool {
    !theirs.iter().any(|(w, _)| {
        is_negation(w)
            || is_one_of(w, KEEPS_A_BAN)
            || is_one_of(w, MODALS)
            || is_one_of(w, &["requires", "require", "mandatory"])
    }) && !rewrite.contains(['<', '>', '≤', '≥', '≠', '✗', '✘', '🚫', '→'])
}

/// Where a ban starts in `ours` and where what it is about starts: "no one" / "nobody" /
/// "no-one" and the verb after it ("No one goes below the 1120 bench"), or "keep" with "off",
/// "out of", "away from" or "clear of" after it ("keep the harp off the van manifest").
fn ban_at(ours: &[Word<'_>]) -> Option<(usize, usize)> {
    for (k, (w, _)) in ours.iter().enumerate() {
        let lower = w.to_ascii_lowercase();
        if matches!(&*lower, "nobody" | "no-one") {
            return (k + 2 < ours.len()).then_some((k, k + 2));
        }
        if lower == "no"
            && ours
                .get(k + 1)
                .is_some_and(|(o, _)| o.eq_ignore_ascii_case("one"))
        {
            return (k + 3 < ours.len()).then_some((k, k + 3));
        }
        if matches!(&*lower, "keep" | "keeps") {
            let off = (k + 1..(k + 7).min(ours.len())).find(|&j| {
                is_one_of(ours[j].0, &["off", "away", "clear"])
                    || ours[j].0.eq_ignore_ascii_case("out")
                        && ours
                            .get(j + 1)
                            .is_some_and(|(o, _)| o.eq_ignore_ascii_case("of"))
            });
            if let Some(off) = off.filter(|&off| off > k + 1 && off + 1 < ours.len()) {
                return Some((k, off + 1));
            }
        }
    }
    None
}

/// "No one goes below the 1120 bench until the geotech has reviewed the radar alarms." ->
/// "Geotech to review the radar alarms; the 1120 bench is being watched.": a ban on everyone
/// ("no one" / "nobody" with a verb) or an order to keep a thing off a place ("keep the harp
/// off the van manifest"), what it is about (a content word after its verb, before any gate)
/// said again, with no word of a ban, a gate or a bound anywhere in the rewrite: the ban made
/// a mention. "Bench closed until ...", "Stay above the bench until ...", "don't add it to the
/// manifest" keep it.
fn ban_said_as_a_mention(original: &str, rewrite: &str) -> Option<(Range<usize>, Range<usize>)> {
    if !(has(original, "no one")
        || has(original, "nobody")
        || has(original, "no-one")
        || has(original, "keep"))
    {
        return None;
    }
    let theirs_all = words(rewrite, 0..rewrite.len());
    if !says_no_ban(rewrite, &theirs_all) {
        return None;
    }
    for s in parts(original) {
        let ours = words(original, s.clone());
        let Some((k, about)) = ban_at(&ours) else {
            continue;
        };
        // "nobody bothers with the old rota" is a fact: a ban on everyone holds a gate or a
        // modal ("No one goes below the bench until ...", "Nobody may ...").
        if !is_one_of(ours[k].0, &["keep", "keeps"])
            && !ours[k..].iter().any(|(w, _)| {
                is_one_of(
                    w,
                    &["until", "till", "unless", "before", "without", "except"],
                ) || is_one_of(w, MODALS)
            })
        {
            continue;
        }
        let object: Vec<&str> = ours[about..]
            .iter()
            .map(|(w, _)| *w)
            .take_while(|w| !is_one_of(w, GATES))
            .filter(|w| is_content(w))
            .collect();
        for t in parts(rewrite) {
            let theirs = words(rewrite, t.clone());
            if object.iter().any(|w| said(&theirs, w)) {
                return Some((ours[k].1.start..s.end, t));
            }
        }
    }
    None
}

/// The clauses of a part: cut at commas, dashes and a bare " but ".
pub(super) fn clauses(text: &str, part: Range<usize>) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let mut start = part.start;
    let p = &text[part.clone()];
    let mut cuts: Vec<(usize, usize)> = Vec::new();
    for m in [",", " — ", " – ", " - ", " but "] {
        cuts.extend(p.match_indices(m).map(|(at, s)| (at, s.len())));
    }
    cuts.sort_unstable();
    for (at, len) in cuts {
        let at = part.start + at;
        if at < start {
            continue;
        }
        if start < at {
            out.push(start..at);
        }
        start = at + len;
    }
    if start < part.end {
        out.push(start..part.end);
    }
    out
}

/// The clause binds with its negation: a modal's ("shouldn't", "must not", "can't"), an
/// order's ("don't", "never", "not to be let").
fn binding_negation(ws: &[Word<'_>]) -> bool {
    ws.iter().enumerate().any(|(k, (w, _))| {
        // (A typographic apostrophe read as "'": no copy of the other words.)
        let plain = |w: &str| {
            is_one_of(
                w,
                &[
                    "shouldn't",
                    "mustn't",
                    "can't",
                    "cannot",
                    "mayn't",
                    "shan't",
                    "don't",
                    "never",
                ],
            )
        };
        let modal_not = if w.contains('\u{2019}') {
            plain(&w.replace('\u{2019}', "'"))
        } else {
            plain(w)
        };
        let not = w.eq_ignore_ascii_case("not")
            && (ws
                .get(k + 1)
                .is_some_and(|(n, _)| n.eq_ignore_ascii_case("to"))
                || k > 0
                    && is_one_of(
                        ws[k - 1].0,
                        &["must", "should", "shall", "may", "can", "do", "are", "is"],
                    ));
        modal_not || not
    })
}

/// A content word of the original is said in the rewrite, its digits counted as said when the
/// rewrite holds them ("8pm" in "20:00" is not, "8pm" in "08:00" is).
pub(super) fn said_in(theirs: &[Word<'_>], rewrite: &str, w: &str) -> bool {
    if said(theirs, w) {
        return true;
    }
    let digits: String = w.chars().filter(char::is_ascii_digit).collect();
    if !digits.is_empty() && rewrite.contains(&*digits) {
        return true;
    }
    // A word of a hyphened one ("merge" in "self-merge"), or a longer form sharing its first
    // five letters ("approve" for "approval").
    let head = |x: &str| x.to_lowercase().chars().take(5).collect::<String>();
    let ours = head(w);
    theirs.iter().any(|(x, _)| {
        x.split('-')
            .any(|piece| same_word(piece, w) || ours.chars().count() == 5 && head(piece) == ours)
    })
}

/// `w` is said in `theirs` with a negation among the two words before it ("no
/// self-approval").
fn negated_in(theirs: &[Word<'_>], w: &str) -> bool {
    theirs.iter().enumerate().any(|(k, (x, _))| {
        x.split('-').any(|piece| same_word(piece, w))
            && theirs[k.saturating_sub(2)..k]
                .iter()
                .any(|(n, _)| is_negation(n))
    })
}

/// "Contributors without a signed CLA can open PRs, but the merge bot shouldn't land them
/// until the CLA check is green." -> "Contributors must sign the CLA before opening PRs.":
/// a clause of the original that binds with its negation ("shouldn't", "not to be let"),
/// two or more of its own content words (said in no other clause) and none of them anywhere
/// in the rewrite, while the rewrite says two content words of the other clauses: the
/// constraint deleted from a mixed span. A negated fact ("the meeting didn't start on time")
/// is not read.
fn negated_clause_deleted(original: &str, rewrite: &str) -> Option<(Range<usize>, Range<usize>)> {
    if !(has(original, "not") || has(original, "n't") || has(original, "never")) {
        return None;
    }
    let all: Vec<Range<usize>> = parts(original)
        .into_iter()
        .flat_map(|p| clauses(original, p))
        .collect();
    if all.len() < 2 {
        return None;
    }
    // The rewrite's words and each clause's content words, read at the first clause that
    // binds with its negation.
    let (mut read, mut contents) = (None, None);
    let content = |r: &Range<usize>| -> Vec<&str> {
        words(original, r.clone())
            .into_iter()
            .map(|(w, _)| w)
            .filter(|w| is_content(w) && !is_negation(w))
            .collect()
    };
    for (i, c) in all.iter().enumerate() {
        let ws = words(original, c.clone());
        // A test's result line ("✓ must not allow duplicate ids") names a check, not a rule.
        if !binding_negation(&ws)
            || original[c.clone()]
                .trim_start()
                .starts_with(['✓', '✔', '✗', '✘'])
            || never_again_of_the_rule_before(original, c)
            // "..., never by the crew" after an "only" the rewrite keeps.
            || ws
                .first()
                .is_some_and(|(_, at)| exclusion_said_by_only(original, at, rewrite))
        {
            continue;
        }
        let theirs: &[Word<'_>] = read.get_or_insert_with(|| words(rewrite, 0..rewrite.len()));
        let contents: &[Vec<&str>] =
            contents.get_or_insert_with(|| all.iter().map(content).collect::<Vec<_>>());
        let others: Vec<&str> = contents
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .flat_map(|(_, o)| o.iter().copied())
            .collect();
        let others_words: Vec<Word<'_>> = others.iter().map(|w| (*w, 0..0)).collect();
        let own: Vec<&str> = contents[i]
            .iter()
            .copied()
            .filter(|w| !said(&others_words, w))
            .collect();
        // A short tail pointing back ("..., don't let it drift") leans on the clause before.
        let points_back = ws
            .iter()
            .any(|(w, _)| is_one_of(w, &["it", "them", "this", "that", "those", "these"]));
        // At most one word of the clause left in the rewrite, none of its own and none after
        // a negation ("no self-approval" says "can't approve your own PR" again).
        if own.len() < 2
            || points_back && own.len() < 3
            || contents[i].iter().any(|w| negated_in(theirs, w))
            || own.iter().any(|w| said_in(theirs, rewrite, w))
            || contents[i]
                .iter()
                .filter(|w| said_in(theirs, rewrite, w))
                .count()
                > 1
        {
            continue;
        }
        if others
            .iter()
            .filter(|w| said_in(theirs, rewrite, w))
            .count()
            >= 2
        {
            return Some((c.clone(), 0..rewrite.len()));
        }
    }
    None
}

/// Words that put a rule on a whole group.
const WHOLE: &[&str] = &[
    "everyone",
    "everybody",
    "all",
    "anyone",
    "anybody",
    "every",
    "each",
    "any",
];

/// "Per diems stay at €65 a day for everyone, guest soloists included." -> "Per diem:
/// €65/day for orchestra members.": a rule on a whole group ("everyone", "all") with a
/// member named as included ("X included", "including X", "incl. X", "even X"), said again
/// (a content word or number of the part) with neither the whole nor the member anywhere in
/// the rewrite: the group narrowed. "€65/day for all, incl. guest soloists" keeps both.
fn included_member_dropped(original: &str, rewrite: &str) -> Option<(Range<usize>, Range<usize>)> {
    if !(has(original, "included") || has(original, "including") || has(original, "incl")) {
        return None;
    }
    let theirs = words(rewrite, 0..rewrite.len());
    if theirs.iter().any(|(w, _)| is_one_of(w, WHOLE)) {
        return None;
    }
    for s in parts(original) {
        let ours = words(original, s.clone());
        let Some(u) = ours.iter().position(|(w, _)| is_one_of(w, WHOLE)) else {
            continue;
        };
        // The member: the words before "included" back to a comma or "and", or after
        // "including" / "incl" up to the part's end.
        let member: Vec<&Word<'_>> = if let Some(k) = ours
            .iter()
            .position(|(w, _)| w.eq_ignore_ascii_case("included"))
        {
            let comma = original[..ours[k].1.start]
                .rfind([',', '(', '—'])
                .unwrap_or(s.start);
            ours[..k].iter().filter(|(_, r)| r.start > comma).collect()
        } else if let Some(k) = ours
            .iter()
            .position(|(w, _)| is_one_of(w, &["including", "incl"]))
        {
            ours[k + 1..].iter().collect()
        } else {
            continue;
        };
        let member: Vec<&str> = member
            .iter()
            .map(|(w, _)| *w)
            .filter(|w| is_content(w))
            .collect();
        if member.is_empty() || member.iter().any(|w| said(&theirs, w)) {
            continue;
        }
        let rest: Vec<&str> = ours
            .iter()
            .map(|(w, _)| *w)
            .filter(|w| is_content(w) && !member.contains(w))
            .collect();
        if rest.iter().any(|w| said_in(&theirs, rewrite, w)) {
            return Some((ours[u].1.start..s.end, 0..rewrite.len()));
        }
    }
    None
}

/// Words and phrases that bound a quantity as a rule ("minimum", "at most"): "no more than
/// eleven" in a report is a small number stressed ("only eleven"), said again as "~11".
const BOUNDS: &[&str] = &[
    "minimum",
    "maximum",
    "at least",
    "at most",
    "max",
    "min",
    "upper limit",
    "lower limit",
];

/// A bound said by negating a comparison ("no more than 6"), read as one only when the
/// rewrite keeps a bound word of [`BOUNDS`] (alone it may stress a small number).
const NEGATED_BOUNDS: &[&str] = &[
    "no more than",
    "not more than",
    "no less than",
    "not less than",
    "no fewer than",
];

/// Words that make a quantity a guess when a number follows ("roughly 1 kg").
const APPROXIMATIONS: &[&str] = &[
    "roughly",
    "about",
    "around",
    "approx",
    "approximately",
    "circa",
    "ca",
    "some",
    "nearly",
    "almost",
];

/// A number word an approximation may stand before ("around two", "about a dozen", "roughly
/// half"): the classifier's number words, and "a", "an", "half".
fn is_number_word(w: &str) -> bool {
    let w = w.to_ascii_lowercase();
    crate::classify::numbers::NUMBER_WORD_NAMES.contains(&w.as_str())
        || matches!(w.as_str(), "a" | "an" | "half")
}

/// Where the first phrase of `phrases` (lower case, none overlapping itself) said in `text`
/// as whole words, case aside, first stands. Only the windows of
/// [`anchored_starts`](super::anchored_starts) are compared (no lower-cased copy of `text`,
/// no searcher built per phrase).
pub(super) fn phrase_at(text: &str, phrases: &[&str]) -> Option<usize> {
    let b = text.as_bytes();
    phrases.iter().find_map(|p| {
        super::anchored_starts(b, p.as_bytes()).find(|&at| {
            b[at..at + p.len()].eq_ignore_ascii_case(p.as_bytes())
                && (at == 0 || !b[at - 1].is_ascii_alphanumeric())
                && !b
                    .get(at + p.len())
                    .is_some_and(|c| c.is_ascii_alphanumeric())
        })
    })
}

/// "Ice ratio on long trips is a kilo of ice per kilo of fish, minimum." -> "Long trips:
/// roughly 1 kg ice per kg of fish.": the original bounds a quantity ("minimum", "at most",
/// "no more than") and the rewrite says a quantity as a guess ("roughly 1 kg", "~1 kg",
/// "about two") with no bound word or sign: the bound became an approximation. "min. 1 kg,
/// roughly" keeps the bound.
///
/// A bound word kept around the guessed figure does not save it: "not more than 6 doses" ->
/// "~6 doses max" is a fuzzy ceiling (the figure said as a guess is the original's own
/// number). "max 6 doses, ~q2h" guesses no number the bound set.
fn bound_said_as_a_guess(original: &str, rewrite: &str) -> Option<(Range<usize>, Range<usize>)> {
    let bound_kept = phrase_at(rewrite, BOUNDS).is_some() || rewrite.contains(['<', '>', '≤', '≥']);
    // A bound word in the guess's own clause ("~6 doses/24h max"; not "11 min" elsewhere).
    let bound_by_the_guess = guess_in(rewrite).is_some_and(|g| {
        let cuts = [',', ';', '(', ')', '\n'];
        let start = rewrite[..g.start].rfind(cuts).map_or(0, |k| k + 1);
        let end = rewrite[g.end..]
            .find(cuts)
            .map_or(rewrite.len(), |k| g.end + k);
        let clause = &rewrite[start..end];
        phrase_at(
            clause,
            &["max", "maximum", "min", "minimum", "at most", "at least"],
        )
        .is_some_and(|k| {
            !clause[..k]
                .trim_end()
                .ends_with(|c: char| c.is_ascii_digit())
        }) || clause.contains(['<', '>', '≤', '≥'])
    });
    // A rewrite that keeps a bound word reads the original's "no more than 6" as a bound.
    let at = bound_at(original).or_else(|| {
        bound_by_the_guess
            .then(|| phrase_at(original, NEGATED_BOUNDS))
            .flatten()
    })?;
    if bound_kept && !bound_by_the_guess {
        return None;
    }
    // A guess the original makes itself ("about 40k") may be said again as one.
    if guess_in(original).is_some() {
        return None;
    }
    // "I think the repair will take at most two hours": the bound of a guess.
    if super::quantities::bound_of_a_guess(original, &(at..at + 1)) {
        return None;
    }
    let guess = guess_in(rewrite)?;
    if bound_by_the_guess && !guesses_a_figure_of(original, rewrite, &guess) {
        return None;
    }
    Some((at..original.len(), guess))
}

/// The guess at `guess` of `rewrite` ("~6", "roughly 200") stands before a figure the
/// original states as a whole number ("6" in "not more than 6 doses").
fn guesses_a_figure_of(original: &str, rewrite: &str, guess: &Range<usize>) -> bool {
    let figure: String = rewrite[guess.end..]
        .trim_start()
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == '.')
        .collect();
    let figure = figure.trim_end_matches('.');
    let stated = if figure.is_empty() {
        // "roughly 200": the guess range holds the figure itself.
        rewrite[guess.clone()]
            .split_whitespace()
            .last()
            .filter(|w| w.starts_with(|c: char| c.is_ascii_digit()))
    } else {
        Some(figure)
    };
    stated.is_some_and(|n| {
        original.match_indices(n).any(|(at, _)| {
            let b = original.as_bytes();
            (at == 0 || !b[at - 1].is_ascii_digit())
                && !b.get(at + n.len()).is_some_and(|c| c.is_ascii_digit())
        })
    })
}

/// Where `text` first bounds a quantity ([`BOUNDS`]); a "min" after a number is a unit of
/// minutes ("the cold time was 6 h 40 min"), no bound (session 39, pol39b).
fn bound_at(text: &str) -> Option<usize> {
    let minutes = |at: usize| {
        text[at..]
            .get(..3)
            .is_some_and(|w| w.eq_ignore_ascii_case("min"))
            && text[..at]
                .trim_end()
                .ends_with(|c: char| c.is_ascii_digit())
    };
    BOUNDS
        .iter()
        .filter_map(|b| phrase_at(text, std::slice::from_ref(b)))
        .filter(|&at| !minutes(at))
        .min()
}

/// Where `text` says a quantity as a guess ("roughly 1 kg", "~1 kg", "around two").
fn guess_in(text: &str) -> Option<Range<usize>> {
    let theirs = words(text, 0..text.len());
    theirs
        .windows(2)
        .find(|p| {
            is_one_of(p[0].0, APPROXIMATIONS)
                && (p[1].0.starts_with(|c: char| c.is_ascii_digit())
                    || is_number_word(p[1].0) && !p[0].0.eq_ignore_ascii_case("about"))
        })
        .map(|p| p[0].1.start..p[1].1.end)
        .or_else(|| {
            text.match_indices('~').find_map(|(at, _)| {
                text[at + 1..]
                    .trim_start()
                    .starts_with(|c: char| c.is_ascii_digit())
                    .then_some(at..at + 1)
            })
        })
}

/// "Back in the 90s" -> "(1990s)": a decade said by its last two digits ("90s", "'90s") and
/// in full ("1990s", "2010s") with the same two digits. "80s" -> "1990s" is another decade.
fn decade_said_in_full(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
    to: &Range<usize>,
) -> bool {
    let short = original
        .get(from.clone())
        .map(|t| t.trim_start_matches(['\'', '\u{2019}']));
    let full = rewrite.get(to.clone());
    let (Some(short), Some(full)) = (short, full) else {
        return false;
    };
    let decade = |t: &str, n: usize| {
        t.strip_suffix('s')
            .filter(|d| d.len() == n && d.bytes().all(|b| b.is_ascii_digit()) && d.ends_with('0'))
            .map(str::to_string)
    };
    match (decade(short, 2), decade(full, 4)) {
        (Some(s), Some(f)) => {
            f.ends_with(&*s) && (f.starts_with("19") || f.starts_with("20") || f.starts_with("18"))
        }
        _ => false,
    }
}

/// The missing word at `m` of `original` names the kind of the code after it ("Room G14",
/// "Bay 3B", "Gate C12": a capitalised word, then a code holding a digit and a letter), and
/// the rewrite sentence `sentence` keeps the code: the code names the place alone. "Room
/// G14" -> "Lab G14" still brings a new word.
pub(super) fn kind_before_a_code_name(original: &str, m: &Range<usize>, sentence: &str) -> bool {
    let Some(kind) = original.get(m.clone()) else {
        return false;
    };
    if !kind.starts_with(|c: char| c.is_ascii_uppercase()) || kind.len() < 3 {
        return false;
    }
    let code = original
        .get(m.end..)
        .and_then(|rest| rest.strip_prefix(' '))
        .and_then(|rest| rest.split(|c: char| !c.is_ascii_alphanumeric()).next())
        .unwrap_or("");
    if !(code.bytes().any(|b| b.is_ascii_digit()) && code.bytes().any(|b| b.is_ascii_alphabetic()))
    {
        return false;
    }
    sentence
        .split(|c: char| !c.is_ascii_alphanumeric())
        .any(|w| w == code)
}

/// The exclusion at byte `at` of `original`: a comma, then "not" / "never" and the words up
/// to the next comma or the part's end ("..., never by the blast crew labourers"), after an
/// "only" in the same part ("signed out by the shotfirer only"). Its range from the negation.
fn exclusion_after_only(original: &str, at: usize) -> Option<Range<usize>> {
    let part = parts(original)
        .into_iter()
        .find(|p| p.start <= at && at < p.end)?;
    let text = &original[part.clone()];
    for (comma, _) in text.match_indices(',') {
        let rest = &text[comma + 1..];
        let start = part.start + comma + 1 + (rest.len() - rest.trim_start().len());
        let first = words(original, start..part.end);
        if !first
            .first()
            .is_some_and(|(w, _)| is_one_of(w, &["not", "never"]))
        {
            continue;
        }
        let end = original[start..part.end]
            .find([',', ';', '('])
            .map_or(part.end, |k| start + k);
        if !(start <= at && at < end) {
            continue;
        }
        let says_only = words(original, part.start..part.start + comma)
            .iter()
            .any(|(w, _)| w.eq_ignore_ascii_case("only"));
        return says_only.then_some(start..end);
    }
    None
}

/// "Magazine keys are signed out by the shotfirer only, never by the blast crew labourers." ->
/// "Only the shotfirer may sign out the magazine keys.": the exclusion after an "only" (of
/// [`exclusion_after_only`]) went, and the rewrite keeps "only" and names none of the excluded
/// (or names them after a negation): "only" says it. "Only the shotfirer and the blast crew
/// may ..." names them.
fn exclusion_said_by_only(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let Some(tail) = exclusion_after_only(original, from.start) else {
        return false;
    };
    let theirs = words(rewrite, 0..rewrite.len());
    theirs.iter().any(|(w, _)| w.eq_ignore_ascii_case("only"))
        && words(original, tail)
            .iter()
            .filter(|(w, _)| is_content(w) && !is_negation(w))
            .all(|(w, _)| !said(&theirs, w) || negated_in(&theirs, w))
}

/// Words of an order to go on as before ("carry on as normal", "business as usual").
const AS_BEFORE: &[&str] = &[
    "carry", "on", "continue", "proceed", "go", "keep", "going", "as", "normal", "normally",
    "usual", "before", "always", "business",
];

/// Words around such an order that add nothing ("otherwise", "for the rest", "just").
const FILLERS: &[&str] = &[
    "otherwise",
    "else",
    "for",
    "the",
    "rest",
    "just",
    "please",
    "everything",
    "all",
    "and",
    "then",
    "with",
    "that",
    "everyone",
    "everybody",
    "we",
    "you",
    "can",
];

/// The clause at `range` of `original` orders nothing new: it tells the reader to go on as
/// before ("Otherwise carry on as normal.", "Business as usual for the rest."), every word
/// of it such an order's or a filler's, "normal", "usual", "before" or "always" among them.
/// Dropped, no rule is lost; "Otherwise carry on as normal, but no night shifts" says more.
pub(super) fn orders_nothing_new(original: &str, range: &Range<usize>) -> bool {
    let ws = words(original, range.clone());
    !ws.is_empty()
        && ws
            .iter()
            .any(|(w, _)| is_one_of(w, &["normal", "normally", "usual", "before", "always"]))
        && ws
            .iter()
            .all(|(w, _)| is_one_of(w, AS_BEFORE) || is_one_of(w, FILLERS))
}

/// The clause at `range` of `original` asks that what went wrong not happen again ("Madam
/// said it should not repeat itself.", "This must never happen again."): a pronoun ("it",
/// "this", "that") with a negation and "happen", "repeat", "recur" or "occur", maybe reported
/// ("X said ..."), and no other content word. It says the rule before it again: dropped with
/// that rule kept, nothing is lost. "It must not be repeated on Sundays" names more.
pub(super) fn never_again_of_the_rule_before(original: &str, range: &Range<usize>) -> bool {
    let ws = words(original, range.clone());
    let Some(p) = ws
        .iter()
        .position(|(w, _)| is_one_of(w, &["it", "this", "that"]))
    else {
        return false;
    };
    let rest = &ws[p + 1..];
    rest.iter().any(|(w, _)| is_negation(w))
        && rest
            .iter()
            .any(|(w, _)| is_one_of(w, &["happen", "repeat", "recur", "occur"]))
        && rest.iter().all(|(w, _)| {
            !is_content(w)
                || is_one_of(
                    w,
                    &["happen", "repeat", "recur", "occur", "itself", "again", "ever"],
                )
        })
        // Before the pronoun, at most who said it ("Madam said", "The manager says").
        && (p == 0
            || p <= 4
                && is_one_of(
                    ws[p - 1].0,
                    &["said", "says", "insists", "insisted", "stressed", "warned"],
                ))
}

/// The leading digits of `t` ("420" of "420-tonne", "388" of "388").
fn leading_digits(t: &str) -> &str {
    &t[..t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len())]
}

/// "we're at 388 of our 420-tonne quota" -> "388/420 t used": the dropped number at `from`
/// is one side of a pair of counts around a slash in the rewrite ("388/420"), the other side
/// a number of the original too: "N of M" said as "N/M". "388/450" names another total.
fn count_said_as_a_slash_pair(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    let Some(ours) = original.get(from.clone()).map(leading_digits) else {
        return false;
    };
    if ours.is_empty() {
        return false;
    }
    let numbers_of_original: Vec<&str> = words(original, 0..original.len())
        .into_iter()
        .map(|(w, _)| leading_digits(w))
        .filter(|d| !d.is_empty())
        .collect();
    rewrite.match_indices('/').any(|(at, _)| {
        let before = &rewrite[..at];
        let a = &before[before.trim_end_matches(|c: char| c.is_ascii_digit()).len()..];
        let b = leading_digits(&rewrite[at + 1..]);
        !a.is_empty()
            && !b.is_empty()
            && (a == ours && numbers_of_original.contains(&b)
                || b == ours && numbers_of_original.contains(&a))
    })
}

/// The word of `text` right after byte `end`, lower case, without the punctuation after it.
fn word_after(text: &str, end: usize) -> String {
    text.get(end..)
        .and_then(|a| a.split_whitespace().next())
        .unwrap_or("")
        .trim_end_matches(|c: char| !c.is_ascii_alphanumeric())
        .to_ascii_lowercase()
}

/// "None of them went over the 2-hour maximum" -> "none over 2h max": the original's bound
/// is a cap or a floor named as such ("the 2-hour maximum"), with "over" / "under" before
/// it, and the rewrite says "over 2h max": the same comparison with the same kind of limit
/// after it, not a bound turned. "over 2h" without "max", "under 2h max" are reported.
fn limit_named_after_the_comparison(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
    to: &Range<usize>,
) -> bool {
    let (Some(ours), Some(theirs)) = (original.get(from.clone()), rewrite.get(to.clone())) else {
        return false;
    };
    let kind = |w: &str| match w {
        "max" | "maximum" | "cap" | "ceiling" => Some("max"),
        "min" | "minimum" | "floor" => Some("min"),
        _ => None,
    };
    let Some(ours_kind) = ours
        .split(|c: char| !c.is_ascii_alphabetic())
        .next_back()
        .and_then(|w| kind(&w.to_ascii_lowercase()))
    else {
        return false;
    };
    // The comparison before the limit, past a "the" ("over the 2-hour maximum").
    let mut earlier = original
        .get(..from.start)
        .unwrap_or("")
        .split_whitespace()
        .rev()
        .map(str::to_ascii_lowercase);
    let before = match earlier.next() {
        Some(the) if the == "the" => earlier.next().unwrap_or_default(),
        other => other.unwrap_or_default(),
    };
    let comparator = theirs
        .split_whitespace()
        .next()
        .unwrap_or("")
        .to_ascii_lowercase();
    let after = word_after(rewrite, to.end);
    is_one_of(&comparator, &["over", "under", "above", "below"])
        && before == comparator
        && kind(&after) == Some(ours_kind)
}

/// Faithful forms read in corpus34b, each a filter over one kind of change.
pub(super) fn faithful_form(
    what: &str,
    (original, from): (&str, Option<&Range<usize>>),
    (rewrite, to): (&str, Option<&Range<usize>>),
) -> bool {
    match (what, from, to) {
        ("number changed", Some(f), Some(t)) => decade_said_in_full(original, f, rewrite, t),
        ("negation dropped", Some(f), _) => exclusion_said_by_only(original, f, rewrite),
        ("bound dropped", Some(f), _) => count_said_as_a_slash_pair(original, f, rewrite),
        ("bound direction changed", Some(f), Some(t)) => {
            limit_named_after_the_comparison(original, f, rewrite, t)
        }
        // The excluded words went, no new word quoted.
        ("scope changed", Some(f), Some(t)) => {
            rewrite.get(t.clone()).is_some_and(|q| q.contains(' '))
                && exclusion_said_by_only(original, f, rewrite)
        }
        _ => false,
    }
}

/// Changes read from the two texts alone: the kind and the two ranges.
pub(super) fn change_missed(
    original: &str,
    rewrite: &str,
) -> Option<(&'static str, Range<usize>, Range<usize>)> {
    ban_said_as_a_mention(original, rewrite)
        .map(|(f, t)| ("prohibition became mention", f, t))
        .or_else(|| {
            negated_clause_deleted(original, rewrite).map(|(f, t)| ("constraint deleted", f, t))
        })
        .or_else(|| {
            included_member_dropped(original, rewrite).map(|(f, t)| ("scope changed", f, t))
        })
        .or_else(|| {
            bound_said_as_a_guess(original, rewrite)
                .map(|(f, t)| ("bound became approximation", f, t))
        })
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{assert_changed, assert_faithful, assert_reports};

    /// An exclusion after "only" ("..., never by the crew") said by the rewrite's "only"
    /// alone; the excluded named in the group, or "only" gone, stay reported.
    #[test]
    fn exclusion_said_by_only() {
        let o = "Explosives magazine keys are signed out by the shotfirer only, never by the blast crew labourers.";
        assert_faithful(&[
            (o, "Only the shotfirer may sign out the magazine keys."),
            (
                "The pool van is driven by staff only, not by volunteers.",
                "Pool van: staff drivers only.",
            ),
            (
                "Refunds are approved by the duty manager only, never by cashiers.",
                "Only the duty manager may approve refunds; cashiers never do.",
            ),
        ]);
        assert_changed(&[
            (
                o,
                "Only the shotfirer and the blast crew may sign out the magazine keys.",
            ),
            (o, "The shotfirer signs out the magazine keys."),
            (
                "The pool van is driven by staff only, not by volunteers.",
                "Pool van: staff and volunteers only.",
            ),
            (
                "Refunds are approved by the duty manager only, never by cashiers.",
                "Refunds: duty manager or cashiers.",
            ),
        ]);
    }

    /// An order to go on as before dropped loses no rule; one that says more does.
    #[test]
    fn orders_nothing_new() {
        let o = "Don't route any trucks through the old causeway while the piezometers read above 4 m. Otherwise carry on as normal.";
        assert_faithful(&[
            (o, "No trucks via old causeway while piezometers > 4 m."),
            (
                "Skip the Friday stand-up this week. Everything else as usual.",
                "No Friday stand-up this week.",
            ),
        ]);
        assert_changed(&[
            (
                "Don't route any trucks through the old causeway while the piezometers read above 4 m. Otherwise carry on as normal, but no night hauls.",
                "No trucks via old causeway while piezometers > 4 m.",
            ),
            (o, "Trucks may use the old causeway."),
        ]);
    }

    /// A call that it never happen again, dropped with the rule before it kept, loses
    /// nothing; the rule dropped or a clause that names more is reported.
    #[test]
    fn never_again_of_the_rule_before() {
        let o = "Please, when sending recall reminders, don't text any patient before 8am. Madam said it should not repeat itself.";
        assert_faithful(&[
            (o, "Recall reminders: no texts to patients before 8am."),
            (
                "Never leave the till open overnight. This must not happen again.",
                "Till: never left open overnight.",
            ),
        ]);
        assert_changed(&[
            (o, "Recall reminders: text patients any time."),
            (
                "Never leave the till open overnight. It must not happen again on a weekend shift.",
                "Till: never left open overnight.",
            ),
        ]);
    }

    /// "N of our M" said as "N/M" keeps both counts; another count on either side does not.
    #[test]
    fn count_said_as_a_slash_pair() {
        let o = "Hold off confirming any forward hoki sale above 30 tonnes; we're at 388 of our 420-tonne quota.";
        assert_faithful(&[
            (
                o,
                "Hoki: 388/420 t used. Don't confirm forward sales >30 t.",
            ),
            (
                "We've filled 14 of the 16 seats, so don't sell more than 2 walk-up tickets.",
                "Seats: 14/16 filled. Walk-up tickets max 2.",
            ),
        ]);
        assert_changed(&[
            (
                o,
                "Hoki: 388/450 t used. Don't confirm forward sales >30 t.",
            ),
            (
                "We've filled 14 of the 16 seats, so don't sell more than 2 walk-up tickets.",
                "Seats: 12/16 filled. Walk-up tickets max 2.",
            ),
        ]);
    }

    /// "over the 2-hour maximum" said as "over 2h max" keeps the cap; another comparison,
    /// another kind of limit or no limit word is reported.
    #[test]
    fn limit_named_after_the_comparison() {
        let o = "The standby pattern changed in October. None of the extensions went over the 2-hour maximum.";
        assert_faithful(&[(o, "Oct: standby change; no extension over 2h max.")]);
        assert_changed(&[
            (o, "Oct: standby change; no extension under 2h max."),
            (o, "Oct: standby change; no extension over 2h min."),
        ]);
    }

    /// A decade by its last two digits said in full is the same decade; another is not.
    #[test]
    fn decade_said_in_full() {
        assert_faithful(&[
            (
                "Back in the 90s the co-op had a rule that no boat could land more than 2 tonnes a day, but it was scrapped when the quota system came in.",
                "Historical: 2 t/day landing cap (1990s), scrapped with quota system.",
            ),
            (
                "In the '80s the club capped membership at 40, a rule long since dropped.",
                "Membership cap of 40 in the 1980s, since dropped.",
            ),
        ]);
        assert_changed(&[(
            "Back in the 90s the co-op had a rule that no boat could land more than 2 tonnes a day, but it was scrapped when the quota system came in.",
            "Historical: 2 t/day landing cap (1980s), scrapped with quota system.",
        )]);
    }

    /// A kind word before a code ("Room G14") said by the code alone keeps the place; another
    /// kind word or another code does not.
    #[test]
    fn kind_before_a_code_name() {
        assert_faithful(&[
            (
                "Candidates with a 25% extra-time arrangement sit in Room G14, not the sports hall.",
                "25% extra-time candidates → G14 (not sports hall).",
            ),
            (
                "Refrigerated trailers unload at Bay 3B only.",
                "Refrigerated trailers: unload at 3B only.",
            ),
        ]);
        assert_changed(&[
            (
                "Refrigerated trailers unload at Bay 3B only.",
                "Refrigerated trailers: unload at 4B only.",
            ),
            (
                "Refrigerated trailers unload at Bay 3B only.",
                "Refrigerated trailers: unload at Dock 3B or any bay.",
            ),
        ]);
    }

    /// A ban on everyone or an order to keep a thing off a place, said again with no word of
    /// a ban, a gate or a bound, is made a mention; a closing, a gate or a negation keeps it.
    #[test]
    fn ban_said_as_a_mention() {
        assert_reports(
            "prohibition became mention",
            &[
                (
                    "No one goes below the 1120 bench until the geotech has reviewed the radar alarms from last night.",
                    "Geotech to review last night's radar alarms; the 1120 bench is being watched.",
                ),
                (
                    "Kindly keep the harp off the van manifest; it's travelling with its own courier.",
                    "Harp is travelling with its own courier; van manifest to be updated.",
                ),
                (
                    "Nobody enters the cold store until the ammonia sensor has been recalibrated.",
                    "Ammonia sensor recalibration due; cold store on the list.",
                ),
                (
                    "Please keep the visiting dogs out of the dairy shed this week.",
                    "Visiting dogs and the dairy shed: noted for this week.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "No one goes below the 1120 bench until the geotech has reviewed the radar alarms.",
                "Nobody below the 1120 bench until the geotech has reviewed the radar alarms.",
            ),
            (
                "Nobody enters the cold store until the ammonia sensor has been recalibrated.",
                "Cold store off-limits until ammonia sensor recalibrated.",
            ),
            (
                "Please keep the visiting dogs out of the dairy shed this week.",
                "Visiting dogs: not in the dairy shed this week.",
            ),
        ]);
    }

    /// A negated binding clause whose own words all went from the rewrite is deleted; a
    /// clause said again by its words, or a negated fact, is not read.
    #[test]
    fn negated_clause_deleted() {
        assert_reports(
            "constraint deleted",
            &[
                (
                    "Contributors without a signed CLA can open PRs, but the merge bot shouldn't land them until the CLA check is green.",
                    "Contributors must sign the CLA before opening PRs.",
                ),
                (
                    "Guests may use the sauna after 9pm, but the plunge pool mustn't be opened without a lifeguard.",
                    "Guests may use the sauna after 9pm.",
                ),
                (
                    "The owners are happy for the tenants to keep one cat, but no dogs, and the cat's not to be let into the sleepout.",
                    "Tenants may keep a cat, no dogs.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Contributors without a signed CLA can open PRs, but the merge bot shouldn't land them until the CLA check is green.",
                "Contributors without a signed CLA can open PRs; the merge bot shouldn't land them until the CLA check is green.",
            ),
            (
                "The boiler passed its service, but the flue wasn't moved because of the weather.",
                "Boiler serviced.",
            ),
        ]);
    }

    /// A rule on everyone with a member named as included, said again with neither, is
    /// narrowed; the whole or the member kept is not.
    #[test]
    fn included_member_dropped() {
        assert_reports(
            "scope changed",
            &[
                (
                    "Per diems stay at €65 a day for everyone, guest soloists included.",
                    "Per diem: €65/day for orchestra members.",
                ),
                (
                    "Helmets are worn by all riders, juniors included.",
                    "Senior riders wear helmets.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Per diems stay at €65 a day for everyone, guest soloists included.",
                "Per diem: €65/day for all, incl. guest soloists.",
            ),
            (
                "Helmets are worn by all riders, juniors included.",
                "Helmets: every rider.",
            ),
        ]);
    }

    /// A bound said as a guess ("roughly", "~") with no bound word left is an approximation.
    #[test]
    fn bound_said_as_a_guess() {
        assert_reports(
            "bound became approximation",
            &[
                (
                    "Ice ratio on long trips is a kilo of ice per kilo of fish, minimum.",
                    "Long trips: roughly 1 kg ice per kg of fish.",
                ),
                (
                    "The mash rests for 60 minutes at least.",
                    "Mash rest: ~60 minutes.",
                ),
                (
                    "The mash rests for 60 min at least.",
                    "Mash rest: ~60 minutes.",
                ),
            ],
        );
        assert_faithful(&[
            // A "min" after a number is minutes, no bound (session 39, pol39b).
            (
                "The van left at 06:10 and the drive took 2 h 15 min in the end.",
                "Van left 06:10; drive ~2h15.",
            ),
            (
                "Ice ratio on long trips is a kilo of ice per kilo of fish, minimum.",
                "Long trips: min 1 kg ice per kg of fish.",
            ),
            (
                "The mash rests for 60 minutes at least.",
                "Mash rest: ≥60 min.",
            ),
        ]);
    }

    /// A guessed figure beside a kept bound word ("~4 tablets/day max") is a fuzzy bound; the
    /// rewrite's bound word makes "no more than" one too (pol39a).
    #[test]
    fn bound_guessed_beside_its_bound_word() {
        assert_reports(
            "bound became approximation",
            &[
                (
                    "Give no more than 4 paracetamol tablets in a day.",
                    "Paracetamol: ~4 tablets/day max.",
                ),
                (
                    "Each pallet holds 40 boxes at most.",
                    "Pallets: max ~40 boxes.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Give no more than 4 paracetamol tablets in a day.",
                "Paracetamol: max 4 tablets/day.",
            ),
            // The guess is of another figure, the bound's own kept exact.
            (
                "Each pallet holds 40 boxes at most, about 3 pallets a van.",
                "Pallets: max 40 boxes; ~3 per van.",
            ),
            // "min" of minutes elsewhere is no bound word by the guess.
            (
                "We must've been doing at least 90 when we hit the kerb. Fixed in eleven minutes.",
                "Hit kerb (~90 est.); fixed in 11 min.",
            ),
        ]);
    }
}
