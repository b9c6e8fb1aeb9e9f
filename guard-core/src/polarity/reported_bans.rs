//! A ban someone is reported as saying, in the present ("Biosecurity says no soil from other
//! vineyards comes in on boots"), said by the rewrite as a topic raised ("Biosecurity raised boot
//! hygiene and the gate wash-down station"; corpus30). The classifier reads the report as
//! narrative, so the rule comparison never sees the ban turned into a mention. And a ban on
//! everyone said as a mention outright ("No one goes below the 1120 bench ..." -> "the 1120 bench
//! is being watched"), with corpus34b's other readings from the two texts alone (its
//! `change_missed`, which asks them in turn).

use super::exceptions::{included_member_dropped, included_member_made_extra};
use super::extract::Clause;
use super::modals_opened::bound_said_as_a_guess;
use super::orders::negated_clause_deleted;
use super::words::{MODALS, TextReading, Word, is_content, is_negation, parts, said};
use super::{is_negation_word, is_one_of, negation_count, stems};
use memchr::memmem::Finder;
use std::ops::Range;
use std::sync::LazyLock;

/// "says ", the screen of [`reported_ban_mentioned`] (built once).
static SAYS: LazyLock<Finder<'static>> = LazyLock::new(|| Finder::new(b"says "));

/// Verbs that report a topic brought up, not what was said of it.
pub(super) const TOPIC_VERBS: &[&str] = &[
    "raised",
    "raises",
    "mentioned",
    "mentions",
    "discussed",
    "discusses",
    "flagged",
    "flags",
    "noted",
    "notes",
    "highlighted",
    "highlights",
    "covered",
    "covers",
    "talked",
    "talks",
    "brought",
    "brings",
    "stressed",
    "emphasised",
    "emphasized",
    "commented",
    "reminded",
    "addressed",
];

/// Words that say no without a negation word ("banned", "avoid", "stop", "only", "w/o"): a
/// rewrite holding one may say a ban again. Read here and by [`super::gates`].
pub(super) const BANS_WITHOUT_A_NEGATION: &[&str] = &[
    "ban",
    "banned",
    "bans",
    "forbidden",
    "prohibited",
    "disallowed",
    "avoid",
    "stop",
    "only",
    "w",
];

/// More words that say no in a reported ban's rewrite: a state kept ("keep ... off", "free
/// of", "out"), "without".
const SAYS_NO: &[&str] = &["keep", "kept", "free", "off", "out", "without"];

/// The original's sentence (not in the past, nor past by its verb) reports someone saying a
/// ban: "says" and, within two words after it, a negation word ("Biosecurity says no soil
/// ... comes in", "Mum says we never feed the dog scraps"). The rewrite holds no negation
/// nor any other word that says no ([`BANS_WITHOUT_A_NEGATION`], [`SAYS_NO`]), and one of its sentences brings the
/// ban's topic up ("raised", "mentioned", "discussed"...) with a word of the sentence kept:
/// the ban became a mention. The reported sentence and the rewrite's.
pub(super) fn reported_ban_mentioned<'a>(
    (original, before): (&str, &[Clause]),
    (rewrite, after): (&str, impl Fn() -> &'a [Clause]),
) -> Option<(Range<usize>, Range<usize>)> {
    let bytes = original.as_bytes();
    let o = SAYS.find_iter(bytes).find_map(|at| {
        if at > 0 && bytes[at - 1].is_ascii_alphanumeric() {
            return None;
        }
        let negated = original[at + 5..]
            .split(' ')
            .filter(|w| !w.is_empty())
            .take(3)
            .any(|w| is_negation_word(w.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'')));
        let o = before.iter().find(|c| c.range.contains(&at))?;
        (negated && !o.past && !o.words.is_empty()).then_some(o)
    })?;
    if negation_count(rewrite) > 0
        || rewrite
            .split(|c: char| !c.is_alphanumeric())
            .any(|w| is_one_of(w, BANS_WITHOUT_A_NEGATION) || is_one_of(w, SAYS_NO))
    {
        return None;
    }
    let r = after().iter().find(|r| {
        let text = rewrite.get(r.range.clone()).unwrap_or("");
        text.split(|c: char| !c.is_alphanumeric())
            .any(|w| is_one_of(w, TOPIC_VERBS))
            && r.words
                .iter()
                .any(|x| o.words.iter().any(|w| stems::stems_match(&w.stem, &x.stem)))
    })?;
    Some((o.range.clone(), r.range.clone()))
}

/// `w` in lower case, a plural "s" aside.
fn singular(w: &str) -> String {
    let lower = w.to_ascii_lowercase();
    match lower.strip_suffix('s') {
        Some(one) if one.len() > 2 => one.to_string(),
        _ => lower,
    }
}

/// Two lower-cased words spelled alike: one starts with all but the last letter of the
/// shorter, at least three ("wake" and "waking", "obs" and "observations").
fn alike(a: &str, b: &str) -> bool {
    let common = a.bytes().zip(b.bytes()).take_while(|(x, y)| x == y).count();
    let shorter = a.len().min(b.len());
    common >= 3.max(shorter.saturating_sub(1)) || a == b
}

/// "... She's asked that we only phone after 5pm because of her shifts. ..." -> "Mrs Ferreira
/// called twice, anxious about chain; solicitor Lowe & Co.": a request a note reports ("asked
/// that we", "asked us (not) to", "requested that") in a sentence of its own, of which the
/// rewrite says no content word again: the rule deleted from a mixed span. A question asked
/// ("asked about the chain") is no request.
pub(super) fn reported_request_deleted(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (original, rewrite) = (o.text, r.text);
    const ASKED: &[&str] = &[
        "asked that",
        "asked us",
        "asked me",
        "asked you",
        "asked staff",
        "asked everyone",
        "requested that",
    ];
    if !o.holds_any_phrase(ASKED) {
        return None;
    }
    let all = parts(original);
    if all.len() < 2 {
        return None;
    }
    // Spelling, not stems: a stem may join synonyms ("phone" and "called").
    let theirs: Vec<String> = r
        .words()
        .iter()
        .filter(|(w, _)| is_content(w))
        .map(|(w, _)| singular(w))
        .collect();
    all.into_iter().find_map(|p| {
        let ours = o.words_in(p.clone());
        let a = ours.windows(2).position(|w| {
            is_one_of(w[0].0, &["asked", "requested"])
                && (is_one_of(w[1].0, &["that", "us", "me", "you", "staff", "everyone"]))
        })?;
        let request: Vec<&Word<'_>> = ours[a + 2..]
            .iter()
            .take_while(|(w, _)| !is_one_of(w, &["because", "as", "since"]))
            .filter(|(w, _)| is_content(w))
            .collect();
        (request.len() >= 2
            && request
                .iter()
                .all(|(w, _)| !theirs.iter().any(|t| alike(&singular(w), t))))
        .then(|| (super::trimmed(original, p), 0..rewrite.trim_end().len()))
    })
}

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
fn ban_said_as_a_mention(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (original, rewrite) = (o.text, r.text);
    if !(o.has("no one") || o.has("nobody") || o.has("no-one") || o.has("keep")) {
        return None;
    }
    if !says_no_ban(rewrite, r.words()) {
        return None;
    }
    for s in parts(original) {
        let ours = o.words_in(s.clone());
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
            let theirs = r.words_in(t.clone());
            if object.iter().any(|w| said(&theirs, w)) {
                return Some((ours[k].1.start..s.end, t));
            }
        }
    }
    None
}

/// Changes read from the two texts alone (corpus34b's, asked in this order: a ban said as a
/// mention, a negated clause deleted, an included member dropped, a bound said as a guess):
/// the kind and the two ranges.
pub(super) fn change_missed(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(&'static str, Range<usize>, Range<usize>)> {
    ban_said_as_a_mention(o, r)
        .map(|(f, t)| ("prohibition became mention", f, t))
        .or_else(|| negated_clause_deleted(o, r).map(|(f, t)| ("constraint deleted", f, t)))
        .or_else(|| included_member_dropped(o, r).map(|(f, t)| ("scope changed", f, t)))
        .or_else(|| included_member_made_extra(o, r).map(|(f, t)| ("bound changed", f, t)))
        .or_else(|| bound_said_as_a_guess(o, r).map(|(f, t)| ("bound became approximation", f, t)))
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{assert_faithful, assert_reports};

    /// A request reported in a note and deleted is reported; a question asked, or the
    /// request kept, is not.
    #[test]
    fn reported_request_deleted() {
        assert_reports(
            "constraint deleted",
            &[
                (
                    "Mrs Ferreira called twice today, quite anxious about the chain. She's asked that we only phone after 5pm because of her shifts. Her solicitor is Lowe & Co.",
                    "Mrs Ferreira called twice, anxious about chain; solicitor Lowe & Co.",
                ),
                (
                    "Mr Osei dropped off his payslips. He asked us not to email his work address. Mortgage offer expected Friday.",
                    "Mr Osei dropped off payslips; offer expected Friday.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Mrs Ferreira called twice today. She asked about the chain. Her solicitor is Lowe & Co.",
                "Mrs Ferreira called twice re chain; solicitor Lowe & Co.",
            ),
            (
                "Family has asked that nobody wake Mrs Addo for observations at night unless she's in visible distress. Daughter visiting Sunday.",
                "Mrs Addo: no waking for obs at night unless visibly distressed (family request); daughter visiting Sun.",
            ),
            (
                "Mr Osei dropped off his payslips. He asked us not to email his work address.",
                "Mr Osei dropped off payslips. Asked us not to email his work address.",
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
}
