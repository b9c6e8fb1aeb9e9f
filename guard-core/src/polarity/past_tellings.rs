//! A "never" that tells what happened, not a rule ("Never seen it that bad in November", "the
//! wait times never went over 9 minutes"): a "never" before a past form, no word that binds in
//! its clause; a rewrite that drops it or says it otherwise deletes no rule. With the faithful
//! forms of blind corpus s36c (its `faithful_form`), which ask this and the readings of other
//! modules in turn. And what the original tells of the past said by the rewrite as a rule in
//! force: a cap kept once ("used to cap ... at 40") said as a cap, a regret ("should have
//! hired") said as an order.

use super::counts::{first_ones_said_as_a_range, lesser_count_refused};
use super::exclusives::is_figure;
use super::is_one_of;
use super::words::{
    GONE, NEGATIONS, REVOKING, TextReading, Word, all_words, alphanumeric_runs, binds, digits_of,
    has_digit, holds_any_phrase as has_any, holds_any_phrase, holds_phrase, is_content,
    part_holding, parts, same_word, shared, words,
};
use super::words::{ascii_lower, starts_with_ignore_ascii_case};
use crate::classify::lexicon::looks_past;
use std::ops::Range;

/// Past forms that tell what happened ("went", "seen", "stopped"), none of them a word of
/// leave or of a ban ("allowed", "left").
pub(super) const PAST_FORMS: &[&str] = &[
    "went", "seen", "saw", "been", "had", "did", "got", "came", "heard", "knew", "thought",
    "stopped", "happened", "showed", "managed", "missed", "wanted", "made", "dropped", "failed",
    "exceeded", "reached", "dipped", "rose", "fell", "broke", "crossed", "lost", "ran", "felt",
];

/// Words that make a sentence bind whatever else it says.
const BINDS: &[&str] = &[
    "should",
    "shall",
    "can",
    "cannot",
    "can't",
    "may",
    "need",
    "needs",
    "only",
    "always",
    "required",
    "mandatory",
    "allowed",
    "permitted",
    "ensure",
    "don't",
    "do",
    "to",
    "has",
    "have",
];

/// "Bit of a shocker last night ... Never seen it that bad in November." -> "...; unusually
/// heavy for Nov."; "... somehow the wait times never went over 9 minutes." -> "waits stayed
/// ≤9 min": a "never" before a past form ("went", "seen", "stopped") tells what happened,
/// no rule; the words that bind ("must" but an epistemic "must have", "should", "only",
/// "don't", "to") absent from its clause, no "is" ("are") before it ("are never allowed").
/// "Never leave the cage open" and "Glass is never to be taken past the bar" are still
/// rules.
fn never_told_of_the_past(original: &str, from: &Range<usize>) -> bool {
    let Some(text) = original.get(from.clone()) else {
        return false;
    };
    if !has_any(text, &["never"]) || super::negation_count(text) != 1 {
        return false;
    }
    let ws = words(original, from.clone());
    let Some(k) = ws.iter().position(|(w, _)| is_one_of(w, &["never"])) else {
        return false;
    };
    let told = ws.get(k + 1).is_some_and(|(w, _)| is_one_of(w, PAST_FORMS));
    let before_is_a_present = k > 0
        && is_one_of(
            ws[k - 1].0,
            &["is", "are", "am", "be", "must", "will", "would", "should"],
        );
    let binds = ws.iter().enumerate().any(|(i, (w, _))| {
        is_one_of(w, BINDS) && !(is_one_of(w, &["had", "have"]))
            || is_one_of(w, &["must"])
                && !ws
                    .get(i + 1)
                    .is_some_and(|(n, _)| is_one_of(n, &["have", "of"]))
    });
    told && !before_is_a_present && !binds
}

/// Faithful forms read in corpus36c, each a filter over one kind of change.
pub(super) fn faithful_form(
    what: &str,
    (original, from): (&str, &Range<usize>),
    (rewrite, to): (&str, Option<&Range<usize>>),
) -> bool {
    match what {
        "constraint deleted" | "prohibition became mention" => {
            never_told_of_the_past(original, from)
        }
        "negation dropped" => lesser_count_refused(original, from, rewrite),
        "bound changed" => {
            to.is_some_and(|to| first_ones_said_as_a_range((original, from), (rewrite, to)))
        }
        _ => false,
    }
}

/// Words that say a cap or a limit in force ("capped at 40 L", "max 3", "≤ 20").
const LIMITS: &[&str] = &[
    "cap",
    "capped",
    "caps",
    "max",
    "maximum",
    "limit",
    "limited",
    "at most",
    "up to",
    "no more than",
    "not more than",
];

/// "We used to cap cold brew at 40 litres a day when the old chiller was in." -> "Cold brew:
/// capped at 40 L/day.": a sentence of the original that says what was done once ("used
/// to") with a number, and a part of the rewrite that says the same number under a cap
/// ("capped", "max", "≤") with a content word of that sentence and no word of its being past
/// or gone ("used to", "was", "old", "scrapped"): a lapsed cap said to be in force.
pub(super) fn past_cap_said_in_force(
    original: &str,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    if !holds_phrase(original, "used to") || !has_digit(rewrite) {
        return None;
    }
    let part = parts(original).into_iter().find(|p| {
        holds_phrase(&original[p.clone()], "used to") && has_digit(&original[p.clone()])
    })?;
    let ours = words(original, part.clone());
    // The numbers the past rule says: after its "used to".
    let used = ours
        .iter()
        .position(|(w, _)| w.eq_ignore_ascii_case("used"))?;
    let said: Vec<&str> = ours[used..]
        .iter()
        .map(|(w, _)| digits_of(w))
        .filter(|d| !d.is_empty())
        .collect();
    parts(rewrite)
        .into_iter()
        .find(|t| {
            let s = &rewrite[t.clone()];
            let theirs = words(rewrite, t.clone());
            (holds_any_phrase(s, LIMITS) || s.contains(['≤', '<']))
                && !holds_any_phrase(s, GONE)
                && !holds_any_phrase(s, REVOKING)
                && theirs.iter().any(|(w, _)| said.contains(&digits_of(w)))
                && shared(&ours, &theirs) >= 2
        })
        .map(|t| (part, t))
}

/// Phrases that regret what was (not) done ("should have kept", "ought to have").
const REGRET: &[&str] = &["should have", "should've", "ought to have"];

/// "Harriet reckons we should have ordered at least twice as many" -> "order at least twice
/// as many next time": what the original regrets ("should have" and a past verb) said by the
/// rewrite as an order, the verb's plain form leading a clause of it ("order ...") and no
/// "should have" kept: a narrative made a rule.
pub(super) fn regret_said_as_an_order(
    original: &str,
    rewrite_read: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    if !holds_any_phrase(original, REGRET) || rewrite_read.holds_any_phrase(REGRET) {
        return None;
    }
    let part = parts(original)
        .into_iter()
        .find(|p| holds_any_phrase(&original[p.clone()], REGRET))?;
    let ours = words(original, part.clone());
    let at = (0..ours.len()).find(|&i| {
        ours[i].0.eq_ignore_ascii_case("should've")
            || ours[i].0.eq_ignore_ascii_case("have")
                && i > 0
                && is_one_of(ours[i - 1].0, &["should", "to"])
    })?;
    let (verb, _) = ours.get(at + 1)?;
    let to = plain_form_leading(verb, rewrite_read)?;
    Some((part, to))
}

/// "As the committee asked, we've re-bolted the second pitch" -> "Re-bolt second pitch ...":
/// a deed the original says done ("have", "has" or "'ve" and a verb in "-ed") said by the
/// rewrite as an order, the verb's plain form leading a clause of it ([`plain_form_leading`]):
/// a narrative made a rule (pol53). "Re-bolted second pitch" and "Pitch re-bolted" stay
/// faithful; a part of the original that binds ("must", "should" ...) is not read.
pub(super) fn deed_said_as_an_order(
    original: &str,
    rewrite_read: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    // (A cheap screen: most originals tell no deed done.)
    if !(original.contains("'ve ") || holds_any_phrase(original, &["have", "has"])) {
        return None;
    }
    parts(original).into_iter().find_map(|part| {
        let ours = words(original, part.clone());
        if binds(&ours) {
            return None;
        }
        (1..ours.len()).find_map(|i| {
            let (done, _) = ours[i - 1];
            let has = is_one_of(done, &["have", "has"])
                || done.len() > 3 && done.to_ascii_lowercase().ends_with("'ve");
            has.then(|| plain_form_leading(ours[i].0, rewrite_read))
                .flatten()
                .map(|to| (part.clone(), to))
        })
    })
}

/// Words that say a request was carried out ("sorted last week", "done on Monday").
const CARRIED_OUT: &[&str] = &["sorted", "done", "finished", "completed", "fixed"];

/// "Harbourmaster asked us to shift the dinghy rack off the slipway — sorted last week" ->
/// "Shift dinghy rack off slipway": a request ("asked" or "told" someone "to" and a verb)
/// the original says was carried out ([`CARRIED_OUT`], after the verb), said by the rewrite as
/// an order, the same verb leading a clause of it: a deed done made a rule (session 54,
/// pol54). "Dinghy rack shifted off slipway (done)" stays faithful, and so does a request
/// not said done ("asked us to shift the rack" -> "Shift rack": the request is the rule).
/// Carried out may be said "he did" (a pronoun's "did" closing a clause), and the order as a
/// subject's duty with "to": "Told Ross to lash the gas bottles down; he did, ..." -> "Ross to
/// lash the gas bottles down" (pol55, s55b-p110), or "he did it" ("...; he did it Tuesday"
/// -> "Ricky to re-splice the safety-line eye", pol56, s56b-p116), "he did all four" ("Told
/// Kyle to re-tension the guy wires ... He did all four" -> "Kyle to re-tension the guy
/// wires", pol58, s58a-p128).
pub(super) fn request_done_said_as_an_order(
    original: &str,
    rewrite_read: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    // (A cheap screen: most originals ask nothing of anyone and say nothing done.)
    if !holds_any_phrase(original, &["asked", "told"])
        || !holds_any_phrase(original, CARRIED_OUT) && !holds_any_phrase(original, &["did"])
    {
        return None;
    }
    let ours = words(original, 0..original.len());
    // "he did," "they did.": a pronoun's "did" with nothing after it in its clause, or with
    // "it" or "that" ("he did it Tuesday"; pol56), "them", "both", or "all" and a number ("He
    // did all four and sent photos"; pol58).
    let did = |i: usize| {
        let all_of = |k: usize| {
            ours.get(k + 1)
                .filter(|(w, _)| is_one_of(ours[k].0, &["all"]) && is_figure(w))
        };
        let done = ours
            .get(i + 1)
            .and_then(|next| {
                if is_one_of(next.0, &["it", "that", "them", "both"]) {
                    Some(next)
                } else {
                    all_of(i + 1)
                }
            })
            .map_or(ours[i].1.end, |(_, r)| r.end);
        is_one_of(ours[i].0, &["did"])
            && i > 0
            && is_one_of(ours[i - 1].0, &["he", "she", "they", "we", "i"])
            && original[done..]
                .trim_start()
                .chars()
                .next()
                .is_none_or(|c| {
                    c != '?'
                        && (done > ours[i].1.end || matches!(c, ',' | ';' | '.' | '!' | '—' | '-'))
                })
    };
    let (asked, verb) = (0..ours.len()).find_map(|i| {
        if !is_one_of(ours[i].0, &["asked", "told"]) {
            return None;
        }
        // ("asked us to shift", "told the crew to shift": "to" in the four words after.)
        let to = (i + 1..ours.len().min(i + 5)).find(|&k| is_one_of(ours[k].0, &["to"]))?;
        Some((i, ours.get(to + 1)?))
    })?;
    let done = (asked..ours.len())
        .any(|i| ours[i].1.start > verb.1.end && (is_one_of(ours[i].0, CARRIED_OUT) || did(i)));
    let to = rewrite_read.words().iter().find(|(w, r)| {
        w.eq_ignore_ascii_case(verb.0)
            && (leads_a_clause(rewrite_read.text, r) || after_a_subjects_to(rewrite_read.text, r))
    })?;
    done.then(|| (ours[asked].1.start..verb.1.end, to.1.clone()))
}

/// The word at `r` of `text` leads a clause: at the text's start or after a comma, colon,
/// semicolon, full stop or dash.
fn leads_a_clause(text: &str, r: &Range<usize>) -> bool {
    text[..r.start]
        .trim_end()
        .chars()
        .next_back()
        .is_none_or(|c| matches!(c, ',' | ':' | ';' | '.' | '—' | '-'))
}

/// The word at `r` of `text`, in lower-case letters and hyphens ("re-splice"), follows a
/// subject's "to" that its
/// clause opens with ("Ross to lash", "Crew to shift"): one or two words and "to" since the
/// clause's lead, no verb of the past before it ("raised to A440" is no duty).
fn after_a_subjects_to(text: &str, r: &Range<usize>) -> bool {
    let lead = text[..r.start]
        .rfind([',', ':', ';', '.', '—'])
        .map_or(0, |at| at + 1);
    let before: Vec<&str> = text[lead..r.start].split_whitespace().collect();
    (2..=3).contains(&before.len())
        && is_one_of(before[before.len() - 1], &["to"])
        && !looks_past(&ascii_lower(before[before.len() - 2]))
        && text[r.clone()]
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b == b'-')
}

/// Where the rewrite leads a clause with the plain form of `verb`, a past form in "-ed" of
/// at least five letters ("ordered" -> "order", "hired" -> "hire", "planned" -> "plan"): at
/// its start or after a comma, colon, semicolon, full stop or dash.
fn plain_form_leading(verb: &str, rewrite_read: &TextReading<'_>) -> Option<Range<usize>> {
    let rewrite = rewrite_read.text;
    if !verb.to_ascii_lowercase().ends_with("ed") || verb.len() < 5 {
        return None;
    }
    let stem = &verb[..verb.len() - 2];
    let undoubled = stem
        .as_bytes()
        .ends_with(&[stem.as_bytes()[stem.len() - 1]; 2])
        .then(|| &stem[..stem.len() - 1]);
    let is_plain = |w: &str| {
        w.eq_ignore_ascii_case(stem)
            || w.len() == stem.len() + 1
                && starts_with_ignore_ascii_case(w, stem)
                && w.ends_with(['e', 'E'])
            || undoubled.is_some_and(|u| w.eq_ignore_ascii_case(u))
    };
    rewrite_read
        .words()
        .iter()
        .find(|(w, r)| is_plain(w) && leads_a_clause(rewrite, r))
        .map(|(_, to)| to.clone())
}

/// "We used to require a deposit for all ops over £500, but Helen scrapped that last spring."
/// -> "Deposit required for all operations over £500.": a rule the original says was in force
/// once ("used to", or named as a "rule", "policy", "cap") and taken back ("scrapped",
/// "lifted", "no longer"), said by the rewrite as binding (a modal, "required", "only") with
/// two of its content words, no word of its being gone and no negation: a lapsed rule said to
/// be in force. "No deposit needed any more" or "Deposit no longer required" are not read.
/// A rule regretted ("we should have kept the old two-key rule") is one taken back too, when
/// the rewrite keeps no regret of its own ("should have"; pol66c).
pub(super) fn lapsed_rule_said_in_force(
    o: &TextReading<'_>,
    r: &TextReading<'_>,
) -> Option<(Range<usize>, Range<usize>)> {
    let (original, rewrite) = (o.text, r.text);
    let regretted = |t: &TextReading<'_>| t.holds_any_phrase(REGRET);
    if !(o.holds_any_phrase(REVOKING) || o.holds_phrase("no longer") || regretted(o))
        || regretted(r)
    {
        return None;
    }
    let part = parts(original).into_iter().find(|p| {
        let s = &original[p.clone()];
        (holds_any_phrase(s, REVOKING)
            || holds_phrase(s, "no longer")
            || holds_any_phrase(s, REGRET))
            && holds_any_phrase(
                s,
                &[
                    "used to",
                    "rule",
                    "policy",
                    "requirement",
                    "cap",
                    "ban",
                    "limit",
                ],
            )
    })?;
    // (Its words cut again at their hyphens: "the old two-witness rule" names witnesses.)
    let ours: Vec<Word<'_>> = alphanumeric_runs(&words(original, part.clone()))
        .map(|r| (&original[r.clone()], r))
        .collect();
    parts(rewrite)
        .into_iter()
        .find(|t| {
            let theirs = words(rewrite, t.clone());
            let s = &rewrite[t.clone()];
            (binds(&theirs) || bound_with_a_number(&theirs))
                && !theirs.iter().any(|(w, _)| is_one_of(w, NEGATIONS))
                && !holds_any_phrase(s, GONE)
                && !holds_any_phrase(s, REVOKING)
                && shared(&ours, &theirs) >= 2
        })
        .map(|t| (part, t))
}

/// "Cabin limit: 4 passengers": a part naming a bound ("limit", "cap", "max") with a
/// number, a bound in force (pol56, s56b-p112).
fn bound_with_a_number(ws: &[Word<'_>]) -> bool {
    ws.iter()
        .any(|(w, _)| is_one_of(w, &["limit", "cap", "max", "maximum"]))
        && ws
            .iter()
            .any(|(w, _)| w.bytes().any(|b| b.is_ascii_digit()))
}

/// Words that say a part tells what happened or what is likely, not what must be.
pub(super) const TOLD: &[&str] = &[
    "didn't",
    "wasn't",
    "weren't",
    "was",
    "were",
    "had",
    "ran",
    "went",
    "got",
    "did",
    "last",
    "yesterday",
    "ago",
    "likely",
    "probably",
    "apparently",
    "seems",
    "possibly",
];

/// "Last season we never opened the back bowl before Christmas" -> "Back bowl didn't open
/// pre-Christmas last season"; "The inverter must be tripping again" -> "Inverter likely
/// tripping": a part of the rewrite read as a rule that tells what happened ("didn't",
/// "was", "last season") or what is likely ("likely", "probably"), with no modal of duty:
/// no rule added. "Back bowl must not open pre-Christmas" is still read.
pub(super) fn told_not_ruled(rewrite: &str, to: &Range<usize>) -> bool {
    let ps: Vec<Range<usize>> = parts(rewrite)
        .into_iter()
        .filter(|p| p.start < to.end.max(to.start + 1) && to.start < p.end)
        .collect();
    !ps.is_empty() && ps.into_iter().all(|t| told_part(rewrite, t))
}

/// One part of [`told_not_ruled`].
fn told_part(rewrite: &str, t: Range<usize>) -> bool {
    let theirs = words(rewrite, t);
    theirs.iter().any(|(w, _)| is_one_of(w, TOLD))
        && !theirs.iter().any(|(w, _)| {
            is_one_of(
                w,
                &[
                    "must", "should", "need", "needs", "required", "don't", "never", "only",
                    "mustn't", "can't", "cannot",
                ],
            )
        })
}

/// "naebody got a lunch break" -> "Very busy day: 30+ consults, no lunch breaks.": "no X" in
/// the rewrite where the original already negates X (a negation at most four words before
/// the same word): a narrative negation said again, no rule added.
pub(super) fn narrative_negation_said_again(
    original: &str,
    rewrite: &str,
    to: &Range<usize>,
) -> bool {
    let Some(t) = part_holding(rewrite, to.start) else {
        return false;
    };
    let theirs = words(rewrite, t);
    let ours = all_words(original);
    // The original's negation before the same word, a verb of the past between ("naebody
    // got a lunch break"); not a leave withheld, a past rule ("we weren't allowed to print
    // after 8pm" -> "No printing after 8pm" revives it; pol54).
    let negated = |w: &str| {
        ours.iter().enumerate().any(|(i, (v, _))| {
            let before = &ours[i.saturating_sub(4)..i];
            same_word(w, v)
                && before.iter().enumerate().any(|(k, (n, _))| {
                    is_one_of(n, NEGATIONS)
                        && before[k + 1..].iter().any(|(p, _)| {
                            is_one_of(
                                p,
                                &["got", "had", "was", "were", "did", "took", "came", "went"],
                            ) || (p.len() > 4 && p.ends_with("ed"))
                        })
                        && !before[k + 1..]
                            .iter()
                            .any(|(p, _)| is_one_of(p, &["allowed", "permitted"]))
                })
        })
    };
    theirs
        .windows(2)
        .any(|p| p[0].0.eq_ignore_ascii_case("no") && is_content(p[1].0) && negated(p[1].0))
        && !theirs.iter().any(|(w, _)| {
            is_one_of(
                w,
                &[
                    "must",
                    "should",
                    "don't",
                    "never",
                    "allowed",
                    "permitted",
                    "banned",
                    "prohibited",
                    "forbidden",
                    "need",
                    "needs",
                    "required",
                    "only",
                ],
            )
        })
}

#[cfg(test)]
mod tests {
    use crate::polarity::tests::{assert_changed, assert_faithful};

    /// A word of the rewrite one byte longer than a past verb's stem whose last letter is not
    /// ASCII ("logged" and "café") is compared, not sliced inside its "é".
    #[test]
    fn stem_compared_with_a_word_ending_past_ascii() {
        assert_faithful(&[(
            "We've logged the delivery and the café did well out of it.",
            "Delivery in, good day for the café.",
        )]);
    }

    /// A "never" that tells what happened, deleted or said as a fact, is no rule dropped; a
    /// ban beside it, or a "never" that binds, still is.
    #[test]
    fn never_told_of_the_past() {
        assert_faithful(&[
            (
                "Bit of a shocker last night — the summit road got about 40 cm and we had the plough out till 3. Never seen it that bad in October.",
                "Summit road ~40 cm overnight; plough out till 3; unusually heavy for Oct.",
            ),
            (
                "Picked up a fare to Jesmond, the woman never stopped singing, must've been a hen do. Tipped a fiver.",
                "Jesmond fare; singing passenger (hen do?); £5 tip.",
            ),
        ]);
        assert_changed(&[
            (
                "Never leave the cage door open. The rats never escaped last week.",
                "Rats never escaped last week.",
            ),
            (
                "Glass is never allowed past the bar. The bar had a quiet night.",
                "Quiet night at the bar.",
            ),
        ]);
    }

    /// A cap the original says was kept once ("used to"), said by the rewrite as in force, is reported;
    /// the rewrite saying it was, or formerly, is not.
    #[test]
    fn a_past_cap_said_in_force_is_reported() {
        assert_changed(&[
            (
                "We used to cap guest passes at 4 per member when the gym was smaller. The new floor has room for plenty more.",
                "Guest passes: max 4 per member.",
            ),
            (
                "The library used to limit loans to 6 books a card before the new wing opened.",
                "Library loans: limited to 6 books per card.",
            ),
        ]);
        assert_faithful(&[
            (
                "We used to cap guest passes at 4 per member when the gym was smaller. The new floor has room for plenty more.",
                "Guest passes used to be capped at 4 per member (old, smaller gym).",
            ),
            (
                "The library used to limit loans to 6 books a card before the new wing opened.",
                "Loans were formerly limited to 6 books per card.",
            ),
        ]);
    }

    /// What the original regrets ("should have hired") said as an order ("hire") is reported;
    /// the regret kept is not.
    #[test]
    fn a_regret_said_as_an_order_is_reported() {
        assert_changed(&[
            (
                "The gala ran short of chairs. Priya thinks we should have hired at least forty more.",
                "Gala short of chairs; hire at least 40 more next time.",
            ),
            (
                "We lost the tender by a day. Tom says we should've submitted a week early.",
                "Tender lost by a day. Submit a week early.",
            ),
        ]);
        assert_faithful(&[
            (
                "The gala ran short of chairs. Priya thinks we should have hired at least forty more.",
                "Gala short of chairs; Priya thinks we should have hired at least 40 more.",
            ),
            (
                "We lost the tender by a day. Tom says we should've submitted a week early.",
                "Tender lost by a day (Tom: should've submitted a week early).",
            ),
        ]);
    }

    /// A deed the original says done ("we've re-bolted") said as an order ("Re-bolt ...") is
    /// reported; the deed said done, or a part that binds, is not (pol53, s53a-p142).
    #[test]
    fn a_deed_done_said_as_an_order_is_reported() {
        let hangers = "As the committee asked, we've re-bolted the second pitch; the new hangers \
                       are in.";
        let boiler = "The boiler has been serviced and Sam has drained the tank.";
        assert_changed(&[
            (hangers, "Re-bolt second pitch with new hangers."),
            (boiler, "Boiler serviced; drain the tank."),
        ]);
        assert_faithful(&[
            (
                hangers,
                "Second pitch re-bolted (committee request); new hangers in.",
            ),
            (hangers, "Re-bolted second pitch; new hangers in."),
            (boiler, "Boiler serviced, tank drained by Sam."),
        ]);
    }

    /// A rule the original says was taken back, said by the rewrite as in force, is reported;
    /// the rewrite saying it is gone is not.
    #[test]
    fn a_lapsed_rule_said_in_force_is_reported() {
        assert_changed(&[
            (
                "We used to require a deposit for all ops over £500, but Helen scrapped that last spring.",
                "Deposit required for all operations over £500.",
            ),
            (
                "We used to require a helmet check for every rider under 14, but the board scrapped that in March.",
                "Helmet check required for every rider under 14.",
            ),
            (
                "The old policy capped overtime at 10 hours a week, but it was abolished after the merger.",
                "Overtime capped at 10 hours a week only.",
            ),
            (
                "During the 2021 rebuild there was a 6-person limit per gondola, that was \
                 lifted when the new doors went in.",
                "Gondola limit: 6 people (new doors).",
            ),
            (
                "Honestly we should have kept the old two-key rule for the gun safe, the new \
                 keypad feels flimsy.",
                "Two keys required for the gun safe.",
            ),
        ]);
        assert_faithful(&[
            (
                "During the 2021 rebuild there was a 6-person limit per gondola, that was \
                 lifted when the new doors went in.",
                "Gondola limit of 6 (2021 rebuild) lifted when the new doors went in.",
            ),
            (
                "During the 2021 rebuild there was a 6-person limit per gondola, that was \
                 lifted when the new doors went in.",
                "Gondola: 6 people at the 2021 rebuild, new doors since.",
            ),
            (
                "We used to require a helmet check for every rider under 14, but the board scrapped that in March.",
                "Helmet check for riders under 14 no longer required.",
            ),
            (
                "Honestly we should have kept the old two-key rule for the gun safe, the new \
                 keypad feels flimsy.",
                "Two-key rule for the gun safe should have been kept; keypad feels flimsy.",
            ),
            (
                "Honestly we should have kept the old two-key rule for the gun safe, the new \
                 keypad feels flimsy.",
                "Speaker regrets dropping the old two-key rule for the gun safe.",
            ),
            (
                "The old policy capped overtime at 10 hours a week, but it was abolished after the merger.",
                "Overtime cap (10 h/week) abolished after merger.",
            ),
        ]);
    }

    /// A narrative said again in the past or as a guess adds no rule; a rule added to it does.
    #[test]
    fn a_narrative_said_again_adds_no_rule() {
        assert_faithful(&[
            (
                "Last season we never opened the back bowl before Christmas; the snowpack just wasn't there.",
                "Back bowl didn't open pre-Christmas last season (insufficient snowpack).",
            ),
            (
                "Och, the practice was mobbed the day — we saw thirty-odd consults at least and naebody got a lunch break.",
                "Very busy day: 30+ consults, no lunch breaks.",
            ),
        ]);
        assert_changed(&[
            (
                "We migrated the ledger last night and it looks fine.",
                "We migrated the ledger last night; never run migrations in the day.",
            ),
            (
                "Mad shift — we had forty callers and naebody got a tea break.",
                "Busy shift: 40 callers. Staff must not take tea breaks.",
            ),
        ]);
    }

    /// A request the narrative says was carried out, said as an order, is reported; the deed
    /// said done, or a request not said done, is not (pol54).
    #[test]
    fn a_request_done_said_as_an_order_is_reported() {
        let done = "The landlord asked us to clear the bins from the side alley — all sorted now.";
        assert_changed(&[(done, "Clear bins from side alley.")]);
        assert_faithful(&[
            (
                done,
                "Landlord asked us to clear bins from side alley; all sorted now.",
            ),
            (
                "The landlord asked us to clear the bins from the side alley.",
                "Clear bins from side alley.",
            ),
        ]);
    }

    /// Carried out said "he did" or "he did it", the order said as a subject's duty with "to"
    /// (pol55, s55b-p110; pol56, s56b-p116); the request not said done, or asked after ("did
    /// he?", "he did it?"), stays faithful.
    #[test]
    fn a_request_he_did_said_as_a_duty_with_to_is_reported() {
        let did = "Told Sam to chain the ladders up before the storm; he did, and they held.";
        let did_it = "Told Sam to re-hang the shed door; he did it Monday and it shuts fine.";
        let did_all = "Told Sam to re-hang the shed doors after the gale. He did all four and \
                       sent photos.";
        assert_changed(&[
            (did, "Sam to chain the ladders up before the storm."),
            (did, "Chain the ladders up before the storm."),
            (did_it, "Sam to re-hang the shed door and check it shuts."),
            (
                did_all,
                "Sam to re-hang the shed doors after the gale and send photos.",
            ),
        ]);
        assert_faithful(&[
            (
                did,
                "Sam chained the ladders up before the storm, as told; they held.",
            ),
            (
                "Told Sam to chain the ladders up before the storm.",
                "Sam to chain the ladders up before the storm.",
            ),
            (
                "Told Sam to chain the ladders up before the storm, but did he?",
                "Sam to chain the ladders up before the storm.",
            ),
            (
                "Told Sam to re-hang the shed door; he did it?",
                "Sam to re-hang the shed door.",
            ),
            (
                "Told Sam to re-hang the shed doors; he did all he could before the rain.",
                "Sam to re-hang the shed doors.",
            ),
            (
                did_all,
                "Sam re-hung all four shed doors after the gale, as told; photos sent.",
            ),
            (
                "Did the tuning as Helen asked — took it up to A440 in two passes, all done.",
                "Piano: raised to A440 in 2 passes per Helen.",
            ),
        ]);
    }

    /// A leave the narrative says was withheld ("weren't allowed to") said with "no" is a
    /// past rule revived, not a narrative negation said again (pol54).
    #[test]
    fn a_past_leave_withheld_is_no_negation_said_again() {
        let hall = "Under the old lease we weren't allowed to hold dances after 11pm.";
        assert_changed(&[(hall, "No dances after 11pm.")]);
        assert_faithful(&[(hall, "Old lease: dances after 11pm weren't allowed.")]);
    }
}
