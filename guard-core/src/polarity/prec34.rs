//! Session 34's faithful compactions (helper prec34): readings the polarity check now
//! accepts, each beside its changed look-alikes, which stay reported.

use super::extract::{Clause, CondGroup, Word};
use super::stems::stems_match;
use super::{compacted, memory_values};
use std::ops::Range;

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
    let Some(part) = compacted::part_of(rewrite, r, &n.range) else {
        return false;
    };
    compacted::shared_with(o, r, &part) == 0
        && compacted::parts(rewrite, r)
            .filter(|p| *p != part)
            .any(|p| compacted::shared_with(o, r, &p) >= 2)
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

/// The dollars an amount is in, by the letters glued before its "$" ("CA$250", "US$ 40",
/// "A$90"; "C" and "A" short for "CA" and "AU"), with the amount's digits; amounts with a
/// bare "$" are left out (whose dollars they are, the text around says).
fn country_dollars(text: &str) -> impl Iterator<Item = (Range<usize>, &str, &str)> {
    text.match_indices('$').filter_map(move |(at, _)| {
        let lead = text.get(..at)?;
        let letters = lead.len()
            - lead
                .trim_end_matches(|c: char| c.is_ascii_uppercase())
                .len();
        if letters == 0 || letters > 3 {
            return None;
        }
        let start = at - letters;
        // The letters open a word: "NZ$" or "(NZ$", not the end of "PLN$".
        if text[..start]
            .chars()
            .next_back()
            .is_some_and(char::is_alphanumeric)
        {
            return None;
        }
        let country = match &text[start..at] {
            "C" => "CA",
            "A" => "AU",
            other => other,
        };
        let rest = text.get(at + 1..)?;
        let digits_at = rest.len() - rest.trim_start_matches(' ').len();
        let digits = rest[digits_at..]
            .split(|c: char| !(c.is_ascii_digit() || c == ',' || c == '.'))
            .next()
            .filter(|d| d.starts_with(|c: char| c.is_ascii_digit()))?
            .trim_end_matches(['.', ',']);
        let end = at + 1 + digits_at + digits.len();
        Some((start..end, country, digits))
    })
}

/// An amount of the original in one country's dollars ("CA$250") said in another's in the
/// rewrite ("US$250"), the digits kept: the currency changed, which the bare "$" both share
/// hides ("unit changed"). A bare "$" in the rewrite, or the same country said again ("C$" for
/// "CA$"), is no change.
pub(super) fn dollars_of_another_country(
    original: &str,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    if !original.contains('$') || !rewrite.contains('$') {
        return None;
    }
    country_dollars(original).find_map(|(from, country, digits)| {
        country_dollars(rewrite)
            .find(|(_, other, said)| *said == digits && *other != country)
            .map(|(to, _, _)| (from.clone(), to))
    })
}

/// The byte ranges of a JSON memory object's form members (`"type": "prohibition"`, `"force":
/// "never"`: a key of [`memory_values::FORM_KEYS`] with a quoted value of hard-form words), each
/// with a comma that parts it from a member next to it (the one before it, unless another form
/// member took that one: none is left dangling).
fn form_members(text: &str) -> Vec<Range<usize>> {
    let mut found: Vec<Range<usize>> = Vec::new();
    for (at, _) in text.match_indices('"') {
        let Some(rest) = text.get(at + 1..) else {
            continue;
        };
        let Some(key) = memory_values::FORM_KEYS
            .iter()
            .find(|k| rest.starts_with(*k) && rest[k.len()..].starts_with('"'))
        else {
            continue;
        };
        if !memory_values::hard_form_value(&rest[key.len()..]) {
            continue;
        }
        // The value's closing quote: the fourth quote from the key's opening one.
        let Some(end) = text[at..]
            .match_indices('"')
            .nth(3)
            .map(|(k, _)| at + k + 1)
        else {
            continue;
        };
        let lead = text[..at].trim_end();
        let before = lead
            .strip_suffix(',')
            .map(str::len)
            .filter(|comma| !found.iter().any(|m| m.contains(comma)));
        let tail = &text[end..];
        let after = tail
            .trim_start()
            .strip_prefix(',')
            .map(|more| text.len() - more.len());
        found.push(match (before, after) {
            (Some(comma), _) => comma..end,
            (None, Some(past)) => at..past,
            (None, None) => at..end,
        });
    }
    found
}

/// Blank (with spaces, the length kept) the form members of a JSON memory object
/// (`{"type": "prohibition", "rule": "no egg retrievals on Sundays"}`) when the rest of the
/// object says a negation itself: the frame only names the entry's kind, which the rule's own
/// words say ("no", "never", "do not"), and read as prose it would split the rule from its
/// heading. An object whose negation is only in the frame (`"type": "prohibition", "action":
/// "play explicit tracks"`) keeps it.
pub(super) fn blank_redundant_form_members(text: &str, bytes: &mut [u8]) {
    let members = form_members(text);
    if members.is_empty() {
        return;
    }
    let mut rest = String::with_capacity(text.len());
    let mut from = 0;
    for m in &members {
        rest.push_str(text.get(from..m.start).unwrap_or(""));
        rest.push(' ');
        from = m.end.max(from);
    }
    rest.push_str(text.get(from..).unwrap_or(""));
    if super::negation_count(&rest) == 0 {
        return;
    }
    for m in members {
        for b in &mut bytes[m] {
            *b = b' ';
        }
    }
}

/// Keys of a JSON memory that say the force of the list they open (`"forbidden": ["publish
/// to the Steam beta"]`, `"allowed": [...]`): read as a label of each item, as "Forbidden:
/// publish ..." is, not as a heading apart from them.
const FORCE_LIST_KEYS: &[&str] = &[
    "allowed",
    "permitted",
    "permissions",
    "forbidden",
    "prohibited",
    "banned",
    "disallowed",
    "not allowed",
    "never",
];

/// The JSON key `key` (its underscores read as spaces) opens a list of strings (`value`, the
/// text from the list's "[" on) and says the force of its items ([`FORCE_LIST_KEYS`]).
pub(super) fn key_of_a_force_list(key: &[u8], value: &[u8]) -> bool {
    let opens_strings = value.first() == Some(&b'[')
        && value[1..]
            .iter()
            .find(|b| !b.is_ascii_whitespace())
            .is_some_and(|b| *b == b'"');
    opens_strings
        && std::str::from_utf8(key).is_ok_and(|k| {
            FORCE_LIST_KEYS
                .iter()
                .any(|f| k.trim().eq_ignore_ascii_case(f))
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

/// Words that open a year's bound from below ("from 2019 on", "since 2019").
const FROM_YEAR: &[&str] = &["from", "since"];
/// Words that close a year's bound from below ("2019 onwards", "2019 or later").
const ON_FROM_YEAR: &[&str] = &[
    "on",
    "onward",
    "onwards",
    "or later",
    "and later",
    "and after",
];

/// The year (four digits) that the text at `range` of `text` bounds from below: opened by
/// "from" or "since" (in the range or right before it) or closed by "on", "onwards", "or
/// later" right after it ("keep everything from 2019 on").
fn year_from(text: &str, range: &Range<usize>) -> Option<u16> {
    let said = text.get(range.clone())?;
    let year = said.get(said.len().checked_sub(4)?..)?;
    if !year.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let head = said[..said.len() - 4].trim_end();
    let lead = if head.is_empty() {
        text[..range.start]
            .trim_end()
            .rsplit(|c: char| !c.is_alphabetic())
            .next()
            .unwrap_or("")
    } else {
        head
    };
    let tail = text[range.end..].trim_start();
    let closes = ON_FROM_YEAR.iter().any(|w| {
        tail.get(..w.len())
            .is_some_and(|t| t.eq_ignore_ascii_case(w))
            && !tail[w.len()..].starts_with(|c: char| c.is_alphanumeric())
    });
    (FROM_YEAR.iter().any(|w| lead.eq_ignore_ascii_case(w)) || closes)
        .then(|| year.parse().ok())
        .flatten()
}

/// The original's bound at `range` is a year from below ("from 2019 on", "since 2019", "2019
/// onwards") and the rewrite writes that year with a plus after it ("retain all 2019+"): the
/// bound said again. Not another year ("2020+"), nor a year with a minus or before a digit.
pub(super) fn year_from_said_with_a_plus(
    original: &str,
    range: &Range<usize>,
    rewrite: &str,
) -> bool {
    let Some(year) = year_from(original, range) else {
        return false;
    };
    let plus = format!("{year}+");
    rewrite.match_indices(&plus).any(|(at, _)| {
        let before = rewrite[..at].chars().next_back();
        let after = rewrite[at + plus.len()..].chars().next();
        !before.is_some_and(|c| c.is_ascii_digit())
            && !after.is_some_and(|c| c.is_ascii_alphanumeric())
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

/// Words before a bare hour that make it a time of day ("after 5 today", "closes at ten").
const HOUR_MARKERS: &[&str] = &[
    "after", "before", "by", "until", "till", "at", "from", "past",
];
/// Days a bare hour may be read with, as its unit ("after 5 today").
const HOUR_DAYS: &[&str] = &["today", "tonight", "tomorrow"];

/// The marker of the time at `range` of `text`: the range's own first word when it has more
/// than one ("after 5"), else the word right before it; "" for none of [`HOUR_MARKERS`].
fn hour_marker(text: &str, range: &Range<usize>) -> &'static str {
    let said = text.get(range.clone()).unwrap_or("");
    let mut words = said.split_whitespace();
    let first = words.next().unwrap_or("");
    let marker = if words.next().is_some() {
        first
    } else {
        text.get(..range.start)
            .unwrap_or("")
            .split_whitespace()
            .next_back()
            .unwrap_or("")
    };
    HOUR_MARKERS
        .iter()
        .find(|m| marker.eq_ignore_ascii_case(m))
        .copied()
        .unwrap_or("")
}

/// The original's number `n` is a bare hour of the clock (1 to 12, in digits or a word, no
/// unit but a day: "after 5 today"), right after "after", "before", "by", "until", "at"...,
/// and the rewrite's time `e` (of `rewrite`) says it on the 24-hour clock after the same word
/// ("after 17:00 today" or "after 5:00 today"): the number written another way. Not another
/// hour ("after 18:00"), minutes ("after 17:30"), or another marker ("before 17:00").
pub(super) fn bare_hour_said_as_clock(
    original: &str,
    n: &super::extract::NumberFact,
    (rewrite, e): (&str, &super::extract::DateFact),
) -> bool {
    let day_or_none = n
        .unit
        .as_deref()
        .is_none_or(|u| HOUR_DAYS.iter().any(|d| u.eq_ignore_ascii_case(d)));
    if !day_or_none || n.value.fract() != 0.0 || !(1.0..=12.0).contains(&n.value) {
        return false;
    }
    let marker = hour_marker(original, &n.range);
    if marker.is_empty() || hour_marker(rewrite, &e.range) != marker {
        return false;
    }
    // The day the hour is read with, said with the clock time too ("after 17:00 today", not
    // "... tomorrow").
    if let Some(day) = n.unit.as_deref() {
        let next_words = rewrite
            .get(e.range.start..)
            .unwrap_or("")
            .split_whitespace();
        if !next_words.take(4).any(|w| {
            w.trim_end_matches(|c: char| !c.is_alphabetic())
                .eq_ignore_ascii_case(day)
        }) {
            return false;
        }
    }
    let hour = n.value as u8;
    let Some(rest) = e.key.strip_prefix('h').map(|k| k.trim_end_matches('?')) else {
        return false;
    };
    let (h, minutes) = rest.split_once(':').unwrap_or((rest, "00"));
    minutes.trim_start_matches('0').is_empty()
        && h.parse::<u8>()
            .is_ok_and(|h| h == hour || h == hour + 12 || hour == 12 && h == 0)
}

/// The original's ban `o` has an exception ("don't run the reset script anywhere except the
/// staging box", "don't use any card but the company card", "... anywhere other than the
/// charging bay") and the rewrite's sentence `r`,
/// not negated, restricts the act with "only" to what the exception names ("Reset script:
/// staging box only", "use only the company card"): the first content word after "except" or
/// "but" is a word of `r` (or its first date, a date of `r`: "except on Tuesdays" -> "only on
/// Tuesdays"). Not another place or thing ("Reset script: production only"), nor with a
/// condition of the rewrite's own ("..., unless it's declined"). The original is given with
/// its text.
pub(super) fn only_restates_ban_except((original, o): (&str, &Clause), r: &Clause) -> bool {
    let (Some(_), None, Some(_)) = (&o.negation, &r.negation, &r.restrictive) else {
        return false;
    };
    // (A condition of the rewrite's own, "... only, unless it's declined", is no exception
    // said again.)
    if r.conditions.iter().any(|(g, _)| *g == CondGroup::Condition) {
        return false;
    }
    let named_after = |at: usize| {
        let word = o.words.iter().find(|w| w.range.start >= at);
        let date = o.dates.iter().find(|d| d.range.start >= at);
        match (word, date) {
            // "except on Tuesdays" -> "only on Tuesdays": the date first.
            (_, Some(d)) if word.is_none_or(|w| d.range.start < w.range.start) => {
                r.dates.iter().any(|e| e.same_time(d))
            }
            (Some(named), _) => {
                r.words.iter().any(|w| stems_match(&w.stem, &named.stem))
                    || r.label_words.iter().any(|l| stems_match(l, &named.stem))
            }
            _ => false,
        }
    };
    o.conditions.iter().any(|(g, range)| {
        *g == CondGroup::Condition
            && original.get(range.clone()).is_some_and(|w| {
                let first = w.split_whitespace().next().unwrap_or("");
                // ("anywhere other than the charging bay", corpus34d.)
                super::is_one_of(first, &["except", "but", "other"])
            })
            && named_after(range.end)
    })
}

/// The rewrite's word `n` writes as one word the original's missing word `m` and the word
/// right before it ("any time" -> "anytime", "sign off" -> "sign-off", "set up" -> "setup"),
/// case and a hyphen aside: the same words, not a new one. Not a word of more ("anytimes").
pub(super) fn two_words_written_as_one(original: &str, m: &Word, rewrite: &str, n: &Word) -> bool {
    let (Some(second), Some(joined)) =
        (original.get(m.range.clone()), rewrite.get(n.range.clone()))
    else {
        return false;
    };
    let Some(first) = original
        .get(..m.range.start)
        .filter(|lead| lead.ends_with(' '))
        .and_then(|lead| lead.split_whitespace().next_back())
    else {
        return false;
    };
    let joined: String = joined.chars().filter(|c| *c != '-').collect();
    joined.len() == first.len() + second.len()
        && joined
            .get(..first.len())
            .is_some_and(|a| a.eq_ignore_ascii_case(first))
        && joined
            .get(first.len()..)
            .is_some_and(|b| b.eq_ignore_ascii_case(second))
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_changed, assert_faithful};

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

    /// An amount said in another country's dollars is a unit changed; the same dollars, or a
    /// bare "$", are not.
    #[test]
    fn dollars_of_another_country() {
        let switch = "Spend no more than CA$250 on the float switch.";
        let trip = "Budget for the Auckland trip is NZ$ 1,200 at most.";
        assert_faithful(&[
            (switch, "Float switch: max C$250."),
            (switch, "Float switch: max CA$250."),
            (trip, "Auckland trip: max NZ$1,200."),
            (
                "Keep the hotel under AU$300 a night.",
                "Hotel: under $300/night.",
            ),
        ]);
        assert_changed(&[
            (switch, "Float switch: max US$250."),
            (trip, "Auckland trip: max US$1,200."),
            (
                "Keep the hotel under AU$300 a night.",
                "Hotel: under NZ$300/night.",
            ),
        ]);
    }

    /// A JSON memory's form member beside a rule that says its own negation is read past; a
    /// changed day, an added condition, a dropped negation or a frame that alone says the ban
    /// stay reported.
    #[test]
    fn redundant_form_members() {
        let visits = "Don't schedule site visits on Fridays.";
        let van = "Never lend the van to volunteers.";
        let otters = "Don't feed the otters after 4 pm.";
        assert_faithful(&[
            (
                visits,
                r#"{"type": "prohibition", "rule": "no site visits scheduled on Fridays"}"#,
            ),
            (
                van,
                r#"{"rule": "van not lent to volunteers", "kind": "prohibition", "force": "never"}"#,
            ),
            (
                otters,
                r#"{"type": "prohibition", "rule": "do not feed the otters after 16:00"}"#,
            ),
            (
                "Never put sesame products on rack 2.",
                r#"{"rule": "no sesame products on rack 2", "type": "prohibition", "force": "never"}"#,
            ),
        ]);
        assert_changed(&[
            (
                visits,
                r#"{"type": "prohibition", "rule": "no site visits scheduled on Mondays"}"#,
            ),
            (
                visits,
                r#"{"type": "prohibition", "rule": "no site visits scheduled on Fridays unless urgent"}"#,
            ),
            (
                van,
                r#"{"rule": "van not lent to staff", "kind": "prohibition", "force": "never"}"#,
            ),
            (
                van,
                r#"{"rule": "van not usually lent to volunteers", "type": "prohibition"}"#,
            ),
            (
                otters,
                r#"{"type": "prohibition", "rule": "do not feed the otters after 17:00"}"#,
            ),
            (
                "Always wear gloves in the clean room.",
                r#"{"type": "prohibition", "rule": "no gloves in the clean room"}"#,
            ),
        ]);
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

    /// A year bounded from below said with a plus; another year, another side or another act
    /// stay reported.
    #[test]
    fn year_from_said_with_a_plus() {
        assert_faithful(&[
            ("Keep everything from 2019 on.", "Retain all 2019+."),
            ("Keep all logs since 2021.", "Logs: keep 2021+."),
            (
                "Archive invoices from 2020 onwards.",
                "Invoices 2020+: archive.",
            ),
            (
                "Don't touch records from 2016 or later.",
                "Records 2016+: don't touch.",
            ),
        ]);
        assert_changed(&[
            ("Keep everything from 2019 on.", "Retain all 2020+."),
            ("Keep everything from 2019 on.", "Retain all pre-2019."),
            ("Keep everything from 2019 on.", "Delete all 2019+."),
            ("Keep all logs since 2021.", "Logs: keep 2022+."),
            ("Keep all logs until 2021.", "Logs: keep 2021+."),
            ("Archive invoices before 2020.", "Invoices 2020+: archive."),
        ]);
    }

    /// "until" an event said by "pre-" it; "post-" or another event stay reported.
    #[test]
    fn until_said_as_pre() {
        let photos = "Nobody posts set photos until the trailer drops.";
        let audit = "Don't share the figures till the audit is finished.";
        assert_faithful(&[
            (photos, "Set: no photos posted pre-trailer."),
            (audit, "No sharing figures pre-audit."),
        ]);
        assert_changed(&[
            (photos, "Set: no photos posted post-trailer."),
            (photos, "Set: no photos posted pre-premiere."),
            (audit, "No sharing figures pre-launch."),
        ]);
    }

    /// Every contracted pair and a label's contractions say their words; another word in
    /// the rule's place stays reported.
    #[test]
    fn contracted_pairs() {
        let account = "Your service account only has read access to the cooling-sim namespace.";
        let billing = "The service account may read the billing tables.";
        assert_faithful(&[
            (account, "svc acct: read-only, cooling-sim namespace only."),
            (billing, "Svc acct: may read billing tbls."),
        ]);
        assert_changed(&[
            (account, "svc acct: read-write, cooling-sim namespace only."),
            (account, "Svc acct: read-only, all namespaces."),
            (billing, "Svc acct: may write billing tbls."),
            (
                "The project management team must approve the budget.",
                "Prod mgmt: must approve budget.",
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

    /// A bare hour said on the 24-hour clock after the same word and with the same day;
    /// another hour, minutes, marker or day stay reported.
    #[test]
    fn bare_hour_said_as_clock() {
        let booking = "Don't book anyone after 5 today.";
        assert_faithful(&[
            (booking, "No bookings after 17:00 today."),
            (booking, "No bookings after 5 pm today."),
        ]);
        assert_changed(&[
            (booking, "No bookings after 18:00 today."),
            (booking, "No bookings before 17:00 today."),
            (booking, "No bookings after 17:30 today."),
            (booking, "No bookings after 17:00 tomorrow."),
            ("Keep it under 5.", "Keep it under 17:00."),
        ]);
    }

    /// A ban with an exception said as the act restricted to it with "only"; another thing,
    /// another day, a condition of the rewrite's own or a dropped "only" stay reported.
    #[test]
    fn only_restates_ban_except() {
        let reset = "Don't run the reset script anywhere except the staging box.";
        let card = "Don't use any card except the company card.";
        let deploy = "Don't deploy except on Tuesdays.";
        assert_faithful(&[
            (reset, "Reset script: staging box only."),
            (reset, "Run the reset script only on the staging box."),
            (card, "Use only the company card."),
            (deploy, "Deploy only on Tuesdays."),
        ]);
        assert_changed(&[
            (reset, "Reset script: production only."),
            (reset, "Reset script: staging box only, unless it's urgent."),
            (card, "Company card only, unless it's declined."),
            (card, "Use only the personal card."),
            (deploy, "Deploy only on Thursdays."),
            (deploy, "Deploy only on Tuesdays and Fridays."),
            (deploy, "Deploy on Tuesdays."),
        ]);
    }

    /// Two words written as one; another word in their place stays reported.
    #[test]
    fn two_words_written_as_one() {
        let purge = "You can run the purge script any time.";
        let printer = "Set up the printer before the meeting.";
        assert_faithful(&[
            (purge, "Purge script: OK anytime."),
            (printer, "Printer setup before the meeting."),
        ]);
        assert_changed(&[
            (purge, "Purge script: OK at night."),
            (printer, "Printer teardown before the meeting."),
        ]);
    }
}
