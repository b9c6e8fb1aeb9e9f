//! Values of a memory object (JSON or YAML, already read as prose by `layout`) that carry
//! a rule's polarity: a permission key set to false ("allowed: false", "shortening allowed:
//! false") is a ban, read as "not allowed", and so is a key set to "deny" ("network: deny",
//! read as "no network"); a lone snake_case key under a heading line
//! ("saturday:\n  max_rooms_per_attendant: 14") is read as words, as two keys are; and a
//! setting's number said again under a key of the same words with another number
//! (`door_open_alarm_sec: 90` -> `"door_alarm_s":60`), compared on the texts as written.
//!
//! Each works in place and keep the text's length (the readable text quotes the text itself).

use super::extract::{Clause, Word};
use super::prerequisites::comparisons;
use super::words::{holds_any_phrase as has_any, is_content, part_words, same_word, words};
use super::{is_negation_word, is_one_of};
use crate::classify::numbers::{Direction, is_time_unit_name, normalize_unit};
use std::ops::Range;

/// The words of a key that grant leave: a key ending with one, set to false, bans.
const PERMISSION_KEYS: &[&[u8]] = &[b"allowed", b"permitted"];

/// The cheap screen: `bytes` holds "false" at all (one vector scan).
pub(super) fn may_hold_a_false_permission(bytes: &[u8]) -> bool {
    memchr::memmem::find(bytes, b"false").is_some()
}

/// Read each "allowed: false" ("permitted:   false", the key's last word "allowed") as
/// "not allowed", padded with spaces to the same length: "shortening allowed: false" ->
/// "shortening not allowed     ". A "false" after any other key stays.
pub(super) fn read_false_permissions(bytes: &mut [u8]) {
    let mut from = 0;
    while let Some(at) = memchr::memmem::find(&bytes[from..], b"false").map(|k| from + k) {
        from = at + 5;
        // A whole word: "falsehood" is none.
        if bytes.get(at + 5).is_some_and(u8::is_ascii_alphanumeric) {
            continue;
        }
        // Back over the spaces, then a colon, then the key's last word.
        let mut k = at;
        while k > 0 && bytes[k - 1] == b' ' {
            k -= 1;
        }
        if k == 0 || bytes[k - 1] != b':' {
            continue;
        }
        let colon = k - 1;
        let Some(key) = PERMISSION_KEYS.iter().find(|key| {
            colon >= key.len() && bytes[colon - key.len()..colon].eq_ignore_ascii_case(key)
        }) else {
            continue;
        };
        let start = colon - key.len();
        // ("disallowed", "shortening_allowed" as a name: another word.)
        if start > 0 && (bytes[start - 1].is_ascii_alphanumeric() || bytes[start - 1] == b'_') {
            continue;
        }
        let end = at + 5;
        let mut said = Vec::with_capacity(end - start);
        said.extend_from_slice(b"not ");
        said.extend_from_slice(&bytes[start..colon]);
        said.resize(end - start, b' ');
        bytes[start..end].copy_from_slice(&said);
    }
}

/// The cheap screen of [`read_denied_keys`]: `bytes` holds "deny" at all.
pub(super) fn may_hold_a_denied_key(bytes: &[u8]) -> bool {
    memchr::memmem::find(bytes, b"deny").is_some()
}

/// Read each key set to "deny" at a line's end ("network: deny", "  egress:  deny") as "no"
/// and the key, padded with spaces to the same length: "network: deny" -> "no network   ",
/// the ban a policy file's value states. A "deny" inside prose ("deny the request") or before
/// more words on its line stays.
pub(super) fn read_denied_keys(bytes: &mut [u8]) {
    let mut from = 0;
    while let Some(at) = memchr::memmem::find(&bytes[from..], b"deny").map(|k| from + k) {
        from = at + 4;
        let end = at + 4;
        // The line's last word.
        if bytes[end..]
            .iter()
            .take_while(|&&b| b != b'\n')
            .any(|b| !b.is_ascii_whitespace())
        {
            continue;
        }
        // Back over the spaces, then a colon, then the key (letters, digits, "_").
        let mut k = at;
        while k > 0 && bytes[k - 1] == b' ' {
            k -= 1;
        }
        if k == 0 || bytes[k - 1] != b':' || k == at {
            continue;
        }
        let colon = k - 1;
        let start = bytes[..colon]
            .iter()
            .rposition(|b| !(b.is_ascii_alphanumeric() || *b == b'_'))
            .map_or(0, |p| p + 1);
        if start == colon {
            continue;
        }
        let mut said = Vec::with_capacity(end - start);
        said.extend_from_slice(b"no ");
        said.extend_from_slice(&bytes[start..colon]);
        said.resize(end - start, b' ');
        bytes[start..end].copy_from_slice(&said);
    }
}

/// `key` (a range of `bytes`) is the only snake_case key of a YAML memory, indented under a
/// heading line that ends with a colon ("saturday:\n  max_rooms_per_attendant: 14"): a
/// record's key, read as words like two keys are (a lone "delete_record: call only after
/// ..." at the margin names a tool and stays).
pub(super) fn key_under_a_heading(bytes: &[u8], key: &std::ops::Range<usize>) -> bool {
    let line_start = bytes[..key.start]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |k| k + 1);
    let indented = key.start > line_start
        && bytes[line_start..key.start]
            .iter()
            .all(|&b| matches!(b, b' ' | b'\t' | b'-'));
    if !indented || line_start == 0 {
        return false;
    }
    let heading = bytes[..line_start - 1].trim_ascii_end();
    let heading_line = heading
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(heading, |k| &heading[k + 1..]);
    heading_line.ends_with(b":") && heading_line.len() > 1
}

/// `sentence` (a memory's record, as written) holds a key naming what is allowed whose value
/// is a list (`"allowed_courts": ["Court 3"]`, `entry_allowed: [head_keeper]`) or a key
/// allowing "only" (`allowed_only_if: ...`): the record allows those alone, as "only" does.
/// (`sentence` is a range of `text`: a key opening a list ends its sentence, read as a
/// heading, and the list after it is looked at in `text`.)
pub(super) fn allowed_list(text: &str, sentence: &std::ops::Range<usize>) -> bool {
    let bytes = text.as_bytes();
    let Some(within) = bytes.get(sentence.clone()) else {
        return false;
    };
    let key_byte = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    memchr::memmem::find_iter(within, b"allowed").any(|at| {
        let at = sentence.start + at;
        let start = bytes[..at]
            .iter()
            .rposition(|&b| !key_byte(b))
            .map_or(0, |k| k + 1);
        let end = at + bytes[at..].iter().take_while(|&&b| key_byte(b)).count();
        let key = &bytes[start..end];
        let mut k = end;
        if bytes.get(k) == Some(&b'"') {
            k += 1;
        }
        if bytes.get(k) != Some(&b':') {
            return false;
        }
        let only = key.windows(4).any(|w| w.eq_ignore_ascii_case(b"only"));
        let list = bytes[k + 1..].iter().find(|b| !b.is_ascii_whitespace()) == Some(&b'[');
        only || list
    })
}

/// Read in place each YAML flow mapping that is a line's value (`storage_temp_c: {min: 20,
/// max: 24}`) as its members: braces become spaces and the commas between members
/// semicolons ("min: 20; max: 24"), so "20, max" is no bound "20 max" (session 30). Only a
/// mapping after ": " whose members are each "key: value".
pub(super) fn read_flow_mappings(bytes: &mut [u8]) {
    let mut from = 0;
    while let Some(open) = memchr::memmem::find(&bytes[from..], b": {").map(|k| from + k + 2) {
        from = open + 1;
        let Some(close) = bytes[open + 1..]
            .iter()
            .position(|&b| matches!(b, b'}' | b'\n' | b'{'))
            .map(|k| open + 1 + k)
            .filter(|&k| bytes[k] == b'}')
        else {
            continue;
        };
        let inner = &bytes[open + 1..close];
        let members = inner.split(|&b| b == b',').count();
        let keyed = inner
            .split(|&b| b == b',')
            .all(|m| m.windows(2).any(|w| w == b": "));
        if members < 2 || !keyed {
            continue;
        }
        bytes[open] = b' ';
        bytes[close] = b' ';
        for b in &mut bytes[open + 1..close] {
            if *b == b',' {
                *b = b';';
            }
        }
        from = close + 1;
    }
}

/// The words that make a YAML line's value a rule of its own ("must sign in at reception",
/// "not allowed", "never"), not a field of one record ("Nurse Banda", "June").
const RULE_WORDS: &[&str] = &[
    "must",
    "never",
    "not",
    "no",
    "only",
    "required",
    "mandatory",
    "allowed",
    "prohibited",
    "forbidden",
    "banned",
];

/// A YAML line's `value` states a rule of its own: one of [`RULE_WORDS`] or a "-n't" word.
pub(super) fn value_states_a_rule(value: &[u8]) -> bool {
    value
        .split(|b| !b.is_ascii_alphabetic() && *b != b'\'')
        .any(|w| {
            w.len() > 3 && w.ends_with(b"n't")
                || RULE_WORDS
                    .iter()
                    .any(|r| w.eq_ignore_ascii_case(r.as_bytes()))
        })
}

/// A setting of a memory object as written: a key's words, lower-cased (`door_open_alarm_sec`
/// or `"door alarm s"` gives "door", "open", "alarm", "sec") and its number, with the
/// number's range.
struct Setting {
    words: Vec<String>,
    value: f64,
    range: std::ops::Range<usize>,
}

/// The most settings of one text read: a memory with more is not compared key by key.
const MAX_SETTINGS: usize = 64;

/// Every "key: number" of `text` (YAML `key: -60`, JSON `"key": 90`): a key of letters, digits,
/// `_` or `-` opening with a letter (quoted or not) right before the colon, a number right after it and ending its
/// value (not "10 min", "12:30", "v1.2"). Empty when `text` holds more than [`MAX_SETTINGS`].
fn settings(text: &str) -> Vec<Setting> {
    let bytes = text.as_bytes();
    let key_byte = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'-';
    let mut found = Vec::new();
    for colon in memchr::memchr_iter(b':', bytes) {
        let mut end = colon;
        if end > 0 && bytes[end - 1] == b'"' {
            end -= 1;
        }
        let start = bytes[..end]
            .iter()
            .rposition(|&b| !key_byte(b))
            .map_or(0, |k| k + 1);
        let mut v = colon + 1;
        while bytes.get(v) == Some(&b' ') {
            v += 1;
        }
        let digits_from = v + usize::from(bytes.get(v) == Some(&b'-'));
        let v_end = digits_from
            + bytes[digits_from.min(bytes.len())..]
                .iter()
                .take_while(|b| b.is_ascii_digit() || **b == b'.')
                .count();
        let ends_value = bytes
            .get(v_end)
            .is_none_or(|&b| matches!(b, b',' | b'}' | b'\n' | b'\r' | b';') || b == b' ');
        let value = text.get(v..v_end).and_then(|n| n.parse::<f64>().ok());
        let keyed = start < end && bytes[start].is_ascii_alphabetic();
        let (Some(value), true) = (value, ends_value && keyed) else {
            continue;
        };
        // "10 min": a number followed by a word is a quantity in prose, no setting.
        if bytes.get(v_end) == Some(&b' ')
            && bytes.get(v_end + 1).is_some_and(u8::is_ascii_alphabetic)
        {
            continue;
        }
        let words = text[start..end]
            .split(['_', '-'])
            .filter(|w| !w.is_empty())
            .map(str::to_ascii_lowercase)
            .collect();
        found.push(Setting {
            words,
            value,
            range: v..v_end,
        });
        if found.len() > MAX_SETTINGS {
            return Vec::new();
        }
    }
    found
}

/// `door_open_alarm_sec: 90` -> `"door_alarm_s":60`: a setting of the rewrite whose number the
/// original gives no setting, under a key that shares with the key of an original setting
/// whose number the rewrite gives none at least two words, or every word of the shorter key
/// (`max_c` and `max_temp_c`): the setting said again with another value. A key of one word
/// shared alone ("timeout_s: 90" -> "timeout_min: 1.5", another unit) is not read. The two
/// numbers, as ranges into each text.
pub(super) fn setting_value_changed(
    original: &str,
    rewrite: &str,
) -> Option<(std::ops::Range<usize>, std::ops::Range<usize>)> {
    // Screen: a colon in each text.
    if !original.contains(':') || !rewrite.contains(':') {
        return None;
    }
    let (ours, theirs) = (settings(original), settings(rewrite));
    let gone = |s: &&Setting, other: &[Setting]| !other.iter().any(|o| o.value == s.value);
    theirs.iter().filter(|r| gone(r, &ours)).find_map(|r| {
        ours.iter().filter(|o| gone(o, &theirs)).find_map(|o| {
            let shared = r.words.iter().filter(|w| o.words.contains(w)).count();
            let shorter = r.words.len().min(o.words.len());
            (shared >= 2 || shared == shorter && shorter > 1)
                .then(|| (o.range.clone(), r.range.clone()))
        })
    })
}

/// The rewrite's condition at `range` of `r` is the tail of a memory object's key
/// ("applies_when", "only_if": glued to the key's first word by "_") whose value states a
/// bound the original's sentence `o` states, on the same side and of the same value, with
/// one word at most before it naming what is measured: `"applies_when": "amount > $200"` for
/// "Refunds over $200 need the support lead's approval" (corpus31b f22). The key says where
/// the rule applies, as the bound on its subject did; another bound, or more words in the
/// value ("customer is VIP and amount > $200"), is still a condition added.
pub(super) fn keyed_condition_restates_a_bound(
    rewrite: &str,
    range: &Range<usize>,
    r: &Clause,
    o: &Clause,
) -> bool {
    let keyed = range.start > 0
        && rewrite.as_bytes()[range.start - 1] == b'_'
        && rewrite
            .get(range.clone())
            .is_some_and(|w| is_one_of(w, &["when", "if", "where"]));
    if !keyed {
        return false;
    }
    let Some(bound) = r.bound_after(range.end) else {
        return false;
    };
    // The value: from the key's end to the bound, one word at most ("amount").
    let lead = rewrite.get(range.end..bound.range.start).unwrap_or("");
    let words = lead
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .count();
    // And nothing after the bound before the value closes (a quote, a comma, a brace).
    let tail = rewrite.get(bound.range.end..r.range.end).unwrap_or("");
    let closed = tail.trim_start().starts_with(['"', '\'', ',', '}', '\n']);
    words <= 1
        && (closed || tail.trim().is_empty())
        && o.numbers
            .iter()
            .any(|n| n.compared && n.value == bound.value && n.direction == bound.direction)
}

/// Keys of a memory object that only say what kind of entry it is, or how strongly it binds
/// ("force": "must", "type": "prohibition"): no thing the rule is about.
pub(super) const FORM_KEYS: &[&str] = &["force", "type", "kind", "status", "strength", "modality"];
/// The words a form key's value may be made of: a hard rule's ("must not exceed",
/// "prohibition", "limit"), never a permission or a hedge ("may", "should", "optional").
const HARD_FORMS: &[&str] = &[
    "must",
    "not",
    "never",
    "shall",
    "required",
    "mandatory",
    "prohibited",
    "prohibition",
    "forbidden",
    "banned",
    "ban",
    "limit",
    "hard",
    "rule",
    "constraint",
    "requirement",
    "obligation",
    "exceed",
];
/// The literal flag value of a memory object's field ("hard_limit": true): the key says
/// what holds. ("false" and "null" turn or empty the key: never read past.)
const FLAG_VALUES: &[&str] = &["true"];

/// The rewrite's new word `n` is a key of a JSON or YAML memory object that names the entry's
/// form ("force": "must", "type": "limit", followed by its colon), or a literal flag value
/// right after a key's colon ("required": true, "hard_limit": true): a field's frame, no scope
/// of the rule. The value of a form key and the key of a flag are still read as words (a new
/// "region": "EU", or a new "weekends_only": true, is still new), and the frame is read past
/// only when every number's key agrees with the original's bound ([`number_keys_agree`]: no
/// "min_" for a cap, no "_months" for years). Screened by the colon a field needs right
/// beside the word.
pub(super) fn memory_field_frame(
    (original, o): (&str, &Clause),
    (rewrite, r): (&str, &Clause),
    n: &Word,
) -> bool {
    let Some(word) = rewrite.get(n.range.clone()) else {
        return false;
    };
    let after = rewrite.get(n.range.end..).unwrap_or("");
    let before = rewrite.get(..n.range.start).unwrap_or("");
    // A key: `force:` in YAML, `"force":` in JSON (nothing else between).
    let is_key = || {
        let rest = after.strip_prefix('"').unwrap_or(after);
        rest.starts_with(':')
            && (after.starts_with('"') && before.ends_with('"')
                || !before.ends_with('"') && at_a_yaml_key_start(before))
    };
    // A value: `: true` (a space or none), not inside a quoted string.
    let is_value = || {
        before.trim_end_matches(' ').ends_with(':')
            && after
                .chars()
                .next()
                .is_none_or(|c| matches!(c, ',' | '}' | ']' | '\n' | ' ' | '\r'))
    };
    (is_one_of(word, FORM_KEYS) && is_key() && hard_form_value(after)
        || is_one_of(word, FLAG_VALUES) && is_value())
        && number_keys_agree((original, o), (rewrite, r))
}

/// The words of an original's sentence that make its number a ceiling.
const CAP_WORDS: &[&str] = &[
    "cap", "capped", "max", "maximum", "limit", "under", "below", "most", "up", "tops",
];

/// Every number of `r` set as a memory key's value ("min_years": 7, `max_kg: 20`) agrees with
/// the original's number of the same value: the key's unit segment ("years", "h") is that
/// number's unit when it has one, and its "min" or "max" segment is not the other side of the
/// original's bound (a "min" for a number `o` caps, or says under; a "max" for a floor, or for
/// a bare number its sentence does not cap).
fn number_keys_agree((original, o): (&str, &Clause), (rewrite, r): (&str, &Clause)) -> bool {
    let sentence = original.get(o.range.clone()).unwrap_or("");
    let caps = || {
        sentence
            .split(|c: char| !c.is_ascii_alphabetic())
            .any(|w| is_one_of(w, CAP_WORDS))
    };
    r.numbers.iter().all(|y| {
        // (The number's range may open at its key: `max_nzd": 28000`.)
        let colon = rewrite
            .get(y.range.clone())
            .and_then(|t| t.rfind(':'))
            .map_or(y.range.start, |k| y.range.start + k + 1);
        let key = key_before(rewrite.get(..colon).unwrap_or(""));
        if key.is_empty() {
            return true;
        }
        let Some(x) = o.numbers.iter().find(|x| x.value == y.value) else {
            return true;
        };
        let segments: Vec<&str> = key.split('_').filter(|s| !s.is_empty()).collect();
        let last = segments.len().saturating_sub(1);
        let side = |k: usize, s: &str| {
            // ("min" closing the key is minutes: "window_min".)
            if is_one_of(s, &["minimum", "least", "floor"])
                || s.eq_ignore_ascii_case("min") && k < last
            {
                Some(Direction::Lower)
            } else if is_one_of(s, &["max", "maximum", "cap", "limit"]) {
                Some(Direction::Upper)
            } else {
                None
            }
        };
        let turned = segments.iter().enumerate().any(|(k, s)| match side(k, s) {
            Some(Direction::Lower) => x.direction == Direction::Upper || caps(),
            // (A bare number caps only where its sentence says so: "kept for 7 years" is
            // no "max_years": 7.)
            Some(Direction::Upper) => {
                x.direction == Direction::Lower || x.direction == Direction::Exact && !caps()
            }
            _ => false,
        });
        let unit_traded = segments.iter().enumerate().any(|(k, s)| {
            if side(k, s).is_some() {
                return false;
            }
            let unit = normalize_unit(&s.to_ascii_lowercase()).into_owned();
            is_time_unit_name(&unit)
                && x.unit
                    .as_deref()
                    .is_some_and(|u| is_time_unit_name(u) && u != unit)
        });
        !turned && !unit_traded
    })
}

/// The key right before a field's value: `"min_years": ` or `max_kg: ` at the end of
/// `before` (empty when the value follows no key).
fn key_before(before: &str) -> &str {
    let Some(rest) = before.trim_end().strip_suffix(':') else {
        return "";
    };
    let rest = rest.strip_suffix('"').unwrap_or(rest);
    // (After the whole of a wide mark before the key: "—max_years".)
    let start = rest
        .char_indices()
        .rev()
        .find(|(_, c)| !(c.is_ascii_alphanumeric() || *c == '_'))
        .map_or(0, |(k, c)| k + c.len_utf8());
    rest.get(start..).unwrap_or("")
}

/// `after` (the text after a form key) opens with the key's colon and a value made only of
/// [`HARD_FORMS`] words, quoted or up to the line's or the field's end.
pub(super) fn hard_form_value(after: &str) -> bool {
    let rest = after
        .trim_start_matches('"')
        .trim_start_matches(':')
        .trim_start();
    let value = match rest.strip_prefix('"') {
        Some(quoted) => quoted.split('"').next().unwrap_or(""),
        None => rest.split(['\n', ',', '}', '#']).next().unwrap_or(""),
    };
    let mut words = value.split_whitespace().peekable();
    words.peek().is_some() && words.all(|w| is_one_of(w, HARD_FORMS))
}

/// `before` (the text before a word) ends at the start of a YAML key: a line's start, its
/// indentation or a list item's dash, or a "{" or "," of a flow mapping.
fn at_a_yaml_key_start(before: &str) -> bool {
    let line = before.rsplit('\n').next().unwrap_or(before);
    let lead = line.trim_start_matches(' ');
    lead.is_empty() || lead == "- " || lead.ends_with("{ ") || lead.ends_with('{')
}

/// The byte ranges of a JSON memory object's form members (`"type": "prohibition"`, `"force":
/// "never"`: a key of [`FORM_KEYS`] with a quoted value of hard-form words), each
/// with a comma that parts it from a member next to it (the one before it, unless another form
/// member took that one: none is left dangling).
fn form_members(text: &str) -> Vec<Range<usize>> {
    let mut found: Vec<Range<usize>> = Vec::new();
    for (at, _) in text.match_indices('"') {
        let Some(rest) = text.get(at + 1..) else {
            continue;
        };
        let Some(key) = FORM_KEYS
            .iter()
            .find(|k| rest.starts_with(*k) && rest[k.len()..].starts_with('"'))
        else {
            continue;
        };
        if !hard_form_value(&rest[key.len()..]) {
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

/// Words that hedge a duty or leave it to the reader: a note holding one states no rule.
const HEDGES: &[&str] = &[
    "optional",
    "maybe",
    "ideally",
    "preferably",
    "preferred",
    "suggested",
    "recommended",
    "false",
    "may",
    "can",
    "try",
    "possible",
    "sometimes",
];

/// `rewrite` is a memory note: a JSON object, or two lines or more that open with a key and a
/// colon ("fuel_road_parking:", "  reverser: removed").
fn is_memory_note(rewrite: &str) -> bool {
    let key_line = |line: &str| {
        let line = line.trim_start_matches([' ', '\t', '-']);
        line.split_once(':').is_some_and(|(key, _)| {
            !key.is_empty()
                && key
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
        })
    };
    rewrite.trim_start().starts_with('{') || rewrite.lines().filter(|l| key_line(l)).count() >= 2
}

/// "Locos parked on the fuel road must have their reversers removed and the cab locked" ->
/// "fuel_road_parking:\n  reverser: removed\n  cab: locked", "When a split is disputed, freeze
/// the contested writer's share but keep paying out the undisputed portion" ->
/// "disputed_split:\n  contested_share: freeze\n  undisputed_portion: keep_paying": a memory
/// note ([`is_memory_note`]) writes the rule's duty (the original's part at `from`) as the
/// states or acts its keys hold, no modal needed; it restates the duty when every content word
/// of the note is one of the part's and three in four of the part's are the note's, and the
/// note holds no hedge ([`HEDGES`]), nor a negation or a comparison ([`comparisons`]) the
/// part does not have. Not a note that
/// says another state ("cab: unlocked", "reverser: fitted"), makes the duty optional
/// ("reverser: optional"), or keeps too few of the rule's words to say it.
pub(super) fn note_restates_a_duty(original: &str, from: &Range<usize>, rewrite: &str) -> bool {
    // (A cheap screen: a colon in the rewrite, then the note's shape.)
    if !rewrite.contains(':') || !is_memory_note(rewrite) {
        return false;
    }
    let ours: Vec<_> = words(original, from.clone())
        .into_iter()
        .filter(|(w, _)| is_content(w))
        .collect();
    let theirs: Vec<_> = words(rewrite, 0..rewrite.len())
        .into_iter()
        .flat_map(|(w, _)| w.split('_'))
        .filter(|w| is_content(w))
        .collect();
    if ours.len() < 3 || theirs.is_empty() {
        return false;
    }
    let kept = ours
        .iter()
        .filter(|(o, _)| theirs.iter().any(|t| same_word(o, t)))
        .count();
    theirs
        .iter()
        .all(|t| ours.iter().any(|(o, _)| same_word(o, t)))
        && 4 * kept >= 3 * ours.len()
        && comparisons(rewrite, 0..rewrite.len()) & !comparisons(original, from.clone()) == 0
        && !words(rewrite, 0..rewrite.len())
            .iter()
            .any(|(w, _)| is_one_of(w, HEDGES))
        && (!theirs.iter().any(|w| is_negation_word(w))
            || words(original, from.clone())
                .iter()
                .any(|(w, _)| is_negation_word(w)))
}

/// "coach_comms_during_live_rounds: false" -> "coaches may not talk to players during live
/// rounds": a negation the rewrite adds that says again a setting the original turns off
/// ("key: false", "key = no", "off", "disabled"), a word of the setting's name said in the
/// rewrite's part. A negation added to a setting turned on is still reported.
pub(super) fn false_setting_said_as_negation(
    original: &str,
    rewrite: &str,
    to: &Range<usize>,
) -> bool {
    if !has_any(original, &["false", "no", "off", "disabled", "none"]) {
        return false;
    }
    let Some((_, theirs)) = part_words(rewrite, to.start) else {
        return false;
    };
    original.lines().any(|line| {
        let Some((key, val)) = line.split_once([':', '=']) else {
            return false;
        };
        let val = val.trim().trim_matches(|c| matches!(c, '"' | ',' | '\''));
        is_one_of(val, &["false", "no", "off", "disabled", "none"])
            && key
                .split(|c: char| !c.is_alphanumeric())
                .filter(|w| w.len() > 3)
                .filter(|w| theirs.iter().any(|(v, _)| same_word(w, v)))
                .count()
                >= 2
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::polarity::layout;
    use crate::polarity::tests::{assert_changed, assert_faithful};

    fn read(text: &str) -> String {
        let mut bytes = text.as_bytes().to_vec();
        read_false_permissions(&mut bytes);
        String::from_utf8(bytes).unwrap()
    }

    #[test]
    fn a_permission_set_to_false_reads_as_not_allowed() {
        assert_eq!(read("allowed: false"), "not allowed   ");
        assert_eq!(
            read("shortening allowed:  false;"),
            "shortening not allowed    ;"
        );
        assert_eq!(read("permitted: false."), "not permitted   .");
        // Another key, another value, or a longer word: as written.
        for text in [
            "verified: false",
            "allowed: true",
            "disallowed: false",
            "allowed: falsehood",
        ] {
            assert_eq!(read(text), text);
        }
        assert_eq!(
            layout::readable(r#"{"action": "raise curtain", "allowed": false}"#).len(),
            r#"{"action": "raise curtain", "allowed": false}"#.len()
        );
    }

    /// A key set to "deny" at its line's end reads as "no" and the key; "deny" in prose, before
    /// more words or with no key, stays as written.
    #[test]
    fn a_key_set_to_deny_reads_as_a_ban() {
        let read = |text: &str| {
            let mut bytes = text.as_bytes().to_vec();
            read_denied_keys(&mut bytes);
            String::from_utf8(bytes).unwrap()
        };
        assert_eq!(read("network: deny"), "no network   ");
        assert_eq!(
            read("sandbox:\n  egress:  deny\n  cpu: 2"),
            "sandbox:\n  no egress    \n  cpu: 2"
        );
        for text in [
            "Managers may deny the request.",
            "network: deny unless approved",
            ": deny",
            "network: denylist",
        ] {
            assert_eq!(read(text), text);
        }
        let policy = "agent:\n  max_tool_calls: 40\n  network: deny";
        assert_faithful(&[(policy, "Agent: max 40 tool calls, no network.")]);
        assert_changed(&[
            (policy, "Agent: max 40 tool calls, network limited."),
            (policy, "Agent: max 40 tool calls, network allowed."),
            (policy, "Agent: max 40 tool calls."),
        ]);
    }

    /// A ban kept as a JSON record with "allowed": false is the ban; the same record
    /// allowing it, naming another action or another clearance, dropping the clearance, or
    /// banning what the original allowed at any time, is still reported.
    #[test]
    fn a_ban_said_as_allowed_false() {
        let curtain = "Do not raise the curtain until the house manager gives clearance.";
        let json = |action: &str, allowed: &str, until: &str| {
            format!(r#"{{"action": "{action}", "allowed": {allowed}, "until": "{until}"}}"#)
        };
        assert_faithful(&[(
            curtain,
            &json("raise curtain", "false", "house manager gives clearance"),
        )]);
        assert_changed(&[
            (
                curtain,
                &json("raise curtain", "true", "house manager gives clearance"),
            ),
            (
                curtain,
                &json("lower curtain", "false", "house manager gives clearance"),
            ),
            (
                curtain,
                &json("raise curtain", "false", "stage manager gives clearance"),
            ),
            (
                curtain,
                &json("raise curtain", "false", "house manager gives clearance")
                    .replace(r#", "until": "house manager gives clearance""#, ""),
            ),
            (
                "You may raise the curtain whenever you like.",
                r#"{"action": "raise curtain", "allowed": false}"#,
            ),
        ]);
    }

    /// A lone snake_case key under a heading reads as words: the rule's bound and what it
    /// counts are compared; another number, another day, another thing counted, or the
    /// bound's side turned are still reported.
    #[test]
    fn a_lone_key_under_a_heading() {
        let rooms = "No more than 14 rooms per attendant on Saturdays.";
        let yaml = |day: &str, key: &str, n: &str| format!("{day}:\n  {key}: {n}");
        assert_faithful(&[(rooms, &yaml("saturday", "max_rooms_per_attendant", "14"))]);
        assert_changed(&[
            (rooms, &yaml("saturday", "max_rooms_per_attendant", "16")),
            (rooms, &yaml("sunday", "max_rooms_per_attendant", "14")),
            (rooms, &yaml("saturday", "max_beds_per_attendant", "14")),
            (rooms, &yaml("saturday", "min_rooms_per_attendant", "14")),
        ]);
        // At the margin, a lone key names a tool and stays as written.
        let tool = "delete_record: call only after the user confirms";
        assert!(matches!(
            layout::readable(tool),
            std::borrow::Cow::Borrowed(_)
        ));
    }

    /// A record's list of what is allowed restricts as "only" does; another court, another
    /// kind of case, or a plain list of courts is still reported. (A second court added,
    /// "Court 3 or Court 4 only", is accepted, in prose as before this session.)
    #[test]
    fn an_allowed_list_restricts() {
        let family = "Family cases are listed in Court 3 only.";
        let json = |kind: &str, key: &str, courts: &str| {
            format!(r#"{{"case_type": "{kind}", "{key}": [{courts}]}}"#)
        };
        assert_faithful(&[(family, &json("family", "allowed_courts", r#""Court 3""#))]);
        assert_changed(&[
            (family, &json("family", "allowed_courts", r#""Court 4""#)),
            (family, &json("criminal", "allowed_courts", r#""Court 3""#)),
            (family, &json("family", "courts", r#""Court 3""#)),
        ]);
    }

    /// Rules one under another in a YAML memory are sentences of their own (one's "not" is
    /// not the other's); a rule turned, hedged or dropped is still reported.
    #[test]
    fn rules_under_a_heading_stay_apart() {
        let house = "User: Quiet hours are 11pm to 7am on weekdays and midnight to 8am at weekends. Guests must sign in at reception. No candles in rooms.";
        let yaml = |guests: &str, candles: &str| {
            format!(
                "house_rules:\n  quiet_hours:\n    weekdays: \"23:00-07:00\"\n    weekends: \"00:00-08:00\"\n  guests: {guests}{candles}"
            )
        };
        assert_faithful(&[(
            house,
            &yaml(
                "must sign in at reception",
                "\n  candles_in_rooms: not allowed",
            ),
        )]);
        assert_changed(&[
            (
                house,
                &yaml("must sign in at reception", "\n  candles_in_rooms: allowed"),
            ),
            (
                house,
                &yaml(
                    "may sign in at reception",
                    "\n  candles_in_rooms: not allowed",
                ),
            ),
            (house, &yaml("must sign in at reception", "")),
            (
                house,
                &yaml(
                    "must sign in at the bar",
                    "\n  candles_in_rooms: not allowed",
                ),
            ),
        ]);
        assert!(value_states_a_rule(b" can't stay"));
        assert!(!value_states_a_rule(b" Nurse Banda"));
    }

    /// A YAML flow mapping's members are read apart ("min: 20; max: 24", no "20 max"): the
    /// range kept is faithful; a bound changed, one dropped, another unit or a changed
    /// agitation is still reported.
    #[test]
    fn a_flow_mapping_reads_as_its_members() {
        let platelets = "Platelets: store at 20–24 °C with continuous agitation.";
        let yaml = |temp: &str, agitation: &str| {
            format!("platelets:\n  storage_temp_c: {temp}\n  agitation: {agitation}")
        };
        assert_faithful(&[(platelets, &yaml("{min: 20, max: 24}", "continuous"))]);
        assert_changed(&[
            (platelets, &yaml("{min: 18, max: 24}", "continuous")),
            (platelets, &yaml("{min: 20, max: 26}", "continuous")),
            (platelets, &yaml("{max: 24}", "continuous")),
            (platelets, &yaml("{min: 20 °F, max: 24 °F}", "continuous")),
            (platelets, &yaml("{min: 20, max: 24}", "none")),
        ]);
        let mut bytes = b"t: {min: 20, max: 24}\nu: {a, b}".to_vec();
        read_flow_mappings(&mut bytes);
        assert_eq!(bytes, b"t:  min: 20; max: 24 \nu: {a, b}".to_vec());
    }

    #[test]
    fn a_setting_said_again_with_another_number_is_reported() {
        let changed = |o: &str, r: &str| setting_value_changed(o, r).is_some();
        // Another number under a key of the same words, in YAML or JSON.
        assert!(changed(
            "backup:\n  keep_daily_copies: 7\n  offsite_sync_hours: 24",
            "{\"backup\":{\"daily_copies\":7,\"offsite_hours\":12}}"
        ));
        assert!(changed("max_guests_per_room: 4", "\"max_guests\": 6"));
        assert!(changed("kiln_peak_temp_c: 1240", "\"peak_temp\": 1280"));
        // The same numbers, another unit's key, or keys sharing one word: not read.
        assert!(!changed(
            "backup:\n  keep_daily_copies: 7\n  offsite_sync_hours: 24",
            "{\"daily_copies\":7,\"offsite_sync_h\":24}"
        ));
        assert!(!changed("timeout_s: 90", "timeout_min: 1.5"));
        // Prose quantities and clock times are no settings.
        assert!(!changed(
            "Alarm delay: 90 sec before paging.",
            "Alarm delay: 60 sec before paging."
        ));
        assert!(!changed(
            "Door alarm check at 12:30",
            "Door alarm check at 12:45"
        ));
    }

    /// A memory object's key ending in a condition word whose value restates the
    /// original's bound (corpus31b f22) adds no condition; another bound, or a value that
    /// asks more, does.
    #[test]
    fn a_keyed_condition_restating_a_bound_adds_none() {
        let o = "Refunds over $200 need the support lead's approval.";
        assert_faithful(&[(
            o,
            r#"{"type": "constraint", "action": "refund", "applies_when": "amount > $200", "requires": "support lead approval"}"#,
        )]);
        assert_changed(&[
            (
                o,
                r#"{"type": "constraint", "action": "refund", "applies_when": "amount > $500", "requires": "support lead approval"}"#,
            ),
            (
                o,
                r#"{"type": "constraint", "action": "refund", "applies_when": "amount < $200", "requires": "support lead approval"}"#,
            ),
            (
                o,
                r#"{"type": "constraint", "action": "refund", "applies_when": "customer is VIP and amount > $200", "requires": "support lead approval"}"#,
            ),
            (
                o,
                r#"{"type": "constraint", "action": "refund", "applies_when": "amount > $200", "requires": "manager approval"}"#,
            ),
        ]);
    }

    /// A memory object's form key ("force", "type") and a flag value ("true") are no words of
    /// the rule; a new field naming a thing, another number, a unit, a hedge, a flag turned
    /// false or a dropped negation stay reported.
    #[test]
    fn memory_field_frame() {
        let legal = "Legal says intake notes must be kept for 7 years.";
        let replicas = "Don't raise maxReplicas above 6.";
        let trip = "The allowance for the Dolomites recce trip is €300 per day.";
        assert_faithful(&[
            (
                trip,
                "budget:\n  dolomites_recce:\n    allowance_eur_per_day: 300\n    type: limit",
            ),
            (
                "The budget cap for the Whakatane install is NZ$18k, hard limit.",
                r#"{"project": "Whakatane install", "budget_max_nzd": 18000, "hard_limit": true}"#,
            ),
            (
                legal,
                r#"{"source": "legal", "rule": "retain intake notes", "min_years": 7, "force": "must"}"#,
            ),
            (
                replicas,
                r#"{"constraint": "maxReplicas <= 6", "force": "must not exceed"}"#,
            ),
        ]);
        assert_changed(&[
            (
                trip,
                "budget:\n  dolomites_recce:\n    allowance_eur_per_day: 400\n    type: limit",
            ),
            (
                trip,
                "budget:\n  dolomites_recce:\n    allowance_eur_per_day: 300\n    type: target",
            ),
            (
                trip,
                "budget:\n  dolomites_recce:\n    allowance_usd_per_day: 300\n    type: limit",
            ),
            (
                trip,
                "budget:\n  dolomites_recce:\n    allowance_eur_per_day: 300\n    type: optional",
            ),
            (
                legal,
                r#"{"source": "legal", "rule": "retain intake notes", "min_years": 5, "force": "must"}"#,
            ),
            (
                legal,
                r#"{"source": "legal", "rule": "retain intake notes", "min_months": 7, "force": "must"}"#,
            ),
            (
                legal,
                r#"{"source": "legal", "rule": "retain intake notes", "—min_months": 7, "force": "must"}"#,
            ),
            (
                legal,
                r#"{"source": "legal", "rule": "retain intake notes", "max_years": 7, "force": "must"}"#,
            ),
            (
                legal,
                r#"{"source": "HR", "rule": "retain intake notes", "min_years": 7, "force": "must"}"#,
            ),
            (
                replicas,
                r#"{"constraint": "maxReplicas above 6", "force": "must"}"#,
            ),
            (
                replicas,
                r#"{"constraint": "maxReplicas <= 6", "force": "must not exceed", "except": "during incidents"}"#,
            ),
            (
                legal,
                r#"{"source": "legal", "rule": "retain intake notes", "min_years": 7, "force": "should"}"#,
            ),
            (
                legal,
                r#"{"source": "legal", "rule": "retain billing notes", "min_years": 7, "force": "must"}"#,
            ),
            (
                legal,
                r#"{"source": "legal", "rule": "retain intake notes", "min_years": 7, "region": "EU", "force": "must"}"#,
            ),
            (
                replicas,
                r#"{"constraint": "maxReplicas <= 8", "force": "must not exceed"}"#,
            ),
            (
                replicas,
                r#"{"constraint": "minReplicas <= 6", "force": "must not exceed"}"#,
            ),
            (
                replicas,
                r#"{"constraint": "maxReplicas <= 6", "force": "should not exceed"}"#,
            ),
            (
                replicas,
                r#"{"constraint": "maxReplicas >= 6", "force": "must"}"#,
            ),
            (
                legal,
                r#"{"source": "legal", "rule": "retain intake notes", "min_years": 7, "force": "may"}"#,
            ),
            (
                "The budget cap for the Whakatane install is NZ$18k, hard limit.",
                r#"{"project": "Whakatane install", "budget_min_nzd": 18000, "hard_limit": true}"#,
            ),
            (
                legal,
                r#"{"source": "legal", "rule": "retain intake notes", "min_years": 7, "force": "must not"}"#,
            ),
            (
                "Legal says intake notes may be kept for 7 years.",
                r#"{"source": "legal", "rule": "retain intake notes", "min_years": 7, "force": "must"}"#,
            ),
            (
                replicas,
                r#"{"constraint": "maxReplicas <= 6", "force": "may exceed"}"#,
            ),
            (
                "Don't raise maxReplicas above 6 unless Ops agrees.",
                r#"{"constraint": "maxReplicas <= 6", "force": "must not exceed"}"#,
            ),
            (
                "The budget cap for the Whakatane install is NZ$18k, hard limit.",
                r#"{"project": "Whakatane install", "budget_max_nzd": 18000, "hard_limit": false}"#,
            ),
            (
                "The budget cap for the Whakatane install is NZ$18k, hard limit.",
                r#"{"project": "Whakatane install", "budget_max_nzd": 18000, "soft_limit": true}"#,
            ),
            (
                "The budget cap for the Whakatane install is NZ$18k, hard limit.",
                r#"{"project": "Whakatane install", "budget_max_nzd": 28000, "hard_limit": true}"#,
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

    /// A memory note writing a duty as the states its keys hold is kept; a note with another
    /// state, a hedge, or too few of the rule's words is reported.
    #[test]
    fn note_restates_a_duty() {
        assert_faithful(&[
            (
                "Locos parked on the fuel road must have their reversers removed and the cab locked.",
                "fuel_road_parking:\n  reverser: removed\n  cab: locked",
            ),
            (
                "Kilns must have their vents closed and the gas isolated.",
                "kilns:\n  vents: closed\n  gas: isolated",
            ),
        ]);
        assert_changed(&[
            (
                "Locos parked on the fuel road must have their reversers removed and the cab locked.",
                "fuel_road_parking:\n  reverser: removed\n  cab: unlocked",
            ),
            (
                "Locos parked on the fuel road must have their reversers removed and the cab locked.",
                "fuel_road_parking:\n  reverser: optional\n  cab: locked",
            ),
            (
                "Kilns must have their vents closed and the gas isolated.",
                "kilns:\n  vents: open\n  gas: isolated",
            ),
        ]);
    }
}
