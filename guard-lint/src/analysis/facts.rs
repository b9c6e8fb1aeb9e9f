//! The facts one body walk records, which the rules in [`crate::rules`] judge.

use proc_macro2::Span;

use super::{CallSite, EditSite};

/// A destructive edit of a window, with what the rules need to judge it.
#[derive(Debug, Clone)]
pub(crate) struct EditFact {
    /// The public edit site (its kind is final once the walk is over).
    pub site: EditSite,
    /// The alias the edit goes through, as written (`h` for `let h = &mut self.history`).
    pub via: Option<String>,
    /// A relevance score computed in this body decides the edit (origin description).
    pub score: Option<String>,
    /// A flush of the verbatim store precedes the edit in this body.
    pub flushed_before: bool,
}

/// A call of the guard-core window API.
#[derive(Debug, Clone)]
pub(crate) struct GuardOp {
    /// `rewrite`, `drop_span`, `push`, ...
    pub method: String,
    /// The receiver as written.
    pub target: String,
    /// The call.
    pub span: Span,
    /// The call's last token.
    pub last: Span,
    /// The score argument was computed in this body (and no `next_turn()` since).
    pub score: Option<String>,
    /// The argument that justifies the complaint (ids of a rewrite, pushed text): first and
    /// last token.
    pub arg_span: (Span, Span),
    /// What the ids (for `rewrite`) or text (for `push`) derive from, when a rewrite.
    pub from_rewrite: Option<String>,
    /// A flush precedes the call in this body.
    pub flushed_before: bool,
    /// Suppressions in scope.
    pub suppressions: Vec<usize>,
}

/// A summariser fed a value that came from a rewrite.
#[derive(Debug, Clone)]
pub(crate) struct Resummary {
    /// The summariser called.
    pub callee: String,
    /// The argument carrying the rewrite: first and last token.
    pub span: (Span, Span),
    /// Where the rewrite came from.
    pub origin: String,
    /// Suppressions in scope.
    pub suppressions: Vec<usize>,
}

/// How a window's inner collection is handed out mutably.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum EscapeKind {
    /// Returned (`&mut self.history` from a `-> &mut Vec<_>` function).
    Returned,
    /// One message of it returned (`self.history.last_mut()`, `get_mut(i)`).
    ReturnedItem,
    /// One conversation of a map of them returned (`self.sessions.get_mut(id)`).
    ReturnedConversation,
    /// Passed by `&mut` to code that is not checked (inside a guard).
    Passed,
    /// A `*_mut` accessor called on a guarded window.
    Accessor,
}

/// A window handed out mutably.
#[derive(Debug, Clone)]
pub(crate) struct Escape {
    /// How.
    pub kind: EscapeKind,
    /// The window as written.
    pub target: String,
    /// The expression: first and last token.
    pub span: (Span, Span),
    /// Suppressions in scope.
    pub suppressions: Vec<usize>,
}

/// Everything the rules need about one body.
#[derive(Debug, Default, Clone)]
pub(crate) struct BodyFacts {
    /// The function is annotated `#[retention_safe]`.
    pub annotated: bool,
    /// The function is a guard (annotated or using the guard-core API).
    pub is_guard: bool,
    /// The body refers to a verbatim store (configured, or by name).
    pub store_in_context: bool,
    /// Raw window edits.
    pub edits: Vec<EditFact>,
    /// Raw edits of `&mut` collection parameters not recognised as windows.
    pub param_edits: Vec<(usize, bool, EditFact)>,
    /// Guard-core window API calls.
    pub guard_ops: Vec<GuardOp>,
    /// Summarisers fed a rewrite.
    pub resummaries: Vec<Resummary>,
    /// Windows handed out mutably.
    pub escapes: Vec<Escape>,
    /// Calls.
    pub calls: Vec<CallSite>,
    /// Code nested deeper than the limit was skipped.
    pub too_deep: bool,
    /// See [`crate::analysis::FunctionFacts::hands_back`].
    pub hands_back: Option<usize>,
    /// The position of a window parameter taken by value that the function's value is,
    /// edited or not (`fn trim(&self, mut messages: Vec<Msg>) -> Vec<Msg> { ..; messages }`):
    /// the caller gets back what it handed over.
    pub returns_param: Option<usize>,
    /// A host-written summariser the body calls (`self.create_simple_summary(..)`).
    pub host_digest_call: Option<String>,
    /// The body calls a model or a summariser that may ask one.
    pub model_call: bool,
    /// A summary the body keeps in a field of `self` (`self.summary = Some(text.into())`), as
    /// written: what a method of `self` it calls cuts from `self`'s windows is rewritten (see
    /// `ItemWalker::summary_beside_callee_cuts`).
    pub summary_beside_self: Option<String>,
    /// The methods the body calls on `self` itself (`self.trim_old_messages()`), by name.
    pub self_method_calls: Vec<String>,
    /// Where the body calls a method on `self` (line, column of the method's name) in another
    /// branch of the `if` or `match` the summary of `summary_beside_self` is kept in: those
    /// calls never run with it.
    pub self_calls_apart: Vec<LineColumn>,
    /// Where the body hands a summary to a method of `self` (`self.apply_compaction(cut,
    /// &summary)`, line, column of the method's name): the call that puts it into the window.
    /// A summary kept beside `self` after such a call is carried forward for the next
    /// compaction; it stands in for what that call cuts, not for other calls' cuts.
    pub self_calls_given_summary: Vec<LineColumn>,
    /// Every call of a method on `self`, with where it is and the branches (`if` or `match`
    /// met, branch or arm taken) it was walked in: read at the end of the walk.
    pub self_method_calls_in: Vec<SelfCall>,
}

/// A place in a source file: line (from 1) and column (from 0).
pub type LineColumn = (usize, usize);

/// A call of a method on `self`: the method's name, where it is, and the branches (`if` or
/// `match` met, branch or arm taken) it was walked in.
pub type SelfCall = (String, LineColumn, Vec<(usize, usize)>);
