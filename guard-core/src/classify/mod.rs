//! Constraint classifier: decides whether a span binds future action (a *constraint*) or only
//! reports (*narrative*), and lists every cue that decided it with its byte range.
//!
//! PLACEHOLDER: this is the note's seven-marker sketch, to be replaced by the real classifier.

use std::ops::Range;

/// What a span is, for the purpose of deciding whether it may be rewritten or dropped.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SpanKind {
    /// Binds future action: may not be edited without a durable verbatim copy.
    Constraint,
    /// Reports: observations, tool output, chit-chat.
    Narrative,
}

impl SpanKind {
    /// The name used in JSON output: `constraint` or `narrative`.
    pub fn as_str(self) -> &'static str {
        match self {
            SpanKind::Constraint => "constraint",
            SpanKind::Narrative => "narrative",
        }
    }
}

/// The kind of evidence a cue is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CueKind {
    /// A marker from the note's sketch (placeholder).
    Marker,
}

impl CueKind {
    /// The stable name used in JSON output (snake_case).
    pub fn as_str(self) -> &'static str {
        match self {
            CueKind::Marker => "marker",
        }
    }
}

/// One piece of evidence, with the byte range of the text it was found in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cue {
    /// What kind of evidence this is.
    pub kind: CueKind,
    /// Byte range into the classified text.
    pub range: Range<usize>,
}

/// The classifier's answer for one span.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    /// Constraint or narrative.
    pub kind: SpanKind,
    /// Every cue that decided the verdict, in text order.
    pub cues: Vec<Cue>,
}

/// Classify one span of text.
pub fn classify(text: &str) -> Verdict {
    const MARKERS: [&str; 7] = [
        "do not", "must", "never", "without", "at most", "at least", "only if",
    ];
    let low = text.to_ascii_lowercase();
    let cues: Vec<Cue> = MARKERS
        .iter()
        .filter_map(|m| {
            low.find(m).map(|at| Cue {
                kind: CueKind::Marker,
                range: at..at + m.len(),
            })
        })
        .collect();
    let kind = if cues.is_empty() {
        SpanKind::Narrative
    } else {
        SpanKind::Constraint
    };
    Verdict { kind, cues }
}
