//! The walk of one function body: windows and their aliases, edit sites, guard-API calls,
//! flushes, scores and rewrites in source order, and the calls the body makes.
//!
//! The walk records facts ([`BodyFacts`]); the rules in [`crate::rules`] turn facts into
//! violations.
//!
//! One [`Walker`] holds the state of the walk; its work is split by concern:
//! - `visit`: the syntax-tree visitor, which sees each expression in source order and calls
//!   the recognisers below;
//! - `windows`: which places are windows, and the local bindings (aliases, items borrowed
//!   mutably, views and scratch copies);
//! - `taint`: where values come from (a summariser, a model, a score, a range of a window);
//! - `edits`: the destructive edits of a window (method calls, assignments, `mem::take`, ...);
//! - `moves`: a local's whole value moved on by its last use (`mem::take` of a local);
//! - `merges`: neighbouring items merged, one's text appended verbatim to the other's;
//! - `cuts`: oldest-first and length-budget cuts (sliding windows, messages kept within a budget);
//! - `roles`: tests of a message's role and the system prompt;
//! - `summary`: what goes into a window after a cut, compaction by a summariser or the model,
//!   and summaries summarised again;
//! - `boundary_entries`: a summary put into an entry of the kind a request builder starts from;
//! - `calls`: guard-core API calls, flushes, windows handed out mutably, and call sites;
//! - `returned`: a window taken by value and returned rebuilt around a summary;
//! - `stores`: a conversation kept in a store (a Redis list, SQL rows, a key-value store's key);
//! - `serialised`: a conversation kept as serialised text in a field, read back, added to and
//!   written again;
//! - `files`: an agent's memory kept in a file, written over with a model's new version of it;
//! - `kv_cache`: a local model's context held in its KV cache, cut by a context shift;
//! - `routes`: handlers registered on an HTTP route, recorded as calls with the route;
//! - `kinds`: each edit's kind, decided when the walk is over.

mod boundary_entries;
mod calls;
mod commands;
mod cuts;
mod edits;
mod failures;
mod files;
mod floors;
mod kinds;
mod kv_cache;
mod late_init;
mod merges;
mod moves;
mod placeholders;
mod returned;
mod roles;
mod routes;
mod serialised;
mod stores;
mod summary;
mod taint;
mod take_back;
mod text_cuts;
mod visit;
mod windows;

use std::collections::{HashMap, HashSet};

use proc_macro2::Span;
use syn::visit::Visit;
use syn::{Attribute, Block, FnArg, ReturnType, Stmt, Type};

use super::derive::{Derivation, Taint, WindowRead};
use super::facts::{BodyFacts, EditFact};
use super::syntax::{returns_mut, value_tails};
use super::types::StructFields;
use super::{AnalysisConfig, Suppression, names};
use windows::reads_self_only;

pub(crate) use summary::summary_skipping_ranges;
pub(crate) use text_cuts::text_clippers;

/// What the walk needs to know about the function around the body.
pub(crate) struct Signature<'a> {
    pub cfg: &'a AnalysisConfig,
    pub structs: &'a StructFields,
    pub self_type: Option<&'a str>,
    /// `self` is itself a window (see `Context::self_is_window` in `items`).
    pub self_is_window: bool,
    /// The function's name.
    pub name: &'a str,
    pub inputs: &'a syn::punctuated::Punctuated<FnArg, syn::token::Comma>,
    pub output: &'a ReturnType,
    pub annotated: bool,
}

/// A window an expression refers to.
#[derive(Debug, Clone)]
struct Window {
    target: String,
    guarded: bool,
    /// A `&mut` collection parameter not recognised as a window (its position).
    param: Option<usize>,
    /// Held by `&mut` (a `&mut` parameter, or `let h = &mut self.history`): passing the
    /// binding on passes the window mutably.
    mut_ref: bool,
    /// Known to be a raw collection (not the guard's window, nor of unknown type): handing it
    /// out mutably is an escape.
    raw_known: bool,
}

impl Window {
    /// A raw collection known by its place (a store's table, a file, a local copy): not the
    /// guard's window, no unrecognised parameter, not held by `&mut`.
    fn raw(target: String) -> Self {
        Window {
            target,
            guarded: false,
            param: None,
            mut_ref: false,
            raw_known: true,
        }
    }
}

/// What a local binding is known to be.
#[derive(Clone)]
enum Binding {
    /// An alias of a window (`let h = &mut self.history`).
    Window(Window),
    /// An item of a window borrowed mutably (`for m in history.iter_mut()`).
    Element(Window),
    /// A binding with a known type.
    Typed(Box<Type>),
    /// A collection that is not the window, whatever its name: a copy of a window made in a
    /// method that can only read `self` (`let mut messages = self.messages.clone()` in
    /// `fn build(&self)`), or a sequence created in this body (`let mut messages = vec![..]`).
    /// It is a view or a request being prepared; editing it loses nothing that existed before.
    View,
}

/// Walk `block`, the body of a function with signature `sig`.
pub(crate) fn walk_body<'a>(
    sig: &Signature<'_>,
    block: &'a Block,
    active: Vec<usize>,
    suppressions: &mut Vec<Suppression>,
    bad_suppressions: &mut Vec<syn::Error>,
    nested_items: &mut Vec<&'a syn::Item>,
) -> BodyFacts {
    let cfg = sig.cfg;
    let mut walker = Walker {
        cfg,
        structs: sig.structs,
        self_type: sig.self_type,
        reads_self_only: reads_self_only(sig.inputs),
        builds_request: windows::builds_request(sig.self_type, sig.inputs),
        self_is_window: sig.self_is_window,
        loads_by_name: names::names_a_load(sig.name),
        name: sig.name,
        drop_glue: windows::is_drop_glue(sig.name, sig.inputs),
        handed_off: Vec::new(),
        call_indices: HashMap::new(),
        locals: HashMap::new(),
        guarded_places: HashSet::new(),
        taint: Taint::default(),
        score_conditions: Vec::new(),
        length_conditions: 0,
        rank_conditions: 0,
        budget_exits: 0,
        position_chosen: false,
        flushed: false,
        closure_depth: 0,
        depth: 0,
        active,
        suppressions,
        bad_suppressions,
        nested_items,
        inserts: Vec::new(),
        appended_from_caller: Vec::new(),
        summary_owners: Vec::new(),
        summary_sources: HashMap::new(),
        scoped_digests: Vec::new(),
        branches: Vec::new(),
        branch_points: 0,
        inserted_at: Vec::new(),
        command_arms: Vec::new(),
        failure_branches: 0,
        taken_back: HashSet::new(),
        rolled_back: HashSet::new(),
        key_tests: HashSet::new(),
        length_tests: HashSet::new(),
        map_guards: HashMap::new(),
        map_values: HashMap::new(),
        field_aliases: HashMap::new(),
        params: HashSet::new(),
        param_types: HashMap::new(),
        system_only: HashSet::new(),
        walked_items: HashSet::new(),
        indexed_items: HashSet::new(),
        working_copies: HashSet::new(),
        parsed_copies: HashSet::new(),
        scratch_copies: HashSet::new(),
        mut_params: HashMap::new(),
        index_loops: Vec::new(),
        consumed: Vec::new(),
        rebuilds: returned::Rebuilds::default(),
        empty_places: Vec::new(),
        stashed: Vec::new(),
        marker_tested: Vec::new(),
        moved_out_parts: HashSet::new(),
        accessor_copies: HashMap::new(),
        moved_out_flags: HashSet::new(),
        emptied_by_move: 0,
        tested_locals: Vec::new(),
        system_items: Vec::new(),
        display_lists: windows::display_lists(cfg, block),
        grown_requests: windows::grown_requests(block),
        std_buffers: HashMap::new(),
        unwrapped: HashMap::new(),
        unwrapped_parts: HashMap::new(),
        snapshot_pops: HashMap::new(),
        holder_types: HashMap::new(),
        locked_types: HashMap::new(),
        state_guards: HashSet::new(),
        shared_param_guards: HashSet::new(),
        own_holders: HashSet::new(),
        stored_lists: HashSet::new(),
        state_handles: HashSet::new(),
        store_loaded: HashSet::new(),
        load_bound: HashSet::new(),
        lent_parses: HashSet::new(),
        load_results: HashSet::new(),
        fresh_results: HashSet::new(),
        end_items: HashMap::new(),
        text_keys: HashMap::new(),
        looked_up: HashMap::new(),
        found_by_caller: HashMap::new(),
        edited_positions: HashMap::new(),
        found_positions: HashMap::new(),
        streamed_positions: HashMap::new(),
        streamed_items: HashMap::new(),
        same_ids: Vec::new(),
        same_labels: Vec::new(),
        receiver_copies: HashMap::new(),
        position_loops: Vec::new(),
        body: block,
        pending: Vec::new(),
        summarised_reads: Vec::new(),
        facts: BodyFacts {
            annotated: sig.annotated,
            store_in_context: !cfg.stores.is_empty(),
            ..BodyFacts::default()
        },
    };
    walker.bind_params(sig.inputs);
    walker.find_guarded_places(block);
    if let Some(Stmt::Expr(tail, None)) = block.stmts.last() {
        walker.note_handed_off(tail);
    }
    walker.visit_block(block);
    let mut returned_param = None;
    let mut returned_values = Vec::new();
    if let Some(Stmt::Expr(tail, None)) = block.stmts.last() {
        // What the tail gives back, not what it runs (`loop { .. conversation = .. }`).
        value_tails(tail, &mut returned_values);
    }
    walker.keep_returned_part_cuts(&returned_values);
    if let Some(Stmt::Expr(tail, None)) = block.stmts.last() {
        for value in returned_values {
            walker.check_returned_rebuild(value);
        }
        walker.forget_handed_back(tail);
        walker.forget_dequeued(tail);
        returned_param = walker.returned_window_param(sig.inputs, tail);
    }
    if returns_mut(sig.output) {
        walker.check_returned(block);
    }
    let mut facts = walker.finish();
    facts.returns_param = returned_param.as_ref().map(|(_, position)| *position);
    facts.hands_back = returned_param
        .filter(|(name, _)| {
            facts
                .edits
                .iter()
                .filter(|e| e.site.reading.target == *name)
                .all(|e| e.site.reading.passed_through.is_some())
        })
        .map(|(_, position)| position);
    facts
}

/// An edit as found, before [`Walker::record_edit`] records it.
struct NewEdit<'m> {
    /// How it edits (see [`crate::analysis::EditReading::method`]).
    method: &'m str,
    /// The edited place as written, when it is an alias of the window (`h` for `self.history`).
    written: Option<String>,
    /// First and last token.
    span: (Span, Span),
    /// Where the new content comes from (assignments, `mem::replace`, `splice`).
    value: Derivation,
    /// A relevance score computed in this body decides the edit.
    score: Option<String>,
    /// The edit replaces the whole window (`clear`, `drain(..)`, reassignment, `mem::take`).
    replaces_all: bool,
    /// The edit is positional (oldest-first) or cuts by length.
    length_cut: bool,
}

impl<'m> NewEdit<'m> {
    /// An edit that puts `value` in the window's place whole: another list ("insert" over a
    /// map's conversation, "append" of the window into another list; `Derivation::default()`),
    /// a summary message added, a file or a returned list written over it. No score, no cut by
    /// length.
    fn replacing_all(
        method: &'m str,
        written: Option<String>,
        span: (Span, Span),
        value: Derivation,
    ) -> Self {
        NewEdit {
            method,
            written,
            span,
            value,
            score: None,
            replaces_all: true,
            length_cut: false,
        }
    }
}

/// An edit whose kind is decided when the walk is over.
/// A path of branches: (`if` or `match` number, branch or arm index) pairs.
type Branches = Vec<(usize, usize)>;

/// The position recorded in `Walker::inserted_at` for an item pushed onto a window's end.
const PUSHED_AT_END: &str = "end";

/// `a` and `b` take different branches of one `if` or `match`: they never run together.
fn exclusive(a: &Branches, b: &Branches) -> bool {
    a.iter().any(|(point, arm)| {
        b.iter()
            .any(|(other, taken)| point == other && arm != taken)
    })
}

struct PendingEdit {
    fact: EditFact,
    /// The branches the edit is in.
    branches: Branches,
    param: Option<usize>,
    value: Derivation,
    replaces_all: bool,
    length_cut: bool,
    /// For `retain(|m| *m != prompt)`: the binding whose equal items it removes (`prompt`);
    /// for `let tail = w.split_off(k)` or `let first = w.remove(0)`: the binding that holds
    /// the removed items (`tail`, `first`).
    /// Re-inserting that binding afterwards makes it a move (most-recently-used lists, a tail
    /// set aside while the head is compacted).
    removes_equal_to: Option<String>,
    /// For `retain(|m| m.role != Role::System)`: it removes the system prompt. Inserting a new
    /// system message afterwards (`insert(0, Message::system(prompt))`) replaces the prompt.
    removes_system_prompt: bool,
    /// For `retain(|s| s.slot_type != SlotType::Identity)`: the variant whose items it removes
    /// (`SlotType::Identity`). Inserting an item built with that variant afterwards
    /// (`insert(0, ContextSlot::new(SlotType::Identity, ..))`) replaces that kind's item, as a
    /// new system prompt replaces the old one.
    removes_kind: Option<String>,
    /// For `splice(start..end, ..)` and `drain(start..end)`: the range's start as written.
    range_start: Option<String>,
    /// A `drain` whose items are thrown away (unbound, or counted into a `_` local).
    throws_away: bool,
    /// `pop_front()` or `remove(0)`: the one oldest item taken out.
    pops_oldest: bool,
    /// The window is reassigned a value of its own that neither a model nor a summariser
    /// wrote, and that is not an empty buffer (`*context = messages`): a model's reply added
    /// to it afterwards is the next turn, not what replaces the old messages.
    replaced_with_other: bool,
    /// A removal from a local holding items moved out of a window taken by value (see
    /// `returned::Rebuilds::carried_cuts`): its key. It is an edit of that window only if what
    /// it left reaches the function's value.
    from_part: Option<String>,
}

/// A summariser given text read from a range of a window.
struct SummarisedRead {
    read: WindowRead,
    /// The summariser was given the whole window, or a transcript of every one of its
    /// messages (the read is the range from `0`).
    whole: bool,
    callee: String,
    span: (Span, Span),
    suppressions: Vec<usize>,
    /// What was read is what a cut took out of the window (`summarize(&old)` for `let old =
    /// w.drain(..n).collect()`).
    from_cut: bool,
}

/// The state of the walk of one body (see the module documentation for who does what).
struct Walker<'a, 'b> {
    cfg: &'b AnalysisConfig,
    structs: &'b StructFields,
    self_type: Option<&'b str>,
    /// The function takes `&self` (see [`Binding::View`]).
    reads_self_only: bool,
    /// The function takes by value a `self` whose type is named as one request to the model
    /// (`fn with_messages(mut self, ..)` in `impl ApiRequest`): see
    /// [`windows::builds_request`].
    builds_request: bool,
    /// `self` is a collection of messages: the window itself.
    self_is_window: bool,
    /// The function is named as a load of the window from elsewhere (`rehydrate`, `reload`,
    /// `restore_session`): see [`names::names_a_load`].
    loads_by_name: bool,
    /// The function's name: where a digest the body formats itself is written.
    name: &'b str,
    /// The function is a `Drop::drop` (`fn drop(&mut self)`): an RAII guard putting back what
    /// it set aside (see [`Walker::puts_back_in_drop`]).
    drop_glue: bool,
    /// Addresses of full `drain(..)` calls whose items are handed on whole (see
    /// [`Walker::note_handed_off`]).
    handed_off: Vec<usize>,
    /// The index among the body's calls (`BodyFacts::calls`) of each method or path call
    /// recorded, by the address of its expression: an assignment naming the call it passes
    /// the window through (see [`crate::analysis::EditReading::passed_through`]).
    call_indices: HashMap<usize, usize>,
    locals: HashMap<String, Binding>,
    /// Place texts that receive guard-core API calls in this body.
    guarded_places: HashSet<String>,
    taint: Taint,
    /// Origins of the relevance scores that the enclosing conditions test.
    score_conditions: Vec<String>,
    /// How many enclosing conditions test a length or token count.
    length_conditions: usize,
    /// How many enclosing conditions compare ranks (`if score < lowest_score`, see
    /// [`Walker::compares_a_rank`]).
    rank_conditions: usize,
    /// How many early exits taken while within a named budget precede the statement
    /// (`if tokens <= budget { continue; }`): what follows runs only over that budget.
    budget_exits: usize,
    /// The edit being recorded removes at a position not found by position or age
    /// (`remove(i)` with `i` from a test of what messages say): an early budget exit before
    /// it does not make it a cut by that budget.
    position_chosen: bool,
    flushed: bool,
    closure_depth: usize,
    depth: usize,
    /// Indices (into `suppressions`) of the suppressions in scope.
    active: Vec<usize>,
    suppressions: &'b mut Vec<Suppression>,
    bad_suppressions: &'b mut Vec<syn::Error>,
    nested_items: &'b mut Vec<&'a syn::Item>,
    /// Windows that received a summary (`true`) or model output (`false`), with the branches
    /// the insert was walked in.
    inserts: Vec<(String, bool, Branches)>,
    /// Windows given at their newest end, before any cut of them, a summary of items the
    /// caller handed in and not of the window's own (`episodic.push_back(digest)` for a
    /// digest of `entries: Vec<MemoryEntry>`): see [`Walker::appends_summary_of_handed_in`].
    appended_from_caller: Vec<String>,
    /// Owners of a field that received a summary, with that field (`("history",
    /// "history.summary")` for `history.summary = Some(s)`): an edit of a window beside it
    /// (`history.messages.drain(..n)`) replaces the dropped messages with that summary.
    summary_owners: Vec<(String, String, Branches)>,
    /// Places of `summary_owners` given a part of a value handed in by the caller, with that
    /// value's name (`"self.summary"` to `"snapshot"` for `self.summary = snapshot.summary`):
    /// restored with a window the same value replaces (`self.messages = snapshot.messages`),
    /// the summary is loaded with it and stands in for nothing the load replaces.
    summary_sources: HashMap<String, String>,
    /// Places of `summary_owners` given a digest the body wrote itself (`self.summarized_prefix
    /// = Some(new_summary)`): such a digest holds only what the branch it is written in cut, so
    /// it stands in for the cuts made inside the outermost branch it is written in, not for a
    /// later cut outside it.
    scoped_digests: Vec<String>,
    /// The branches being walked, outermost first: each `if` or `match` met (numbered in
    /// walking order) with the branch or arm taken. An edit and a summary stored in two
    /// branches of one `if` or `match` never run together.
    branches: Branches,
    /// How many `if`s and `match`es the walk has met.
    branch_points: usize,
    /// Items put into a window at a position written as a literal, with that position
    /// (`("self.history", "0")` for `self.history.insert(0, prompt.clone())`), until the
    /// window is next cut: a `remove(0)` then takes back what was put there. An item pushed
    /// onto the end is recorded at [`PUSHED_AT_END`]: a `pop()` takes it back.
    inserted_at: Vec<(String, String)>,
    /// The string patterns of the `match` arms being walked (`"/clear"`): user commands.
    command_arms: Vec<String>,
    /// How many enclosing `match` arms and `if` branches handle a failure (`Err(e) =>`,
    /// `Msg::Failed(e) =>`): a `pop()` there takes back the message pushed for the failed call.
    failure_branches: usize,
    /// Windows a `pop()` of this body has taken its own push back off: a later pop in a
    /// failure arm finds no push of another function's left to take back.
    taken_back: HashSet<String>,
    /// Windows (by their place as written) this body has truncated back to where a turn
    /// began (`self.history.truncate(self.turn_start)`, see `turn_marks`): a `pop()` after it
    /// under a test that the last message holds half a tool exchange takes off what the
    /// rolled-back turn left.
    rolled_back: HashSet<String>,
    /// Closures of the body that test a key event (`let ctrl = |ch| .. KeyCode::Char(ch)`): a
    /// condition calling one with a character (`if ctrl('n')`) is a key binding.
    key_tests: HashSet<String>,
    /// Locals bound to a test of a length alone (`let already_small = msg.content.len() <=
    /// STUB.len()`): a condition that is one of them, or its negation, tests that length.
    length_tests: HashSet<String>,
    /// Locals bound to the lock guard of a field of `self`, or of a parameter, holding a map
    /// of conversations (`let mut threads = self.threads.write().await`), with that field
    /// (`self.threads`): removing a conversation from the local removes it from that map.
    map_guards: HashMap<String, String>,
    /// Locals bound to a value looked up in a map by its key (`if let Some(session) =
    /// self.sessions.get_mut(id)`), with that entry (`self.sessions[id]`).
    map_values: HashMap<String, String>,
    /// Locals bound to a field of `self`, its lock guard or a borrow of it
    /// (`let mut summaries = self.summaries.write().await`), with that field's text.
    field_aliases: HashMap<String, String>,
    /// The function's parameters (not shadowed by a `let`): values handed in by the caller.
    params: HashSet<String>,
    /// The declared types of the function's parameters, by name (a map of conversations
    /// handed in: `sessions: Arc<Mutex<HashMap<String, Vec<Msg>>>>`).
    param_types: HashMap<String, Type>,
    /// Locals holding only the system messages of a window
    /// (`let system = history.iter().filter(|m| m.role == Role::System).cloned().collect()`).
    system_only: HashSet<String>,
    /// Item aliases bound by a loop over every item of a window (`for m in h.iter_mut()`,
    /// `h.iter_mut().for_each(|m| ..)`): old messages among them, unlike `h.last_mut()`.
    walked_items: HashSet<String>,
    /// Item aliases bound to the item at one position of a window (`if let Body::Text { ref
    /// mut text } = h[i].body`, `let m = &mut h[i]`): written as `h[i]` is, not walked.
    indexed_items: HashSet<String>,
    /// Locals holding a copy of a window that the body writes back into it (see
    /// [`Walker::written_back_copy`]): their edits decide the write-back's kind and are not
    /// reported themselves.
    working_copies: HashSet<String>,
    /// Locals holding what the body parsed itself from text the caller lends, or a part of
    /// such a value (see [`Walker::parsed_copy`]): a copy, whatever its name.
    parsed_copies: HashSet<String>,
    /// Locals bound to a copy of a whole window that the body never writes back (see
    /// [`Walker::scratch_copy`]): lent to a call, they lend no window.
    scratch_copies: HashSet<String>,
    /// The function's parameters borrowed mutably, by name, with their positions among the
    /// explicit arguments (see [`crate::analysis::CallSite::forwarded_windows`]).
    mut_params: HashMap<String, usize>,
    /// The `for` loops being walked that count from the front (`for i in 0..k`): each loop
    /// variable with the range's end as written (`("i", "k")`).
    index_loops: Vec<(String, String)>,
    /// Window parameters taken by value (`messages: Vec<ChatMessage>`): the caller gets back
    /// what replaces them.
    consumed: Vec<Window>,
    /// Collections built from a window taken by value (see `returned`).
    rebuilds: returned::Rebuilds,
    /// Places an enclosing condition found empty (`Parts(p) if p.is_empty()` in a `match` on
    /// `message.content`, `if text.is_empty()`): writing them loses nothing.
    empty_places: Vec<String>,
    /// Windows, as written, whose whole contents a call put beside them under a key
    /// (`self.threads.insert(id, self.messages.clone())`), with the branches it is in:
    /// replacing the window after that drops nothing (see [`Walker::note_window_stashed`]).
    stashed: Vec<(String, Branches)>,
    /// Windows whose newest message an enclosing condition found to be a placeholder the host
    /// wrote (`if history.last().is_some_and(is_bridge_message)`, see
    /// [`crate::analysis::AnalysisConfig::marker_tests`]), as written: popping it drops none
    /// of the conversation.
    marker_tested: Vec<String>,
    /// An item's parts a `retain` moved into another item of the window (`content` in
    /// `content.retain(|b| !is_image(b))` with the images put into the next message, see
    /// [`Walker::retain_moves_items`]), as written, and the locals bound to the test that
    /// they are left empty (`remove_assistant = content.is_empty()`).
    moved_out_parts: HashSet<String>,
    /// Locals bound to a copy of what an accessor of a holder hands out, with that holder as
    /// written (`msgs` and `self.session` for `let mut msgs =
    /// self.session.messages().to_vec()`, see [`Walker::holder_setter_edit`]).
    accessor_copies: HashMap<String, String>,
    moved_out_flags: HashSet<String>,
    /// Enclosing conditions that find an item's moved-out parts empty
    /// (`if remove_assistant`, `if content.is_empty()`): the item holds nothing the body did
    /// not put elsewhere, and removing it drops nothing.
    emptied_by_move: usize,
    /// Locals the conditions of the enclosing plain `if`s read (`removed` in `if
    /// removed.pinned`; not an `if let`, which only unwraps): an item set aside and put back
    /// under such a test goes back only when it passes it, and stays out otherwise.
    tested_locals: Vec<String>,
    /// Item aliases an enclosing condition found to be the system message (`chat` in `if let
    /// Chat(chat) = msg && chat.role == "system"`): writing their text refreshes the system
    /// prompt, none of the conversation.
    system_items: Vec<String>,
    /// The lists this body fills with rows a screen draws alone
    /// ([`windows::display_lists`]): no windows, whatever their names.
    display_lists: HashSet<String>,
    /// The fields of requests a loop keeps across its turns and grows
    /// ([`windows::grown_requests`]): the loop's conversation, windows however the request
    /// is typed.
    grown_requests: HashSet<String>,
    /// Locals a standard buffer constructor initialised (`let mut out = Vec::new()`:
    /// `("out", "Vec")`): a method called on one is the buffer's own, not a linted type's.
    std_buffers: HashMap<String, &'static str>,
    /// Locals bound by `if let Some(s) = system` to what a local holds (`("s", "system")`).
    unwrapped: HashMap<String, String>,
    /// Locals bound by `if let Some(calls) = &mut m.tool_calls` to what a part of a value
    /// holds, with that part as written (`("calls", "m.tool_calls")`): finding the local empty
    /// finds the part empty.
    unwrapped_parts: HashMap<String, String>,
    /// Locals bound to a copy of a conversation popped off a stack of them a field of `self`
    /// holds, with that field as written (`("prev", "self.checkpoints")` for `if let
    /// Some(prev) = self.checkpoints.pop()`): see [`Walker::snapshot_popped`].
    snapshot_pops: HashMap<String, String>,
    /// Locals bound to one holder of a conversation taken from a map of them, with the
    /// holder's struct (`("state", "SessionState")`): its fields typed as collections of
    /// messages are that conversation's windows.
    holder_types: HashMap<String, String>,
    /// Locals bound to the value a typed local's lock guards, with that local's declared
    /// type (`("chat", Arc<Mutex<Chat>>)` for `let mut chat = shared.lock().await`): the
    /// struct whose fields the guard reaches.
    locked_types: HashMap<String, Type>,
    /// Locals bound to a lock guard of state the function reaches from a parameter through
    /// fields and argument-less calls (`if let Ok(mut turns) =
    /// app.state::<Conversation>().0.lock()`, `let mut chat = state.0.lock()?`): a window
    /// edited through one is held in state handed to the function.
    state_guards: HashSet<String>,
    /// Locals standing for such state before it is locked (`let state =
    /// app.state::<Conversation>()`).
    state_handles: HashSet<String>,
    /// Locals bound to the lock guard of a parameter that is a shared handle (`let mut conv =
    /// conversation.lock().ok()?` for `conversation: &Arc<Mutex<Vec<Message>>>`): the caller's
    /// window, written through the guard as through `self.history.lock()`.
    shared_param_guards: HashSet<String>,
    /// Locals bound mutably to the value an `Option` field of `self` holds (`if let Some(ref
    /// mut session) = self.current_session`, `if let Some(session) = self.session.as_mut()`):
    /// a window of that value is the method's own, as `self.history` is.
    own_holders: HashSet<String>,
    /// Locals bound to a list the body loads from a file or store and writes back over it
    /// (`let mut memories = read_all(&path)?; .. atomic_write_index(&path, &memories)?`, see
    /// [`Walker::list_stored_back`]): the stored list itself, the program's own as
    /// `self.memories` is.
    stored_lists: HashSet<String>,
    /// Locals bound to what a store reads back (`let messages = self.fetch_messages().await?`,
    /// see [`Walker::reads_store`]): a window replaced with one is reloaded, not cut.
    store_loaded: HashSet<String>,
    /// Locals bound to what the body parsed from text the caller lends (`let memos =
    /// parse_markdown_to_memos(markdown)?` for `markdown: &str`, see
    /// [`Walker::parses_lent_text`]), written back or not: a window of `self` replaced with one
    /// is loaded from the caller's text, as with a value handed in.
    lent_parses: HashSet<String>,
    /// In a function named as a load, locals bound to what a call named as a load returns
    /// (`let session = session::load_session(id).await?`, see [`Walker::reads_by_load`]): a
    /// window replaced with one, or with one of its fields, is loaded, not cut.
    load_bound: HashSet<String>,
    /// Locals bound to what a call named as a load returns, in any function (`let loaded =
    /// Session::load(id)?`, `Ok(loaded) =>` in `match Session::load(id).await`): a holder of a
    /// window replaced with one (`*session = loaded`) is loaded, see [`Walker::loads_holder`].
    load_results: HashSet<String>,
    /// Locals bound to a value made from nothing the conversation holds (`let new_session =
    /// ChatSession::new(dir)`, `Ok(new_session) =>` in `match Session::new().await`): a holder
    /// of a window replaced with one starts the conversation over, see
    /// [`Walker::holds_fresh_value`].
    fresh_results: HashSet<String>,
    /// Item aliases bound to the message at one end of a window, with the method that lent it
    /// (`let last = self.history.last_mut()?` -> `last_mut`, `if let Some(first) =
    /// messages.first_mut().filter(..)` -> `first_mut`; see [`crate::analysis::END_ITEM_BORROWS`]).
    end_items: HashMap<String, &'static str>,
    /// Locals bound to a key parsed out of other locals (`let Some(hash) =
    /// elided_hash(text) else { continue }`: `hash` from `text`), with those locals.
    text_keys: HashMap<String, HashSet<String>>,
    /// Locals bound to what a lookup returned for such a key (`Ok(bytes) =>` in `match
    /// cas.get(&hash)`, then `Ok(full) =>` in `match String::from_utf8(bytes)`), with the
    /// locals the key came from: see [`Walker::expands_placeholder`].
    looked_up: HashMap<String, HashSet<String>>,
    /// Item aliases bound to the message a window's `find` picks by an id the caller passes
    /// in (`let Some(message) = session.messages.iter_mut().find(|m| m.id == message_id)`),
    /// each with that parameter's name.
    found_by_caller: HashMap<String, String>,
    /// Positions bound from the screen's edit mode, with the field they came from (see
    /// [`Walker::note_edited_position`]).
    edited_positions: HashMap<String, String>,
    /// Positions bound from a `position` that finds the message by an id the caller passes in
    /// (`if let Some(index) = list.iter().position(|e| e.id == entry_id)`), each with that
    /// parameter's name and the list searched, as written (see
    /// [`Walker::note_position_found_by_caller`]).
    found_positions: HashMap<String, (String, String)>,
    /// Positions bound from a field holding the position of the message a stream is writing
    /// (see [`crate::analysis::AnalysisConfig::stream_cursors`]), with the window it points
    /// into, and the item aliases bound to the message at such a position (`get_mut(index)`,
    /// `&mut self.messages[index]`), with that window: see [`Walker::note_streamed_position`].
    streamed_positions: HashMap<String, String>,
    streamed_items: HashMap<String, String>,
    /// Pairs of locals the enclosing `if` conditions test to carry the same id
    /// (`("last", "message")` under `if last.id == message.id`), innermost last.
    same_ids: Vec<(String, String)>,
    /// Locals the enclosing `if` conditions test to start with a literal label, with the label
    /// (`("last", "Assistant:")` under `if last.starts_with("Assistant:")`), innermost last.
    same_labels: Vec<(String, String)>,
    /// Locals asked about as a method call's receiver, and whether each is a value the body
    /// builds from shared borrows and renders (see [`Walker::receiver_copy`]).
    receiver_copies: HashMap<String, bool>,
    /// The `enumerate` loops over a window being walked (`for (i, m) in
    /// history.iter().enumerate()`), innermost last: each loop's index and item.
    position_loops: Vec<(String, String)>,
    pending: Vec<PendingEdit>,
    /// Summarisers given text read from a range of a window, in this body.
    summarised_reads: Vec<SummarisedRead>,
    facts: BodyFacts,
    /// The body walked (to look ahead for a copy written back).
    body: &'a Block,
}

impl Walker<'_, '_> {
    /// The suppressions in scope here.
    fn scope(&self) -> Vec<usize> {
        self.active.clone()
    }

    /// Read the suppressions among `attrs`, applying to `scope`; returns how many were pushed
    /// onto the active stack.
    fn enter_attrs(&mut self, attrs: &[Attribute], scope: impl Fn() -> Span) -> usize {
        super::suppress::enter(
            attrs,
            scope,
            self.suppressions,
            &mut *self.bad_suppressions,
            &mut self.active,
        )
    }

    /// Pop the `pushed` suppressions that [`Walker::enter_attrs`] pushed.
    fn leave_attrs(&mut self, pushed: usize) {
        let keep = self.active.len() - pushed;
        self.active.truncate(keep);
    }
}
