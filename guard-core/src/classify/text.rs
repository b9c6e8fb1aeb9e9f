//! Reading a span before any rule runs: lines, markdown markup, code fences, lines that look
//! like machine output (logs, JSON, code, shell), then words and sentences.
//!
//! Everything here is one forward pass over the bytes; byte offsets always point into the
//! original text (the lower-cased copy has the same offsets because only ASCII is folded).

use std::borrow::Cow;
use std::ops::Range;

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
#[derive(Debug, Clone)]
pub(crate) struct Tok<'a> {
    /// Lower-cased text, apostrophes normalised to `'`.
    pub text: Cow<'a, str>,
    /// Byte range in the original text.
    pub range: Range<usize>,
    /// Token class.
    pub kind: TokKind,
    /// Inside quotation marks: quoted words are data unless a principal says them.
    pub quoted: bool,
    /// Word classes ([`super::lexicon::classes`]), looked up once.
    pub class: u32,
}

impl Tok<'_> {
    /// True for punctuation `c`.
    pub fn is_punct(&self, c: char) -> bool {
        self.kind == TokKind::Punct(c)
    }
}

/// Split `text` into sentences of tokens and hand each to `each_sentence`, skipping code
/// fences and machine-looking lines. `low` is `text` with ASCII lower-cased.
pub(crate) fn for_each_sentence<'a>(
    text: &'a str,
    low: &'a str,
    mut each_sentence: impl FnMut(&[Tok<'a>]),
) {
    let trimmed = text.trim();
    if looks_like_json_document(trimmed) {
        return;
    }
    let mut in_fence = false;
    let mut in_output = false;
    // About one token per five bytes of prose; sized once per span.
    let mut toks: Vec<Tok<'a>> = Vec::with_capacity((text.len() / 4).min(4096));
    let mut start = 0;
    while start <= text.len() {
        let end =
            memchr::memchr(b'\n', &text.as_bytes()[start..]).map_or(text.len(), |i| start + i);
        let line = &text[start..end];
        let t = line.trim_start();
        // After a shell prompt line, everything up to a blank line is the command's output.
        if t.trim_end().is_empty() {
            in_output = false;
        } else if t.starts_with("$ ")
            || t.starts_with("> $")
            || t.starts_with("PS ") && t.contains('>')
        {
            in_output = true;
        }
        if t.starts_with("```") || t.starts_with("~~~") {
            in_fence = !in_fence;
        } else if !in_fence && !in_output && !is_machine_line(line) {
            let skip = markdown_prefix_len(line);
            toks.clear();
            tokenize(text, low, start + skip..end, &mut toks);
            for sentence in split_sentences(&toks) {
                each_sentence(sentence);
            }
        }
        start = end + 1;
    }
}

fn looks_like_json_document(t: &str) -> bool {
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
        let rest = &line[i..];
        let step = if rest.starts_with("> ") || rest.starts_with('>') && !rest.starts_with(">=") {
            1
        } else if rest.starts_with("- ") || rest.starts_with("* ") || rest.starts_with("+ ") {
            2
        } else if rest.starts_with("• ") || rest.starts_with("· ") {
            '•'.len_utf8() + 1
        } else if rest.starts_with("[ ] ") || rest.starts_with("[x] ") || rest.starts_with("[X] ") {
            4
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

/// Lines that a tool, a log or a program wrote rather than a person: their words are data.
pub(crate) fn is_machine_line(line: &str) -> bool {
    let t = line.trim();
    if t.is_empty() {
        return true;
    }
    const PREFIXES: [&str; 30] = [
        "{\"",
        "[{",
        "{'",
        "$ ",
        "> $",
        "#!",
        "Traceback",
        "File \"",
        "npm ERR",
        "error[",
        "error:",
        "-->",
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
    ];
    // Tool errors: "Error: value must be between 1 and 10 (got 12)".
    if t.starts_with("Error:")
        || t.starts_with("Exception:")
        || t.starts_with("Exception in thread")
        || starts_with_exception_name(t)
    {
        return true;
    }
    // Compare only the prefixes that start with the line's first byte.
    let first = t.as_bytes()[0];
    if PREFIXES
        .iter()
        .any(|p| p.as_bytes()[0] == first && t.starts_with(p))
        || t.starts_with('<') && t.ends_with('>')
    {
        return true;
    }
    starts_with_timestamp(t)
        || starts_with_syslog_stamp(t)
        || starts_with_ip_address(t)
        || starts_with_log_level(t)
        || starts_with_glog_header(t)
        || looks_like_stack_frame(t)
        || looks_like_code(t)
        || looks_like_key_values(t)
        || symbol_heavy(t)
}

/// A raised exception's name and message: "ValueError: batch size must be positive",
/// "java.lang.IllegalStateException: ...". The name is one identifier (dots allowed).
fn starts_with_exception_name(t: &str) -> bool {
    // Only the first word is read: "ValueError:" ends it.
    let first_word = t.split(' ').next().unwrap_or_default();
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

fn starts_with_timestamp(t: &str) -> bool {
    let b = t.as_bytes();
    let b = if b.first() == Some(&b'[') { &b[1..] } else { b };
    let d = |i: usize| b.get(i).is_some_and(u8::is_ascii_digit);
    (d(0) && d(1) && d(2) && d(3) && b.get(4) == Some(&b'-') && d(5) && d(6))
        || (d(0) && d(1) && b.get(2) == Some(&b':') && d(3) && d(4))
}

fn starts_with_log_level(t: &str) -> bool {
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
    ) {
        return false;
    }
    let after = &t[word_len..];
    let sep = after.starts_with([':', ']', ' ', '|', '\t']);
    // A shouted instruction ("WARNING: DO NOT DEPLOY") is not a log line.
    let rest_upper = after.bytes().filter(u8::is_ascii_uppercase).count();
    let rest_lower = after.bytes().filter(u8::is_ascii_lowercase).count();
    sep && rest_lower >= rest_upper
}

/// The syslog stamp: a month abbreviation, a day, a time ("Oct 03 14:22:51 app[3321]: ...").
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
    let first = t.as_bytes().first().copied();
    if KEYWORDS
        .iter()
        .any(|k| Some(k.as_bytes()[0]) == first && t.starts_with(k))
        && !prose_end
    {
        let words = t.split_whitespace().count();
        if t.contains(['=', '(', '{', ';']) || t.ends_with(':') || words <= 3 {
            return true;
        }
    }
    t.ends_with(';')
        || t.ends_with('{')
        || t == "}"
        || t.ends_with("};")
        || t.ends_with("),")
        || is_identifier_assignment(t)
}

/// `max_retries = 5`, `cfg.timeout = 30`: a snake_case or dotted name assigned a value.
fn is_identifier_assignment(t: &str) -> bool {
    let b = t.as_bytes();
    if !b.first().is_some_and(u8::is_ascii_lowercase) {
        return false; // prose starts with a capital; a variable rarely does
    }
    let name = b
        .iter()
        .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.'))
        .count();
    let rest = t[name..].trim_start();
    // "retries += 1": a compound assignment is code whatever the name.
    let compound = ["+=", "-=", "*=", "/=", "|=", "&="]
        .iter()
        .any(|op| rest.starts_with(op));
    name > 0
        && (compound
            || b[..name].iter().any(|c| matches!(c, b'_' | b'.'))
                && rest.starts_with('=')
                && !rest.starts_with("==")
                && !rest[1..].trim().is_empty())
}

fn looks_like_key_values(t: &str) -> bool {
    memchr::memchr(b'=', t.as_bytes()).is_some()
        && t.split_whitespace()
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

/// `SYMBOL_CLASS` bit: a byte that starts a visible character (not a space, not a UTF-8
/// continuation byte).
const VISIBLE: u8 = 1;
/// `SYMBOL_CLASS` bit: a symbol machine text is full of.
const SYMBOL: u8 = 2;

/// Per byte: `VISIBLE` and `SYMBOL` bits, for [`symbol_heavy`].
const SYMBOL_CLASS: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        let byte = b as u8;
        if !(byte.is_ascii_whitespace() || byte & 0xC0 == 0x80) {
            table[b] = VISIBLE;
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
                table[b] |= SYMBOL;
            }
        }
        b += 1;
    }
    table
};

fn symbol_heavy(t: &str) -> bool {
    // Machine text opens brackets or assigns; prose rarely does.
    let b = t.as_bytes();
    if memchr::memchr3(b'{', b'=', b'(', b).is_none()
        && memchr::memchr3(b'[', b'<', b'$', b).is_none()
    {
        return false;
    }
    // Counted branch-free over a byte table (the loop vectorises).
    let (symbols, visible) = t.as_bytes().iter().fold((0usize, 0usize), |(s, v), &b| {
        let class = SYMBOL_CLASS[usize::from(b)];
        (
            s + usize::from(class & SYMBOL != 0),
            v + usize::from(class & VISIBLE != 0),
        )
    });
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

/// Where the word starting at `start` ends: letters and digits, joined by inner apostrophes,
/// hyphens, dots, slashes, underscores and `@`; by `,` and `:` only inside numbers (`1,000`,
/// `18:00`). ASCII is scanned byte by byte; other characters are decoded.
fn word_end(line: &str, start: usize, numeric: bool) -> usize {
    let b = line.as_bytes();
    let alnum_at = |k: usize| {
        line.get(k..)
            .and_then(|r| r.chars().next())
            .is_some_and(char::is_alphanumeric)
    };
    let mut j = start;
    while let Some(&x) = b.get(j) {
        if ASCII_ALNUM[usize::from(x)] {
            j += 1;
        } else if x < 0x80 {
            let joins = matches!(x, b'\'' | b'-' | b'.' | b'/' | b'_' | b'@' | b',' | b':')
                && alnum_at(j + 1)
                && (!matches!(x, b',' | b':')
                    || numeric && b.get(j + 1).is_some_and(u8::is_ascii_digit));
            if !joins {
                break;
            }
            j += 1;
        } else {
            let Some(c) = line[j..].chars().next() else {
                break;
            };
            if c.is_alphanumeric() || c == '’' && alnum_at(j + c.len_utf8()) {
                j += c.len_utf8();
            } else {
                break;
            }
        }
    }
    j
}

/// Tokenize `range` of `text` (one line) into `out`.
fn tokenize<'a>(text: &'a str, low: &'a str, range: Range<usize>, out: &mut Vec<Tok<'a>>) {
    let base = range.start;
    let line = &text[range];
    let bytes = line.as_bytes();
    let mut quoted = false;
    let mut last_open = None;
    let mut i = 0;
    while i < bytes.len() {
        let b0 = bytes[i];
        if b0 == b' ' {
            i += 1;
            continue;
        }
        let c = if b0 < 0x80 {
            char::from(b0)
        } else {
            line[i..].chars().next().unwrap_or(' ')
        };
        let clen = c.len_utf8();
        let (skip, alnum) = if b0 < 0x80 {
            (ASCII_SKIP[usize::from(b0)], ASCII_ALNUM[usize::from(b0)])
        } else {
            (c.is_whitespace(), c.is_alphanumeric())
        };
        let kind = if skip {
            i += clen;
            continue;
        } else if alnum {
            let end = word_end(line, i, c.is_ascii_digit());
            let word = &low[base + i..base + end];
            let text = if word.is_ascii() || !word.contains('’') {
                Cow::Borrowed(word)
            } else {
                Cow::Owned(word.replace('’', "'"))
            };
            // No word list holds a number: only words are looked up.
            let (kind, class) = if c.is_ascii_digit() {
                (TokKind::Number, 0)
            } else {
                (TokKind::Word, super::lexicon::classes(&text))
            };
            out.push(Tok {
                text,
                range: base + i..base + end,
                kind,
                quoted,
                class,
            });
            i = end;
            continue;
        } else if c == '`' {
            match line[i + 1..].find('`') {
                Some(close) => {
                    let end = i + 1 + close + 1;
                    out.push(Tok {
                        text: Cow::Borrowed("`code`"),
                        range: base + i..base + end,
                        kind: TokKind::Code,
                        quoted,
                        class: 0,
                    });
                    i = end;
                    continue;
                }
                None => TokKind::Symbol('`'),
            }
        } else if matches!(c, '"' | '“' | '”' | '«' | '»' | '\'' | '‘' | '’') {
            let opening = match c {
                '“' | '«' | '‘' => true,
                '”' | '»' => false,
                _ => !quoted,
            };
            if opening && !quoted {
                quoted = true;
                last_open = Some(out.len());
            } else if !opening && quoted {
                quoted = false;
            }
            TokKind::Quote
        } else if matches!(c, '.' | '!' | '?' | ';' | ':' | ',' | '(' | ')' | '—' | '–') {
            TokKind::Punct(if c == '–' { '—' } else { c })
        } else if c == '-'
            && bytes.get(i + 1).is_none_or(|b| *b == b' ')
            && i > 0
            && bytes[i - 1] == b' '
        {
            TokKind::Punct('—')
        } else if (c == '<' || c == '>') && bytes.get(i + 1) == Some(&b'=') {
            let sign = if c == '<' { "≤" } else { "≥" };
            out.push(Tok {
                text: Cow::Borrowed(sign),
                range: base + i..base + i + 2,
                kind: TokKind::Symbol(if c == '<' { '≤' } else { '≥' }),
                quoted,
                class: super::lexicon::classes(sign),
            });
            i += 2;
            continue;
        } else {
            TokKind::Symbol(c)
        };
        let text = &low[base + i..base + i + clen];
        out.push(Tok {
            text: Cow::Borrowed(text),
            range: base + i..base + i + clen,
            kind,
            quoted,
            // Signs such as `<` and `+` are comparators; punctuation and quotes are in no list.
            class: match kind {
                TokKind::Symbol(_) => super::lexicon::classes(text),
                _ => 0,
            },
        });
        i += clen;
    }
    // An unclosed quotation mark was an apostrophe or a stray mark: nothing after it is quoted.
    if quoted && let Some(open) = last_open {
        for t in &mut out[open..] {
            t.quoted = false;
        }
    }
}

/// Sentence boundaries: `.`, `!`, `?` (not after an abbreviation).
fn split_sentences<'t, 'a>(toks: &'t [Tok<'a>]) -> impl Iterator<Item = &'t [Tok<'a>]> {
    let mut start = 0;
    let mut i = 0;
    std::iter::from_fn(move || {
        while i < toks.len() {
            let t = &toks[i];
            i += 1;
            // ".env", "v1.2": a full stop glued to the next word does not end a sentence.
            let glued = toks.get(i).is_some_and(|n| {
                n.range.start == t.range.end && matches!(n.kind, TokKind::Word | TokKind::Number)
            });
            let ends = matches!(t.kind, TokKind::Punct('.' | '!' | '?'))
                && !glued
                && !(t.is_punct('.')
                    && i >= 2
                    && is_abbreviation(&toks[i - 2].text)
                    && toks[i - 2].range.end == t.range.start);
            if ends {
                // Keep a run of closing punctuation and quotes with the sentence.
                while i < toks.len()
                    && matches!(
                        toks[i].kind,
                        TokKind::Punct('.' | '!' | '?') | TokKind::Quote
                    )
                    && toks[i].range.start == toks[i - 1].range.end
                {
                    i += 1;
                }
                let s = &toks[start..i];
                start = i;
                return Some(s);
            }
        }
        if start < toks.len() {
            let s = &toks[start..];
            start = toks.len();
            return Some(s);
        }
        None
    })
}

fn is_abbreviation(w: &str) -> bool {
    matches!(
        w,
        "e.g"
            | "i.e"
            | "etc"
            | "vs"
            | "approx"
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

    fn sentences(text: &str) -> Vec<String> {
        let low = text.to_ascii_lowercase();
        let mut out = Vec::new();
        for_each_sentence(text, &low, |s| {
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

    #[test]
    fn inline_code_is_opaque_and_quotes_are_marked() {
        let text = "Run `do not` and the sign says \"never\".";
        let low = text.to_ascii_lowercase();
        let mut seen = Vec::new();
        for_each_sentence(text, &low, |s| {
            seen.extend(s.iter().map(|t| (t.text.to_string(), t.quoted)))
        });
        assert!(seen.contains(&("`code`".into(), false)));
        assert!(seen.contains(&("never".into(), true)));
    }

    #[test]
    fn shouted_warning_is_not_a_log_line() {
        assert!(!is_machine_line("WARNING: DO NOT DEPLOY ON FRIDAYS"));
        assert!(is_machine_line(
            "WARN: disk usage must not exceed 90% (currently 93%)"
        ));
        assert!(is_machine_line("let x = compute(y);"));
        assert!(!is_machine_line("Let the tests finish before merging."));
    }
}
