//! Words a compaction writes around a rule that name no scope of it (session 29): a heading's noun
//! for the rules that follow ("Couple of reminders from Marcia:" -> "Rules (Marcia):"), and "ship"
//! for a verb of sending ("send the order only after ..." -> "ship the order only after ...", which
//! the synonym table reads as "release"). And a labelled rule of a mixed span dropped ("Diet: soft,
//! no added salt." gone), with corpus34's other readings from the two texts alone (its
//! `change_missed`, which asks them in turn).

use super::MissedOrDropped;
use super::exclusives::only_added;
use super::extract::Clause;
use super::negation_forms::word_before;
use super::past_tellings::lapsed_rule_said_in_force;
use super::periods::time_span_added;
use super::qualifiers::hedge_added;
use super::quantities::number_changed_in_place;
use super::revoked::pause_lifted;
use super::stems::stems_match;
use super::swaps::relative_clause_swapped;
use super::words::{
    TextReading, Word, content_count, holds_phrase, is_content, next_char, same_word, shared, words,
};
use super::zones::time_zone_changed;
use super::{extract, is_one_of, stems};
use std::ops::Range;

/// Nouns a heading names the rules under it by.
const HEADING_NOUNS: &[&str] = &[
    "rules",
    "rule",
    "reminders",
    "reminder",
    "notes",
    "constraints",
    "guidelines",
    "instructions",
    "requirements",
    "checklist",
];

/// The word at `w` of `text` is a heading's noun for the rules under it: one of
/// [`HEADING_NOUNS`], with the heading's colon after it, at most three words on and no
/// sentence's end between ("reminders from Marcia:", "Rules (Marcia):", "rules so far:").
pub(super) fn heading_noun(text: &str, w: &extract::Word) -> bool {
    // (A cheap screen first: the listed nouns have at most twelve bytes.)
    if w.range.len() > 12 || !is_one_of(text.get(w.range.clone()).unwrap_or(""), HEADING_NOUNS) {
        return false;
    }
    let rest = text.get(w.range.end..).unwrap_or("");
    let Some(colon) = rest.find(':') else {
        return false;
    };
    let between = &rest[..colon];
    !between.contains(['.', ';', '!', '?', '\n']) && between.split_whitespace().count() <= 3
}

/// The word `w` of `text` is "ship" (a form of it): it says what "send" does ("ship the
/// order" = "send the order"), which the synonym table cannot join (it reads "ship" as
/// "release"). Only this way: "send" is no "launch".
pub(super) fn is_ship(text: &str, w: &extract::Word) -> bool {
    w.range.len() <= 8
        && is_one_of(
            text.get(w.range.clone()).unwrap_or(""),
            &["ship", "ships", "shipped", "shipping"],
        )
}

/// The word `w` of `text` is a verb of sending ("send", "sent", "dispatch").
pub(super) fn is_send(text: &str, w: &extract::Word) -> bool {
    w.range.len() <= 10
        && is_one_of(
            text.get(w.range.clone()).unwrap_or(""),
            &["send", "sends", "sent", "sending", "dispatch", "dispatched"],
        )
}

/// The most words a condition naming the reader's own task ([`task_condition_became_label`])
/// may have between its "when" and its comma.
const MAX_TASK_WORDS: usize = 8;

/// The condition at `condition` of `o` names the reader's own task ("When you write SQL for
/// the analytics warehouse, always add a LIMIT", "When you're triaging my email, keep each
/// summary to five bullets", "When you book hotels for me, I want a refundable rate"), and the
/// label of `r` names it ("Analytics SQL: always LIMIT", "Triage summaries: ...", "Hotels:
/// refundable rate"): the rules hold while doing the task, which the label says. The
/// condition is "when"/"whenever"/"while", then "you" (or "you're", "you are") and a verb,
/// up to its comma: at most [`MAX_TASK_WORDS`] words, no number, no negation, no name (a
/// capitalised word the
/// rewrite drops), no "only", "if", "unless" or "except"; a word of it past the verb is
/// in the label, every word of the label is a word of `o`, and at most one other content
/// word past the verb is unnamed by the rewrite sentence. Not "When a guest checks in" (another's act), "When you book hotels in Paris"
/// -> "Hotels:" (a name dropped), nor a label naming nothing of the task. `original` is the
/// text `o`'s ranges point into.
pub(super) fn task_condition_became_label(
    (original, o): (&str, &Clause),
    condition: &Range<usize>,
    r: &Clause,
) -> bool {
    if r.label_words.is_empty()
        || !original
            .get(condition.clone())
            .is_some_and(|w| is_one_of(w, &["when", "whenever", "while"]))
    {
        return false; // most conditions end here
    }
    let Some(comma) = original
        .get(condition.end..o.range.end)
        .and_then(|rest| rest.find(','))
        .map(|k| condition.end + k)
    else {
        return false;
    };
    let lead = original.get(condition.end..comma).unwrap_or("");
    let mut words = lead.split_whitespace();
    let you = match words.next() {
        Some(w) if is_one_of(w, &["you're", "you’re"]) => true,
        Some(w) if w.eq_ignore_ascii_case("you") => {
            let mut rest = words.clone();
            if rest.next().is_some_and(|w| w.eq_ignore_ascii_case("are")) {
                words.next();
            }
            true
        }
        _ => false,
    };
    let count = lead.split_whitespace().count();
    let plain = |w: &str| {
        !w.bytes().any(|b| b.is_ascii_digit())
            && !w.ends_with("n't")
            && !w.ends_with("n’t")
            && !is_one_of(
                w,
                &[
                    "not", "never", "no", "only", "if", "unless", "except", "without", "or",
                ],
            )
    };
    if !you || count > MAX_TASK_WORDS || !lead.split_whitespace().all(plain) {
        return false;
    }
    // The verb (the word after "you"), then the task's content words.
    let Some(verb) = words.next() else {
        return false;
    };
    let verb_start = condition.end + lead.find(verb).unwrap_or(0);
    let task = o
        .words
        .iter()
        .filter(|w| w.range.start >= condition.end && w.range.end <= comma);
    let in_label = |w: &extract::Word| r.label_words.iter().any(|l| stems::stems_match(l, &w.stem));
    let named = |w: &extract::Word| {
        in_label(w) || r.words.iter().any(|x| stems::stems_match(&x.stem, &w.stem))
    };
    let labelled = task.clone().any(in_label);
    let mut unnamed = task.filter(|w| w.range.start > verb_start && !named(w));
    // A name or an initialism the rewrite drops ("in Paris", "for HR") narrowed the task.
    let capitalised = |w: &extract::Word| {
        original
            .get(w.range.clone())
            .is_some_and(|t| t.bytes().any(|b| b.is_ascii_uppercase()))
    };
    let first = unnamed.next();
    // The label names nothing the sentence does not ("Ticket reviews:" for "When you
    // reference tickets" names another task); a label word may clip a word ("refs").
    let label_known = || {
        r.label_words.iter().all(|l| {
            o.words.iter().any(|w| {
                stems::stems_match(l, &w.stem)
                    || original
                        .get(w.range.clone())
                        .is_some_and(|whole| stems::clips(whole, l))
            })
        })
    };
    labelled && unnamed.next().is_none() && !first.is_some_and(capitalised) && label_known()
}

/// The missing word `m` of `o` is a verb of keeping ("stored", "kept") after "be", before a
/// word of the state kept that the rewrite's sentence `r` has, under a label ("Nitrate cans
/// must be stored flat" -> "Nitrate cans: flat, ...", r31-107): the state says the keeping.
/// Not "shipped flat" (another act), nor a state the rewrite does not name ("upright"). (A
/// cheap screen first: four to six bytes.)
pub(super) fn keeping_verb_under_a_label(
    (original, o, m): (&str, &Clause, &Range<usize>),
    r: &Clause,
) -> bool {
    if !(4..=6).contains(&m.len())
        || r.label_words.is_empty()
        || !original
            .get(m.clone())
            .is_some_and(|w| is_one_of(w, &["stored", "kept"]))
        || !is_one_of(word_before(original, m.start), &["be", "is", "are", "stay"])
    {
        return false;
    }
    // The state: the next word of `o`, right after the verb, named by `r`.
    o.words
        .iter()
        .find(|w| w.range.start > m.end)
        .filter(|w| {
            original
                .get(m.end..w.range.start)
                .is_some_and(|gap| gap.trim().is_empty())
        })
        .is_some_and(|state| {
            r.words
                .iter()
                .any(|x| super::stems::stems_match(&x.stem, &state.stem))
        })
}

/// "PEANUT INCLUSIONS ARE BANNED FROM LINE 3." -> "Line 3: no peanut inclusions.": a number
/// the original names a thing by ("line 3") said again after the same word in the rewrite's
/// label, where a label's number counts nothing: no bound dropped. "Line 4:" is.
pub(super) fn number_said_again_by_its_name(
    original: &str,
    from: &Range<usize>,
    rewrite: &str,
) -> bool {
    let Some(n) = original.get(from.clone()) else {
        return false;
    };
    if n.is_empty() || !n.bytes().all(|b| b.is_ascii_digit()) {
        return false;
    }
    let Some(name) = original[..from.start]
        .strip_suffix(' ')
        .and_then(|b| b.rsplit(|c: char| !c.is_alphabetic()).next())
        .filter(|w| is_content(w))
    else {
        return false;
    };
    let said_as = format!("{name} {n}");
    rewrite
        .to_ascii_lowercase()
        .match_indices(&said_as.to_ascii_lowercase())
        .any(|(at, _)| {
            !rewrite[..at].ends_with(|c: char| c.is_alphanumeric())
                && rewrite[at + said_as.len()..].starts_with(':')
        })
}

/// Labels that grant leave to do what follows them ("Allowed: publish the QA build ...",
/// "OK: ..."), as "may" does.
const PERMISSION_LABELS: &[&str] = &[
    "allowed",
    "permitted",
    "permission",
    "permissions",
    "perms",
    "ok",
    "okay",
];

/// The sentence `c` of `text` opens with a label that grants leave ([`PERMISSION_LABELS`]):
/// "Allowed: publish QA build to internal channel" (the label's range).
pub(super) fn permission_label(text: &str, c: &Clause) -> Option<Range<usize>> {
    let sentence = text.get(c.range.clone())?;
    let (label, _) = sentence.split_once(':')?;
    // (`"allowed": [...]` in a JSON memory: its quotes and brackets.)
    let word = label.trim_matches(|ch: char| !ch.is_alphanumeric());
    let start = c.range.start + (word.as_ptr() as usize - label.as_ptr() as usize);
    PERMISSION_LABELS
        .iter()
        .any(|p| word.eq_ignore_ascii_case(p))
        .then(|| start..start + word.len())
}

/// A ban of the original (`o`, negated) whose banned part (`o`'s words from its negation on)
/// the rewrite's sentence `c` says under a label that grants leave: a word of that part the
/// original allows nowhere (neither before the negation nor in a sentence without one), and
/// another word of `o` beside it ("Don't publish the QA build to Steam or to itch" ->
/// "Forbidden: ... Steam. Allowed: publish QA build to itch"; "You may share the slides with
/// the team, but not with clients" -> "Allowed: share slides with clients"): what was banned
/// is allowed now, whatever sentence the ban was aligned with. The range of `o`'s negation and
/// of the label.
pub(super) fn banned_act_allowed(
    before: &[Clause],
    o: &Clause,
    (rewrite, after): (&str, &[Clause]),
) -> Option<(Range<usize>, Range<usize>)> {
    let negation = o.negation.clone()?;
    let allowed_elsewhere = |stem: &str| {
        o.words
            .iter()
            .filter(|w| w.range.end <= negation.start)
            .chain(
                before
                    .iter()
                    .filter(|b| b.negation.is_none())
                    .flat_map(|b| b.words.iter()),
            )
            .any(|w| stems_match(&w.stem, stem))
    };
    let banned = |stem: &str| {
        o.words
            .iter()
            .any(|w| w.range.start >= negation.end && stems_match(&w.stem, stem))
    };
    let of_o = |stem: &str| o.words.iter().any(|w| stems_match(&w.stem, stem));
    after.iter().find_map(|c| {
        let label = permission_label(rewrite, c)?;
        let said: Vec<&str> = c
            .words
            .iter()
            .filter(|w| w.range.start > label.end)
            .map(|w| w.stem.as_str())
            .collect();
        (c.negation.is_none()
            && said.iter().filter(|w| of_o(w)).count() >= 2
            && said.iter().any(|w| banned(w) && !allowed_elsewhere(w)))
        .then(|| (negation.clone(), label))
    })
}

/// "No more than 6 swimmers per lane during the Tuesday squad session." -> "Tuesday squad:
/// lanes capped at six swimmers.": a "condition dropped" that quotes the word opening a time
/// or a place ("during", "on", "at", "in", "for"), whose phrase (up to the next stop or
/// comma) the rewrite's label says: every content word of the label is one of the phrase's,
/// its first among them. The condition made the label.
pub(super) fn condition_said_as_the_label(
    (original, from): (&str, &Range<usize>),
    (rewrite, to): (&str, Option<&Range<usize>>),
) -> bool {
    let opens = original
        .get(from.clone())
        .is_some_and(|w| is_one_of(w, &["during", "on", "at", "in", "for"]));
    if !opens {
        return false;
    }
    let Some(to) = to else {
        return false;
    };
    let Some((label, _)) = rewrite.get(to.clone()).and_then(|t| t.split_once(':')) else {
        return false;
    };
    let rest = &original[from.end..];
    let phrase_end = from.end
        + rest
            .find([',', '.', ';', ':', '—', '('])
            .unwrap_or(rest.len());
    let phrase = words(original, from.end..phrase_end);
    let label = words(label, 0..label.len());
    let content: Vec<&str> = label
        .iter()
        .map(|(w, _)| *w)
        .filter(|w| is_content(w))
        .collect();
    let first = phrase.iter().find(|(w, _)| is_content(w));
    !content.is_empty()
        && content
            .iter()
            .all(|w| phrase.iter().any(|(p, _)| same_word(p, w)))
        && first.is_some_and(|(f, _)| content.iter().any(|w| same_word(f, w)))
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

/// Labels that name who speaks, not what a rule is about ("User: No, leave them").
const SPEAKERS: &[&str] = &[
    "user",
    "agent",
    "assistant",
    "ai",
    "bot",
    "system",
    "me",
    "q",
    "a",
    "human",
];

/// "Mrs Munro enjoys Radio Scotland ... Diet: soft, no added salt. Daughter visits Sundays."
/// -> "Mrs Munro: likes Radio Scotland ...; daughter visits Sundays.": a labelled part of a
/// mixed original ("Diet: ...") that binds ("no", "never", "only", "must", "avoid") gone
/// from a rewrite that keeps two content words of the rest, none of the part's own content
/// words said anywhere in it: the rule deleted. A labelled fact ("Room: 12") is not read.
fn labelled_rule_deleted(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<Range<usize>> {
    let original = o.text;
    if !original.contains(':') {
        return None;
    }
    // The parts of the original and the words of both texts: those kept with each text.
    let all: Vec<Range<usize>> = o.parts().collect();
    if all.len() < 2 {
        return None;
    }
    let theirs = r.words();
    all.iter().find_map(|p| {
        let s = &original[p.clone()];
        let colon = s.find(':')?;
        let label = o.words_in(p.start..p.start + colon);
        let plain = s[..colon]
            .trim()
            .chars()
            .all(|c| c.is_alphabetic() || matches!(c, ' ' | '-' | '\''));
        if !plain
            || label.is_empty()
            || label.len() > 3
            || label.iter().any(|(w, _)| is_one_of(w, SPEAKERS))
            || content_count(&o.words_in(p.start + colon + 1..p.end)) < 2
        {
            return None;
        }
        let ours = o.words_in(p.clone());
        let rule = ours
            .iter()
            .any(|(w, _)| is_one_of(w, &["no", "not", "never", "nil", "avoid", "only", "must"]));
        let rest: Vec<Word<'_>> = all
            .iter()
            .filter(|q| *q != p)
            .flat_map(|q| o.words_in(q.clone()).into_owned())
            .collect();
        (rule
            && content_count(&ours) >= 2
            && shared(&ours, theirs) == 0
            && shared(&rest, theirs) >= 2)
            .then(|| p.clone())
    })
}

/// Changes read from the two texts alone, when nothing else was found (corpus34's, asked in
/// this order: a lapsed rule said in force, a hedge added, a time zone changed, a relative
/// clause swapped, a number changed in place, a pause lifted, a time span added, an "only"
/// added, a labelled rule deleted).
pub(super) fn change_missed(o: &TextReading<'_>, r: &TextReading<'_>) -> Option<MissedOrDropped> {
    let (original, rewrite) = (o.text, r.text);
    let some = |what: &'static str| move |(f, t): (Range<usize>, Range<usize>)| (what, f, Some(t));
    lapsed_rule_said_in_force(o, r)
        .map(some("constraint added"))
        .or_else(|| hedge_added(o, r).map(some("modality weakened")))
        .or_else(|| time_zone_changed(original, rewrite).map(some("date changed")))
        .or_else(|| relative_clause_swapped(o, r).map(some("scope changed")))
        .or_else(|| number_changed_in_place(o, r).map(some("bound changed")))
        .or_else(|| pause_lifted(o, r).map(some("negation dropped")))
        .or_else(|| time_span_added(o, r).map(some("condition added")))
        .or_else(|| only_added(o, r).map(some("condition added")))
        .or_else(|| labelled_rule_deleted(o, r).map(|f| ("constraint deleted", f, None)))
}

/// "... not be rostered to Mr Iyer for more than 4 consecutive days, as per family request
/// only." -> "(family request)": the South Asian "only" that closes an "as per ..." phrase
/// stresses the source and narrows nothing.
pub(super) fn only_closing_as_per(original: &str, from: &Range<usize>) -> bool {
    let closes = original[from.end..].trim_start();
    let clause_start = original[..from.start]
        .rfind([',', ';', '.', '—'])
        .map_or(0, |i| next_char(original, i));
    original
        .get(from.clone())
        .is_some_and(|w| w.eq_ignore_ascii_case("only"))
        && (closes.is_empty() || closes.starts_with(['.', ';', ',', '!']))
        && holds_phrase(&original[clause_start..from.start], "as per")
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};
    use crate::polarity::tests::{assert_reports, changed as reports};

    /// A heading's noun traded for another, and "ship" for "send", are faithful; the rule under
    /// the heading changed (a word flipped, the negation dropped, a number, a unit, another
    /// object, a condition dropped, a hedge) is still reported, and so is "launch" for "send".
    #[test]
    fn heading_nouns_and_ship_for_send() {
        let marcia = "Couple of reminders from Marcia: expired dairy goes in the compost, never on the shelf.";
        let order = "Send the Dambulla order only after the advance is received.";
        assert_faithful(&[
            (
                marcia,
                "Rules (Marcia): expired dairy → compost, never shelf.",
            ),
            (
                order,
                "Ship the Dambulla order only after the advance is received.",
            ),
            (
                "Machan, the Dambulla order — pls send only after the advance is received. And don't put the Shiraz in the same container as the sparkling, they'll get spoilt.",
                "Dambulla order: ship only after advance received; never put Shiraz in the same container as sparkling.",
            ),
        ]);
        assert_changed(&[
            (
                marcia,
                "Rules (Marcia): expired dairy → shelf, never compost.",
            ),
            (
                marcia,
                "Rules (Marcia): expired meat → compost, never shelf.",
            ),
            (marcia, "Rules (Marcia): expired dairy → compost, shelf OK."),
            (
                marcia,
                "Rules (Marcia): expired dairy → compost if possible, never shelf.",
            ),
            (
                marcia,
                "Rules (Marcia): fresh dairy → compost, never shelf.",
            ),
            (
                order,
                "Ship the Dambulla order before the advance is received.",
            ),
            (order, "Ship the Dambulla order."),
            (
                order,
                "Ship the Colombo order only after the advance is received.",
            ),
            (
                order,
                "Never ship the Dambulla order after the advance is received.",
            ),
            (
                order,
                "Launch the Dambulla order only after the advance is received.",
            ),
            (
                "Send only 2 crates after the advance is received.",
                "Ship only 3 crates after the advance is received.",
            ),
            (
                "Send at most 20 kg after the advance is received.",
                "Ship at most 20 lb after the advance is received.",
            ),
            (
                "Ship the Dambulla order only after the advance is received.",
                "Send the Dambulla order only after the advance is received.",
            ),
        ]);
    }

    /// A condition naming the reader's own task, said by the label ("When you write SQL for
    /// the analytics warehouse, ..." -> "Analytics SQL: ..."), is faithful; a word flipped, a
    /// number, a unit, a negation, a hedge, the condition dropped with no label, a label
    /// naming something else, a name or a number of the task dropped, and another's act are
    /// still reported.
    #[test]
    fn a_task_condition_said_by_the_label() {
        let sql = "When you write SQL for the analytics warehouse, always add a LIMIT clause.";
        let triage =
            "When you're triaging my email, please keep each summary to five bullets at most.";
        let hotels = "When you book hotels for me, I want a refundable rate.";
        assert_faithful(&[
            (sql, "Analytics SQL: always add a LIMIT clause."),
            (triage, "Triage summaries: ≤5 bullets."),
            (hotels, "Hotels: refundable rate."),
        ]);
        assert_changed(&[
            (sql, "Analytics SQL: never add a LIMIT clause."),
            (sql, "Analytics SQL: ideally add a LIMIT clause."),
            (sql, "Analytics SQL: always add an ORDER BY clause."),
            (sql, "Always add a LIMIT clause."),
            (sql, "Billing SQL: always add a LIMIT clause."),
            (sql, "Analytics SQL reviews: always add a LIMIT clause."),
            (
                "When you write SQL for the analytics warehouse in Frankfurt, always add a LIMIT clause.",
                "Analytics SQL: always add a LIMIT clause.",
            ),
            (
                "When you write SQL for the finance team's analytics warehouse, always add a LIMIT clause.",
                "Analytics SQL: always add a LIMIT clause.",
            ),
            (triage, "Triage summaries: ≤6 bullets."),
            (triage, "Triage summaries: ≥5 bullets."),
            (triage, "Triage summaries: ≤5 lines."),
            (triage, "Triage summaries: about 5 bullets."),
            (hotels, "Hotels: non-refundable rate."),
            (
                "When you don't book hotels yourself, I want a refundable rate.",
                "Hotels: refundable rate.",
            ),
            (
                "When you book hotels for more than 3 nights, I want a refundable rate.",
                "Hotels: refundable rate.",
            ),
            (
                "When a guest checks in, verify their ID.",
                "Check-in: verify ID.",
            ),
        ]);
    }

    /// "must be stored flat" said as the state under a label; another state, another number,
    /// another thing, a hedge, or a verb that is no keeping stay reported.
    #[test]
    fn keeping_verb_under_a_label() {
        let o = "Nitrate cans must be stored flat and never stacked more than five high.";
        assert_faithful(&[(o, "Nitrate cans: flat, max 5 high.")]);
        assert_changed(&[
            (o, "Nitrate cans: upright, max 5 high."),
            (o, "Nitrate cans: flat, max 6 high."),
            (o, "Acetate cans: flat, max 5 high."),
            (o, "Nitrate cans: ideally flat, max 5 high."),
            (o, "Nitrate cans: flat, min 5 high."),
            (
                "Nitrate cans must be shipped flat and never stacked more than five high.",
                "Nitrate cans: flat, max 5 high.",
            ),
        ]);
    }

    /// A number naming a thing ("line 3") said again in a label ("Line 3:") is no bound
    /// dropped; another number is.
    #[test]
    fn a_named_number_said_again_in_a_label() {
        let o = "DO NOT CHANGE THE ALLERGEN MATRIX WITHOUT A SIGNED QA CHANGE NOTE. PEANUT INCLUSIONS ARE BANNED FROM LINE 3.";
        assert_faithful(&[(
            o,
            "Allergen matrix: changes only with signed QA change note. Line 3: no peanut inclusions.",
        )]);
        assert_changed(&[(
            o,
            "Allergen matrix: changes only with signed QA change note. Line 4: no peanut inclusions.",
        )]);
        let t = "banned from line 3.";
        let at = t.find('3').unwrap();
        assert!(super::number_said_again_by_its_name(
            t,
            &(at..at + 1),
            "Line 3: no nuts"
        ));
        assert!(!super::number_said_again_by_its_name(
            t,
            &(at..at + 1),
            "Line 33: no nuts"
        ));
        assert!(!super::number_said_again_by_its_name(
            t,
            &(at..at + 1),
            "3 lines: no nuts"
        ));
        assert!(!super::number_said_again_by_its_name(
            t,
            &(at..at + 1),
            "No nuts on line 3."
        ));
        let t = "Delete them after 30.";
        let at = t.find('3').unwrap();
        assert!(!super::number_said_again_by_its_name(
            t,
            &(at..at + 2),
            "After 30: delete"
        ));
    }

    /// A JSON list under a force key, and a permission label, say the force of their items:
    /// a banned act allowed, an order made leave, or another object stay reported.
    #[test]
    fn force_lists_and_permission_labels() {
        let qa = "You may publish the QA build to the internal channel, but not to the Steam beta branch.";
        let slides = "You may share the slides with the team, but not with clients.";
        let split = "You may share the slides with the team. Never share them with clients.";
        let both = "Don't publish the QA build to Steam or to itch.";
        assert_faithful(&[
            (
                qa,
                r#"{"allowed": ["publish QA build to internal channel"], "forbidden": ["publish QA build to Steam beta branch"]}"#,
            ),
            (
                slides,
                r#"{"allowed": ["share slides with team"], "forbidden": ["share slides with clients"]}"#,
            ),
            (
                split,
                "Allowed: share slides with team. Forbidden: share slides with clients.",
            ),
            (
                split,
                r#"{"allowed": ["share slides with team"], "forbidden": ["share slides with clients"]}"#,
            ),
            (
                both,
                r#"{"forbidden": ["publish QA build to Steam", "publish QA build to itch"]}"#,
            ),
            (
                "Interns may read the ledger but never edit it.",
                r#"{"allowed": ["read ledger"], "forbidden": ["edit ledger"]}"#,
            ),
            (
                "You can restart the staging workers.",
                "OK: restart staging workers.",
            ),
            (
                "You may publish the QA build to the internal channel.",
                "Permitted: publish QA build to internal channel.",
            ),
        ]);
        assert_changed(&[
            (
                both,
                r#"{"forbidden": ["publish QA build to Steam"], "allowed": ["publish QA build to itch"]}"#,
            ),
            (
                both,
                "Forbidden: publish QA build to Steam. Allowed: publish QA build to itch.",
            ),
            (
                slides,
                r#"{"allowed": ["share slides with clients"], "forbidden": ["share slides with team"]}"#,
            ),
            (
                slides,
                "Allowed: share slides with clients. Forbidden: share slides with team.",
            ),
            (
                split,
                r#"{"allowed": ["share slides with team", "share slides with clients"]}"#,
            ),
            (
                "Interns may read the ledger but never edit it.",
                r#"{"allowed": ["read ledger", "edit ledger"]}"#,
            ),
            ("Never delete the audit logs.", "OK: delete audit logs."),
            (
                "Never delete the audit logs.",
                r#"{"allowed": ["delete audit logs"]}"#,
            ),
            (
                "Always publish the QA build to the internal channel.",
                "Allowed: publish QA build to internal channel.",
            ),
            (
                "Staff must wear badges on site.",
                "Permitted: badges on site.",
            ),
            (
                "You can restart the staging workers.",
                "OK: restart production workers.",
            ),
            (
                "You can restart the staging workers.",
                "Required: restart staging workers.",
            ),
        ]);
    }

    #[test]
    fn a_time_condition_said_as_the_label_is_kept() {
        for (o, r, changed) in [
            (
                "No more than 4 guests per table during the Friday quiz night.",
                "Saturday quiz: max 4 guests per table.",
                true,
            ),
            (
                "No more than 6 swimmers per lane during the Tuesday squad session.",
                "Lanes capped at six swimmers.",
                true,
            ),
            (
                "No more than 6 swimmers per lane during the Tuesday squad session.",
                "Thursday squad: lanes capped at six swimmers.",
                true,
            ),
            (
                "No more than 4 guests per table during the Friday quiz night.",
                "Friday quiz: max 4 guests per table.",
                false,
            ),
        ] {
            assert_eq!(reports(o, r), changed, "{o} -> {r}");
        }
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

    /// A labelled rule gone from a summary of a mixed original is a constraint deleted; a
    /// speaker's label ("User:") is no rule's.
    #[test]
    fn a_labelled_rule_dropped_from_a_mixed_span_is_reported() {
        assert_reports(
            "constraint deleted",
            &[
                (
                    "Mrs Munro enjoys Radio Scotland in the mornings and likes weak tea with one sugar. Diet: soft, no added salt. Daughter visits Sundays.",
                    "Mrs Munro: likes Radio Scotland (mornings), weak tea with one sugar; daughter visits Sundays.",
                ),
                (
                    "Mr Patel watched the cricket and had a good lunch. Mobility: walking frame only, never unattended on stairs. Son rang at 4.",
                    "Mr Patel: watched cricket, good lunch; son rang at 4.",
                ),
            ],
        );
        assert_faithful(&[(
            "Agent: Shall I archive the old tickets?\nUser: No, keep them for now.",
            "Don't archive the old tickets for now.",
        )]);
    }
}
