//! One lint run: discover, read the configuration, parse and analyse every file in parallel,
//! build the call graph, and turn edit sites, local rule hits and suppressions into a
//! [`Report`].

use std::collections::HashSet;
use std::path::PathBuf;

use crate::analysis::{self, AnalysisConfig, EditKind, WholeWindow};
use crate::callgraph::{CallGraph, NodeId, Route};
use crate::config::{Config, ConfigError, Level};
use crate::discovery::{Discovered, discover};
use crate::facts::{
    Call, Callee, EditFact, FileFacts, FunctionFact, Location, ParamEditFact, SuppressionFact,
    ViolationFact,
};
use crate::holders;
use crate::parse::{FileAnalysis, FileContext, parse_all};
use crate::report::{Edit, Finding, Report, ReportError, RuleMeta, Severity, Summary};
use crate::rules::{
    self, Rule, host_truncation, unguarded_drop, unguarded_rewrite, unused_suppression,
};

/// Why a run could not produce a report (exit code 2).
#[derive(Debug)]
pub enum LintError {
    /// PATH is unusable, `cargo metadata` failed, or threads could not start.
    Setup(String),
    /// A mistake in `[workspace.metadata.guard]` / `[package.metadata.guard]`.
    Config(ConfigError),
}

impl std::fmt::Display for LintError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LintError::Setup(message) => f.write_str(message),
            LintError::Config(error) => write!(f, "invalid configuration: {error}"),
        }
    }
}

/// What to lint and how.
#[derive(Debug, Clone)]
pub struct LintOptions {
    /// Workspace, package, directory or file to lint.
    pub path: PathBuf,
    /// Parsing threads; `0` for one per core.
    pub threads: usize,
    /// Rule levels from the command line (`--rule ID=LEVEL`): they win over every manifest.
    pub rule_levels: Vec<(&'static str, Level)>,
}

/// Lint `options.path` and report every finding (before any baseline).
pub fn lint(options: &LintOptions) -> Result<Report, LintError> {
    let discovered = discover(&options.path).map_err(|e| LintError::Setup(e.0))?;
    lint_discovered(&discovered, options.threads, &options.rule_levels)
}

/// Lint what [`discover`] (or a caller, e.g. a benchmark) found, on `threads` threads, with
/// `rule_levels` (rule id, level) overriding the configured levels everywhere.
pub fn lint_discovered(
    discovered: &Discovered,
    threads: usize,
    rule_levels: &[(&'static str, Level)],
) -> Result<Report, LintError> {
    let mut config = load_config(discovered).map_err(LintError::Config)?;
    config.override_levels(rule_levels);
    let analysis = Analysis {
        config: analysis_config(&config),
    };
    let (parsed, mut errors) = parse_all(
        discovered,
        threads,
        &|path| config.is_excluded(path),
        &analysis,
    )
    .map_err(LintError::Setup)?;
    let mut files: Vec<(FileContext, FileFacts)> =
        parsed.into_iter().map(|p| (p.context, p.facts)).collect();
    holders::share(&mut files, threads, &analysis.config, |config| Analysis {
        config,
    })
    .map_err(LintError::Setup)?;
    files.sort_by(|a, b| a.0.relative.cmp(&b.0.relative));
    for (context, facts) in &files {
        for function in facts.functions.iter().filter(|f| f.too_deep) {
            errors.push(ReportError {
                file: Some(context.relative.clone()),
                line: Some(function.location.line),
                column: Some(function.location.column),
                message: format!(
                    "`{}` nests deeper than {} levels; the deepest part was not analysed",
                    function.path,
                    analysis::MAX_DEPTH
                ),
            });
        }
    }
    let graph = CallGraph::build(&files);
    let mut checker = Checker {
        config: &config,
        files: &files,
        graph: &graph,
        findings: Vec::new(),
        used: HashSet::new(),
        suppressed: 0,
    };
    checker.check_edits();
    checker.check_violations();
    checker.check_unused_suppressions();
    let mut report = Report {
        root: Some(discovered.root.clone()),
        rules: rules::ALL.iter().map(|rule| rule_meta(rule)).collect(),
        findings: checker.findings,
        errors,
        summary: Summary {
            files: files.len(),
            functions: files.iter().map(|(_, f)| f.functions.len()).sum(),
            baselined: 0,
            suppressed: checker.suppressed,
        },
    };
    report.sort();
    Ok(report)
}

/// The [`RuleMeta`] of a registered rule.
pub fn rule_meta(rule: &Rule) -> RuleMeta {
    RuleMeta {
        id: rule.id.to_owned(),
        name: rule.name.to_owned(),
        default_level: severity(rule.default_level),
        summary: rule.summary(),
        docs: rule.documentation(),
    }
}

fn severity(level: Level) -> Option<Severity> {
    match level {
        Level::Off => None,
        Level::Note => Some(Severity::Note),
        Level::Warning => Some(Severity::Warning),
        Level::Error => Some(Severity::Error),
    }
}

fn load_config(discovered: &Discovered) -> Result<Config, ConfigError> {
    let mut config = Config::default();
    let rule_id = |key: &str| rules::find(key).map(|rule| rule.id);
    if let Some(manifest) = &discovered.workspace_manifest {
        config.add(
            manifest,
            "workspace.metadata",
            &discovered.workspace_metadata,
            &rule_id,
        )?;
    }
    for package in &discovered.packages {
        config.add(
            &package.manifest_path,
            "package.metadata",
            &package.metadata,
            &rule_id,
        )?;
    }
    Ok(config)
}

fn analysis_config(config: &Config) -> AnalysisConfig {
    let words = &config.vocabulary;
    AnalysisConfig {
        extra_window_types: words.window_types.clone(),
        extra_window_fields: words.window_fields.clone(),
        extra_summarisers: words.summarisers.clone(),
        extra_scorers: words.scorers.clone(),
        extra_flushes: words.flushes.clone(),
        ..AnalysisConfig::default()
    }
}

/// Runs the shared analysis on each file and keeps its facts with spans resolved to lines.
struct Analysis {
    config: AnalysisConfig,
}

impl FileAnalysis for Analysis {
    type Facts = FileFacts;

    fn analyze(&self, file: &syn::File, context: &FileContext) -> FileFacts {
        let facts = analysis::analyze_file(file, &context.module_path, &self.config);
        FileFacts {
            functions: facts.functions.iter().map(function_fact).collect(),
            suppressions: facts.suppressions.iter().map(suppression_fact).collect(),
            violations: facts.violations.iter().map(violation_fact).collect(),
            message_holders: facts.message_holders,
            record_types: facts.record_types,
            declared_structs: facts.declared_structs,
            type_names: facts.type_names,
            declarations: facts.declarations,
        }
    }
}

fn function_fact(function: &analysis::FunctionFacts) -> FunctionFact {
    FunctionFact {
        path: function.path.clone(),
        name: function.name.clone(),
        self_type: function.self_type.clone(),
        is_pub: function.is_pub,
        is_crate_only: function.is_crate_only,
        is_main: function.is_main,
        is_trait_impl: function.is_trait_impl,
        is_async: function.is_async,
        is_builder: function.is_builder,
        is_guard: function.is_guard,
        location: Location::of(function.span),
        edits: function.edits.iter().map(edit_fact).collect(),
        param_edits: function
            .param_edits
            .iter()
            .map(|p| ParamEditFact {
                param_index: p.param_index,
                item: p.item,
                edit: edit_fact(&p.edit),
            })
            .collect(),
        calls: function
            .calls
            .iter()
            .map(|call| Call {
                callee: match &call.callee {
                    analysis::Callee::Path(segments) => Callee::Path(segments.clone()),
                    analysis::Callee::Method {
                        name,
                        receiver_type,
                    } => Callee::Method {
                        name: name.clone(),
                        receiver: receiver_type.clone(),
                    },
                },
                location: Location::of(call.span),
                window_args: call.window_args.clone(),
                forwarded_items: call.forwarded_items.clone(),
                copy_args: call.copy_args.clone(),
                forwarded_windows: call.forwarded_windows.clone(),
                receiver_copy: call.receiver_copy,
                suppressions: call.suppressions.clone(),
                user_command: call.user_command.clone(),
            })
            .collect(),
        violations: function.violations.iter().map(violation_fact).collect(),
        too_deep: function.too_deep,
        hands_back: function.hands_back,
    }
}

fn edit_fact(edit: &analysis::EditSite) -> EditFact {
    EditFact {
        kind: match edit.kind {
            EditKind::Drop => Edit::Drop,
            EditKind::Rewrite => Edit::Rewrite,
            EditKind::Truncate => Edit::Truncate,
        },
        location: Location::of(edit.span),
        reading: edit.reading.clone(),
    }
}

fn violation_fact(violation: &analysis::Violation) -> ViolationFact {
    ViolationFact {
        rule: violation.rule,
        location: Location::of(violation.span),
        message: violation.message.clone(),
        help: (!violation.help.is_empty()).then(|| violation.help.clone()),
        suppressed_by: violation.suppressed_by,
    }
}

fn suppression_fact(suppression: &analysis::Suppression) -> SuppressionFact {
    SuppressionFact {
        rule_key: suppression.rule_key.clone(),
        rule: suppression.rule,
        reason: suppression
            .reason
            .as_ref()
            .filter(|r| !r.trim().is_empty())
            .cloned(),
        location: Location::of(suppression.span),
    }
}

/// Who hands a parameter edit its window: the caller's path, and whether the parameter is one
/// message of that window (`msg: &mut Message`) rather than the window.
struct WindowFrom {
    passer: String,
    item: bool,
}

/// Help for an explicit reset (see [`is_explicit_reset`]).
const RESET_HELP: &str = "a reset the user asks for is outside the guard's scope; if the agent itself \
     calls this to make room, route it through `GuardedWindow::drop_span`, else say so with \
     `#[retention_allow(unguarded-drop, reason = \"user-initiated reset\")]`";

/// An explicit reset: a method that `clear`s its own window (`self.history`, also by replacing
/// it with an empty value: `self.history = Vec::new()`), or a reset-named
/// function that clears a window held in the state it is handed (`clear_conversation`
/// clearing `state.conversation.messages`, a desktop app's command, or deleting a
/// conversation's rows from a store: `DELETE FROM messages WHERE conversation_id = ?1`, or
/// removing it from a map held in a `static`), keeps
/// only its system messages, or
/// removes one conversation from its map of them (or all another map holds under one key: a
/// sender's system message beside the sender's history), and is its own entry (no linted code calls
/// it) or is reached only through reset-named functions; or a whole-window
/// `clear`, filter down to the system messages, replacement or conversation removal in the
/// `match` arm, or `if` branch, of a user command (`"/clear" => history.clear()`,
/// `"/clear" => history.retain(|m| m["role"] == "system")`, `"/load" => *history = loaded`),
/// or in a reset-named handler an HTTP route registers (`.route("/clear", post(clear_history))`,
/// the route standing as the command). Such a
/// reset is the user starting over, not the agent pruning itself, so it is reported as a note,
/// not an error. When the agent's own loop calls a reset method, the route is longer and the
/// finding keeps its level; a partial drop in a command arm (`"/undo" => history.pop()`) is
/// not a reset either.
fn is_explicit_reset(
    edit: &EditFact,
    function: &str,
    route: &Route,
    graph: &CallGraph<'_>,
) -> bool {
    let removes_entry = matches!(
        edit.reading.whole,
        Some(WholeWindow::Entry(_) | WholeWindow::Keyed(_))
    );
    let keeps_system = edit.reading.whole == Some(WholeWindow::KeepsSystemPrompt);
    let installs_copy = matches!(edit.reading.whole, Some(WholeWindow::Installed(_)));
    let clears = (edit.reading.method == "clear" && !installs_copy)
        || keeps_system
        || edit.reading.whole == Some(WholeWindow::KeepsPinned)
        || edit.reading.whole == Some(WholeWindow::Emptied)
        || removes_entry;
    let resets_own_window = clears
        && (owns(edit)
            || ((held_in_state(edit) || in_store(edit) || in_static(edit))
                && is_reset_name(function)))
        && only_resets_lead_to(route, graph);
    // In a command's arm, keeping only the system messages is the clear the command asks
    // for; keeping the pinned ones chooses what survives, a partial drop. A command named for
    // a compaction (`"/compact"`, `Command::Summarize`) asks the host to shrink the
    // conversation, not to start over: a whole conversation dropped in its handler is more
    // than it asks.
    let user_command_resets = user_command(edit, function, route, graph)
        .is_some_and(|command| !names_compaction(command))
        && (matches!(edit.reading.method.as_str(), "clear" | "=") || keeps_system || removes_entry);
    edit.kind == Edit::Drop && (resets_own_window || user_command_resets)
}

/// `command` is named for a compaction (`"/compact"`, `"/summarize"`, `` `Command::Condense`
/// ``, `"/trim"`): a word of it starts with a stem of compacting or summarising.
fn names_compaction(command: &str) -> bool {
    const STEMS: &[&str] = &[
        "compact", "summar", "condens", "compress", "prun", "trim", "shrink",
    ];
    let text = command.rsplit("::").next().unwrap_or(command);
    analysis::names::words(text).any(|w| {
        STEMS
            .iter()
            .any(|s| analysis::names::word_starts_with(w, s))
    })
}

/// The user command that asks for `edit`: the one whose `match` arm holds it, or the reset
/// command whose arm calls the reset-named `function` that makes it (`Command::Clear =>
/// clear_history(..)`), directly or through other reset-named functions only (`"/clear" =>
/// self.clear_conversation()` calling `self.conversation.clear_messages()`). A window replaced
/// whole (`=`) in a function named as a load (`"/load" => self.load_conversation()`) is the
/// load that command asks for, in the same way. A callee not named as a reset
/// (`Strategy::RemoveStale => self.remove_stale(window)`) does more than start over, and a
/// command further back on the route, past such a function, is not one either: that function
/// may do more than the command asks. A handler registered for a bot's reset command
/// (`dptree::case![Command::Clear].endpoint(handle_clear)`, see
/// [`analysis::HANDLER_COMMAND`]) is that command's arm, whatever its name.
fn user_command<'e>(
    edit: &'e EditFact,
    function: &str,
    route: &Route,
    graph: &'e CallGraph<'_>,
) -> Option<&'e str> {
    let asked_by_name = |name: &str| {
        is_reset_name(name) || (edit.reading.method == "=" && analysis::names::names_a_load(name))
    };
    edit.reading.user_command.as_deref().or_else(|| {
        // Whether the function each step of the route calls is named for what it does.
        let mut callee_asked = asked_by_name(function);
        let mut callee = function;
        for &(caller, call) in route.calls.iter().rev() {
            let caller = graph.function(caller);
            if let Some(command) = caller.calls[call].user_command.as_deref() {
                return (callee_asked
                    || command.starts_with(analysis::HANDLER_COMMAND)
                    || names_the_command(callee, command))
                .then_some(command);
            }
            if !callee_asked {
                return None;
            }
            callee_asked = asked_by_name(&caller.name);
            callee = &caller.name;
        }
        None
    })
}

/// `function` is named for the typed command `command` whose arm calls it (`handle_resume`
/// for `"/resume"`, `cmd_load` for `"/load" | "/l"`): the command's own handler, which does
/// what the command asks, as a function named as a reset or a load does.
fn names_the_command(function: &str, command: &str) -> bool {
    let Some(literal) = command.strip_prefix('"') else {
        return false;
    };
    let Some(first) = analysis::names::words(literal).next() else {
        return false;
    };
    analysis::names::words(function).any(|w| analysis::names::word_is(w, first))
}

/// `command` names a load (`"/load"`, `"/resume"`, `` `AgentInput::RestoreMessages` ``): its
/// last path segment, or the word typed, starts with a load verb
/// ([`analysis::names::names_a_load`]).
fn command_names_a_load(command: &str) -> bool {
    let text = command.trim_matches(['`', '"']);
    let text = text.rsplit("::").next().unwrap_or(text);
    analysis::names::names_a_load(text.trim_start_matches('/'))
}

/// `command` (as written, in backticks) is a constant (`` `CLEAR_CMD` ``), not an enum variant.
fn names_a_constant(command: &str) -> bool {
    let name = command.trim_matches('`');
    !name.contains("::") && !name.chars().any(|c| c.is_ascii_lowercase())
}

/// Who asks for what the user command `command` makes, as a message says it: the command for
/// an enum's variant (`` `Command::DeleteSession` ``, not a constant holding typed text:
/// `` `CLEAR_CMD` ``); the route, handler registration, key or button itself (`route
/// "/clear/:id"`, ``command `Command::Clear` ``, ``key `ctrl('n')` ``, `button "Delete"`,
/// ``edit mode `is_editing` ``);
/// else the user command typed.
fn who_asks(command: &str) -> String {
    let names_itself = [
        analysis::ROUTE_COMMAND,
        analysis::HANDLER_COMMAND,
        analysis::KEY_COMMAND,
        analysis::BUTTON_COMMAND,
        analysis::EDIT_MODE_COMMAND,
    ]
    .iter()
    .any(|prefix| command.starts_with(prefix));
    if command.starts_with('`') && !names_a_constant(command) {
        format!("the command {command}")
    } else if names_itself {
        format!("the {command}")
    } else {
        format!("the user command {command}")
    }
}

/// The edit of a message the user picks that `command` names (`rewind` for `"/rewind"`,
/// `delete` for `` `Message::MessageDeleted` `` or `button "Delete"`; see
/// [`analysis::names::user_edit_verb`]). A command of starting over or of compacting
/// (`"/clear"`, `"/compact"`) names none.
fn edit_verb_of(command: &str) -> Option<&'static str> {
    let text = command
        .strip_prefix(analysis::BUTTON_COMMAND)
        .unwrap_or(command);
    let text = text.rsplit("::").next().unwrap_or(text);
    analysis::names::words(text).find_map(analysis::names::user_edit_verb)
}

/// The user command that asks for `edit` when it edits a message the user picks (at a
/// position the caller passes: `remove(index)`, `messages[index].content = text`) or cuts the
/// window (`truncate`), and the command names that edit (see [`edit_verb_of`]): made in the
/// command's arm or branch (there, at any position: the arm's own), or by a function it calls
/// named for the edit
/// (`Message::MessageDeleted(index) => handle_message_delete(index, ..)`, `if
/// ui.button("Delete").clicked() { self.delete_message(index) }`, `"/rewind" =>
/// agent.rewind_context_to(idx)`), through functions named for it or for the edit's own method
/// (`rewind_context_to` calling `truncate_to`). The user chose what goes; a command that names
/// no such edit (`"/compact"`: the host chooses) asks for none, nor does a call from code that
/// is not a command's.
fn command_for_picked_edit<'e>(
    edit: &'e EditFact,
    function: &'e str,
    route: &Route,
    graph: &'e CallGraph<'_>,
) -> Option<&'e str> {
    // A whole window or conversation removed is a reset, not one message picked.
    if edit.reading.whole.is_some() {
        return None;
    }
    let picked = (edit.kind == Edit::Drop && edit.reading.at_caller_position.is_some())
        || edit.kind == Edit::Truncate;
    if let Some(command) = edit.reading.user_command.as_deref() {
        // In the command's own arm, the message at a position is the one the command picks
        // (`MessageAction::Delete { idx, .. } => messages.remove(idx)`).
        let at_position = matches!(
            edit.reading.method.as_str(),
            "remove" | "swap_remove" | "[]=" | "truncate"
        );
        return edit_verb_of(command)
            .filter(|_| picked || at_position)
            .map(|_| command);
    }
    if !picked {
        return None;
    }
    let mut chain = vec![function];
    for &(caller, call) in route.calls.iter().rev() {
        let caller = graph.function(caller);
        if let Some(command) = caller.calls[call].user_command.as_deref() {
            let verb = edit_verb_of(command)?;
            let named = |name: &str| {
                analysis::names::words(name)
                    .any(|w| analysis::names::user_edit_verb(w) == Some(verb))
            };
            let (callee, below) = chain.split_last()?;
            let below_named = below.iter().all(|name| {
                named(name)
                    || analysis::names::first_word_is_any(name, &[edit.reading.method.as_str()])
            });
            return (named(callee) && below_named).then_some(command);
        }
        chain.push(&caller.name);
    }
    None
}

/// Every function on `route` before the edit is named as a reset
/// (`clear_conversation_history` calling `clear_history`), or there is none: the reset is its
/// own entry. A route through the agent's own code (`run_turn`) is not.
fn only_resets_lead_to(route: &Route, graph: &CallGraph<'_>) -> bool {
    route
        .calls
        .iter()
        .all(|&(caller, _)| is_reset_name(&graph.function(caller).name))
}

/// A function named as a reset (`clear_conversation`, `reset`, `forget_history`,
/// `delete_session`), as starting a conversation over (`new_chat`, `create_new_session`), or
/// as switching to another conversation (`switch_session`).
fn is_reset_name(function: &str) -> bool {
    const RESET_WORDS: &[&str] = &[
        "clear", "reset", "forget", "wipe", "restart", "erase", "delete",
    ];
    analysis::names::first_word_is_any(function, RESET_WORDS)
        || names_a_new_conversation(function)
        || names_a_switch_of_conversation(function)
}

/// Words for a conversation, as a function's name says which it starts or switches to.
const CONVERSATION_WORDS: &[&str] = &[
    "chat",
    "conversation",
    "session",
    "thread",
    "dialog",
    "dialogue",
    "context",
    "history",
    "topic",
];

/// `word` is a word for a conversation (see [`CONVERSATION_WORDS`]).
fn is_conversation_word(word: &str) -> bool {
    CONVERSATION_WORDS
        .iter()
        .any(|c| analysis::names::word_is(word, c))
}

/// `name` is named as starting a conversation over (`new_chat`, `new_session`,
/// `new_conversation`): `new` followed by a word for a conversation, after a verb of making
/// at most (`create_new_session`, `start_new_chat`). A constructor (`new`), a new item of one
/// (`new_message`, `create_new_message`) or a conversation made with no `new`
/// (`create_session`) is not.
fn names_a_new_conversation(name: &str) -> bool {
    const MAKING_VERBS: &[&str] = &["create", "start", "begin", "open", "make"];
    let mut words = analysis::names::words(name).peekable();
    if words.peek().is_some_and(|w| {
        MAKING_VERBS
            .iter()
            .any(|verb| analysis::names::word_is(w, verb))
    }) {
        words.next();
    }
    words
        .next()
        .is_some_and(|w| analysis::names::word_is(w, "new"))
        && words.next().is_some_and(is_conversation_word)
}

/// `name` is named as switching to another conversation (`switch_session`,
/// `switch_to_thread`): `switch`, `to` at most, then a word for a conversation. The user
/// moves to another conversation; what the window showed belongs to the one left. A switch
/// of anything else (`switch_model`, `switch_provider`) is not.
fn names_a_switch_of_conversation(name: &str) -> bool {
    let mut words = analysis::names::words(name).peekable();
    if !words
        .next()
        .is_some_and(|w| analysis::names::word_is(w, "switch"))
    {
        return false;
    }
    if words
        .peek()
        .is_some_and(|w| analysis::names::word_is(w, "to"))
    {
        words.next();
    }
    words.next().is_some_and(is_conversation_word)
}

/// The edited window is a field of application state handed to the function
/// (`state.conversation.messages` in a desktop app's command, or the lock guard of
/// `app.state::<Conversation>().0`), not a bare window parameter.
fn held_in_state(edit: &EditFact) -> bool {
    edit.reading.target.contains('.') || edit.reading.in_handed_state
}

/// The edit is of rows or keys of a store (a SQL `DELETE`, a Redis `LTRIM` or `DEL`), not of a collection the
/// function is handed: the store belongs to the program, as `self.history` belongs to its
/// owner.
fn in_store(edit: &EditFact) -> bool {
    matches!(edit.reading.method.as_str(), "DELETE" | "LTRIM" | "DEL")
}

/// The edited window is held in a `static` (`CONVERSATIONS.lock().await.remove(&user_id)`; a
/// name in upper case, as a binding's would not be): the program's own state, as a store is.
fn in_static(edit: &EditFact) -> bool {
    let root = edit
        .reading
        .target
        .split(['.', '['])
        .next()
        .unwrap_or_default();
    root.chars().any(|c| c.is_ascii_uppercase())
        && root
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
}

/// The edit is of the function's own window (`self.history`, or `session.messages` of the
/// session an `Option` field of `self` holds).
fn owns(edit: &EditFact) -> bool {
    edit.reading.target == "self"
        || edit.reading.target.starts_with("self.")
        || edit.reading.in_own_holder
}

/// Help for a window loaded from a value handed in or read by a load (see [`loaded_from`]).
const LOAD_HELP: &str = "loading or restoring a window the caller hands in, or that a load reads \
     back, is outside the guard's scope; if that value is built by leaving messages out, route \
     the cut through `GuardedWindow::drop_span` there, else say so with \
     `#[retention_allow(unguarded-drop, reason = \"session load\")]`";

/// A window replaced whole with a value handed in (`self.history = snapshot.clone()` in
/// `fn restore(&mut self, snapshot: &Checkpoint)`), in a method that is its own entry (no
/// linted code calls it): a load or restore API, not the agent pruning itself. What was
/// handed in, as written. When linted code calls it, that caller may have built the value by
/// leaving messages out, and the finding keeps its level; unless `builder`, a method that
/// takes `self` by value and returns `Self` (`Context::new(n).with_messages(saved)`): the
/// window it sets belongs to the value being built, so it drops nothing whoever calls it (a
/// caller that leaves messages out of what it hands in is reported where it cuts them). So
/// is a window replaced, in a function named as a load, with what a call named as a load
/// returns (`self.messages = session.messages` after `let session =
/// session::load_session(id).await?`), or a holder of a window replaced with what a call named
/// as a load returns (`*session = loaded` for `Ok(loaded)` of `ChatSession::load(..)`), in a
/// function that is its own entry.
fn loaded_from<'e>(edit: &'e EditFact, route: &Route, builder: bool) -> Option<&'e str> {
    match &edit.reading.whole {
        Some(WholeWindow::HandedIn(source))
            if edit.kind == Edit::Drop && owns(edit) && (route.calls.is_empty() || builder) =>
        {
            Some(source)
        }
        Some(WholeWindow::Loaded(source)) if edit.kind == Edit::Drop && route.calls.is_empty() => {
            Some(source)
        }
        Some(WholeWindow::Restored { snapshot, .. })
            if edit.kind == Edit::Drop && owns(edit) && route.calls.is_empty() =>
        {
            Some(snapshot)
        }
        _ => None,
    }
}

/// Help for an edit of the message the caller names (see [`caller_chooses`]).
const CALLER_CHOOSES_HELP: &str = "removing or replacing the message a caller names (a history editor's \
     delete or edit) is the user's edit, outside the guard's scope; if the agent itself calls \
     this to make room, route it through `GuardedWindow::drop_span`, else say so with \
     `#[retention_allow(unguarded-drop, reason = \"user edits a message\")]`";

/// Help for the newest turn taken back to the last user message (see
/// [`crate::analysis::EditReading::take_back`]).
const TAKE_BACK_HELP: &str = "taking back the newest turn (an undo, a retry) is the user's edit; if \
     the agent itself calls this to make room, route it through `GuardedWindow::drop_span`, else \
     say so with `#[retention_allow(unguarded-drop, reason = \"user takes back a turn\")]`";

const SAME_MESSAGE_HELP: &str = "a message replaced by a newer version of itself (the next chunk \
     of a streamed reply, carrying the same id) loses only the older version; if that must stay \
     reviewable, keep it in a verbatim store, else say so with \
     `#[retention_allow(unguarded-drop, reason = \"newer version of the same message\")]`";

const SAME_LINE_HELP: &str = "a line replaced by a newer version of itself (a streamed reply's \
     line, written again with the speaker's label as its tokens arrive) loses only the older \
     version; if that must stay reviewable, keep it in a verbatim store, else say so with \
     `#[retention_allow(unguarded-drop, reason = \"newer version of the same line\")]`";

/// The one message removed or replaced at a position or key the caller passes in
/// (`fn delete(&mut self, index: usize) { self.history.remove(index); }`), in a method that
/// edits its own window, or a window of a value it holds (`session.messages` of the session
/// an HTTP handler loads, the id from its path), and is its own entry (no linted code calls
/// it): an accessor through which the user deletes or edits a message, not the agent pruning
/// itself. The position as written. When linted code calls it, that caller chose the
/// message, and the finding keeps its level there.
fn caller_chooses<'e>(edit: &'e EditFact, route: &Route) -> Option<&'e str> {
    edit.reading.at_caller_position.as_deref().filter(|_| {
        edit.kind == Edit::Drop && (owns(edit) || held_in_state(edit)) && route.calls.is_empty()
    })
}

/// What an edit of the messages a caller or user picks takes, as a message says it: the one
/// message (or conversation: `conversations.retain(|c| c.id != id)`) at the position the
/// caller passes, the messages from it on for a `truncate(at)` (an edit of it, a regenerate or
/// a rewind), or, without a position the caller passes, the message a command's own arm picks
/// or what a cut the command asks for leaves out.
fn picked_messages(edit: &EditFact) -> String {
    let item = if analysis::names::names_conversations(
        edit.reading.target.rsplit('.').next().unwrap_or(""),
    ) {
        "conversation"
    } else {
        "message"
    };
    match edit.reading.at_caller_position.as_deref() {
        Some(at) if edit.reading.method == "truncate" => {
            format!("the {item}s from the one `{at}` names on")
        }
        Some(at) => {
            let words: Vec<&str> = analysis::names::words(at).collect();
            let lists_keys = words.last().is_some_and(|w| {
                ["ids", "keys"]
                    .iter()
                    .any(|k| analysis::names::word_is(w, k))
            });
            let holder = words.iter().find(|w| is_conversation_word(w));
            match holder {
                _ if lists_keys => format!("the {item}s `{at}` names"),
                Some(holder) if item == "message" => {
                    format!("the messages of the {holder} `{at}` names")
                }
                _ => format!("the one {item} `{at}` names"),
            }
        }
        None if edit.reading.method == "truncate" => "the messages the cut leaves out".to_owned(),
        None => format!("the {item} the command picks"),
    }
}

/// The newest message replaced with what the caller passes in
/// (`fn update_last(&mut self, m: Message) { *self.history.last_mut()? = m }`), in a method
/// that edits its own window and is its own entry: a streaming update or the user's edit of
/// the last message, as for [`caller_chooses`]. The value as written.
fn caller_replaces_newest<'e>(edit: &'e EditFact, route: &Route) -> Option<&'e str> {
    edit.reading
        .newest_from_caller
        .as_deref()
        .filter(|_| is_own_entry_drop(edit, route))
}

/// The newest turn taken back to the last user message (see
/// [`crate::analysis::EditReading::take_back`]) in a method that edits its own window and
/// is its own entry: the undo or retry a user asks for through it, as for [`caller_chooses`].
/// When linted code calls it, the finding keeps its level there.
fn takes_back_unasked(edit: &EditFact, route: &Route) -> bool {
    edit.reading.take_back.is_some() && is_own_entry_drop(edit, route)
}

/// A drop of the function's own window in a function nothing in the linted code calls.
fn is_own_entry_drop(edit: &EditFact, route: &Route) -> bool {
    edit.kind == Edit::Drop && owns(edit) && route.calls.is_empty()
}

/// Turns facts into findings, applying levels and suppressions.
struct Checker<'a> {
    config: &'a Config,
    files: &'a [(FileContext, FileFacts)],
    graph: &'a CallGraph<'a>,
    findings: Vec<Finding>,
    /// (file index, suppression index) of every suppression that silenced something.
    used: HashSet<(usize, usize)>,
    suppressed: usize,
}

impl Checker<'_> {
    /// The effective severity of `rule` in file `file`, `None` when off.
    fn severity(&self, rule: &Rule, file: usize) -> Option<Severity> {
        let level = self
            .config
            .level(rule.id, &self.files[file].0.path)
            .unwrap_or(rule.default_level);
        severity(level)
    }

    fn rule_for(kind: Edit) -> &'static Rule {
        match kind {
            Edit::Rewrite => &unguarded_rewrite::RULE,
            Edit::Drop => &unguarded_drop::RULE,
            Edit::Truncate => &host_truncation::RULE,
        }
    }

    /// RG001, RG002, RG008: edits (and edits of window-carrying parameters) reached without a
    /// guard.
    fn check_edits(&mut self) {
        for (file, (_, facts)) in self.files.iter().enumerate() {
            for (index, function) in facts.functions.iter().enumerate() {
                if function.is_guard {
                    continue;
                }
                let node = NodeId {
                    file,
                    function: index,
                };
                // A call that applies a summary, or one a window is lent to for an edit, is
                // reported where its body edits the window when that body is linted.
                let reported_by_callee = |e: &EditFact| {
                    e.reading.applies_summary && self.graph.defines_method(&e.reading.method)
                        || e.reading
                            .lent_to
                            .as_deref()
                            .is_some_and(|name| self.graph.defines_function(name))
                };
                // `messages = processor.process(messages)` where every `process` gives its
                // window back: nothing is lost.
                let handed_back = |e: &EditFact| {
                    e.reading
                        .passed_through
                        .is_some_and(|(call, arg)| self.graph.hands_back(node, call, arg))
                };
                // `fit_to_context(&mut messages, ..)` in every caller, `messages` each caller's
                // own copy of its window: the private (or crate-only) function cuts copies
                // only.
                let cuts_copies_only = |e: &EditFact| {
                    e.reading.own_param.is_some_and(|index| {
                        (!function.is_pub || function.is_crate_only)
                            && !function.is_main
                            && !function.is_trait_impl
                            && self.graph.lent_copies_only(node, index)
                    })
                };
                // `sections.prune(excess)` in every caller, `sections` a value the caller
                // builds from shared borrows and renders (`Ok(sections.assemble(..))`): the
                // private method cuts that value's copy of what it was built from.
                let cuts_rendered_copy = |e: &EditFact| {
                    e.reading.target.starts_with("self.")
                        && function.self_type.is_some()
                        && (!function.is_pub || function.is_crate_only)
                        && !function.is_main
                        && !function.is_trait_impl
                        && self.graph.called_on_copies_only(node)
                };
                let edits = function.edits.iter().filter(|e| {
                    !e.reading.guarded_target
                        && !reported_by_callee(e)
                        && !handed_back(e)
                        && !cuts_copies_only(e)
                        && !cuts_rendered_copy(e)
                });
                for edit in edits {
                    let Some(route) = self.graph.unguarded_route(node, edit.location) else {
                        continue;
                    };
                    let route = self.route_past_resets(node, edit, &function.name, route);
                    // A cut the user asks for, picking what goes, is one drop the user makes.
                    let asked =
                        command_for_picked_edit(edit, &function.name, &route, self.graph).is_some();
                    let rule = if asked {
                        &unguarded_drop::RULE
                    } else {
                        Self::rule_for(edit.kind)
                    };
                    let Some(severity) = self.severity(rule, file) else {
                        continue;
                    };
                    let severity = if asked
                        || is_explicit_reset(edit, &function.name, &route, self.graph)
                        || loaded_from(edit, &route, function.is_builder).is_some()
                        || caller_chooses(edit, &route).is_some()
                        || caller_replaces_newest(edit, &route).is_some()
                        || edit.reading.same_id_update.is_some()
                        || edit.reading.same_label_update.is_some()
                        || takes_back_unasked(edit, &route)
                    {
                        Severity::Note
                    } else {
                        severity
                    };
                    self.report_edit(rule, severity, node, edit, route, None);
                }
                for param_edit in &function.param_edits {
                    let rule = Self::rule_for(param_edit.edit.kind);
                    let Some(severity) = self.severity(rule, file) else {
                        continue;
                    };
                    if let Some((route, passer)) = self.param_route(node, param_edit) {
                        let caller = WindowFrom {
                            passer,
                            item: param_edit.item,
                        };
                        let severity = if is_explicit_reset(
                            &param_edit.edit,
                            &function.name,
                            &route,
                            self.graph,
                        ) {
                            Severity::Note
                        } else {
                            severity
                        };
                        self.report_edit(
                            rule,
                            severity,
                            node,
                            &param_edit.edit,
                            route,
                            Some(caller),
                        );
                    }
                }
            }
        }
    }

    /// `route`, unless it makes `edit` an explicit reset while another unguarded route reaches
    /// it through a function not named as a reset (`compact_context` calling the
    /// `clear_history` that `clear_context` calls too): then that route, which makes the edit
    /// the agent's own.
    fn route_past_resets(&self, node: NodeId, edit: &EditFact, name: &str, route: Route) -> Route {
        if !is_explicit_reset(edit, name, &route, self.graph) {
            return route;
        }
        self.graph
            .unguarded_route_through(node, edit.location, |caller| {
                !is_reset_name(&self.graph.function(caller).name)
            })
            .filter(|other| !is_explicit_reset(edit, name, other, self.graph))
            .unwrap_or(route)
    }

    /// A shortest unguarded route through a caller that passes a window in the edited
    /// parameter's position, ending at the edit; and that caller's path.
    fn param_route(&self, node: NodeId, param_edit: &ParamEditFact) -> Option<(Route, String)> {
        self.param_route_at(
            node,
            param_edit.param_index,
            param_edit.edit.location,
            analysis::MAX_DEPTH,
        )
    }

    /// [`Self::param_route`] for the parameter at `index` of `node`, ending at `location`; a
    /// caller that only passes on a message it was handed itself is followed to its own
    /// callers, up to `depth` calls back.
    fn param_route_at(
        &self,
        node: NodeId,
        index: usize,
        location: Location,
        depth: usize,
    ) -> Option<(Route, String)> {
        let graph = self.graph;
        graph
            .callers(node)
            .iter()
            .filter_map(|edge| {
                let call = &graph.function(edge.caller).calls[edge.call];
                let (mut route, passer) = if call.window_args.contains(&index) {
                    let route = graph.unguarded_route(edge.caller, edge.location)?;
                    (route, graph.function(edge.caller).path.clone())
                } else {
                    let &(_, forwarded) =
                        call.forwarded_items.iter().find(|(arg, _)| *arg == index)?;
                    if depth == 0 || graph.function(edge.caller).is_guard {
                        return None;
                    }
                    self.param_route_at(edge.caller, forwarded, edge.location, depth - 1)?
                };
                route.calls.push((edge.caller, edge.call));
                route.steps.push(graph.step(node, location));
                Some((route, passer))
            })
            .min_by_key(|(route, _)| route.steps.len())
    }

    fn report_edit(
        &mut self,
        rule: &'static Rule,
        severity: Severity,
        node: NodeId,
        edit: &EditFact,
        route: Route,
        window_from: Option<WindowFrom>,
    ) {
        let mut scopes = vec![(node.file, edit.reading.suppressions.as_slice())];
        for &(caller, call) in &route.calls {
            let call = &self.graph.function(caller).calls[call];
            scopes.push((caller.file, call.suppressions.as_slice()));
        }
        if self.silence(rule, &scopes) {
            return;
        }
        // An edit reported under another rule than its kind's (a cut the user asks for, see
        // [`command_for_picked_edit`]) is told as that rule's edit.
        let kind = if rule.id == Self::rule_for(edit.kind).id {
            edit.kind
        } else {
            Edit::Drop
        };
        let mut message = match (&window_from, kind) {
            (Some(WindowFrom { passer, item: true }), kind) => {
                let what = match kind {
                    Edit::Rewrite => "rewritten with model-authored text",
                    Edit::Drop => "overwritten",
                    Edit::Truncate => "cut host-side",
                };
                format!(
                    "the text of `{}`, one message of the window that `{passer}` passes in, is {what} (`{}`) on a call path that passes no guard",
                    edit.reading.target, edit.reading.method
                )
            }
            (_, Edit::Rewrite) => match (&edit.reading.host_digest, &edit.reading.summary_beside) {
                (Some(digest), _) => unguarded_rewrite::host_digest_message(
                    &edit.reading.target,
                    &edit.reading.method,
                    digest,
                ),
                (None, Some(kept)) => unguarded_rewrite::summary_beside_message(
                    &edit.reading.target,
                    &edit.reading.method,
                    kept,
                ),
                (None, None) => {
                    unguarded_rewrite::message(&edit.reading.target, &edit.reading.method)
                }
            },
            (_, Edit::Drop) => unguarded_drop::message(&edit.reading.target, &edit.reading.method),
            (_, Edit::Truncate) if edit.reading.by_age => {
                host_truncation::by_age_message(&edit.reading.target, &edit.reading.method)
            }
            (_, Edit::Truncate) => {
                host_truncation::message(&edit.reading.target, &edit.reading.method)
            }
        };
        if let Some(WindowFrom {
            passer,
            item: false,
        }) = &window_from
        {
            message.push_str(&format!(" (a window passed in by `{passer}`)"));
        }
        match &edit.reading.whole {
            Some(WholeWindow::Entry(key)) => {
                message.push_str(&format!(" (the whole conversation under `{key}`)"))
            }
            Some(WholeWindow::Keyed(key)) => {
                message.push_str(&format!(" (all the map holds under `{key}`)"))
            }
            Some(WholeWindow::Installed(copy)) => message.push_str(&format!(
                " (given back its copy `{copy}`, cut in the same function)"
            )),
            _ => {}
        }
        if crate::analysis::ITEM_FILTERS.contains(&edit.reading.method.as_str()) {
            message.push_str(&format!(
                " (taken by value and returned as the items `{}` lets through: the caller's window is replaced with them)",
                edit.reading.method
            ));
        } else if edit.reading.method == "return" {
            message.push_str(match edit.kind {
                Edit::Drop => " (taken by value and returned rebuilt with placeholders the host wrote in place of some messages: the caller's window is replaced with it)",
                Edit::Truncate => " (taken by value and returned rebuilt from its newest items past a position, without those before it: the caller's window is replaced with it)",
                Edit::Rewrite => " (taken by value and returned rebuilt around that text: the caller's window is replaced with it)",
            });
        }
        if let Some(boundary) = &edit.reading.boundary {
            message.push_str(&unguarded_rewrite::boundary_note(boundary));
        }
        let builder = self.graph.function(node).is_builder;
        let help = if let Some(source) = loaded_from(edit, &route, builder) {
            let (what, from) = match &edit.reading.whole {
                Some(WholeWindow::Loaded(_)) => ("a load", "read back by a load".to_string()),
                Some(WholeWindow::Restored { stack, .. }) => (
                    "an undo",
                    format!("a copy of the window taken earlier, popped off `{stack}`"),
                ),
                _ => ("a load", "handed in by the caller".to_string()),
            };
            message.push_str(&if route.calls.is_empty() {
                format!(" ({what}: the window is replaced with `{source}`, {from}, and nothing in the linted code calls it)")
            } else {
                format!(" (a load: the builder sets the window of the value it builds to `{source}`, handed in by the caller)")
            });
            LOAD_HELP
        } else if let Some(command) =
            command_for_picked_edit(edit, &self.graph.function(node).name, &route, self.graph)
        {
            message.push_str(&format!(
                " (an edit the user asks for: {}; {} asks for it)",
                picked_messages(edit),
                who_asks(command)
            ));
            CALLER_CHOOSES_HELP
        } else if caller_chooses(edit, &route).is_some() {
            message.push_str(&format!(
                " (an edit the caller asks for: {}, which the caller passes in, and nothing in the linted code calls it)",
                picked_messages(edit)
            ));
            CALLER_CHOOSES_HELP
        } else if let Some(value) = caller_replaces_newest(edit, &route) {
            message.push_str(&format!(
                " (an edit the caller asks for: the newest message replaced with `{value}`, built from what the caller passes in, and nothing in the linted code calls it)"
            ));
            CALLER_CHOOSES_HELP
        } else if let Some(value) = &edit.reading.same_id_update {
            message.push_str(&format!(
                " (the same message updated: `{value}`, which the caller passes in, carries the id of the message it replaces, its newer version)"
            ));
            SAME_MESSAGE_HELP
        } else if let Some((value, label)) = &edit.reading.same_label_update {
            message.push_str(&format!(
                " (the same line updated: `{value}` is written with the label `{label}` the line it replaces starts with, its newer version)"
            ));
            SAME_LINE_HELP
        } else if is_explicit_reset(edit, &self.graph.function(node).name, &route, self.graph) {
            let function = &self.graph.function(node).name;
            match user_command(edit, function, &route, self.graph) {
                Some(command) => {
                    // `*session = loaded` in a `"/resume"` arm, or `self.messages = messages`
                    // handed in through `AgentInput::RestoreMessages(msgs)` (a command or a
                    // function named for a load): the load the command asks for. A list handed
                    // in by a reset (`"/clear" => reset_messages(vec![])`) is its reset.
                    let what = match &edit.reading.whole {
                        Some(WholeWindow::Loaded(_)) => "a load",
                        Some(WholeWindow::Restored { .. }) => "an undo",
                        Some(WholeWindow::HandedIn(_))
                            if analysis::names::names_a_load(function)
                                || command_names_a_load(command) =>
                        {
                            "a load"
                        }
                        _ => "an explicit reset",
                    };
                    message.push_str(&format!(" ({what}: {} asks for it)", who_asks(command)))
                }
                None => match route.calls.first() {
                    Some(&(entry, _)) => message.push_str(&format!(
                        " (an explicit reset: only reset functions lead to it, from `{}`)",
                        self.graph.function(entry).path
                    )),
                    None if names_a_switch_of_conversation(function) => message.push_str(
                        " (a switch to another conversation: nothing in the linted code calls it)",
                    ),
                    None => message
                        .push_str(" (an explicit reset: nothing in the linted code calls it)"),
                },
            }
            RESET_HELP
        } else if let Some(take_back) = edit.reading.take_back {
            let function = &self.graph.function(node).name;
            let taken = take_back.taken();
            message.push_str(&match user_command(edit, function, &route, self.graph) {
                Some(command) => {
                    format!(" (a take-back: {taken}; the user command {command} asks for it)")
                }
                None if takes_back_unasked(edit, &route) => {
                    format!(" (a take-back: {taken}, and nothing in the linted code calls it)")
                }
                None => format!(" (a take-back: {taken})"),
            });
            TAKE_BACK_HELP
        } else {
            match edit.kind {
                Edit::Rewrite => unguarded_rewrite::HELP,
                Edit::Drop => unguarded_drop::HELP,
                Edit::Truncate => host_truncation::HELP,
            }
        };
        let finding = Finding {
            edit: Some(kind),
            message,
            help: Some(help.to_owned()),
            path: route.steps,
            ..self.located(rule, severity, node, edit.location)
        };
        self.findings.push(finding);
    }

    /// A finding of `rule` at `location` in `node`, without message.
    fn located(
        &self,
        rule: &Rule,
        severity: Severity,
        node: NodeId,
        location: Location,
    ) -> Finding {
        Finding {
            function: Some(self.graph.function(node).path.clone()),
            ..self.in_file(rule, severity, node.file, location)
        }
    }

    /// A finding of `rule` at `location` in file `file`, without function or message.
    fn in_file(&self, rule: &Rule, severity: Severity, file: usize, location: Location) -> Finding {
        Finding {
            file: Some(self.files[file].0.relative.clone()),
            line: Some(location.line),
            column: Some(location.column),
            end_line: Some(location.end_line),
            end_column: Some(location.end_column),
            ..Finding::new(rule.id, rule.name, severity)
        }
    }

    /// Whether a suppression with a reason among `scopes` ((file, suppression indices)) covers
    /// `rule`; marks it used.
    fn silence(&mut self, rule: &Rule, scopes: &[(usize, &[usize])]) -> bool {
        for &(file, indices) in scopes {
            for &index in indices {
                let Some(suppression) = self.files[file].1.suppressions.get(index) else {
                    continue;
                };
                if suppression.reason.is_some() && suppression.rule.is_some_and(|r| r == rule) {
                    self.used.insert((file, index));
                    self.suppressed += 1;
                    return true;
                }
            }
        }
        false
    }

    /// RG003 to RG007 and RG010: the analysis' local rule hits.
    fn check_violations(&mut self) {
        for (file, (_, facts)) in self.files.iter().enumerate() {
            for (index, function) in facts.functions.iter().enumerate() {
                let node = NodeId {
                    file,
                    function: index,
                };
                for violation in &function.violations {
                    let Some(severity) = self.severity(violation.rule, file) else {
                        continue;
                    };
                    if self.silence_violation(file, violation) {
                        continue;
                    }
                    let path = match self.graph.unguarded_route(node, violation.location) {
                        Some(route) => route.steps,
                        None => vec![self.graph.step(node, violation.location)],
                    };
                    let finding = Finding {
                        edit: edit_of(violation.rule),
                        message: violation.message.clone(),
                        help: violation.help.clone(),
                        path,
                        ..self.located(violation.rule, severity, node, violation.location)
                    };
                    self.findings.push(finding);
                }
            }
            for violation in &facts.violations {
                let Some(severity) = self.severity(violation.rule, file) else {
                    continue;
                };
                self.findings.push(Finding {
                    function: enclosing_function(facts, violation.location.line),
                    message: violation.message.clone(),
                    help: violation.help.clone(),
                    ..self.in_file(violation.rule, severity, file, violation.location)
                });
            }
        }
    }

    fn silence_violation(&mut self, file: usize, violation: &ViolationFact) -> bool {
        let Some(index) = violation.suppressed_by else {
            return false;
        };
        let reasoned = self.files[file]
            .1
            .suppressions
            .get(index)
            .is_some_and(|s| s.reason.is_some());
        if reasoned {
            self.used.insert((file, index));
            self.suppressed += 1;
        }
        reasoned
    }

    /// RG009: suppressions with a reason, of an enabled rule, that silenced nothing.
    fn check_unused_suppressions(&mut self) {
        let rule = &unused_suppression::RULE;
        for (file, (_, facts)) in self.files.iter().enumerate() {
            let Some(severity) = self.severity(rule, file) else {
                continue;
            };
            for (index, suppression) in facts.suppressions.iter().enumerate() {
                let Some(suppressed_rule) = suppression.rule else {
                    continue;
                };
                if suppression.reason.is_none()
                    || self.used.contains(&(file, index))
                    || self.severity(suppressed_rule, file).is_none()
                {
                    continue;
                }
                self.findings.push(Finding {
                    function: enclosing_function(facts, suppression.location.line),
                    message: unused_suppression::message(&suppression.rule_key),
                    help: Some(unused_suppression::HELP.to_owned()),
                    ..self.in_file(rule, severity, file, suppression.location)
                });
            }
        }
    }
}

/// The kind of edit a local rule is about, when it is always the same.
fn edit_of(rule: &Rule) -> Option<Edit> {
    match rule.name {
        "rewrite-of-rewrite" | "unflushed-rewrite" => Some(Edit::Rewrite),
        _ => None,
    }
}

/// The path of the last function starting at or before `line` (suppressions sit on or in
/// the function they excuse).
fn enclosing_function(facts: &FileFacts, line: usize) -> Option<String> {
    facts
        .functions
        .iter()
        .filter(|f| f.location.line <= line + 1)
        .max_by_key(|f| f.location.line)
        .map(|f| f.path.clone())
}
