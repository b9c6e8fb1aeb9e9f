//! Layouts a text may come in that are not prose, read as prose before any sentence is read:
//! a memory compacted into a JSON object (`{"petty_cash": {"monthly_max_gbp": 600}}` is read
//! as "petty cash. monthly max gbp: 600.") or YAML keys ("monthly_max_gbp: 600"), chat decorations (`:no_entry:` shortcodes, "(5
//! reacts)" counts, the "@" of a mention) and words an OCR broke across lines with a hyphen
//! ("re-\nceive" is "receive"), and Markdown tables (each row a sentence, a column headed
//! "Max ..." or "Limit" read as bounds), and a tally's field named with "no" ("no label: 4").
//!
//! The readable text has the same length as the text, byte for byte, so every range read in
//! it quotes the text itself; a text with none of these layouts is returned as it is, after
//! one scan of its bytes and no allocation.

use smallvec::SmallVec;
use std::borrow::Cow;
use std::ops::Range;

/// The words a chat client counts under a message: "(5 reacts)", "(2 replies)".
const CHAT_COUNT_WORDS: &[&str] = &[
    "react",
    "reacts",
    "reaction",
    "reactions",
    "reply",
    "replies",
    "like",
    "likes",
    "upvote",
    "upvotes",
];

/// The longest `:shortcode:` read as an emoji (":white_check_mark:" and the like).
const MAX_SHORTCODE: usize = 40;

/// `text` with its non-prose layouts read as prose, the same length as `text`: unchanged
/// (borrowed) when it has none, after one scan when nothing hints at one.
pub(super) fn readable(text: &str) -> Cow<'_, str> {
    if !has_layout(text.as_bytes()) {
        return Cow::Borrowed(text);
    }
    let mut bytes = text.as_bytes().to_vec();
    if is_json_object(text) {
        // `"type": "prohibition",` beside "no egg retrievals ...": the frame blanked.
        super::memory_values::blank_redundant_form_members(text, &mut bytes);
        read_json_as_prose(&mut bytes);
    } else {
        read_yaml_keys_as_words(&mut bytes);
        // `{min: 20, max: 24}`: the flow mapping's members.
        if memchr::memmem::find(&bytes, b": {").is_some() {
            super::memory_values::read_flow_mappings(&mut bytes);
        }
        join_yaml_record_lines(&mut bytes);
    }
    // "allowed: false" -> "not allowed" (a JSON or YAML memory's ban).
    if super::memory_values::may_hold_a_false_permission(&bytes) {
        super::memory_values::read_false_permissions(&mut bytes);
    }
    // "network: deny" -> "no network".
    if super::memory_values::may_hold_a_denied_key(&bytes) {
        super::memory_values::read_denied_keys(&mut bytes);
    }
    read_tables_as_prose(&mut bytes);
    join_no_to_counted_fields(&mut bytes);
    blank_chat_decorations(&mut bytes);
    join_words_broken_across_lines(&mut bytes);
    if bytes == text.as_bytes() {
        // "(5 days)", "@home": screened, and nothing to read away.
        return Cow::Borrowed(text);
    }
    match String::from_utf8(bytes) {
        Ok(prose) => Cow::Owned(prose),
        Err(_) => Cow::Borrowed(text),
    }
}

/// The cheap screen: `bytes` opens a JSON object, or holds a ":" before a letter, a "(" before
/// a digit, an "@" before a letter, an "_" inside a word, a hyphen or a colon closing a line,
/// a pipe before a dash (a table's line of dashes) or ": " before a digit (a counted field).
fn has_layout(bytes: &[u8]) -> bool {
    // Two vector scans for the six marks, each hit asked about the byte after it: a test of
    // every byte pair cost more than the rest of a narrative span's reading.
    let next = |at: usize| bytes.get(at + 1).copied();
    text_opens_with_brace(bytes)
        || memchr::memchr3_iter(b':', b'(', b'@', bytes).any(|at| match (bytes[at], next(at)) {
            (b':', Some(b' ')) => bytes.get(at + 2).is_some_and(u8::is_ascii_digit),
            // "rota:\n  - who: ...": a heading over a YAML record.
            (b':', Some(b'\n')) => true,
            (b':', Some(n)) => n.is_ascii_lowercase(),
            (b'(', Some(n)) => n.is_ascii_digit(),
            (b'@', Some(n)) => n.is_ascii_alphabetic(),
            _ => false,
        })
        || memchr::memchr3_iter(b'-', b'_', b'|', bytes).any(|at| match (bytes[at], next(at)) {
            (b'-', Some(b'\n')) | (b'|', Some(b'-')) => true,
            (b'_', Some(n)) => n.is_ascii_alphanumeric(),
            _ => false,
        })
}

/// `bytes`, its leading white space skipped, opens with "{".
fn text_opens_with_brace(bytes: &[u8]) -> bool {
    bytes
        .iter()
        .find(|b| !b.is_ascii_whitespace())
        .is_some_and(|&b| b == b'{')
}

/// `text` is a JSON object with at least one key: it opens with "{", closes with "}".
fn is_json_object(text: &str) -> bool {
    let trimmed = text.trim();
    trimmed.starts_with('{') && trimmed.ends_with('}') && trimmed.contains("\":")
}

/// Read a JSON object as prose in place, one sentence an object: braces and brackets become
/// spaces (a full stop after a bare value: "monthly max gbp: 600."), a key loses its quotes
/// and underscores and keeps its colon ("petty cash:"; a full stop for a key opening an object
/// or a list, a heading: "stop work order."), a string value loses its quotes, and a comma
/// between members becomes a semicolon ("who may lift: site safety officer only; form: ...").
fn read_json_as_prose(bytes: &mut [u8]) {
    let mut k = 0;
    while k < bytes.len() {
        match bytes[k] {
            b'"' => k = read_json_string(bytes, k),
            b'{' | b'[' => {
                bytes[k] = b' ';
                k += 1;
            }
            b'}' | b']' => {
                let after_bare_value = bytes[..k]
                    .iter()
                    .rfind(|b| !b.is_ascii_whitespace())
                    .is_some_and(u8::is_ascii_alphanumeric);
                bytes[k] = if after_bare_value { b'.' } else { b' ' };
                k += 1;
            }
            b',' => {
                bytes[k] = b';';
                k += 1;
            }
            _ => k += 1,
        }
    }
}

/// The index of the first byte of `bytes` from `from` on that is not white space.
fn next_visible(bytes: &[u8], from: usize) -> Option<usize> {
    bytes
        .get(from..)?
        .iter()
        .position(|b| !b.is_ascii_whitespace())
        .map(|at| from + at)
}

/// Read the JSON string opening at `open` (a quote) as prose; the index after it.
fn read_json_string(bytes: &mut [u8], open: usize) -> usize {
    let mut close = open + 1;
    while close < bytes.len() && bytes[close] != b'"' {
        close += if bytes[close] == b'\\' { 2 } else { 1 };
    }
    bytes[open] = b' ';
    if close >= bytes.len() {
        return bytes.len();
    }
    let next = next_visible(bytes, close + 1);
    match next.map(|at| bytes[at]) {
        Some(b':') => {
            for b in &mut bytes[open + 1..close] {
                if *b == b'_' {
                    *b = b' ';
                }
            }
            let value = next.and_then(|colon| next_visible(bytes, colon + 1));
            // (`"forbidden": ["..."]`: the key says the items' force, their label.)
            let heading = value.is_some_and(|at| {
                matches!(bytes[at], b'{' | b'[')
                    && !super::memory_values::key_of_a_force_list(
                        &bytes[open + 1..close],
                        &bytes[at..],
                    )
            });
            // `"rule": ` -> ` rule: `: the key's closing quote takes the colon's place.
            bytes[close] = if heading { b'.' } else { b':' };
            if let Some(colon) = next {
                bytes[colon] = b' ';
            }
        }
        Some(b',') => {
            bytes[close] = b';';
            if let Some(comma) = next {
                bytes[comma] = b' ';
            }
        }
        Some(b'}') | Some(b']') | None => {
            let said_closed = close > open + 1 && matches!(bytes[close - 1], b'.' | b'!' | b'?');
            bytes[close] = if said_closed { b' ' } else { b'.' };
        }
        Some(_) => bytes[close] = b' ',
    }
    close + 1
}

/// Read in place the snake_case keys opening the lines of a YAML-like memory as words
/// ("  monthly_max_gbp: 600" is "  monthly max gbp: 600") when two lines or more open with
/// one: a single "delete_record: call only after ..." names a tool, and an underscore
/// elsewhere ("deletion_protection = true") stays.
fn read_yaml_keys_as_words(bytes: &mut [u8]) {
    let keys: SmallVec<[Range<usize>; 8]> = snake_case_keys(bytes).collect();
    // (A lone key is read when a heading line is over it: "saturday:\n  max_rooms: 14".)
    if keys.len() < 2
        && !keys
            .first()
            .is_some_and(|key| super::memory_values::key_under_a_heading(bytes, key))
    {
        return;
    }
    for key in keys {
        for b in &mut bytes[key] {
            if *b == b'_' {
                *b = b' ';
            }
        }
    }
}

/// The longest YAML key [`join_yaml_record_lines`] reads.
const MAX_KEY: usize = 32;

/// Join in place the lines of one YAML record into one sentence, as a JSON object is read:
/// an indented "key: value" line (or a list item's "- key: value") followed by another at
/// the same column that opens no new item ends with "; " instead of a line break ("- who:
/// Nurse Banda / rule: no night shifts / period: June" is "who: Nurse Banda; rule: no night
/// shifts; period: June"), so a rule's who, what and when stay one sentence. Keys are lower
/// case, letters, digits, "_" and spaces, at most [`MAX_KEY`] bytes; lines at the margin ("priya: ok" / "sam: fine", a chat)
/// are never joined.
fn join_yaml_record_lines(bytes: &mut [u8]) {
    // (Column of the key, the line's end, the value's start) of the previous key line.
    let mut previous: Option<(usize, usize, usize)> = None;
    let mut line_start = 0;
    while line_start < bytes.len() {
        let line_end =
            memchr::memchr(b'\n', &bytes[line_start..]).map_or(bytes.len(), |at| line_start + at);
        let line = &bytes[line_start..line_end];
        let indent = line
            .iter()
            .take_while(|&&b| b == b' ' || b == b'\t')
            .count();
        let item = line[indent..].starts_with(b"- ");
        let column = indent + if item { 2 } else { 0 };
        let key_len = line[column.min(line.len())..]
            .iter()
            .take_while(|&&b| {
                b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_' || b == b' '
            })
            .count();
        // (A snake_case key is read as words before: "back_by" is "back by" here.)
        let valued = (1..=MAX_KEY).contains(&key_len)
            && line.get(column + key_len) == Some(&b':')
            && line.get(column + key_len + 1..).is_some_and(|value| {
                value.starts_with(b" ") && value.iter().any(|b| !b.is_ascii_whitespace())
            });
        let here =
            (valued && column > 0).then_some((column, line_end, line_start + column + key_len + 1));
        // (Not two rules one under the other: "guests: must sign in" / "candles: not
        // allowed" under "house_rules:" are two sentences.)
        if let (Some((before, end, value)), Some((now, _, here_value))) = (previous, here)
            && before == now
            && !item
            && !(super::memory_values::value_states_a_rule(&bytes[value..end])
                && super::memory_values::value_states_a_rule(&bytes[here_value..line_end]))
        {
            let closed = end > 0 && matches!(bytes[end - 1], b'.' | b';' | b',');
            bytes[end] = if closed { b' ' } else { b';' };
        }
        previous = here;
        line_start = line_end + 1;
    }
}

/// The snake_case keys opening lines of `text` before a colon ("monthly_max_gbp:"), after
/// any indent and a list's "- ".
fn snake_case_keys(text: &[u8]) -> impl Iterator<Item = Range<usize>> + '_ {
    let mut line_start = 0;
    std::iter::from_fn(move || {
        while line_start < text.len() {
            let line_end = text[line_start..]
                .iter()
                .position(|&b| b == b'\n')
                .map_or(text.len(), |at| line_start + at);
            let key = line_start
                + text[line_start..line_end]
                    .iter()
                    .take_while(|&&b| matches!(b, b' ' | b'\t' | b'-'))
                    .count();
            let key_len = text[key..line_end]
                .iter()
                .take_while(|&&b| b.is_ascii_alphanumeric() || b == b'_')
                .count();
            line_start = line_end + 1;
            let name = key..key + key_len;
            if text.get(name.end) == Some(&b':') && text[name.clone()].contains(&b'_') {
                return Some(name);
            }
        }
        None
    })
}

/// Blank the decorations of a chat message in place: `:shortcode:` emoji, a "(5 reacts)"
/// count and the "@" of a mention ("@niamh" is read as the name).
fn blank_chat_decorations(bytes: &mut [u8]) {
    let mut k = 0;
    while k < bytes.len() {
        let opens_word = k == 0 || !bytes[k - 1].is_ascii_alphanumeric();
        k += match bytes[k] {
            b':' if opens_word && bytes[k.saturating_sub(1)] != b':' => {
                blank(bytes, k, shortcode_len(&bytes[k..]))
            }
            b'(' => blank(bytes, k, chat_count_len(&bytes[k..])),
            b'@' if opens_word && bytes.get(k + 1).is_some_and(u8::is_ascii_alphabetic) => {
                bytes[k] = b' ';
                // "@agent please hold ...", "@agent, hold ...": the one a request is addressed
                // to, no actor of the rule, blanked whole (corpus30).
                let name = bytes[k + 1..]
                    .iter()
                    .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-'))
                    .count();
                if addressed_request(&bytes[k + 1 + name..]) {
                    bytes[k + 1..k + 1 + name].fill(b' ');
                }
                1
            }
            _ => 1,
        };
    }
}

/// What follows a mention makes it an address: a comma, or "please" (or "pls", "kindly").
fn addressed_request(rest: &[u8]) -> bool {
    if rest.first() == Some(&b',') {
        return true;
    }
    let rest = rest.strip_prefix(b" ").unwrap_or(&[]);
    ["please ", "pls ", "plz ", "kindly "]
        .iter()
        .any(|w| rest.len() >= w.len() && rest[..w.len()].eq_ignore_ascii_case(w.as_bytes()))
}

/// The most words of a counted field's name after its "no" ("no label", "no fixed address").
const NO_FIELD_WORDS: usize = 3;

/// A tool's tally written as fields ("oversize: 11, damaged: 7, no label: 4"): a field named
/// with "no" counts what lacks a thing, it bans nothing, so its "no" is joined to the name
/// with a hyphen ("no-label: 4"). Only in a text of two counted fields or more, each a name
/// after a comma, a semicolon, a bracket or a line's start, then ": " and a whole number
/// closing the field; "No parking: 8am-6pm" is a rule and stays.
fn join_no_to_counted_fields(bytes: &mut [u8]) {
    let fields: SmallVec<[(usize, usize); 8]> = memchr::memmem::find_iter(bytes, b": ")
        .filter_map(|colon| {
            let digits = bytes[colon + 2..]
                .iter()
                .take_while(|b| b.is_ascii_digit())
                .count();
            let closes = matches!(
                bytes.get(colon + 2 + digits),
                None | Some(b',' | b')' | b';' | b'\n' | b'\r')
            );
            let name_start = bytes[..colon]
                .iter()
                .rposition(|b| matches!(b, b',' | b';' | b'(' | b'\n'))
                .map_or(0, |k| k + 1);
            (digits > 0 && closes).then_some((name_start, colon))
        })
        .collect();
    if fields.len() < 2 {
        return;
    }
    for (start, colon) in fields {
        let name = bytes[start..colon].trim_ascii_start();
        let at = colon - name.len();
        let words = name.split(|&b| b == b' ').count();
        let letters = name
            .iter()
            .all(|b| b.is_ascii_alphabetic() || matches!(b, b' ' | b'-'));
        if letters
            && (2..=NO_FIELD_WORDS + 1).contains(&words)
            && name.len() > 3
            && name[..3].eq_ignore_ascii_case(b"no ")
        {
            bytes[at + 2] = b'-';
        }
    }
}

/// Words of a table's header cell that make its column's values bounds: upper ("Max
/// passengers", "Limit") or lower ("Min age").
const UPPER_BOUND_HEADS: &[&str] = &["max", "maximum", "limit", "cap", "ceiling"];
/// See [`UPPER_BOUND_HEADS`].
const LOWER_BOUND_HEADS: &[&str] = &["min", "minimum"];

/// Read every Markdown table of `bytes` (a row of cells between pipes, a line of dashes
/// under it, then rows) as prose: a row is a sentence ("| Liquids | 100 ml |" is "  Liquids:
/// 100 ml. "), its first cell the label of the others; the dashes go. A header word that makes
/// its column's values bounds ("Max passengers", "Limit", "Min age") leaves the header and
/// comes to each value as a comparator in place of the pipe before it ("| 96 |" under "Max
/// passengers" is "<=96."), so the rewrite's "max 96 passengers" says the same bound and a
/// header naming a limit is no rule of its own.
fn read_tables_as_prose(bytes: &mut [u8]) {
    let mut bounds: SmallVec<[Option<u8>; 8]> = SmallVec::new();
    let mut in_table = false;
    let mut start = 0;
    while start < bytes.len() {
        let line = line_at(bytes, start);
        start = line.end + 1;
        if !is_table_row(&bytes[line.clone()]) {
            in_table = false;
            continue;
        }
        if !in_table {
            // A header row only with its line of dashes under it.
            let dashes = line_at(bytes, start);
            if start >= bytes.len() || !is_dash_line(&bytes[dashes.clone()]) {
                continue;
            }
            start = dashes.end + 1;
            bounds = header_bounds(&mut bytes[line.clone()]);
            read_row(&mut bytes[line], &[]);
            bytes[dashes].fill(b' ');
            in_table = true;
            continue;
        }
        read_row(&mut bytes[line], &bounds);
    }
}

/// The byte range of the line of `bytes` that opens at `start`, without its line feed.
fn line_at(bytes: &[u8], start: usize) -> Range<usize> {
    let rest = bytes.get(start..).unwrap_or(&[]);
    start..start + memchr::memchr(b'\n', rest).unwrap_or(rest.len())
}

/// `line`, trimmed, opens and closes with a pipe and holds another between.
fn is_table_row(line: &[u8]) -> bool {
    let line = line.trim_ascii();
    line.len() > 2
        && line.first() == Some(&b'|')
        && line.last() == Some(&b'|')
        && line[1..line.len() - 1].contains(&b'|')
}

/// `line` is a table's line of dashes ("|---|:--:|"): pipes, dashes, colons and spaces, a
/// dash among them.
fn is_dash_line(line: &[u8]) -> bool {
    line.contains(&b'-')
        && line
            .iter()
            .all(|b| matches!(b, b'|' | b'-' | b':' | b' ' | b'\t' | b'\r'))
}

/// The comparator each column's values take from the header row `line` (`b'<'` for an upper
/// bound, `b'>'` for a lower one, by column, the label column first), its bound words blanked.
fn header_bounds(line: &mut [u8]) -> SmallVec<[Option<u8>; 8]> {
    let mut bounds = SmallVec::new();
    let mut cell: Option<u8> = None;
    let mut k = line
        .iter()
        .position(|&b| b == b'|')
        .map_or(line.len(), |p| p + 1);
    while k < line.len() {
        if line[k] == b'|' {
            bounds.push(cell.take());
            k += 1;
            continue;
        }
        let len = line[k..]
            .iter()
            .take_while(|b| b.is_ascii_alphabetic())
            .count();
        if len == 0 {
            k += 1;
            continue;
        }
        let word = std::str::from_utf8(&line[k..k + len]).unwrap_or("");
        let side = if super::is_one_of(word, UPPER_BOUND_HEADS) {
            Some(b'<')
        } else if super::is_one_of(word, LOWER_BOUND_HEADS) {
            Some(b'>')
        } else {
            None
        };
        if side.is_some() {
            cell = side;
            line[k..k + len].fill(b' ');
        }
        k += len;
    }
    bounds
}

/// Read the table row `line` as a sentence: its first pipe blank, the second closing the
/// label with a colon, the others parting cells with semicolons, the last a full stop (each
/// mark on the space before its pipe when there is one); a cell of a column with a bound in
/// `bounds` (see [`header_bounds`]) opens with its comparator ("<=") in place of the pipe and
/// the space after it.
fn read_row(line: &mut [u8], bounds: &[Option<u8>]) {
    let pipes: SmallVec<[usize; 8]> = line
        .iter()
        .enumerate()
        .filter_map(|(k, &b)| (b == b'|').then_some(k))
        .collect();
    let last = pipes.len() - 1;
    for (n, &p) in pipes.iter().enumerate() {
        let comparator = bounds.get(n).copied().flatten();
        let mark = match n {
            0 => {
                line[p] = b' ';
                continue;
            }
            _ if n == last => b'.',
            1 => b':',
            _ => b';',
        };
        if let Some(side) = comparator.filter(|_| n < last && line.get(p + 1) == Some(&b' ')) {
            line[p] = side;
            line[p + 1] = b'=';
        } else if p > 0 && line[p - 1] == b' ' {
            line[p - 1] = mark;
            line[p] = b' ';
        } else {
            line[p] = mark;
        }
    }
}

/// Blank `len` bytes of `bytes` from `at` (none when `len` is 0); how far to step on.
fn blank(bytes: &mut [u8], at: usize, len: usize) -> usize {
    bytes[at..at + len].fill(b' ');
    len.max(1)
}

/// The length of the `:shortcode:` `rest` opens with (":no_entry:", ":+1:"), 0 when it opens
/// with none: lower-case letters, digits, "_", "+" or "-" between two colons, a letter or
/// "+" among them, and no letter or digit after the closing colon ("10:30:00" is a time).
fn shortcode_len(rest: &[u8]) -> usize {
    let Some(inner) = rest[1..]
        .iter()
        .take(MAX_SHORTCODE + 1)
        .position(|&b| b == b':')
    else {
        return 0;
    };
    let code = &rest[1..1 + inner];
    let is_code = !code.is_empty()
        && code
            .iter()
            .all(|&b| b.is_ascii_lowercase() || b.is_ascii_digit() || b"_+-".contains(&b))
        && code.iter().any(|&b| b.is_ascii_lowercase() || b == b'+');
    let after = rest.get(inner + 2);
    if is_code && !after.is_some_and(u8::is_ascii_alphanumeric) {
        inner + 2
    } else {
        0
    }
}

/// The length of the chat count `rest` opens with ("(5 reacts)", "(2 replies)"), 0 when it
/// opens with none.
fn chat_count_len(rest: &[u8]) -> usize {
    let digits = rest[1..].iter().take_while(|b| b.is_ascii_digit()).count();
    if digits == 0 || rest.get(1 + digits) != Some(&b' ') {
        return 0;
    }
    let word_at = 2 + digits;
    let Some(word_len) = rest[word_at..].iter().position(|&b| b == b')') else {
        return 0;
    };
    let word = &rest[word_at..word_at + word_len];
    if CHAT_COUNT_WORDS
        .iter()
        .any(|w| w.as_bytes().eq_ignore_ascii_case(word))
    {
        word_at + word_len + 1
    } else {
        0
    }
}

/// Join in place the halves of the words an OCR broke across lines with a hyphen: "re-\nceive"
/// becomes "receive" and two spaces after it. Only a letter's hyphen closing a line before a
/// lower-case letter (or, in capitals, before a capital: "RE-\nCEIVE") is read so; "re-enter"
/// on one line is a compound and stays.
fn join_words_broken_across_lines(bytes: &mut [u8]) {
    let mut k = 1;
    while k + 2 < bytes.len() {
        if bytes[k] == b'-'
            && bytes[k + 1] == b'\n'
            && (bytes[k - 1].is_ascii_alphabetic() && bytes[k + 2].is_ascii_lowercase()
                || bytes[k - 1].is_ascii_uppercase() && bytes[k + 2].is_ascii_uppercase())
        {
            let tail = bytes[k + 2..]
                .iter()
                .take_while(|b| b.is_ascii_alphabetic())
                .count();
            bytes.copy_within(k + 2..k + 2 + tail, k);
            bytes[k + tail..k + tail + 2].fill(b' ');
            k += tail + 2;
        } else {
            k += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::polarity::tests::{assert_changed, assert_faithful, assert_reports};

    #[test]
    fn prose_is_borrowed_as_it_is() {
        for text in [
            "Never push to main.",
            "Meet at 10:30 (room 4).",
            "Re-enter the code; a well-known fix.",
            "Note: the key is rotated daily.",
            "Retry within 2 (two) days, at most (3 times); mail ops@example.com.",
        ] {
            assert!(
                matches!(readable(text), Cow::Borrowed(t) if t == text),
                "{text}"
            );
        }
    }

    /// A tally's field named with "no" counts, it bans nothing; a rule with a time after its
    /// colon, or a lone field, stays as written.
    #[test]
    fn a_counted_field_named_with_no() {
        let tally = "scan: 22 exceptions (oversize: 11, damaged: 7, no label: 4)";
        assert_eq!(
            readable(tally),
            "scan: 22 exceptions (oversize: 11, damaged: 7, no-label: 4)"
        );
        for text in [
            "No parking: 8am-6pm, Mon-Sat.",
            "No pets: 2 strikes and you're out.",
        ] {
            assert!(matches!(readable(text), Cow::Borrowed(_)), "{text}");
        }
        assert_faithful(&[(
            "depot-scan: 1,880 parcels processed, 22 exceptions (oversize: 11, damaged: 7, no label: 4), runtime 00:05:03",
            "Depot scan finished: ~1.9k parcels, 22 exceptions, mostly oversize.",
        )]);
        assert_changed(&[(
            "Inbox tally: answered: 40, no reply: 12. Never close a ticket with no reply.",
            "Inbox tally: answered 40, no reply 12. Close tickets with no reply.",
        )]);
    }

    #[test]
    fn a_table_reads_as_a_sentence_a_row() {
        let table = "| Item | Limit |\n|---|---|\n| Liquids | 100 ml |";
        let prose = readable(table);
        assert_eq!(prose.len(), table.len());
        assert_eq!(prose, "  Item:       . \n         \n  Liquids <=100 ml. ");
    }

    /// A table row said as a sentence keeps its values; a column headed "Max ..." or
    /// "Limit" bounds them, so a changed value is a changed bound and the header no rule.
    #[test]
    fn a_table_row_said_as_a_sentence() {
        assert_faithful(&[
            (
                "| Item | Limit |\n|---|---|\n| Liquids in hand luggage | 100 ml per container |",
                "Hand-luggage liquids: max 100 ml per container.",
            ),
            (
                "| Sailing | Max passengers |\n|---|---|\n| 07:15 Rhu to Kilcreggan | 96 |",
                "07:15 Rhu–Kilcreggan sailing: max 96 passengers.",
            ),
            (
                "| Ride | Min height |\n|---|---|\n| Log flume | 110 cm |\n| Big dipper | 130 cm |",
                "Log flume: min 110 cm. Big dipper: min 130 cm.",
            ),
        ]);
        assert_reports(
            "bound changed",
            &[
                (
                    "| Sailing | Max passengers |\n|---|---|\n| 07:15 Rhu to Kilcreggan | 96 |",
                    "07:15 Rhu–Kilcreggan sailing: max 69 passengers.",
                ),
                (
                    "| Item | Limit |\n|---|---|\n| Liquids in hand luggage | 100 ml per container |",
                    "Hand-luggage liquids: max 200 ml per container.",
                ),
            ],
        );
    }

    #[test]
    fn a_json_object_reads_as_its_keys_and_values() {
        let json = r#"{"petty_cash": {"monthly_max_gbp": 600, "rule": "never share the PIN"}}"#;
        let prose = readable(json);
        assert_eq!(prose.len(), json.len());
        assert_eq!(
            prose,
            "  petty cash.    monthly max gbp:  600;  rule:   never share the PIN.  "
        );
    }

    #[test]
    fn yaml_keys_read_as_words() {
        let yaml = "petty_cash:\n  - monthly_max_gbp: 600\nnote: keep deletion_protection on";
        assert_eq!(
            readable(yaml),
            "petty cash:\n  - monthly max gbp: 600\nnote: keep deletion_protection on"
        );
        assert_faithful(&[
            (
                "Your petty-cash card is limited to £150 per transaction and £600 per month.",
                "petty_cash:\n  per_transaction_max_gbp: 150\n  monthly_max_gbp: 600",
            ),
            (
                "The `delete_record` tool must only be called after the user has typed CONFIRM.",
                "delete_record: call only after user types CONFIRM.",
            ),
        ]);
        let one_tool = "delete_record: call only after user types CONFIRM.";
        assert!(matches!(readable(one_tool), Cow::Borrowed(_)));
        assert_reports(
            "bound changed",
            &[(
                "Your petty-cash card is limited to £150 per transaction and £600 per month.",
                "petty_cash:\n  per_transaction_max_gbp: 150\n  monthly_max_gbp: 900",
            )],
        );
    }

    /// The indented lines of one YAML record are one sentence ("who", "rule" and "period"
    /// of one ban), as a JSON object is; a record that changes who, what or when is
    /// reported, and lines at the margin (a chat) stay apart.
    #[test]
    fn a_yaml_record_reads_as_one_sentence() {
        let record = "rota:\n  - who: Nurse Banda\n    rule: no night shifts\n    period: June";
        assert_eq!(
            readable(record),
            "rota:\n  - who: Nurse Banda;    rule: no night shifts;    period: June"
        );
        let chat = "priya: merge it\nsam: ok";
        assert!(matches!(readable(chat), Cow::Borrowed(_)));
        let ban = "Don't schedule Nurse Banda for nights in June — she's on days for her course.";
        let yaml = |who: &str, rule: &str, period: &str| {
            format!(
                "rota_constraints:\n  - who: {who}\n    rule: {rule}\n{period}    reason: on days for course"
            )
        };
        let curfew =
            "Pupils must be back at the hostel by 21:00 unless they're on a staff-led activity.";
        let kept = yaml("Nurse Banda", "no night shifts", "    period: June\n");
        assert_faithful(&[
            (ban, kept.as_str()),
            (
                curfew,
                "curfew:\n  applies_to: pupils\n  location: hostel\n  back_by: '21:00'\n  exception: on a staff-led activity",
            ),
        ]);
        let changed = [
            yaml("Nurse Phiri", "no night shifts", "    period: June\n"),
            yaml("Nurse Banda", "night shifts", "    period: June\n"),
            yaml("Nurse Banda", "no night shifts", "    period: July\n"),
            yaml("Nurse Banda", "no night shifts", ""),
        ];
        for rewrite in &changed {
            assert_changed(&[(ban, rewrite.as_str())]);
        }
        assert_changed(&[
            (
                curfew,
                "curfew:\n  applies_to: pupils\n  location: hostel\n  back_by: '22:00'\n  exception: on a staff-led activity",
            ),
            (
                curfew,
                "curfew:\n  applies_to: staff\n  location: hostel\n  back_by: '21:00'\n  exception: on a staff-led activity",
            ),
            (
                curfew,
                "curfew:\n  applies_to: pupils\n  location: hostel\n  back_by: '21:00'",
            ),
            (
                curfew,
                "curfew:\n  applies_to: pupils\n  location: hostel\n  back_by: '21:00'\n  exception: on any activity",
            ),
            // (The kept title before a new name ends no phrase: "Nurse Phiri" is another
            // nurse, in a record or a label.)
            (
                "Don't schedule Nurse Banda for nights in June.",
                "Nurse Phiri - no night shifts in June.",
            ),
            (
                "Don't schedule Nurse Banda for nights in June.",
                "who: Nurse Phiri; rule: no night shifts; period: June.",
            ),
        ]);
    }

    #[test]
    fn chat_decorations_and_broken_words_are_read_away() {
        let chat = "@niamh: no more than one rack per row :pray: (5 reacts) at 10:30:00";
        let prose = readable(chat);
        assert_eq!(prose.len(), chat.len());
        assert!(!prose.contains('5') && !prose.contains("pray") && !prose.contains('@'));
        assert!(prose.contains("10:30:00"), "{prose}");
        assert_eq!(
            readable("must not re-\nceive it; re-enter"),
            "must not receive   it; re-enter"
        );
        assert_eq!(readable("DO NOT RE-\nCEIVE"), "DO NOT RECEIVE  ");
        assert!(matches!(
            readable("Steps:\n- check\nA-\n2"),
            Cow::Borrowed(_)
        ));
    }

    #[test]
    fn a_rule_compacted_into_json_is_the_rule() {
        assert_faithful(&[
            (
                "Your petty-cash card is limited to £150 per transaction and £600 per month.",
                r#"{"petty_cash": {"per_transaction_max_gbp": 150, "monthly_max_gbp": 600}}"#,
            ),
            (
                "The API key must be rotated every 30 days.",
                r#"{"api_key": {"rotation": "every 30 days", "required": true}}"#,
            ),
            (
                "Don't deploy to production on Fridays.",
                r#"{"rule": "no production deploys on Fridays"}"#,
            ),
        ]);
    }

    #[test]
    fn a_json_rewrite_that_changes_the_rule_is_reported() {
        assert_reports(
            "bound changed",
            &[(
                "Your petty-cash card is limited to £150 per transaction and £600 per month.",
                r#"{"petty_cash": {"per_transaction_max_gbp": 150, "monthly_max_gbp": 900}}"#,
            )],
        );
        assert_reports(
            "bound dropped",
            &[(
                "Your petty-cash card is limited to £150 per transaction and £600 per month.",
                r#"{"petty_cash": {"per_transaction_max_gbp": 150}}"#,
            )],
        );
        assert_reports(
            "bound direction changed",
            &[(
                "Your petty-cash card is limited to £150 per transaction and £600 per month.",
                r#"{"petty_cash": {"per_transaction_min_gbp": 150, "monthly_max_gbp": 600}}"#,
            )],
        );
        assert_reports(
            "negation dropped",
            &[(
                "Don't deploy to production on Fridays.",
                r#"{"rule": "deploy to production on Fridays"}"#,
            )],
        );
    }

    #[test]
    fn chat_decorations_are_no_rules_and_real_numbers_still_count() {
        assert_faithful(&[
            (
                "@ops: reminder, no more than 2 hosts may be drained per zone :pray: (6 reacts)",
                "Rule (ops): max 2 hosts drained per zone.",
            ),
            (
                "@lee: don't restart the db during backups :no_entry: (3 reactions)",
                "Do not restart the db during backups.",
            ),
        ]);
        assert_reports(
            "bound changed",
            &[(
                "@ops: reminder, no more than 2 hosts may be drained per zone :pray: (6 reacts)",
                "Rule (ops): max 3 hosts drained per zone.",
            )],
        );
    }

    #[test]
    fn words_broken_across_lines_are_joined() {
        assert_faithful(&[(
            "Staff must not re-\nlease the files pend-\ning legal review.",
            "Staff must not release the files pending legal review.",
        )]);
        assert_reports(
            "negation dropped",
            &[(
                "Staff must not re-\nlease the files pend-\ning legal review.",
                "Staff must release the files pending legal review.",
            )],
        );
    }
}
