//! Reading a span before any rule runs: lines, markdown markup, code fences, lines that look
//! like machine output (logs, JSON, code, shell), then words and sentences.
//!
//! Everything here is one forward pass over the bytes; byte offsets always point into the
//! original text (the lower-cased copy has the same offsets because only ASCII is folded).

use std::cell::Cell;
use std::ops::Range;

use super::lexicon::NOT_SCREENED;

/// What a token is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum TokKind {
    /// Letters (and digits, apostrophes, inner hyphens) starting with a letter.
    Word,
    /// Starts with a digit: `7`, `2.5`, `1,000`, `2mb`, `6pm`.
    Number,
    /// Sentence and clause punctuation: `. ! ? ; : , ( ) —`.
    Punct(char),
    /// A quotation mark (opening or closing).
    Quote,
    /// An inline code span in backticks: opaque, never a cue.
    Code,
    /// Anything else (currency signs, comparison signs, emoji).
    Symbol(char),
}

/// One token with its byte range in the original text.
///
/// The text is a plain slice (no `Cow`): a token is 48 bytes, has nothing to drop, and
/// reading its text needs no branch. The rare word with a typographic apostrophe gets its
/// normalised text from the [`SideText`] of the read.
#[derive(Debug, Clone)]
pub(crate) struct Tok<'a> {
    /// Lower-cased text, apostrophes normalised to `'`: a slice of the lower-cased text, or
    /// of the read's [`SideText`] when the word had a `’`.
    pub text: TokText<'a>,
    /// Byte range in the original text.
    pub range: Range<usize>,
    /// Token class.
    pub kind: TokKind,
    /// Inside quotation marks: quoted words are data unless a principal says them.
    pub quoted: bool,
    /// Word classes ([`super::lexicon::classes`]), looked up once.
    pub class: u32,
    /// A word or number whose text holds a `-` (`three-day`, `2-4`); false for every other
    /// kind of token. Noted by the tokenizer, which reads every byte of a word anyway, so
    /// that readers asking it do not scan the text again (it fits in the token's padding: a
    /// token is still 48 bytes).
    pub hyphen: bool,
    /// The text's screen in a sentence's [`WordSet`](super::word_set::WordSet): a screened
    /// word's index in the lexicon's `SCREENED_WORDS`, else
    /// [`APOSTROPHE_S`](super::lexicon::APOSTROPHE_S) for a word ending in "'s", else
    /// [`NOT_SCREENED`]. Noted by the tokenizer from the word
    /// table's slot, which its look-up reads anyway (also in the padding).
    pub screen: u8,
}

/// A token's text: a `&str` read through `Deref` (`&*t.text`, `&t.text`, `t.text.len()`),
/// as the `Cow<str>` it replaced was, so the code reading tokens did not change.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct TokText<'a>(&'a str);

impl std::ops::Deref for TokText<'_> {
    type Target = str;

    fn deref(&self) -> &str {
        self.0
    }
}

impl PartialEq<&str> for TokText<'_> {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

impl Tok<'_> {
    /// True for punctuation `c`.
    pub fn is_punct(&self, c: char) -> bool {
        self.kind == TokKind::Punct(c)
    }
}

/// Texts of tokens that are not slices of the lower-cased text (words whose `’` became
/// `'`), kept as long as the tokens. Creating one allocates nothing; most texts never
/// allocate in it.
pub(crate) type SideText = bumpalo::Bump;

/// Split `text` into sentences of tokens and hand each to `each_sentence`, skipping code
/// fences and machine-looking lines. `low` is `text` with ASCII lower-cased; `side` holds the
/// texts of tokens that are not slices of `low`. The callback's second argument is false
/// when the sentence's line holds no quotation mark (so neither does the sentence): the
/// rules then need not look for one.
///
/// Returns the function words counted in the tokens handed out (counted while tokenizing,
/// where each word's classes are at hand).
pub(crate) fn for_each_sentence<'a>(
    text: &'a str,
    low: &'a str,
    side: &'a SideText,
    mut each_sentence: impl FnMut(&[Tok<'a>], bool),
) -> FunctionWords {
    let mut function_words = FunctionWords::default();
    // `try_with`: during thread teardown there is no spare, and reading must not panic.
    let mut line_tokens: LineTokens<'a> =
        SPARE_LINE_TOKENS.try_with(Cell::take).unwrap_or_default();
    // A JSON document is data, but for what a tool's definition tells the model to do: it is
    // read as one line holding only those values.
    let json_document = looks_like_json_document(text);
    // The values of a tool's definition to read next (allocated only for one).
    let mut tool_values: Vec<Range<usize>> = Vec::new();
    let mut in_fence = false;
    let mut in_output = false;
    let mut in_steps = false;
    // After `git log`'s "commit <hash>" line, its header and the message indented under it.
    let mut in_commit = false;
    // The last line was code, or a comment after code, with no blank line since.
    let mut after_code = false;
    // The last code line opened a function ("def slew(az, speed):").
    let mut after_function_header = false;
    let mut start = 0;
    while start <= text.len() {
        let end = if json_document {
            text.len()
        } else {
            memchr::memchr(b'\n', &text.as_bytes()[start..]).map_or(text.len(), |i| start + i)
        };
        let line = &text[start..end];
        let t = line.trim_start();
        // `line.trim()`, for the machine-line screen.
        let trimmed = t.trim_end();
        // After a shell prompt line, everything up to a blank line is the command's output.
        if trimmed.is_empty() {
            in_output = false;
        } else if t.starts_with("$ ")
            || t.starts_with("> $")
            || t.starts_with("PS ") && t.contains('>')
            || is_tool_prompt(t)
        {
            in_output = true;
        }
        // After a bug report's "Steps to reproduce:", its steps up to a blank line or a
        // heading: what someone did, not orders.
        if trimmed.is_empty() || t.starts_with('#') {
            in_steps = false;
        }
        let steps_label = is_repro_steps_label(trimmed);
        // A commit's block ends at a line that is neither blank, indented nor a header.
        if in_commit {
            in_commit = trimmed.is_empty()
                || line.starts_with("    ")
                || line.starts_with('\t')
                || is_commit_header(t);
        }
        let mut prose = None;
        if json_document {
            tool_values.extend(tool_instructions(text, 0));
        } else if t.starts_with("```") || t.starts_with("~~~") {
            in_fence = !in_fence;
            // A command's output ends with its fence: "```\n$ cargo test\n```\nNever ...".
            in_output = false;
        } else if in_fence || in_output || in_steps || in_commit || trimmed.is_empty() {
            after_code = false;
        } else if after_code
            && (is_comment_line(trimmed)
                || is_bare_statement(trimmed)
                || continues_a_query(trimmed))
        {
            // "def fetch(url):\n    # never retry here": a comment among code lines is the
            // code's, data like it; so is a statement of one keyword ("    continue"), and a
            // query's next clause ("GROUP BY variety"). A ban opening a function that acts
            // warns its callers, and is read.
            if after_function_header && bans_callers(text, end, trimmed) {
                prose = Some(start + markdown_prefix_len(line)..end);
            }
        } else if opens_a_script(trimmed) || is_machine_text(trimmed) {
            // A script's body is a function's: the comment under its "#!" line says what the
            // script does ("# pull the day's counts and mail them"), the code's own note, and
            // a ban there warns whoever runs it ("# never run this as root") (cls66b).
            let script = opens_a_script(trimmed);
            after_code = script || looks_like_code(trimmed);
            after_function_header = script || opens_a_function(trimmed);
            // "ramp = 100  ; keep it under 150 or the kiln cracks": the warning is read.
            if let Some(at) = warning_in_a_trailing_comment(trimmed) {
                prose = Some(start + (line.len() - t.len()) + at..end);
            } else if let Some(cell) = quoted_last_cell(line) {
                // "2025-03-14,Pen 7,Ewe 1182,\"DO NOT send to sale ...\"": a dated record's
                // notes are a person's words.
                prose = Some(start + cell.start..start + cell.end);
            }
            in_commit = trimmed.starts_with("commit ") && starts_with_commit_hash(trimmed);
            // A tool's definition on one line: what it tells the model to do is read.
            if trimmed.starts_with('{') || trimmed.starts_with("[{") {
                tool_values.extend(tool_instructions(line, start));
            }
        } else if let Some(at) = warning_after_a_yaml_value(trimmed) {
            // "  max_speed_rpm: 120   # don't go over, the old belts snap": a YAML key's
            // value is data, the warning after it is read as after code (cls68b).
            after_code = false;
            prose = Some(start + (line.len() - t.len()) + at..end);
        } else {
            after_code = false;
            // "88213,2-person,Thai green curry,\"allergy - do NOT swap cashews\"": a record's
            // quoted last cell is read alone, its marks a cell's, not a quotation's.
            prose = Some(match quoted_last_cell(line) {
                Some(cell) => start + cell.start..start + cell.end,
                None => start + markdown_prefix_len(line)..end,
            });
        }
        // One call site, so that the callback stays inlined into the loop (with a second one
        // it was not: 1% more instructions).
        for range in prose.into_iter().chain(tool_values.drain(..)) {
            line_tokens.toks.clear();
            line_tokens.sentence_marks.clear();
            line_tokens.has_quote_marks = false;
            tokenize(low, side, range, &mut line_tokens, &mut function_words);
            for sentence in split_sentences(&line_tokens, text) {
                each_sentence(sentence, line_tokens.has_quote_marks);
            }
        }
        in_steps |= steps_label;
        start = end + 1;
    }
    line_tokens.give_back();
    function_words
}

/// The inside of a comma-separated record's last cell when it is double-quoted: `88213,2-person,
/// Thai green curry,"customer allergy - do NOT swap cashews"` (at least two cells before it,
/// each comma right before the next cell's text, no space: a record's, not a sentence's).
/// The marks are the cell's, not a quotation's: its text (a record's notes) is read as
/// written (cls65c; `She said, "never again"` has a space after its comma).
fn quoted_last_cell(line: &str) -> Option<Range<usize>> {
    let t = line.trim_end();
    if !t.ends_with('"') {
        return None;
    }
    let open = t.rfind(",\"")?;
    let cells = &t[..open];
    let inside = open + 2..t.len() - 1;
    // A line ending in `,"` opens its last cell at its closing quote: no cell.
    if inside.is_empty() {
        return None;
    }
    let b = cells.as_bytes();
    let mut commas = memchr::memchr_iter(b',', b).peekable();
    let record = commas.peek().is_some()
        && commas.all(|k| b.get(k + 1).is_some_and(|c| !c.is_ascii_whitespace()))
        && !cells.trim_start().starts_with(['-', '*', '>', '#'])
        && !line[inside.clone()].contains('"');
    record.then_some(inside)
}

/// The tokens close on one word opening a sentence (the line's first, or after a full
/// stop, "!" or "?") and a comma: a lead ("Listen,", "Right,"), no name before it.
fn lead_word_and_comma(toks: &[Tok<'_>]) -> bool {
    let n = toks.len();
    n >= 2
        && toks[n - 1].is_punct(',')
        && toks[n - 2].kind == TokKind::Word
        && (n == 2 || matches!(toks[n - 3].kind, TokKind::Punct('.' | '!' | '?')))
}

/// `#!/bin/sh`, `#!/usr/bin/env python3`: an interpreter line opening a script.
fn opens_a_script(t: &str) -> bool {
    t.starts_with("#!/")
}

/// `def slew(az, speed):`, `fn close_gate() {`, `function flush() {`: a line opening a
/// function's body.
fn opens_a_function(t: &str) -> bool {
    let t = t.strip_prefix("pub ").unwrap_or(t);
    let t = t.strip_prefix("async ").unwrap_or(t);
    (t.starts_with("def ") && t.ends_with(':')
        || (t.starts_with("fn ") || t.starts_with("function ")) && t.ends_with('{'))
        && t.contains('(')
}

/// The comment line `comment` (ending at byte `end` of `text`) opening a function's body
/// bans something ("never", "do not", "don't", "must not"; maybe after a one-word label,
/// "# Saffron: never auto-reorder") and the code under it acts (a
/// call, a guard: "# never call this above 2 deg/s\n    dome.move(az, speed)"): a warning
/// to whoever calls it (cls64b). Over a `return` or an assignment the comment says what the
/// value computed keeps ("# never overbook\n    return guests <= room.capacity"), the code's
/// own note, data with it.
fn bans_callers(text: &str, end: usize, comment: &str) -> bool {
    let words = comment
        .trim_start_matches(['#', '/', '*', ' '])
        .trim_start();
    // "# Saffron: never auto-reorder, Kenroy approves by hand": the ban may follow a label
    // of one word naming what it is about (cls67b), or a script's file name and a dash
    // ("# backup.sh -- run this before 6pm", cls69b).
    let words = words
        .split_once(": ")
        .filter(|(label, _)| !label.is_empty() && label.bytes().all(|b| b.is_ascii_alphabetic()))
        .or_else(|| {
            words.split_once(" -- ").filter(|(name, _)| {
                name.contains('.')
                    && name
                        .bytes()
                        .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'-'))
            })
        })
        .map_or(words, |(_, ban)| ban.trim_start());
    // "# NB never write to batch_log directly": a note's "NB" (or "N.B.") only draws the eye
    // to the ban after it (cls70b).
    let words = ["nb ", "n.b. "]
        .iter()
        .find_map(|nb| {
            words
                .get(..nb.len())
                .filter(|w| w.eq_ignore_ascii_case(nb))
                .map(|_| words[nb.len()..].trim_start())
        })
        .unwrap_or(words);
    // "# run this before 6pm; the NAS sleeps after that": an order on when or how the code
    // itself ("this") is run warns whoever runs it as a ban does (cls69b); "only" may narrow
    // it ("# only run this before 6am", cls70b).
    let run_order = words
        .get(..5)
        .filter(|w| w.eq_ignore_ascii_case("only "))
        .map_or(words, |_| &words[5..]);
    let bans = after_an_opening_ban(words).is_some()
        || run_order
            .get(..9)
            .is_some_and(|w| w.eq_ignore_ascii_case("run this "));
    // "# DO NOT remove: under-18s are refused ...": a ban on editing the code warns whoever
    // edits it, over any code (cls69b).
    if bans && bans_editing_the_code(words) {
        return true;
    }
    // The next line that is not a comment (within a few).
    bans && text[(end + 1).min(text.len())..]
        .lines()
        .map(str::trim)
        .take(4)
        .find(|l| !is_comment_line(l))
        .is_some_and(|code| {
            !code.is_empty()
                && !code.starts_with("return")
                && !is_identifier_assignment(code)
                && !code.contains(" = ")
        })
}

/// The comment's words `words` open with a ban ([`after_an_opening_ban`]) on editing the
/// code it sits on: a verb of editing ("remove", "change", "touch", "shorten", "lower",
/// "raise"...) and "this" or "it" after it, or a colon or nothing ("# DO NOT remove:
/// under-18s are refused even with consent", "# don't shorten this, Tevita"): a rule for
/// whoever edits the code (cls69b). Not "# never shorten a name below 3 chars", what the
/// code does to a thing named.
fn bans_editing_the_code(words: &str) -> bool {
    const EDITS: [&str; 12] = [
        "remove", "delete", "change", "edit", "touch", "shorten", "lower", "raise", "bump",
        "reduce", "alter", "modify",
    ];
    let Some(rest) = after_an_opening_ban(words) else {
        return false;
    };
    let mut after = rest.split_whitespace();
    let verb = after.next().unwrap_or("");
    let bare = verb.trim_end_matches([':', ',', '.', '!', ';']);
    // The verb closes its clause (a mark after it, or the comment's end), or "this" or "it"
    // follows it.
    let of_the_code = bare.len() < verb.len()
        || after.next().is_none_or(|object| {
            let object = object.trim_end_matches([',', '.', '!', ';', ':']);
            object.eq_ignore_ascii_case("this") || object.eq_ignore_ascii_case("it")
        });
    EDITS.iter().any(|e| bare.eq_ignore_ascii_case(e)) && of_the_code
}

/// The words of a comment `words` after the ban opening it ("never ", "do not ", "don't ",
/// "must not "), if it opens with one (any case); or after a first word the word table reads
/// as "don't" (its [full form](super::lexicon::Entry::full_form): "dont", Scots "dinnae",
/// Geordie "divvent": "# Dinnae run this on the kiln PLC while a firing's live", cls67c).
fn after_an_opening_ban(words: &str) -> Option<&str> {
    if let Some(b) = ["never ", "do not ", "don't ", "must not "]
        .iter()
        .find(|b| {
            words
                .get(..b.len())
                .is_some_and(|w| w.eq_ignore_ascii_case(b))
        })
    {
        return Some(&words[b.len()..]);
    }
    let (first, rest) = words.split_once(' ')?;
    let mut buffer = [0u8; 16];
    let first = super::lexicon::ascii_lower_in(first, &mut buffer)?;
    (super::lexicon::entry(first).full_form() == Some("don't")).then_some(rest)
}

/// A bug report's label over the steps that show the bug: "Steps to reproduce:", "To
/// reproduce:", "Repro steps:" (a markdown heading's marks before it too).
fn is_repro_steps_label(t: &str) -> bool {
    let label = t
        .trim_start_matches(['#', '*', ' '])
        .trim_end_matches(['*', ' ']);
    let label = label
        .strip_suffix(':')
        .unwrap_or(label)
        .trim_end_matches('*');
    [
        "steps to reproduce",
        "to reproduce",
        "repro steps",
        "steps to repro",
        "reproduction steps",
    ]
    .iter()
    .any(|l| label.eq_ignore_ascii_case(l))
}

/// A line that opens with a tool's own prompt and a command given flags: "PMS> appt list
/// --date 2026-12-04", "crm> export --all" (a name of letters, digits, `-` or `_`, then
/// `> `), or a prompt named in capitals ("WMS> scan RMA-778210 → bin R-14-03"); not a
/// quotation ("> text") nor a chat line ("bob> don't push to main").
fn is_tool_prompt(t: &str) -> bool {
    let Some(gt) = memchr::memchr(b'>', &t.as_bytes()[..t.len().min(16)]) else {
        return false;
    };
    let name = &t.as_bytes()[..gt];
    gt > 0
        && name
            .iter()
            .all(|&b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        && t[gt + 1..].starts_with(' ')
        && (gt >= 2 && name.iter().all(|&b| !b.is_ascii_lowercase())
            || memchr::memmem::find(&t.as_bytes()[gt..], b" --").is_some())
}

/// The string values of a tool's definition in JSON `json` (which starts at byte `base` of
/// the text) that tell the model what to do, as byte ranges of the text: its `"description"`
/// when a `"name"` holds a tool's identifier (`"send_sms"`, `"db.query"`: no space, an
/// underscore, a dot or an inner capital) or a `"parameters"` or `"input_schema"` key is
/// present, any `"instructions"` value, and in an agent's memory note (a `"memory"` key) a
/// rule written out in words under `"rule"`, `"rules"`, `"policy"` or `"constraint"`, and in
/// an agent's rules set out as configuration (see `config_rules`) every value written out in
/// words. Other JSON stays data: a product's
/// `"description"` beside a `"name"` such as `"Widget"` is not read.
fn tool_instructions(json: &str, base: usize) -> impl Iterator<Item = Range<usize>> + '_ {
    use memchr::memmem::Finder;
    use std::sync::LazyLock;
    // Built once: building a finder per line cost more than the search.
    static DESCRIPTION: LazyLock<Finder<'static>> =
        LazyLock::new(|| Finder::new(b"\"description\""));
    static INSTRUCTIONS: LazyLock<Finder<'static>> =
        LazyLock::new(|| Finder::new(b"\"instructions\""));
    static NAME: LazyLock<Finder<'static>> = LazyLock::new(|| Finder::new(b"\"name\""));
    static MEMORY: LazyLock<Finder<'static>> = LazyLock::new(|| Finder::new(b"\"memory\""));
    static RULE_KEYS: LazyLock<[Finder<'static>; 4]> = LazyLock::new(|| {
        [
            Finder::new(b"\"rule\""),
            Finder::new(b"\"rules\""),
            Finder::new(b"\"policy\""),
            Finder::new(b"\"constraint\""),
        ]
    });
    static SCHEMA_KEYS: LazyLock<[Finder<'static>; 3]> = LazyLock::new(|| {
        [
            Finder::new(b"\"parameters\""),
            Finder::new(b"\"input_schema\""),
            Finder::new(b"\"inputSchema\""),
        ]
    });
    let b = json.as_bytes();
    // Most JSON is data with no description: one search settles it.
    let tool = DESCRIPTION.find(b).is_some()
        && (SCHEMA_KEYS.iter().any(|key| key.find(b).is_some())
            || string_values(json, &NAME).any(|v| {
                let name = &json[v];
                !name.is_empty()
                    && !name.contains(' ')
                    && (name.contains(['_', '.'])
                        || name.chars().skip(1).any(|c| c.is_ascii_uppercase()))
            }));
    let descriptions = string_values(json, &DESCRIPTION).filter(move |_| tool);
    // An agent's memory note: a rule written out in words under a rule's key. A rule in
    // other JSON is data (a linter's config, a rule engine's record), and a one-word value
    // ("policy": "deny") is a setting.
    let memory = MEMORY.find(b).is_some();
    let rules = RULE_KEYS
        .iter()
        .filter(move |_| memory)
        .flat_map(move |key| {
            string_values(json, key).filter(move |v| json[v.clone()].matches(' ').count() >= 2)
        });
    // An agent's rules set out as configuration ("agent_policy": {..., "note": "never
    // ..."}): the rules it writes out in words.
    let agent_rules = super::config_rules::json_names_agent_rules(json)
        .then(|| super::config_rules::worded_values(json))
        .into_iter()
        .flatten();
    // What to do when an event happens ("on_breach": "page the on-call tech if ..."): one
    // search for a key opening with "on" settles most JSON.
    static ON_KEY: LazyLock<Finder<'static>> = LazyLock::new(|| Finder::new(b"\"on"));
    let event_actions = ON_KEY
        .find(b)
        .is_some()
        .then(|| super::config_rules::event_actions(json))
        .into_iter()
        .flatten();
    // A comment written as a key ("_note": "never ..."): one search for a key opening
    // with "_" or "//" settles most JSON.
    static COMMENT_KEY: LazyLock<[Finder<'static>; 2]> =
        LazyLock::new(|| [Finder::new(b"\"_"), Finder::new(b"\"//\"")]);
    let comments = COMMENT_KEY
        .iter()
        .any(|key| key.find(b).is_some())
        .then(|| super::config_rules::comment_values(json))
        .into_iter()
        .flatten();
    descriptions
        .chain(string_values(json, &INSTRUCTIONS))
        .chain(comments)
        .chain(event_actions)
        .chain(rules)
        .chain(agent_rules)
        .map(move |v| base + v.start..base + v.end)
}

/// The ranges in `json` of the string values that follow each occurrence of `key` (a quoted
/// key, `"name"`, found by its finder), between their quotation marks; a value that is not a
/// string is skipped.
fn string_values<'j>(
    json: &'j str,
    key: &'j memchr::memmem::Finder<'static>,
) -> impl Iterator<Item = Range<usize>> + 'j {
    let b = json.as_bytes();
    let key_len = key.needle().len();
    key.find_iter(b).filter_map(move |at| {
        let mut i = at + key_len;
        while b.get(i).is_some_and(|c| c.is_ascii_whitespace()) {
            i += 1;
        }
        if b.get(i) != Some(&b':') {
            return None;
        }
        i += 1;
        while b.get(i).is_some_and(|c| c.is_ascii_whitespace()) {
            i += 1;
        }
        if b.get(i) != Some(&b'"') {
            return None;
        }
        closing_quote(b, i).map(|close| i + 1..close)
    })
}

/// The index of the quotation mark that closes the JSON string opened at `b[open]`, past
/// escaped characters; `None` when it runs to the end.
pub(crate) fn closing_quote(b: &[u8], open: usize) -> Option<usize> {
    let mut k = open + 1;
    while let Some(&c) = b.get(k) {
        match c {
            b'\\' => k += 2,
            b'"' => return Some(k),
            _ => k += 1,
        }
    }
    None
}

thread_local! {
    /// The token buffers of the last span read on this thread, for the next span: once
    /// they have grown to the longest line, reading a span allocates nothing. A nested
    /// read (a callback reading another span) finds it empty and allocates its own.
    static SPARE_LINE_TOKENS: Cell<LineTokens<'static>> = const {
        Cell::new(LineTokens {
            toks: Vec::new(),
            sentence_marks: Vec::new(),
            has_quote_marks: false,
        })
    };
}

/// Function words among the word tokens, to tell English from text in another language.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(crate) struct FunctionWords {
    /// Words in the English function-word list.
    pub english: usize,
    /// Words in the foreign function-word list and not in the English one.
    pub foreign: usize,
}

impl FunctionWords {
    /// Count one word with word classes `class`.
    fn count(&mut self, class: u32) {
        if class & super::lexicon::ENGLISH_FUNCTION_WORD != 0 {
            self.english += 1;
        } else if class & super::lexicon::FOREIGN_FUNCTION_WORD != 0 {
            self.foreign += 1;
        }
    }
}

/// One line's tokens, and where the marks that may end a sentence are.
#[derive(Default)]
struct LineTokens<'a> {
    toks: Vec<Tok<'a>>,
    /// Indices in `toks` of `.`, `!` and `?`, in order: noted while tokenizing, so that
    /// splitting into sentences looks at these tokens only.
    sentence_marks: Vec<usize>,
    /// Some token is a quotation mark ([`TokKind::Quote`]).
    has_quote_marks: bool,
}

impl LineTokens<'_> {
    /// Buffers larger than this many tokens (after a huge line) are freed, not kept.
    const MAX_SPARE_TOKENS: usize = 1 << 14;

    /// Hand the (emptied) buffers to [`SPARE_LINE_TOKENS`] for the next span.
    fn give_back(mut self) {
        if self.toks.capacity() > Self::MAX_SPARE_TOKENS {
            return;
        }
        self.toks.clear();
        self.sentence_marks.clear();
        let spare = LineTokens {
            toks: empty_reusing(self.toks),
            sentence_marks: self.sentence_marks,
            has_quote_marks: false,
        };
        // During thread teardown the buffers are simply freed.
        let _ = SPARE_LINE_TOKENS.try_with(|cell| cell.set(spare));
    }
}

/// The byte range of a numbered list of titles under a search label, each item closed by a
/// source tag in parentheses: "Results: 1. Never eat before a run? (blog) 2. Stop doing
/// crunches: why (video)", or one item a line after "Top hits:". Titles are named there, not
/// ordered. `low` is the lower-cased text; one pass over it.
pub(crate) fn titled_result_list(low: &str) -> Option<Range<usize>> {
    // The first colon closing "results" or "hits": colons are found by a fast scan, and each
    // is asked of the "s" both words end in before any compare.
    let b = low.as_bytes();
    let finder = memchr::memchr_iter(b':', b).find(|&p| {
        p > 0 && b[p - 1] == b's' && (low[..p].ends_with("results") || low[..p].ends_with("hits"))
    })? + 1;
    let line_start = low[..finder].rfind('\n').map_or(0, |n| n + 1);
    // "Results:", "Search results:", "## Top hits:": a label of at most three words.
    if low[line_start..finder].split_whitespace().count() > 3 {
        return None;
    }
    let first = skip_blank(b, finder);
    let mut end = None;
    let mut at = first;
    while let Some(title) = after_item_number(b, at)
        && let Some(close) = source_tag_end(b, title)
    {
        end = Some(close);
        at = skip_blank(b, close);
    }
    end.map(|end| first..end)
}

/// The sentence opens with a label of steps to reproduce: "Steps:", "Steps to reproduce:",
/// "Repro:", "Repro steps:", "STR:" (see [`reproduction_steps`]).
pub(crate) fn opens_with_steps_label(sentence: &[Tok<'_>]) -> bool {
    let text = |k: usize| sentence.get(k).map_or("", |t| &*t.text);
    let colon = |k: usize| sentence.get(k).is_some_and(|t| t.is_punct(':'));
    match text(0) {
        // (A heading's words alone, "### Steps to reproduce", end the sentence.)
        "steps" => {
            colon(1)
                || text(1) == "to" && text(2) == "reproduce" && (colon(3) || sentence.len() == 3)
        }
        "repro" => colon(1) || text(1) == "steps" && colon(2),
        "str" => colon(1),
        _ => false,
    }
}

/// The sentence opens with a label of the writer's own working notes: "Scratchpad:", "Notes
/// to self:", "Working notes:", "Thinking:" (an agent's notes; see [`opens_with_next_step`]).
pub(crate) fn opens_with_own_notes_label(sentence: &[Tok<'_>]) -> bool {
    let text = |k: usize| sentence.get(k).map_or("", |t| &*t.text);
    let colon = |k: usize| sentence.get(k).is_some_and(|t| t.is_punct(':'));
    match text(0) {
        "scratchpad" | "thinking" | "reasoning" => colon(1),
        "notes" => text(1) == "to" && text(2) == "self" && colon(3),
        "working" => text(1) == "notes" && colon(2),
        _ => false,
    }
}

/// The sentence is only the label of the writer's own plan, its steps on the lines after:
/// "My plan:", "Our next steps:", "My approach:" (not "Plan:", which may be given to the
/// agent, nor "My rule: ...").
pub(crate) fn is_own_plan_label(sentence: &[Tok<'_>]) -> bool {
    let [owner, words @ .., colon] = sentence else {
        return false;
    };
    matches!(&*owner.text, "my" | "our")
        && colon.is_punct(':')
        && (1..=2).contains(&words.len())
        && words.iter().all(|w| {
            matches!(
                &*w.text,
                "plan" | "steps" | "next" | "approach" | "todo" | "to-do"
            )
        })
}

/// Where a sentence starting at a byte of the text stands on its line ([`line_place`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum LinePlace {
    /// Right after an open list item's marker ("- ", "1. ", "2) ", "• ", "[ ] ").
    OpenItem,
    /// At the line's start with no marker or after a heading's or a quotation's marks, or
    /// after a ticked box ("- [x] ", an item done).
    LineStart,
    /// After other text on its line.
    Inside,
}

/// Where byte `at` of `text` (a sentence's first token) stands on its line: after an open
/// list item's marker (bold marks around the item's words aside), at the line's start, or
/// inside the line (cls65c; a list's items are told from the sentences within them).
pub(crate) fn line_place(text: &str, at: usize) -> LinePlace {
    let line_start = text[..at].rfind('\n').map_or(0, |k| k + 1);
    let prefix = text[line_start..at].trim_end_matches(['*', '_']);
    let marker = prefix.trim_start();
    if marker.is_empty() {
        return LinePlace::LineStart;
    }
    let opens_an_item = marker.starts_with(['-', '*', '+', '•', '·', '['])
        || marker.starts_with(|c: char| c.is_ascii_digit());
    if markdown_prefix_len(prefix) != prefix.len() {
        return LinePlace::Inside;
    }
    if !opens_an_item || marker.contains("[x]") || marker.contains("[X]") {
        LinePlace::LineStart
    } else {
        LinePlace::OpenItem
    }
}

/// The first sentence (`title`) of the lower-cased text `low` is a change's title, as a commit
/// message opens: a bare verb and an object with no determiner ("fix off-by-one in berth
/// allocation"), the line ending with no stop before a blank line, with a body that tells
/// how things were "previously" or what else the change "adds"; or the same title and a
/// clause opening "previously" after a semicolon (cls61b; not "fix the login bug" with an
/// article, nor a title whose text tells no change).
pub(crate) fn titles_a_change(low: &str, title: &[Tok<'_>]) -> bool {
    let (Some(verb), Some(object), Some(last)) = (title.first(), title.get(1), title.last()) else {
        return false;
    };
    let word = |t: &Tok<'_>| t.kind == TokKind::Word;
    if !word(verb) || !word(object) || object.class & super::lexicon::ENGLISH_FUNCTION_WORD != 0 {
        return false;
    }
    let previously_after_semicolon = title
        .windows(2)
        .any(|w| w[0].is_punct(';') && w[1].text == "previously");
    let body = &low[last.range.end.min(low.len())..];
    previously_after_semicolon
        || word(last)
            && body.starts_with("\n\n")
            && (body.contains("previously") || body.contains(". adds ") || body.contains("\nadds "))
}

/// The sentence opens with the label of a next step: "Next:", "Next step:", "Then:". Under
/// the writer's own notes ([`opens_with_own_notes_label`]) it is the writer's plan.
pub(crate) fn opens_with_next_step(sentence: &[Tok<'_>]) -> bool {
    let text = |k: usize| sentence.get(k).map_or("", |t| &*t.text);
    let colon = |k: usize| sentence.get(k).is_some_and(|t| t.is_punct(':'));
    match text(0) {
        "next" => colon(1) || matches!(text(1), "step" | "steps") && colon(2),
        "then" => colon(1),
        _ => false,
    }
}

/// The text holds a subtitle file's timing line ("00:02:11,400 --> 00:02:13,900", SRT or
/// WebVTT): its lines are a film's dialogue, data. One search for the arrow.
pub(crate) fn holds_subtitle_timings(text: &str) -> bool {
    let b = text.as_bytes();
    // "hh:mm:ss" and a fraction ("00:02:11,400", "00:02:11.400") or "mm:ss.ttt" before the
    // arrow's space.
    let is_time = |t: &[u8]| {
        t.len() >= 8
            && t.iter()
                .all(|c| c.is_ascii_digit() || matches!(c, b':' | b',' | b'.'))
            && t.contains(&b':')
            && t.iter().any(|&c| matches!(c, b',' | b'.'))
    };
    // Built once: building a finder per text cost more than the search.
    static ARROW: std::sync::LazyLock<memchr::memmem::Finder<'static>> =
        std::sync::LazyLock::new(|| memchr::memmem::Finder::new(b" --> "));
    ARROW.find_iter(b).any(|at| {
        let start = b[..at]
            .iter()
            .rposition(|c| c.is_ascii_whitespace())
            .map_or(0, |k| k + 1);
        let rest = &b[at + 5..];
        let end = rest
            .iter()
            .position(|c| c.is_ascii_whitespace())
            .unwrap_or(rest.len());
        is_time(&b[start..at]) && is_time(&rest[..end])
    })
}

/// The byte ranges of a release changelog's entries: the bullet lines ("- ...", "* ...") of a
/// text with a version heading ("## [2.4.1] - 2024-04-02", "## 2.4.1") and a section heading
/// of the Keep a Changelog convention ("### Fixed", "### Removed"). An entry tells what a
/// release changed ("- The check that blocked refunds above £50 ..."), no rule in force.
pub(crate) fn changelog_entries(text: &str) -> Vec<Range<usize>> {
    // One search screens out every text without a section heading on a line of its own.
    static SECTION: std::sync::LazyLock<memchr::memmem::Finder<'static>> =
        std::sync::LazyLock::new(|| memchr::memmem::Finder::new(b"\n### "));
    if SECTION.find(text.as_bytes()).is_none() {
        return Vec::new();
    }
    let lines = || {
        text.split_inclusive('\n').scan(0, |at, line| {
            let start = *at;
            *at += line.len();
            Some((start, line.trim_end()))
        })
    };
    let version = |l: &str| {
        l.strip_prefix("## ").is_some_and(|v| {
            v.trim_start_matches('[')
                .starts_with(|c: char| c.is_ascii_digit())
        })
    };
    let section = |l: &str| {
        l.strip_prefix("### ").is_some_and(|h| {
            let h = h.trim();
            h == "Security" || CHANGE_LOG_PAST_LABELS.contains(&h)
        })
    };
    if !lines().any(|(_, l)| version(l)) || !lines().any(|(_, l)| section(l)) {
        return Vec::new();
    }
    lines()
        .filter(|(_, l)| l.starts_with("- ") || l.starts_with("* "))
        .map(|(start, l)| start..start + l.len())
        .collect()
}

/// The byte range of a bug report's steps to reproduce: a line opening with "Steps:",
/// "Steps to reproduce:", "Repro:" or "STR:" (or a heading "### Steps to reproduce"), in a
/// text that also has a line opening with "Expected" and one opening with "Actual" (or an
/// issue form's "What happened?" and "What did you expect?"). The steps tell what the
/// reporter did, not what anyone must do (a runbook's "Steps:" without both is no report).
/// From the label to the next labelled line, the next heading, or the end. `low` is the
/// lower-cased text.
pub(crate) fn reproduction_steps(low: &str) -> Option<Range<usize>> {
    // One fast search each for the two lines ("\nactual" first, the rarer), and none at all
    // in a text of one line, as most are.
    let b = low.as_bytes();
    let line_opens = |after_break: &str| {
        low.starts_with(&after_break[1..])
            || memchr::memmem::find(b, after_break.as_bytes()).is_some()
    };
    let found = |words: &str| memchr::memmem::find(b, words.as_bytes()).is_some();
    if memchr::memchr(b'\n', b).is_none()
        || !((line_opens("\nactual") || found("what happened"))
            && (line_opens("\nexpected") || found("did you expect")))
    {
        return None;
    }
    let mut line_start = 0;
    for line in low.split_inclusive('\n') {
        let indent = line.len() - line.trim_start().len();
        let heading = line.trim_start().trim_start_matches('#');
        let hashes = line.trim_start().len() - heading.len();
        let text = heading.trim_start();
        let label = if hashes > 0 && text.trim_end() == "steps to reproduce" {
            Some(line.trim_end().len() - indent)
        } else {
            [
                "steps:",
                "steps to reproduce:",
                "repro:",
                "repro steps:",
                "str:",
            ]
            .iter()
            .find(|label| text.starts_with(**label))
            .map(|label| hashes + (heading.len() - text.len()) + label.len())
        };
        if let Some(label_len) = label {
            let colon = line_start + indent + label_len;
            // The steps run to the "Expected" line or the next heading (maybe on the lines
            // after).
            let end = low[colon..]
                .match_indices('\n')
                .map(|(k, _)| colon + k)
                .find(|&k| low[k + 1..].starts_with("expected") || low[k + 1..].starts_with('#'))
                .unwrap_or(low.len());
            return Some(colon..end);
        }
        line_start += line.len();
    }
    None
}

/// The first byte at or after `i` that is not a space, a tab or a line break.
fn skip_blank(b: &[u8], i: usize) -> usize {
    i + b.get(i..).map_or(0, |rest| {
        rest.iter().take_while(|c| c.is_ascii_whitespace()).count()
    })
}

/// The start of an item's text after its number at `i` ("2. ", "3) "), if one is there.
fn after_item_number(b: &[u8], i: usize) -> Option<usize> {
    let digits = b
        .get(i..)?
        .iter()
        .take(4)
        .take_while(|c| c.is_ascii_digit())
        .count();
    let mark = i + digits;
    ((1..=3).contains(&digits)
        && matches!(b.get(mark), Some(b'.' | b')'))
        && matches!(b.get(mark + 1), Some(b' ' | b'\t')))
    .then_some(mark + 1)
}

/// The end of the source tag closing the title that starts at `from` ("... (video)"): a
/// parenthesised word or two, followed on its line by nothing or by the next item's number.
fn source_tag_end(b: &[u8], from: usize) -> Option<usize> {
    // Read up to the line's end, not searched for first: a line of a thousand items reads
    // each item once.
    let mut open = None;
    for (k, &c) in b.iter().enumerate().skip(from) {
        match c {
            b'\n' => return None,
            b'(' => open = Some(k),
            b')' if open.is_some_and(|o| o > from && k - o <= 32) => {
                let next = k + 1 + b[k + 1..].iter().take_while(|c| **c == b' ').count();
                if matches!(b.get(next), None | Some(b'\n' | b'\r'))
                    || after_item_number(b, next).is_some()
                {
                    return Some(k + 1);
                }
            }
            _ => {}
        }
    }
    None
}

/// An empty vector of tokens of another lifetime that keeps the allocation of `toks`: the
/// standard library collects an `IntoIter` adapter in place when the element layouts agree,
/// as they do here (only the lifetime differs). Safe whatever it does: at worst it allocates.
#[expect(
    clippy::unnecessary_filter_map,
    reason = "`filter` would keep the input lifetime; `filter_map` yields the new one"
)]
pub(crate) fn empty_reusing<'b>(toks: Vec<Tok<'_>>) -> Vec<Tok<'b>> {
    toks.into_iter().filter_map(|_| None).collect()
}

/// The trimmed text is a JSON object, or an array of objects. Only a text that opens with
/// `{` or `[{` is trimmed at its end as well.
fn looks_like_json_document(text: &str) -> bool {
    let t = text.trim_start();
    if !t.starts_with('{') && !t.starts_with("[{") {
        return false;
    }
    let t = t.trim_end();
    (t.starts_with('{') && t.ends_with('}')) || (t.starts_with("[{") && t.ends_with(']'))
}

/// Bytes of markdown block markup at the start of a line: indentation, `>`, bullets, numbers,
/// headings, task boxes.
fn markdown_prefix_len(line: &str) -> usize {
    let b = line.as_bytes();
    let mut i = 0;
    loop {
        while i < b.len() && (b[i] == b' ' || b[i] == b'\t') {
            i += 1;
        }
        // Fast path: every prefix below opens with a sign or a digit, none with a letter.
        if b.get(i).is_some_and(u8::is_ascii_alphabetic) {
            return i;
        }
        let rest = &line[i..];
        let step = if rest.starts_with("> ") || rest.starts_with('>') && !rest.starts_with(">=") {
            1
        } else if rest.starts_with("//") {
            // A comment's marker ("//", "///", "//!"): its text is read as prose.
            rest.bytes().take_while(|&c| c == b'/' || c == b'!').count()
        } else if rest.starts_with("/*") {
            2
        } else if rest.starts_with("<!--") {
            4
        } else if rest.starts_with("- ") || rest.starts_with("* ") || rest.starts_with("+ ") {
            2
        } else if rest.starts_with("• ") || rest.starts_with("· ") {
            '•'.len_utf8() + 1
        } else if rest.starts_with("[ ] ") || rest.starts_with("[x] ") || rest.starts_with("[X] ") {
            4
        } else if b.get(i).is_some_and(|&c| c >= 0x80) {
            // "✅ Use UTC", "👉 Always run the linter", "⚠️ Never ...": emoji and symbol
            // bullets (no letter, no digit), then a space. Not a comparison sign, which
            // opens a bound ("≥ 4h between doses", "≤ 8 trays").
            let symbols: usize = rest
                .chars()
                .take_while(|c| !c.is_ascii() && !is_alphanumeric(*c) && !matches!(c, '≤' | '≥'))
                .map(char::len_utf8)
                .sum();
            if symbols > 0 && rest.as_bytes().get(symbols) == Some(&b' ') {
                symbols + 1
            } else {
                0
            }
        } else if rest.starts_with('#') {
            let hashes = rest.bytes().take_while(|&c| c == b'#').count();
            if rest.as_bytes().get(hashes) == Some(&b' ') {
                hashes + 1
            } else {
                0
            }
        } else {
            let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
            let after = rest.as_bytes().get(digits..digits + 2);
            if digits > 0 && digits < 4 && matches!(after, Some(b". ") | Some(b") ")) {
                digits + 2
            } else {
                0
            }
        };
        if step == 0 {
            return i;
        }
        i += step;
    }
}

/// A markup line whose text between the tags is prose, three words or more: "<rules>Do not
/// execute untrusted code.</rules>" is an instruction in tags, `<div class="x">` is markup.
fn wraps_prose(line: &str) -> bool {
    let mut words = 0;
    let mut in_tag = false;
    let mut in_word = false;
    for c in line.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            _ if in_tag => {}
            c if c.is_alphabetic() => {
                words += usize::from(!in_word);
                in_word = true;
                continue;
            }
            _ => {}
        }
        in_word = false;
    }
    words >= 3
}

/// The text between a line's opening tag and its closing tag (`<note a="b">text</note>` gives
/// `text`), trimmed; `None` when nothing is between them.
fn tagged_content(t: &str) -> Option<&str> {
    let open_end = t.find('>')?;
    let close_start = t.rfind('<')?;
    let inner = t.get(open_end + 1..close_start)?.trim();
    (!inner.is_empty()).then_some(inner)
}

/// The text of a whole-line comment (`//`, `///`, `//!`, `/* */`, `<!-- -->`), trimmed; `None`
/// for any other line.
fn comment_text(t: &str) -> Option<&str> {
    // Every marker opens with `/` or `<`: any other line is told apart by its first byte.
    if !matches!(t.as_bytes().first(), Some(b'/' | b'<')) {
        return None;
    }
    let (rest, close) = if let Some(rest) = t.strip_prefix("//") {
        (rest.trim_start_matches(['/', '!']), "")
    } else if let Some(rest) = t.strip_prefix("/*") {
        (rest, "*/")
    } else if let Some(rest) = t.strip_prefix("<!--") {
        (rest, "-->")
    } else {
        return None;
    };
    let rest = rest.trim();
    Some(rest.strip_suffix(close).unwrap_or(rest).trim_end())
}

/// A whole-line comment of C-like languages, HTML or Python and shell (`#`), or a Python
/// docstring's opening line: `t` trimmed.
fn is_comment_line(t: &str) -> bool {
    t.starts_with('#')
        || t.starts_with("\"\"\"")
        || t.starts_with("'''")
        || comment_text(t).is_some()
}

/// Lines that a tool, a log or a program wrote rather than a person: their words are data.
/// `t` is the line trimmed (`line.trim()`), as the line reader has it from its test for a
/// blank line.
/// The text after a label opens an English clause ("Exception: if he's dying, ring
/// regardless"), as a tool's message rarely does ("Exception: NullPointerException at ...").
fn opens_a_clause_of_prose(rest: &str) -> bool {
    let first = rest.split_whitespace().next().unwrap_or("");
    matches!(
        first,
        "if" | "when"
            | "unless"
            | "for"
            | "the"
            | "on"
            | "in"
            | "during"
            | "only"
            | "while"
            | "after"
            | "before"
            | "where"
    )
}

fn is_machine_text(t: &str) -> bool {
    if t.is_empty() {
        return true;
    }
    // "// SAFETY: never call this from the UI thread", "<!-- keep in sync with api.md -->":
    // a comment line is prose unless what it holds is code ("// let x = 1;").
    if let Some(text) = comment_text(t) {
        return text.is_empty() || comment_text(text).is_some() || is_machine_text(text);
    }
    const PREFIXES: [&str; 46] = [
        "{\"",
        "[{",
        "{'",
        "$ ",
        "> $",
        "#!",
        "Traceback",
        "File \"",
        "npm ERR",
        "npm WARN",
        "warning:",
        "stderr:",
        "stdout:",
        // A ReAct trace's tool output (its "Thought:" is the agent's own words), and a
        // transcript's tool turn ("tool> refund_order(4471) Refused: ...").
        "Observation:",
        "tool>",
        "error[",
        "error:",
        "-->",
        // rustc's and clippy's notes under a diagnostic: "= help: consider ...".
        "= help:",
        "= note:",
        // tsc's diagnostics without a path: "error TS2345: Argument of type ...".
        "error TS",
        // rustc's suggestion under a diagnostic: "help: consider borrowing here".
        "help:",
        "thread '",
        "Caused by",
        "diff --git",
        "+++ ",
        "--- ",
        "@@",
        "HTTP/",
        "GET /",
        "POST /",
        "PUT /",
        "DELETE /",
        "//",
        "/*",
        "*/",
        "#include",
        ">>>",
        "PS C:",
        "#[",
        // git's hints in `git status`: "(use \"git add <file>...\" to update ...)".
        "(use \"git ",
        // A CI workflow's steps (GitHub Actions YAML): "- name: Build PDF proofs", "run: make
        // proofs", "uses: actions/checkout@v4".
        "- name: ",
        "- run: ",
        "run: ",
        "- uses: ",
        "uses: ",
    ];
    // Tool errors: "Error: value must be between 1 and 10 (got 12)"; HTTP status lines:
    // "HTTP 429 Too Many Requests", "HTTP/1.1 200 OK".
    if t.starts_with("Error:")
        || starts_with_http_status(t)
        || t.starts_with("Exception:") && !opens_a_clause_of_prose(&t["Exception:".len()..])
        || t.starts_with("Exception in thread")
        || starts_with_exception_name(t)
    {
        return true;
    }
    // "Tool result: {...}", "Build log: warning: unused variable": a label naming a
    // program's output before machine text; "curl returned 403: You must be logged in": a
    // program's status code, then what the server wrote.
    // The three label readers below share one search for the label's colon.
    let colon = label_colon(t);
    if let Some((label, rest)) = colon.and_then(|colon| program_output_label(t, colon))
        && (is_machine_text(rest.trim())
            || label.ends_with(|c: char| c.is_ascii_digit())
            || names_a_log(label) && rest.split(' ').any(is_clock_time))
    {
        return true;
    }
    // "Scraped from the visitor centre page: <div class=\"sign\">...</div>": markup a tool
    // fetched, under a label saying so.
    if let Some(colon) = colon
        && t[colon + 2..].starts_with('<')
        && fetched_label(&t[..colon])
    {
        return true;
    }
    // "kubectl: error: you must specify a resource type": a command's name, then what it
    // wrote.
    if let Some(rest) = colon.and_then(|colon| after_command_name(t, colon))
        && is_machine_text(rest.trim())
    {
        return true;
    }
    // "Validation failed: password must be at least 12 characters": a failure, then the
    // program's message (not "Deploy failed: don't retry", nor "..., so add a default": a
    // person's order in any of its clauses).
    if let Some(rest) = colon.and_then(|colon| after_failure_label(t, colon))
        && !orders_in_a_clause(rest)
        && (t.starts_with(|c: char| c.is_ascii_lowercase()) || !addresses_a_duty_to_you(rest))
    {
        return true;
    }
    const PREFIXES_BY_FIRST_BYTE: [u64; 256] = by_first_byte(&PREFIXES);
    if starts_with_any(t, &PREFIXES, &PREFIXES_BY_FIRST_BYTE) {
        return true;
    }
    if t.starts_with('<') && t.ends_with('>') {
        // `<user_note priority="high">Never store card numbers.</user_note>`: the tags'
        // attributes are markup, so what they wrap is judged on its own.
        return !wraps_prose(t) || tagged_content(t).is_none_or(is_machine_text);
    }
    starts_with_timestamp(t)
        || starts_with_named_log_time(t)
        || starts_with_tool_call_result(t)
        || starts_with_tagged_time(t)
        || starts_with_file_line(t)
        || starts_with_line_column_level(t)
        || is_compiler_gutter_line(t)
        || is_test_runner_line(t)
        || looks_like_table_line(t)
        || starts_with_commit_hash(t)
        || starts_with_syslog_stamp(t)
        || starts_with_ip_address(t)
        || starts_with_log_level(t)
        || is_change_log_entry(t)
        || starts_with_glog_header(t)
        || looks_like_stack_frame(t)
        || looks_like_code(t)
        || {
            // Machine text opens brackets or assigns; prose rarely does. One search serves
            // both tests: a key=value line has a `=` too.
            let b = t.as_bytes();
            let opens_or_assigns = memchr::memchr3(b'{', b'=', b'(', b).is_some();
            // "The job failed with level=error msg=... used=1000, so do not retry it": key=value
            // words inside a person's sentence that gives an order are quoted, not the line
            // (a line opening with its key=value words is a log's).
            opens_or_assigns
                && looks_like_key_values(t)
                && (opens_with_key_value(t) || !orders_in_a_clause(t))
                || (opens_or_assigns || memchr::memchr3(b'[', b'<', b'$', b).is_some())
                    && symbol_heavy(t)
        }
}

/// "LIFT LOG 14:02 Block B7 lift start", "CAD log 02:14 — INC-88213", "SCADA ALARM 03:14
/// PS-7 LEVEL HIGH", "Firing log #K2-311: ramp 1 ...; hold 10 min": at most three words
/// naming a log or an alarm, then a clock time or an entry's number: a log's entry (not "Set
/// the alarm 07:00 ...": an order opens with its verb, in lower case after its capital).
fn starts_with_named_log_time(t: &str) -> bool {
    // Asked of every line of prose: a clock's colon must come early.
    if memchr::memchr(b':', &t.as_bytes()[..t.len().min(48)]).is_none() {
        return false;
    }
    let mut words = t.split(' ');
    let first = words.next().unwrap_or(t);
    let mut named = names_a_log(first);
    let logged = words.take(3).any(|word| {
        let clock = named && (is_clock_time(word) || is_entry_number(word));
        named = names_a_log(word);
        clock
    });
    logged
        && (first.bytes().all(|b| !b.is_ascii_lowercase())
            || !super::lexicon::is_base_verb(&first.to_ascii_lowercase()))
}

/// A label whose last word names a log or an alarm: "Galley night log", "LIFT LOG", "SCADA
/// ALARM".
fn names_a_log(label: &str) -> bool {
    let last = label.rsplit(' ').next().unwrap_or(label);
    ["log", "logs", "alarm", "alert"]
        .iter()
        .any(|w| last.eq_ignore_ascii_case(w))
}

/// A log entry's number closing the label: "#K2-311:", "#4471:" (a "#", a digit, a colon).
fn is_entry_number(word: &str) -> bool {
    word.len() > 2
        && word.starts_with('#')
        && word.ends_with(':')
        && word.bytes().any(|b| b.is_ascii_digit())
}

/// A clock time, "23:10", "9:05", "03:14:22", maybe closed by a comma or a stop.
fn is_clock_time(word: &str) -> bool {
    let b = word.trim_end_matches([',', '.', ';']).as_bytes();
    let hours = b.iter().take_while(|c| c.is_ascii_digit()).count();
    (1..=2).contains(&hours)
        && b.get(hours) == Some(&b':')
        && b.len() >= hours + 3
        && b[hours + 1..]
            .iter()
            .all(|&c| c.is_ascii_digit() || c == b':')
}

/// `[cron] 04:00 nightly-export: skipped, must not run ...`, `[worker-3] 12:01:33 retry`: a
/// program's tag in brackets, then a clock time: a log line.
fn starts_with_tagged_time(t: &str) -> bool {
    let Some((tag, rest)) = t.strip_prefix('[').and_then(|r| r.split_once("] ")) else {
        return false;
    };
    let clock = rest.as_bytes();
    !tag.is_empty()
        && tag.len() <= 24
        && tag.bytes().all(|b| {
            b.is_ascii_lowercase() || b.is_ascii_digit() || matches!(b, b'-' | b'_' | b'.')
        })
        && clock.len() >= 5
        && clock[0].is_ascii_digit()
        && (clock[1] == b':' || clock[1].is_ascii_digit() && clock[2] == b':')
}

/// `calendar.list_events -> 3 events: ...`, `bank.get_account() => {...}`,
/// `get_route(origin=ATL, dest=CLT): 392 km, ...`: an agent trace's tool call, a dotted or
/// snake_case name (with its arguments, if any), then an arrow (or, after arguments, a colon)
/// and what it returned; maybe after a trace's "call" (`call search_flights(...) -> 3
/// results`).
fn starts_with_tool_call_result(t: &str) -> bool {
    // A snake_case or dotted name is a function's ("get_route", "db.query"): each reading of
    // `tool_call_result_read` asks for one (a method's name has its dot), so any other first
    // word ends the test here, before the line is read further.
    let t_named = without_call_verb(t);
    let name = &t_named[..t_named.find(['(', ' ']).unwrap_or(t_named.len())];
    name.contains(['_', '.']) && tool_call_result_read(t)
}

/// `t` without a trace's "call" before a tool's name (`call search_flights(...)`).
fn without_call_verb(t: &str) -> &str {
    ["call ", "Call ", "calling ", "Calling "]
        .iter()
        .find_map(|verb| t.strip_prefix(verb))
        .unwrap_or(t)
}

/// The readings of [`starts_with_tool_call_result`], each asking for a function's name.
fn tool_call_result_read(t: &str) -> bool {
    let t = without_call_verb(t);
    let name_end = t.find(['(', ' ']).unwrap_or(t.len());
    let name = &t[..name_end];
    let identifier = !name.is_empty()
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_'));
    if !identifier {
        return false;
    }
    // A snake_case or dotted name is a function's ("get_route", "db.query").
    let function_name = name.contains(['_', '.']);
    // `call send_sms({"to": "...", "body": "..."})`: a tool called with a JSON object, the
    // whole line (what it returns, if anything, on the next).
    if function_name && t[name_end..].starts_with("({\"") && t.trim_end().ends_with("})") {
        return true;
    }
    let arguments = t[name_end..]
        .strip_prefix('(')
        .and_then(|args| args.find(')').map(|close| args.split_at(close)));
    let returned = |rest: &str, colon: bool| {
        let rest = rest.trim_start();
        ["->", "=>", "\u{2192}"]
            .iter()
            .any(|arrow| rest.starts_with(arrow))
            || colon && rest.starts_with(':')
    };
    if let Some((args, rest)) = arguments {
        // Called: a snake_case or dotted name ("get_route(...)", "db.query(...)"). A colon
        // ends a call only with values given ("origin=ATL", "\"refunds\"", 42): after
        // parameter names it opens a tool's description ("send_email(to): never ...").
        let values = args.contains(['=', '"', '\'']) || args.bytes().any(|b| b.is_ascii_digit());
        return function_name && returned(&rest[1..], values);
    }
    let Some((module, method)) = name.rsplit_once('.') else {
        return false;
    };
    // A method, not a file's extension ("README.md -> ..."): a name longer than an extension
    // or holding an underscore ("list_events").
    !module.is_empty()
        && (method.len() > 4 || method.contains('_'))
        && returned(&t[name_end..], false)
}

/// `src/db.rs:88:    // never hold the lock`, `docs/policy.md:12:Keys must not be shared`: a
/// match line of grep or a compiler, a file's path and a line number before the text; or
/// TypeScript's `src/api.ts(14,7): error TS2345: ...`, the line and column in parentheses.
fn starts_with_file_line(t: &str) -> bool {
    starts_with_path_colon_line(t) || starts_with_path_line_column_in_parentheses(t)
}

/// ESLint's `12:5  error  'x' is assigned a value but never used  no-unused-vars`: a line and
/// a column, then the level of the problem and two spaces (its table's gap).
fn starts_with_line_column_level(t: &str) -> bool {
    if !t.starts_with(|c: char| c.is_ascii_digit()) {
        return false;
    }
    let digits = |r: &str| r.bytes().take_while(u8::is_ascii_digit).count();
    let line = digits(t);
    let Some(after_line) = t.get(line..).and_then(|r| r.strip_prefix(':')) else {
        return false;
    };
    let column = digits(after_line);
    let Some(rest) = after_line.get(column..) else {
        return false;
    };
    let level = rest.trim_start();
    line > 0
        && column > 0
        && rest.starts_with(' ')
        && (level.starts_with("error  ") || level.starts_with("warning  "))
}

/// rustc's gutter under a line of code: `|         - move occurs because ...`, `5 |   ^ value
/// borrowed here`: a bar, then the markers pointing at the code (not a table row, which
/// closes with a bar too).
fn is_compiler_gutter_line(t: &str) -> bool {
    if !t.starts_with(|c: char| c == '|' || c.is_ascii_digit()) {
        return false;
    }
    let after_number = t
        .trim_start_matches(|c: char| c.is_ascii_digit())
        .trim_start();
    after_number.strip_prefix('|').is_some_and(|rest| {
        let marks = rest.trim_start();
        // A bullet's dash after one space ("| - item") is a quoted list, not a mark.
        let padded = rest.len() - marks.len() >= 2;
        (marks.starts_with(['^', '~']) || padded && marks.starts_with(['-', '+']))
            && !t.ends_with('|')
    })
}

/// `src/api.ts(14,7): ...`: a path with no space, then `(line,column):`.
fn starts_with_path_line_column_in_parentheses(t: &str) -> bool {
    let b = t.as_bytes();
    let Some(open) = b.iter().position(|&c| c == b'(' || c == b' ') else {
        return false;
    };
    let path = &b[..open];
    let digits = |from: usize| {
        b.get(from..)
            .map_or(0, |r| r.iter().take_while(|c| c.is_ascii_digit()).count())
    };
    let line = digits(open + 1);
    let comma = open + 1 + line;
    let column = digits(comma + 1);
    let close = comma + 1 + column;
    b[open] == b'('
        && line > 0
        && b.get(comma) == Some(&b',')
        && column > 0
        && b.get(close..close + 2) == Some(&b"):"[..])
        && path.iter().any(|&c| c == b'.' || c == b'/')
}

/// `src/db.rs:88: ...`: a path with no space, then `:line:`.
fn starts_with_path_colon_line(t: &str) -> bool {
    let b = t.as_bytes();
    // A Windows drive's colon ("C:\repo\...") is part of the path.
    let drive = if b.get(1) == Some(&b':') && b.get(2) == Some(&b'\\') {
        2
    } else {
        0
    };
    // The path is the line's first word: the colon comes before any space.
    let Some(colon) = b[drive..]
        .iter()
        .position(|&c| c == b':' || c == b' ')
        .map(|c| c + drive)
        .filter(|&c| b[c] == b':')
    else {
        return false;
    };
    let path = &b[..colon];
    let digits = b[colon + 1..]
        .iter()
        .take_while(|c| c.is_ascii_digit())
        .count();
    digits > 0
        && b.get(colon + 1 + digits) == Some(&b':')
        && path.iter().any(|&c| c == b'.' || c == b'/')
}

/// `✓ must not allow empty names (3 ms)`, `✘ Scenario: Refund after 30 days is rejected
/// (1.1s)`: a test runner's line for one test, a pass or fail mark before the test's name and
/// its time in milliseconds or seconds after it.
fn is_test_runner_line(t: &str) -> bool {
    t.starts_with(['✓', '✔', '✕', '✗', '✘', '×', '√'])
        && t.strip_suffix("ms)")
            .or_else(|| t.strip_suffix("s)"))
            .is_some_and(|rest| {
                let digits = rest
                    .trim_end()
                    .trim_end_matches(|c: char| c.is_ascii_digit() || c == '.');
                digits.len() < rest.trim_end().len() && digits.ends_with('(')
            })
}

/// `NAME   READY   STATUS   AGE`, `api-7d9   1/1   Running   3d`: a line of a command's
/// table, three or more cells set apart by runs of spaces, each but the last one word.
fn looks_like_table_line(t: &str) -> bool {
    // Its first cell is one word: a line opening with a word, a single space and another
    // word (most prose) is none, found at its first space before any search for a double one.
    let b = t.as_bytes();
    match memchr::memchr(b' ', b) {
        None => return false,
        Some(p)
            if p > 0
                && b[0].is_ascii_graphic()
                && b.get(p + 1).is_some_and(u8::is_ascii_graphic) =>
        {
            return false;
        }
        Some(_) => {}
    }
    // Built once: building a finder per line cost more than the search.
    static DOUBLE_SPACE: std::sync::LazyLock<memchr::memmem::Finder<'static>> =
        std::sync::LazyLock::new(|| memchr::memmem::Finder::new(b"  "));
    if DOUBLE_SPACE.find(t.as_bytes()).is_none() {
        return false;
    }
    let mut cells = t
        .split("  ")
        .map(str::trim)
        .filter(|cell| !cell.is_empty())
        .peekable();
    let mut count = 0;
    while let Some(cell) = cells.next() {
        count += 1;
        if cells.peek().is_some() && cell.contains(' ') {
            return false;
        }
    }
    count >= 3
}

/// Where a leading label's colon is: the first `:` of `t`'s first 40 bytes (a label is
/// short), when a space follows it; `None` otherwise. Each label reader below takes this
/// colon: each needs the first colon of its window followed by a space, and the first colon
/// of the first 21 bytes (the command name's window) is this one when it lies before byte 21,
/// so one search serves all three (it was one search each).
fn label_colon(t: &str) -> Option<usize> {
    let b = t.as_bytes();
    let colon = memchr::memchr(b':', &b[..b.len().min(40)])?;
    (b.get(colon + 1) == Some(&b' ')).then_some(colon)
}

/// A label opening with a participle of fetching ("Scraped from the visitor centre page",
/// "fetched from https://...", "Retrieved"): what follows it was read from elsewhere.
fn fetched_label(label: &str) -> bool {
    let first = label.split(' ').next().unwrap_or("");
    ["scraped", "fetched", "crawled", "retrieved", "downloaded"]
        .iter()
        .any(|w| first.eq_ignore_ascii_case(w))
}

/// A leading label of at most four words naming a program's output ("Tool result", "Build
/// log", "Function output", "Log excerpt", "Stack trace") or status ("curl returned 403", "status code 502"), and the text
/// after its ": ". `colon` is the label's colon ([`label_colon`]).
fn program_output_label(t: &str, colon: usize) -> Option<(&str, &str)> {
    let label = &t[..colon];
    let mut words = label.rsplit(' ');
    let mut last = words.next()?;
    // "Brew log #224": an entry's number after the output's name.
    if last.len() > 1 && last.starts_with('#') && last[1..].bytes().all(|b| b.is_ascii_digit()) {
        last = words.next()?;
    }
    let status = last.len() == 3
        && last.starts_with(['1', '2', '3', '4', '5'])
        && last.bytes().all(|b| b.is_ascii_digit())
        && words
            .next()
            .is_some_and(|w| matches!(w, "returned" | "status" | "code" | "HTTP"));
    let output = [
        "result", "results", "output", "log", "logs", "response", "excerpt", "snippet", "trace",
        "dump",
    ]
    .iter()
    .any(|w| last.eq_ignore_ascii_case(w));
    (label.bytes().filter(|&c| c == b' ').count() <= 3 && (status || output))
        .then(|| (label, &t[colon + 2..]))
}

/// The text after a leading command name and its ": " ("kubectl: ", "pytest: "): one word of
/// lower-case ASCII letters, digits, `-`, `_` or `.`, at most 20 bytes. `colon` is the
/// label's colon ([`label_colon`]).
fn after_command_name(t: &str, colon: usize) -> Option<&str> {
    let name = &t.as_bytes()[..colon];
    (colon > 0
        && colon < 21
        && name[0].is_ascii_lowercase()
        && name.iter().all(|&c| {
            c.is_ascii_lowercase() || c.is_ascii_digit() || matches!(c, b'-' | b'_' | b'.')
        }))
    .then(|| &t[colon + 2..])
}

/// The text after a leading label of at most four words ending in a failure ("Validation
/// failed: ", "git push rejected: ", "Request denied: "). `colon` is the label's colon
/// ([`label_colon`]).
fn after_failure_label(t: &str, colon: usize) -> Option<&str> {
    let label = &t[..colon];
    let last = label.rsplit(' ').next()?;
    let failure = [
        "failed", "rejected", "denied", "refused", "aborted", "error",
    ]
    .iter()
    .any(|w| last.eq_ignore_ascii_case(w));
    (failure && label.bytes().filter(|&c| c == b' ').count() <= 3).then(|| &t[colon + 2..])
}

/// Whether the clause `text` opens as an order, after a linking word ("so", "then", "and",
/// "but", "instead"): a verb in its base form, or a word that opens one ("don't", "never",
/// "please"): "don't retry", "so roll back first".
fn opens_an_order(text: &str) -> bool {
    let mut words = text
        .split_whitespace()
        .map(|w| w.to_ascii_lowercase().replace('’', "'"));
    let mut first = words.next().unwrap_or_default();
    if matches!(first.as_str(), "so" | "then" | "and" | "but" | "instead") {
        first = words.next().unwrap_or_default();
    }
    // "file too large", "name is taken": a noun the program names, not a verb.
    let mut named = || {
        words.next().is_some_and(|second| {
            matches!(second.as_str(), "too" | "is" | "was" | "not" | "already")
        })
    };
    matches!(
        first.as_str(),
        "don't" | "do" | "dont" | "never" | "always" | "please" | "just" | "stop" | "no" | "let's"
    ) || super::lexicon::classes(&first) & super::lexicon::BASE_VERB != 0 && !named()
}

/// Whether a clause of `text` (between `,` `;` `.` `!` or a dash) opens as an order
/// ([`opens_an_order`]): "..., so don't retry".
fn orders_in_a_clause(text: &str) -> bool {
    text.split([',', ';', '.', '!', '—'])
        .any(|clause| opens_an_order(clause.trim_start()))
}

/// The first word of `t` is a `key=value` pair ("level=warn msg=..."), as a log line's is.
fn opens_with_key_value(t: &str) -> bool {
    t.split_whitespace()
        .next()
        .and_then(|first| first.split_once('='))
        .is_some_and(|(key, value)| {
            !key.is_empty()
                && !value.is_empty()
                && key
                    .bytes()
                    .all(|c| c.is_ascii_alphanumeric() || c == b'_' || c == b'.')
        })
}

/// Whether `text` opens by telling "you" of a duty ("you must rerun it", "you need to log in"):
/// after a capitalised label, as likely a person's order as a program's message.
fn addresses_a_duty_to_you(text: &str) -> bool {
    let mut words = text.split_whitespace().map(str::to_ascii_lowercase);
    words.next().as_deref() == Some("you")
        && matches!(
            words.next().as_deref(),
            Some("must" | "need" | "have" | "should" | "shouldn't" | "mustn't")
        )
}

/// An HTTP status line: "HTTP", an optional "/1.1" version, a space and a three-digit code.
fn starts_with_http_status(t: &str) -> bool {
    let Some(rest) = t.strip_prefix("HTTP") else {
        return false;
    };
    let rest = rest.strip_prefix('/').map_or(rest, |v| {
        v.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.')
    });
    let code = rest.strip_prefix(' ').unwrap_or("").as_bytes();
    code.len() >= 3
        && code[..3].iter().all(u8::is_ascii_digit)
        && code.get(3).is_none_or(|c| !c.is_ascii_digit())
}

/// A `git log --oneline` line: an abbreviated or full commit hash (7 to 40 lower-case hex
/// digits, at least one a digit), a space, then the subject ("a1b2c3d fix: handle empty cart");
/// or the line `git log` heads each commit with ("commit a1b2c3d...").
fn starts_with_commit_hash(t: &str) -> bool {
    let (rest, heads_a_commit) = match t.strip_prefix("commit ") {
        Some(rest) => (rest, true),
        None => (t, false),
    };
    let b = rest.as_bytes();
    let len = b
        .iter()
        .take_while(|c| c.is_ascii_digit() || (b'a'..=b'f').contains(c))
        .count();
    // The head line ends at the hash, or at its decoration: "commit a1b2c3d (HEAD -> main)".
    let ends = match b.get(len) {
        Some(b' ') => !heads_a_commit || b.get(len + 1) == Some(&b'('),
        Some(_) => false,
        None => heads_a_commit,
    };
    (7..=40).contains(&len) && ends && b[..len].iter().any(u8::is_ascii_digit)
}

/// A header line `git log` writes under a commit's head: "Author: ...", "Date: ...",
/// "Merge: ...".
fn is_commit_header(t: &str) -> bool {
    [
        "Author:",
        "Date:",
        "Merge:",
        "AuthorDate:",
        "Commit:",
        "CommitDate:",
    ]
    .iter()
    .any(|h| t.starts_with(h))
}

/// For each byte, the set of `words` (bit `k` for `words[k]`) that start with it, so a line
/// is compared only with the few words that start with its first byte.
const fn by_first_byte(words: &[&str]) -> [u64; 256] {
    by_byte(words, false)
}

/// The index of `words` by last byte: bit `k` of `table[b]` is set when `words[k]` ends with
/// byte `b`, as [`by_first_byte`] is by first byte.
const fn by_last_byte(words: &[&str]) -> [u64; 256] {
    by_byte(words, true)
}

/// The index of `words` (at most 64, none empty) by their first byte, or by their last when
/// `last`: bit `k` of `table[b]` is set when `words[k]` starts (ends) with byte `b`.
const fn by_byte(words: &[&str], last: bool) -> [u64; 256] {
    assert!(words.len() <= 64, "a byte index holds at most 64 words");
    let mut table = [0u64; 256];
    let mut k = 0;
    while k < words.len() {
        let w = words[k].as_bytes();
        let b = if last { w[w.len() - 1] } else { w[0] };
        table[b as usize] |= 1 << k;
        k += 1;
    }
    table
}

/// `t` starts with one of `words`; `by_first` is [`by_first_byte`] of `words`.
fn starts_with_any(t: &str, words: &[&str], by_first: &[u64; 256]) -> bool {
    let Some(&first) = t.as_bytes().first() else {
        return false;
    };
    let mut candidates = by_first[usize::from(first)];
    while candidates != 0 {
        if words
            .get(candidates.trailing_zeros() as usize)
            .is_some_and(|w| t.starts_with(w))
        {
            return true;
        }
        candidates &= candidates - 1;
    }
    false
}

/// A raised exception's name and message: "ValueError: batch size must be positive",
/// "java.lang.IllegalStateException: ...". The name is one identifier (dots allowed).
fn starts_with_exception_name(t: &str) -> bool {
    // The first word is the name and a colon ("ValueError:"), so the name is the run of
    // identifier bytes at the start, followed by ':' and then a space or the end. Read as that
    // run (one table load per byte), not by searching for the first space.
    let b = t.as_bytes();
    let run = b
        .iter()
        .take_while(|&&c| IDENTIFIER_BYTE[usize::from(c)])
        .count();
    if b.get(run) != Some(&b':') || b.get(run + 1).is_some_and(|&c| c != b' ') {
        return false;
    }
    // The run is ASCII: slicing it is at a char boundary.
    let name = &t[..run];
    let stem = name
        .strip_suffix("Error")
        .or_else(|| name.strip_suffix("Exception"));
    stem.is_some_and(|stem| stem.starts_with(|c: char| c.is_ascii_alphabetic()))
}

/// `IDENTIFIER_BYTE[b]`: byte `b` may be part of an exception's name (ASCII letters, digits,
/// `.` and `_`).
const IDENTIFIER_BYTE: [bool; 256] = {
    let mut table = [false; 256];
    let mut b = 0;
    while b < 256 {
        table[b] = (b as u8).is_ascii_alphanumeric() || b == b'.' as usize || b == b'_' as usize;
        b += 1;
    }
    table
};

fn starts_with_timestamp(t: &str) -> bool {
    let bracketed = t.as_bytes().first() == Some(&b'[');
    let b = if bracketed {
        &t.as_bytes()[1..]
    } else {
        t.as_bytes()
    };
    let d = |i: usize| b.get(i).is_some_and(u8::is_ascii_digit);
    let clock = d(0) && d(1) && b.get(2) == Some(&b':') && d(3) && d(4);
    // A bare "14:10" opens a note as often as a log ("14:10 deploy, error rate flat"): a
    // log's clock has seconds, brackets or a level after it.
    // "[09:14] ana: ..." is a chat turn, a person's words.
    let log_clock = clock
        && !(bracketed && opens_a_chat_turn(&b[5..]))
        && (bracketed
            || b.get(5) == Some(&b':')
            || t.get(6..).is_some_and(|rest| {
                let level = rest.split_whitespace().next().unwrap_or("");
                level.len() >= 4 && level.bytes().all(|c| c.is_ascii_uppercase())
            }));
    let date = d(0) && d(1) && d(2) && d(3) && b.get(4) == Some(&b'-') && d(5) && d(6);
    // "2026-10-02: user revoked access ...": a day as the label of a note (a log's date is
    // followed by its clock, not by a colon and a space).
    let dated_note = !bracketed
        && b.get(7) == Some(&b'-')
        && d(8)
        && d(9)
        && b.get(10) == Some(&b':')
        && b.get(11) == Some(&b' ');
    date && !dated_note || log_clock
}

/// `] ana: coffee?`, `:07] Raj Patel: sure`, ` PM] li: ok`, `] Leila (MLRO): ok`: the end of
/// a bracketed clock (`b` after its minutes: seconds and a half of the day maybe) and a
/// speaker's name of one or two words (and a role in parentheses) before a colon: a chat line, whose text a person wrote (`] INFO worker started`
/// names no speaker; `] ERROR publish:` opens with a level, a word of capitals; `:33]
/// worker-3:` is a log's component).
fn opens_a_chat_turn(b: &[u8]) -> bool {
    let (b, seconds) = match b {
        [b':', s1, s2, rest @ ..] if s1.is_ascii_digit() && s2.is_ascii_digit() => (rest, true),
        _ => (b, false),
    };
    // "[09:14 AM] ana: ...".
    let (b, half_of_day) = match b {
        [b' ', b'A' | b'P' | b'a' | b'p', b'M' | b'm', rest @ ..] => (rest, true),
        _ => (b, false),
    };
    let Some(name) = b.strip_prefix(b"] ") else {
        return false;
    };
    let name = &name[..name.len().min(32)];
    let Some(colon) = name.iter().position(|&c| c == b':') else {
        return false;
    };
    let (name, after) = (&name[..colon], &name[colon + 1..]);
    // "Leila (MLRO):": a role in parentheses after the name.
    let name = match name.strip_suffix(b")") {
        Some(open) => match open.iter().rposition(|&c| c == b'(') {
            Some(p) if p > 1 && open[p - 1] == b' ' => &name[..p - 1],
            _ => name,
        },
        None => name,
    };
    let words = name.split(|&c| c == b' ');
    // A log's clock has seconds and its component a lower-case name ("[12:01:33] worker-3:
    // started"): with seconds, only a chat clock of the day's half or a capitalised name.
    // A name may hold letters outside ASCII ("Tomás", "Zoë", "Łukasz"): their UTF-8 bytes
    // are all 0x80 or above, a letter's as much as any other character's, so they count as
    // letters of the name (a log's component is ASCII).
    let first = |c: &u8| {
        if seconds && !half_of_day {
            c.is_ascii_uppercase()
        } else {
            c.is_ascii_alphabetic() || *c >= 0x80
        }
    };
    name.first().is_some_and(first)
        && words.clone().count() <= 2
        && words.into_iter().all(|w| {
            w.iter().any(|&c| c.is_ascii_lowercase() || c >= 0x80)
                && w.iter().all(|&c| {
                    c.is_ascii_alphanumeric() || c >= 0x80 || matches!(c, b'_' | b'.' | b'-')
                })
        })
        && after.first() == Some(&b' ')
}

/// A log line opening with its level ("ERROR: disk full", "\[WARN\] retrying") or an alert's
/// state ("\[FIRING\] P2 LN2 level 18%"); a shouted order ("WARNING: DO NOT DEPLOY") is none.
fn starts_with_log_level(t: &str) -> bool {
    if bracketed_lower_case_level(t) {
        return true;
    }
    let t = t.strip_prefix('[').unwrap_or(t);
    let word_len = t.bytes().take_while(u8::is_ascii_uppercase).count();
    let level = &t[..word_len];
    if !matches!(
        level,
        "ERROR"
            | "ERR"
            | "WARN"
            | "WARNING"
            | "INFO"
            | "DEBUG"
            | "TRACE"
            | "FATAL"
            | "CRITICAL"
            | "PANIC"
            | "NOTICE"
            | "PASS"
            | "FAIL"
            | "FAILED"
            // An alert's state: "[FIRING] P2 dewar-3 LN2 level 18% (threshold 20%)".
            | "FIRING"
            | "RESOLVED"
            | "TRIGGERED"
    ) {
        return false;
    }
    let after = &t[word_len..];
    let sep = after.starts_with([':', ']', ' ', '|', '\t']);
    // A shouted instruction ("WARNING: DO NOT DEPLOY") is not a log line.
    let rest_upper = after.bytes().filter(u8::is_ascii_uppercase).count();
    let rest_lower = after.bytes().filter(u8::is_ascii_lowercase).count();
    sep && rest_lower >= rest_upper && !posts_a_duty(level, after)
}

/// A notice's heading over a duty ("NOTICE: Owners must remain in the waiting area",
/// "WARNING: Keep clear of the doors"): a sign's, not a log line's (not "NOTICE: table
/// foo does not exist, skipping", "WARNING: retrying in 5 s").
fn posts_a_duty(level: &str, after: &str) -> bool {
    let message = after.trim_start_matches([':', ']', ' ', '|', '\t']);
    matches!(level, "NOTICE" | "WARNING")
        && message.starts_with(|c: char| c.is_ascii_uppercase())
        && (opens_an_order(message) || message.split_whitespace().any(|w| w == "must"))
}

/// The Keep a Changelog section names that say what a release did ("Fixed", "Removed"...),
/// as headings ("### Fixed") or as an entry's label ("- Fixed: ...").
const CHANGE_LOG_PAST_LABELS: [&str; 5] = ["Added", "Changed", "Deprecated", "Removed", "Fixed"];

/// A change log's entry, maybe a list item: "- Fixed: scheduler allowed more than 4
/// reservations", "Changed: pass buffer now defaults to 90 s". What a release changed is a
/// record, not an order ("Fix: don't retry" is none: only past forms label an entry).
fn is_change_log_entry(t: &str) -> bool {
    let entry = t
        .strip_prefix("- ")
        .or_else(|| t.strip_prefix("* "))
        .unwrap_or(t);
    CHANGE_LOG_PAST_LABELS.iter().any(|label| {
        entry
            .strip_prefix(label)
            .is_some_and(|rest| rest.starts_with(": "))
    })
}

/// "\[warn\] ratelimiter: 112 requests in window, limit 100", "\[error\] worker 3 exited": a
/// level in lower case inside brackets, then a space (a bare "error rate flat" is prose).
fn bracketed_lower_case_level(t: &str) -> bool {
    let Some((level, rest)) = t.strip_prefix('[').and_then(|r| r.split_once(']')) else {
        return false;
    };
    matches!(
        level,
        "error"
            | "err"
            | "warn"
            | "warning"
            | "info"
            | "debug"
            | "trace"
            | "fatal"
            | "crit"
            | "critical"
            | "notice"
    ) && rest.starts_with(' ')
}

/// The syslog stamp: a month abbreviation, a day, a time ("Oct 03 14:22:51 app\[3321\]: ...").
fn starts_with_syslog_stamp(t: &str) -> bool {
    let b = t.as_bytes();
    let d = |i: usize| b.get(i).is_some_and(u8::is_ascii_digit);
    b.len() > 12
        && b[0].is_ascii_uppercase()
        && b[1].is_ascii_lowercase()
        && b[2].is_ascii_lowercase()
        && b[3] == b' '
        && (d(4) || b[4] == b' ')
        && d(5)
        && b[6] == b' '
        && d(7)
        && d(8)
        && b[9] == b':'
}

/// An access log line opens with the client's IPv4 address ("127.0.0.1 - - [12/Mar/...").
fn starts_with_ip_address(t: &str) -> bool {
    if !t.as_bytes().first().is_some_and(u8::is_ascii_digit) {
        return false;
    }
    let first = t.split(' ').next().unwrap_or("");
    first.len() >= 7
        && t.len() > first.len()
        && first.split('.').count() == 4
        && first
            .split('.')
            .all(|p| (1..=3).contains(&p.len()) && p.bytes().all(|b| b.is_ascii_digit()))
}

/// The glog / klog header: a severity letter, `MMDD`, a time ("E1102 09:14:22.411 ...").
fn starts_with_glog_header(t: &str) -> bool {
    let b = t.as_bytes();
    let d = |i: usize| b.get(i).is_some_and(u8::is_ascii_digit);
    matches!(b.first(), Some(b'I' | b'W' | b'E' | b'F'))
        && d(1)
        && d(2)
        && d(3)
        && d(4)
        && b.get(5) == Some(&b' ')
        && d(6)
        && d(7)
        && b.get(8) == Some(&b':')
}

fn looks_like_stack_frame(t: &str) -> bool {
    t.strip_prefix("at ").is_some_and(|r| {
        r.split(' ')
            .next()
            .is_some_and(|f| f.contains('.') && f.contains('('))
    })
}

/// "FROM pressings", "WHERE day >= '2024-09-01'", "GROUP BY variety", "ORDER BY total DESC;":
/// a clause of an SQL query, its keyword in capitals, continuing the query on the line before
/// (asked only after a line of code; cls63b). Not "ORDER BY FRIDAY." (a shouted sentence) nor
/// "Group by date" (no capitals).
fn continues_a_query(t: &str) -> bool {
    const CLAUSES: [&str; 13] = [
        "FROM ",
        "WHERE ",
        "GROUP BY ",
        "ORDER BY ",
        "HAVING ",
        "LIMIT ",
        "JOIN ",
        "LEFT JOIN ",
        "INNER JOIN ",
        "AND ",
        "OR ",
        "ON ",
        "UNION",
    ];
    CLAUSES.iter().any(|c| t.starts_with(c)) && !t.ends_with(['.', '!', '?'])
}

/// A statement of one keyword that a line of code may hold alone: "continue", "break",
/// "pass", "else:", "end", "done" (no full stop: "Continue." is an order).
fn is_bare_statement(t: &str) -> bool {
    matches!(
        t,
        "continue"
            | "continue;"
            | "break"
            | "break;"
            | "pass"
            | "return"
            | "return;"
            | "else:"
            | "try:"
            | "finally:"
            | "end"
            | "fi"
            | "done"
            | "esac"
    )
}

fn looks_like_code(t: &str) -> bool {
    const KEYWORDS: [&str; 30] = [
        "fn ",
        "let ",
        "const ",
        "var ",
        "def ",
        "class ",
        "import ",
        "from ",
        "pub ",
        "impl ",
        "struct ",
        "enum ",
        "return ",
        "if (",
        "for (",
        "while (",
        "func ",
        "package ",
        "SELECT ",
        "INSERT ",
        "CREATE TABLE",
        "ALTER TABLE",
        "DELETE FROM",
        "async ",
        "assert ",
        "assert!(",
        "raise ",
        "throw ",
        "while ",
        "elif ",
    ];
    let prose_end = t.ends_with('.') || t.ends_with('!') || t.ends_with('?');
    const KEYWORDS_BY_FIRST_BYTE: [u64; 256] = by_first_byte(&KEYWORDS);
    if starts_with_any(t, &KEYWORDS, &KEYWORDS_BY_FIRST_BYTE) && !prose_end {
        let words = t.split_whitespace().count();
        if t.contains(['=', '(', '{', ';'])
            || t.ends_with(':')
            || words <= 3
            // ("SELECT owner_name, dog_name, breed": a name in a list keeps its comma, cls69b.)
            || t
                .split_whitespace()
                .any(|w| is_code_name(w.strip_suffix(',').unwrap_or(w)))
        {
            return true;
        }
    }
    t.ends_with(';')
        || t.ends_with('{')
        || t == "}"
        || t.ends_with("};")
        || t.ends_with("),")
        || is_one_line_block(t)
        || is_condition_header(t)
        || is_identifier_assignment(t)
        || is_call_statement(t)
        || code_before_a_comment(t).is_some_and(looks_like_code)
        || is_dockerfile_instruction(t)
}

/// `FROM python:3.11-slim`, `RUN pip install --no-cache-dir x==1.4`, `COPY app.py /app/`: a
/// Dockerfile's instruction, its keyword in capitals, then arguments that hold a path, a tag, a
/// flag, an assignment or a number. Not a shouted word opening prose ("RUN the tests before you
/// merge.", "COPY the notes into the wiki": no such argument, or a sentence's end).
fn is_dockerfile_instruction(t: &str) -> bool {
    let b = t.as_bytes();
    // Two bytes screen most lines: every keyword starts with one of these capitals, and its
    // second letter is a capital too (prose's "The", "Run" are not).
    if !matches!(
        b.first(),
        Some(b'A' | b'C' | b'E' | b'F' | b'H' | b'L' | b'O' | b'R' | b'S' | b'U' | b'V' | b'W')
    ) || !b.get(1).is_some_and(u8::is_ascii_uppercase)
    {
        return false;
    }
    let Some((keyword, args)) = t.split_once(' ') else {
        return false;
    };
    matches!(
        keyword,
        "FROM"
            | "RUN"
            | "COPY"
            | "ADD"
            | "CMD"
            | "ENTRYPOINT"
            | "ENV"
            | "ARG"
            | "WORKDIR"
            | "EXPOSE"
            | "LABEL"
            | "USER"
            | "VOLUME"
            | "HEALTHCHECK"
            | "SHELL"
            | "STOPSIGNAL"
            | "ONBUILD"
    ) && !args.ends_with(['.', '!', '?'])
        // ("EXPOSE 8080": one argument; a shouted line has words, "USER DATA STAYS IN THE EU".)
        && (args.bytes().any(|c| c.is_ascii_lowercase()) || !args.contains(' '))
        // A path, a tag, an assignment, a list, a variable, a flag, a chain of commands or a
        // file's extension; a number only as a port ("ADD 2FA to every admin account" and
        // "RUN a dry-run first" are shouted orders).
        && (args.bytes().any(|c| matches!(c, b'/' | b':' | b'=' | b'[' | b'$'))
            || args.contains(" -")
            || args.contains("&&")
            || args
                .as_bytes()
                .windows(2)
                .any(|p| p[0] == b'.' && p[1].is_ascii_lowercase())
            || keyword == "EXPOSE" && args.bytes().all(|c| c.is_ascii_digit() || c == b' '))
}

/// `rx.refills_left`, `user.id`, `max_retries`: a lower-case name joined by `_`, or by `.` with
/// two letters on each side (not "e.g.", "v1.2"), as only code writes one.
fn is_code_name(w: &str) -> bool {
    let b = w.as_bytes();
    let letters = |part: &[u8]| part.len() >= 2 && part.iter().all(u8::is_ascii_lowercase);
    b.first().is_some_and(u8::is_ascii_lowercase)
        && b.iter()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || matches!(c, b'_' | b'.'))
        && (b
            .windows(3)
            .any(|x| x[1] == b'_' && x[0].is_ascii_lowercase() && x[2].is_ascii_lowercase())
            || w.split_once('.').is_some_and(|(a, z)| {
                letters(a.as_bytes()) && letters(z.split('.').next().unwrap_or("").as_bytes())
            }))
}

/// `expect(f(17)).toBe(false); // must be 18+`, `MAX_PER_DAY = 3  # TODO: make it per-agent`:
/// the code before a trailing `//` or `#` comment (the comment is the code's, and data with
/// it); `None` without one.
fn code_before_a_comment(t: &str) -> Option<&str> {
    let code = t[..trailing_comment_at(t)?].trim_end();
    (!code.is_empty()).then_some(code)
}

/// Where a trailing `//` or `#` comment's marker is in `t` (after a space, a space after it).
fn trailing_comment_at(t: &str) -> Option<usize> {
    // Slashes and hashes are rare in prose: each is found by `memchr`, then its neighbours
    // are read.
    let b = t.as_bytes();
    memchr::memchr2_iter(b'/', b'#', b).find(|&i| {
        let opens = if b[i] == b'/' {
            b.get(i + 1) == Some(&b'/') && b.get(i + 2) == Some(&b' ')
        } else {
            b.get(i + 1) == Some(&b' ')
        };
        i > 0 && b[i - 1] == b' ' && opens
    })
}

/// `ramp = 100  ; keep it under 150 or the kiln cracks`, `pool = 8  # not above 10, or
/// else the db falls over`: a trailing comment (`//`, `#`, or an INI file's `;` after an
/// assignment) that warns what goes wrong when its value is set otherwise, "or" and a new
/// subject, or "otherwise": a rule for whoever edits the line, read as prose; where its
/// text starts in `t` (cls64b). A comment that only notes ("# never more than five",
/// "# ms, not s") is the code's, data with it. A ban on changing the value, its verb
/// first, with what goes wrong after a comma and no "or" ("# never raise above 9, the
/// pump cavitates") warns the same (cls65a); a ban alone ("# never run above this") notes.
fn warning_in_a_trailing_comment(t: &str) -> Option<usize> {
    let at = trailing_comment_at(t).or_else(|| {
        memchr::memmem::find(t.as_bytes(), b" ; ")
            .filter(|&i| is_identifier_assignment(t[..i].trim_end()))
            .map(|i| i + 1)
    })?;
    let text = at
        + t[at..]
            .bytes()
            .take_while(|b| matches!(b, b'/' | b'#' | b';' | b' '))
            .count();
    // "otherwise" after three words, or "or" after three words and before a new subject
    // with a word or more after it: one pass over the words, the last two kept.
    let orders_a_ban = after_an_opening_ban(&t[text..])
        .and_then(|rest| rest.split_whitespace().next())
        .is_some_and(|verb| super::lexicon::is_base_verb(&verb.to_ascii_lowercase()));
    let mut previous: [&str; 2] = ["", ""];
    let mut warns = false;
    for (n, raw) in t[text..].split_whitespace().enumerate() {
        let w = raw.trim_end_matches(',');
        // (The comma may close a ban of two words after its opening: "# don't go over, the
        // old belts snap", cls68b.)
        warns |= n >= 3 && w.eq_ignore_ascii_case("otherwise")
            || (n > 4 && previous[0] == "or"
                || n >= 4 && orders_a_ban && previous[0].ends_with(','))
                && matches!(
                    previous[1],
                    "the"
                        | "it"
                        | "it'll"
                        | "its"
                        | "they"
                        | "you"
                        | "you'll"
                        | "we"
                        | "else"
                        | "everything"
                );
        previous = [previous[1], if raw.ends_with(',') { raw } else { w }];
    }
    // "# don't shorten this, Tevita": a ban on editing the value (cls69b); "# hard limit,
    // trading standards ...": the value named a limit that does not bend (cls69c).
    (warns
        || bans_editing_the_code(&t[text..])
        || names_the_value_a_limit(&t[text..])
        || ban_closed_to_exceptions(&t[text..]))
    .then_some(text)
}

/// The comment's words `words` open with a ban ([`after_an_opening_ban`]) and a clause after
/// its comma says the ban spares no case: it closes with "too" or "included", or opens with
/// "even" or "no exceptions" ("# never past 75 total, birthday groups too", "# never above
/// 9, even on Sundays"): a rule for whoever is asked for more, not the code's own note
/// (cls70b; not "# never past 75 total", a ban alone, nor "# never past 75, in minutes").
fn ban_closed_to_exceptions(words: &str) -> bool {
    let Some((_, clause)) = after_an_opening_ban(words).and_then(|rest| rest.split_once(", "))
    else {
        return false;
    };
    let clause = clause.trim_end_matches(['.', '!', ' ']);
    let first = clause.split(' ').next().unwrap_or("");
    let last = clause.rsplit(' ').next().unwrap_or("");
    clause.contains(' ')
        && (last.eq_ignore_ascii_case("too")
            || last.eq_ignore_ascii_case("included")
            || first.eq_ignore_ascii_case("even")
            || clause
                .get(..13)
                .is_some_and(|w| w.eq_ignore_ascii_case("no exceptions")))
}

/// The comment's words `words` open by naming the value before them a limit that does not
/// bend ([`names_an_unbending_bound`](super::rules::names_an_unbending_bound)), its noun
/// closing the comment or a clause: "# hard limit, trading standards will have us
/// otherwise", "# strict max" (cls69c). Not "# hard limit was 5 last year", "# in grams".
fn names_the_value_a_limit(words: &str) -> bool {
    let mut w = words.split_whitespace();
    let (Some(adjective), Some(noun)) = (w.next(), w.next()) else {
        return false;
    };
    let bare = noun.trim_end_matches([',', '.', ';', ':', '!']);
    let closes = bare.len() < noun.len() || w.next().is_none();
    let mut buffer = [0u8; 16];
    let mut noun_buffer = [0u8; 16];
    closes
        && super::lexicon::ascii_lower_in(adjective, &mut buffer).is_some_and(|adjective| {
            super::lexicon::ascii_lower_in(bare, &mut noun_buffer)
                .is_some_and(|noun| super::rules::names_an_unbending_bound(adjective, noun))
        })
}

/// `max_speed_rpm: 120   # don't go over, the old belts snap`: a YAML key (lower case,
/// digits, `_`), its value of one word, and a trailing comment that
/// [`warning_in_a_trailing_comment`] reads as a warning; where its text starts in `t`
/// (cls68b). Not `note: keep it short  # ...` (a value of words, prose) nor a line opening
/// otherwise; the key's bytes turn nearly every prose line away.
fn warning_after_a_yaml_value(t: &str) -> Option<usize> {
    let key = t
        .bytes()
        .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == b'_')
        .count();
    if key == 0 || !t[key..].starts_with(": ") {
        return None;
    }
    let value = t[key + 2..trailing_comment_at(t)?].trim();
    if value.is_empty() || value.contains(char::is_whitespace) {
        return None;
    }
    warning_in_a_trailing_comment(t)
}

/// `if age < 18 { return Err(e) }`: a block opened and closed on one line, with the spaces
/// code puts inside braces (a placeholder in prose, "Hi {name}", has none).
fn is_one_line_block(t: &str) -> bool {
    t.ends_with(" }") && t.contains("{ ")
}

/// `if len(items) > 100:`, `for row in rows:`: a condition or a loop header of an
/// indentation language, ending in `:`, with a comparison, a call or an `in` (prose opening
/// a list, "if the build fails:", has none).
fn is_condition_header(t: &str) -> bool {
    (t.starts_with("if ") || t.starts_with("for ") || t.starts_with("elif "))
        && t.ends_with(':')
        && (t.contains(['<', '>', '(']) || t.contains("==") || t.contains("!=")
            // Python's `for item in items:`: a loop over a name, a few words.
            || t.starts_with("for ") && t.contains(" in ") && t.split_whitespace().count() <= 5)
}

/// `sleep(2 ** i)`, `client.close()`, `bail!("too big")`: a lower-case name (or macro)
/// called, the parenthesis right after it, closing the line. ("Sleep (at least 8 hours)." is
/// prose.)
fn is_call_statement(t: &str) -> bool {
    let b = t.as_bytes();
    if !b.first().is_some_and(u8::is_ascii_lowercase) || !(t.ends_with(')') || t.ends_with(");")) {
        return false;
    }
    let name = b
        .iter()
        .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b':' | b'!'))
        .count();
    b.get(name) == Some(&b'(')
}

/// `max_retries = 5`, `cfg.timeout = 30`: a snake_case or dotted name assigned a value; `name
/// = "ferry-tickets"`, `enabled = true`, `type = number`: any lower-case name assigned a whole
/// quoted string or a single word or number, as HCL, TOML and code write (prose puts no `=`
/// before a quotation or a lone word), or a map or a list (`query = {"a": 1}`);
/// `Restart=on-failure`: a key of any case with the sign
/// tight between it and its value, as INI and systemd units write.
fn is_identifier_assignment(t: &str) -> bool {
    let b = t.as_bytes();
    let name = b
        .iter()
        .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.'))
        .count();
    // Prose starts with a capital; a variable rarely does, but a constant is all capitals
    // ("MAX_RETRIES = 3").
    let constant = b[..name]
        .iter()
        .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || *c == b'_');
    // "Restart=on-failure", "MemoryMax=256M": an INI or systemd key, the sign tight against
    // it and its value, whatever the key's case (prose puts spaces around a `=`).
    let tight = b.get(name) == Some(&b'=')
        && b.get(name + 1)
            .is_some_and(|c| !c.is_ascii_whitespace() && *c != b'=');
    if !(b.first().is_some_and(u8::is_ascii_lowercase) || constant || tight) {
        return false;
    }
    // `description = "Concurrent uploads. Must not exceed 500."`: a text written for people,
    // read as prose.
    let key = &t[..name];
    if ["description", "help", "help_text", "comment", "summary"]
        .iter()
        .any(|k| key.eq_ignore_ascii_case(k))
    {
        return false;
    }
    let rest = t[name..].trim_start();
    // "retries += 1": a compound assignment is code whatever the name.
    let compound = ["+=", "-=", "*=", "/=", "|=", "&="]
        .iter()
        .any(|op| rest.starts_with(op));
    let value = rest
        .strip_prefix('=')
        .filter(|v| !v.starts_with('='))
        .map(str::trim);
    // (A number or a single name is a value too: `default = 4`, `type = number`, as HCL and
    // TOML align them; prose puts no lone word after `=`.)
    let literal = |v: &str| {
        v.len() >= 2 && v.starts_with('"') && v.ends_with('"') && !v[1..v.len() - 1].contains('"')
            || !v.is_empty()
                && v.bytes()
                    .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'-'))
    };
    name > 0
        && (compound
            || tight
            || value.is_some_and(|v| {
                !v.is_empty() && b[..name].iter().any(|c| matches!(c, b'_' | b'.'))
                    || literal(v)
                    // `query = {"custodians": [...]}`, `hosts = ["a", "b"]`: a map or a list
                    // assigned, as code and JSON-like configs write (cls48).
                    || v.starts_with(['{', '['])
            }))
}

/// At least two white-space separated words `key=value`: a key of ASCII letters, digits,
/// `_` and `.` before the word's first `=`, and a value after it ("retries=3 timeout=30").
///
/// Only the `=` signs are visited, not every word: the key is read backwards from the sign,
/// and the sign is a word's first `=` with a valid key exactly when that read stops at the
/// start of the text or at white space (any other stop is a character of the word that no
/// key may hold, a `=` among them). Same answer as splitting into words (tested).
fn looks_like_key_values(t: &str) -> bool {
    let b = t.as_bytes();
    let is_key_byte = |c: &u8| c.is_ascii_alphanumeric() || *c == b'_' || *c == b'.';
    let mut pairs = 0;
    for eq in memchr::memchr_iter(b'=', b) {
        let key_len = b[..eq].iter().rev().take_while(|c| is_key_byte(c)).count();
        // The key is ASCII and the sign one byte: both slices start on a char boundary.
        let word_starts_at_key = t[..eq - key_len]
            .chars()
            .next_back()
            .is_none_or(char::is_whitespace);
        let has_value = t[eq + 1..]
            .chars()
            .next()
            .is_some_and(|c| !c.is_whitespace());
        if key_len > 0 && word_starts_at_key && has_value {
            pairs += 1;
            if pairs == 2 {
                return true;
            }
        }
    }
    false
}

/// Per byte, for [`symbol_heavy`]: 1 in the low half when the byte starts a visible
/// character (not white space, not a UTF-8 continuation byte), plus 1 in the high half when
/// it is a symbol machine text is full of. Summing the entries counts both at once.
const SYMBOL_COUNTS: [u64; 256] = {
    let mut table = [0u64; 256];
    let mut b = 0;
    while b < 256 {
        let byte = b as u8;
        if !(byte.is_ascii_whitespace() || byte & 0xC0 == 0x80) {
            table[b] = 1;
            if matches!(
                byte,
                b'{' | b'}'
                    | b'['
                    | b']'
                    | b'('
                    | b')'
                    | b'<'
                    | b'>'
                    | b'='
                    | b';'
                    | b'|'
                    | b'&'
                    | b'$'
                    | b'\\'
                    | b'`'
                    | b'@'
            ) {
                table[b] |= 1 << 32;
            }
        }
        b += 1;
    }
    table
};

/// At least a fifth of the line's visible characters are symbols machine text is full of.
/// Asked only of lines holding one of `{ = ( [ < $` (see [`is_machine_text`]). A markdown
/// table's row ("| Van | Max fill (L) |") is not counted by its cells' bars, which a row of
/// short cells is full of (cls65c).
fn symbol_heavy(t: &str) -> bool {
    let b = t.as_bytes();
    // One add per byte: each half of the sum counts one class. A piece of fewer than 2^32
    // bytes cannot carry the low half into the high half.
    let (mut symbols, mut visible) = (0usize, 0usize);
    for piece in b.chunks(u32::MAX as usize) {
        let sum: u64 = piece.iter().map(|&x| SYMBOL_COUNTS[usize::from(x)]).sum();
        symbols += (sum >> 32) as usize;
        visible += (sum & u64::from(u32::MAX)) as usize;
    }
    if symbols * 5 > visible && t.starts_with('|') && t.ends_with('|') {
        symbols -= memchr::memchr_iter(b'|', b).count();
    }
    visible > 8 && symbols * 5 > visible
}

/// `ASCII_ALNUM[b]`: byte `b` is an ASCII letter or digit (one load instead of three range tests).
const ASCII_ALNUM: [bool; 256] = {
    let mut table = [false; 256];
    let mut b = 0;
    while b < 256 {
        table[b] = (b as u8).is_ascii_alphanumeric();
        b += 1;
    }
    table
};

/// `ASCII_SKIP[b]`: ASCII byte `b` is white space or emphasis markup (`* _ # ~`), read past.
const ASCII_SKIP: [bool; 256] = {
    let mut table = [false; 256];
    let mut b = 0;
    while b < 128 {
        table[b] = matches!(
            b as u8,
            b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r' | b'*' | b'_' | b'#' | b'~'
        );
        b += 1;
    }
    table
};

/// `WORD_JOINER[b]`: ASCII byte `b` joins two runs of letters or digits into one word
/// (`don't`, `e-mail`, `v1.2`, `a/b`, `snake_case`, `me@host`, and in numbers `1,000`, `18:00`).
const WORD_JOINER: [bool; 256] = {
    let mut table = [false; 256];
    let joiners = *b"'-./_@,:";
    let mut k = 0;
    while k < joiners.len() {
        table[joiners[k] as usize] = true;
        k += 1;
    }
    table
};

/// The character at byte `k` of `line` is a letter or digit; ASCII is one table load.
/// Inlined: it is asked at every joiner inside a word, and the table load usually answers.
#[inline(always)]
fn alnum_at(line: &str, k: usize) -> bool {
    match line.as_bytes().get(k) {
        Some(&x) if x < 0x80 => ASCII_ALNUM[usize::from(x)],
        Some(_) => line
            .get(k..)
            .and_then(|r| r.chars().next())
            .is_some_and(is_alphanumeric),
        None => false,
    }
}

/// [`char::is_alphanumeric`], answered at once for the signs prose holds most often outside
/// ASCII: the dashes, quotation marks, ellipsis and bullets of General Punctuation (U+2000 to
/// U+206F) and the currency signs (U+20A0 to U+20CF, `€`), none of them a letter or digit
/// (the test `alphanumeric_matches_the_standard_library` checks every character). Asking the
/// standard library's Unicode tables costs 100 to 500 instructions for each of these (a
/// table search), where two range compares answer. Kept out of line: non-ASCII characters
/// are rare, and in line it costs the tokenizer's ASCII loop registers (1% more instructions).
#[inline(never)]
fn is_alphanumeric(c: char) -> bool {
    !matches!(c, '\u{2000}'..='\u{206F}' | '\u{20A0}'..='\u{20CF}') && c.is_alphanumeric()
}

/// A word found by [`word_end`].
struct WordEnd<'a> {
    /// The word: a slice of the line.
    text: &'a str,
    /// The word contains a typographic apostrophe (`’`), which its text normalises to `'`.
    curly_apostrophe: bool,
    /// The word contains a `-` (only a joiner can put one there).
    hyphen: bool,
    /// The word contains an apostrophe, straight or typographic (only a joiner can put one
    /// there).
    apostrophe: bool,
    /// An apostrophe, straight or typographic, follows the word (the scan stopped at it):
    /// only then can the word's "g" be dropped ([`drops_its_g`]).
    apostrophe_after: bool,
}

/// The word starting at `start`: letters and digits, joined by inner apostrophes, hyphens,
/// dots, slashes, underscores and `@`; by `,` and `:` only inside numbers (`1,000`,
/// `18:00`). ASCII is scanned byte by byte with table loads; other characters are decoded.
///
/// The word is sliced where the scan stops rather than after it: at the commonest stop, an
/// ASCII byte that joins nothing, the compiler knows that byte is ASCII and so drops the
/// slice's test that the word ends on a character boundary.
fn word_end(line: &str, start: usize, numeric: bool) -> WordEnd<'_> {
    let b = line.as_bytes();
    let mut curly_apostrophe = false;
    let mut hyphen = false;
    let mut apostrophe = false;
    let mut j = start;
    let end = loop {
        j += ascii_alnum_run(&b[j..]);
        let Some(&x) = b.get(j) else {
            break j;
        };
        if x < 0x80 {
            let joins = WORD_JOINER[usize::from(x)]
                && alnum_at(line, j + 1)
                && (!matches!(x, b',' | b':')
                    || numeric && b.get(j + 1).is_some_and(u8::is_ascii_digit));
            if !joins {
                return WordEnd {
                    text: &line[start..j],
                    curly_apostrophe,
                    hyphen,
                    apostrophe: apostrophe || curly_apostrophe,
                    apostrophe_after: x == b'\'',
                };
            }
            hyphen |= x == b'-';
            apostrophe |= x == b'\'';
            j += 1;
        } else {
            let Some(c) = line.get(j..).and_then(|r| r.chars().next()) else {
                break j;
            };
            if is_alphanumeric(c) {
                j += c.len_utf8();
            } else if c == '’' && alnum_at(line, j + c.len_utf8()) {
                curly_apostrophe = true;
                j += c.len_utf8();
            } else {
                return WordEnd {
                    text: &line[start..j],
                    curly_apostrophe,
                    hyphen,
                    apostrophe: apostrophe || curly_apostrophe,
                    apostrophe_after: c == '’',
                };
            }
        }
    };
    WordEnd {
        text: &line[start..end],
        curly_apostrophe,
        hyphen,
        apostrophe: apostrophe || curly_apostrophe,
        apostrophe_after: false,
    }
}

/// Where the run of chars that `stop` turns away, ending `s`, starts: the byte index right
/// after the last char of `s` that `stop` accepts, or 0. Always a char boundary, however
/// many bytes that char takes ("went well —9", `stop` = not alphanumeric: the index of "9",
/// three bytes after the dash's first).
pub(crate) fn start_of_last_run(s: &str, stop: impl Fn(char) -> bool) -> usize {
    s.char_indices()
        .rev()
        .find(|&(_, c)| stop(c))
        .map_or(0, |(k, c)| k + c.len_utf8())
}

/// Length of the run of ASCII letters and digits at the start of `b`, a slice of
/// lower-cased text (no ASCII upper case).
///
/// Eight bytes at a time (SWAR): every byte of a `u64` is tested at once with carry-free
/// byte-wise compares, so a word of up to eight letters costs one step instead of eight
/// table loads. Same answer as counting with [`ASCII_ALNUM`] byte by byte (tested).
fn ascii_alnum_run(b: &[u8]) -> usize {
    alnum_run::<false>(b)
}

/// Length of the run of ASCII letters (either case) and digits at the start of `b`, eight
/// bytes at a time as [`ascii_alnum_run`] counts them: for text that was not lower-cased.
pub(crate) fn ascii_word_run(b: &[u8]) -> usize {
    alnum_run::<true>(b)
}

/// [`ascii_alnum_run`] (`ANY_CASE` false: lower-cased text) and [`ascii_word_run`].
fn alnum_run<const ANY_CASE: bool>(b: &[u8]) -> usize {
    let mut n = 0;
    while let Some(chunk) = b[n..].first_chunk::<8>() {
        let not_alnum = non_alnum_bytes::<ANY_CASE>(u64::from_le_bytes(*chunk));
        if not_alnum != 0 {
            return n + not_alnum.trailing_zeros() as usize / 8;
        }
        n += 8;
    }
    n + b[n..]
        .iter()
        .take_while(|&&x| ASCII_ALNUM[usize::from(x)])
        .count()
}

/// A mask whose lowest set bit is the high bit of the first byte of `x` (in memory order)
/// that is not an ASCII letter or digit; 0 when every byte is one. Unless `ANY_CASE`, `x`
/// holds bytes of lower-cased text: an ASCII upper-case letter never occurs there, so
/// letters are tested as `a..=z` only (no case folding).
fn non_alnum_bytes<const ANY_CASE: bool>(x: u64) -> u64 {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    // For a byte below 0x80, `v + (0x80 - c)` sets the byte's high bit exactly when
    // `v >= c`, and never carries into the next byte. A byte of 0x80 or above may carry
    // (or borrow) into the bytes after it, but it is itself marked (by `| x` below), so
    // the lowest marked byte, the only one read, is always right: no mask to seven bits
    // is needed first. Only the high bits are read, so they are masked once, at the end.
    let at_least = |v: u64, c: u8| v.wrapping_add((0x80 - u64::from(c)) * ONES);
    // Setting bit 5 of every byte maps `A..=Z` onto `a..=z` and no other byte onto a
    // letter (nor any byte across 0x80); digits are tested unfolded.
    let letters = if ANY_CASE { x | (0x20 * ONES) } else { x };
    let letter = at_least(letters, b'a') & !at_least(letters, b'z' + 1);
    let digit = at_least(x, b'0') & !at_least(x, b'9' + 1);
    // Bytes of 0x80 and above (non-ASCII) are never ASCII letters or digits.
    (!(letter | digit) | x) & HIGH
}

/// What the byte at a token boundary starts, told for ASCII by one table load.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum ByteStart {
    /// White space or emphasis markup (`* _ # ~`): read past.
    Skip,
    /// A letter or digit: a word or a number.
    Word,
    /// Punctuation, quotation marks, symbols: see [`other_token`].
    Other,
    /// The first byte of a non-ASCII character: decode it to know.
    NonAscii,
}

/// [`ByteStart`] of every byte.
pub(crate) const BYTE_START: [ByteStart; 256] = {
    let mut table = [ByteStart::NonAscii; 256];
    let mut b = 0;
    while b < 128 {
        table[b] = if ASCII_SKIP[b] {
            ByteStart::Skip
        } else if ASCII_ALNUM[b] {
            ByteStart::Word
        } else {
            ByteStart::Other
        };
        b += 1;
    }
    table
};

/// Tokenize `range` of `low` (one line of the lower-cased text) into `out`, and count the
/// function words among the words into `function_words`.
///
/// Fast path: what an ASCII byte starts (white space or markup, a word or number, anything
/// else) is one table load ([`BYTE_START`]) without decoding a `char`; a non-ASCII
/// character is decoded and gets the same decision.
// Not inlined into the caller on purpose: compiled on its own, the per-byte loop keeps its
// state in registers instead of spilling it around the caller's (measured: 0.4 fewer
// instructions per byte of `classify`; taking `other_token` out of it too costs 2 more).
#[inline(never)]
fn tokenize<'a>(
    low: &'a str,
    side: &'a SideText,
    range: Range<usize>,
    out: &mut LineTokens<'a>,
    function_words: &mut FunctionWords,
) {
    let base = range.start;
    // The lower-cased line is scanned: it has the original's characters at the same
    // offsets (only ASCII letters differ, in case), and token texts are slices of it.
    let line = &low[range];
    let bytes = line.as_bytes();
    let mut quotes = QuoteState::default();
    let mut i = 0;
    while let Some(&b0) = bytes.get(i) {
        if b0 == b' ' {
            i += 1; // the commonest byte between tokens: no table load
            continue;
        }
        let start = match BYTE_START[usize::from(b0)] {
            ByteStart::NonAscii => {
                let c = line[i..].chars().next().unwrap_or(' ');
                if c.is_whitespace() {
                    i += c.len_utf8();
                    continue;
                }
                if is_alphanumeric(c) {
                    ByteStart::Word
                } else {
                    ByteStart::Other
                }
            }
            ascii => ascii,
        };
        let word_start = WordStart {
            at: i,
            quoted: quotes.inside,
        };
        i = match start {
            ByteStart::Skip => i + 1,
            ByteStart::Word => push_word(line, side, base, word_start, out, function_words),
            _ => other_token(line, base, i, &mut quotes, out),
        };
    }
    // An unclosed quotation mark was an apostrophe or a stray mark: nothing after it is quoted.
    if quotes.inside
        && let Some(open) = quotes.last_open
    {
        for t in &mut out.toks[open..] {
            t.quoted = false;
        }
    }
}

/// Where a word starts in its line, and whether it is inside quotation marks.
#[derive(Clone, Copy)]
struct WordStart {
    at: usize,
    quoted: bool,
}

/// Push the word or number that starts at `start` in `line` (lower-cased; it starts at
/// byte `base` of the text), count it if it is a function word, and return the byte after it.
fn push_word<'a>(
    line: &'a str,
    side: &'a SideText,
    base: usize,
    start: WordStart,
    out: &mut LineTokens<'a>,
    function_words: &mut FunctionWords,
) -> usize {
    let i = start.at;
    let numeric = line.as_bytes()[i].is_ascii_digit();
    let word = word_end(line, i, numeric);
    let end = i + word.text.len();
    let read_as = text_read_as(line, side, start, &word, numeric);
    let text: &'a str = read_as.unwrap_or(word.text);
    // No word list holds a number: only words are looked up.
    // (No screened word is a number.)
    let (text, kind, class, screen) = if numeric {
        (text, TokKind::Number, 0, NOT_SCREENED)
    } else {
        let mut text = text;
        // A word of at most eight bytes (and no `’` nor dropped "g", whose text is not the
        // line's) is the low bytes of the eight at its start, loaded at once: the word
        // table's key is read off them
        // ([`lexicon::entry_of_short_word`](super::lexicon::entry_of_short_word)).
        let eight = line.as_bytes().get(i..).and_then(<[u8]>::first_chunk::<8>);
        let entry = match eight {
            Some(bytes) if text.len() <= 8 && read_as.is_none() => {
                super::lexicon::entry_of_short_word(u64::from_le_bytes(*bytes), text.len())
            }
            _ => super::lexicon::entry(text),
        };
        let (mut class, mut screen) = (entry.classes, entry.screen);
        // Melanesian Pijin "yu no lift twin-20s", "yumi no putum fish long top shelf": "no"
        // after a respelled "you" or "we" and before a verb reads as "don't" (cls60).
        if screen == NO_SCREEN && pijin_negation(&out.toks, line, end) {
            text = "don't";
            let entry = super::lexicon::entry(text);
            (class, screen) = (entry.classes, entry.screen);
        }
        // "dont push to main", "u cant merge": a chat contraction without its apostrophe
        // reads as the contraction, as a Scots "dinnae" does; "approvals req'd": a clipped
        // "required" reads as the word, as "widout" and "w/o" read as "without" (noted in
        // the word's slot of the word table: no compare here).
        if let Some(full) = entry.full_form() {
            text = full;
            let entry = super::lexicon::entry(text);
            (class, screen) = (entry.classes, entry.screen);
        }
        if class == 0 {
            // "can u keep it short", "cud u stop": a texting spelling reads as its word (no
            // list holds one), as a Jamaican English one does ("Doan mek nobody touch it").
            // ("dunno" reads as "don't" only before a verb: "I dunno why it broke" is "I
            // don't know"; "yer" as "you" only before a negated auxiliary, "your" elsewhere:
            // "yer dunt go up there", "mind yer head"; "gorra" as "gotta" only before a verb,
            // "got a" before a noun: "gorra cob from the cafe".)
            let chat = (text.len() <= 6)
                .then(|| chat_spelling(text))
                .flatten()
                .filter(|_| match text {
                    "dunno" | "gorra" | "yew" => base_verb_follows(line, end),
                    "yer" => negated_auxiliary_follows(line, end),
                    // (Geordie "nee" is "no", but not set off by a comma or a bracket
                    // after a name: "Ann Cole, nee Hart", "Ann Cole (nee Hart)", a "née"
                    // without its accent. One word opening a sentence before the comma is
                    // a lead, no name: "Listen, nee bugger gans up there" bans, cls66b.)
                    "nee" => {
                        !out.toks
                            .last()
                            .is_some_and(|t| matches!(t.kind, TokKind::Punct(',' | '(')))
                            || lead_word_and_comma(&out.toks)
                    }
                    _ => true,
                });
            class = if let Some(full) = chat {
                text = full;
                let entry = super::lexicon::entry(text);
                screen = entry.screen;
                entry.classes
            } else if word.hyphen {
                prefixed_verb_class(text)
            } else {
                match glued_prefix_verb_class(text) {
                    0 => super::lexicon::classes_by_ending(text),
                    class => class,
                }
            };
        }
        function_words.count(class);
        // "the urn's to be off": a word ending in "'s" that no screen names has a bit of
        // its own in a sentence's set (its text, what the word reads as, is asked only when
        // the word has an apostrophe; no full form or texting spelling gains one).
        if word.apostrophe && screen == NOT_SCREENED && text.ends_with("'s") {
            screen = super::lexicon::APOSTROPHE_S;
        }
        (text, TokKind::Word, class, screen)
    };
    out.toks.push(Tok {
        text: TokText(text),
        range: base + i..base + end,
        kind,
        quoted: start.quoted,
        class,
        hyphen: word.hyphen,
        screen,
    });
    end
}

/// The text the word `word` starting at `start` in `line` reads as when it is not the
/// line's: its `’` made straight, the "g" it dropped put back ("would you mind holdin' the
/// sign", "nothin' goes out": read as the word in full), or "unless" for a "less" after an
/// apostrophe ("nobody drives it 'less Dale signs them off": its head dropped, cls56); `None`
/// for any other word. Asked of every word: the scan's stop and the word's length turn
/// nearly every one away before the line is read again, and the rest is out of line.
#[inline(always)]
fn text_read_as<'a>(
    line: &'a str,
    side: &'a SideText,
    start: WordStart,
    word: &WordEnd<'a>,
    numeric: bool,
) -> Option<&'a str> {
    if word.curly_apostrophe || word.apostrophe_after || word.text == "less" {
        read_as_another(line, side, start, word, numeric)
    } else {
        None
    }
}

/// [`text_read_as`] of a word with a `’`, an apostrophe after it, or the text "less".
#[cold]
#[inline(never)]
fn read_as_another<'a>(
    line: &'a str,
    side: &'a SideText,
    start: WordStart,
    word: &WordEnd<'a>,
    numeric: bool,
) -> Option<&'a str> {
    let (i, end) = (start.at, start.at + word.text.len());
    if word.curly_apostrophe {
        Some(with_straight_apostrophes(word.text, side))
    } else if word.apostrophe_after && !numeric && drops_its_g(line, end, start.quoted) {
        Some(with_its_g(word.text, side))
    } else if word.text == "less" && i > 0 && line.as_bytes()[i - 1] == b'\'' {
        Some("unless")
    } else {
        None
    }
}

/// The word classes of a verb with a prefix of manner ("auto-merge", "re-run",
/// "force-push", "pre-approve"): read as its verb; 0 for any other hyphenated word.
#[cold]
fn prefixed_verb_class(word: &str) -> u32 {
    const PREFIXES: &[&str] = &[
        "auto", "re", "pre", "co", "cross", "force", "soft", "hard", "dry", "hand", "spot", "bulk",
        "batch", "self", "fast", "hot", "cherry", "double", "triple", "over", "under",
    ];
    match word.split_once('-') {
        Some((prefix, verb)) if PREFIXES.contains(&prefix) => super::lexicon::classes(verb),
        _ => 0,
    }
}

/// The word classes of an unlisted verb with "re" or "un" glued on ("repost", "reupload",
/// "unpublish"): read as its verb when that is a listed verb; 0 for any other word. Asked of
/// every unlisted word: the first byte turns most away before the out-of-line look-up.
#[inline(always)]
fn glued_prefix_verb_class(word: &str) -> u32 {
    if matches!(word.as_bytes().first(), Some(b'r' | b'u')) {
        glued_prefix_verb_class_of(word)
    } else {
        0
    }
}

/// [`glued_prefix_verb_class`] of a word opening with "r" or "u".
#[cold]
fn glued_prefix_verb_class_of(word: &str) -> u32 {
    let Some(verb) = word
        .strip_prefix("re")
        .or_else(|| word.strip_prefix("un"))
        .filter(|verb| verb.len() >= 3)
    else {
        return 0;
    };
    let class = super::lexicon::classes(verb);
    if class & super::lexicon::BASE_VERB != 0 {
        class
    } else {
        0
    }
}

/// A word with the Northern English "t'" (the article "the" cut to its "t") glued on ("t'pit",
/// "T'bell"): the word without it, whose stem the rewrite's "pit" or "bell" shares ("nobody
/// goes in t'pit" -> "pit closed", s69a; the classifier's "then lock t'fire doors", an order's
/// object). Any other word as it is (a cheap screen first: its first byte); "t'" before no
/// letter stays. The one reading of the glued article, for the classifier and the rewrite
/// check.
pub(crate) fn without_elided_article(word: &str) -> &str {
    if !matches!(word.as_bytes().first(), Some(b't' | b'T')) {
        return word;
    }
    ["'", "\u{2019}"]
        .iter()
        .find_map(|mark| word.get(1..)?.strip_prefix(mark))
        .filter(|rest| rest.len() > 1 && rest.starts_with(|c: char| c.is_alphabetic()))
        .unwrap_or(word)
}

/// The texting spellings and the words they stand for ("u" -> "you", "cud" -> "could", "b4" ->
/// "before"), common words of Caribbean, Trinidadian, Pitcairn or Scots English spelled as
/// said ("doan", "nuh", "doh" and "dunno" -> "don't", "mek" -> "make", "unu" and "allyou" ->
/// "you", "dat" -> "that"), and Swahili "bila" -> "without" mixed into English. Each is at
/// most six bytes long (`push_word` asks no longer word).
const CHAT_SPELLINGS: &[(&str, &str)] = &[
    ("u", "you"),
    ("ya", "you"),
    ("yu", "you"),
    ("yuh", "you"),
    // Solomons Pijin "iu" and Bislama and Pijin "yumi" ("you and me"): "you", "we" (cls60).
    ("iu", "you"),
    ("yumi", "we"),
    ("ye", "you"),
    // Yorkshire and Irish "yer" before a negated auxiliary only ("yer dunt go in the
    // nacelle"; [`negated_auxiliary_follows`]) (cls59).
    ("yer", "you"),
    // Shetland "du" in its contractions ("du'll no put da skip ower da weighbridge");
    // not "du" alone, a French word too.
    ("du'll", "you'll"),
    ("du'd", "you'd"),
    // Jamaican and Belizean "unu" ("Unu nuh tek di boat out afta dark").
    ("unu", "you"),
    // Gullah "oonuh" (also "unuh"), the same plural "you" ("oonuh put de oar back"), and
    // Gullah and Caribbean "ebry" for "every" (cls63).
    ("oonuh", "you"),
    ("unuh", "you"),
    ("ebry", "every"),
    // Trinidadian and St Lucian "allyou" ("allyou doh touch the piano"), Pitcairn "yorlye"
    // ("yorlye dunno pull no baskets"): "you all" (cls53; a spelling of "you" longer than
    // three letters is read as the plural, `rules::is_plural_you`).
    ("allyou", "you"),
    ("yorlye", "you"),
    // Irish, Scouse, Geordie and Philadelphia "yous" and "youse" ("YOUS GUYS SWEEP THE
    // BRAN ROOM"), Bajan "wunna" ("wunna close up an' call me"), Black Country "yow'll"
    // ("Yow'll wanna stick them back"): "you" said to many, "you'll" (cls67b).
    ("yous", "you"),
    ("youse", "you"),
    // Pittsburgh and Appalachian "y'uns" and "yinz" ("# y'uns leave clients.db alone while
    // this runs"): "you" said to many (cls70b).
    ("y'uns", "you"),
    ("yinz", "you"),
    // Norfolk and Suffolk "yew" before a verb only ("yew get them ewes up onto the high
    // ground"; "Yew Tree Cottage", "hold yew hard", no verb after it, stay: cls68a).
    ("yew", "you"),
    ("wunna", "you"),
    ("yow'll", "you'll"),
    // Yorkshire and Lancashire "tha'll" ("Tha'll nivver guess — ...": cls69b); not "tha"
    // alone, also "than" as chat spells it.
    ("tha'll", "you'll"),
    // Caribbean "wha" ("Wha a morning, bobo", "wha happen") and Scots "wha" ("who"): a
    // question word, no verb (cls68a).
    ("wha", "what"),
    // Caribbean, Hawaiian Pidgin and Liberian "dat" ("Dat's da rule"); not "di", "de" or
    // "da" for "the": those are also "DI water" and the "de" and "da" of names.
    ("dat", "that"),
    ("dat's", "that's"),
    // Brummie and Scouse "gorra" before a verb ("you've gorra log every crack"; "gorra cob"
    // is "got a cob": cls59); Bahamian and Southern US
    // "gatta" ("y'all gatta confirm the fuel first").
    ("gorra", "gotta"),
    ("gatta", "gotta"),
    ("tek", "take"),
    // Trinidadian English "doh" ("Doh leave the plug in").
    ("doan", "don't"),
    ("nuh", "don't"),
    ("doh", "don't"),
    // Pitcairn "dunno" before a verb ("yorlye dunno pull no baskets"); "I dunno what
    // happened", no verb after it, orders nothing (cls53).
    ("dunno", "don't"),
    ("mek", "make"),
    // Jamaican "gi" and Scots "gie" ("yuh cyaan gi out no claim number").
    ("gi", "give"),
    ("gie", "give"),
    // Scots and Shetland "wis" for "was" ("whan I wis young we wir telt ..."): a past told
    // (cls63; not "wir", also Scots for "our").
    ("wis", "was"),
    // Scots "nae" and "mair" ("Nae mair overtime for Kirsty this month"), and Scots "nivver"
    // or "niver" for "never" ("We nivver lend the van oot": pol65c).
    ("nae", "no"),
    ("nivver", "never"),
    ("niver", "never"),
    ("mair", "more"),
    // Geordie "nee" ("Nee dogs on the pitch", "nee bugger gans in there": cls64a), and
    // Geordie and Cumbrian "gan" for "go" ("Any returns gan straight in the blue crate":
    // cls68b; "gans", an unlisted verb in "-s", already reads as one after "nobody").
    ("nee", "no"),
    ("gan", "go"),
    // Scots, Shetland, Northern and Appalachian "afore" for "before" ("gets its tag checked
    // afore it goes in da chiller"), and Scots and Shetland "fae" and "noo" for "from" and
    // "now" ("Fae noo on, every bag ... gets its tag checked": cls69a).
    ("afore", "before"),
    ("fae", "from"),
    ("noo", "now"),
    ("ur", "your"),
    ("cud", "could"),
    ("cld", "could"),
    ("cn", "can"),
    ("shd", "should"),
    ("shud", "should"),
    ("wud", "would"),
    ("wld", "would"),
    ("b4", "before"),
    // Caribbean and West African "mus'" ("you mus' rinse dem twice wid cold"): its
    // apostrophe stands apart, the word is "mus".
    ("mus", "must"),
    // Tok Pisin "tambu" ("Smoking is tambu inside the peat store"): "taboo" (cls68a).
    ("tambu", "taboo"),
    // Swahili and Sheng "bila" ("nobody opens the hives bila veil"): "without" (cls55).
    ("bila", "without"),
];

/// The spellings of [`CHAT_SPELLINGS`], for its byte indexes.
const CHAT_WORDS: [&str; CHAT_SPELLINGS.len()] = {
    let mut words = [""; CHAT_SPELLINGS.len()];
    let mut k = 0;
    while k < words.len() {
        assert!(
            CHAT_SPELLINGS[k].0.len() <= 6,
            "a chat spelling is at most six bytes"
        );
        words[k] = CHAT_SPELLINGS[k].0;
        k += 1;
    }
    words
};

/// The word a spelling of [`CHAT_SPELLINGS`] stands for; `None` for any other word. The
/// spellings that open and close with the word's bytes are found by two table loads
/// ([`by_first_byte`], [`by_last_byte`]): most words have none to compare.
#[inline(always)]
fn chat_spelling(word: &str) -> Option<&'static str> {
    const FIRST: [u64; 256] = by_first_byte(&CHAT_WORDS);
    const LAST: [u64; 256] = by_last_byte(&CHAT_WORDS);
    let (&first, &last) = (word.as_bytes().first()?, word.as_bytes().last()?);
    let candidates = FIRST[usize::from(first)] & LAST[usize::from(last)];
    if candidates == 0 {
        return None;
    }
    chat_spelling_among(word, candidates)
}

/// [`chat_spelling`] of `word` among the spellings whose bits `candidates` holds.
#[cold]
#[inline(never)]
fn chat_spelling_among(word: &str, mut candidates: u64) -> Option<&'static str> {
    while candidates != 0 {
        let (spelling, full) = CHAT_SPELLINGS[candidates.trailing_zeros() as usize];
        if spelling == word {
            return Some(full);
        }
        candidates &= candidates - 1;
    }
    None
}

/// The word after byte `end` of `line` (past spaces) is a verb's base form ("(dunno) pull no
/// baskets"), not "why", "if" or a comma.
#[cold]
#[inline(never)]
fn base_verb_follows(line: &str, end: usize) -> bool {
    let next = word_after(line, end, |c| c.is_ascii_alphabetic());
    !next.is_empty() && super::lexicon::entry(next).classes & super::lexicon::BASE_VERB != 0
}

/// The screened bit of "no" ([`pijin_negation`] is asked of it only).
const NO_SCREEN: u8 = super::lexicon::screened_word_index("no");

/// The "no" ending at byte `end` of `line` follows "you" or "we" respelled ("yu", "iu",
/// "yumi": the token's text is not the line's) and a verb's base form follows it, maybe with
/// Pijin's transitive ending ("putum", "fixim"): "you no" of English ("you no doubt know")
/// is turned away by its spelling (cls60).
#[cold]
#[inline(never)]
fn pijin_negation(toks: &[Tok<'_>], line: &str, end: usize) -> bool {
    let respelled_subject = toks
        .last()
        .is_some_and(|t| matches!(&*t.text, "you" | "we") && t.range.len() != t.text.len());
    let verb = || {
        let next = word_after(line, end, |c| c.is_ascii_alphabetic()).to_ascii_lowercase();
        let is_verb = |w: &str| super::lexicon::entry(w).classes & super::lexicon::BASE_VERB != 0;
        is_verb(&next)
            || ["im", "um"].iter().any(|ending| {
                next.strip_suffix(ending)
                    .is_some_and(|stem| stem.len() >= 2 && is_verb(stem))
            })
    };
    respelled_subject && verb()
}

/// The word after byte `end` of `line` (past spaces) is a negated auxiliary, maybe as a
/// dialect spells it ("(yer) dunt go", "(yer) can't park"): "n't" ends it or its full form
/// (cls59).
#[cold]
#[inline(never)]
fn negated_auxiliary_follows(line: &str, end: usize) -> bool {
    let next = word_after(line, end, |c| c.is_ascii_alphabetic() || c == '\'').to_ascii_lowercase();
    !next.is_empty()
        && super::lexicon::entry(&next)
            .full_form()
            .unwrap_or(&next)
            .ends_with("n't")
}

/// The word after byte `end` of `line`, past spaces: the characters `in_word` takes, up to
/// the first it does not ("" when none).
fn word_after(line: &str, end: usize, in_word: impl Fn(char) -> bool) -> &str {
    let rest = line.get(end..).unwrap_or("").trim_start_matches(' ');
    rest.split(|c: char| !in_word(c)).next().unwrap_or("")
}

/// `word` with the "g" it dropped ("holdin" -> "holding"), kept in `side`. Rare, so kept
/// out of the hot path.
#[cold]
#[inline(never)]
fn with_its_g<'a>(word: &str, side: &'a SideText) -> &'a str {
    side.alloc_str(&format!("{word}g"))
}

/// `word` with each `’` replaced by `'`, kept in `side`. Rare, so kept out of the hot path.
#[cold]
#[inline(never)]
fn with_straight_apostrophes<'a>(word: &str, side: &'a SideText) -> &'a str {
    side.alloc_str(&word.replace('’', "'"))
}

/// Whether the tokenizer is inside quotation marks, and where the last one opened.
#[derive(Default)]
struct QuoteState {
    inside: bool,
    /// Index in the token list of the last opening mark.
    last_open: Option<usize>,
}

/// `ASCII_TEXT[b]`: the one-character string of ASCII byte `b`.
static ASCII_TEXT: [&str; 128] = {
    const BYTES: [u8; 128] = {
        let mut bytes = [0; 128];
        let mut b = 0;
        while b < 128 {
            bytes[b] = b as u8;
            b += 1;
        }
        bytes
    };
    let mut texts = [""; 128];
    let mut b = 0;
    while b < 128 {
        let (_, from_b) = BYTES.split_at(b);
        let (one, _) = from_b.split_at(1);
        texts[b] = match std::str::from_utf8(one) {
            Ok(text) => text,
            Err(_) => panic!("an ASCII byte is UTF-8"),
        };
        b += 1;
    }
    texts
};

/// Push the token (not a word, number or white space) that starts at byte `i` of `line`
/// (lower-cased; it starts at byte `base` of the text) and return the byte after it.
fn other_token<'a>(
    line: &'a str,
    base: usize,
    i: usize,
    quotes: &mut QuoteState,
    out: &mut LineTokens<'a>,
) -> usize {
    let bytes = line.as_bytes();
    // Most punctuation is ASCII: no decoding, and its text is taken from a table (the same
    // one-byte string as the line's) instead of a slice of the line, which would test both
    // ends for character boundaries.
    let (c, text) = match bytes[i] {
        ascii @ 0..0x80 => (char::from(ascii), ASCII_TEXT[usize::from(ascii)]),
        _ => {
            let c = line[i..].chars().next().unwrap_or(' ');
            (c, &line[i..i + c.len_utf8()])
        }
    };
    let clen = text.len();
    let kind = match c {
        '`' => match memchr::memchr(b'`', &bytes[i + 1..]) {
            Some(close) => {
                let end = i + 1 + close + 1;
                const CODE: &str = "`code`";
                out.toks.push(Tok {
                    text: TokText(CODE),
                    range: base + i..base + end,
                    kind: TokKind::Code,
                    quoted: quotes.inside,
                    class: 0,
                    hyphen: false,
                    screen: NOT_SCREENED,
                });
                return end;
            }
            None => TokKind::Symbol('`'),
        },
        // "don't 'ee go", "keep 'em off": an apostrophe that drops a word's head is no
        // quotation mark (corpus35b).
        '\'' | '’' if drops_a_head(line, i, clen) => return i + clen,
        // "when yinna ringin' donors ... in de mornin'", "houl' on": nor does one that drops
        // a tail.
        '\'' | '’' if ends_a_clipped_word(line, i, clen, quotes.inside) => return i + clen,
        '"' | '“' | '”' | '«' | '»' | '\'' | '‘' | '’' => {
            let opening = match c {
                '“' | '«' | '‘' => true,
                '”' | '»' => false,
                _ => !quotes.inside,
            };
            if opening && !quotes.inside {
                quotes.inside = true;
                quotes.last_open = Some(out.toks.len());
            } else if !opening && quotes.inside {
                quotes.inside = false;
            }
            out.has_quote_marks = true;
            TokKind::Quote
        }
        '.' | '!' | '?' | ';' | ':' | ',' | '(' | ')' | '—' => TokKind::Punct(c),
        '–' => TokKind::Punct('—'),
        '-' if bytes.get(i + 1).is_none_or(|b| *b == b' ') && i > 0 && bytes[i - 1] == b' ' => {
            TokKind::Punct('—')
        }
        // "backup.sh -- run this before 6pm": two hyphens between spaces are a dash typed
        // plainly (cls69b).
        '-' if bytes.get(i + 1) == Some(&b'-')
            && bytes.get(i + 2).is_none_or(|b| *b == b' ')
            && i > 0
            && bytes[i - 1] == b' ' =>
        {
            out.toks.push(Tok {
                text: TokText(line.get(i..i + 2).unwrap_or(text)),
                range: base + i..base + i + 2,
                kind: TokKind::Punct('—'),
                quoted: quotes.inside,
                class: 0,
                hyphen: false,
                screen: NOT_SCREENED,
            });
            return i + 2;
        }
        '<' | '>' if bytes.get(i + 1) == Some(&b'=') => {
            let (sign, symbol) = if c == '<' {
                ("≤", '≤')
            } else {
                ("≥", '≥')
            };
            out.toks.push(Tok {
                text: TokText(sign),
                range: base + i..base + i + 2,
                kind: TokKind::Symbol(symbol),
                quoted: quotes.inside,
                class: super::lexicon::classes(sign),
                hyphen: false,
                screen: NOT_SCREENED,
            });
            return i + 2;
        }
        _ => TokKind::Symbol(c),
    };
    if matches!(kind, TokKind::Punct('.' | '!' | '?')) {
        out.sentence_marks.push(out.toks.len());
    }
    out.toks.push(Tok {
        text: TokText(text),
        range: base + i..base + i + clen,
        kind,
        quoted: quotes.inside,
        // Signs such as `<` and `+` are comparators; punctuation and quotes are in no list.
        class: match kind {
            TokKind::Symbol(_) => super::lexicon::classes(text),
            _ => 0,
        },
        hyphen: false,
        // (No screened word is a sign or a mark.)
        screen: NOT_SCREENED,
    });
    i + clen
}

/// The apostrophe at byte `i` of `line` (`len` bytes) opens a word with its head dropped
/// ("'ee", "'em", "'ere", "'bout", "'tis", Cornish "'un" and "'ansum", "'less", Yorkshire "'old"
/// and "'ow" for "hold" and "how"): no letter before it,
/// none of its own after the word.
fn drops_a_head(line: &str, i: usize, len: usize) -> bool {
    if i > 0 && line.as_bytes()[i - 1].is_ascii_alphanumeric() {
        return false;
    }
    let rest = &line[i + len..];
    let end = rest
        .find(|c: char| !c.is_ascii_alphabetic())
        .unwrap_or(rest.len());
    matches!(
        &rest[..end],
        "ee" | "em"
            | "ere"
            | "bout"
            | "tis"
            | "twas"
            | "til"
            | "im"
            | "appen"
            | "un"
            | "ansum"
            | "ave"
            | "less"
            | "old"
            | "ow"
    ) && !rest[end..].starts_with(['\'', '’'])
}

/// The apostrophe at byte `i` of `line` (`len` bytes) ends a word with its "g" dropped
/// ("ringin'", "mornin'", "puttin'"): "in" closing a word of four letters or more before it,
/// and it [`ends_a_clipped_word`].
fn drops_a_tail(line: &str, i: usize, len: usize, inside: bool) -> bool {
    let b = line.as_bytes();
    i >= 4
        && b[i - 2..i] == *b"in"
        && b[i - 4..i - 2].iter().all(u8::is_ascii_alphabetic)
        && ends_a_clipped_word(line, i, len, inside)
}

/// The apostrophe at byte `i` of `line` (`len` bytes) ends a word with its tail dropped
/// ("houl' on", "an' lock it", "puttin'", "the dogs' bowls"): a letter before it, no letter
/// or digit after it, and no quotation open (which it would close: "the sign says 'keep out
/// of the cabin'"). A quotation never opens glued to a word's end, so it is no quotation mark
/// (cls67c: "Davy, houl' on a minute — stick the mower back in the shed an' lock it" read as
/// a quotation from "houl'" to "an'").
fn ends_a_clipped_word(line: &str, i: usize, len: usize, inside: bool) -> bool {
    !inside
        && i >= 1
        && line.as_bytes()[i - 1].is_ascii_alphabetic()
        && line[i + len..]
            .chars()
            .next()
            .is_none_or(|c| !c.is_alphanumeric())
}

/// The word ending at byte `end` of `line` has its "g" dropped ("holdin'", "clappin'"): an
/// apostrophe follows it that [`drops_a_tail`] reads so (cls52).
fn drops_its_g(line: &str, end: usize, quoted: bool) -> bool {
    // (One byte turns most words away: `'`, or the lead byte of `’`.)
    match line.as_bytes().get(end) {
        Some(b'\'') => drops_a_tail(line, end, 1, quoted),
        Some(0xE2) if line[end..].starts_with('’') => {
            drops_a_tail(line, end, '’'.len_utf8(), quoted)
        }
        _ => false,
    }
}

/// Sentence boundaries: `.`, `!`, `?` (not after an abbreviation, nor ending a quotation the
/// sentence goes on after: "Reply with 'Are you sure?' before deleting."). `text` is the text
/// the tokens' ranges point into.
fn split_sentences<'t, 'a>(
    line: &'t LineTokens<'a>,
    text: &'t str,
) -> impl Iterator<Item = &'t [Tok<'a>]> {
    let toks = &line.toks[..];
    let mut marks = line.sentence_marks.iter();
    let mut start = 0;
    let mut i = 0;
    let mut quotation = QuotationScan::default();
    // Kept in line in the line reader's loop (a call per sentence otherwise: the compiler
    // stopped inlining it once the quotation test gave it a third capture).
    std::iter::from_fn(
        #[inline(always)]
        move || {
            // Only `.`, `!` and `?` can end a sentence: the tokenizer noted where they are, so
            // only there are the checks below made. A mark before `i` was taken into the
            // previous sentence's closing run.
            for &mark in marks.by_ref() {
                if mark < i {
                    continue;
                }
                i = mark;
                let t = &toks[i];
                i += 1;
                // ".env", "v1.2": a full stop glued to the next word does not end a sentence.
                let glued = toks.get(i).is_some_and(|n| {
                    n.range.start == t.range.end
                        && matches!(n.kind, TokKind::Word | TokKind::Number)
                });
                // ("No. 5", "the booking no., e.g. ..." abbreviate; "No. Leave that one."
                // refuses, then orders, and "two runs a day, max. Don't book a third." bounds,
                // then orders: a capital after a word that can close a clause opens a
                // sentence.)
                let clause_closed = i >= 2
                    && closes_a_clause(&toks[i - 2].text)
                    && word_starts_with(toks, i, text, u8::is_ascii_uppercase);
                let after_abbreviation = t.is_punct('.')
                    && i >= 2
                    && (is_abbreviation(&toks[i - 2].text) && !clause_closed
                        || toks.get(i).is_some_and(|n| n.kind == TokKind::Number)
                            && numbers_next(&toks[i - 2].text))
                    && toks[i - 2].range.end == t.range.start;
                if glued || after_abbreviation || clipped_word_stop(toks, i, text) {
                    continue;
                }
                // Keep a run of closing punctuation and quotes with the sentence.
                while i < toks.len()
                    && (is_sentence_punct(&toks[i]) || toks[i].kind == TokKind::Quote)
                    && toks[i].range.start == toks[i - 1].range.end
                {
                    i += 1;
                }
                // A quotation's own mark, and the sentence goes on in lower case after it.
                let continues = t.quoted && word_starts_with(toks, i, text, u8::is_ascii_lowercase);
                // "The sticker says 'Handle with care. Do not stack.'": a stop inside a
                // quotation the sentence opened after its own words, with the quotation going
                // on, ends a quoted sentence, not the one quoting it.
                let quoted_goes_on = t.quoted
                    && toks
                        .get(i)
                        .is_some_and(|n| n.quoted && n.kind == TokKind::Word)
                    && quotation.opened_after_words(toks, mark, start);
                if continues || quoted_goes_on {
                    continue;
                }
                let s = &toks[start..i];
                start = i;
                return Some(s);
            }
            if start < toks.len() {
                let s = &toks[start..];
                start = toks.len();
                return Some(s);
            }
            None
        },
    )
}

/// Token `k` of `toks` is a word whose first byte in `text` passes `test` (a capital, a lower
/// case letter).
fn word_starts_with(toks: &[Tok<'_>], k: usize, text: &str, test: fn(&u8) -> bool) -> bool {
    toks.get(k).is_some_and(|n| {
        n.kind == TokKind::Word && text.as_bytes().get(n.range.start).is_some_and(test)
    })
}

/// A line's tokens read forward once, up to the stops inside quotation marks that
/// [`split_sentences`] asks about: the last opening mark and the last unquoted word before it.
#[derive(Default)]
struct QuotationScan {
    /// The first token not read yet.
    next: usize,
    /// The last opening quotation mark read (an opening mark is quoted, a closing one not).
    open: Option<usize>,
    /// The last unquoted word before [`QuotationScan::open`].
    word_before_open: Option<usize>,
    /// The last unquoted word read.
    last_word: Option<usize>,
}

impl QuotationScan {
    /// The quotation open at token `upto` of `toks` was opened after an unquoted word of the
    /// sentence starting at token `start`, its mark glued to the word after it (not a
    /// plural's apostrophe, "the kids' toys"). Each token is read once per line.
    fn opened_after_words(&mut self, toks: &[Tok<'_>], upto: usize, start: usize) -> bool {
        let upto = upto.min(toks.len());
        for (k, t) in toks.iter().enumerate().take(upto).skip(self.next) {
            match t.kind {
                TokKind::Quote if t.quoted => {
                    self.open = Some(k);
                    self.word_before_open = self.last_word;
                }
                TokKind::Word if !t.quoted => self.last_word = Some(k),
                _ => {}
            }
        }
        self.next = self.next.max(upto);
        self.open.is_some_and(|o| {
            toks.get(o + 1)
                .is_some_and(|n| n.range.start == toks[o].range.end)
        }) && self.word_before_open.is_some_and(|w| w >= start)
    }
}

/// The full stop before token `i` of a line's `toks` closes a clipped word, not a sentence:
/// it is glued to a word and a function word in lower case follows, in a line that opens in
/// capitals ("Never resched. a filling w/o asking", "Schedule parent-teacher conf. for wk of
/// Apr 8").
/// `text` is the text the tokens' ranges point into.
fn clipped_word_stop(toks: &[Tok<'_>], i: usize, text: &str) -> bool {
    let starts_with = |k: usize, test: fn(&u8) -> bool| {
        toks.get(k)
            .and_then(|t| text.as_bytes().get(t.range.start))
            .is_some_and(test)
    };
    i >= 2
        && toks[i - 1].is_punct('.')
        && toks[i - 2].kind == TokKind::Word
        && toks[i - 2].range.end == toks[i - 1].range.start
        && toks.get(i).is_some_and(|n| {
            n.kind == TokKind::Word && n.class & super::lexicon::ENGLISH_FUNCTION_WORD != 0
        })
        && starts_with(i, u8::is_ascii_lowercase)
        && starts_with(0, u8::is_ascii_uppercase)
}

/// `.`, `!` or `?`: the punctuation that may end a sentence.
fn is_sentence_punct(t: &Tok<'_>) -> bool {
    matches!(t.kind, TokKind::Punct('.' | '!' | '?'))
}

/// An abbreviation of a noun a number names ("ch. 4", "ext. 2210", "vol. 3"): its full stop
/// ends no sentence when a number follows.
fn numbers_next(w: &str) -> bool {
    matches!(
        w,
        "ch" | "ext"
            | "tel"
            | "vol"
            | "fig"
            | "p"
            | "pp"
            | "pg"
            | "nr"
            | "num"
            | "rm"
            | "apt"
            | "para"
            | "bldg"
            | "ste"
            | "ref"
    )
}

/// An abbreviation that can close a clause, not one that names what follows it ("Dr.",
/// "e.g."): "No.", "max.", "etc.", "approx.". Before a capital its full stop ends the sentence.
fn closes_a_clause(w: &str) -> bool {
    matches!(
        w,
        "no" | "etc" | "approx" | "incl" | "excl" | "min" | "max" | "est"
    )
}

/// The full stop at `i` is glued to an abbreviation naming what follows ("St." of "St.
/// John's", "Dr." of "Dr. Lee"), not a mark between words: a phrase reads on through it.
pub(crate) fn abbreviating_stop(toks: &[Tok<'_>], i: usize) -> bool {
    i > 0
        && toks[i].is_punct('.')
        && toks[i - 1].range.end == toks[i].range.start
        && is_abbreviation(&toks[i - 1].text)
        && !closes_a_clause(&toks[i - 1].text)
}

/// An abbreviation whose full stop ends no sentence (unless [`closes_a_clause`] and a capital
/// follows): "e.g.", "Dr.", and "prob." or "poss.", which hedge what follows ("Build failing,
/// prob. stale lockfile").
fn is_abbreviation(w: &str) -> bool {
    matches!(
        w,
        "e.g"
            | "i.e"
            | "etc"
            | "vs"
            | "approx"
            | "prob"
            | "poss"
            | "eg"
            | "ie"
            | "cf"
            | "mr"
            | "mrs"
            | "ms"
            | "dr"
            | "st"
            | "no"
            | "incl"
            | "excl"
            | "min"
            | "max"
            | "est"
            | "p.m"
            | "a.m"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_last_run_starts_on_a_char_boundary() {
        let not_alnum = |c: char| !c.is_alphanumeric();
        assert_eq!(
            start_of_last_run("went well —9", not_alnum),
            "went well —".len()
        );
        assert_eq!(start_of_last_run("Café&", |c| c == '&'), "Café&".len());
        assert_eq!(
            start_of_last_run("Café", |c| !c.is_ascii_alphabetic()),
            "Caf".len() + 2
        );
        assert_eq!(start_of_last_run("pen", not_alnum), 0);
        assert_eq!(start_of_last_run("", not_alnum), 0);
    }

    /// The first definition of [`chat_spelling`]: the word its spelling stands for, found by
    /// comparing the word with each spelling in turn.
    fn chat_spelling_by_search(word: &str) -> Option<&'static str> {
        CHAT_SPELLINGS
            .iter()
            .find(|(spelling, _)| *spelling == word)
            .map(|&(_, full)| full)
    }

    #[test]
    fn every_chat_spelling_is_found_through_its_first_and_last_bytes() {
        for (k, &(spelling, full)) in CHAT_SPELLINGS.iter().enumerate() {
            assert_eq!(chat_spelling(spelling), Some(full), "{spelling}");
            assert!(
                CHAT_SPELLINGS[..k]
                    .iter()
                    .all(|&(other, _)| other != spelling),
                "{spelling} is listed twice"
            );
        }
        // Look-alikes: a spelling's first and last bytes around other letters, a spelling
        // inside a longer word, a listed word, and "oonu", whose "o" no screen let through.
        for word in [
            "ud", "yah", "dash", "dat'd", "bila'", "mus'", "unus", "the", "oonu",
        ] {
            assert_eq!(chat_spelling(word), None, "{word}");
        }
    }

    /// The first definition of [`looks_like_table_line`]: three or more cells set apart by
    /// runs of spaces, each but the last one word, read off every split of the line.
    fn is_table_line_by_its_cells(t: &str) -> bool {
        let cells: Vec<&str> = t
            .split("  ")
            .map(str::trim)
            .filter(|cell| !cell.is_empty())
            .collect();
        cells.len() >= 3 && cells[..cells.len() - 1].iter().all(|c| !c.contains(' '))
    }

    #[test]
    fn a_table_line_is_told_from_prose_by_its_first_space() {
        for (line, table) in [
            ("NAME   READY   STATUS   AGE", true),
            ("api-7d9   1/1   Running   3d", true),
            ("  api   1/1   Running 3 days", true),
            ("Keep the logs  for  a week", false),
            ("NAME READY   STATUS   AGE", false),
            ("api   1/1", false),
            ("\tapi  1/1  ok", true),
            ("Run it.", false),
        ] {
            assert_eq!(looks_like_table_line(line), table, "{line:?}");
            assert_eq!(is_table_line_by_its_cells(line), table, "{line:?}");
        }
    }

    /// A tool call's result is told as its first definition tells it: a snake_case or dotted
    /// name with a result, a JSON call, a method's arrow (not a file's extension, not a
    /// plain word or call).
    #[test]
    fn a_tool_call_result_is_the_first_definitions() {
        for (line, result) in [
            ("get_route(origin=ATL, dest=CLT): 392 km", true),
            ("call search_flights(\"LHR\") -> 3 results", true),
            ("calendar.list_events -> 3 events: ...", true),
            ("call send_sms({\"to\": \"+1\", \"body\": \"hi\"})", true),
            ("send_email(to): never send after 6pm", false),
            ("README.md -> see the docs", false),
            ("search(q) -> 3 results", false),
            ("Please call me after lunch.", false),
            ("Calling Dana now", false),
        ] {
            assert_eq!(starts_with_tool_call_result(line), result, "{line}");
            assert_eq!(tool_call_result_read(line), result, "{line}");
        }
    }

    proptest::proptest! {
        /// Lines of names, calls, arrows and words read as the first definition reads them.
        #[test]
        fn a_tool_call_result_is_the_one_first_read(
            t in "((call|Calling) )?[a-zA-Z0-9_. ]{0,14}(\\([a-z=\"0-9 ]{0,6}\\))?( ?(->|=>|→|:) ?[a-z0-9 ]{0,6})?",
        ) {
            proptest::prop_assert_eq!(
                starts_with_tool_call_result(&t),
                tool_call_result_read(&t)
            );
        }
    }

    proptest::proptest! {
        /// The byte tables' screen finds what a search of every spelling finds, for words
        /// of up to six letters, digits and apostrophes (the words `push_word` asks).
        #[test]
        fn a_chat_spelling_is_the_one_a_search_of_the_list_finds(word in "[a-z4']{1,6}") {
            proptest::prop_assert_eq!(chat_spelling(&word), chat_spelling_by_search(&word));
        }
    }

    proptest::proptest! {
        /// The scan's note of an apostrophe after the word is the first definition's test of
        /// the byte after it (`'` or the lead byte of `’`, as [`drops_its_g`] reads it), and
        /// the text a word reads as ([`text_read_as`], screened by that note and the word's
        /// length) is its first definition's (a `’` made straight, a dropped "g" put back,
        /// "'less" read as "unless"), at every word start of lines of letters, digits,
        /// apostrophes and the marks beside them.
        #[test]
        fn the_apostrophe_after_a_word_is_the_byte_after_it(
            line in "[a-z0-9'’ ,.:\\-]{0,24}(in['’]|'less)?[a-z0-9'’ ,.:\\-]{0,8}",
            quoted in proptest::bool::ANY,
        ) {
            for (i, c) in line.char_indices().filter(|&(_, c)| c.is_ascii_alphanumeric()) {
                let numeric = c.is_ascii_digit();
                let word = word_end(&line, i, numeric);
                let end = i + word.text.len();
                let byte_after = matches!(line.as_bytes().get(end), Some(b'\'' | 0xE2))
                    && (line.as_bytes()[end] == b'\'' || line[end..].starts_with('’'));
                proptest::prop_assert_eq!(word.apostrophe_after, byte_after, "{:?} at {}", line, i);
                // The text the word reads as, by its first definition: asked of every word.
                let dropped_g =
                    !numeric && !word.curly_apostrophe && drops_its_g(&line, end, quoted);
                let first = if word.curly_apostrophe {
                    Some(word.text.replace('’', "'"))
                } else if dropped_g {
                    Some(format!("{}g", word.text))
                } else if i > 0 && line.as_bytes()[i - 1] == b'\'' && word.text == "less" {
                    Some("unless".to_string())
                } else {
                    None
                };
                let side = SideText::new();
                let start = WordStart { at: i, quoted };
                let read_as = text_read_as(&line, &side, start, &word, numeric);
                proptest::prop_assert_eq!(read_as.map(str::to_string), first, "{:?} at {}", line, i);
            }
        }

        /// The screen by the first space answers as the cells do, for lines of words, single
        /// and double spaces, tabs and a wide space.
        #[test]
        fn a_table_line_is_the_one_its_cells_make(t in "[ \t\u{3000}]{0,2}([a-z0-9/]{1,4}[ \t\u{3000}]{1,3}){0,6}[a-z]{0,3}") {
            proptest::prop_assert_eq!(looks_like_table_line(&t), is_table_line_by_its_cells(&t));
        }

        /// The command name's colon, taken from the shared search of 40 bytes, is the one a
        /// search of its own 21 bytes finds.
        #[test]
        fn the_shared_label_colon_is_the_command_names_colon(
            t in "[a-z: .]{0,30}[:]?[ ]?[a-z: ]{0,30}"
        ) {
            let b = t.as_bytes();
            let own = memchr::memchr(b':', &b[..b.len().min(21)])
                .filter(|&colon| b.get(colon + 1) == Some(&b' '));
            proptest::prop_assert_eq!(label_colon(&t).filter(|&colon| colon < 21), own);
        }
    }

    fn is_machine_line(line: &str) -> bool {
        is_machine_text(line.trim())
    }

    /// Trimming the end only of a text that opens with `{` or `[{` answers as trimming both
    /// ends first.
    #[test]
    fn json_documents_are_told_from_their_trimmed_text() {
        let trimmed_first = |t: &str| {
            let t = t.trim();
            (t.starts_with('{') && t.ends_with('}')) || (t.starts_with("[{") && t.ends_with(']'))
        };
        for text in [
            "",
            " \n ",
            "{}",
            " {\"a\": 1}\n",
            "[{}]",
            "\t[{\"a\": 1}, {}] ",
            "[{",
            "{",
            "}",
            "[{]",
            "Keep {it}",
            "{x} and more",
            " [1, 2]",
            "\u{a0}{}\u{2003}",
            "{ \u{2003}",
        ] {
            assert_eq!(
                looks_like_json_document(text),
                trimmed_first(text),
                "{text:?}"
            );
        }
    }

    fn sentences(text: &str) -> Vec<String> {
        let low = text.to_ascii_lowercase();
        let mut out = Vec::new();
        for_each_sentence(text, &low, &SideText::new(), |s, _| {
            out.push(
                s.iter()
                    .map(|t| t.text.to_string())
                    .collect::<Vec<_>>()
                    .join(" "),
            );
        });
        out
    }

    #[test]
    fn splits_sentences_and_skips_fences_and_logs() {
        let text = "- Don't rebase.  Keep it short!\n```\nrm -rf /\n```\n2026-01-02 12:00 ERROR must not\nOk, e.g. this.";
        assert_eq!(
            sentences(text),
            vec!["don't rebase .", "keep it short !", "ok , e.g . this ."]
        );
    }

    /// `git log`'s block for a commit (head, header, indented message) is data; a line at
    /// the margin after it is prose again.
    #[test]
    fn a_git_log_commit_block_is_data() {
        let text = "commit 3fa9c1e\nAuthor: dana <dana@example.com>\nDate:   Mon Mar 2\n\n    Don't panic on empty input\n\n    Keep the old parser.\nNever revert this.";
        assert_eq!(sentences(text), vec!["never revert this ."]);
        let text = "commit the fix now\n\n    Don't panic on empty input";
        assert_eq!(
            sentences(text),
            vec!["commit the fix now", "don't panic on empty input"]
        );
    }

    /// A stop inside a quotation opened after the sentence's own words ends the quoted
    /// sentence only: the sentence quoting it goes on to the closing mark. A quotation that
    /// opens its sentence, or a plural's apostrophe, splits as before.
    #[test]
    fn a_quotation_of_several_sentences_stays_in_the_sentence_quoting_it() {
        assert_eq!(
            sentences("He read the sticker: 'Handle with care. Do not stack.' He left."),
            vec![
                "he read the sticker : ' handle with care . do not stack . '",
                "he left ."
            ]
        );
        assert_eq!(
            sentences("\"Be kind. Do not stack.\" Thanks."),
            vec!["\" be kind .", "do not stack . \"", "thanks ."]
        );
        // (A plural's possessive apostrophe is no quotation mark, nor a token: cls67c.)
        assert_eq!(
            sentences("Feed the dogs' dinner. Do not touch the cats' bowls."),
            vec!["feed the dogs dinner .", "do not touch the cats bowls ."]
        );
    }

    /// A full stop glued to a clipped word, before a function word in lower case, goes on
    /// with its sentence in a line that opens in capitals; before a capital, a content word,
    /// or in a line all in lower case, it ends one.
    #[test]
    fn a_clipped_word_before_a_function_word_ends_no_sentence() {
        assert_eq!(
            sentences("Never recalib. the scales w/o a witness."),
            vec!["never recalib . the scales without a witness ."]
        );
        assert_eq!(
            sentences("Refunds handled by cust. service. Ship on Monday."),
            vec!["refunds handled by cust .", "service .", "ship on monday ."]
        );
        assert_eq!(
            sentences("done. the build is green"),
            vec!["done .", "the build is green"]
        );
    }

    /// The full stop of an abbreviation a number follows ("ch. 4", "ext. 2210") ends no
    /// sentence; the same word before a capital does.
    #[test]
    fn an_abbreviation_before_its_number_ends_no_sentence() {
        assert_eq!(
            sentences("Use ch. 4 for radio traffic. Call ext. 2210 first."),
            vec!["use ch . 4 for radio traffic .", "call ext . 2210 first ."]
        );
        assert_eq!(
            sentences("Ask for the ext. Then dial it."),
            vec!["ask for the ext .", "then dial it ."]
        );
    }

    /// A comment among unfenced code lines is the code's; one after a blank line, opening
    /// the text, or after a log line is read.
    #[test]
    fn comments_among_code_lines_are_data() {
        let code = "def load(path):\n    # never cache this\n    # must stay sorted\n    return read(path)";
        assert!(sentences(code).is_empty(), "{:?}", sentences(code));
        let js = "const ids = list();\n// do not dedupe here\nids.sort();";
        assert!(sentences(js).is_empty(), "{:?}", sentences(js));
        let py = "for item in items:\n    # do not mutate items here\n    process(item)";
        assert!(sentences(py).is_empty(), "{:?}", sentences(py));
        let doc = "def f(x):\n    \"\"\"Never call this from a handler.\"\"\"\n    return x";
        assert!(sentences(doc).is_empty(), "{:?}", sentences(doc));
        assert_eq!(
            sentences("// never block the UI thread\nfn load() {}"),
            vec!["never block the ui thread"]
        );
        assert_eq!(
            sentences("let x = 1;\n\n// Don't merge this yet."),
            vec!["don't merge this yet ."]
        );
        assert_eq!(
            sentences("ERROR boom\n# Never deploy on Fridays"),
            vec!["never deploy on fridays"]
        );
        // A script's comment under its "#!" line is its own note, a ban there is read
        // (cls66b).
        let script = "#!/bin/sh\n# copy the day's logs to the backup disk\nrsync -a logs/ /mnt/b/";
        let read = sentences(script);
        assert!(!read.iter().any(|s| s.contains("copy")), "{read:?}");
        let read = sentences("#!/bin/sh\n# never run this as root\nrsync -a logs/ /mnt/b/");
        assert!(
            read.iter().any(|s| s == "never run this as root"),
            "{read:?}"
        );
        // A ban in dialect, its first word read as "don't" (cls67c); a note opening with a
        // word that reads as another stays the script's.
        let read = sentences("#!/bin/sh\n# Dinnae run this as root\nrsync -a logs/ /mnt/b/");
        assert!(read.iter().any(|s| s.contains("run this")), "{read:?}");
        let read =
            sentences("#!/bin/sh\n# w/o the flag this copies all logs\nrsync -a logs/ /mnt/b/");
        assert!(!read.iter().any(|s| s.contains("flag")), "{read:?}");
        // A query's clauses after its first line are the query's (cls63b); a clause keyword
        // in prose, or after prose, is read.
        let sql = "SELECT crop, COUNT(*) AS n\nFROM harvests\nGROUP BY crop\nORDER BY n DESC;";
        assert!(sentences(sql).is_empty(), "{:?}", sentences(sql));
        assert_eq!(
            sentences("Totals are below.\nORDER BY hand is fine."),
            vec!["totals are below .", "order by hand is fine ."]
        );
    }

    #[test]
    fn inline_code_is_opaque_and_quotes_are_marked() {
        let text = "Run `do not` and the sign says \"never\".";
        let low = text.to_ascii_lowercase();
        let mut seen = Vec::new();
        for_each_sentence(text, &low, &SideText::new(), |s, _| {
            seen.extend(s.iter().map(|t| (t.text.to_string(), t.quoted)))
        });
        assert!(seen.contains(&("`code`".into(), false)));
        assert!(seen.contains(&("never".into(), true)));
    }

    /// An apostrophe glued to a word's end ("houl'", "an'", "the dogs' bowls") opens no
    /// quotation (cls67c); one before a word does, and one at a word's end closes it.
    #[test]
    fn an_apostrophe_ending_a_clipped_word_opens_no_quotation() {
        let quoted = |text: &str| {
            let low = text.to_ascii_lowercase();
            let mut seen = Vec::new();
            for_each_sentence(text, &low, &SideText::new(), |s, _| {
                seen.extend(s.iter().filter(|t| t.quoted).map(|t| t.text.to_string()))
            });
            seen
        };
        let none: Vec<String> = Vec::new();
        assert_eq!(
            quoted("Davy, houl' on a minute, stick the mower in the shed an' lock it."),
            none
        );
        assert_eq!(quoted("Fill the dogs' bowls an' the pups' bowls."), none);
        assert_eq!(
            quoted("Give 48 hours' notice unless the players' committee agrees."),
            none
        );
        // A quotation opened before a word is closed by the apostrophe after one.
        assert!(quoted("The sign says 'keep out of the cabin' in red.").contains(&"keep".into()));
        assert!(quoted("Mark it 'done' when the lads' tests pass.").contains(&"done".into()));
    }

    #[test]
    fn typographic_apostrophes_become_straight_in_token_text_only() {
        let text = "Don’t touch the user’s branch.";
        let low = text.to_ascii_lowercase();
        let mut seen = Vec::new();
        for_each_sentence(text, &low, &SideText::new(), |s, _| {
            seen.extend(
                s.iter()
                    .map(|t| (t.text.to_string(), &text[t.range.clone()])),
            )
        });
        assert_eq!(seen[0], ("don't".to_string(), "Don’t"));
        assert_eq!(seen[3], ("user's".to_string(), "user’s"));
        assert_eq!(seen[2], ("the".to_string(), "the"));
    }

    #[test]
    fn sentences_are_told_whether_their_line_holds_a_quotation_mark() {
        let text = "Keep it short.\nThe sign says \"stop\". Go on.";
        let low = text.to_ascii_lowercase();
        let mut seen = Vec::new();
        for_each_sentence(text, &low, &SideText::new(), |s, quote_marks| {
            seen.push((s[0].text.to_string(), quote_marks));
        });
        assert_eq!(
            seen,
            vec![
                ("keep".to_string(), false),
                ("the".to_string(), true),
                ("go".to_string(), true)
            ]
        );
    }

    #[test]
    fn token_buffers_are_reused_from_span_to_span() {
        let mut toks = Vec::with_capacity(100);
        toks.push(Tok {
            text: TokText("x"),
            range: 0..1,
            kind: TokKind::Word,
            quoted: false,
            class: 0,
            hyphen: false,
            screen: NOT_SCREENED,
        });
        let capacity = toks.capacity();
        let reused: Vec<Tok<'static>> = empty_reusing(toks);
        assert!(reused.is_empty());
        assert_eq!(reused.capacity(), capacity);
        // Reading is the same whether the spare buffers are fresh or reused.
        let first = sentences("Keep it short. Don't rebase!");
        assert_eq!(sentences("Keep it short. Don't rebase!"), first);
    }

    #[test]
    fn words_and_numbers_note_their_hyphens() {
        let text = "Use a three-day window - or 2-4 days; e-mail’s co-op-ed x- -y a--b --flag \
                    `a-b` café-au-lait non‐ascii‐hyphen 3e-4 -> 2026-03-02 sign-off.\n\
                    - follow-ups, twenty-five re-runs";
        let low = text.to_ascii_lowercase();
        let mut hyphenated = Vec::new();
        for_each_sentence(text, &low, &SideText::new(), |toks, _| {
            for x in toks {
                let word = matches!(x.kind, TokKind::Word | TokKind::Number);
                assert_eq!(x.hyphen, word && x.text.contains('-'), "{:?}", x.text);
                if x.hyphen {
                    hyphenated.push(x.text.to_string());
                }
            }
        });
        assert!(
            hyphenated.contains(&"three-day".to_string()),
            "{hyphenated:?}"
        );
        assert!(hyphenated.contains(&"2-4".to_string()), "{hyphenated:?}");
        assert!(
            hyphenated.contains(&"twenty-five".to_string()),
            "{hyphenated:?}"
        );
    }

    #[test]
    fn alphanumeric_matches_the_standard_library() {
        for c in (0..=u32::from(char::MAX)).filter_map(char::from_u32) {
            assert_eq!(is_alphanumeric(c), c.is_alphanumeric(), "{c:?}");
        }
    }

    /// `run` counts the ASCII letters and digits its input starts with, as the byte table
    /// does: every byte value of `bytes` at every position of a chunk of `sample`, from every
    /// start, and runs longer than a chunk. Non-ASCII bytes may disturb the bytes after them in
    /// the scan's arithmetic: the first one still ends the run, whatever follows it (`eight`,
    /// eight ASCII letters, carries the pair).
    fn assert_runs_match_the_byte_table(
        run: fn(&[u8]) -> usize,
        sample: &[u8],
        bytes: impl Iterator<Item = u8>,
        eight: [u8; 8],
    ) {
        for byte in bytes {
            for at in 0..12 {
                let mut b = sample.to_vec();
                b[at] = byte;
                for start in 0..b.len() {
                    let want = b[start..]
                        .iter()
                        .take_while(|&&x| ASCII_ALNUM[usize::from(x)])
                        .count();
                    assert_eq!(run(&b[start..]), want, "{byte:#x} at {at}");
                }
            }
        }
        assert_eq!(run(b""), 0);
        for first in [0x80u8, 0xc3, 0xe2, 0xff] {
            for second in 0..=255u8 {
                for at in 0..7 {
                    let mut b = eight;
                    b[at] = first;
                    b[at + 1] = second;
                    assert_eq!(run(&b), at, "{first:#x} {second:#x} at {at}");
                }
            }
        }
    }

    #[test]
    fn word_runs_of_text_in_any_case_match_the_byte_table() {
        assert_runs_match_the_byte_table(
            ascii_word_run,
            b"AbCdEfGhXyZ0123456789",
            0..=255u8,
            *b"ABCDefgh",
        );
    }

    #[test]
    fn alnum_runs_match_the_byte_table() {
        // Lower-cased text: no ASCII upper case.
        assert_runs_match_the_byte_table(
            ascii_alnum_run,
            b"abcdefghxyz0123456789",
            (0..=255u8).filter(|b| !b.is_ascii_uppercase()),
            *b"abcdefgh",
        );
    }

    /// The `=`-driven reading of key-value lines answers as splitting into words does.
    #[test]
    fn key_values_match_the_word_split() {
        fn by_words(t: &str) -> bool {
            t.split_whitespace()
                .filter(|w| {
                    w.split_once('=').is_some_and(|(k, v)| {
                        !k.is_empty()
                            && !v.is_empty()
                            && k.bytes()
                                .all(|c| c.is_ascii_alphanumeric() || c == b'_' || c == b'.')
                    })
                })
                .count()
                >= 2
        }
        let pieces = [
            "a=1", "b.c=x", "=", "==", "k=", "=v", "a=b=c", "x-y=1", "é=1", "k=\u{a0}", " ",
            "\u{a0}", "\u{3000}", "\t", "word", "a_b=2", "(k=v)", "k==v", "1=2", "",
        ];
        let mut lines = Vec::new();
        for a in pieces {
            for b in pieces {
                for sep in [" ", "\u{a0}", "", "\t\n"] {
                    lines.push(format!("{a}{sep}{b}"));
                    lines.push(format!("{a}{sep}{b}{sep}{a}"));
                }
            }
        }
        for line in &lines {
            assert_eq!(looks_like_key_values(line), by_words(line), "{line:?}");
        }
    }

    /// The exception-name test reads the identifier run at the start; it answers as the
    /// first word (up to the first space) read as a name and a colon does.
    #[test]
    fn exception_names_are_read_as_the_first_word() {
        fn by_first_word(t: &str) -> bool {
            let first_word = t.split(' ').next().unwrap_or(t);
            let Some(name) = first_word.strip_suffix(':') else {
                return false;
            };
            let stem = name
                .strip_suffix("Error")
                .or_else(|| name.strip_suffix("Exception"));
            stem.is_some_and(|stem| {
                stem.starts_with(|c: char| c.is_ascii_alphabetic())
                    && stem
                        .bytes()
                        .all(|c| c.is_ascii_alphanumeric() || c == b'.' || c == b'_')
            })
        }
        let pieces = [
            "ValueError",
            "Error",
            "Exception",
            "x.",
            "_",
            "Ä",
            ":",
            " ",
            "\t",
            "::",
            "io",
            "1",
        ];
        let mut lines = vec![String::new()];
        for _ in 0..4 {
            let longer: Vec<String> = lines
                .iter()
                .flat_map(|l| pieces.iter().map(move |p| format!("{l}{p}")))
                .collect();
            lines.extend(longer);
        }
        let mut names = 0;
        for line in &lines {
            assert_eq!(
                starts_with_exception_name(line),
                by_first_word(line),
                "{line:?}"
            );
            names += usize::from(by_first_word(line));
        }
        assert!(names > 100, "{names}");
    }

    #[test]
    fn shouted_warning_is_not_a_log_line() {
        assert!(!is_machine_line("WARNING: DO NOT DEPLOY ON FRIDAYS"));
        // A comment line is prose unless it holds code.
        assert!(!is_machine_line("// never call this from the UI thread"));
        assert!(!is_machine_line("<!-- keep in sync with docs/api.md -->"));
        assert!(is_machine_line("// let x = compute(y);"));
        assert!(is_machine_line("/* */"));
        // A log's clock has seconds, brackets or a level; a note may open with "14:10"; a
        // chat turn names its speaker after a bracketed clock.
        assert!(is_machine_line("14:10:22 worker started"));
        assert!(!is_machine_line("[14:10] alice: hi"));
        assert!(!is_machine_line("[02:10 PM] Alice Wu: hi"));
        assert!(is_machine_line("[14:10] INFO worker started"));
        assert!(is_machine_line("[14:10:22] worker-3: started"));
        assert!(is_machine_line("14:10 ERROR connection refused"));
        assert!(!is_machine_line("14:10 deploy, error rate flat."));
        assert!(is_machine_line(
            "WARN: disk usage must not exceed 90% (currently 93%)"
        ));
        assert!(is_machine_line("let x = compute(y);"));
        assert!(!is_machine_line("Let the tests finish before merging."));
        // A level in lower case is a log's only inside brackets.
        assert!(is_machine_line(
            "[warn] ratelimiter: 112 requests, limit 100"
        ));
        assert!(is_machine_line("[error] worker 3 exited with status 137"));
        assert!(!is_machine_line(
            "error rate flat, limit deploys to one a day"
        ));
        assert!(!is_machine_line("[warn](docs/warn.md) never ignore these"));
    }

    #[test]
    fn commit_heads_of_git_log_are_machine_lines() {
        assert!(is_machine_line("commit 9e1f0c2d7a"));
        assert!(is_machine_line("9e1f0c2 fix: never drop the cache"));
        assert!(!is_machine_line("commit the fix in 9e1f0c2 first"));
        assert!(!is_machine_line("commit 9e1f0c2 to the release branch"));
        assert!(is_machine_line(
            "commit 9e1f0c2d7a (HEAD -> main, origin/main)"
        ));
    }

    #[test]
    fn http_status_lines_are_machine_lines() {
        assert!(is_machine_line(
            "HTTP 429 Too Many Requests: you may retry after 60 seconds"
        ));
        assert!(is_machine_line("HTTP/1.1 200 OK"));
        assert!(!is_machine_line(
            "HTTP requests must time out after 30 seconds."
        ));
    }

    /// A ban opening the body of a function that acts warns its callers and is read; over a
    /// `return` or an assignment it is the code's note on its value (cls64b).
    #[test]
    fn bans_opening_a_function_that_acts_are_read() {
        assert_eq!(
            sentences("def open_valve(bar):\n    # never open above 6 bar\n    valve.open(bar)"),
            vec!["never open above 6 bar"]
        );
        assert_eq!(
            sentences(
                "fn purge() {\n    // do not run while a batch is loading\n    if loading() {"
            ),
            vec!["do not run while a batch is loading"]
        );
        for code in [
            "def can_open(bar):\n    # never open above 6 bar\n    return bar <= 6",
            "def clamp(bar):\n    # never above 6 bar\n    bar = min(bar, 6)",
            "def open_valve(bar):\n    # opens the inlet valve\n    valve.open(bar)",
            "bar_now = read_gauge()\n# never open above 6 bar\nvalve.open(bar_now)",
        ] {
            assert!(sentences(code).is_empty(), "{code}: {:?}", sentences(code));
        }
    }

    /// A trailing comment warning what goes wrong if the value is changed is read (cls64b);
    /// one that only notes stays the code's.
    #[test]
    fn warnings_in_trailing_comments_are_read() {
        assert_eq!(
            sentences("batch_size = 40  ; keep it under 60 or the oven trips"),
            vec!["keep it under 60 or the oven trips"]
        );
        assert_eq!(
            sentences("max_workers = 8  # not above 12, otherwise the queue stalls"),
            vec!["not above 12 , otherwise the queue stalls"]
        );
        // A ban on changing the value and what goes wrong after a comma (cls65a), the ban
        // maybe a verb and its particle (cls68b).
        assert_eq!(
            sentences("PUMP_HZ = 50  # never raise above 55, the seals overheat"),
            vec!["never raise above 55 , the seals overheat"]
        );
        assert_eq!(
            sentences("  max_speed_rpm: 120   # don't go over, the old belts snap"),
            vec!["don't go over , the old belts snap"]
        );
        for line in [
            "note: keep it short  # don't go over, the old belts snap",
            "max_speed_rpm: 120   # tuned in May, the old belts snap",
        ] {
            assert!(warning_after_a_yaml_value(line).is_none(), "{line}");
        }
        for code in [
            "PUMP_HZ = 50  # never run above this",
            "PUMP_HZ = 50  # don't go, the seals overheat",
            "PUMP_HZ = 50  # tuned over, the seals overheat",
            "PUMP_HZ = 50  # never above 55, the seals overheat",
            "PUMP_HZ = 50  # tuned on site, the seals were replaced",
            "batch_size = 40  ; never more than 60",
            "workers = 8  # ms or s",
            "timeout: 30; retries = 2",
        ] {
            assert!(warning_in_a_trailing_comment(code).is_none(), "{code}");
        }
    }

    /// cls70b: a ban in a trailing comment closed to exceptions ("..., birthday groups too",
    /// "..., even on Sundays", "..., no exceptions") is read; the ban alone, or with a note
    /// of units after its comma, stays the code's.
    #[test]
    fn bans_closed_to_exceptions_in_trailing_comments_are_read() {
        for line in [
            "  max_extension_min: 15  # never past 75 total, birthday groups too",
            "PUMP_HZ = 50  # never above 55, even on Sundays",
            "PUMP_HZ = 50  # don't go over, no exceptions",
        ] {
            assert!(warning_in_a_trailing_comment(line).is_some(), "{line}");
        }
        for line in [
            "  max_extension_min: 15  # never past 75 total",
            "  max_extension_min: 15  # never past 75 total, in minutes",
            "  max_extension_min: 15  # set to 75 for birthday groups too",
        ] {
            assert!(warning_in_a_trailing_comment(line).is_none(), "{line}");
        }
    }

    /// cls69b: a ban on editing the code it sits on ("remove", "shorten"... and "this", "it",
    /// a colon or nothing) is read over any code and after a value; a ban on what the code
    /// does to a thing named stays the code's.
    #[test]
    fn bans_on_editing_the_code_are_read() {
        for words in [
            "DO NOT remove: under-18s are refused even with consent",
            "don't shorten this, Tevita, not for any rush job",
            "never change it",
            "do not touch",
        ] {
            assert!(bans_editing_the_code(words), "{words}");
        }
        for words in [
            "never shorten a name below 3 chars",
            "do not remove the guard before checking",
            "never lower the gate before noon",
            "never run above this",
            "keep this short",
        ] {
            assert!(!bans_editing_the_code(words), "{words}");
        }
        assert_eq!(
            sentences("min_dry_hours = 48  # don't shorten this, Tevita"),
            vec!["don't shorten this , tevita"]
        );
        let guard =
            "def can_book(c):\n    # DO NOT remove: minors are refused\n    return c.age >= 18";
        assert_eq!(sentences(guard), vec!["do not remove : minors are refused"]);
        let note = "def f(x):\n    # never shorten a name below 3 chars\n    return x[:3]";
        assert!(sentences(note).is_empty(), "{:?}", sentences(note));
    }

    /// cls69c: a trailing comment naming its value a limit that does not bend is read, under
    /// a section too; a comment that only notes, or a limit with more said of it, is not.
    #[test]
    fn a_comment_naming_its_value_a_limit_is_read() {
        // (A section's header line is a sentence of its own, which binds nothing.)
        assert_eq!(
            sentences(
                "labeller:\n  overfill_tolerance_g: 3   # hard limit, trading standards fine us"
            ),
            vec!["labeller :", "hard limit , trading standards fine us"]
        );
        assert_eq!(
            sentences("[kiln]\nmax_temp = 1240  # Hard cap"),
            vec!["[ kiln ]", "hard cap"]
        );
        for code in [
            "overfill_tolerance_g: 3   # in grams",
            "overfill_tolerance_g: 3   # was 5 last year",
            "overfill_tolerance_g: 3   # set by Bob",
            "overfill_tolerance_g: 3   # hard limit was 5 last year",
            "overfill_tolerance_g: 3   # hard work to tune, this one",
            "max_temp = 1240  # limit",
        ] {
            assert!(warning_in_a_trailing_comment(code).is_none(), "{code}");
        }
    }

    /// cls69b: two hyphens between spaces are a dash; flags and a hyphen in a word are not.
    #[test]
    fn two_spaced_hyphens_are_a_dash() {
        let mut dashes = 0;
        for_each_sentence(
            "backup.sh -- run this; pass --all or x--y",
            "backup.sh -- run this; pass --all or x--y",
            &SideText::new(),
            |toks, _| dashes += toks.iter().filter(|t| t.is_punct('—')).count(),
        );
        assert_eq!(dashes, 1);
    }

    /// cls69b: a query selecting a list of names, each with its comma, is code.
    #[test]
    fn a_query_selecting_listed_names_is_code() {
        assert!(looks_like_code("SELECT owner_name, dog_name, breed"));
        assert!(!looks_like_code("from the east, west and south we came"));
    }

    #[test]
    fn call_statements_are_code() {
        assert!(is_machine_line("    sleep(2 ** i)"));
        assert!(is_machine_line("client.close();"));
        assert!(!is_machine_line("Sleep (at least 8 hours)"));
        assert!(!is_machine_line("sleep at least 8 hours (doctor's orders)"));
        assert!(is_machine_line("    ensure!(n > 0, \"empty batch\")"));
    }

    /// A test runner's line (a mark, the test's name, its time) is data; a checklist item in
    /// prose is not.
    #[test]
    fn test_runner_lines_are_machine_lines() {
        assert!(is_machine_line("  ✓ must not allow empty names (3 ms)"));
        assert!(is_machine_line("✕ should reject ages under 18 (12ms)"));
        assert!(is_machine_line(
            "  ✔ Scenario: Refund within 30 days (0.8s)"
        ));
        assert!(is_machine_line(
            "✘ Scenario: Refund after 30 days is rejected (1.1 s)"
        ));
        assert!(!is_machine_line("✓ Never push to main"));
        assert!(!is_machine_line("✔ Refund within 30 days (always)"));
        assert!(!is_machine_line("✔ Keep each answer short (under 2 mins)"));
    }

    /// Code followed by a trailing `//` comment is code; prose with one is not.
    #[test]
    fn code_with_a_trailing_comment_is_code() {
        assert!(is_machine_line(
            "expect(validate(17)).toBe(false); // must be 18+"
        ));
        assert!(is_machine_line("  check_age(age) // must be at least 18"));
        assert!(!is_machine_line(
            "Run the tests before merging // important"
        ));
    }

    /// A keyword line of code holding a code name (`rx.refills_left`, `user.id`,
    /// `max_retries`) is code; prose opening with the same word, or with "e.g.", is not.
    #[test]
    fn keyword_lines_with_code_names_are_code() {
        assert!(is_machine_line(
            "    return not rx.expired and rx.refills_left > 0"
        ));
        assert!(is_machine_line("while retries_left and not done"));
        assert!(is_machine_line("return user.id if user else None"));
        assert!(!is_machine_line("return the laptop to IT before you leave"));
        assert!(!is_machine_line(
            "return the forms, e.g. the W-9 and the contract"
        ));
    }

    /// git's hints in `git status` output are data.
    #[test]
    fn git_status_hints_are_machine_lines() {
        assert!(is_machine_line(
            "  (use \"git add <file>...\" to update what will be committed)"
        ));
        assert!(!is_machine_line("(use the staging branch for this)"));
    }

    /// ESLint's table lines and rustc's gutter marks under code are data; a time opening a
    /// note, a bullet after a bar, and a table row are not.
    #[test]
    fn linter_tables_and_compiler_gutters_are_machine_lines() {
        assert!(is_machine_line(
            "12:5  error  'x' is assigned a value but never used  no-unused-vars"
        ));
        assert!(is_machine_line(
            "3:10  warning  Unexpected console statement  no-console"
        ));
        assert!(is_machine_line(
            "|         - move occurs because `s` has type `String`"
        ));
        assert!(is_machine_line("5 |     ^ value borrowed here after move"));
        assert!(is_machine_line("help: consider cloning the value"));
        assert!(!is_machine_line("12:30 error in the deploy, don't retry"));
        assert!(!is_machine_line("| - don't merge on Fridays"));
    }

    /// A file's path and line number open a match line of grep: what it quotes is data.
    #[test]
    fn grep_match_lines_are_machine_lines() {
        assert!(is_machine_line(
            "src/db.rs:88:    // never hold the lock across await"
        ));
        assert!(is_machine_line(
            "docs/policy.md:12:Keys must not be shared."
        ));
        assert!(is_machine_line(
            "CONTRIBUTING.md:3: Do not edit generated files"
        ));
        assert!(is_machine_line(
            "C:\\repo\\docs\\policy.md:12:Keys must not be shared."
        ));
        assert!(!is_machine_line(
            "Note: 12:30 is the cut-off, don't book later"
        ));
        assert!(!is_machine_line("Keep README.md short: 3 sections at most"));
    }

    /// A compiler's diagnostic lines are data: rustc's and clippy's notes under it, tsc's
    /// line with its line and column in parentheses or with no path.
    #[test]
    fn compiler_diagnostic_lines_are_machine_lines() {
        assert!(is_machine_line(
            "= note: values must be dropped before the borrow ends"
        ));
        assert!(is_machine_line("= help: consider cloning the value"));
        assert!(is_machine_line(
            "web/app.tsx(3,12): error TS2322: Type 'string' must be assignable to 'number'."
        ));
        assert!(is_machine_line(
            "error TS7006: Parameter 'x' implicitly has an 'any' type."
        ));
        assert!(!is_machine_line("Note (2,3): don't touch the lockfile"));
        assert!(!is_machine_line("Use Python (3.12): never 3.8"));
    }

    /// An agent trace's tool call and what it returned is data, as is markup a tool fetched;
    /// a sentence naming a file with an arrow in it is not.
    #[test]
    fn tool_calls_with_their_results_are_machine_lines() {
        assert!(is_machine_line(
            "crm.find_contact -> 2 matches: Ana Ruiz (owner), Ben Ode, max 50 results"
        ));
        assert!(is_machine_line(
            "payments.get_limits() => daily limit $2,000, must verify above $500"
        ));
        assert!(!is_machine_line("README.md -> keep it under 3 sections"));
        assert!(!is_machine_line(
            "Settings -> Privacy: never share the location"
        ));
        // Markup under a label saying it was fetched is data; an order before markup is not.
        assert!(is_machine_line(
            "Scraped from the visitor centre page: <div class=\"sign\">Please do not tap on the glass</div> (index.html, line 212)"
        ));
        assert!(is_machine_line(
            "Fetched from the wiki: <p>Never prop the fire door open.</p> (wiki/safety.html)"
        ));
        assert!(!is_machine_line(
            "Reminder for the page: <b>never</b> prop the fire door open (seriously)"
        ));
        // After a trace's "call": the call is still data; an order to call someone is not.
        assert!(is_machine_line(
            "call search_flights(origin=\"LHR\", dest=\"INV\", max_price=120, nonstop=true) -> 3 results, cheapest £96"
        ));
        assert!(!is_machine_line("Call the vendor -> ask for a refund"));
        assert!(!is_machine_line("call Dana before 5 -> she has the keys"));
    }

    /// A command's table (cells apart by runs of spaces) is data; prose with a double
    /// space between sentences is not.
    #[test]
    fn table_lines_are_machine_lines() {
        assert!(is_machine_line(
            "NAME                 READY   STATUS    RESTARTS   AGE"
        ));
        assert!(is_machine_line("Name    Type    Limit    Used"));
        assert!(is_machine_line(
            "web-6d4cf56db6-9x2lp   0/1     Pending   0          12m"
        ));
        assert!(!is_machine_line("Don't deploy.  Wait for QA.  Then merge."));
        assert!(!is_machine_line("Never push to main  unless asked"));
        // A markdown table's row of short cells is not machine text by its bars (cls65c).
        assert!(!is_machine_line("| Van | Bay | Max fill (L) |"));
        assert!(is_machine_line("a|b (c) |d|"));
    }

    /// A record's quoted last cell is read alone; a quotation after a comma and a space, or
    /// a record of one cell before it, is not cut out (cls65c).
    #[test]
    fn a_records_quoted_last_cell_is_read_alone() {
        let line = "4471,family,veg lasagne,\"no dairy - swap the ricotta\"";
        assert_eq!(
            quoted_last_cell(line).map(|r| &line[r]),
            Some("no dairy - swap the ricotta")
        );
        assert_eq!(
            quoted_last_cell("She paused, then said, \"never again\""),
            None
        );
        assert_eq!(quoted_last_cell("Title,\"Hold the line\""), None);
        assert_eq!(quoted_last_cell("a,b,\"\""), None);
        // A line ending in `,"` after a cell: its quote opens nothing (it panicked before).
        assert_eq!(quoted_last_cell("1,000 twenty one( $20 A,\""), None);
        assert_eq!(quoted_last_cell("a,b,\""), None);
    }

    /// One-line blocks and condition headers of code are code; prose with a placeholder or
    /// a list opened by "if ...:" is not.
    #[test]
    fn one_line_blocks_and_condition_headers_are_code() {
        assert!(is_machine_line(
            "    if age < 18 { return Err(AgeError::TooYoung) }"
        ));
        assert!(is_machine_line("if len(items) > 100:"));
        assert!(is_machine_line("elif retries >= 3:"));
        assert!(!is_machine_line("Always greet with Hi {name}"));
        assert!(!is_machine_line("if the build fails:"));
    }

    /// A Dockerfile's instructions (a capital keyword, then a path, a tag, a flag or an
    /// assignment) are machine lines; a shouted word opening prose is not, nor a comment.
    #[test]
    fn dockerfile_instructions_are_machine_lines() {
        assert!(is_machine_line("FROM python:3.11-slim"));
        assert!(is_machine_line(
            "RUN pip install --no-cache-dir skyfield==1.48"
        ));
        assert!(is_machine_line("COPY track.py /app/"));
        assert!(is_machine_line("EXPOSE 8080"));
        assert!(is_machine_line("ENV PATH=/opt/bin:$PATH"));
        assert!(!is_machine_line("RUN the tests before you merge."));
        assert!(!is_machine_line("COPY the notes into the wiki"));
        assert!(!is_machine_line("ADD a changelog entry for every fix."));
        assert!(!is_machine_line("USER DATA MUST STAY IN THE EU"));
        assert!(!is_machine_line("ADD 2FA to every admin account"));
        assert!(!is_machine_line("RUN a dry-run first"));
        assert!(is_machine_line(
            "RUN apt-get update && apt-get install -y curl"
        ));
    }

    /// A sentence right after an open list marker is an item; one after a ticked box, at a
    /// line's start or after other words on its line is not (cls65c).
    #[test]
    fn a_sentence_after_an_open_list_marker_is_an_item() {
        let place = |text: &str, word: &str| line_place(text, text.find(word).unwrap());
        let list = "Kit list:\n1) Tent pegs packed\n- **Stove** fuelled\n• Maps dry\n- [ ] Gas off";
        for word in ["Tent", "Stove", "Maps", "Gas"] {
            assert_eq!(place(list, word), LinePlace::OpenItem, "{word}");
        }
        assert_eq!(place(list, "Kit"), LinePlace::LineStart);
        assert_eq!(place("Done:\n- [x] Gas off", "Gas"), LinePlace::LineStart);
        assert_eq!(place("## Gas off", "Gas"), LinePlace::LineStart);
        assert_eq!(place("- Tents up. Gas off", "Gas"), LinePlace::Inside);
        assert_eq!(place("Note 12 pegs", "pegs"), LinePlace::Inside);
    }
}
