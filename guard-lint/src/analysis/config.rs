//! What the analysis is told, on top of what its heuristics recognise.

/// Configuration of the analysis. `Default` is the built-in heuristics with nothing extra.
///
/// The linter fills the `extra_*` lists from `[workspace.metadata.guard]`; `#[retention_safe]`
/// fills `windows` and `stores` from its arguments and sets `annotated`.
#[derive(Debug, Clone)]
pub struct AnalysisConfig {
    /// Use the name and type heuristics for windows, summarisers, scorers and flushes.
    /// When false, only the guard-core types and the configured names count.
    pub heuristics: bool,
    /// Extra window types (last path segment, e.g. `ContextWindow`): values of these types
    /// are windows whose edits must go through the guard.
    pub extra_window_types: Vec<String>,
    /// Extra window fields or bindings by name (e.g. `scratch`): a place ending in this name is
    /// a window.
    pub extra_window_fields: Vec<String>,
    /// Extra summariser functions or methods by name: their result is model-authored text.
    pub extra_summarisers: Vec<String>,
    /// Extra relevance-scorer functions or methods by name.
    pub extra_scorers: Vec<String>,
    /// Extra functions or methods that make the verbatim store durable (like `flush`).
    pub extra_flushes: Vec<String>,
    /// Places that are windows, as written (`self.history`, `window`): from
    /// `#[retention_safe(window = ...)]`.
    pub windows: Vec<String>,
    /// Places that are the verbatim store (`self.store`): from `#[retention_safe(store = ...)]`.
    /// Any method call on them whose name is a flush counts as a flush.
    pub stores: Vec<String>,
    /// Treat every analysed function as annotated with `#[retention_safe]` (the attribute sets
    /// this: it has consumed its own attribute before analysing the item).
    pub annotated: bool,
    /// Functions of the analysed file named like summarisers that build their text without a
    /// model (`fn create_simple_summary(..)` that keeps the first sentence of each message):
    /// their result is host-written, not a rewrite. Filled by the analysis for each file;
    /// a name in `extra_summarisers` stays a summariser.
    pub host_written_summarisers: Vec<String>,
    /// Types the analysed file declares without fields (`struct GenericSummarizer;`), named
    /// like summarisers, whose every method named like one is host-written: a call on one
    /// (`GenericSummarizer.summarize(..)`) is no model's, whatever the type's name says.
    /// Filled by the analysis for each file.
    pub host_summariser_types: Vec<String>,
    /// Functions of the analysed file named like summarisers that only pick items of the list
    /// they are handed (`fn compress_message_history(&self, messages: &[Message], n: usize) ->
    /// Vec<Message>` cloning every k-th message): what they return is a selection, no summary.
    /// Filled by the analysis for each file (see `item_selectors`).
    pub item_selectors: Vec<String>,
    /// Functions of the analysed file, not named as summarisers, that return what a summariser
    /// with a model returns (`create_memory_dump(&old)` ending in
    /// `self.create_compressed_summary(&text).await`): a call of one makes that summary, as a
    /// summariser's does. Filled by the analysis for each file (see `relays`).
    pub relayed_summarisers: Vec<String>,
    /// Functions of the analysed file that hand back the first characters of the text they
    /// are given, whatever they are called (`fn shorten(text: &str, limit: usize) -> String`
    /// keeping `text.chars().take(limit - 1)` and an ellipsis): an item's text written over
    /// with what one returns for it is cut by length, as with `truncate_text`. Filled by the
    /// analysis for each file (see `body::text_clippers`).
    pub text_clippers: Vec<String>,
    /// Functions of the analysed file that tell whether a message is a placeholder the host
    /// writes itself (`fn is_retrigger_bridge_message(m: &Message) -> bool` testing its text
    /// for a bracketed marker: `contains("[acknowledged")`). Filled by the analysis for each
    /// file.
    pub marker_tests: Vec<String>,
    /// The windows (by their last field or local name: `messages` for `sess.messages`) that
    /// some function of the analysed file puts a message marked as a summary at the front of
    /// (`insert(0, ChatMessage { is_summary: true, .. })`): a range of one of them summarised
    /// from its start takes that summary in again. Filled by the analysis for each file.
    pub summary_front_windows: Vec<String>,
    /// The functions of the analysed file that return a range of a window starting past the
    /// summary the window may hold, each with how: `None` when the body looks for the
    /// summaries already there to step over them (`(pinned..last).find(|i|
    /// !is_compaction_summary(&messages[*i]))`), or the role whose leading messages the body
    /// counts first (`"system"` for `let pinned = messages.iter().take_while(|m| m.role ==
    /// "system").count()`), past a summary put in as a message of that role. Items drained by
    /// such a range hold no summary. Filled by the analysis for each file.
    pub summary_skipping_ranges: Vec<(String, Option<String>)>,
    /// The kinds of entry a request builder of the analysed file, or of another file of its
    /// crate (see [`SharedDeclarations::summary_boundaries`]), reads the entries from the last
    /// of on (`&entries[index..]` for `index` where `rposition(|e| matches!(e,
    /// HistoryEntry::System { .. }))` finds the last), each with that builder: a summary put
    /// into an entry of one of them stands in for every entry before it. Filled by the
    /// analysis for each file (see `summary_boundaries`).
    pub summary_boundaries: Vec<super::SummaryBoundary>,
    /// The functions of the analysed file, and those of other files of its crate it calls (see
    /// [`SharedDeclarations::entry_pushers`]), that carry one of their parameters into an entry
    /// they build and push (`fn push_system(&mut self, content: String)` building
    /// `HistoryEntry::System { content, .. }`): a summary handed to one whose entry is of a
    /// kind of [`Self::summary_boundaries`] goes into such an entry. Filled by the analysis
    /// for each file.
    pub entry_pushers: Vec<super::EntryPusher>,
    /// The private fields of the analysed file's structs that no code of the file reads, by
    /// name (an NPC's `memories` only pushed, sorted and truncated): what they hold reaches
    /// no model, so cutting them edits no context. Filled by the analysis for each file (see
    /// `unread_fields`).
    pub unread_fields: Vec<String>,
    /// The collections the analysed file fills only with struct literals of a type named for
    /// something other than a message, whose fields name no side of a conversation and nothing
    /// said in it (`history.items` for `history.items.insert(0, ClipboardItem { id, text,
    /// mime, .. })`), by their place as written: what they hold is no conversation. Filled by
    /// the analysis for each file (see `foreign_items`).
    pub foreign_item_lists: Vec<String>,
    /// The collections the analysed file fills with pairs of what the asking side of a
    /// conversation said and what the answering side said (`self.session` for
    /// `self.session.push((user.to_string(), assistant.to_string()))`), by their place as
    /// written: the rounds of a conversation, whatever they are called. Filled by the analysis
    /// for each file (see `turn_pairs`).
    pub turn_pair_lists: Vec<String>,
    /// The collection fields of the analysed file's structs that a screen draws beside a field
    /// of the same struct the file sends to a model (`turns` beside `history` in `Chat {
    /// turns, history }` for `messages: self.history.clone()`), by name: what they hold is
    /// shown, the model reads the other. Filled by the analysis for each file (see
    /// `shown_lists`).
    pub shown_fields: Vec<String>,
    /// The fields of the analysed file's structs that hold the position of the message a
    /// stream is writing, each with the field of the window it points into
    /// (`current_assistant_index` set to `Some(self.messages.len())` before the message is
    /// pushed, see `stream_cursors`): writing the text of the message there fills the reply,
    /// it drops nothing. Filled by the analysis for each file.
    pub stream_cursors: Vec<(String, String)>,
    /// The fields of the analysed file's structs that mark where a turn began in a window,
    /// each with the window's field (`turn_start` set to `self.history.len()` as a turn starts,
    /// see `turn_marks`): truncating the window back to one takes off only what the turn added
    /// since. Filled by the analysis for each file.
    pub turn_marks: Vec<(String, String)>,
    /// The role literals the analysed file gives only to messages it writes itself, none a
    /// side of a conversation (`self.push_message("workflow", blocks)`, see
    /// `injected_roles`): a `retain` that removes messages of one of them, and of no other
    /// role, strips the host's own notes, no drop. Filled by the analysis for each file.
    pub injected_roles: Vec<String>,
    /// The fields of the analysed file's structs that bound what a window still shows, each
    /// with the window's field: the file reads the window from the field to its end
    /// (`&self.turns[self.floor..]`) and moves the field forward (`self.floor =
    /// self.turns.len() - keep`), never back (see `window_floors`). Moving one forward drops
    /// the items below it from what the window sends. Filled by the analysis for each file.
    pub window_floors: Vec<(String, String)>,
    /// The item types of a screen's transcript in the analysed file: an enum with a variant
    /// only a screen has (`Notice`, `Checklist`, `Banner`...), declared there or named with one
    /// (`ChatEntry::Notice(text)`). A collection of them is what a TUI draws, not a model's
    /// context (see `display_types`). Filled by the analysis for each file.
    pub display_types: Vec<String>,
    /// The traits the analysed file declares or implements as a store of conversations: with
    /// a method that hands out messages and one that takes a message in (`impl MemoryStore
    /// for SummaryBufferMemory`, its `load` and `append`). A field of `self` holding a value
    /// of such a trait behind a pointer (`store: Arc<dyn MemoryStore>`) keeps the
    /// conversations it edits (see `message_stores`). Filled by the analysis for each file.
    pub message_store_traits: Vec<String>,
    /// The structs the analysed file declares around one message: a field holding one
    /// message-like item and only bookkeeping beside it (`struct Memo { id: String, message:
    /// Message, timestamp: DateTime<Utc>, importance: f32 }`). Each is a message with its
    /// bookkeeping, so a collection of them is a conversation whatever the record is called
    /// (see `message_records`). Filled by the analysis for each file, with the records of
    /// [`Self::external_message_records`] added.
    pub message_records: Vec<String>,
    /// Records around one message (see [`Self::message_records`]) declared in other files of
    /// the linted workspace and named in the analysed one (`struct Memo { message: Message,
    /// timestamp: DateTime<Utc> }` in `memo.rs`, `Vec<Memo>` in `memory.rs`): the linter hands
    /// them to the analysis of that file, so a collection of them is a conversation there too.
    /// A struct of that name the file declares itself takes precedence.
    pub external_message_records: Vec<String>,
    /// Structs declared in other files of the linted workspace that hold a collection of
    /// message-like items (`struct Memory { short_term: Vec<Message> }` in `memory.rs`), or
    /// declare a method a collection also has (`ChatView::clear`): the linter hands them to
    /// the analysis of a file that names them, so `memory.short_term` is known as a window
    /// there too, and `self.chat.clear()` on a `ChatView` as that struct's own method. A
    /// struct the file declares itself takes precedence.
    pub external_structs: Vec<DeclaredStruct>,
    /// Type aliases and lock helpers declared in other files of the linted crate and used in
    /// the analysed one (`type SharedMessages = Arc<Mutex<Vec<Message>>>` and `fn
    /// lock_messages(m: &SharedMessages) -> MutexGuard<..>` in `api.rs`, used in
    /// `engine.rs`): the analysis reads them as if the file declared them (see
    /// `normalise`). A declaration of the file's own takes precedence.
    pub external_declarations: SharedDeclarations,
}

/// What one file declares that another file's analysis reads through (see
/// `normalise`): type aliases without generic parameters, free lock helpers and lock helper
/// methods; and the summarisers that fold a summary handed to them into what they ask a model,
/// which report that summary themselves.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SharedDeclarations {
    /// Each alias's name and the type it stands for, as token text (`("SharedMessages", "Arc <
    /// Mutex < Vec < Message > > >")`), sorted by name.
    pub aliases: Vec<(String, String)>,
    /// Each free lock helper's name and the position of the parameter it locks
    /// (`("lock_messages", 0)`), sorted by name.
    pub lock_helpers: Vec<(String, usize)>,
    /// Each lock helper method's type, name and the fields of `self` it locks
    /// (`("Brain", "history", ["history"])`), sorted.
    pub method_lock_helpers: Vec<MethodLockHelper>,
    /// Each function that folds a summary handed to it as a parameter into what it asks a
    /// model (`summarize_conversation(model, &msgs, prior_summary)`), by name, sorted: a
    /// caller handing it an earlier summary leaves the report of that summary summarised again
    /// to it.
    pub param_resummarisers: Vec<String>,
    /// Each function that takes a summary as a parameter and hands it to no summariser, only
    /// to other such functions or into a window or record (`compress_reporting(session,
    /// summary, first_kept, saved)`, which puts the summary first in the session), by name,
    /// sorted: a caller handing it an earlier summary has it installed, not summarised again,
    /// whatever the name says.
    pub summary_installers: Vec<String>,
    /// The kinds of entry a request builder reads the entries from the last of on, each with
    /// that builder (see [`AnalysisConfig::summary_boundaries`]), sorted: a file of the crate
    /// that names the kind's type, or calls a pusher of such an entry, is handed them.
    pub summary_boundaries: Vec<super::SummaryBoundary>,
    /// The functions that carry a parameter into an entry they build and push (see
    /// [`AnalysisConfig::entry_pushers`]), sorted: a file of the crate that calls one whose
    /// entry is of a kind of [`Self::summary_boundaries`] is handed it.
    pub entry_pushers: Vec<super::EntryPusher>,
}

/// A lock helper method (see [`SharedDeclarations::method_lock_helpers`]): the type of its
/// `impl`, its name and the fields of `self` it locks.
pub type MethodLockHelper = (String, String, Vec<String>);

impl SharedDeclarations {
    /// Nothing is declared.
    pub fn is_empty(&self) -> bool {
        self.aliases.is_empty()
            && self.lock_helpers.is_empty()
            && self.method_lock_helpers.is_empty()
            && self.param_resummarisers.is_empty()
            && self.summary_installers.is_empty()
            && self.summary_boundaries.is_empty()
            && self.entry_pushers.is_empty()
    }
}

/// A struct as declared in the source: its name and its named fields, each with its type as
/// written (token text).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct DeclaredStruct {
    /// The struct's name (`Memory`).
    pub name: String,
    /// Each field's name and type text (`("short_term", "Vec < Message >")`).
    pub fields: Vec<(String, String)>,
    /// The names of its methods that take `self` by value and return `Self` (`with_system`),
    /// sorted.
    pub builders: Vec<String>,
    /// The names of its methods that a collection also has (`clear`, `remove`), sorted: a
    /// call of one on a value of this struct runs the struct's own code.
    pub methods: Vec<String>,
}

impl Default for AnalysisConfig {
    fn default() -> Self {
        AnalysisConfig {
            heuristics: true,
            extra_window_types: Vec::new(),
            extra_window_fields: Vec::new(),
            extra_summarisers: Vec::new(),
            extra_scorers: Vec::new(),
            extra_flushes: Vec::new(),
            windows: Vec::new(),
            stores: Vec::new(),
            annotated: false,
            host_written_summarisers: Vec::new(),
            host_summariser_types: Vec::new(),
            item_selectors: Vec::new(),
            relayed_summarisers: Vec::new(),
            text_clippers: Vec::new(),
            marker_tests: Vec::new(),
            summary_front_windows: Vec::new(),
            summary_skipping_ranges: Vec::new(),
            summary_boundaries: Vec::new(),
            entry_pushers: Vec::new(),
            unread_fields: Vec::new(),
            foreign_item_lists: Vec::new(),
            turn_pair_lists: Vec::new(),
            shown_fields: Vec::new(),
            stream_cursors: Vec::new(),
            turn_marks: Vec::new(),
            injected_roles: Vec::new(),
            window_floors: Vec::new(),
            display_types: Vec::new(),
            message_store_traits: Vec::new(),
            message_records: Vec::new(),
            external_message_records: Vec::new(),
            external_structs: Vec::new(),
            external_declarations: SharedDeclarations::default(),
        }
    }
}
