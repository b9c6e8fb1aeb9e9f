//! An agent's rules written as configuration: a JSON document or a YAML block one of whose
//! keys names what it holds as the agent's rules (`agent_rules:`, `"assistant_policy"`,
//! `site_rules:`, `nursery_agent_config:`), read key by key. `max_discount_percent: 10` under
//! such a key is a limit, `forbidden_actions: [...]` a ban, `"remote_visits_allowed": false`
//! a ban, `final_label_check: pharmacist_required` a duty.
//!
//! Other configuration stays data, as the classifier has always read it: a retry library's
//! `retry_policy:`, a linter's `rules:`, a listing's `"max_guests": 4`, and any record of rules
//! (a key such as `"status"`, `"enabled"`, `"rule_id"` or `"evaluated_at"` says the document
//! reports on rules rather than sets them).

use super::lexicon::is_one_of;
use super::text::closing_quote;
use super::{Cue, CueKind};
use std::ops::Range;

/// One key of a configuration document and what follows it.
struct Entry {
    /// The key's text, without quotation marks.
    key: Range<usize>,
    value: Value,
}

/// What a key holds, as far as telling a rule needs.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Value {
    /// A nested object or YAML section, or nothing.
    Section,
    /// `false`, `no`, `off`.
    False,
    /// `true`, `yes`, `on`.
    True,
    /// A number, or a string holding a digit ("2-8C", "50 mL").
    Quantity,
    /// A list of items.
    List,
    /// Any other text; its range, quotation marks excluded.
    Text(usize, usize),
}

/// Configuration documents longer than this many keys are not read key by key (a dump of
/// settings, not a handful of rules).
const MAX_ENTRIES: usize = 64;

/// The cues of the rules an agent's configuration states, when `text` is a JSON document or
/// a YAML block whose keys name them as the agent's rules and nothing marks it a record;
/// empty otherwise. Linear in `text`.
pub(super) fn config_rule_cues(text: &str) -> Vec<Cue> {
    // "Team agent config (applies to you):\n{...}": a label line naming the document below.
    if let Some(body) = document_after_an_agent_label(text) {
        let mut cues = document_cues(&text[body..], true);
        for cue in &mut cues {
            cue.range = cue.range.start + body..cue.range.end + body;
        }
        return cues;
    }
    document_cues(text, opening_comment_names_agent_rules(text))
}

/// The cues of [`config_rule_cues`] for the document `text` alone; `named` when something
/// outside its keys (a comment, a label) already names it the agent's rules.
fn document_cues(text: &str, named: bool) -> Vec<Cue> {
    let mut entries = Vec::new();
    let read = if text.trim_start().starts_with('{') {
        // Most JSON is no agent's rules: one pass over its keys, allocating nothing, says so.
        (named || json_keys(text).any(|key| names_agent_rules(&text[key])))
            && json_entries(text, &mut entries)
    } else {
        yaml_entries(text, &mut entries)
    };
    if !read
        || !(named
            || entries.iter().any(|e| {
                names_agent_rules(&text[e.key.clone()])
                    || e.value == Value::Section && names_an_agent(&text[e.key.clone()])
            }))
    {
        return Vec::new();
    }
    if entries
        .iter()
        .any(|e| is_record_key(&text[e.key.clone()], e.value))
    {
        return Vec::new();
    }
    entries
        .iter()
        .filter_map(|e| {
            rule_kind(text, e).map(|kind| Cue {
                kind,
                range: e.key.clone(),
            })
        })
        .collect()
}

/// True when a document whose keys are these names the agent's rules: for JSON string values
/// of words to be read as the rules they write out. `json` is a JSON document.
pub(super) fn json_names_agent_rules(json: &str) -> bool {
    if !json_keys(json).any(|key| names_agent_rules(&json[key])) {
        return false;
    }
    let mut entries = Vec::new();
    json_entries(json, &mut entries)
        && entries
            .iter()
            .any(|e| names_agent_rules(&json[e.key.clone()]))
        && !entries
            .iter()
            .any(|e| is_record_key(&json[e.key.clone()], e.value))
}

/// The string values of the JSON document `json` that write out words (two spaces or more:
/// "never assign a robot to aisle 14"), list items included, as byte ranges of `json`
/// without their quotation marks.
pub(super) fn worded_values(json: &str) -> impl Iterator<Item = Range<usize>> + '_ {
    json_strings(json)
        .filter(move |&(ref string, is_key)| {
            !is_key && json[string.clone()].matches(' ').count() >= 2
        })
        .map(|(string, _)| string)
}

/// The strings of the JSON text `json`, as byte ranges without their quotation marks, each
/// with whether it is a key (followed by `:`).
fn json_strings(json: &str) -> impl Iterator<Item = (Range<usize>, bool)> + '_ {
    let b = json.as_bytes();
    let mut i = 0;
    std::iter::from_fn(move || {
        let open = memchr::memchr(b'"', &b[i.min(b.len())..]).map(|k| i + k)?;
        let close = closing_quote(b, open)?;
        i = close + 1;
        Some((open + 1..close, b.get(skip_spaces(b, i)) == Some(&b':')))
    })
}

/// The string values of the JSON document `json` written out in words (two spaces or more)
/// under a key standing in for a comment, which JSON lacks: "//", or an underscore and a
/// comment's word ("_note", "_comment", "__warning"), the writer's word to whoever reads
/// the settings, read as prose as a comment line is (cls65a); byte ranges of `json` without
/// their quotation marks. A record (a key such as "status" or "order_id") keeps its notes as
/// data, and a plain "note" is a field like any other.
pub(super) fn comment_values(json: &str) -> Vec<Range<usize>> {
    const COMMENT_WORDS: &[&str] = &[
        "note", "notes", "comment", "comments", "remark", "remarks", "warning", "caution",
    ];
    let is_comment_key = |key: &str| {
        key == "//"
            || key.starts_with('_')
                && key_words(key).count() == 1
                && key_words(key).all(|w| is_one_of(w, COMMENT_WORDS))
    };
    let mut entries = Vec::new();
    if !json_keys(json).any(|key| is_comment_key(&json[key]))
        || !json_entries(json, &mut entries)
        || entries
            .iter()
            .any(|e| is_record_key(&json[e.key.clone()], e.value))
    {
        return Vec::new();
    }
    entries
        .iter()
        .filter(|e| is_comment_key(&json[e.key.clone()]))
        .filter_map(|e| worded_string_after(json, &e.key))
        .collect()
}

/// The string values of the JSON document `json` written out in words (two spaces or more)
/// under a key naming an event to act on, "on" and the event ("on_breach", "onTimeout",
/// "on_failure"): what is to be done when it happens ("page the on-call tech if ..."), an
/// order as the same line in YAML reads (cls64b); byte ranges of `json` without their
/// quotation marks. A one-word value ("on_error": "retry") is a setting.
pub(super) fn event_actions(json: &str) -> impl Iterator<Item = Range<usize>> + '_ {
    json_keys(json)
        .filter(|key| {
            let mut words = key_words(&json[key.clone()]);
            words.next().is_some_and(|w| w.eq_ignore_ascii_case("on")) && words.next().is_some()
        })
        .filter_map(move |key| worded_string_after(json, &key))
}

/// The string value after the key at `key` (a key's text, without quotation marks) in the
/// JSON text `json`, without its quotation marks, when it is written out in words (two
/// spaces or more); `None` for another value.
fn worded_string_after(json: &str, key: &Range<usize>) -> Option<Range<usize>> {
    let b = json.as_bytes();
    let value = skip_spaces(b, skip_spaces(b, key.end + 1) + 1);
    (b.get(value) == Some(&b'"'))
        .then(|| closing_quote(b, value).map(|close| value + 1..close))
        .flatten()
        .filter(|v| json[v.clone()].matches(' ').count() >= 2)
}

/// The words of a key: split at `_`, `-`, `.`, spaces and lower-to-upper case changes
/// ("maxDiscount_pct" → max, Discount, pct); compared ignoring ASCII case.
fn key_words(key: &str) -> impl Iterator<Item = &str> + '_ {
    let b = key.as_bytes();
    let (mut start, mut i) = (0, 0);
    std::iter::from_fn(move || {
        while i < b.len() {
            let c = b[i];
            if matches!(c, b'_' | b'-' | b'.' | b' ') {
                let word = &key[start..i];
                i += 1;
                start = i;
                if !word.is_empty() {
                    return Some(word);
                }
            } else if c.is_ascii_uppercase()
                && i > start
                && (b[i - 1].is_ascii_lowercase() || b[i - 1].is_ascii_digit())
            {
                let word = &key[start..i];
                start = i;
                i += 1;
                return Some(word);
            } else {
                i += 1;
            }
        }
        (start < b.len()).then(|| {
            let word = &key[start..];
            start = b.len();
            word
        })
    })
}

/// Words naming the agent a configuration is for, or what it keeps for itself ("memory_note").
const AGENT_WORDS: &[&str] = &[
    "agent",
    "assistant",
    "bot",
    "ai",
    "copilot",
    "llm",
    "memory",
];

/// Words naming a set of rules.
const RULE_SET_WORDS: &[&str] = &["rules", "guardrails", "constraints", "restrictions"];

/// Words naming an agent's settings or rules beside an agent's word ("agent_policy",
/// "bot_permissions", "nursery_agent_config").
const AGENT_SETTING_WORDS: &[&str] = &[
    "rules",
    "policy",
    "policies",
    "config",
    "configuration",
    "settings",
    "guardrails",
    "permissions",
    "limits",
    "constraints",
    "restrictions",
    "note",
    "notes",
    "instructions",
];

/// A key naming its content as the agent's rules: a named set of rules ("site_rules",
/// "compounding_rules": a rule-set word last, after a word saying whose), or an agent's
/// word beside a word for its settings ("agent_policy", "assistantRules"). A bare "rules" or
/// "policy" (a linter's, a retry library's) does not.
fn names_agent_rules(key: &str) -> bool {
    let (mut count, mut last, mut agent, mut setting) = (0, "", false, false);
    for word in key_words(key) {
        count += 1;
        last = word;
        agent |= is_one_of(word, AGENT_WORDS);
        setting |= is_one_of(word, AGENT_SETTING_WORDS);
    }
    // (A bare "memory" key holds what the agent keeps for itself: `{"memory": "..."}`.)
    count >= 2 && is_one_of(last, RULE_SET_WORDS)
        || agent && setting
        || count == 1 && last == "memory"
}

/// A section's key naming the agent it configures ("support_agent:", "agent:", "triage_bot:"):
/// what it holds are the agent's settings (not "memory", what the agent keeps, nor a
/// transcript's speaker, "AI:").
fn names_an_agent(key: &str) -> bool {
    !key.bytes().any(|b| b.is_ascii_uppercase())
        && key_words(key)
            .last()
            .is_some_and(|last| last != "memory" && is_one_of(last, AGENT_WORDS))
}

/// The YAML block `text` opens with a comment naming it an agent's settings ("# agent config
/// — incident IR-2231", "# bot rules for the kiosk").
fn opening_comment_names_agent_rules(text: &str) -> bool {
    text.trim_start()
        .strip_prefix('#')
        .is_some_and(|comment| names_agent_settings(comment.lines().next().unwrap_or("")))
}

/// Where the document after a label line naming the agent's settings starts ("Team agent
/// config (applies to you):" and a JSON document or a YAML block on the next line), if the
/// text opens so.
fn document_after_an_agent_label(text: &str) -> Option<usize> {
    let newline = memchr::memchr(b'\n', text.as_bytes())?;
    let label = text[..newline].trim_end();
    // (Prose, with a space: not a key opening the block, "shop_agent_config:".)
    (label.ends_with(':')
        && label.contains(' ')
        && !label.starts_with('#')
        && names_agent_settings(label))
    .then_some(newline + 1)
}

/// A line of prose whose words, split at anything not a letter, hold an agent's word and a
/// settings word, as a key naming the agent's rules would ("agent config", "bot rules").
fn names_agent_settings(line: &str) -> bool {
    let (mut agent, mut setting) = (false, false);
    for word in line
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| !w.is_empty())
    {
        agent |= is_one_of(word, AGENT_WORDS);
        setting |= is_one_of(word, AGENT_SETTING_WORDS);
    }
    agent && setting
}

/// A key that marks the document a record about rules (their state, results, identity or
/// history) rather than rules set: "status", "enabled", "severity", "rule_id", "hits",
/// "evaluated_at", "last_checked".
fn is_record_key(key: &str, value: Value) -> bool {
    const RECORD_WORDS: &[&str] = &[
        "status",
        "state",
        "result",
        "results",
        "enabled",
        "disabled",
        "severity",
        "level",
        "hits",
        "triggered",
        "applied",
        "evaluated",
        "updated",
        "created",
        "archived",
        "version",
    ];
    let Some(last) = key_words(key).last() else {
        return false;
    };
    key_words(key).any(|w| is_one_of(w, RECORD_WORDS))
        || last.eq_ignore_ascii_case("at")
        || last.eq_ignore_ascii_case("id") && value != Value::Section
        || key_words(key)
            .next()
            .is_some_and(|w| w.eq_ignore_ascii_case("last"))
}

/// The kind of rule a key of an agent's rules states with its value, if any: a limit
/// ("max_per_day": 2), a ban ("forbidden_actions", "never_include", "x_allowed": false), a
/// leave ("allowed_actions": [...]) or a duty ("required", "mandatory", or a value such as
/// "pharmacist_required" or "isolator_only").
fn rule_kind(text: &str, entry: &Entry) -> Option<CueKind> {
    const LIMIT_WORDS: &[&str] = &[
        "max", "min", "maximum", "minimum", "limit", "cap", "ceiling", "quota", "budget",
    ];
    const BAN_WORDS: &[&str] = &[
        "forbidden",
        "blocked",
        "banned",
        "prohibited",
        "disallowed",
        "denied",
        "never",
        "excluded",
        "blacklisted",
    ];
    const LEAVE_WORDS: &[&str] = &["allowed", "allow", "permitted", "permit", "whitelisted"];
    const DUTY_WORDS: &[&str] = &["required", "require", "requires", "mandatory", "must"];
    let key = &text[entry.key.clone()];
    let has = |set: &[&str]| key_words(key).any(|w| is_one_of(w, set));
    let value_has = |set: &[&str]| match entry.value {
        Value::Text(start, end) => key_words(&text[start..end]).any(|w| is_one_of(w, set)),
        _ => false,
    };
    match entry.value {
        Value::Section => None,
        Value::Quantity if has(LIMIT_WORDS) => Some(CueKind::LimitStatement),
        _ if has(BAN_WORDS) && entry.value != Value::False => Some(CueKind::Prohibition),
        Value::False if has(LEAVE_WORDS) => Some(CueKind::Prohibition),
        Value::List | Value::True if has(LEAVE_WORDS) => Some(CueKind::Permission),
        Value::True | Value::List | Value::Text(..) if has(DUTY_WORDS) => {
            Some(CueKind::DeonticModal)
        }
        Value::Text(..) if value_has(DUTY_WORDS) => Some(CueKind::DeonticModal),
        Value::Text(..) if value_has(&["only"]) => Some(CueKind::LimitStatement),
        _ => None,
    }
}

/// The value of a scalar written `raw` (trimmed, quotation marks still on) at byte `start`.
fn scalar_value(raw: &str, start: usize) -> Value {
    let inner = raw.trim_matches(|c| c == '"' || c == '\'');
    let inner_start = start + (raw.len() - raw.trim_start_matches(['"', '\'']).len());
    match inner.to_ascii_lowercase().as_str() {
        "" => Value::Section,
        "false" | "no" | "off" => Value::False,
        "true" | "yes" | "on" => Value::True,
        _ if inner.bytes().any(|b| b.is_ascii_digit()) => Value::Quantity,
        _ => Value::Text(inner_start, inner_start + inner.len()),
    }
}

/// The byte ranges of the keys of the JSON text `json`, without their quotation marks.
fn json_keys(json: &str) -> impl Iterator<Item = Range<usize>> + '_ {
    json_strings(json).filter_map(|(string, is_key)| is_key.then_some(string))
}

/// The keys of the JSON document `json` and their values, in order, into `entries`; false
/// when it holds none, or more than [`MAX_ENTRIES`].
fn json_entries(json: &str, entries: &mut Vec<Entry>) -> bool {
    let b = json.as_bytes();
    for key in json_keys(json) {
        if entries.len() == MAX_ENTRIES {
            return false;
        }
        let value_start = skip_spaces(b, skip_spaces(b, key.end + 1) + 1);
        let value = match b.get(value_start) {
            Some(b'{') | None => Value::Section,
            Some(b'[') => Value::List,
            Some(b'"') => {
                let end = closing_quote(b, value_start).unwrap_or(b.len());
                scalar_value(&json[value_start..end], value_start)
            }
            Some(_) => {
                let end = memchr::memchr3(b',', b'}', b']', &b[value_start..])
                    .map_or(b.len(), |e| value_start + e);
                scalar_value(json[value_start..end].trim_end(), value_start)
            }
        };
        entries.push(Entry { key, value });
    }
    !entries.is_empty()
}

/// The keys of the YAML block `text` and their values, into `entries`: every line that is not
/// blank, a comment or a markdown fence is `key:`, `key: value` or a list item (`- ...`). False when it is not
/// such a block, opens with no key, or holds more than [`MAX_ENTRIES`] keys.
fn yaml_entries(text: &str, entries: &mut Vec<Entry>) -> bool {
    let mut start = 0;
    for line in lines_with_ends(text) {
        let line_start = start;
        start += line.len();
        let body = line.trim_end();
        let t = body.trim_start();
        // (A markdown fence around the block, "```yaml" and "```", is no key.)
        if t.is_empty() || t.starts_with('#') || t.starts_with("```") || t.starts_with("~~~") {
            continue;
        }
        let indent = body.len() - t.len();
        let item = t.strip_prefix("- ");
        if item.is_some() && entries.is_empty() {
            return false;
        }
        let (t, at) = match item {
            Some(rest) => (
                rest.trim_start(),
                line_start + body.len() - rest.trim_start().len(),
            ),
            None => (t, line_start + indent),
        };
        let key_len = t
            .bytes()
            .take_while(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'-')
            .count();
        let rest = &t[key_len..];
        if key_len == 0 || !(rest == ":" || rest.starts_with(": ")) {
            if item.is_some() {
                continue;
            }
            return false;
        }
        if entries.len() == MAX_ENTRIES {
            return false;
        }
        let raw = rest[1..].trim();
        let raw = raw.find(" #").map_or(raw, |c| raw[..c].trim_end());
        let raw_start = at + key_len + 1 + (rest[1..].len() - rest[1..].trim_start().len());
        let value = if raw.starts_with('[') {
            Value::List
        } else {
            scalar_value(raw, raw_start)
        };
        // A block of settings opens with a section's key ("agent_rules:"); "Note: ..." is
        // prose.
        if entries.is_empty() && value != Value::Section {
            return false;
        }
        entries.push(Entry {
            key: at..at + key_len,
            value,
        });
    }
    !entries.is_empty()
}

/// The lines of `text`, each with its `\n` (the last one may have none): the lines of
/// `str::split_inclusive('\n')`, cut with a vector byte search. Most texts asked are one
/// line of prose that `yaml_entries` turns away at once, but the standard library's
/// character search reads the whole text for that first line's end several times slower.
fn lines_with_ends(text: &str) -> impl Iterator<Item = &str> {
    let mut rest = text;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let end = memchr::memchr(b'\n', rest.as_bytes()).map_or(rest.len(), |i| i + 1);
        let (line, after) = rest.split_at(end);
        rest = after;
        Some(line)
    })
}

/// The first byte at or after `i` that is not ASCII white space.
fn skip_spaces(b: &[u8], mut i: usize) -> usize {
    while b.get(i).is_some_and(u8::is_ascii_whitespace) {
        i += 1;
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<(CueKind, &str)> {
        config_rule_cues(text)
            .into_iter()
            .map(|c| (c.kind, &text[c.range]))
            .collect()
    }

    #[test]
    fn a_comment_naming_the_agents_config_opens_its_rules() {
        let text = "# agent config — incident IR-2231\ncontainment:\n  \
                    allowed_actions: [disable_account, revoke_sessions]\n  \
                    max_hosts_per_batch: 5";
        assert_eq!(
            kinds(text),
            vec![
                (CueKind::Permission, "allowed_actions"),
                (CueKind::LimitStatement, "max_hosts_per_batch"),
            ]
        );
        // A comment naming something else leaves the block data.
        let data = "# inventory export\ncontainment:\n  max_hosts_per_batch: 5";
        assert!(kinds(data).is_empty());
    }

    #[test]
    fn a_label_line_naming_the_agents_config_opens_the_document_below() {
        let text = "Team agent config (applies to you):\n\
                    {\"release_policy\": {\"min_approvals\": 2, \"hotfix_requires\": \"lead approval\"}}";
        assert_eq!(
            kinds(text),
            vec![
                (CueKind::LimitStatement, "min_approvals"),
                (CueKind::DeonticModal, "hotfix_requires"),
            ]
        );
        let data = "Export of the release board:\n{\"release_policy\": {\"min_approvals\": 2}}";
        assert!(kinds(data).is_empty());
    }

    #[test]
    fn an_agents_rules_in_yaml_are_read_key_by_key() {
        let text = "shop_agent_config:\n  allowed_actions: [update_stock, draft_email]\n  \
                    forbidden_actions: [issue_refund]\n  max_discount_percent: 10\n  \
                    tone: friendly";
        assert_eq!(
            kinds(text),
            vec![
                (CueKind::Permission, "allowed_actions"),
                (CueKind::Prohibition, "forbidden_actions"),
                (CueKind::LimitStatement, "max_discount_percent"),
            ]
        );
        let duty = "kitchen_rules:\n  allergen_plates: purple_only\n  \
                    sign_off: head_chef_required # at the pass\n";
        assert_eq!(
            kinds(duty),
            vec![
                (CueKind::LimitStatement, "allergen_plates"),
                (CueKind::DeonticModal, "sign_off")
            ]
        );
    }

    #[test]
    fn an_agents_rules_in_json_are_read_key_by_key() {
        let text = r#"{"depot_rules": {"max_loads_per_day": 6, "cold_storage": "2-8C", "night_runs_allowed": false, "tone": "brief"}}"#;
        assert_eq!(
            kinds(text),
            vec![
                (CueKind::LimitStatement, "max_loads_per_day"),
                (CueKind::Prohibition, "night_runs_allowed"),
            ]
        );
        assert!(json_names_agent_rules(text));
        let camel =
            r#"{"assistantPolicy": {"blockedCountries": ["KP"], "autoApproveMaxUsd": 900}}"#;
        assert_eq!(
            kinds(camel),
            vec![
                (CueKind::Prohibition, "blockedCountries"),
                (CueKind::LimitStatement, "autoApproveMaxUsd"),
            ]
        );
    }

    #[test]
    fn other_configuration_and_records_of_rules_stay_data() {
        for text in [
            "retry_policy:\n  max_attempts: 3\n  backoff: exponential",
            "rules:\n  - id: 14\n    hits: 392",
            r#"{"listing_id": 99812, "max_guests": 4, "pets_allowed": false}"#,
            r#"{"policy": "deny", "max_tokens": 512, "must_review": true}"#,
            r#"{"agent_rules": {"max_per_day": 2}, "status": "archived"}"#,
            r#"{"site_rules": {"max_visits": 6}, "evaluated_at": "2026-01-02"}"#,
            r#"{"agent_policy": {"max_refund": 50}, "enabled": false}"#,
            "agent_rules:\nThe bot kept at most two alerts a day.",
            "",
            "{",
            r#"{"agent_rules": "#,
        ] {
            assert!(kinds(text).is_empty(), "{text}");
        }
    }

    /// What to do on an event, written out under an "on_" key, is read; a one-word setting
    /// and other keys are not (cls64b).
    #[test]
    fn actions_on_an_event_are_worded_values_under_on_keys() {
        let json = r#"{"pump": {"on_failure": "switch to pump B and log it", "onIdle": "sleep", "mode": "run it at half speed"}}"#;
        let values: Vec<&str> = super::event_actions(json).map(|r| &json[r]).collect();
        assert_eq!(values, vec!["switch to pump B and log it"]);
        let json = r#"{"online_note": "the pump was fixed on Monday"}"#;
        assert_eq!(super::event_actions(json).count(), 0);
    }

    /// A worded value under a key standing in for a comment ("_note", "//") is read; a
    /// plain "note", a one-word comment and a record's comment are not (cls65a).
    #[test]
    fn comments_written_as_keys_are_worded_values() {
        let json = r#"{"fan_rpm": 900, "_comment": "keep it under 1200 during night shifts", "//": "ops own this value", "__warning": "off"}"#;
        let values: Vec<&str> = super::comment_values(json)
            .into_iter()
            .map(|r| &json[r])
            .collect();
        assert_eq!(
            values,
            vec![
                "keep it under 1200 during night shifts",
                "ops own this value"
            ]
        );
        for json in [
            r#"{"fan_rpm": 900, "note": "keep it under 1200 during night shifts"}"#,
            r#"{"job_id": "J-77", "_note": "do not reprint the proofs for this client"}"#,
            r#"{"_note_author": "tove and the rest of the night crew"}"#,
        ] {
            assert!(super::comment_values(json).is_empty(), "{json}");
        }
    }

    #[test]
    fn lines_are_cut_as_the_standard_library_cuts_them() {
        for text in [
            "",
            "\n",
            "\n\n",
            "a",
            "a\n",
            "a\nb",
            "a\n\nb\n",
            "key: é\r\n  x: 1",
        ] {
            let ours: Vec<&str> = super::lines_with_ends(text).collect();
            let std: Vec<&str> = text.split_inclusive('\n').collect();
            assert_eq!(ours, std, "{text:?}");
        }
    }
}
