//! `classify` and `check-rewrite`: JSON lines in, one JSON line out per input line, in order.
//!
//! A malformed line (not JSON, not an object with the required string fields, not UTF-8) is
//! reported on stderr with its 1-based line number and gets no output line; the other lines are
//! still answered. The exit code is 2 if any line was malformed, else 0. Blank lines are skipped.
//!
//! Lines are read in batches and answered in parallel (rayon); answers and error reports are
//! written in input order, so the output does not depend on the number of threads.

use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::ops::Range;
use std::path::PathBuf;
use std::process::ExitCode;

use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

use guard_core::classify::classify as classify_text;
use guard_core::polarity::check_rewrite as check_text_rewrite;

use super::EXIT_USAGE;

/// Where the JSON lines come from.
#[derive(Debug, clap::Args)]
pub struct InputArgs {
    /// File of JSON lines; standard input when omitted or `-`.
    file: Option<PathBuf>,
}

#[derive(Deserialize)]
struct SpanLine<'a> {
    #[serde(borrow)]
    id: &'a RawValue,
    #[serde(borrow)]
    text: std::borrow::Cow<'a, str>,
}

#[derive(Serialize)]
struct ClassifyOut<'a> {
    id: &'a RawValue,
    kind: &'static str,
    cues: Vec<CueOut>,
}

#[derive(Serialize)]
struct CueOut {
    cue: &'static str,
    start: usize,
    end: usize,
}

#[derive(Deserialize)]
struct RewriteLine<'a> {
    #[serde(borrow)]
    id: &'a RawValue,
    #[serde(borrow)]
    original: std::borrow::Cow<'a, str>,
    #[serde(borrow)]
    rewrite: std::borrow::Cow<'a, str>,
}

#[derive(Serialize)]
struct RewriteOut<'a> {
    id: &'a RawValue,
    polarity_changed: bool,
    changes: Vec<ChangeOut>,
}

#[derive(Serialize)]
struct ChangeOut {
    what: String,
    original: String,
    rewrite: String,
}

/// Run `classify` over the input.
pub fn classify(input: &InputArgs) -> ExitCode {
    for_each_line(input, |line, out| {
        let span: SpanLine = serde_json::from_slice(line)?;
        let verdict = classify_text(&span.text);
        let cues = verdict
            .cues
            .iter()
            .map(|c| CueOut {
                cue: c.kind.as_str(),
                start: c.range.start,
                end: c.range.end,
            })
            .collect();
        serde_json::to_writer(
            out,
            &ClassifyOut {
                id: span.id,
                kind: verdict.kind.as_str(),
                cues,
            },
        )
    })
}

/// Run `check-rewrite` over the input.
pub fn check_rewrite(input: &InputArgs) -> ExitCode {
    for_each_line(input, |line, out| {
        let pair: RewriteLine = serde_json::from_slice(line)?;
        let report = check_text_rewrite(&pair.original, &pair.rewrite);
        let polarity_changed = report.polarity_changed();
        let changes = report
            .changes
            .into_iter()
            .map(|c| ChangeOut {
                what: c.what,
                original: c.original,
                rewrite: c.rewrite,
            })
            .collect();
        serde_json::to_writer(
            out,
            &RewriteOut {
                id: pair.id,
                polarity_changed,
                changes,
            },
        )
    })
}

/// Feed every non-blank line to `answer`, which writes one JSON value; add the newline.
fn for_each_line(
    input: &InputArgs,
    answer: impl Fn(&[u8], &mut Vec<u8>) -> serde_json::Result<()> + Sync,
) -> ExitCode {
    let (name, reader): (String, Box<dyn BufRead>) = match input.file.as_deref() {
        None => ("<stdin>".into(), Box::new(io::stdin().lock())),
        Some(p) if p.as_os_str() == "-" => ("<stdin>".into(), Box::new(io::stdin().lock())),
        Some(path) => match File::open(path) {
            Ok(f) => (
                path.display().to_string(),
                Box::new(BufReader::with_capacity(1 << 16, f)),
            ),
            Err(err) => {
                eprintln!("error: cannot read {}: {err}", path.display());
                return ExitCode::from(EXIT_USAGE);
            }
        },
    };
    match answer_lines(reader, &name, &answer) {
        Ok(0) => ExitCode::SUCCESS,
        Ok(malformed) => {
            eprintln!("error: {malformed} malformed line(s) in {name}");
            ExitCode::from(EXIT_USAGE)
        }
        Err(err) if err.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("error: I/O error on {name}: {err}");
            ExitCode::from(EXIT_USAGE)
        }
    }
}

/// Lines answered together: large enough to keep every core busy, small enough to bound memory.
const BATCH_LINES: usize = 4096;

/// Answer every line; return how many were malformed.
fn answer_lines(
    mut reader: Box<dyn BufRead>,
    name: &str,
    answer: &(impl Fn(&[u8], &mut Vec<u8>) -> serde_json::Result<()> + Sync),
) -> io::Result<usize> {
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    let mut malformed = 0;
    let mut number = 0usize;
    // A batch's lines sit end to end in one buffer, reused from batch to batch: reading a
    // line allocates nothing once the buffer has grown to a batch.
    let mut text: Vec<u8> = Vec::new();
    let mut batch: Vec<(usize, Range<usize>)> = Vec::with_capacity(BATCH_LINES);
    loop {
        text.clear();
        batch.clear();
        while batch.len() < BATCH_LINES {
            let start = text.len();
            if reader.read_until(b'\n', &mut text)? == 0 {
                break;
            }
            number += 1;
            if text[start..].iter().all(u8::is_ascii_whitespace) {
                text.truncate(start);
            } else {
                batch.push((number, start..text.len()));
            }
        }
        if batch.is_empty() {
            break;
        }
        let answers: Vec<serde_json::Result<Vec<u8>>> = batch
            .par_iter()
            .map(|(_, line)| {
                let mut rendered = Vec::with_capacity(256);
                answer(&text[line.clone()], &mut rendered).map(|()| rendered)
            })
            .collect();
        for ((number, _), answered) in batch.iter().zip(answers) {
            match answered {
                Ok(mut rendered) => {
                    rendered.push(b'\n');
                    out.write_all(&rendered)?;
                }
                Err(err) => {
                    malformed += 1;
                    eprintln!("{name}:{number}: malformed input line: {err}");
                }
            }
        }
    }
    out.flush()?;
    Ok(malformed)
}
