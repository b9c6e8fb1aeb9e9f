//! The shared syntactic analysis: windows, edit sites, guards, calls and local rule violations.
//!
//! `#[retention_safe]` (guard-macros) and `cargo guard-lint` both run this code, so the attribute
//! and the linter cannot disagree about what counts as an edit of a context window. It depends
//! only on `syn`, `quote` and `proc-macro2`.
//!
//! - [`analyze_file`] walks every function of a parsed file (free functions, methods, trait
//!   default methods, functions in inline modules and nested in bodies) and returns [`FileFacts`].
//! - A *window* is a place recognised as the agent's context: a value of guard-core's
//!   `GuardedWindow` or a configured type, a configured field or place, or (heuristics) a
//!   collection of message-like items, or one named like one (`history`, `messages`, ...). Let
//!   bindings, `&mut` parameters, struct fields and simple aliases are followed.
//! - An *edit site* ([`EditSite`]) is a destructive change of a window, with its kind
//!   ([`EditKind`]): `rewrite` (the new content derives from a model or summariser call),
//!   `truncate` (an oldest-first or length/token cut) or `drop` (anything else).
//! - A function is a *guard* when it carries `#[retention_safe]` (or sits in an impl block that
//!   does) or calls the guard-core API.
//! - [`Violation`]s are hits of the rules checked inside one body (RG003 to RG007) and of
//!   RG010 for suppressions; the linter adds the call-graph rules on top.
//!
//! Recursion is bounded: nesting deeper than [`MAX_DEPTH`] is not descended into (the function
//! is marked [`FunctionFacts::too_deep`]), so absurdly nested input cannot overflow the stack here.
//! (Parsing and dropping such a tree with syn still recurses: callers handling untrusted input
//! should parse, analyse and drop on a thread with a large stack; syn trees are not `Send`, so
//! all three on the same thread.)
//!
//! For the linter:
//! - spans come from `proc-macro2` with `span-locations`: lines are 1-based, columns 0-based
//!   (add 1 for output), ends exclusive; `last_token` gives the end of an expression;
//! - a call graph across functions uses [`FunctionFacts::calls`]; a window passed on by `&mut`
//!   is in [`CallSite::window_args`], and the callee's edits of that parameter are in
//!   [`FunctionFacts::param_edits`] (they become real edits when a window arrives there);
//! - suppressions: [`Violation::suppressed_by`] for local rules; for call-graph findings at an
//!   edit site, [`EditReading::suppressions`] lists the suppressions in scope (check
//!   [`Suppression::covers`]); [`FileFacts::violations`] holds RG010 for bad suppressions.
//!
//! ```
//! use guard_lint::analysis::{analyze_file, AnalysisConfig, EditKind};
//!
//! let file = syn::parse_file(r#"
//!     struct Agent { history: Vec<Message> }
//!     impl Agent {
//!         pub fn compact(&mut self) {
//!             let summary = self.llm.summarize(&self.history);
//!             self.history = vec![summary];
//!         }
//!     }
//! "#).unwrap();
//! let facts = analyze_file(&file, &["agent".to_string()], &AnalysisConfig::default());
//! let compact = &facts.functions[0];
//! assert_eq!(compact.path, "agent::Agent::compact");
//! assert_eq!(compact.edits[0].kind, EditKind::Rewrite);
//! assert_eq!(compact.edits[0].reading.target, "self.history");
//! ```

mod body;
mod config;
mod derive;
mod display_types;
pub(crate) mod facts;
mod foreign_items;
mod injected_roles;
mod item_selectors;
mod items;
mod macros;
mod message_records;
mod message_stores;
pub(crate) mod names;
mod normalise;
mod place;
mod relays;
mod search;
mod shown_lists;
mod slicing;
mod store_reads;
mod stream_cursors;
mod summary_boundaries;
mod summary_fronts;
mod suppress;
mod syntax;
mod turn_marks;
mod turn_pairs;
mod types;
mod unread_fields;
pub(crate) mod window_floors;

use std::fmt;

use proc_macro2::Span;

pub use config::{AnalysisConfig, DeclaredStruct, SharedDeclarations};
pub use items::{analyze_file, analyze_item};
pub use summary_boundaries::{BoundaryKind, EntryPusher, EntryShape, PushedOnto, SummaryBoundary};
pub use suppress::{ATTRIBUTE as SUPPRESSION_ATTRIBUTE, is_suppression_attr, parse_suppression};

use crate::rules::Rule;

/// How deep the analysis descends into nested expressions, statements, types and patterns.
pub const MAX_DEPTH: usize = 200;

/// Everything the analysis found in one file (or one item, for the attribute).
#[derive(Debug, Default, Clone)]
pub struct FileFacts {
    /// Every function with a body, in source order.
    pub functions: Vec<FunctionFacts>,
    /// Every suppression attribute (`#[retention_allow(rule, reason = "...")]`), in source order.
    /// [`Violation::suppressed_by`] and [`EditReading::suppressions`] index into this list.
    pub suppressions: Vec<Suppression>,
    /// Violations about suppressions themselves (RG010: no reason, unknown rule).
    pub violations: Vec<Violation>,
    /// The structs of the file that hold a collection of message-like items in a field, or
    /// declare a method a collection also has, for the analysis of the other files (see
    /// [`AnalysisConfig::external_structs`]).
    pub message_holders: Vec<DeclaredStruct>,
    /// The records around one message the file declares (see
    /// [`AnalysisConfig::message_records`]), for the analysis of the other files (see
    /// [`AnalysisConfig::external_message_records`]), sorted.
    pub record_types: Vec<String>,
    /// The names of every struct the file declares (inline modules included).
    pub declared_structs: Vec<String>,
    /// The names of the types the file mentions (last path segment), sorted: a file that
    /// names a message holder declared elsewhere is analysed again with it.
    pub type_names: Vec<String>,
    /// The type aliases and lock helpers the file declares at its top, for the analysis of
    /// the other files of its crate (see [`AnalysisConfig::external_declarations`]).
    pub declarations: SharedDeclarations,
}

/// What the analysis found in one function body.
#[derive(Debug, Clone)]
pub struct FunctionFacts {
    /// Enclosing item path, e.g. `agent::Agent::compact`.
    pub path: String,
    /// The function's name.
    pub name: String,
    /// The `Self` type of a method (last path segment, e.g. `Agent`), `None` for free functions.
    pub self_type: Option<String>,
    /// Declared `pub` (any `pub(...)` too), or a method of a trait impl or trait.
    pub is_pub: bool,
    /// Declared `pub(crate)`, `pub(super)`, `pub(self)` or `pub(in ..)`: every caller is in
    /// its crate.
    pub is_crate_only: bool,
    /// A free function named `main`.
    pub is_main: bool,
    /// A method of `impl Trait for Type` (or a trait's default method).
    pub is_trait_impl: bool,
    /// Declared `async`.
    pub is_async: bool,
    /// A method that takes `self` by value and returns `Self` (`fn with_messages(mut self,
    /// ..) -> Self`): a builder, whose window belongs to the value it is building.
    pub is_builder: bool,
    /// Test code: `#[test]` (any path ending in `test`, e.g. `#[tokio::test]`), `#[cfg(test)]`,
    /// or inside a `#[cfg(test)]` module.
    pub is_test: bool,
    /// The span of the function's name.
    pub span: Span,
    /// Annotated `#[retention_safe]` (directly or on its impl block).
    pub is_annotated: bool,
    /// A guard on a call path: annotated, or calling the guard-core API.
    pub is_guard: bool,
    /// Destructive edits of windows in this body.
    pub edits: Vec<EditSite>,
    /// Destructive edits of `&mut` collection parameters that are not recognisably windows:
    /// they become edits when a caller passes a window in that position (see
    /// [`CallSite::window_args`]).
    pub param_edits: Vec<ParamEdit>,
    /// Calls made by this body (closures included), in source order.
    pub calls: Vec<CallSite>,
    /// Hits of the rules checked inside one body (RG003 to RG007).
    pub violations: Vec<Violation>,
    /// Some code was nested deeper than [`MAX_DEPTH`] and was not analysed.
    pub too_deep: bool,
    /// The position (among explicit parameters) of a window the function takes by value and
    /// returns as its value, having only passed it through calls
    /// ([`EditReading::passed_through`]) if it edited it at all: `fn process(&self, messages:
    /// Vec<Message>) -> Vec<Message> { messages }`. A caller's window handed through it loses
    /// what those calls lose.
    pub hands_back: Option<usize>,
}

/// The kind of a destructive edit, named as everywhere in retention-guard.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EditKind {
    /// Spans removed because a score, a predicate or the model chose them.
    Drop,
    /// Spans replaced by text a model or summariser authored.
    Rewrite,
    /// Mechanical windowing: an oldest-first or length/token-budget cut.
    Truncate,
}

impl EditKind {
    /// `drop`, `rewrite` or `truncate`.
    pub fn as_str(self) -> &'static str {
        match self {
            EditKind::Drop => "drop",
            EditKind::Rewrite => "rewrite",
            EditKind::Truncate => "truncate",
        }
    }
}

impl fmt::Display for EditKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One destructive edit of a window.
#[derive(Debug, Clone)]
pub struct EditSite {
    /// What kind of edit it is.
    pub kind: EditKind,
    /// The edit expression (joined where spans can be joined, e.g. in the linter).
    pub span: Span,
    /// The edit expression's last token (for the end of a label, or to underline the whole
    /// expression where spans cannot be joined).
    pub last_token: Span,
    /// What the walk found out about the edit beside its kind and where it is.
    pub reading: EditReading,
}

/// What the walk found out about one window edit beside its kind and where it is: how it
/// edits, which window, and what the code around it says the edit is. [`EditSite`] holds it
/// beside the edit's spans, and the linter keeps it whole beside the edit's line and column.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EditReading {
    /// How it edits: a method name (`retain`, `drain`, ...), `=` (reassignment), `[]=` (index
    /// assignment), `mem::take` / `mem::replace` / `mem::swap`, or `iter_mut` (a write through
    /// an element borrowed mutably).
    pub method: String,
    /// The edited window as written, e.g. `self.history` (after aliases are resolved).
    pub target: String,
    /// The window's type is guard-core's `GuardedWindow` (or a configured window type).
    pub guarded_target: bool,
    /// Indices into [`FileFacts::suppressions`] of the suppressions in scope here (any rule).
    pub suppressions: Vec<usize>,
    /// The user command whose `match` arm holds the edit (`"/clear"` in
    /// `match cmd { "/clear" => history.clear(), .. }`): the user asked for it.
    pub user_command: Option<String>,
    /// What replaces the whole window, when that says the edit may be a reset or a load
    /// rather than a prune.
    pub whole: Option<WholeWindow>,
    /// The edit is a call of a method that puts a summary into the window
    /// (`conv.compact_with_summary(summary, n)`, `method` names it), or of one of the
    /// conversation's own methods that cuts it to a size (`context.hard_truncate_to(n)`): its
    /// body, when linted, reports the edit itself.
    pub applies_summary: bool,
    /// A rewrite whose text can only come from a digest the host writes itself (the body calls
    /// a summariser of the file that calls no model, and no model): named here
    /// (`create_simple_summary`).
    pub host_digest: Option<String>,
    /// A rewrite that drops messages while a summary kept beside the window stands in for
    /// them: where that summary is kept, as written (`sess.session_digest`; `*summary` for
    /// one handed back through a `&mut` parameter).
    pub summary_beside: Option<String>,
    /// The one message removed or replaced sits at a position or key the caller passes in,
    /// named as written (`index` in `self.history.remove(index)`, or in
    /// `self.history[index] = message`): the caller chose it.
    pub at_caller_position: Option<String>,
    /// The newest message (`self.history.last_mut()`) is replaced whole with a value built
    /// from the function's parameters, named as written (`new_message`): the caller's new
    /// version of that message (a streaming update, an edit of the last message).
    pub newest_from_caller: Option<String>,
    /// The item written is the one an enclosing condition tests to carry the same id as a
    /// value the caller passes in, named as written (`message` under `if last.id ==
    /// message.id { last.content = message.content }`), and the new text comes from that
    /// value: the same message updated to its newer version (a streamed reply's next chunk).
    pub same_id_update: Option<String>,
    /// The item written is the one an enclosing condition tests to start with a literal label
    /// (`if last.starts_with("Assistant:")`), and the new value is a `format!` whose text starts
    /// with that same label (`*last = format!("Assistant: {}", self.buffer)`): the same
    /// speaker's line updated to its newer version (a streamed reply's line growing as its
    /// tokens arrive). The value as written, and the label.
    pub same_label_update: Option<(String, String)>,
    /// The newest turn, or its answer alone, is taken back (see [`TakeBack`]), as an undo or a
    /// retry takes it, not the window cut to a length.
    pub take_back: Option<TakeBack>,
    /// The cut goes by age, not by a length or budget: what a `retain` drops it picks by a time
    /// (`retain(|m| m.timestamp >= cutoff)`, `sessions.retain(|_, s| now - s.last_active <
    /// self.timeout_secs)`: whole conversations idle past a limit).
    pub by_age: bool,
    /// The window is edited through a lock guard of state the function reaches from one of its
    /// parameters (`if let Ok(mut turns) = app.state::<Conversation>().0.lock()`): application
    /// state handed to it, as `state.conversation` is.
    pub in_handed_state: bool,
    /// The window is a field of the value an `Option` field of `self` holds, reached through
    /// a binding (`session.messages` for `if let Some(ref mut session) =
    /// self.current_session`): the method's own window, as `self.history` is.
    pub in_own_holder: bool,
    /// The window is lent mutably to a call named for this edit, whose name this is
    /// (`compact_messages` in `compaction::compact_messages(&mut self.messages, n)`): the call
    /// edits it. When the linted code declares a function of that name, its body reports its
    /// own edits and this one is not reported; else the callee is outside the linted code and
    /// the edit is reported here, at the call.
    pub lent_to: Option<String>,
    /// The window is the function's own parameter at this position (among explicit
    /// arguments), borrowed mutably (`messages` in `fn fit_to_context(messages: &mut
    /// Vec<ChatMessage>, ..)`), or taken by value and given back as the function's value
    /// (`fn apply_char_limit(&self, mut messages: Vec<ChatMessage>) -> Vec<ChatMessage>`): a
    /// private function whose every caller in the linted code hands it a copy there (see
    /// [`CallSite::copy_args`]) cuts no window.
    pub own_param: Option<usize>,
    /// The edit puts a summary into an entry of the kind a request builder of the linted code
    /// reads the entries from the last of on (`self.push_system(summary)` building a
    /// `HistoryEntry::System`, for `build_messages` sending `&entries[index..]` from the last
    /// one): the summary stands in for every entry before it, though nothing is removed.
    pub boundary: Option<SummaryBoundary>,
    /// The window is given what a call returns when handed the window itself by value
    /// (`messages = processor.process(messages, channel).await`): the call's index among
    /// [`FunctionFacts::calls`] and the argument's position. What is lost, the callee decides:
    /// nothing when it hands its parameter back (see [`FunctionFacts::hands_back`]).
    pub passed_through: Option<(usize, usize)>,
}

/// What a take-back of the newest turn takes ([`EditReading::take_back`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TakeBack {
    /// The window cut back to its newest user message (`truncate(at)`, `at` where
    /// `rposition(|m| m.role == Role::User)` finds it), or that message removed or popped.
    Turn,
    /// The newest answer alone: popped under a test that the newest message is an assistant's,
    /// or removed where `rposition(|m| m.role == Role::Assistant)` finds it.
    Answer,
}

impl TakeBack {
    /// What goes, as a finding words it.
    pub fn taken(self) -> &'static str {
        match self {
            TakeBack::Turn => "the newest turn, from the last user message on",
            TakeBack::Answer => "the newest answer",
        }
    }
}

/// What replaces a whole window, when that makes the edit a reset or a load.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WholeWindow {
    /// Only the window's own system messages are kept (`self.history = system_messages`,
    /// after filtering on the system role): the conversation is cleared.
    KeepsSystemPrompt,
    /// Only the window's own pinned messages are kept (`retain(|m| m.pinned)`): the
    /// conversation is cleared of all but what was pinned to survive a reset.
    KeepsPinned,
    /// An empty value of the window's type replaces it (`*chat = Conversation::default()`,
    /// `self.history = Vec::new()`): the conversation is cleared, as by `clear()`.
    Emptied,
    /// A value handed in by the caller, named as written (`checkpoint.history_snapshot`):
    /// the window is loaded or restored from it, not pruned.
    HandedIn(String),
    /// In a function named as a load, what a call named as a load returns, named as written
    /// (`session.messages` for `let session = session::load_session(id).await?`): the window
    /// is loaded from elsewhere, not pruned.
    Loaded(String),
    /// A copy of the window taken earlier, popped back off the stack of such copies a field
    /// of `self` holds (`self.messages = prev` for `Some(prev)` of `self.checkpoints.pop()`,
    /// `checkpoints: Vec<Vec<Message>>`), both named as written: the window is restored to an
    /// earlier state of its own (an undo), not pruned.
    Restored {
        /// The copy, as written (`prev`).
        snapshot: String,
        /// The field holding the copies, as written (`self.checkpoints`).
        stack: String,
    },
    /// One conversation removed whole from a map of conversations by its key, as written
    /// (`conversations.remove(&channel_id)`): that conversation is cleared.
    Entry(String),
    /// Everything a map that is not one of conversations holds under a key, removed by that
    /// key, as written (`system_messages.remove(sender)` on a `HashMap<String, Message>`):
    /// that key's entry is cleared, not a position cut.
    Keyed(String),
    /// A copy of the window the body took and cut, given back to it whole after a `clear`
    /// (`self.chat_memory.clear().await?; self.chat_memory.add_messages(&messages).await?`),
    /// named as written (`messages`): the clear installs what the copy kept, so it loses what
    /// the copy's cuts lost, neither a reset nor more.
    Installed(String),
}

/// A destructive edit of a parameter that is a `&mut` collection (or one `&mut` message) but
/// not recognisably a window.
#[derive(Debug, Clone)]
pub struct ParamEdit {
    /// Position of the parameter among the explicit arguments (`self` not counted).
    pub param_index: usize,
    /// The parameter is one message (`msg: &mut Message`), not a collection: the edit
    /// rewrites an item of the window its caller passes it from.
    pub item: bool,
    /// The edit, as it would be if the parameter were a window.
    pub edit: EditSite,
}

/// Who a call calls.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Callee {
    /// A path call `a::b::f(..)`, segments as written (`Self` replaced by the self type).
    Path(Vec<String>),
    /// A method call `recv.name(..)`.
    Method {
        /// The method name.
        name: String,
        /// The receiver's type (last path segment) when known: `self`, a typed binding, a field
        /// of a struct declared in the same file.
        receiver_type: Option<String>,
    },
}

/// One call made by a function body.
#[derive(Debug, Clone)]
pub struct CallSite {
    /// The callee.
    pub callee: Callee,
    /// The callee's name: the method name, or the last segment of the path.
    pub span: Span,
    /// Positions (among explicit arguments) where a window is passed, e.g. `trim(&mut self.history)`.
    pub window_args: Vec<usize>,
    /// Arguments that pass on a message the function was itself handed mutably
    /// (`blank(msg)` for a parameter `msg: &mut Message`): (argument position, parameter
    /// position). The callee edits a window's message when this function's caller passes one.
    pub forwarded_items: Vec<(usize, usize)>,
    /// Positions (among explicit arguments) where the caller lends mutably a local that is its
    /// own copy of a window, never written back (`fit_to_context(&mut messages, ..)` for
    /// `messages` filled with `m.clone()` in `for m in conversation`, or bound to
    /// `conversation.to_vec()`), or hands one over by value in the call whose value it gives
    /// back (`self.apply_char_limit(selected)` as its tail): what the callee cuts there, the
    /// window keeps.
    pub copy_args: Vec<usize>,
    /// (argument position, parameter position) of the caller's own parameters borrowed
    /// mutably and passed on whole (`dedup(messages)` in `fn prune(messages: &mut
    /// Vec<Message>)`, or `&mut *messages`): a copy lent to the caller is lent on.
    pub forwarded_windows: Vec<(usize, usize)>,
    /// The receiver of a method call is a local the caller builds from shared borrows only
    /// and renders (`let mut sections = Sections::collect(facts); sections.prune(n);
    /// Ok(sections.assemble(..))`): what the callee cuts of `self` there, the sources keep.
    pub receiver_copy: bool,
    /// The call is inside a closure (it may run later, or never).
    pub in_closure: bool,
    /// The reset command whose `match` arm makes the call (`Command::Clear =>
    /// clear_history(..)`), the key bound to it (see [`KEY_COMMAND`]), the HTTP route that
    /// registers the callee as its handler (`route "/clear/:id"`, see [`ROUTE_COMMAND`]), or
    /// the bot command that does (see [`HANDLER_COMMAND`]): what the callee clears, the user
    /// asked for.
    pub user_command: Option<String>,
    /// Indices into [`FileFacts::suppressions`] of the suppressions in scope here.
    pub suppressions: Vec<usize>,
}

/// Iterator adaptors that let only some items through (`filter`, `skip`, `take`, ..): the
/// [`EditReading::method`] of a window taken by value and returned as the items one of them let
/// through (`blocks.into_iter().filter(..).collect()`).
pub const ITEM_FILTERS: &[&str] = &[
    "filter",
    "skip",
    "take",
    "skip_while",
    "take_while",
    "step_by",
];

/// Methods that lend the item at one end of a window mutably (`first_mut`, `back_mut`): the
/// [`EditReading::method`] of a write to part of the item such a borrow reaches (`first.content
/// = ..` for `if let Some(first) = messages.first_mut()`), named as the code calls it.
pub const END_ITEM_BORROWS: &[&str] = &["first_mut", "front_mut", "last_mut", "back_mut"];

/// Whether an edit by `method` writes inside a message the window keeps: through a loop over
/// its items (`iter_mut`) or a borrow of the item at one of its ends ([`END_ITEM_BORROWS`]).
pub fn writes_kept_item(method: &str) -> bool {
    method == "iter_mut" || END_ITEM_BORROWS.contains(&method)
}

/// How a [`CallSite::user_command`] that is an HTTP route starts (`route "/clear/:id"` for
/// `.route("/clear/:id", post(clear_history))`).
pub const ROUTE_COMMAND: &str = "route ";

/// How a [`CallSite::user_command`] that registers its callee as the handler of a bot's
/// command starts (``command `Command::Clear` `` for
/// `dptree::case![Command::Clear].endpoint(handle_clear)`): the handler's body answers the
/// command as a `match` arm on it would.
pub const HANDLER_COMMAND: &str = "command ";

/// How a user command that is a key binding starts (``key `KeyCode::Char('l')` `` for
/// `KeyCode::Char('l') =>`, ``key `ctrl('n')` `` for `if ctrl('n')`).
pub const KEY_COMMAND: &str = "key ";

/// How a user command that is a clicked button starts (`button "Delete"` for `if
/// ui.button("Delete").clicked()`).
pub const BUTTON_COMMAND: &str = "button ";

/// How a user command that is the screen's edit mode starts (``edit mode `is_editing` `` for
/// `if is_editing`): the message being edited is the one the user picked.
pub const EDIT_MODE_COMMAND: &str = "edit mode ";

/// A rule hit found inside one body.
#[derive(Debug, Clone)]
pub struct Violation {
    /// The rule.
    pub rule: &'static Rule,
    /// The offending expression (joined where spans can be joined, e.g. in the linter).
    pub span: Span,
    /// The offending expression's last token.
    pub last_token: Span,
    /// What is wrong, one sentence, lower case, code in backticks.
    pub message: String,
    /// What to write instead, naming the guarded API.
    pub help: String,
    /// Index into [`FileFacts::suppressions`] of the suppression that silences this hit.
    pub suppressed_by: Option<usize>,
}

/// A `#[retention_allow(rule, reason = "...")]` attribute.
#[derive(Debug, Clone)]
pub struct Suppression {
    /// The rule as written (`raw-window-edit`, `RG005`).
    pub rule_key: String,
    /// The rule, when `rule_key` names a registered one.
    pub rule: Option<&'static Rule>,
    /// The stated reason; `None` or empty is itself a violation (RG010).
    pub reason: Option<String>,
    /// The attribute (joined where spans can be joined).
    pub span: Span,
    /// The attribute's last token.
    pub last_token: Span,
    /// The statement, expression or item the attribute applies to.
    pub scope: Span,
}

impl Suppression {
    /// Whether this suppression silences `rule`.
    pub fn covers(&self, rule: &Rule) -> bool {
        self.rule.is_some_and(|r| r == rule)
    }
}
#[cfg(test)]
mod tests;
