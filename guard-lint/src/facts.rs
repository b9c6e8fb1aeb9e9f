//! What the linter keeps of each analysed file: the shared analysis' facts with every span
//! turned into a line and column, so they outlive the thread-local span table of the thread
//! that parsed the file.

use crate::analysis::{DeclaredStruct, EditReading, SharedDeclarations};
use crate::report::Edit;
use crate::rules::Rule;

/// A source range, 1-based lines and columns (columns count characters).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Location {
    /// Line where it starts.
    pub line: usize,
    /// Column where it starts.
    pub column: usize,
    /// Line where it ends.
    pub end_line: usize,
    /// Column just past its end.
    pub end_column: usize,
}

impl Location {
    /// The location of a `proc_macro2` span (valid only on the thread that parsed it).
    pub fn of(span: proc_macro2::Span) -> Self {
        let (start, end) = (span.start(), span.end());
        Location {
            line: start.line,
            column: start.column + 1,
            end_line: end.line,
            end_column: end.column + 1,
        }
    }
}

/// Who a call may reach.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Callee {
    /// `a::b::f(...)`, `Type::f(...)`, `f(...)`: the path segments as written.
    Path(Vec<String>),
    /// `receiver.f(...)`: the method name and, when the analysis knows it, the receiver type.
    Method {
        /// Method name.
        name: String,
        /// Receiver type name (last path segment), when known.
        receiver: Option<String>,
    },
}

/// One call inside a function body (closures included).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Call {
    /// Who is called.
    pub callee: Callee,
    /// Where.
    pub location: Location,
    /// Argument positions where a window, or one of its messages, is passed.
    pub window_args: Vec<usize>,
    /// (argument position, parameter position) of messages passed on from the caller's own
    /// parameters.
    pub forwarded_items: Vec<(usize, usize)>,
    /// Argument positions where the caller lends its own copy of a window (see
    /// [`crate::analysis::CallSite::copy_args`]).
    pub copy_args: Vec<usize>,
    /// (argument position, parameter position) of the caller's own parameters borrowed
    /// mutably and passed on whole (see
    /// [`crate::analysis::CallSite::forwarded_windows`]).
    pub forwarded_windows: Vec<(usize, usize)>,
    /// The receiver is a local the caller builds from shared borrows only and renders (see
    /// [`crate::analysis::CallSite::receiver_copy`]).
    pub receiver_copy: bool,
    /// Indices into [`FileFacts::suppressions`] in scope at the call.
    pub suppressions: Vec<usize>,
    /// The reset command whose `match` arm makes the call (see
    /// [`crate::analysis::CallSite::user_command`]).
    pub user_command: Option<String>,
}

/// One destructive window edit inside a function body.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EditFact {
    /// Drop, rewrite or truncate.
    pub kind: Edit,
    /// Where.
    pub location: Location,
    /// What the walk found out about the edit beside its kind and where it is.
    pub reading: EditReading,
}

/// An edit of a `&mut` collection parameter: an edit of a window when a caller passes one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParamEditFact {
    /// Position of the parameter among the explicit arguments.
    pub param_index: usize,
    /// The parameter is one message of the caller's window, not a window.
    pub item: bool,
    /// The edit.
    pub edit: EditFact,
}

/// A local rule hit reported by the shared analysis (RG003 to RG007, RG010).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ViolationFact {
    /// The rule.
    pub rule: &'static Rule,
    /// Where.
    pub location: Location,
    /// What is wrong.
    pub message: String,
    /// What to do instead.
    pub help: Option<String>,
    /// Index into [`FileFacts::suppressions`] of the suppression silencing it.
    pub suppressed_by: Option<usize>,
}

/// A function (free, method, or trait impl method) and what its body does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FunctionFact {
    /// Enclosing item path inside the crate, e.g. `agent::Agent::compact`.
    pub path: String,
    /// Function name.
    pub name: String,
    /// The `impl` type, for methods.
    pub self_type: Option<String>,
    /// Declared `pub`.
    pub is_pub: bool,
    /// Declared `pub(crate)`, `pub(super)`, `pub(self)` or `pub(in ..)`: every caller is in
    /// its crate.
    pub is_crate_only: bool,
    /// The crate's `main`.
    pub is_main: bool,
    /// A method of a trait impl.
    pub is_trait_impl: bool,
    /// `async fn`.
    pub is_async: bool,
    /// A builder method: `self` by value, `Self` returned (see
    /// [`crate::analysis::FunctionFacts::is_builder`]).
    pub is_builder: bool,
    /// `#[retention_safe]`, or edits only through the guard-core API.
    pub is_guard: bool,
    /// The function's name.
    pub location: Location,
    /// Window edits.
    pub edits: Vec<EditFact>,
    /// Edits of `&mut` collection parameters.
    pub param_edits: Vec<ParamEditFact>,
    /// Calls.
    pub calls: Vec<Call>,
    /// Local rule hits.
    pub violations: Vec<ViolationFact>,
    /// Part of the body was nested too deeply to analyse.
    pub too_deep: bool,
    /// The position of a window parameter the function takes by value and gives back (see
    /// [`crate::analysis::FunctionFacts::hands_back`]).
    pub hands_back: Option<usize>,
}

/// A `#[retention_allow(rule, reason = "...")]` suppression.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SuppressionFact {
    /// The rule as written.
    pub rule_key: String,
    /// The rule, when the key names a registered one.
    pub rule: Option<&'static Rule>,
    /// The stated reason (`None` when missing or empty).
    pub reason: Option<String>,
    /// Where the attribute is written.
    pub location: Location,
}

/// Everything kept of one file.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FileFacts {
    /// Functions, in source order.
    pub functions: Vec<FunctionFact>,
    /// Suppressions, in source order.
    pub suppressions: Vec<SuppressionFact>,
    /// Rule hits about suppressions themselves (RG010).
    pub violations: Vec<ViolationFact>,
    /// The file's structs that hold a collection of message-like items, or declare a method a
    /// collection also has (see [`crate::holders`]).
    pub message_holders: Vec<DeclaredStruct>,
    /// The records around one message the file declares (see [`crate::holders`]).
    pub record_types: Vec<String>,
    /// The names of the structs the file declares.
    pub declared_structs: Vec<String>,
    /// The capitalised names the file's paths mention, sorted.
    pub type_names: Vec<String>,
    /// The type aliases and lock helpers the file declares (see [`crate::holders`]).
    pub declarations: SharedDeclarations,
}
