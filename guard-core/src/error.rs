//! Refusals ([`RetentionInvariantError`]) and the other ways an edit can fail ([`GuardError`]).

use std::fmt;

use miette::{Diagnostic, LabeledSpan, NamedSource, SourceCode};

use crate::polarity::PolarityChange;
use crate::span::SpanId;
use crate::store::{Receipt, StoreError};

/// The kind of destructive edit the guard was asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EditKind {
    /// Remove spans.
    Drop,
    /// Replace spans with model-authored text.
    Rewrite,
    /// Record a span as a fresh original (the store caught it repeating a rewrite's output).
    Persist,
}

impl fmt::Display for EditKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EditKind::Drop => "drop",
            EditKind::Rewrite => "rewrite",
            EditKind::Persist => "persist",
        })
    }
}

/// Which invariant an edit would have broken, with the facts that show it.
#[derive(Debug, Clone, PartialEq)]
pub enum Rule {
    /// The span is a constraint and no verbatim copy is confirmed durable.
    ConstraintWithoutVerbatim,
    /// The score justifying the edit was computed in the deciding turn.
    SelfConditionedScore {
        /// The turn the score was computed in (the deciding turn, or later).
        score_turn: u64,
    },
    /// The rewrite changes the span's truth-conditional force.
    PolarityChange {
        /// The proposed rewrite.
        rewrite: String,
        /// Every change the polarity check found.
        changes: Vec<PolarityChange>,
    },
    /// The target was itself produced by a rewrite.
    RewriteOfRewrite,
    /// A span the edit touches has no verbatim copy in the store yet.
    UnflushedRewrite,
    /// The rewrite would exceed this turn's rewrite budget.
    BudgetExceeded {
        /// Bytes replaced this turn if the rewrite went ahead.
        bytes: usize,
        /// Bytes allowed this turn.
        bytes_limit: usize,
        /// Spans replaced this turn if the rewrite went ahead.
        spans: usize,
        /// Spans allowed this turn.
        spans_limit: usize,
    },
}

impl Rule {
    /// The stable diagnostic code, e.g. `guard::polarity_change`.
    pub fn code(&self) -> &'static str {
        match self {
            Rule::ConstraintWithoutVerbatim => "guard::constraint_without_verbatim",
            Rule::SelfConditionedScore { .. } => "guard::self_conditioned_score",
            Rule::PolarityChange { .. } => "guard::polarity_change",
            Rule::RewriteOfRewrite => "guard::rewrite_of_rewrite",
            Rule::UnflushedRewrite => "guard::unflushed_rewrite",
            Rule::BudgetExceeded { .. } => "guard::budget_exceeded",
        }
    }
}

/// One span a refused edit targeted, with what is needed to put it back.
#[derive(Debug, Clone, PartialEq)]
pub struct RefusedSpan {
    /// The span in the window.
    pub span: SpanId,
    /// Its verbatim record, when it has been flushed.
    pub receipt: Option<Receipt>,
}

/// The guard refused a destructive edit: the design note's invariant would break.
///
/// It renders like a compiler error with `miette` (code, the span's text with labels at the cue
/// that made it a constraint or at the polarity change, and a help line), and it carries what
/// [`GuardedWindow::resolve`](crate::GuardedWindow::resolve) needs to re-inject the verbatim
/// spans it names.
///
/// | code | refused because | what to do |
/// |---|---|---|
/// | `guard::unflushed_rewrite` | a span the edit touches has no verbatim copy | `flush()` first (or `resolve`) |
/// | `guard::constraint_without_verbatim` | constraint, copy not confirmed durable | keep it; use a durable store |
/// | `guard::self_conditioned_score` | score from the deciding turn | score in one turn, decide in the next |
/// | `guard::polarity_change` | the rewrite changes the span's force | keep the verbatim span (`resolve`) |
/// | `guard::rewrite_of_rewrite` | target was produced by a rewrite | re-inject its originals (`resolve`) |
/// | `guard::budget_exceeded` | too much of the window rewritten this turn | wait for the next turn |
#[derive(Debug, Clone, thiserror::Error)]
#[error("{message}")]
pub struct RetentionInvariantError {
    pub(crate) rule: Rule,
    pub(crate) edit: EditKind,
    pub(crate) turn: u64,
    pub(crate) targets: Vec<RefusedSpan>,
    pub(crate) reinject: Vec<Receipt>,
    pub(crate) message: String,
    pub(crate) help: String,
    pub(crate) snippet: NamedSource<String>,
    pub(crate) labels: Vec<LabeledSpan>,
}

impl RetentionInvariantError {
    /// Which invariant the edit would have broken; `rule().code()` is the stable code, e.g.
    /// `guard::rewrite_of_rewrite`.
    pub fn rule(&self) -> &Rule {
        &self.rule
    }

    /// The edit that was refused.
    pub fn edit(&self) -> EditKind {
        self.edit
    }

    /// The turn the edit was proposed in.
    pub fn turn(&self) -> u64 {
        self.turn
    }

    /// The spans the refused edit targeted (still in the window: a refused edit changes nothing).
    pub fn targets(&self) -> &[RefusedSpan] {
        &self.targets
    }

    /// The verbatim records `resolve` puts back into the window if they are not there already:
    /// the targets' own records, or, for a rewrite-of-rewrite, the originals of the rewrite.
    pub fn to_reinject(&self) -> &[Receipt] {
        &self.reinject
    }
}

impl Diagnostic for RetentionInvariantError {
    fn code<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        Some(Box::new(self.rule.code()))
    }

    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        Some(Box::new(&self.help))
    }

    fn source_code(&self) -> Option<&dyn SourceCode> {
        Some(&self.snippet)
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        Some(Box::new(self.labels.iter().cloned()))
    }
}

/// Why a window operation failed: a refusal, or a usage or store problem.
#[derive(Debug, thiserror::Error, Diagnostic)]
pub enum GuardError {
    /// The guard refused the edit; resolve it with
    /// [`GuardedWindow::resolve`](crate::GuardedWindow::resolve) or halt.
    #[error(transparent)]
    #[diagnostic(transparent)]
    Refused(Box<RetentionInvariantError>),
    /// The verbatim store failed.
    #[error(transparent)]
    #[diagnostic(transparent)]
    Store(#[from] StoreError),
    /// No span with this id is in the window.
    #[error("span {0} is not in the window")]
    #[diagnostic(
        code(guard::unknown_span),
        help(
            "it may have been dropped or rewritten already; `GuardedWindow::spans` lists what is there"
        )
    )]
    UnknownSpan(SpanId),
    /// The score was computed for a span the edit does not touch.
    #[error("the score passed was computed for span {scored}, not for {target}")]
    #[diagnostic(
        code(guard::score_mismatch),
        help("pass the score `GuardedWindow::score` returned for the span being edited")
    )]
    ScoreMismatch {
        /// The span the score belongs to.
        scored: SpanId,
        /// The span(s) being edited.
        target: String,
    },
    /// The score or receipt was issued by another window or store.
    #[error("{what} was issued by another window or store")]
    #[diagnostic(code(guard::foreign_token))]
    Foreign {
        /// `score` or `receipt`.
        what: &'static str,
    },
    /// A relevance score outside [0, 1] (or NaN).
    #[error("relevance score {0} is not a number in [0, 1]")]
    #[diagnostic(code(guard::invalid_score))]
    InvalidScore(f64),
    /// A rewrite with no spans to replace, or the same span twice.
    #[error("a rewrite needs one or more distinct spans to replace")]
    #[diagnostic(code(guard::invalid_targets))]
    InvalidTargets,
    /// The pruner halted this turn; edits resume at the next turn.
    #[error("the pruner halted in turn {turn}: {reason}")]
    #[diagnostic(code(guard::halted), help("call `next_turn` to resume editing"))]
    Halted {
        /// The turn of the halt.
        turn: u64,
        /// The reason given to `halt`.
        reason: String,
    },
    /// Writing the decision trace failed.
    #[error("writing the decision trace failed: {0}")]
    #[diagnostic(code(guard::trace_io))]
    Trace(#[source] std::io::Error),
}

impl GuardError {
    /// The refusal, when this error is one.
    pub fn refusal(&self) -> Option<&RetentionInvariantError> {
        match self {
            GuardError::Refused(refusal) => Some(refusal),
            _ => None,
        }
    }
}

impl From<RetentionInvariantError> for GuardError {
    fn from(refusal: RetentionInvariantError) -> Self {
        GuardError::Refused(Box::new(refusal))
    }
}
