//! Recording the decision trace: every [`TraceEvent`] as one JSON line to the user's writer.

use std::io::{self, Write};

use crate::trace::TraceEvent;

/// Writes trace events as JSON lines; remembers the first I/O error instead of losing it.
pub(crate) struct TraceRecorder {
    out: Box<dyn Write + Send>,
    error: Option<io::Error>,
    failed: bool,
    line: Vec<u8>,
}

impl TraceRecorder {
    pub(crate) fn new(out: Box<dyn Write + Send>) -> Self {
        Self {
            out,
            error: None,
            failed: false,
            line: Vec::with_capacity(256),
        }
    }

    /// Write one event as one line (one `write_all`, so lines never interleave within a writer).
    /// After a failure, later events are not written; the failure is reported by [`Self::flush`].
    pub(crate) fn record(&mut self, event: &TraceEvent) {
        if self.failed {
            return;
        }
        self.line.clear();
        let written = serde_json::to_writer(&mut self.line, event)
            .map_err(io::Error::from)
            .and_then(|()| {
                self.line.push(b'\n');
                self.out.write_all(&self.line)
            });
        if let Err(error) = written {
            self.error = Some(error);
            self.failed = true;
        }
    }

    /// Flush the writer; report the write error that stopped the trace, if any.
    pub(crate) fn flush(&mut self) -> io::Result<()> {
        match self.error.take() {
            Some(error) => Err(error),
            None if self.failed => Err(io::Error::other(
                "the decision trace stopped after an earlier write error",
            )),
            None => self.out.flush(),
        }
    }
}
