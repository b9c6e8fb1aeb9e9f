//! Known misses of earlier blind corpora, read from the two texts alone when nothing else was
//! found (session 34, helper pol34z): the actor of a prerequisite swapped ("ask Nana before
//! you move bookings" -> "Nana will ask you"), a currency's or unit's qualifier traded ("$20
//! Bajan" -> "$20 US"), a rule kept said as retired, a requirement turned in one part of a
//! list, a periodic bound blurred or its "whichever is first" turned, and an ordinal given
//! another value ("the fourth dose" -> "5th dose"). Each reading sits
//! behind a byte screen of its trigger words, and reads the words of
//! [`screened`](super::screened).

use super::quantities::{ORDINAL_WORDS, ordinal_word_value};
use super::screened::{Word, clauses, function_word, is_negation, sentences, span, stem, words};
use std::ops::Range;

/// The first change found by the readings of this module, as (what, original range, rewrite
/// range).
pub(super) fn change_missed(
    original: &str,
    rewrite: &str,
) -> Option<(&'static str, Range<usize>, Range<usize>)> {
    let mut o = screen(original);
    if o & DIGITS != 0 && !may_name_a_qualifier(original) {
        o &= !DIGITS;
    }
    if o == 0 {
        return None;
    }
    let ow = words(original);
    // Most originals hold a digit, few a qualified amount.
    let ours = if o & DIGITS != 0 {
        qualified_amounts(&ow)
    } else {
        Vec::new()
    };
    if ours.is_empty() {
        o &= !DIGITS;
    }
    if o == 0 {
        return None;
    }
    let rw = words(rewrite);
    let found =
        |reading: Option<(Range<usize>, Range<usize>)>, what| reading.map(|(f, t)| (what, f, t));
    (o & ASKS != 0)
        .then(|| found(prerequisite_actor_swapped(&ow, &rw), "scope changed"))
        .flatten()
        .or_else(|| {
            (o & DIGITS != 0)
                .then(|| found(qualifier_traded(&ours, &rw), "unit changed"))
                .flatten()
        })
        .or_else(|| {
            (o & KEEPS != 0)
                .then(|| found(kept_rule_said_retired(&ow, &rw), "negation added"))
                .flatten()
        })
        .or_else(|| {
            (o & REQUIRES != 0)
                .then(|| requirement_turned(&ow, &rw))
                .flatten()
        })
        .or_else(|| {
            (o & PERIODIC != 0)
                .then(|| periodic_bound_blurred(&ow, &rw))
                .flatten()
        })
        .or_else(|| {
            (o & ORDINAL != 0)
                .then(|| found(ordinal_changed(&ow, &rw), "bound changed"))
                .flatten()
        })
}

/// The value of an ordinal, a word ("fourth") or a figure with its suffix ("4th", "22nd");
/// "first" is left out (it orders steps: "ask first").
fn ordinal(w: &str) -> Option<u32> {
    let digits = w.trim_end_matches(|c: char| c.is_ascii_alphabetic());
    let suffix = &w[digits.len()..];
    let value = if digits.is_empty() {
        ordinal_word_value(w)
    } else {
        matches!(suffix, "st" | "nd" | "rd" | "th")
            .then(|| digits.parse().ok())
            .flatten()
    };
    value.filter(|&n| n > 1)
}

/// "before the fourth dose" said as "before 5th dose": the rule's one ordinal, a word or a
/// figure, given another value in a rewrite that names one ordinal too ("4th" for "fourth" is
/// the same).
fn ordinal_changed(ow: &[Word], rw: &[Word]) -> Option<(Range<usize>, Range<usize>)> {
    let ordinals = |ws: &[Word]| -> Vec<(u32, Range<usize>)> {
        ws.iter()
            .filter_map(|w| ordinal(&w.lower).map(|n| (n, w.range.clone())))
            .collect()
    };
    match (ordinals(ow).as_slice(), ordinals(rw).as_slice()) {
        ([(a, from)], [(b, to)]) if a != b => Some((from.clone(), to.clone())),
        _ => None,
    }
}

/// Trigger bits of [`screen`].
const ASKS: u8 = 1;
const DIGITS: u8 = 1 << 1;
const KEEPS: u8 = 1 << 2;
const REQUIRES: u8 = 1 << 3;
const PERIODIC: u8 = 1 << 4;
const ORDINAL: u8 = 1 << 5;

/// `b` holds the word `w` (lower case) at byte `i`, ASCII case aside, no letter after it.
fn word_at(b: &[u8], i: usize, w: &str) -> bool {
    b.get(i..i + w.len())
        .is_some_and(|p| p.eq_ignore_ascii_case(w.as_bytes()))
        && !b.get(i + w.len()).is_some_and(u8::is_ascii_alphabetic)
}

/// A word starts at byte `i` of `b`: a letter with no letter or digit before it.
fn starts_a_word(b: &[u8], i: usize) -> bool {
    b[i].is_ascii_alphabetic() && (i == 0 || !b[i - 1].is_ascii_alphanumeric())
}

/// The trigger words of this module's readings `original` holds, in one pass over its bytes
/// (at each word start only the words of its first letter are compared): "before" and a verb
/// of [`CLEARING_VERBS`] opening a clause ([`clearing_verb_opens_a_clause`], looked for
/// only when "before" is said: a prerequisite), a digit (a qualified amount), "keep" or
/// "still" (a rule kept), "required", "mandatory" or "compulsory" (a requirement), "every"
/// before a figure or "whichever" (a periodic bound).
fn screen(original: &str) -> u8 {
    let b = original.as_bytes();
    let at = |i: usize, w: &str| word_at(b, i, w);
    let (mut bits, mut before) = (0, false);
    for i in 0..b.len() {
        let c = b[i];
        if c.is_ascii_digit() {
            bits |= DIGITS;
            // "4th", "22nd": an ordinal's figure (not "10am", "5kg").
            if b.get(i + 1..i + 3).is_some_and(|s| {
                ["st", "nd", "rd", "th"]
                    .iter()
                    .any(|x| s.eq_ignore_ascii_case(x.as_bytes()))
            }) {
                bits |= ORDINAL;
            }
            continue;
        }
        if !starts_a_word(b, i) {
            continue;
        }
        let c = c.to_ascii_lowercase();
        match c {
            b'b' if at(i, "before") => before = true,
            b'k' if at(i, "keep") => bits |= KEEPS,
            b's' if at(i, "still") => bits |= KEEPS,
            b'r' if at(i, "required") => bits |= REQUIRES,
            b'm' if at(i, "mandatory") => bits |= REQUIRES,
            b'c' if at(i, "compulsory") => bits |= REQUIRES,
            b'w' if at(i, "whichever") => bits |= PERIODIC,
            // An ordinal in words ("first" orders steps, and is left out).
            b's' | b't' | b'f' | b'e' | b'n'
                if ORDINAL_WORDS[1..]
                    .iter()
                    .any(|w| w.as_bytes()[0] == c && at(i, w)) =>
            {
                bits |= ORDINAL
            }
            b'e' if at(i, "every")
                && original[i + 5..]
                    .trim_start()
                    .starts_with(|d: char| d.is_ascii_digit()) =>
            {
                bits |= PERIODIC
            }
            _ => {}
        }
    }
    if before && clearing_verb_opens_a_clause(original) {
        bits |= ASKS;
    }
    bits
}

/// `original` says a verb of [`CLEARING_VERBS`] where a clause opens ([`opens_a_clause`]):
/// "Ask Nana", "..., then check with Priya".
fn clearing_verb_opens_a_clause(original: &str) -> bool {
    let b = original.as_bytes();
    (0..b.len()).any(|i| {
        starts_a_word(b, i)
            && CLEARING_VERBS
                .iter()
                .any(|v| v.as_bytes()[0] == b[i].to_ascii_lowercase() && word_at(b, i, v))
            && opens_a_clause(&original[..i])
    })
}

/// A clause opens after `lead` (the text before a word): at the text's start or after a
/// sentence's or a clause's mark, or after "please", "always", "first" or "and" ("Ask Nana",
/// "..., then check with Priya", "Please consult").
fn opens_a_clause(lead: &str) -> bool {
    let lead = lead.trim_end_matches(' ');
    let ends_with = |w: &str| {
        lead.len() >= w.len()
            && lead.as_bytes()[lead.len() - w.len()..].eq_ignore_ascii_case(w.as_bytes())
            && !lead.as_bytes()[..lead.len() - w.len()]
                .last()
                .is_some_and(u8::is_ascii_alphabetic)
    };
    lead.is_empty()
        || lead.ends_with(['.', ',', ';', ':', '!', '?', '\n', '-', '(', '*'])
        || ["please", "always", "first", "and", "then"]
            .iter()
            .any(|w| ends_with(w))
}

/// `w` is a form of the verb `base`: "asks", "asked", "asking", "notifies" for "ask", "notify".
fn verb_form(w: &str, base: &str) -> bool {
    let y_stem = base.strip_suffix('y').filter(|_| base.len() > 3);
    w.strip_prefix(base)
        .is_some_and(|rest| matches!(rest, "" | "s" | "es" | "ed" | "ing" | "'ll"))
        || y_stem.is_some_and(|s| {
            w.strip_prefix(s)
                .is_some_and(|rest| matches!(rest, "ies" | "ied"))
        })
}

/// Verbs by which one party clears a step with another first ("ask Nana", "check with Priya",
/// "consult Dr. Ahmed", "tell the landlord").
const CLEARING_VERBS: &[&str] = &[
    "ask", "check", "consult", "tell", "call", "text", "ping", "notify", "email", "message",
    "phone", "warn", "inform", "clear", "confirm",
];

/// "Ask Nana before you move any bookings" -> "Nana will ask you before moving bookings": the
/// original orders the reader to clear a step with someone first (an imperative verb of
/// [`CLEARING_VERBS`] opening a clause, "with" or "in with" allowed after it, then the party,
/// then "before" in the same sentence), and the rewrite makes that party the one who clears it
/// with the reader (the party's word, then within three words a form of the same verb, then
/// "you", "user" or "me", "with" allowed between). The duty became someone else's. Not when
/// the original says the party does so too.
fn prerequisite_actor_swapped(ow: &[Word], rw: &[Word]) -> Option<(Range<usize>, Range<usize>)> {
    let reader = |w: &str| matches!(w, "you" | "user" | "me" | "us");
    // The party's word at `k` of `ws`, followed by a form of `verb` and then the reader.
    let party_clears_with_reader = |ws: &[Word], party: &str, verb: &str| {
        ws.iter().enumerate().find_map(|(k, w)| {
            if stem(&w.lower) != stem(party) {
                return None;
            }
            let v = (k + 1..(k + 4).min(ws.len())).find(|&j| verb_form(&ws[j].lower, verb))?;
            if ws[k + 1..v].iter().any(|x| x.lower.starts_with('|')) {
                return None;
            }
            let mut j = v + 1;
            while ws
                .get(j)
                .is_some_and(|x| matches!(x.lower.as_str(), "with" | "in" | "the"))
            {
                j += 1;
            }
            ws.get(j)
                .filter(|x| reader(&x.lower))
                .map(|x| w.range.start..x.range.end)
        })
    };
    for sentence in sentences(ow) {
        if !sentence.iter().any(|w| w.lower == "before") {
            continue;
        }
        for clause in sentence.split(|w| w.lower == "|") {
            // The imperative opens the clause ("please", "always", "first" allowed before it).
            let Some(v) = clause
                .iter()
                .position(|w| !matches!(w.lower.as_str(), "please" | "always" | "first" | "and"))
            else {
                continue;
            };
            let Some(verb) = CLEARING_VERBS.iter().find(|b| clause[v].lower == **b) else {
                continue;
            };
            let party = clause[v + 1..]
                .iter()
                .map(|w| w.lower.as_str())
                .find(|w| !matches!(*w, "with" | "in" | "the" | "a" | "dr" | "mr" | "ms" | "mrs"));
            let Some(party) = party.filter(|p| p.len() >= 2 && !function_word(p) && *p != "before")
            else {
                continue;
            };
            if party_clears_with_reader(ow, party, verb).is_some() {
                continue;
            }
            if let Some(to) = party_clears_with_reader(rw, party, verb) {
                return Some((span(clause), to));
            }
        }
    }
    None
}

/// What a qualifier beside an amount or a measure says it is counted in: the country of a
/// currency ("Bajan", "BBD", "Canadian", "CAD", "US", "USD") or the system of a unit
/// ("imperial", "US", "metric", "nautical", "statute"; a short ton is the US ton, a long ton
/// the imperial one).
pub(super) fn qualifier(w: &str) -> Option<&'static str> {
    Some(match w {
        "us" | "u.s" | "usd" | "american" | "short" => "us",
        "canadian" | "cad" | "cdn" => "ca",
        "australian" | "aud" | "aussie" => "au",
        "nzd" => "nz",
        "bajan" | "barbadian" | "bbd" | "bds" => "bb",
        "jamaican" | "jmd" => "jm",
        "trinidadian" | "ttd" => "tt",
        "xcd" => "ec",
        "hkd" => "hk",
        "sgd" | "singapore" | "singaporean" => "sg",
        "mexican" | "mxn" => "mx",
        "imperial" | "uk" | "long" => "imperial",
        "metric" | "tonne" | "tonnes" => "metric",
        "nautical" | "nmi" => "nautical",
        "statute" => "statute",
        "troy" => "troy",
        _ => return None,
    })
}

/// `text` may say a word of [`qualifier`] (a screen before its words are read): a run of
/// ASCII letters at a word's start that is one, or that a character not ASCII may carry on
/// into one (the Kelvin sign lower-cases to "k": "UK").
fn may_name_a_qualifier(text: &str) -> bool {
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if !starts_a_word(b, i) {
            i += 1;
            continue;
        }
        let end = i + b[i..]
            .iter()
            .take_while(|c| c.is_ascii_alphabetic())
            .count();
        // The longest qualifiers ("singaporean", "trinidadian") have eleven letters.
        let mut lower = [0; 11];
        if b.get(end).is_some_and(|c| !c.is_ascii())
            || (end - i <= lower.len() && {
                lower[..end - i].copy_from_slice(&b[i..end]);
                lower.make_ascii_lowercase();
                std::str::from_utf8(&lower[..end - i])
                    .ok()
                    .and_then(qualifier)
                    .is_some()
            })
        {
            return true;
        }
        i = end;
    }
    false
}

/// A figure, what its qualifier says it is counted in, and the range of both.
pub(super) type QualifiedAmount = (String, &'static str, Range<usize>);

/// The amounts of `ws` with a qualifier right beside them ([`qualifier`]): (figure, what the
/// qualifier says, range of the figure and qualifier). "$20 Bajan", "500 Canadian dollars",
/// "CAD 500", "12 nautical miles".
pub(super) fn qualified_amounts(ws: &[Word]) -> Vec<QualifiedAmount> {
    let mut out = Vec::new();
    for (k, w) in ws.iter().enumerate() {
        if !w.lower.starts_with(|c: char| c.is_ascii_digit())
            || !w
                .lower
                .chars()
                .all(|c| c.is_ascii_digit() || c == ',' || c == '.')
        {
            continue;
        }
        let figure = w.lower.replace(',', "");
        let beside = [k.checked_sub(1), Some(k + 1)];
        for j in beside.into_iter().flatten() {
            if let Some(q) = ws.get(j).and_then(|x| qualifier(&x.lower)) {
                let range = w.range.start.min(ws[j].range.start)..w.range.end.max(ws[j].range.end);
                out.push((figure.clone(), q, range));
            }
        }
    }
    out
}

/// "Tips are capped at $20 Bajan a night" -> "Tips capped at $20 US a night": the same figure,
/// counted in another currency or unit system by the qualifier beside it (Bajan -> US dollars,
/// imperial -> US gallons, nautical -> statute miles, metric -> short tons). The same
/// qualifier in another form ("500 Canadian dollars" = "CAD 500", "12 nautical miles" = "12
/// nmi") is no change; neither is a qualifier dropped. Not when the original counts the figure
/// in both.
fn qualifier_traded(ours: &[QualifiedAmount], rw: &[Word]) -> Option<(Range<usize>, Range<usize>)> {
    let theirs = qualified_amounts(rw);
    for (figure, q, from) in ours {
        let same_figure = |list: &[(String, &str, Range<usize>)], other: &str| {
            list.iter().any(|(f, x, _)| f == figure && *x == other)
        };
        if same_figure(&theirs, q) {
            continue;
        }
        if let Some((_, _, to)) = theirs
            .iter()
            .find(|(f, x, _)| f == figure && x != q && !same_figure(ours, x))
        {
            return Some((from.clone(), to.clone()));
        }
    }
    None
}

/// `a` and `b` are one word but for a plural's or a verb's ending ("passes" = "pass",
/// "bookings" = "booking"; by [`stem`], or one a prefix of the other of four letters at least
/// and two more at most).
fn same_word(a: &str, b: &str) -> bool {
    let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    stem(a) == stem(b)
        || short.len() >= 4 && long.starts_with(short) && long.len() - short.len() <= 2
}

/// Nouns that name a rule ("the rule about squash-merging", "the overtime policy").
fn names_a_rule(w: &str) -> bool {
    matches!(
        stem(w),
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
fn kept_rule_said_retired(ow: &[Word], rw: &[Word]) -> Option<(Range<usize>, Range<usize>)> {
    let o_clauses: Vec<&[Word]> = clauses(ow).collect();
    for clause in &o_clauses {
        let kept = clause.iter().any(|w| says_kept(&w.lower))
            && (clause.iter().any(|w| names_a_rule(&w.lower))
                || clause.iter().any(|w| w.lower == "still"));
        if !kept
            || clause
                .iter()
                .any(|w| says_retired(&w.lower) || is_negation(&w.lower))
        {
            continue;
        }
        let topic: Vec<&str> = clause
            .iter()
            .map(|w| w.lower.as_str())
            .filter(|w| w.len() >= 3 && !function_word(w) && !says_kept(w) && !names_a_rule(w))
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
        let names = |c: &[Word], t: &str| {
            c.iter()
                .any(|x| x.lower.split('-').any(|p| same_word(p, t)) || same_word(&x.lower, t))
        };
        // The original retires the topic elsewhere ("keep the rule about X; drop the one
        // about Y" is read per clause, but not "keep X ... X dropped for now").
        if o_clauses
            .iter()
            .any(|c| c.iter().any(|w| says_retired(&w.lower)) && topic.iter().all(|t| names(c, t)))
        {
            continue;
        }
        for r in clauses(rw) {
            // A word of keeping after "no longer" or a negation keeps nothing ("no longer
            // applies", "doesn't apply").
            let keeps = r.iter().enumerate().any(|(k, w)| {
                says_kept(&w.lower)
                    && !r[k.saturating_sub(2)..k]
                        .iter()
                        .any(|x| x.lower == "longer" || is_negation(&x.lower))
            });
            if topic.iter().all(|t| names(r, t))
                && r.iter()
                    .any(|w| says_retired(&w.lower) || is_negation(&w.lower))
                && !keeps
            {
                return Some((span(clause), span(r)));
            }
        }
    }
    None
}

/// Words that say a thing is required.
fn obligation_word(w: &str) -> bool {
    matches!(
        w,
        "required" | "mandatory" | "compulsory" | "obligatory" | "needed" | "necessary"
    )
}

/// Words that make a part conditional or exceptional: its requirement is read no further.
fn conditions(w: &str) -> bool {
    matches!(
        w,
        "unless"
            | "except"
            | "if"
            | "when"
            | "whenever"
            | "without"
            | "but"
            | "only"
            | "exempt"
            | "other"
            | "once"
            | "until"
            | "after"
    )
}

/// Whether a part of a text requires its subject (`Some(true)`: "a transceiver is required on
/// every dive", "helmets mandatory"), says it is not required (`Some(false)`: "helmets are not
/// required", "no permit needed", "gloves optional", "no longer required"), or neither
/// (`None`: no word of obligation, or a condition in the part).
fn requires(part: &[Word]) -> Option<bool> {
    if part.iter().any(|w| conditions(&w.lower)) {
        return None;
    }
    let optional = part.iter().any(|w| {
        matches!(
            w.lower.as_str(),
            "optional" | "unnecessary" | "unneeded" | "voluntary"
        )
    });
    let k = part.iter().position(|w| obligation_word(&w.lower));
    match k {
        Some(k) => Some(!optional && !part[..k].iter().any(|w| is_negation(&w.lower))),
        None if optional => Some(false),
        None => None,
    }
}

/// A part of the original that [`requires`] its subject one way or the other: the part, which
/// way, its subject's content words (by [`stem`]) and all its content words.
struct RequiringPart<'w> {
    part: &'w [Word],
    required: bool,
    subject: Vec<String>,
    all: Vec<String>,
}

/// "A transceiver is required on every dive, and nobody dives alone" -> "Transceiver not
/// required; no solo dives"; "Helmets are not required on the lower trail. Pads are
/// optional." -> "Helmets required on lower trail; pads optional": a part of the rewrite (cut
/// at commas, semicolons, colons...) that [`requires`] its subject one way, where the part of
/// the original that shares most of its content words (all of the original subject's, the
/// content words before its word of obligation) requires it the other way. Read per part, so
/// that another part's negation ("nobody dives alone") or leave ("pads optional") is not taken
/// for this one's. "negation added" or "negation dropped".
fn requirement_turned(
    ow: &[Word],
    rw: &[Word],
) -> Option<(&'static str, Range<usize>, Range<usize>)> {
    let content = |part: &[Word]| -> Vec<String> {
        part.iter()
            .filter(|w| w.lower.len() >= 3 && !function_word(&w.lower) && !is_negation(&w.lower))
            .filter(|w| !obligation_word(&w.lower) && w.lower != "optional")
            .map(|w| stem(&w.lower).to_string())
            .collect()
    };
    let o_parts: Vec<RequiringPart<'_>> = clauses(ow)
        .filter_map(|p| {
            let required = requires(p)?;
            let k = p
                .iter()
                .position(|w| obligation_word(&w.lower) || w.lower == "optional")
                .unwrap_or(p.len());
            let subject = content(&p[..k]);
            (!subject.is_empty()).then(|| RequiringPart {
                part: p,
                required,
                subject,
                all: content(p),
            })
        })
        .collect();
    if o_parts.is_empty() {
        return None;
    }
    for r in clauses(rw) {
        let Some(required) = requires(r) else {
            continue;
        };
        let said = content(r);
        let shared = |words: &[String]| words.iter().filter(|w| said.contains(w)).count();
        let names_subject = |p: &&RequiringPart<'_>| shared(&p.subject) == p.subject.len();
        let best = o_parts
            .iter()
            .filter(names_subject)
            .max_by_key(|p| shared(&p.all));
        if let Some(best) = best {
            // The same part said again by another part of the original too is not read.
            let ties = o_parts
                .iter()
                .filter(|p| names_subject(p) && shared(&p.all) == shared(&best.all))
                .count();
            if best.required != required && ties == 1 {
                let what = if required {
                    "negation dropped"
                } else {
                    "negation added"
                };
                return Some((what, span(best.part), span(r)));
            }
        }
    }
    None
}

/// Words that say a thing happens at no stated interval.
fn vague_frequency(w: &str) -> bool {
    matches!(
        w,
        "periodically"
            | "regularly"
            | "occasionally"
            | "routinely"
            | "sometimes"
            | "often"
            | "frequently"
            | "now"
            | "time"
            | "so"
    )
}

/// "Helmets must be replaced every 3 years or after any impact, whichever is first" ->
/// "Helmets get replaced periodically": a sentence of the original bounds how often a thing is
/// done ("every" before a figure, or "whichever") and a rewrite clause naming its subject (the
/// first content word) and its verb's stem says only that it happens at no stated interval
/// ("periodically", "regularly", "from time to time", "now and then"), with no figure:
/// "bound became approximation". The same rule with "whichever is first" (or "sooner",
/// "earlier") said as "whichever is later" (or "last") is "bound direction changed". Not a
/// past-tense report ("was", "were", "last year").
fn periodic_bound_blurred(
    ow: &[Word],
    rw: &[Word],
) -> Option<(&'static str, Range<usize>, Range<usize>)> {
    let first = |w: &str| matches!(w, "first" | "sooner" | "soonest" | "earlier" | "earliest");
    let later = |w: &str| matches!(w, "later" | "last" | "latest");
    let whichever = |s: &[Word], side: &dyn Fn(&str) -> bool| {
        s.iter().enumerate().find_map(|(k, w)| {
            (w.lower == "whichever"
                && s[k + 1..(k + 4).min(s.len())]
                    .iter()
                    .any(|x| side(&x.lower)))
            .then(|| w.range.start..s[(k + 3).min(s.len() - 1)].range.end)
        })
    };
    for sentence in sentences(ow) {
        let every_figure = sentence
            .windows(2)
            .any(|p| p[0].lower == "every" && p[1].lower.starts_with(|c: char| c.is_ascii_digit()));
        let o_first = whichever(sentence, &first);
        if !every_figure && o_first.is_none() {
            continue;
        }
        if sentence.iter().any(|w| {
            matches!(
                w.lower.as_str(),
                "was" | "were" | "did" | "had" | "last" | "yesterday"
            )
        }) {
            continue;
        }
        let Some(subject) = sentence
            .iter()
            .map(|w| w.lower.as_str())
            .find(|w| w.len() >= 3 && !function_word(w) && !matches!(*w, "user" | "note" | "rule"))
        else {
            continue;
        };
        for r in sentences(rw) {
            if !r.iter().any(|w| stem(&w.lower) == stem(subject)) {
                continue;
            }
            if let (Some(from), Some(to)) = (o_first.clone(), whichever(r, &later)) {
                return Some(("bound direction changed", from, to));
            }
            let figure = r
                .iter()
                .any(|w| w.lower.starts_with(|c: char| c.is_ascii_digit()));
            let vague = r.iter().enumerate().any(|(k, w)| {
                let next = r.get(k + 1).map_or("", |x| x.lower.as_str());
                match w.lower.as_str() {
                    "now" => next == "and",
                    "time" => next == "to",
                    "so" => next == "often",
                    x => vague_frequency(x) && !matches!(x, "now" | "time" | "so"),
                }
            });
            if vague && !figure {
                return Some(("bound became approximation", span(sentence), span(r)));
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful, assert_reports};
    use super::{ASKS, DIGITS, KEEPS, ORDINAL, PERIODIC, REQUIRES, may_name_a_qualifier, screen};

    /// The screen finds each reading's trigger words, and not their look-alikes: a clearing
    /// verb inside a clause ("we ask before"), "every" before no figure, "everyone".
    #[test]
    fn the_screen_finds_the_trigger_words() {
        assert_eq!(screen("Ask Nana before you move any bookings."), ASKS);
        assert_eq!(
            screen("User: please check with Priya before merging."),
            ASKS
        );
        assert_eq!(screen("We ask guests to leave before noon."), 0);
        assert_eq!(screen("Tips are capped at $20 Bajan."), DIGITS);
        assert_eq!(screen("Keep the old rule about squash-merging."), KEEPS);
        assert_eq!(screen("A transceiver is required."), REQUIRES);
        assert_eq!(
            screen("Rotate the tyres every 10,000 km."),
            PERIODIC | DIGITS
        );
        assert_eq!(screen("Everyone rotates the tyres every week."), 0);
        assert_eq!(screen("Book the 4th slot."), ORDINAL | DIGITS);
        assert_eq!(screen("Arrive by 10am with 5kg."), DIGITS);
    }

    /// The qualifier screen lets through every text that says a qualifier as a word, in any
    /// case or with the Kelvin sign, and not a text of none.
    #[test]
    fn the_qualifier_screen_finds_qualifiers() {
        for text in [
            "$20 Bajan",
            "SINGAPOREAN dollars",
            "12 nautical miles",
            "500 trinidadian",
            "the U\u{212A} gallon",
        ] {
            assert!(may_name_a_qualifier(text), "{text}");
        }
        for text in ["Tips capped at $20.", "5 kg, 2 usb-c", "Singaporeans"] {
            assert!(!may_name_a_qualifier(text), "{text}");
        }
    }

    /// The party of a prerequisite made the one who asks: "scope changed". The same duty said
    /// again is not.
    #[test]
    fn prerequisite_actor_swapped() {
        assert_reports(
            "scope changed",
            &[
                (
                    "Ask Nana before you move any bookings.",
                    "Nana will ask you before moving bookings.",
                ),
                (
                    "Check with Priya before you merge anything to main.",
                    "Priya will check with you before merging to main.",
                ),
                (
                    "Ask the landlord before you paint the walls.",
                    "The landlord asks you before painting walls.",
                ),
                (
                    "Always text Omar before you lock the shed.",
                    "Omar texts you before the shed is locked.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Ask Nana before you move any bookings.",
                "Ask Nana before moving bookings.",
            ),
            (
                "Check with Priya before you merge anything to main.",
                "Check w/ Priya before merging to main.",
            ),
            (
                "Ask the landlord before you paint the walls.",
                "Must ask landlord before painting walls.",
            ),
            (
                "Always text Omar before you lock the shed.",
                "Text Omar before locking the shed.",
            ),
        ]);
    }

    /// The qualifier of an amount traded: "unit changed". The same one in another form is not.
    #[test]
    fn qualifier_traded() {
        assert_reports(
            "unit changed",
            &[
                (
                    "Tips are capped at $20 Bajan a night.",
                    "Tips capped at $20 US a night.",
                ),
                (
                    "Deposits are limited to 500 Canadian dollars.",
                    "Deposits limited to 500 US dollars.",
                ),
                (
                    "The tank holds no more than 40 imperial gallons.",
                    "Tank holds max 40 US gallons.",
                ),
                (
                    "Stay within 12 nautical miles of the coast.",
                    "Stay within 12 statute miles of coast.",
                ),
                (
                    "Cargo must not exceed 30 metric tons.",
                    "Cargo max 30 short tons.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Tips are capped at $20 Bajan a night.",
                "Tips capped at BBD 20/night.",
            ),
            (
                "Cargo must not exceed 30 metric tons.",
                "Cargo max 30 tonnes.",
            ),
            (
                "The tank holds no more than 40 imperial gallons.",
                "Tank: 40 imperial gallons max.",
            ),
        ]);
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
            super::kept_rule_said_retired(&super::words(o), &super::words(r)).is_some()
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

    /// A requirement turned in one part of a list, beside another part's negation or leave.
    #[test]
    fn requirement_turned() {
        assert_reports(
            "negation added",
            &[(
                "A transceiver is required on every dive, and nobody dives alone.",
                "Transceiver not required; no solo dives.",
            )],
        );
        assert_reports(
            "negation dropped",
            &[
                (
                    "Helmets are not required on the lower trail. Pads are optional.",
                    "Helmets required on lower trail; pads optional.",
                ),
                (
                    "Gloves aren't required in the packing area. Aprons are optional.",
                    "Gloves required in packing area; aprons optional.",
                ),
            ],
        );
        assert_faithful(&[
            (
                "Helmets are not required on the lower trail. Pads are optional.",
                "Helmets not required on lower trail; pads optional.",
            ),
            (
                "A transceiver is required on every dive, and nobody dives alone.",
                "Transceiver required every dive; no solo dives.",
            ),
            (
                "Helmets are required on the upper trail. Helmets are not required on the lower trail.",
                "Helmets: required on upper trail, not on lower trail.",
            ),
        ]);
    }

    /// A periodic bound blurred to a vague frequency, or its "whichever is first" turned.
    #[test]
    fn periodic_bound_blurred() {
        assert_reports(
            "bound became approximation",
            &[(
                "Batteries are swapped every 200 cycles or 2 years, whichever is sooner.",
                "Batteries get swapped from time to time.",
            )],
        );
        assert_reports(
            "bound direction changed",
            &[(
                "Helmets must be replaced every 3 years or after any impact, whichever is first.",
                "Helmets: replace every 3 yrs or after impact, whichever is later.",
            )],
        );
        assert_faithful(&[
            (
                "Batteries are swapped every 200 cycles or 2 years, whichever is sooner.",
                "Swap batteries at 200 cycles or 2 yrs, whichever sooner.",
            ),
            (
                "We swapped the batteries every 200 cycles last year.",
                "Batteries were swapped regularly last year.",
            ),
        ]);
    }

    /// The rule's one ordinal given another value, a word or a figure; the same value in
    /// another form is faithful.
    #[test]
    fn ordinal_changed() {
        assert_reports(
            "bound changed",
            &[(
                "Vancomycin troughs are to be taken before the fourth dose, not later.",
                "Vanc trough: take before 5th dose.",
            )],
        );
        assert_faithful(&[
            (
                "Vancomycin troughs are to be taken before the fourth dose, not later.",
                "Vanc trough: take before 4th dose.",
            ),
            (
                "Escalate on the third missed payment.",
                "3rd missed payment: escalate.",
            ),
        ]);
    }
}
