//! Reading a trace: one [`TraceEvent`] per line, with every unreadable line reported by number.
//!
//! Blank lines are skipped. A line that is not valid UTF-8, not valid JSON, or not a known event
//! is a [`LineError`] naming the line; reading goes on with the next line. A last line that ends
//! without a newline in the middle of a JSON value is reported as truncated (a writer that was
//! killed mid-line). Only an I/O error from the underlying reader stops the iteration.

use std::io::{self, BufRead};

use serde::Serialize;

use crate::trace::TraceEvent;

/// Lines longer than this are rejected without being held in memory whole.
pub const MAX_LINE_BYTES: usize = 64 * 1024 * 1024;

/// An event and the 1-based line it was read from.
#[derive(Debug, Clone, PartialEq)]
pub struct TraceLine {
    /// The 1-based line number.
    pub line: usize,
    /// The event on that line.
    pub event: TraceEvent,
}

/// Why a line could not be read as an event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum LineErrorKind {
    /// Not valid UTF-8.
    NotUtf8,
    /// Not JSON, or not a known trace event.
    Malformed,
    /// The last line stops in the middle of a JSON value.
    Truncated,
    /// Longer than [`MAX_LINE_BYTES`].
    TooLong,
}

/// A line of the trace that could not be read as an event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LineError {
    /// The 1-based line number.
    pub line: usize,
    /// What is wrong with it.
    pub kind: LineErrorKind,
    /// The parser's explanation.
    pub message: String,
}

impl std::fmt::Display for LineError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for LineError {}

/// An item of a [`TraceReader`]: an event, or a line that is not one.
pub type ReadItem = Result<TraceLine, LineError>;

/// Iterates over the events of a trace, line by line.
///
/// ```
/// use guard_core::audit::TraceReader;
///
/// let trace = "{\"event\":\"turn_started\",\"turn\":1}\nnot json\n";
/// let mut reader = TraceReader::new(trace.as_bytes());
/// assert_eq!(reader.next().unwrap().unwrap().line, 1);
/// assert_eq!(reader.next().unwrap().unwrap_err().line, 2);
/// assert!(reader.next().is_none());
/// assert!(reader.io_error().is_none());
/// ```
pub struct TraceReader<R> {
    inner: R,
    line: usize,
    buf: Vec<u8>,
    io_error: Option<io::Error>,
}

impl<R: BufRead> TraceReader<R> {
    /// Read the trace from `inner`.
    pub fn new(inner: R) -> Self {
        TraceReader {
            inner,
            line: 0,
            buf: Vec::new(),
            io_error: None,
        }
    }

    /// The I/O error that ended the iteration early, if one did.
    pub fn io_error(&self) -> Option<&io::Error> {
        self.io_error.as_ref()
    }

    /// Take the I/O error that ended the iteration early, if one did.
    pub fn take_io_error(&mut self) -> Option<io::Error> {
        self.io_error.take()
    }

    /// Read the next line into `self.buf` (without its newline). Returns whether the line ended
    /// with a newline and whether it was cut at [`MAX_LINE_BYTES`], or `None` at end of input.
    fn read_line(&mut self) -> io::Result<Option<RawLine>> {
        self.buf.clear();
        let mut too_long = false;
        let mut read_any = false;
        loop {
            let available = match self.inner.fill_buf() {
                Ok(bytes) => bytes,
                Err(err) if err.kind() == io::ErrorKind::Interrupted => continue,
                Err(err) => return Err(err),
            };
            if available.is_empty() {
                return Ok(read_any.then_some(RawLine {
                    ended: false,
                    too_long,
                }));
            }
            read_any = true;
            let (chunk, consumed, ended) = match memchr::memchr(b'\n', available) {
                Some(at) => (&available[..at], at + 1, true),
                None => (available, available.len(), false),
            };
            if self.buf.len() + chunk.len() > MAX_LINE_BYTES {
                too_long = true;
            } else if !too_long {
                self.buf.extend_from_slice(chunk);
            }
            self.inner.consume(consumed);
            if ended {
                return Ok(Some(RawLine { ended, too_long }));
            }
        }
    }
}

struct RawLine {
    ended: bool,
    too_long: bool,
}

impl<R: BufRead> Iterator for TraceReader<R> {
    type Item = ReadItem;

    fn next(&mut self) -> Option<ReadItem> {
        loop {
            if self.io_error.is_some() {
                return None;
            }
            let raw = match self.read_line() {
                Ok(Some(raw)) => raw,
                Ok(None) => return None,
                Err(err) => {
                    self.io_error = Some(err);
                    return None;
                }
            };
            self.line += 1;
            let line = self.line;
            if raw.too_long {
                return Some(Err(LineError {
                    line,
                    kind: LineErrorKind::TooLong,
                    message: format!("line is longer than {MAX_LINE_BYTES} bytes"),
                }));
            }
            let text = match std::str::from_utf8(&self.buf) {
                Ok(text) => text,
                Err(err) => {
                    return Some(Err(LineError {
                        line,
                        kind: LineErrorKind::NotUtf8,
                        message: format!("not valid UTF-8 ({err})"),
                    }));
                }
            };
            let text = text.strip_suffix('\r').unwrap_or(text);
            if text.trim().is_empty() {
                continue;
            }
            return Some(parse_line(text, line, raw.ended));
        }
    }
}

fn parse_line(text: &str, line: usize, ended: bool) -> ReadItem {
    serde_json::from_str::<TraceEvent>(text)
        .map(|event| TraceLine { line, event })
        .map_err(|err| {
            let truncated = !ended && err.classify() == serde_json::error::Category::Eof;
            LineError {
                line,
                kind: if truncated {
                    LineErrorKind::Truncated
                } else {
                    LineErrorKind::Malformed
                },
                message: if truncated {
                    format!("truncated: the trace ends in the middle of an event ({err})")
                } else {
                    format!("not a trace event: {err}")
                },
            }
        })
}
