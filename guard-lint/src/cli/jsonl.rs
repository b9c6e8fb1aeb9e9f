//! `classify` and `check-rewrite`: JSON lines in, one JSON line out per input line, in order.
//!
//! A malformed line (not JSON, not an object with the required string fields, not UTF-8) is
//! reported on stderr with its 1-based line number and gets no output line; the other lines are
//! still answered. The exit code is 2 if any line was malformed, else 0. Blank lines are skipped.
//! A line whose analysis panics (a bug) is reported the same way, as an internal error, so one
//! such line costs its own answer only.
//!
//! Lines are read in batches on a reader thread and answered in parallel (rayon) while the next
//! batch is read; answers and error reports are written in input order, so the output does not
//! depend on the number of threads.

use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Read, Write};
use std::ops::Range;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::mpsc;
use std::thread;

use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

use guard_core::classify::{Verdict, classify as classify_text};
use guard_core::polarity::check_rewrite as check_text_rewrite;

use super::EXIT_USAGE;
use crate::isolate::isolated;

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

/// A `classify` answer as serde writes it; [`write_verdict`] writes the same bytes.
#[cfg(test)]
#[derive(Serialize)]
struct ClassifyOut<'a> {
    id: &'a RawValue,
    kind: &'static str,
    cues: Vec<CueOut>,
}

#[cfg(test)]
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
        write_verdict(span.id, &classify_text(&span.text), out);
        Ok(())
    })
}

/// Write the answer to a span as one JSON object, `{"id":..,"kind":"..","cues":[{"cue":"..",
/// "start":..,"end":..},..]}`: the bytes `serde_json::to_writer` writes for `ClassifyOut`
/// (a unit test holds the two to the same output), put together directly. The answer is
/// written for every input line, and serde's serializer asked every key and name again for
/// escapes and kept its state per field.
fn write_verdict(id: &RawValue, verdict: &Verdict, out: &mut Vec<u8>) {
    out.extend_from_slice(b"{\"id\":");
    out.extend_from_slice(id.get().as_bytes());
    out.extend_from_slice(b",\"kind\":");
    write_name(verdict.kind.as_str(), out);
    out.extend_from_slice(b",\"cues\":[");
    for (k, cue) in verdict.cues.iter().enumerate() {
        if k > 0 {
            out.push(b',');
        }
        out.extend_from_slice(b"{\"cue\":");
        write_name(cue.kind.as_str(), out);
        // Writing to a `Vec` cannot fail.
        let _ = write!(
            out,
            ",\"start\":{},\"end\":{}}}",
            cue.range.start, cue.range.end
        );
    }
    out.extend_from_slice(b"]}");
}

/// Write a kind's name as a JSON string: as it is when no byte of it needs an escape (every
/// name today, snake_case), else as serde_json escapes it.
fn write_name(name: &str, out: &mut Vec<u8>) {
    if name.bytes().all(|b| b >= 0x20 && b != b'"' && b != b'\\') {
        out.push(b'"');
        out.extend_from_slice(name.as_bytes());
        out.push(b'"');
    } else {
        // Writing to a `Vec` cannot fail.
        let _ = serde_json::to_writer(out, name);
    }
}

#[cfg(test)]
mod verdict_tests {
    use super::*;

    /// `write_verdict` writes what serde_json writes for the same answer, for narrative and
    /// constraint spans, several cues, and every name (a name needing an escape included).
    #[test]
    fn verdicts_are_written_as_serde_writes_them() {
        let texts = [
            "The build finished in 4 minutes.",
            "Never push to main. Keep PRs under 400 lines, and you may merge after one review.",
            "From now on, always run the tests; don't deploy on Fridays unless the lead says so.",
            "\u{4f60}\u{597d}\u{4e16}\u{754c}\u{4f60}\u{597d}",
        ];
        for (n, text) in texts.into_iter().enumerate() {
            let id = serde_json::to_string(&format!("span \"{n}\"")).expect("a string");
            let id: &RawValue = serde_json::from_str(&id).expect("a JSON string");
            let verdict = classify_text(text);
            let mut ours = Vec::new();
            write_verdict(id, &verdict, &mut ours);
            let serde = serde_json::to_vec(&ClassifyOut {
                id,
                kind: verdict.kind.as_str(),
                cues: verdict
                    .cues
                    .iter()
                    .map(|c| CueOut {
                        cue: c.kind.as_str(),
                        start: c.range.start,
                        end: c.range.end,
                    })
                    .collect(),
            })
            .expect("serializable");
            assert_eq!(String::from_utf8(ours), String::from_utf8(serde), "{text}");
        }
        for name in ["imperative", "say \"no\"", "back\\slash", "tab\t"] {
            let mut ours = Vec::new();
            write_name(name, &mut ours);
            assert_eq!(ours, serde_json::to_vec(name).expect("a string"), "{name}");
        }
    }
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
    let (name, source): (String, Box<dyn Read + Send>) = match input.file.as_deref() {
        None => ("<stdin>".into(), Box::new(io::stdin())),
        Some(p) if p.as_os_str() == "-" => ("<stdin>".into(), Box::new(io::stdin())),
        Some(path) => match File::open(path) {
            Ok(f) => (path.display().to_string(), Box::new(f)),
            Err(err) => {
                eprintln!("error: cannot read {}: {err}", path.display());
                return ExitCode::from(EXIT_USAGE);
            }
        },
    };
    let reader = BufReader::with_capacity(READ_BUFFER, source);
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

/// Lines answered together at most: large enough to keep every core busy, small enough to
/// bound memory.
const BATCH_LINES: usize = 4096;

/// Bytes read from the input at a time; a batch also ends where the bytes read so far do.
const READ_BUFFER: usize = 1 << 20;

/// Lines one parallel task answers into one output buffer.
const LINES_PER_TASK: usize = 64;

/// The buffered input: a file or standard input.
type Input = BufReader<Box<dyn Read + Send>>;

/// Non-blank input lines end to end in one buffer, with each line's 1-based number and range.
#[derive(Default)]
struct Batch {
    text: Vec<u8>,
    lines: Vec<(usize, Range<usize>)>,
}

impl Batch {
    /// Read up to [`BATCH_LINES`] non-blank lines into this (cleared) batch, counting every
    /// line read in `number`; an empty batch means the input is exhausted.
    ///
    /// The batch ends early, once it holds a line, where the input has no more bytes ready: a
    /// program writing one line at a time to a pipe gets each answer without closing it.
    fn refill(&mut self, reader: &mut Input, number: &mut usize) -> io::Result<()> {
        self.text.clear();
        self.lines.clear();
        while self.lines.len() < BATCH_LINES {
            let start = self.text.len();
            if reader.read_until(b'\n', &mut self.text)? == 0 {
                break;
            }
            *number += 1;
            if self.text[start..].iter().all(u8::is_ascii_whitespace) {
                self.text.truncate(start);
            } else {
                self.lines.push((*number, start..self.text.len()));
            }
            if !self.lines.is_empty() && reader.buffer().is_empty() {
                break;
            }
        }
        Ok(())
    }
}

/// One task's answers: the rendered lines, newline-terminated, and the reports of the lines
/// left unanswered (malformed, or an internal error), each with its line number.
struct Answered {
    rendered: Vec<u8>,
    malformed: Vec<(usize, String)>,
}

/// Answer every line; return how many were malformed.
///
/// A reader thread fills the next batch while this thread answers the current one in parallel
/// and writes it out; two batches circulate between them, so reading allocates nothing once
/// both buffers have grown to a batch.
fn answer_lines(
    mut reader: Input,
    name: &str,
    answer: &(impl Fn(&[u8], &mut Vec<u8>) -> serde_json::Result<()> + Sync),
) -> io::Result<usize> {
    let (full_tx, full_rx) = mpsc::sync_channel::<io::Result<Batch>>(1);
    let (empty_tx, empty_rx) = mpsc::channel::<Batch>();
    for _ in 0..2 {
        empty_tx.send(Batch::default()).expect("receiver is alive");
    }
    // `move`: the answering side owns `empty_tx`, so leaving early on an output error hangs up
    // on a reader waiting for an empty batch, and the scope's join cannot wait forever.
    thread::scope(move |scope| {
        scope.spawn(move || {
            let mut number = 0usize;
            // Stops when the answering side hangs up (an output error) or the input ends.
            while let Ok(mut batch) = empty_rx.recv() {
                let read = batch.refill(&mut reader, &mut number);
                let last = !matches!(&read, Ok(()) if !batch.lines.is_empty());
                if full_tx.send(read.map(|()| batch)).is_err() || last {
                    break;
                }
            }
        });
        let stdout = io::stdout();
        let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
        let mut malformed = 0;
        for read in full_rx {
            let batch = read?;
            if batch.lines.is_empty() {
                break;
            }
            let answered: Vec<Answered> = batch
                .lines
                .par_chunks(LINES_PER_TASK)
                .map(|lines| answer_chunk(&batch.text, lines, answer))
                .collect();
            // The reader may already be filling the other batch; this one goes back for reuse.
            let _ = empty_tx.send(batch);
            for chunk in answered {
                out.write_all(&chunk.rendered)?;
                for (number, report) in chunk.malformed {
                    malformed += 1;
                    eprintln!("{name}:{number}: {report}");
                }
            }
            // A batch's answers go out before the next batch is awaited (see `Batch::refill`).
            out.flush()?;
        }
        Ok(malformed)
    })
}

/// Answer consecutive lines of a batch into one buffer, each answer followed by a newline.
fn answer_chunk(
    text: &[u8],
    lines: &[(usize, Range<usize>)],
    answer: &impl Fn(&[u8], &mut Vec<u8>) -> serde_json::Result<()>,
) -> Answered {
    let mut answered = Answered {
        rendered: Vec::with_capacity(lines.len() * 128),
        malformed: Vec::new(),
    };
    for (number, line) in lines {
        let before = answered.rendered.len();
        let rendered = &mut answered.rendered;
        let report = match isolated(|| answer(&text[line.clone()], rendered)) {
            Ok(Ok(())) => {
                answered.rendered.push(b'\n');
                continue;
            }
            Ok(Err(err)) => format!("malformed input line: {err}"),
            Err(panic) => format!(
                "internal error, line not answered (a bug in retention-guard; please report \
                 it with this line): {panic}"
            ),
        };
        // A value half written before the error is not an answer.
        answered.rendered.truncate(before);
        answered.malformed.push((*number, report));
    }
    answered
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A line whose answer panics is reported with its number and left unanswered; the
    /// lines around it are answered in order.
    #[test]
    fn a_panicking_line_costs_its_own_answer_only() {
        let text = b"one\ntwo\nthree\n";
        let lines = [(1, 0..3), (2, 4..7), (3, 8..13)];
        let answered = answer_chunk(text, &lines, &|line: &[u8], out: &mut Vec<u8>| {
            assert_ne!(line, b"two", "a bug");
            out.extend_from_slice(line);
            Ok(())
        });
        assert_eq!(answered.rendered, b"one\nthree\n");
        assert_eq!(answered.malformed.len(), 1);
        let (number, report) = &answered.malformed[0];
        assert_eq!(*number, 2);
        assert!(
            report.starts_with("internal error, line not answered"),
            "{report}"
        );
        assert!(report.contains("a bug"), "{report}");
    }
}
