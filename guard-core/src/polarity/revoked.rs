//! A revocation a compaction writes without its auxiliary (session 29): "Forget the rule
//! about squashing commits" -> "Squash-commit rule revoked", "Revoked: CC-user rule", "ID
//! check dropped" (see [`super::negation_forms::revocation_said_in_the_passive`], which reads
//! "the rule is dropped").

use super::Missed;
use super::extract::{Clause, Word};
use super::only_after::clause_from;
use super::restatements::clause_words;
use super::stems::stems_match;
use super::words::{
    NEGATIONS, TextReading, WordKey, has, holds_any_phrase, is_content, part_holding, parts, said,
    shared, words,
};
use super::{holds_ignoring_case, is_negation_word, is_one_of, negation_forms, screened};
use crate::classify::lexicon;
use std::ops::Range;

/// Clause `c` (ranges into `text`) says a rule ended in the telegraphic passive: a past form
/// of ending ("revoked", "dropped", "lifted") right after a word that is no auxiliary, modal
/// or negation ("rule revoked"; "is revoked" is the passive's own check, "not dropped" no
/// end), or opening it before a colon ("Revoked: ..."), the clause not negated.
pub(super) fn telegraphic_revocation(text: &str, c: &Clause) -> bool {
    if c.negation.is_some() {
        return false;
    }
    let clause = text.get(c.range.clone()).unwrap_or("");
    // (A cheap screen: every ending form listed ends in "ed" or "wn" or is "axed"/"withdrew".)
    if !clause.contains("ed") && !clause.contains("wn") && !clause.contains("withdrew") {
        return false;
    }
    let words = clause_words(text, c).enumerate();
    let mut previous = "";
    for (k, w) in words {
        let ending = lexicon::is_ending_verb_any_case(w);
        // "Revoked:" opening the clause.
        let opens_a_label = k == 0
            && ending
            && clause
                .trim_start()
                .get(w.len()..)
                .is_some_and(|rest| rest.starts_with(':'));
        // "rule revoked": right after a content word (not "is", "not", "be": those are read
        // by the passive's own check, or negate it).
        let after_a_noun = ending
            && k > 0
            && !previous.is_empty()
            && !is_one_of(
                previous,
                &[
                    "is", "are", "was", "were", "be", "been", "being", "not", "never", "no", "t",
                    "get", "gets", "got", "has", "have", "had", "will", "would", "should", "must",
                    "may", "might", "can", "could",
                ],
            );
        if opens_a_label || after_a_noun {
            return true;
        }
        previous = w;
    }
    false
}

/// The word at `range` of `text` is "old", "previous", "earlier", "former" or "existing"
/// right before a noun naming a rule ("the old rule about ...", "the previous limit"): it
/// tells which rule is meant, no scope of it (session 30).
pub(super) fn age_of_a_named_rule(text: &str, range: &std::ops::Range<usize>) -> bool {
    let word = text.get(range.clone()).unwrap_or("");
    if !(3..=8).contains(&word.len())
        || !is_one_of(word, &["old", "previous", "earlier", "former", "existing"])
    {
        return false;
    }
    let next = text
        .get(range.end..)
        .and_then(|rest| rest.split_whitespace().next())
        .unwrap_or("")
        .trim_end_matches(|c: char| c.is_ascii_punctuation());
    is_one_of(
        next,
        &[
            "rule",
            "rules",
            "limit",
            "limits",
            "policy",
            "cap",
            "ban",
            "restriction",
            "requirement",
            "instruction",
        ],
    )
}

/// A limit the original revokes ("Forget the 10-photo limit on incident reports": "forget",
/// "ignore", "remove", "lift", not denied) and the rewrite's clause `r` says ended ("10-photo
/// limit on incident reports: revoked by user", "... is lifted"; corpus30): a word of ending
/// ([`lexicon::is_ending_verb`]) and no negation. The revocation turned the original's
/// bound, the rewrite's stays as written: the same limit, no direction changed.
pub(super) fn limit_revoked_both_ways(
    (o_text, o): (&str, &Clause),
    (r_text, r): (&str, &Clause),
) -> bool {
    let mut previous = "";
    let revokes = clause_words(o_text, o).any(|w| {
        let revoking = is_one_of(
            w,
            &["forget", "ignore", "remove", "removed", "lift", "lifted"],
        ) && !is_one_of(previous, &["don't", "dont", "never", "not", "t"]);
        previous = w;
        revoking
    });
    revokes
        && r.negation.is_none()
        && super::negation_count(r_text.get(r.range.clone()).unwrap_or("")) == 0
        && clause_words(r_text, r).any(lexicon::is_ending_verb_any_case)
}

/// The original's clause `o` keeps a rule in force (no word of revoking or ending in it, but
/// a denied one: "Don't forget the 10-photo limit on incident reports") and the rewrite's `r` says it ended
/// in the telegraphic passive ("10-photo limit on incident reports: revoked by user";
/// [`telegraphic_revocation`]): the rule revoked. The word of ending's range in the rewrite.
pub(super) fn kept_rule_said_revoked(
    (o_text, o): (&str, &Clause),
    (r_text, r): (&str, &Clause),
) -> Option<std::ops::Range<usize>> {
    // (Screened by a word of ending in the rewrite's sentence, read without allocating:
    // most aligned pairs have none, and the telegraphic reading lower-cases every word.)
    let ending = |w: &str| w.len() >= 4 && lexicon::is_ending_verb_any_case(w);
    // (A word of ending is a content word of the sentence: its words are read, not its
    // text split again.)
    let ended = r
        .words
        .iter()
        .find(|x| r_text.get(x.range.clone()).is_some_and(ending))
        .map(|x| x.range.clone())?;
    if !telegraphic_revocation(r_text, r) {
        return None;
    }
    let revoking = |w: &str| {
        lexicon::is_ending_verb_any_case(w)
            || is_one_of(
                w,
                &[
                    "forget",
                    "ignore",
                    "remove",
                    "lift",
                    "drop",
                    "scrap",
                    "cancel",
                    "revoke",
                    "end",
                    "abolish",
                    "retire",
                    "rescind",
                    "repeal",
                    "withdraw",
                    "discontinue",
                    "suspend",
                    "waive",
                    "optional",
                    "exempt",
                ],
            )
    };
    // (Not "don't forget": a reminder keeps the rule.)
    let mut previous = "";
    if clause_words(o_text, o).any(|w| {
        let revokes = revoking(w) && !is_one_of(previous, &["don't", "dont", "never", "not", "t"]);
        previous = w;
        revokes
    }) {
        return None;
    }
    // The ending's own ";"-part says a word of the rule ("ID check dropped; one-visit limit
    // still applies" ends the ID rule, not the limit).
    let part_start = r_text[r.range.start..ended.start]
        .rfind(';')
        .map_or(r.range.start, |k| r.range.start + k + 1);
    let part_end = r_text[ended.end..r.range.end]
        .find(';')
        .map_or(r.range.end, |k| ended.end + k);
    r.words
        .iter()
        .filter(|x| x.range.start >= part_start && x.range.end <= part_end)
        .any(|x| {
            o.words
                .iter()
                .any(|w| super::stems::stems_match(&w.stem, &x.stem))
        })
        .then_some(ended)
}

/// The negation at `n` of `o` revokes a rule with a verb ("Forget the rule about
/// photographing every wheel; spot checks are fine from now on") and a sentence of the
/// rewrite other than `r`, the one aligned with `o`, says it revoked ("Revoked:
/// photograph-every-wheel rule. Spot checks OK going forward."): the revocation kept, in a
/// sentence of its own (see [`negation_forms::revocation_said_in_the_passive`]: the same
/// thing named, no date of its own, not negated). `r` orders nothing ("Spot checks required
/// ..." made the leave a duty; [`orders_nothing`]). Screened by the revoking verb.
pub(super) fn revocation_said_in_another_sentence(
    (original, o, n): (&str, &Clause, &Range<usize>),
    (rewrite, r, clauses): (&str, &Clause, &[Clause]),
) -> bool {
    original
        .get(n.clone())
        .is_some_and(negation_forms::revokes_a_rule)
        && orders_nothing(rewrite, r)
        && clauses.iter().any(|c| {
            c.range != r.range
                && negation_forms::revocation_said_in_the_passive((original, o, n), (rewrite, c))
        })
}

/// Clause `r` (ranges into `text`) orders nothing: its strong marker, if any, is only the
/// time a standing rule holds from ("going forward", "from now on"), and no word of duty
/// ("must", "required", "always") is in it.
fn orders_nothing(text: &str, r: &Clause) -> bool {
    let standing = |s: &Range<usize>| {
        text.get(s.clone()).is_some_and(|w| {
            is_one_of(
                w,
                &[
                    "going forward",
                    "from now on",
                    "henceforth",
                    "from today",
                    "from here on",
                ],
            )
        })
    };
    r.strong.as_ref().is_none_or(standing)
        && !super::restatements::has_word(
            text,
            r,
            &[
                "must",
                "required",
                "mandatory",
                "always",
                "need",
                "needs",
                "shall",
                "compulsory",
                "obligatory",
            ],
        )
}

/// The negation at `n` of `o` revokes a rule with a verb ("Forget the rule about squashing
/// commits; just keep the history as is") and `r` says it revoked in its label, the rest of
/// the rule after it ("Squash-commit rule revoked: keep commit history as is"): the label
/// ends the rule (a verb of ending, no negation), names the thing revoked (the first content
/// word after the verb, or after "the rule about" the next), has no date of its own, and every
/// content word after the label is one of the original's (`known`: "rewrite the history"
/// is new). Screened by the revoking verb and the label.
pub(super) fn revocation_said_under_a_label(
    (original, o, n): (&str, &Clause, &Range<usize>),
    (rewrite, r): (&str, &Clause),
    known: impl Fn(&Word) -> bool,
) -> bool {
    if r.label_words.is_empty()
        || r.negation.is_some()
        || !original
            .get(n.clone())
            .is_some_and(negation_forms::revokes_a_rule)
    {
        return false;
    }
    let Some((label, _)) = rewrite.get(r.range.clone()).and_then(|t| t.split_once(':')) else {
        return false;
    };
    let label_end = r.range.start + label.len();
    // The label says the thing and its end, nothing more: no digit, no word the original's
    // clause lacks but a verb of ending or a rule's noun ("revoked from May" defers it).
    let ending = crate::classify::lexicon::is_ending_verb_any_case;
    let plain = |w: &str| {
        ending(w)
            || is_one_of(
                w,
                &["rule", "rules", "limit", "policy", "requirement", "ban"],
            )
            || o.words
                .iter()
                .any(|x| stems_match(&x.stem, &super::stems::stem(&w.to_ascii_lowercase())))
    };
    let mut words = label
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| !w.is_empty());
    if label.bytes().any(|b| b.is_ascii_digit()) || !words.clone().all(plain) || !words.any(ending)
    {
        return false;
    }
    let mut things = o
        .words
        .iter()
        .filter(|w| w.range.start >= n.end && !age_of_a_named_rule(original, &w.range));
    let Some(thing) = things.next() else {
        return false;
    };
    let about = things.next().filter(|_| {
        original
            .get(thing.range.clone())
            .is_some_and(|t| is_one_of(t, &["rule", "limit", "policy", "requirement", "ban"]))
    });
    let named = r
        .label_words
        .iter()
        .any(|l| stems_match(l, &thing.stem) || about.is_some_and(|a| stems_match(l, &a.stem)));
    named
        && r.dates
            .iter()
            .all(|d| o.dates.iter().any(|e| e.same_time(d)))
        && r.words
            .iter()
            .filter(|w| w.range.start >= label_end)
            .all(known)
}

/// Verbs that take a rule back ("forget the old rule about ...", "scrap the rule about ...").
const REVOKING: &[&str] = &[
    "forget",
    "scrap",
    "drop",
    "ignore",
    "disregard",
    "cancel",
    "ditch",
    "bin",
];

/// Words that say a rule was taken back ("Hamid check dropped", "cap lifted").
const REVOKED: &[&str] = &[
    "dropped",
    "scrapped",
    "lifted",
    "removed",
    "cancelled",
    "canceled",
    "void",
    "revoked",
    "rescinded",
    "withdrawn",
    "retired",
];

/// "Forget the old rule about checking recipe changes with Hamid" -> "Recipe changes: Hamid
/// check no longer needed" ("dropped", "lifted"): a rule taken back by name ("the rule about",
/// "what I said about") said again as gone, every content word of its topic kept in one part
/// of the rewrite beside "no longer" or a word of revocation. The change read at the revoking
/// clause is no change. "Hamid check still needed", another topic, or an original that keeps
/// the rule are still reported.
pub(super) fn revocation_said_as_gone(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    // (A word of the topic and of revocation first: one scan each, before any sentence is
    // cut.)
    if !(has(original, "about") || has(original, "regarding"))
        || !(has(rewrite, "no longer") || REVOKED.iter().any(|w| has(rewrite, w)))
    {
        return false;
    }
    let Some(p) = part_holding(original, from.start) else {
        return false;
    };
    let ours = words(original, p.clone());
    let Some(k) = ours.iter().position(|(w, _)| is_one_of(w, REVOKING)) else {
        return false;
    };
    let Some(about) = ours[k + 1..(k + 7).min(ours.len())]
        .iter()
        .position(|(w, _)| is_one_of(w, &["about", "regarding"]))
        .map(|i| k + 1 + i)
    else {
        return false;
    };
    if !ours[k + 1..about]
        .iter()
        .any(|(w, _)| is_one_of(w, &["rule", "said", "instruction", "policy", "requirement"]))
    {
        return false;
    }
    let topic_range = clause_from(original, ours[about].1.end);
    if !(ours[k].1.start <= from.start && from.start < topic_range.end) {
        return false;
    }
    // Each clause after the rule taken back keeps its first word in the rewrite ("Forget the
    // rule about squashing commits; just keep the history as is" -> "... rewrite commit
    // history as needed" swaps the order that replaces the rule, read nowhere else).
    let rewrite_lower = rewrite.to_lowercase();
    let rest = original.get(topic_range.end..).unwrap_or("");
    let kept = rest
        .split([',', ';', '.', '—', ':'])
        .filter_map(|clause| {
            clause
                .split_whitespace()
                .map(|w| {
                    w.trim_matches(|c: char| !c.is_alphanumeric())
                        .to_lowercase()
                })
                .find(|w| !matches!(w.as_str(), "" | "just" | "then" | "and" | "please" | "so"))
        })
        .all(|first| first.contains('\'') || rewrite_lower.contains(first.as_str()));
    if !kept {
        return false;
    }
    // ("... rule revoked from March": a time or a condition the original does not set.)
    if [
        "from", "until", "till", "unless", "except", "after", "before",
    ]
    .iter()
    .any(|w| has(rewrite, w) && !has(original, w))
    {
        return false;
    }
    let topic: Vec<super::words::Word<'_>> = words(original, topic_range)
        .into_iter()
        .filter(|(w, _)| is_content(w))
        .collect();
    if topic.is_empty() {
        return false;
    }
    parts(rewrite).into_iter().any(|t| {
        let theirs = words(rewrite, t.clone());
        let gone =
            theirs.iter().any(|(w, _)| is_one_of(w, REVOKED)) || has(&rewrite[t], "no longer");
        gone && topic.iter().all(|(w, _)| said(&theirs, w))
    })
}

/// Words that keep a revocation in a rewrite ("no longer", "not needed", "optional",
/// "waived", "used to"...).
fn keeps_a_revocation(w: &str) -> bool {
    super::screened::is_negation(w)
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
    let o_words = super::screened::words(original);
    let r_words = super::screened::words(rewrite);
    for clause in super::screened::sentences(&o_words) {
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
                w.lower.len() >= 3
                    && !super::screened::function_word(&w.lower)
                    && !keeps_a_revocation(&w.lower)
            })
            .count();
        let needed = content.clamp(1, 2);
        for r in super::screened::sentences(&r_words) {
            if super::screened::shared(clause, r) >= needed
                && !r.iter().any(|w| keeps_a_revocation(&w.lower))
            {
                return Some((marker, super::screened::span(r)));
            }
        }
    }
    None
}

/// Nouns that name a rule ("the old rule about ...", "the ban on dogs").
pub(super) const RULE_NOUNS: &[&str] = &[
    "rule",
    "ban",
    "restriction",
    "policy",
    "embargo",
    "moratorium",
    "closure",
    "hold",
];

/// Words of ending a rule said after "is", "has been" ("is gone", "has been lifted", "is
/// over"), besides [`lexicon::is_ending_verb`].
/// ("off": "the cash-only thing is off", pol62.)
const GONE: &[&str] = &["gone", "over", "finished", "history", "dead", "void", "off"];

/// A noun naming a rule only after a hyphened compound that says it ("the cash-only thing",
/// "the no-phones thing"; "the thing is", "the main thing" name none), besides
/// [`RULE_NOUNS`] (pol62).
const NAMED_THING: &str = "thing";

/// Verbs of a rule ending of itself, said without "be" ("the ban ended", "the embargo has
/// expired").
const ENDED: &[&str] = &["ended", "expired", "lapsed"];

/// Words saying a rule holds without banning: "the closure applies until ...", "hedges on
/// hold", "still in force".
const IN_FORCE: &[&str] = &["applies", "apply", "hold", "force"];

/// A noun naming a rule only after a word that says which ("the housing order", "the
/// boil-water order"; "in order", "the order of play" name none), besides [`RULE_NOUNS`].
const NAMED_ORDER: &str = "order";

/// Words of leave or ending: a rewrite that says one tells the rule ended or what is allowed.
const LEAVE_OR_ENDING: &[&str] = &[
    "gone",
    "over",
    "allowed",
    "permitted",
    "ok",
    "okay",
    "fine",
    "can",
    "may",
    "longer",
    "free",
    "welcome",
    "old",
    "former",
    "previous",
    "more",
];

/// Word `k` of `ws` is "May" naming the month, not giving leave: capitalised, and after "in",
/// "since", "until", "from", "of" or a day number, or before a day number or a year ("in force
/// from May", "since May 2026", "until 31 May", "May 3rd"). "May I ...", "you may" give leave.
fn may_names_the_month(ws: &[super::words::Word<'_>], k: usize) -> bool {
    // A day of the month ("3", "31st") or a year ("2026").
    let date_number = |w: &str| {
        super::extract::is_day_number(w) || w.len() == 4 && w.bytes().all(|b| b.is_ascii_digit())
    };
    ws[k].0 == "May"
        && (k.checked_sub(1).is_some_and(|p| {
            is_one_of(ws[p].0, &["in", "since", "until", "from", "of"]) || date_number(ws[p].0)
        }) || ws.get(k + 1).is_some_and(|(w, _)| date_number(w)))
}

/// The part of `text` that says a named rule ended ("The old rule about no photographs in
/// the showroom is gone", "the ban on dogs in the office has been lifted", "the dress-code
/// rule no longer applies", "the ban on ... ended on 31 July"): a rule noun ([`RULE_NOUNS`]),
/// then a form of "be" and a word of ending, an ending of its own ([`ENDED`], "ran out"), or
/// "no longer applies". The words before the word of ending (the rule and what it is about),
/// and the part's range.
fn rule_said_ended(text: &str) -> Option<(Range<usize>, usize)> {
    parts(text).into_iter().find_map(|p| {
        let ws = words(text, p.clone());
        // ("hold" names a rule only after an article: "the hold on the hedge work"; "order"
        // only after a content word: "the housing order ... ended in April", pol61.)
        let noun = ws.iter().enumerate().position(|(k, (w, _))| {
            is_one_of(w, RULE_NOUNS)
                && (!w.eq_ignore_ascii_case("hold")
                    || k > 0 && is_one_of(ws[k - 1].0, &["the", "a"]))
                || w.eq_ignore_ascii_case(NAMED_ORDER) && k > 0 && is_content(ws[k - 1].0)
                || w.eq_ignore_ascii_case(NAMED_THING) && k > 0 && ws[k - 1].0.contains('-')
        })?;
        let end = (noun + 1..ws.len()).find(|&k| {
            let (w, _) = ws[k];
            let after_be = k > 0
                && is_one_of(ws[k - 1].0, &["is", "are", "was", "were", "been", "'s"])
                && (is_one_of(w, GONE) || lexicon::is_ending_verb_any_case(w));
            // "the ban on ... during nesting season ended on 31 July": an ending of its own
            // after a content word or "has"; "the closure ... ran out".
            let ended = is_one_of(w, ENDED)
                && (is_content(ws[k - 1].0) || is_one_of(ws[k - 1].0, &["has", "have", "had"]))
                || w.eq_ignore_ascii_case("out") && ws[k - 1].0.eq_ignore_ascii_case("ran");
            let no_longer = w.eq_ignore_ascii_case("longer")
                && ws[k - 1].0.eq_ignore_ascii_case("no")
                && ws
                    .get(k + 1)
                    .is_some_and(|(v, _)| is_one_of(v, &["applies", "apply", "stands", "holds"]));
            after_be || ended || no_longer
        })?;
        Some((p.start..ws[end - 1].1.end, p.end))
    })
}

/// "The old rule about no photographs in the showroom is gone — you can let clients take
/// pictures now." -> "No photographs in the showroom.": a rule the original says ended
/// ([`rule_said_ended`]) stated as a ban or in force in the rewrite, a part of it with a
/// negation or an [`IN_FORCE`] word ("Cod closure in area VIIa applies until ...") saying a
/// content word of what the rule was about, and no word of leave or ending anywhere in the
/// rewrite ("Showroom photo ban lifted", "photos OK now", "closure expired"; "not allowed"
/// is a ban). Not when what the rewrite bans is
/// banned again after the ending in the original ("the dog ban is over, but no dogs in the
/// kitchen" -> "No dogs in the kitchen."). The revoked rule, and the rewrite's ban.
fn ended_rule_said_in_force(
    o: &TextReading<'_>,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    // Cheap screen, through the original's kept letter pairs: a rule noun in the original.
    if !RULE_NOUNS
        .iter()
        .chain([&NAMED_ORDER, &NAMED_THING])
        .any(|n| o.holds_ignoring_case(n))
    {
        return None;
    }
    let original = o.text;
    let (rule, part_end) = rule_said_ended(original)?;
    let rewrite_words = words(rewrite, 0..rewrite.len());
    // (Not denied: "not allowed" bans; "no more", "no longer" end.)
    if rewrite_words.iter().enumerate().any(|(k, (w, _))| {
        (is_one_of(w, LEAVE_OR_ENDING) && !may_names_the_month(&rewrite_words, k)
            || is_one_of(w, ENDED)
            || lexicon::is_ending_verb_any_case(w))
            && (is_one_of(w, &["more", "longer"])
                || !k
                    .checked_sub(1)
                    .is_some_and(|p| is_negation_word(rewrite_words[p].0)))
    }) {
        return None;
    }
    // (A rule named by a hyphened phrase is about the phrase's words: "the
    // no-paddling-past-the-buoy rule", pol61.)
    let topic: Vec<WordKey> = words(original, rule.clone())
        .iter()
        .flat_map(|(w, _)| w.split('-'))
        .filter(|w| is_content(w) && !is_one_of(w, RULE_NOUNS))
        .map(WordKey::of)
        .collect();
    // The original's own bans after the ending: its part's rest, and every other part.
    let banned_again: Vec<WordKey> = parts(original)
        .into_iter()
        .flat_map(|p| {
            let p = if p.start <= rule.start && rule.start < p.end {
                rule.end..part_end
            } else {
                p
            };
            let ws = words(original, p);
            // (A negation after a past verb tells a fact, "found no nests", not a ban.)
            let from = ws.iter().enumerate().position(|(k, (w, _))| {
                is_negation_word(w) && !(k > 0 && lexicon::looks_past(ws[k - 1].0))
            });
            from.map(|f| ws[f..].to_vec()).unwrap_or_default()
        })
        .filter(|(w, _)| is_content(w))
        .map(|(w, _)| WordKey::of(w))
        .collect();
    parts(rewrite).into_iter().find_map(|p| {
        let ws = words(rewrite, p.clone());
        // (Or the rule named as holding from a time: "10 mph restriction since March", pol61.)
        let named_since = |k: usize| {
            is_one_of(ws[k].0, RULE_NOUNS)
                && ws
                    .get(k + 1)
                    .is_some_and(|(w, _)| w.eq_ignore_ascii_case("since"))
        };
        // (Or restricted again: "Visiting boats: cash only", pol62.)
        if !(0..ws.len()).any(|k| {
            is_negation_word(ws[k].0)
                || is_one_of(ws[k].0, IN_FORCE)
                || named_since(k)
                || is_one_of(ws[k].0, &["only"])
        }) {
            return None;
        }
        let keys: Vec<WordKey> = ws
            .iter()
            .filter(|(w, _)| is_content(w))
            .map(|(w, _)| WordKey::of(w))
            .collect();
        (keys.iter().any(|k| topic.iter().any(|t| t.same(k)))
            && !keys.iter().any(|k| banned_again.iter().any(|t| t.same(k))))
        .then(|| (rule.clone(), p))
    })
}

/// corpus36's changes read from the two texts alone, when nothing else was found.
pub(super) fn change_missed(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Missed> {
    ended_rule_said_in_force(o, r.text).map(|(f, t)| ("constraint added", f, t))
}

/// `a` and `b` are one word but for a plural's or a verb's ending ("passes" = "pass",
/// "bookings" = "booking"; by [`screened::stem`], or one a prefix of the other of four letters
/// at least and two more at most).
fn same_screened_word(a: &str, b: &str) -> bool {
    let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    screened::stem(a) == screened::stem(b)
        || short.len() >= 4 && long.starts_with(short) && long.len() - short.len() <= 2
}

/// Nouns that name a rule ("the rule about squash-merging", "the overtime policy").
fn names_a_rule(w: &str) -> bool {
    matches!(
        screened::stem(w),
        "rule" | "policy" | "requirement" | "ban" | "limit" | "practice" | "convention"
    )
}

/// Words that say a rule is kept: "keep", "still", "stays", "remains", "in force".
fn says_kept(w: &str) -> bool {
    matches!(
        w,
        "keep"
            | "kept"
            | "keeps"
            | "still"
            | "stays"
            | "stay"
            | "remains"
            | "remain"
            | "force"
            | "applies"
            | "apply"
            | "stands"
            | "effect"
            | "place"
    )
}

/// Words that say a rule is gone: "no longer", "dropped", "retired", "removed", "scrapped",
/// "lifted", "abolished", "not needed"...
fn says_retired(w: &str) -> bool {
    matches!(
        w,
        "longer"
            | "anymore"
            | "dropped"
            | "drop"
            | "retired"
            | "retire"
            | "removed"
            | "scrapped"
            | "lifted"
            | "gone"
            | "abolished"
            | "rescinded"
            | "cancelled"
            | "canceled"
            | "withdrawn"
            | "waived"
            | "revoked"
            | "obsolete"
            | "void"
            | "expired"
            | "ended"
            | "unneeded"
            | "unnecessary"
            | "suspended"
            | "deprecated"
    )
}

/// "Keep the old rule about squash-merging" -> "Squash-merging no longer needed"; "the rule
/// about badge scanning still applies" -> "badge scanning rule dropped": a clause of the
/// original keeps a rule (a word of [`says_kept`] beside a word naming a rule, or "still
/// applies"), and a rewrite clause that names every word of its topic (its content words but
/// the rule's and the keeping's) says it is gone ([`says_retired`], or a negation) with no
/// word of keeping. Not when the original retires something itself, in the clause or
/// another one naming the topic.
pub(super) fn kept_rule_said_retired(
    ow: &[screened::Word],
    rw: &[screened::Word],
) -> Option<(Range<usize>, Range<usize>)> {
    let o_clauses: Vec<&[screened::Word]> = screened::clauses(ow).collect();
    for clause in &o_clauses {
        let kept = clause.iter().any(|w| says_kept(&w.lower))
            && (clause.iter().any(|w| names_a_rule(&w.lower))
                || clause.iter().any(|w| w.lower == "still"));
        if !kept
            || clause
                .iter()
                .any(|w| says_retired(&w.lower) || screened::is_negation(&w.lower))
        {
            continue;
        }
        let topic: Vec<&str> = clause
            .iter()
            .map(|w| w.lower.as_str())
            .filter(|w| {
                w.len() >= 3 && !screened::function_word(w) && !says_kept(w) && !names_a_rule(w)
            })
            .filter(|w| {
                !matches!(
                    *w,
                    "about"
                        | "on"
                        | "for"
                        | "around"
                        | "regarding"
                        | "old"
                        | "existing"
                        | "current"
                )
            })
            .collect();
        if topic.is_empty() || topic.len() > 4 {
            continue;
        }
        // A word of the topic, or a part of a hyphened one ("two-approval rule").
        let names = |c: &[screened::Word], t: &str| {
            c.iter().any(|x| {
                x.lower.split('-').any(|p| same_screened_word(p, t))
                    || same_screened_word(&x.lower, t)
            })
        };
        // The original retires the topic elsewhere ("keep the rule about X; drop the one
        // about Y" is read per clause, but not "keep X ... X dropped for now").
        if o_clauses
            .iter()
            .any(|c| c.iter().any(|w| says_retired(&w.lower)) && topic.iter().all(|t| names(c, t)))
        {
            continue;
        }
        for r in screened::clauses(rw) {
            // A word of keeping after "no longer" or a negation keeps nothing ("no longer
            // applies", "doesn't apply").
            let keeps = r.iter().enumerate().any(|(k, w)| {
                says_kept(&w.lower)
                    && !r[k.saturating_sub(2)..k]
                        .iter()
                        .any(|x| x.lower == "longer" || screened::is_negation(&x.lower))
            });
            if topic.iter().all(|t| names(r, t))
                && r.iter()
                    .any(|w| says_retired(&w.lower) || screened::is_negation(&w.lower))
                && !keeps
            {
                return Some((screened::span(clause), screened::span(r)));
            }
        }
    }
    None
}

/// Words that say work is stopped for now.
const STOPPED: &[&str] = &[
    "paused",
    "suspended",
    "on hold",
    "halted",
    "frozen",
    "on pause",
    "embargoed",
];

/// Words that let work go on.
const GOING: &[&str] = &[
    "go ahead",
    "goes ahead",
    "can proceed",
    "may proceed",
    "can continue",
    "may continue",
    "resume",
    "resumes",
    "resumed",
    "unpaused",
    "back on",
    "allowed",
    "permitted",
    "cleared to",
    "can go",
    "may go",
];

/// "Battery installs are paused until the new enclosures arrive" -> "Battery installs can go
/// ahead; new enclosures arriving soon.": work the original stops ("paused", "on hold",
/// "suspended") said by a part of the rewrite to go on ("can go ahead", "resume",
/// "allowed") with a content word of the stopped work, no stop and no condition of its own
/// ("once", "after", "until", "when", "if", "only"): the pause lifted. "can go ahead once the
/// enclosures arrive" is not read.
pub(super) fn pause_lifted(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (original, rewrite) = (o.text, r.text);
    // (The original's seven stops first: both are pure, and they are the fewer searches.)
    if !o.holds_any_phrase(STOPPED) || !r.holds_any_phrase(GOING) {
        return None;
    }
    let part = parts(original)
        .into_iter()
        .find(|p| holds_any_phrase(&original[p.clone()], STOPPED))?;
    let ours = words(original, part.clone());
    let t = parts(rewrite).into_iter().find(|t| {
        let s = &rewrite[t.clone()];
        let theirs = words(rewrite, t.clone());
        holds_any_phrase(s, GOING)
            && !holds_any_phrase(s, STOPPED)
            && !theirs.iter().any(|(w, _)| {
                is_one_of(w, NEGATIONS)
                    || is_one_of(
                        w,
                        &[
                            "once", "after", "until", "till", "when", "if", "only", "unless",
                        ],
                    )
            })
            && shared(&ours, &theirs) >= 1
    })?;
    Some((part, t))
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};
    use crate::polarity::tests::{assert_reports, changed as reports};

    /// A rule named by a hyphened compound and "thing", said to be off ("the card-only thing
    /// for the bar is off"), restated as restricting ("Bar: card only") is revived; the ending
    /// said again, or "the thing is" (no rule), is not (pol62, s62a-p135).
    #[test]
    fn a_thing_said_off_restated_in_force() {
        let o = "ok the card-only thing for the bar is off, take cash again";
        assert_changed(&[(o, "Bar: card only.")]);
        assert_faithful(&[(o, "Bar: card-only thing is off; cash OK again.")]);
    }

    /// The original's ended rule is read as said in force by the rewrite.
    fn said_in_force(original: &str, rewrite: &str) -> bool {
        super::ended_rule_said_in_force(&super::TextReading::new(original), rewrite).is_some()
    }

    /// A revocation said as "X rule revoked", "Revoked: X rule" or "X check dropped" is
    /// faithful; the rule kept or said again, another rule revoked, its rule's words traded, or
    /// the end put off to a date are still reported.
    #[test]
    fn a_revocation_in_the_telegraphic_passive() {
        let squash = "Forget the rule about squashing commits; just keep the history as is.";
        let ids = "Forget the rule about ID checks for the Friday queue.";
        assert_faithful(&[
            (
                squash,
                "Squash-commit rule revoked; keep commit history as is.",
            ),
            (ids, "Friday queue: ID check dropped."),
            (
                "Forget the rule about squashing commits.",
                "Revoked: squash-commit rule.",
            ),
        ]);
        assert_changed(&[
            (
                squash,
                "Squash-commit rule kept; keep commit history as is.",
            ),
            (squash, "Squash commits; keep the history as is."),
            (squash, "Rebase rule revoked; keep commit history as is."),
            (ids, "Friday queue: ID check still applies."),
            (ids, "Friday queue: bag check dropped."),
            (ids, "Friday queue: ID check dropped from March 2027."),
            (ids, "Friday queue: ID check dropped until March."),
        ]);
    }

    /// "the old rule about X" names which rule a revocation lifts: the age may go; the rule
    /// kept, another rule dropped, or the rule said beside it changed are still reported.
    #[test]
    fn the_age_of_a_revoked_rule() {
        let agenda = "User: Forget the old rule about printing every agenda, email's fine now. But the noticeboard copy still has to go up three clear days ahead.";
        assert_faithful(&[(
            agenda,
            "Agenda printing rule dropped (email OK); noticeboard copy still required 3 clear days ahead.",
        )]);
        assert_changed(&[
            (
                agenda,
                "Agenda printing rule kept; noticeboard copy still required 3 clear days ahead.",
            ),
            (
                agenda,
                "Agenda printing rule dropped (email OK); noticeboard copy still required 2 clear days ahead.",
            ),
            (
                agenda,
                "Agenda printing rule dropped (email OK); noticeboard copy no longer required.",
            ),
            (
                agenda,
                "Minutes printing rule dropped (email OK); noticeboard copy still required 3 clear days ahead.",
            ),
        ]);
        assert!(super::age_of_a_named_rule("the old rule", &(4..7)));
        assert!(!super::age_of_a_named_rule("the old server", &(4..7)));
    }

    /// A rule revoked with a verb, said revoked in a sentence of its own or under a label;
    /// the rule kept, another rule named, a date of its own, the revocation denied, or what
    /// follows it changed stay reported.
    #[test]
    fn revocation_said_in_another_sentence() {
        let wheel =
            "Forget the rule about photographing every wheel; spot checks are fine from now on.";
        let squash = "Forget the rule about squashing commits; just keep the history as is.";
        assert_faithful(&[
            (
                wheel,
                "Revoked: photograph-every-wheel rule. Spot checks OK going forward.",
            ),
            (
                wheel,
                "Photograph-every-wheel rule dropped. Spot checks are fine from now on.",
            ),
            (
                squash,
                "Squash-commit rule revoked: keep commit history as is.",
            ),
        ]);
        assert_changed(&[
            (
                wheel,
                "Photograph-every-wheel rule kept. Spot checks OK going forward.",
            ),
            (
                wheel,
                "Photograph-every-wheel rule not revoked. Spot checks OK going forward.",
            ),
            (
                wheel,
                "Revoked: photograph-every-tyre rule. Spot checks OK going forward.",
            ),
            (
                wheel,
                "Revoked from March: photograph-every-wheel rule. Spot checks OK going forward.",
            ),
            (wheel, "Spot checks OK going forward."),
            (
                wheel,
                "Revoked: photograph-every-wheel rule. Spot checks required going forward.",
            ),
            (
                wheel,
                "Revoked: photograph-every-wheel rule. Spot checks OK on weekends.",
            ),
            (
                squash,
                "Squash-commit rule kept: keep commit history as is.",
            ),
            (
                squash,
                "Squash-commit rule revoked: rewrite commit history as needed.",
            ),
            (squash, "Squash-commit rule revoked: delete the history."),
            (
                squash,
                "Squash-commit rule revoked from March: keep commit history as is.",
            ),
            (
                squash,
                "Squash-commit rule not revoked: keep commit history as is.",
            ),
            (
                squash,
                "Squash-commit rule revoked: keep commit history as is unless Ana asks.",
            ),
            (
                squash,
                "Squash-commit rule revoked: ideally keep commit history as is.",
            ),
            (squash, "Rebase rule revoked: keep commit history as is."),
        ]);
    }

    /// A rule taken back by name said again as gone ("no longer needed", "dropped"); still
    /// needed, or another topic, is reported.
    #[test]
    fn a_rule_taken_back_said_as_gone() {
        let o = "Forget the old rule about checking recipe changes with Hamid; just log them in the changelog.";
        assert_faithful(&[
            (
                o,
                "Recipe changes: Hamid check no longer needed; log them in the changelog.",
            ),
            (
                "Scrap the rule about checking recipe changes with Hamid — he's left. Log every change in the changelog.",
                "Recipe changes: Hamid check dropped; log each in changelog.",
            ),
        ]);
        assert_changed(&[
            (
                o,
                "Recipe changes: Hamid check still needed; log them in the changelog.",
            ),
            (
                o,
                "Supplier changes: Hamid check no longer needed; log them in the changelog.",
            ),
            (
                o,
                "Recipe changes: check with Hamid; log them in the changelog.",
            ),
        ]);
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

    #[test]
    fn a_rule_said_ended_and_stated_in_force_is_reported() {
        for (o, r) in [
            (
                "The old rule about no photographs in the showroom is gone — you can let \
                 clients take pictures now.",
                "No photographs in the showroom.",
            ),
            (
                "The ban on dogs in the office has been lifted.",
                "No dogs in the office.",
            ),
            (
                "The rule about no phones on the shop floor is over; staff can carry them now.",
                "Phones not allowed on the shop floor.",
            ),
            (
                "The restriction on overtime for juniors no longer applies.",
                "Juniors: no overtime.",
            ),
            (
                "The ban on netting the east pool during spawning ended on 30 June, so we're \
                 clear.",
                "No netting the east pool during spawning (until 30 June).",
            ),
            (
                "The salmon closure for the upper beat ran out at the end of last month.",
                "Salmon closure on the upper beat applies until the end of the month.",
            ),
            (
                "The hold on the orchard spraying is lifted — crack on from today.",
                "Orchard spraying on hold.",
            ),
            (
                "The hold on the orchard spraying is lifted — the inspector found no wasps, \
                 crack on from today.",
                "Orchard spraying on hold — inspector wasp check.",
            ),
            // A named order, a hyphened rule name, the rule said holding "since" (pol61).
            (
                "The boil-water order from the main burst ended in May; taps are fine since.",
                "Boil-water order in force from May; boil all tap water.",
            ),
            (
                "The no-swimming-past-the-rope rule is lifted — the weed's been cut, so guests \
                 can swim to the island now.",
                "Guests: no swimming past the rope.",
            ),
            (
                "The 20 mph restriction on the quarry lane ended when they resurfaced it in June.",
                "Quarry lane: 20 mph restriction since the resurfacing in June.",
            ),
        ] {
            assert!(reports(o, r), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "The old rule about no photographs in the showroom is gone — you can let \
                 clients take pictures now.",
                "Showroom photo ban lifted; clients may take pictures.",
            ),
            (
                "The ban on dogs in the office is over, but no dogs in the kitchen.",
                "No dogs in the kitchen.",
            ),
            (
                "The ban on dogs in the office is over, but still no dogs in the kitchen.",
                "No dogs in the kitchen.",
            ),
            (
                "The ban on dogs in the office has been lifted.",
                "Dogs now OK in the office.",
            ),
            (
                "The rule about no phones on the shop floor is over.",
                "No more phone rule on the shop floor.",
            ),
            (
                "The ban on netting the east pool during spawning ended on 30 June.",
                "East pool netting ban expired 30 June.",
            ),
            (
                "The salmon closure for the upper beat ran out at the end of last month.",
                "Upper beat salmon closure over since end of last month.",
            ),
            (
                "The hold on the orchard spraying is lifted — crack on from today.",
                "Orchard spraying: hold lifted, start today.",
            ),
            (
                "Note says don't auto-approve: the policy lapsed on 11 Feb.",
                "Don't auto-approve (policy lapsed 11 Feb).",
            ),
            (
                "Please hold the gate; the ban on dogs is lifted.",
                "Hold the gate open.",
            ),
            (
                "The boil-water order from the main burst ended in May.",
                "Boil-water order ended May; tap water fine.",
            ),
            (
                "Stack the crates in order ended by size; the count's done.",
                "No crates out of order.",
            ),
            (
                "The no-swimming-past-the-rope rule is lifted — guests can swim to the island.",
                "No-swimming-past-the-rope rule lifted; swim to the island.",
            ),
            (
                "The 20 mph restriction on the quarry lane ended when they resurfaced it in June.",
                "Quarry lane: 20 mph restriction until the resurfacing in June.",
            ),
        ] {
            assert!(!said_in_force(o, r), "{o} -> {r}");
        }
    }

    /// An ended rule said in force with a date in May: "May" after "in", "since", "until",
    /// "from", "of" or a day number, or before a day number or a year, is the month, not a
    /// word of leave (pol61b). "May I ...", "you may" still give leave.
    #[test]
    fn may_the_month_is_no_leave() {
        for (o, r) in [
            (
                "The ban on jet skis in the cove ended last week.",
                "No jet skis in the cove from May.",
            ),
            (
                "The restriction on bonfires at the allotments was lifted last week.",
                "Allotments: bonfire restriction in force until 31 May.",
            ),
            (
                "The hosepipe ban on the estate has ended.",
                "No hosepipes on the estate since May 2026.",
            ),
        ] {
            assert!(said_in_force(o, r), "{o} -> {r}");
        }
        for (o, r) in [
            (
                "The ban on jet skis in the cove ended in May.",
                "Jet skis may use the cove since May.",
            ),
            (
                "The ban on jet skis in the cove is over.",
                "May I remind you jet skis are not banned in the cove.",
            ),
            (
                "The hosepipe ban on the estate has ended.",
                "You May not be stopped using hosepipes on the estate.",
            ),
        ] {
            assert!(!said_in_force(o, r), "{o} -> {r}");
        }
        let month = |text: &str, k: usize| {
            super::may_names_the_month(&super::words(text, 0..text.len()), k)
        };
        assert!(month("in force from May", 3));
        assert!(month("since May 2026", 1));
        assert!(month("until 31 May", 2));
        assert!(month("May 3rd only", 0));
        assert!(!month("May I ask", 0));
        assert!(!month("you may go", 1));
        assert!(!month("May 500 people enter", 0));
    }

    /// A rule kept said as retired: a change ("negation added" when nothing else reads it).
    /// Kept again, it is not.
    #[test]
    fn kept_rule_said_retired() {
        assert_changed(&[
            (
                "Keep the old rule about squash-merging.",
                "Squash-merging no longer needed.",
            ),
            (
                "The rule about badge scanning still applies.",
                "Badge scanning rule dropped.",
            ),
            (
                "Keep the policy on late fees.",
                "Late fees policy scrapped.",
            ),
            (
                "The ban on glass bottles still stands.",
                "Glass bottles ban lifted.",
            ),
            (
                "The old limit on guest passes still applies.",
                "Guest pass limit gone.",
            ),
        ]);
        assert_faithful(&[
            (
                "Keep the old rule about squash-merging.",
                "Squash-merging rule still applies.",
            ),
            (
                "The rule about badge scanning still applies.",
                "Badge scanning rule still in force.",
            ),
            (
                "Keep the old limit on overtime hours.",
                "Overtime hours limit stays.",
            ),
        ]);
        // The topic the original retires itself is not read ("keep X ...; X dropped for
        // now"), nor another topic retired beside the kept one.
        let read = |o: &str, r: &str| {
            super::kept_rule_said_retired(
                &crate::polarity::screened::words(o),
                &crate::polarity::screened::words(r),
            )
            .is_some()
        };
        assert!(!read(
            "Keep the rule about squash-merging; drop the one about rebasing.",
            "Squash-merging rule kept; rebasing rule dropped.",
        ));
        assert!(!read(
            "Keep the rule about squash-merging. Squash-merging is dropped for hotfixes.",
            "Squash-merging dropped for hotfixes.",
        ));
    }

    /// Work the original pauses said by the rewrite to go on, with no condition of its own,
    /// is a negation dropped; "can go ahead once ..." is not.
    #[test]
    fn a_pause_lifted_is_reported() {
        assert_changed(&[
            (
                "Battery installs are paused until the new fire-rated enclosures arrive, ja, even if the client is moaning.",
                "Battery installs can go ahead; new fire-rated enclosures arriving soon.",
            ),
            (
                "Kitchen refits are on hold until the gas survey comes back.",
                "Kitchen refits can go ahead; gas survey due next week.",
            ),
        ]);
        assert_faithful(&[(
            "Kitchen refits are on hold until the gas survey comes back.",
            "Kitchen refits: can go ahead once the gas survey is back.",
        )]);
    }
}
