//! Shapes of context-window code met in open-source agents the linter was not tuned on
//! (see "Measured on agent code it had not seen" and "Third round: agent code it had not
//! seen" in `docs/lint.md`). Each test is a minimal
//! synthetic snippet of one shape, linted by the binary, with a contrast case where the
//! same shape must still be reported, so that a test fails if the heuristic is lost.

mod common;

use common::*;

/// Lint one source file (as `agent.rs` in a directory without a manifest, RG008 enabled so
/// that truncations show) and return two fields of every finding (`-` for a null field).
fn finding_fields(source: &str, first: &str, second: &str) -> Vec<(String, String)> {
    files_finding_fields(&[("agent.rs", source)], first, second)
}

/// Two fields of every finding in `files` (name, source), linted together as
/// [`lint_files`] does.
fn files_finding_fields(
    files: &[(&str, &str)],
    first: &str,
    second: &str,
) -> Vec<(String, String)> {
    let report = lint_files(files);
    let field = |f: &serde_json::Value, name: &str| f[name].as_str().unwrap_or("-").to_owned();
    report["findings"]
        .as_array()
        .expect("findings")
        .iter()
        .map(|f| (field(f, first), field(f, second)))
        .collect()
}

/// The JSON report of `files` (name, source), written to a directory without a manifest and
/// linted together with RG008 enabled.
fn lint_files(files: &[(&str, &str)]) -> serde_json::Value {
    let dir = tempfile::tempdir().expect("tempdir");
    for (name, source) in files {
        std::fs::write(dir.path().join(name), source).expect("write");
    }
    json(&guard_lint(&[
        arg(dir.path()),
        "--format",
        "json",
        "--rule",
        "host-truncation=note",
    ]))
}

/// The `(rule, edit)` of every finding in `source`.
fn findings(source: &str) -> Vec<(String, String)> {
    finding_fields(source, "rule", "edit")
}

/// The `(severity, message)` of every finding in `source`.
fn severities(source: &str) -> Vec<(String, String)> {
    finding_fields(source, "severity", "message")
}

/// `source` gets no finding at any level (a look-alike that must stay silent).
fn assert_silent(source: &str) {
    let found = severities(source);
    assert!(found.is_empty(), "{found:?}");
}

/// Some finding among `(severity, message)` pairs is an error whose message starts with
/// `prefix`.
fn reports_error(found: &[(String, String)], prefix: &str) -> bool {
    found
        .iter()
        .any(|(severity, message)| severity == "error" && message.starts_with(prefix))
}

/// The severity of the one finding in `source` (fails unless there is exactly one).
fn single_severity(source: &str) -> String {
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    found[0].0.clone()
}

/// A `(severity, message)` finding is an error whose message contains `text`.
fn error_containing(finding: &(String, String), text: &str) -> bool {
    finding.0 == "error" && finding.1.contains(text)
}

/// Some finding in `source` is an error whose message contains `text` (the findings shown
/// when none is).
fn assert_error_containing(source: &str, text: &str) {
    let found = severities(source);
    assert!(found.iter().any(|f| error_containing(f, text)), "{found:?}");
}

/// A `(severity, message)` finding is a note whose message contains `text`.
fn note_containing(finding: &(String, String), text: &str) -> bool {
    finding.0 == "note" && finding.1.contains(text)
}

/// A `(severity, message)` finding is a note whose message starts with `prefix`.
fn note_starting(finding: &(String, String), prefix: &str) -> bool {
    finding.0 == "note" && finding.1.starts_with(prefix)
}

/// `source` with every `from` replaced by `to`; fails when `from` is not there, so a variant
/// that silently equals its source cannot pass for a tested change.
fn variant(source: &str, from: &str, to: &str) -> String {
    let edited = source.replace(from, to);
    assert_ne!(
        edited, source,
        "the variant changes nothing: {from:?} is not in the source"
    );
    edited
}

fn pairs(expected: &[(&str, &str)]) -> Vec<(String, String)> {
    expected
        .iter()
        .map(|(rule, edit)| ((*rule).to_owned(), (*edit).to_owned()))
        .collect()
}

/// A compaction that replaces the middle with a marker the host wrote itself
/// (`"[N earlier messages omitted]"`) is a cut, not a rewrite: no model wrote that text, so
/// RG001's "model-authored" would be false. Since the sixteenth round the newest messages
/// split off and given back after the `clear` make it a cut by position (RG008), as a tail
/// copied before the `clear` does. The same code with a summariser call stays RG001.
#[test]
fn a_placeholder_written_by_the_host_is_not_a_model_rewrite() {
    let placeholder = r#"
pub fn compact(history: &mut Vec<Message>, keep: usize) {
    let omitted = history.len() - keep;
    let tail = history.split_off(omitted);
    let summary = Message::system(format!("[{omitted} earlier messages omitted]"));
    history.clear();
    history.push(summary);
    history.extend(tail);
}
"#;
    let found = findings(placeholder);
    assert!(
        found
            .iter()
            .all(|(rule, edit)| rule != "RG001" && edit != "rewrite"),
        "{found:?}"
    );
    assert_eq!(found, pairs(&[("RG008", "truncate")]));

    let summarised = placeholder.replace(
        r#"Message::system(format!("[{omitted} earlier messages omitted]"))"#,
        "Message::system(llm.summarize(&tail))",
    );
    assert!(findings(&summarised).contains(&("RG001".to_owned(), "rewrite".to_owned())));

    // An unknown helper may be a summariser under another name: the binding's name still counts.
    let unknown = placeholder.replace(
        r#"Message::system(format!("[{omitted} earlier messages omitted]"))"#,
        "digest(&tail)",
    );
    assert!(findings(&unknown).contains(&("RG001".to_owned(), "rewrite".to_owned())));

    // Text handed in (`content`) may be a model's: a summary wrapping it stays a rewrite.
    let wrapped = placeholder
        .replace("keep: usize)", "keep: usize, content: &str)")
        .replace(
            "[{omitted} earlier messages omitted]",
            "[summary]\n{content}",
        );
    assert!(findings(&wrapped).contains(&("RG001".to_owned(), "rewrite".to_owned())));
}

/// `session.messages.drain(..cut)` with the model's summary stored beside the messages
/// (`session.summary = Some(summary)`) replaces the dropped span with the summary: a rewrite,
/// not a host-side truncation (which is off by default, so the compaction went unreported).
#[test]
fn a_summary_stored_beside_the_window_makes_the_cut_a_rewrite() {
    let source = r#"
pub struct Session { messages: Vec<Message>, summary: Option<String> }

pub async fn compact(session: &mut Session, llm: &Llm, cut: usize) {
    let summary = llm.summarize(&session.messages[..cut]).await;
    session.messages.drain(..cut);
    session.summary = Some(summary);
}
"#;
    assert_eq!(findings(source), pairs(&[("RG001", "rewrite")]));

    // Without the summary beside it, the same cut is a host-side truncation.
    let cut_only = source.replace("    session.summary = Some(summary);\n", "");
    assert_eq!(findings(&cut_only), pairs(&[("RG008", "truncate")]));
}

/// `db.compact_session(id, &summary)` records a summary in a store; it does not summarise the
/// summary again (no RG003). `compact_history(&summary)` does.
#[test]
fn compacting_a_store_is_not_resummarising() {
    let source = r#"
pub struct Session { id: u64, messages: Vec<Message>, summary: Option<String> }

pub async fn persist(database: &Database, session: &Session, llm: &Llm) -> String {
    let summary = llm.summarize(&session.messages).await;
    database.compact_session(session.id, &summary);
    summary
}
"#;
    assert!(findings(source).is_empty(), "{:?}", findings(source));

    let resummarised = source.replace(
        "database.compact_session(session.id, &summary);",
        "let again = compact_history(&summary);",
    );
    assert_eq!(findings(&resummarised), pairs(&[("RG003", "rewrite")]));
}

/// `"/clear" => history.clear()` in a slash-command handler is the user starting over: a
/// note that says which command asks for it, not an error. A partial drop in a command arm,
/// and a clear outside any command arm, stay errors.
#[test]
fn a_reset_the_user_commands_is_a_note() {
    let source = r#"
pub fn handle_command(input: &str, history: &mut Vec<ChatMessage>) {
    match input {
        "/clear" | "/new" => history.clear(),
        "/load" => *history = load_session(input),
        "/undo" => {
            history.pop();
        }
        _ => {}
    }
}
"#;
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join("agent.rs"), source).expect("write");
    let report = json(&guard_lint(&[arg(dir.path()), "--format", "json"]));
    let found: Vec<(String, String)> = report["findings"]
        .as_array()
        .expect("findings")
        .iter()
        .map(|f| {
            (
                f["severity"].as_str().expect("severity").to_owned(),
                f["message"].as_str().expect("message").to_owned(),
            )
        })
        .collect();
    assert_eq!(found.len(), 3, "{found:?}");
    assert_eq!(found[0].0, "note");
    assert!(
        found[0]
            .1
            .ends_with("(an explicit reset: the user command \"/clear\" | \"/new\" asks for it)"),
        "{}",
        found[0].1
    );
    assert_eq!(found[1].0, "note");
    assert!(found[1].1.contains("\"/load\""), "{}", found[1].1);
    assert_eq!(
        found[2].0, "error",
        "an undo drops part of the window: {}",
        found[2].1
    );

    // A match on a role is no user command: clearing the window there stays an error.
    let by_role = "pub fn on_message(role: &str, history: &mut Vec<ChatMessage>) {\n    match role {\n        \"tool\" => history.clear(),\n        _ => {}\n    }\n}\n";
    std::fs::write(dir.path().join("agent.rs"), by_role).expect("write");
    let report = json(&guard_lint(&[arg(dir.path()), "--format", "json"]));
    assert_eq!(report["findings"][0]["severity"], "error");

    let outside = "pub fn forget(history: &mut Vec<ChatMessage>) { history.clear(); }\nfn main() { forget(&mut Vec::new()); }\n";
    std::fs::write(dir.path().join("agent.rs"), outside).expect("write");
    let report = json(&guard_lint(&[arg(dir.path()), "--format", "json"]));
    assert_eq!(report["findings"][0]["severity"], "error");
}

/// `for msg in &mut history[..n] { if let Message::Tool { content, .. } = msg { *content = .. } }`
/// cuts old tool outputs in place through a destructured field. A bookkeeping field taken out
/// the same way (`tokens`) is not the message's text.
#[test]
fn a_write_through_a_destructured_item_is_an_edit() {
    let source = r#"
pub fn prune_tool_outputs(history: &mut Vec<Message>, recent: usize) {
    for msg in &mut history[..recent] {
        if let Message::Tool { content, .. } = msg {
            *content = format!("{}[pruned]", &content[..200]);
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG002", "drop")]));

    let bookkeeping = source
        .replace(
            "Message::Tool { content, .. }",
            "Message::Tool { tokens, .. }",
        )
        .replace(
            r#"*content = format!("{}[pruned]", &content[..200]);"#,
            "*tokens = 0;",
        );
    assert!(
        findings(&bookkeeping).is_empty(),
        "{:?}",
        findings(&bookkeeping)
    );
}

/// Setting the system prompt (`retain(|m| m.role != Role::System)` then
/// `insert(0, Message::system(prompt))`) replaces the host's prompt; it prunes no
/// conversation. Dropping the system prompt without putting one back is still a drop.
#[test]
fn replacing_the_system_prompt_is_not_a_drop() {
    let source = r#"
pub struct Prompt { messages: Vec<Message> }

impl Prompt {
    pub fn set_system_prompt(&mut self, prompt: String) {
        self.messages.retain(|m| m.role != Role::System);
        self.messages.insert(0, Message::system(prompt));
    }
}
"#;
    assert!(findings(source).is_empty(), "{:?}", findings(source));

    let struct_literal = source.replace(
        "Message::system(prompt)",
        "Message { role: Role::System, content: prompt }",
    );
    assert!(
        findings(&struct_literal).is_empty(),
        "{:?}",
        findings(&struct_literal)
    );

    let dropped = source.replace(
        "        self.messages.insert(0, Message::system(prompt));\n",
        "",
    );
    assert_eq!(findings(&dropped), pairs(&[("RG002", "drop")]));

    let other_role = source.replace("Message::system(prompt)", "Message::user(prompt)");
    assert_eq!(findings(&other_role), pairs(&[("RG002", "drop")]));
}

/// `self.context = vec![Message::user(summary)]` where the type of `context` is declared
/// outside the linted code: a weaker window name replaced by a summary is a compacted context
/// window. Without the summary, or with a declared type that holds no messages, it is not.
#[test]
fn a_context_of_unknown_type_replaced_by_a_summary_is_a_rewrite() {
    let source = r#"
impl Agent {
    pub async fn compact(&mut self) {
        let summary = self.llm.summarize(&self.context).await;
        self.context = vec![Message::user(summary)];
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG001", "rewrite")]));

    let fresh = source.replace("vec![Message::user(summary)]", "RequestContext::new()");
    assert!(findings(&fresh).is_empty(), "{:?}", findings(&fresh));

    let declared =
        format!("pub struct Agent {{ context: HashMap<String, String>, llm: Llm }}\n{source}");
    assert!(findings(&declared).is_empty(), "{:?}", findings(&declared));
}

/// `compact_window(messages.len())` computes where to cut from a count of messages; it does
/// not summarise them, so what is sliced with its result is not a rewrite (no RG003 when that
/// slice goes to the summariser). A slice of the history at a position that a compaction of
/// the history gave (`&history[..window.split]`) is still the history's text (twenty-seventh
/// round: an index carries no text); the compacted value's own messages are a rewrite.
#[test]
fn a_count_of_messages_is_not_conversation_text() {
    let source = r#"
pub async fn compact(history: &[Message], llm: &Llm) -> String {
    let window = compact_window(history.len());
    let early_messages = &history[..window.split];
    llm_compact(llm, early_messages).await
}
"#;
    assert!(findings(source).is_empty(), "{:?}", findings(source));

    let positioned = variant(
        source,
        "compact_window(history.len())",
        "compact_window(history)",
    );
    assert!(
        findings(&positioned).is_empty(),
        "{:?}",
        findings(&positioned)
    );

    let resummarised = positioned.replace("&history[..window.split]", "&window.messages[..]");
    assert_ne!(resummarised, positioned);
    assert_eq!(findings(&resummarised), pairs(&[("RG003", "rewrite")]));
}

/// A history read from the verbatim store in the same function
/// (`let mut history = database.load_history(id)`) has its originals durable there: a rewrite
/// of it is still unguarded (RG001), but not "before the store was flushed" (RG006). A history
/// that did not come from the store, in a function that also uses one, is both.
#[test]
fn a_history_read_from_the_store_is_already_flushed() {
    let source = r#"
pub async fn compact(database: &Database, llm: &Llm, id: u64) -> History {
    let mut history = database.load_history(id);
    let summary = llm.summarize(&history.messages).await;
    history.messages.drain(..10);
    history.summary = Some(summary);
    database.save_summary(id, &history.summary);
    history
}
"#;
    assert_eq!(findings(source), pairs(&[("RG001", "rewrite")]));

    let not_from_store = source.replace("database.load_history(id)", "fetch_history(id)");
    assert_eq!(
        findings(&not_from_store),
        pairs(&[("RG001", "rewrite"), ("RG006", "rewrite")])
    );
}

// ---- third round ----------------------------------------------------------------------------

/// A field named like a history whose declared type is a pair of positions
/// (`visible_history: (usize, usize)`) bounds the window; assigning it edits nothing. The
/// window itself, reassigned, is still reported.
#[test]
fn a_range_of_positions_named_like_a_history_is_no_window() {
    let source = r#"
pub struct Chat { turns: Vec<Turn>, visible_history: (usize, usize), shown: std::ops::Range<usize> }

impl Chat {
    pub fn show_all(&mut self) {
        self.visible_history = (0, self.turns.len());
        self.shown = 0..self.turns.len();
    }
}
"#;
    assert!(findings(source).is_empty(), "{:?}", findings(source));

    let window = source.replace(
        "self.shown = 0..self.turns.len();",
        "self.turns = Vec::new();",
    );
    assert_eq!(findings(&window), pairs(&[("RG002", "drop")]));
}

/// `Err(e) => Err(HistoryError::CondensationFailed(e.to_string()))` after a summariser call:
/// an error variant named like a summariser wraps the error, it does not summarise a summary.
/// A summariser given the summary still is RG003.
#[test]
fn an_error_variant_named_like_a_summariser_does_not_resummarise() {
    let source = r#"
pub async fn shrink(llm: &Llm, turns: &[Turn]) -> Result<String, HistoryError> {
    match llm.summarize(turns).await {
        Ok(reply) => Ok(reply.text),
        Err(e) => Err(HistoryError::CondensationFailed(e.to_string())),
    }
}
"#;
    assert!(findings(source).is_empty(), "{:?}", findings(source));

    let again = source.replace(
        "Ok(reply) => Ok(reply.text),",
        "Ok(reply) => Ok(condense_history(&reply.text)),",
    );
    assert_eq!(findings(&again), pairs(&[("RG003", "rewrite")]));
}

/// `settings.model.as_ref().ok_or_else(|| anyhow!("no model for compaction"))`: reading a field
/// named `model` (an id) is no model call, and the error text mentioning compaction asks no
/// model for a summary. The reply of the real summarising call is the summary, not a prompt: a
/// helper that only collects it does not re-summarise. Summarising that reply again does.
#[test]
fn reading_a_model_setting_is_no_model_call() {
    let source = r#"
impl Compactor {
    async fn summary_of(&self, settings: &Settings, turns: &[Turn]) -> anyhow::Result<String> {
        let prompt = self.templates.render("prompts/summarizer.md", turns)?;
        let model = settings.model.as_ref().ok_or_else(|| anyhow::anyhow!("no model for compaction"))?;
        let request = Request::new(model.clone()).message(prompt);
        let reply = self.client.chat(model, request).await?;
        self.collect_completion_text(settings, reply).await
    }
}
"#;
    assert!(findings(source).is_empty(), "{:?}", findings(source));

    let again = source.replace(
        "self.collect_completion_text(settings, reply).await",
        "self.client.summarize(&reply).await",
    );
    assert_eq!(findings(&again), pairs(&[("RG003", "rewrite")]));

    // Reading a value named like a model's output still reads model text.
    let output = r#"
pub struct Agent { history: Vec<Message> }

impl Agent {
    pub fn install(&mut self, llm_output: &str) {
        self.history.clear();
        self.history.push(Message::new(llm_output.to_string()));
    }
}
"#;
    assert_eq!(findings(output), pairs(&[("RG001", "rewrite")]));
}

/// `conversation.lock().await.replace_old_with_summary(summary, keep)`: a method that puts a
/// summary into the window it is called on is a rewrite of that window (RG001), not a summary
/// of a summary (RG003). When the linted code defines that method, its body reports the edit
/// and the call is not reported again.
#[test]
fn applying_a_summary_to_a_window_is_a_rewrite() {
    let source = r#"
pub async fn compact_command(conversation: &Mutex<Conversation>, summarizer: &Summarizer, keep: usize) -> Result<()> {
    let summary = {
        let conv = conversation.lock().await;
        summarizer.summarize(&conv.messages[..conv.messages.len() - keep]).await?
    };
    conversation.lock().await.replace_old_with_summary(summary, keep);
    Ok(())
}
"#;
    assert_eq!(findings(source), pairs(&[("RG001", "rewrite")]));

    let with_body = format!(
        "{source}\npub struct Conversation {{ messages: Vec<Message> }}\n\
         impl Conversation {{\n    pub fn replace_old_with_summary(&mut self, summary: String, keep: usize) {{\n        \
         let cut = self.messages.len() - keep;\n        self.messages.drain(..cut);\n        \
         self.messages.insert(0, Message::system(summary));\n    }}\n}}\n"
    );
    assert_eq!(findings(&with_body), pairs(&[("RG001", "rewrite")]));

    // A name that does not say the window is cut may keep everything: no finding.
    let beside = source.replace(
        "replace_old_with_summary(summary, keep)",
        "add_summary(summary)",
    );
    assert!(findings(&beside).is_empty(), "{:?}", findings(&beside));
}

/// `conversation.messages = conversation.messages.drain(..).filter_map(..).collect()` for a
/// `conversation` parameter: the `messages` field is the window (not an item of a window called
/// `conversation`), and the drain feeding the reassignment is the same edit: one finding.
#[test]
fn a_filtered_drain_reassigned_to_the_messages_of_a_conversation_is_one_edit() {
    let source = r#"
pub fn keep_marked(conversation: &mut Conversation, keep: &[bool]) {
    conversation.messages = conversation
        .messages
        .drain(..)
        .enumerate()
        .filter_map(|(i, m)| if keep[i] { Some(m) } else { None })
        .collect();
}
"#;
    let found = findings(source);
    assert_eq!(found.len(), 1, "{found:?}");
    let report = severities(source);
    assert!(
        report[0].1.contains("`conversation.messages`"),
        "{}",
        report[0].1
    );
}

/// A copy of the window made to build a request (`let mut history =
/// self.history.iter().cloned().collect()`, cut to fit) loses nothing when the body never
/// writes it back. Written back (`self.history = history`), the cut is reported there.
#[test]
fn a_copy_of_the_window_that_is_never_written_back_is_scratch() {
    let source = r#"
pub struct Session { history: Vec<Message> }

impl Session {
    pub fn summary_request(&mut self, keep: usize) -> Request {
        let mut history = self.history.iter().cloned().collect::<Vec<_>>();
        history.drain(history.len() - keep..);
        for m in &mut history {
            m.content.truncate(2000);
        }
        Request::new(history)
    }
}
"#;
    assert!(findings(source).is_empty(), "{:?}", findings(source));

    let written_back = source.replace(
        "        Request::new(history)\n",
        "        self.history = history;\n        Request::default()\n",
    );
    assert_error_containing(&written_back, "`self.history` (`=`)");

    let handed_to_a_setter = source.replace(
        "        Request::new(history)\n",
        "        self.set_history(history);\n        Request::default()\n",
    );
    assert!(!findings(&handed_to_a_setter).is_empty());
}

/// `/clear` implemented as "keep only the system prompt" (`self.history = system_messages`,
/// filtered on the system role) in a method nothing calls is an explicit reset: a note. Called
/// by the agent's own loop to make room, it stays an error.
#[test]
fn clearing_all_but_the_system_prompt_is_a_reset() {
    let source = r#"
pub struct Window { history: Vec<Message> }

impl Window {
    pub fn clear_conversation(&mut self) {
        let system: Vec<Message> = self
            .history
            .iter()
            .filter(|m| matches!(m.role, Role::System))
            .cloned()
            .collect();
        self.history = system;
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].0, "note");
    assert!(found[0].1.contains("an explicit reset"), "{}", found[0].1);

    let called = format!(
        "{source}\nimpl Agent {{\n    pub fn turn(&mut self) {{\n        if self.window.tokens() > LIMIT {{\n            \
         self.window.clear_conversation();\n        }}\n    }}\n}}\n"
    );
    let found = severities(&called);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].0, "error", "{}", found[0].1);
}

/// `self.history = checkpoint.snapshot.clone()` in a method nothing calls loads or restores the
/// window from a value the caller hands in: a note that names it. Filtering the value on the
/// way in is a drop (an error), and so is the same load called by the agent's own code.
#[test]
fn loading_a_window_handed_in_is_a_note() {
    let source = r#"
pub struct State { history: VecDeque<Entry>, pending: Option<Entry> }

impl State {
    pub fn restore(&mut self, checkpoint: &Checkpoint) {
        self.history = checkpoint.snapshot.clone();
        self.pending = None;
    }

    pub fn set_messages(&mut self, messages: &[ChatMessage]) {
        self.history = messages.iter().map(Entry::from).collect();
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(
        found.iter().all(|(severity, _)| severity == "note"),
        "{found:?}"
    );
    assert!(
        found[0]
            .1
            .contains("`checkpoint.snapshot`, handed in by the caller"),
        "{}",
        found[0].1
    );

    let filtered = source.replace(
        "messages.iter().map(Entry::from).collect()",
        "messages.iter().filter(|m| m.pinned).map(Entry::from).collect()",
    );
    assert!(
        severities(&filtered).iter().any(|(s, _)| s == "error"),
        "{:?}",
        severities(&filtered)
    );

    let called = format!(
        "{source}\npub fn shrink(state: &mut State, kept: &[ChatMessage]) {{ state.set_messages(kept); }}\n"
    );
    assert!(
        severities(&called).iter().any(|(s, _)| s == "error"),
        "{:?}",
        severities(&called)
    );
}

/// `self.turns.clear()` then `self.add_turn(Turn::user(format!("Summary so far:\n{summary}")))`:
/// a helper of `self` that adds a message puts the summary into the window just emptied, so the
/// cut is a rewrite. Adding a note the host wrote keeps it a drop.
#[test]
fn a_summary_added_through_a_helper_of_self_makes_the_cut_a_rewrite() {
    let source = r#"
pub struct Memory { turns: Vec<Turn> }

impl Memory {
    pub fn reset_with(&mut self, summary: String, last_user: Option<String>) {
        let system = self.turns.first().cloned();
        self.turns.clear();
        if let Some(system) = system {
            self.add_turn(system);
        }
        self.add_turn(Turn::user(format!("Summary so far:\n{summary}")));
        if let Some(text) = last_user {
            self.add_turn(Turn::user(text));
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG001", "rewrite")]));

    let host_note = source.replace(
        r#"Turn::user(format!("Summary so far:\n{summary}"))"#,
        r#"Turn::user(format!("[{} turns removed]", 3))"#,
    );
    assert_eq!(findings(&host_note), pairs(&[("RG002", "drop")]));
}

/// A transformer that shapes the summary being built (`summary.messages.retain(..)` on a
/// value named `summary`) edits the summary's input, not the conversation. The same filter on
/// the conversation is a drop.
#[test]
fn trimming_a_summary_being_built_is_not_a_window_edit() {
    let source = r#"
impl Transform for DropRole {
    fn apply(&mut self, mut summary: ContextSummary) -> ContextSummary {
        summary.messages.retain(|m| m.role != self.role);
        summary
    }
}
"#;
    assert!(findings(source).is_empty(), "{:?}", findings(source));

    let conversation = source
        .replace("mut summary", "mut conversation")
        .replace("summary.messages", "conversation.messages")
        .replace("        summary\n", "        conversation\n");
    assert_eq!(findings(&conversation), pairs(&[("RG002", "drop")]));
}

/// `state.messages = build_messages_from_turns(prompt, &state.turns)`: a provider-format view
/// rebuilt in full from the window it mirrors drops nothing of its own; the cut of `turns`
/// before it is the one finding. A converter given a slice of the other window is a cut too.
#[test]
fn a_view_rebuilt_from_the_whole_window_is_not_a_drop() {
    let source = r#"
pub struct State { turns: Vec<Turn>, messages: Vec<Message> }

pub fn shrink(state: &mut State, prompt: &str, keep: usize) {
    let cut = state.turns.len() - keep;
    state.turns.retain(|t| t.pinned);
    state.messages = build_messages_from_turns(prompt, &state.turns);
    let _ = cut;
}
"#;
    assert_eq!(findings(source), pairs(&[("RG002", "drop")]));

    let sliced = source.replace("&state.turns)", "&state.turns[cut..])");
    assert_eq!(
        findings(&sliced),
        pairs(&[("RG002", "drop"), ("RG008", "truncate")])
    );
}

/// `for entry in self.history.iter_mut() { entry.user.truncate_safe(budget) }`: a truncating
/// helper of the item's own type (`truncate_*`) on a field holding a turn's message cuts the
/// window's text by a budget (RG008). The same helper on bookkeeping (`entry.metadata`) does
/// not.
#[test]
fn a_truncating_helper_on_a_turn_field_is_a_cut() {
    let source = r#"
pub struct Chat { history: Vec<Exchange> }

impl Chat {
    pub fn shrink_old_turns(&mut self, budget: usize) {
        for entry in self.history.iter_mut() {
            entry.user.truncate_safe(budget);
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));

    let bookkeeping = source.replace("entry.user.truncate_safe", "entry.metadata.truncate_safe");
    assert!(
        findings(&bookkeeping).is_empty(),
        "{:?}",
        findings(&bookkeeping)
    );
}

/// A sliding window written as a helper that finds the oldest non-system message
/// (`iter().position(|m| m.role != Role::System)`) and removes it, called in a loop over a
/// message count: an oldest-first cut (RG008), not a chosen drop. The same helper finding
/// the message by its id is a chosen removal and stays RG002.
#[test]
fn removing_the_oldest_non_system_message_is_a_cut() {
    let source = r#"
pub struct Memory { messages: Vec<Message>, max_messages: usize }

impl Memory {
    pub fn add(&mut self, message: Message) {
        self.messages.push(message);
        while self.messages.len() > self.max_messages {
            if self.evict_one().is_none() {
                break;
            }
        }
    }

    fn evict_one(&mut self) -> Option<Message> {
        let found = self
            .messages
            .iter()
            .position(|m| !matches!(m.role, Role::System));
        match found {
            Some(at) => Some(self.messages.remove(at)),
            None => None,
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));

    let chosen = source
        .replace(
            "fn evict_one(&mut self)",
            "fn evict_one(&mut self, id: u64)",
        )
        .replace("self.evict_one()", "self.evict_one(7)")
        .replace("!matches!(m.role, Role::System)", "m.id == id");
    assert_eq!(findings(&chosen), pairs(&[("RG002", "drop")]));
}

/// The oldest message that may go, found by a forward `enumerate` loop that reads each message
/// for its role alone (besides its index and settings) and stops at the first it accepts, then
/// removed: a cut by position (RG008), like `position(|m| m.role != Role::System)`. The same
/// loop testing what a message says, or searching from the newest, chooses the message (RG002).
#[test]
fn a_loop_finding_the_first_message_of_a_role_is_a_cut() {
    let source = r#"
pub struct Transcript { entries: Vec<Entry>, keep_pinned: bool, cap: usize }

impl Transcript {
    pub fn record(&mut self, entry: Entry) {
        self.entries.push(entry);
        while self.entries.len() > self.cap {
            if self.evict_first_allowed().is_none() {
                break;
            }
        }
    }

    fn evict_first_allowed(&mut self) -> Option<Entry> {
        let mut victim = None;
        for (slot, entry) in self.entries.iter().enumerate() {
            let allowed = match entry.role {
                Role::System => !self.keep_pinned,
                _ => slot + 2 < self.entries.len(),
            };
            if allowed {
                victim = Some(slot);
                break;
            }
        }
        if let Some(slot) = victim {
            Some(self.entries.remove(slot))
        } else {
            None
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));

    let by_content = source.replace(
        "let allowed = match entry.role {",
        "let allowed = !entry.text.contains(\"keep\") && match entry.role {",
    );
    assert_eq!(findings(&by_content), pairs(&[("RG002", "drop")]));

    let from_newest = source.replace(".iter().enumerate()", ".iter().enumerate().rev()");
    assert_eq!(findings(&from_newest), pairs(&[("RG002", "drop")]));
}

/// The window rebuilt from the newest messages that fit a byte budget (walking it from the
/// back and stopping at the limit) is a budget cut (RG008). The same rebuild keeping the
/// messages a filter likes is a drop (RG002).
#[test]
fn a_window_rebuilt_from_what_fits_a_budget_is_a_cut() {
    let source = r#"
pub struct Session { history: Vec<Message>, max_bytes: usize }

impl Session {
    pub fn fit(&mut self) {
        let limit = self.max_bytes;
        let mut used = 0;
        let mut newest_first = Vec::new();
        for message in self.history.iter().rev() {
            if used + message.byte_size <= limit {
                used += message.byte_size;
                newest_first.push(message.clone());
            } else {
                break;
            }
        }
        newest_first.reverse();
        let mut rebuilt = Vec::new();
        rebuilt.extend(newest_first);
        self.history = rebuilt.clone();
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));

    let filtered = source.replace(
        "if used + message.byte_size <= limit {",
        "if used + message.byte_size <= limit && message.role != Role::Tool {",
    );
    let filtered = filtered.replace("} else {\n                break;\n            }", "}");
    assert_eq!(findings(&filtered), pairs(&[("RG002", "drop")]));
}

/// A compaction that summarises the oldest messages after the system prompt and splices the
/// summary in where that range starts: the next compaction's range begins with this summary,
/// so from the second run on the model summarises its own summary (RG003, beside the RG001 of
/// the unguarded rewrite). Keeping the summary in a field beside the window, which the range
/// never reaches, is the RG001 alone.
#[test]
fn a_summary_spliced_where_the_summarised_range_starts_is_summarised_again() {
    let source = r#"
pub struct Agent { llm: Llm, keep_recent: usize, messages: Vec<ChatMessage>, summary: Option<String> }

impl Agent {
    pub async fn compact(&mut self) {
        let start = if self.messages.first().is_some_and(|m| m.role == "system") { 1 } else { 0 };
        let end = self.messages.len().saturating_sub(self.keep_recent);
        if end <= start {
            return;
        }
        let old: Vec<ChatMessage> = self.messages[start..end].to_vec();
        let transcript = render(&old);
        let summary = self.llm.summarize(&transcript).await;
        let note = ChatMessage::assistant(format!("[Conversation summary]\n{summary}"));
        self.messages.splice(start..end, std::iter::once(note));
    }
}
"#;
    assert_eq!(
        findings(source),
        pairs(&[("RG003", "rewrite"), ("RG001", "rewrite")])
    );

    let beside = variant(
        source,
        "let note = ChatMessage::assistant(format!(\"[Conversation summary]\\n{summary}\"));\n        self.messages.splice(start..end, std::iter::once(note));",
        "self.messages.drain(start..end);\n        self.summary = Some(summary);",
    );
    assert_eq!(findings(&beside), pairs(&[("RG001", "rewrite")]));
}

// ---- fifth round ----------------------------------------------------------------------------

/// `tracing::debug!(turn_count = session.turns.len(), "..")` names a logging field: the macro
/// assigns nothing, so a field named like a window is no reassignment of one. A real
/// reassignment of the window beside it is still reported.
#[test]
fn a_logging_field_named_like_a_window_is_no_assignment() {
    let source = r#"
pub struct Session { turns: Vec<Turn> }

pub fn report(session: &Session) {
    tracing::debug!(turns = session.turns.len(), history = 3, "sizes");
    println!("{n} turns", n = session.turns.len());
}
"#;
    assert!(findings(source).is_empty(), "{:?}", findings(source));

    let reassigned = source.replace(
        "pub fn report(session: &Session) {",
        "pub fn report(session: &mut Session) {\n    session.turns = Vec::new();",
    );
    assert_eq!(findings(&reassigned), pairs(&[("RG002", "drop")]));
}

/// `let taken = std::mem::take(&mut request.turns)`, handed to a compactor, then
/// `request.turns = compacted`: the window is moved out to be processed and put back, one
/// edit (the reassignment), not also a drop at the `take`. A `take` never put back is a drop.
#[test]
fn a_window_taken_out_and_put_back_is_one_edit() {
    let source = r#"
pub struct Request { turns: Vec<Turn> }

pub async fn shrink(request: &mut Request, compactor: &Compactor) {
    let taken = std::mem::take(&mut request.turns);
    let compacted = compactor.condense(taken).await;
    request.turns = compacted;
}
"#;
    assert_eq!(findings(source), pairs(&[("RG001", "rewrite")]));

    let never_back = source.replace(
        "    request.turns = compacted;\n",
        "    archive(compacted);\n",
    );
    let found = finding_fields(&never_back, "rule", "message");
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].1.contains("`mem::take`"), "{}", found[0].1);
}

/// A buffer the body starts empty and fills with the window's own messages
/// (`let mut summary_input = String::new(); for m in old { summary_input.push_str(..) }`) is the
/// transcript sent to the summariser, whatever its name: the summary made from it is a
/// first summary, not a summary of a summary (no RG003). The same buffer fed an earlier
/// summary is a re-summary.
#[test]
fn a_transcript_buffer_named_like_a_summary_is_not_a_rewrite() {
    let source = r#"
pub async fn condense(llm: &Llm, turns: &[Turn], keep: usize) -> String {
    let old = &turns[..turns.len() - keep];
    let mut summary_text = String::new();
    for turn in old {
        summary_text.push_str(&format!("{}: {}\n", turn.role, turn.text));
    }
    let prompt = format!("Summarize this conversation:\n{summary_text}");
    llm.complete(&prompt).await
}
"#;
    assert!(findings(source).is_empty(), "{:?}", findings(source));

    let fed_a_summary = source
        .replace(
            "pub async fn condense(llm: &Llm,",
            "pub async fn condense(llm: &Llm, previous: &Reply,",
        )
        .replace(
            "    let prompt = format!",
            "    summary_text.push_str(&llm.summarize(&previous.text).await);\n    let prompt = format!",
        );
    assert!(
        findings(&fed_a_summary).contains(&("RG003".to_owned(), "rewrite".to_owned())),
        "{:?}",
        findings(&fed_a_summary)
    );
}

/// `turn.reply = Some(Message::assistant(answer))` on the turn found by its id, with `answer`
/// handed in: the model's reply recorded in the turn's empty slot, which drops nothing. A
/// placeholder the host writes over the same slot still replaces what was there.
#[test]
fn recording_a_reply_in_its_slot_is_not_a_drop() {
    let source = r#"
pub struct Chat { turns: Vec<Turn> }

impl Chat {
    pub fn record_reply(&mut self, id: u64, answer: String) {
        if let Some(turn) = self.turns.iter_mut().find(|t| t.id == id) {
            turn.reply = Some(Message::assistant(answer));
        }
    }
}
"#;
    assert!(findings(source).is_empty(), "{:?}", findings(source));

    let placeholder = source.replace(
        "Some(Message::assistant(answer))",
        r#"Some(Message::assistant("[reply removed]".to_string()))"#,
    );
    assert_eq!(findings(&placeholder), pairs(&[("RG002", "drop")]));
}

/// The window rebuilt from its leading system messages and its newest `n` others
/// (`let mut kept = w[..system].to_vec(); kept.extend_from_slice(&w[start..]); *w = kept`) is
/// cut by position: RG008, like `drain(..n)`. Rebuilt with the items a filter likes, it is a
/// chosen drop (RG002).
#[test]
fn a_window_rebuilt_from_its_head_and_tail_is_a_cut() {
    let source = r#"
pub fn keep_last(history: &mut Vec<Message>, n: usize) {
    let system = history.iter().take_while(|m| m.is_system()).count();
    if history.len() - system <= n {
        return;
    }
    let start = history.len() - n;
    let mut kept: Vec<Message> = history[..system].to_vec();
    kept.extend_from_slice(&history[start..]);
    *history = kept;
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));

    let chosen = source.replace(
        "kept.extend_from_slice(&history[start..]);",
        "kept.extend(history[start..].iter().filter(|m| !m.is_tool()).cloned());",
    );
    assert_eq!(findings(&chosen), pairs(&[("RG002", "drop")]));

    // A range copied, then filtered in place before it replaces the window: chosen too.
    let retained = source.replace(
        "kept.extend_from_slice(&history[start..]);",
        "kept.extend_from_slice(&history[start..]);
    kept.retain(|m| m.pinned);",
    );
    let found = findings(&retained);
    assert!(
        !found.is_empty() && found.iter().all(|(rule, _)| rule == "RG002"),
        "{found:?}"
    );
    let untyped = r#"
pub struct Agent { history: Vec<Message> }
impl Agent {
    pub fn prune(&mut self, n: usize) {
        let mut kept = self.history[n..].to_vec();
        kept.retain(|m| m.important);
        self.history = kept;
    }
}
"#;
    assert_eq!(findings(untyped), pairs(&[("RG002", "drop")]));
}

/// A compaction that summarises `messages[..cut]` and replaces the window with
/// `[summary, ..messages[cut..]]`: the next run's range starts at 0, with this summary, so the
/// model summarises its own summary (RG003 beside the RG001). Keeping the summary in a field
/// beside the window, which the range never reaches, is the RG001 alone.
#[test]
fn a_summary_put_at_the_front_of_a_window_summarised_from_the_front_is_summarised_again() {
    let source = r#"
pub struct Agent { llm: Llm, keep: usize, messages: Vec<ChatMessage>, summary: Option<String> }

impl Agent {
    pub async fn compact(&mut self) {
        let cut = self.messages.len().saturating_sub(self.keep);
        let old = self.messages[..cut].to_vec();
        let summary = self.llm.summarize(&render(&old)).await;
        let mut rebuilt = vec![ChatMessage::system(format!("[Summary]\n{summary}"))];
        rebuilt.extend_from_slice(&self.messages[cut..]);
        self.messages = rebuilt;
    }
}
"#;
    assert_eq!(
        findings(source),
        pairs(&[("RG003", "rewrite"), ("RG001", "rewrite")])
    );

    let beside = variant(
        source,
        "let mut rebuilt = vec![ChatMessage::system(format!(\"[Summary]\\n{summary}\"))];",
        "let mut rebuilt = Vec::new();\n        self.summary = Some(summary);",
    );
    assert_eq!(findings(&beside), pairs(&[("RG001", "rewrite")]));
}

/// A compaction done by asking the model about the window itself: the tail set aside
/// (`let recent = messages.split_off(..)`), the model given the rest, the rest cut, the reply
/// pushed where it was, the tail put back. The reply takes the place of what was cut: RG001
/// at the cut, and setting the tail aside is no edit. The next run gives the model the window
/// with this reply in it: RG003 at the call. The ordinary turn (cut first, then the model's
/// reply appended) stays a host-side cut.
#[test]
fn a_reply_to_the_window_put_back_in_place_of_what_was_cut_is_a_rewrite() {
    let source = r#"
pub async fn compact(llm: &Llm, mut messages: Vec<Message>, keep: usize) -> Vec<Message> {
    let recent = messages.split_off(messages.len() - keep);
    messages.push(Message::user(COMPACT_PROMPT.to_string()));
    let reply = llm.complete(&messages).await;
    messages.truncate(1);
    messages.push(Message::assistant(reply.text));
    messages.extend(recent);
    messages
}
"#;
    assert_eq!(
        findings(source),
        pairs(&[("RG003", "rewrite"), ("RG001", "rewrite")])
    );

    let ordinary_turn = r#"
pub async fn turn(llm: &Llm, mut messages: Vec<Message>, keep: usize) -> Vec<Message> {
    if messages.len() > keep {
        messages.drain(..messages.len() - keep);
    }
    let reply = llm.complete(&messages).await;
    messages.push(Message::assistant(reply.text));
    messages
}
"#;
    assert_eq!(findings(ordinary_turn), pairs(&[("RG008", "truncate")]));
    // The oldest message dropped after the call, then the reply appended: still the next turn.
    let late_slide = ordinary_turn
        .replace(
            "    if messages.len() > keep {\n        messages.drain(..messages.len() - keep);\n    }\n",
            "",
        )
        .replace(
            "    messages.push(Message::assistant(reply.text));",
            "    if messages.len() > keep {\n        messages.remove(0);\n    }\n    messages.push(Message::assistant(reply.text));",
        );
    assert_ne!(late_slide, ordinary_turn);
    assert_eq!(findings(&late_slide), pairs(&[("RG008", "truncate")]));

    // The tail never put back is cut with the rest.
    let tail_dropped = source.replace("    messages.extend(recent);\n", "");
    assert_eq!(
        findings(&tail_dropped),
        pairs(&[
            ("RG001", "rewrite"),
            ("RG003", "rewrite"),
            ("RG001", "rewrite")
        ])
    );

    // A compaction that starts after the summaries already there is no re-summary.
    let skips = source.replace(
        "    let recent = messages.split_off",
        "    let first = messages.iter().position(|m| !m.is_summary()).unwrap_or(0);\n    let _ = first;\n    let recent = messages.split_off",
    );
    assert_eq!(findings(&skips), pairs(&[("RG001", "rewrite")]));
}

/// `history.messages = history.messages.split_off(len - max)` keeps the newest `max`: one cut,
/// reported once (at the reassignment), not also at the `split_off` that feeds it.
#[test]
fn a_window_reassigned_from_its_own_split_is_one_cut() {
    let source = r#"
pub fn load(mut history: History, max: usize) -> History {
    if history.messages.len() > max {
        history.messages = history.messages.split_off(history.messages.len() - max);
    }
    history
}
"#;
    let found = finding_fields(source, "rule", "message");
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].0, "RG008");
    assert!(found[0].1.contains("(`=`)"), "{}", found[0].1);
}

/// `if let Content::Text { ref mut text } = messages[idx].content { *text = placeholder }`:
/// the text of an indexed item borrowed through its pattern and overwritten, one chosen tool
/// output at a time. `idx < messages.len()` around it keeps the index in bounds; it is no
/// length budget, so this stays a chosen drop (RG002), not a host-side cut. A bookkeeping
/// field taken out the same way is not the message's text.
#[test]
fn a_field_borrowed_by_ref_mut_from_an_indexed_item_is_its_text() {
    let source = r#"
pub fn shrink_outputs(messages: &mut Vec<Message>, chosen: &[usize], note: &str) {
    for &idx in chosen {
        if idx < messages.len() {
            if let Content::Text { ref mut text } = messages[idx].content {
                let first = text.lines().next().unwrap_or_default().to_string();
                *text = format!("{first}\n{note}");
            }
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG002", "drop")]));

    let bookkeeping = source
        .replace("Content::Text { ref mut text }", "Content::Text { ref mut tokens }")
        .replace(
            "                let first = text.lines().next().unwrap_or_default().to_string();\n                *text = format!(\"{first}\\n{note}\");",
            "                *tokens = 0;",
        );
    assert_ne!(bookkeeping, source);
    assert!(
        findings(&bookkeeping).is_empty(),
        "{:?}",
        findings(&bookkeeping)
    );

    // More text added to the old, kept whole: nothing is lost.
    let appended = variant(
        source,
        "*text = format!(\"{first}\\n{note}\");",
        "*text = format!(\"{text}\\n{note}\");",
    );
    assert!(findings(&appended).is_empty(), "{:?}", findings(&appended));

    // A length that bounds a cut (not an index used in the branch) is still a budget.
    let sliding = r#"
pub fn slide(history: &mut Vec<Message>, keep: usize) {
    if keep < history.len() {
        let cut = history.len() - keep;
        history.drain(..cut);
    }
}
"#;
    assert_eq!(findings(sliding), pairs(&[("RG008", "truncate")]));
}

/// Sixth round: the parts of a message reached by destructuring its content in a loop over the
/// window (`for m in history.iter_mut() { if let Body::Parts(parts) = &mut m.body { .. } }`)
/// are that message's text: removing some of them (old tool results, duplicates) drops what
/// the model saw, and overwriting one with a placeholder does too. The newest message taken
/// with `last_mut()` (a reply being streamed) is not a cut, nor is a field that is
/// bookkeeping.
#[test]
fn parts_of_a_message_destructured_in_a_loop_over_the_window_are_its_text() {
    let retain_parts = r#"
pub fn drop_stale_results(history: &mut Vec<Message>, stale: &HashSet<String>) {
    for message in history.iter_mut() {
        if let Body::Parts(parts) = &mut message.body {
            parts.retain(|p| !stale.contains(&p.call_id));
        }
    }
}
"#;
    assert_eq!(findings(retain_parts), pairs(&[("RG002", "drop")]));

    // The window moved into another binding first, and walked through `&mut`.
    let moved = r#"
pub fn drop_stale_results(history: Vec<Message>, stale: &HashSet<String>) -> Vec<Message> {
    let mut pruned = history;
    for message in &mut pruned {
        if let Body::Parts(parts) = &mut message.body {
            parts.retain(|p| !stale.contains(&p.call_id));
        }
    }
    pruned
}
"#;
    assert_eq!(findings(moved), pairs(&[("RG002", "drop")]));

    let placeholder = r#"
pub fn blank_old_replies(history: &mut Vec<Message>, keep: &HashSet<usize>) {
    for (i, message) in history.iter_mut().enumerate() {
        if keep.contains(&i) {
            continue;
        }
        match &mut message.body {
            Body::Text(text) => *text = "[elided]".to_string(),
            Body::Parts(_) => {}
        }
    }
}
"#;
    assert_eq!(findings(placeholder), pairs(&[("RG002", "drop")]));

    // Contrast: the newest message completed in place is no cut of old ones.
    let streamed = r#"
pub fn finish_reply(history: &mut Vec<Message>, reply: String) {
    if let Some(last) = history.last_mut() {
        if let Body::Text(text) = &mut last.body {
            *text = reply;
        }
    }
}
"#;
    assert!(findings(streamed).is_empty(), "{:?}", findings(streamed));

    // Contrast: bookkeeping fields of each message.
    let bookkeeping = retain_parts.replace("&mut message.body", "&mut message.flags");
    assert_ne!(bookkeeping, retain_parts);
    assert!(
        findings(&bookkeeping).is_empty(),
        "{:?}",
        findings(&bookkeeping)
    );
}

/// Sixth round: a bot keeps one conversation per channel in a map
/// (`HashMap<ChannelId, Vec<ChatMessage>>`). Removing a channel's entry by its key drops that
/// whole conversation: a reset when the user asks for it (an `if` on the command text, like a
/// `match` arm) or when only reset-named functions lead to it, and an error when the agent's
/// own code does it. Removing one message by its position stays a drop.
#[test]
fn removing_a_conversation_from_a_map_of_conversations_is_a_reset() {
    let wrapper = r#"
pub struct Conversations {
    conversations: HashMap<ChannelId, Vec<ChatMessage>>,
}

impl Conversations {
    pub fn clear_history(&mut self, id: ChannelId) {
        self.conversations.remove(&id);
    }
}

pub async fn clear_channel_history(channel: ChannelId) {
    let mut conversations = STATE.lock().await;
    conversations.clear_history(channel);
}
"#;
    let found = severities(wrapper);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].0, "note", "{found:?}");
    assert!(found[0].1.contains("explicit reset"), "{found:?}");
    assert!(found[0].1.contains("conversation under `id`"), "{found:?}");

    // The agent's own turn clearing a conversation to make room: an error.
    let agent = format!(
        "{wrapper}\npub async fn run_turn(channel: ChannelId, text: String) {{\n    if text.len() > 4000 {{\n        clear_channel_history(channel).await;\n    }}\n}}\n"
    );
    let found = severities(&agent);
    assert!(found.iter().any(|(s, _)| s == "error"), "{found:?}");

    let command = r#"
pub async fn on_message(state: &mut State, text: &str, channel_id: u64) {
    let chat_history = state.chat_history.get_or_insert_with(HashMap::new);
    if text.eq("!forget") {
        chat_history.remove(&channel_id);
    } else if text.starts_with("!undo") {
        if let Some(history) = chat_history.get_mut(&channel_id) {
            history.pop();
        }
    }
}
"#;
    let found = severities(command);
    assert_eq!(found.len(), 2, "{found:?}");
    let forget = found
        .iter()
        .find(|(_, m)| m.contains("`remove`"))
        .expect("remove");
    assert_eq!(forget.0, "note", "{found:?}");
    assert!(forget.1.contains("\"!forget\""), "{found:?}");
    let undo = found
        .iter()
        .find(|(_, m)| m.contains("`pop`"))
        .expect("pop");
    assert_eq!(undo.0, "error", "{found:?}");

    // Contrast: one message removed from a map of messages by its id, on a command, is a
    // partial drop, not a reset.
    let one_message = r#"
pub fn on_command(history: &mut HashMap<MessageId, ChatMessage>, text: &str, message_id: MessageId) {
    if text.starts_with("!forget") {
        history.remove(&message_id);
    }
}
"#;
    let found = severities(one_message);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].0, "error", "{found:?}");

    // Contrast: one message removed by its position is a drop, command or not.
    let by_position = r#"
pub fn forget_message(history: &mut Vec<ChatMessage>, index: usize) {
    history.remove(index);
}
"#;
    assert_eq!(severities(by_position).len(), 1);
    assert_eq!(severities(by_position)[0].0, "error");
}

/// Sixth round: a chat client appends each turn to its database, then re-reads the
/// conversation from it (`session.history = get_messages(&conn, id)?`). The window is
/// replaced with what the store holds, where every original is kept: nothing is lost, so no
/// drop is reported. The same reassignment from a call that reads no store is still one.
#[test]
fn a_window_reloaded_from_its_store_is_not_a_drop() {
    let reload = r#"
pub fn after_reply(session: &mut Session, conn: &Connection, reply: &str) -> Result<()> {
    save_message(conn, session.id, reply)?;
    session.history = get_messages_in_conversation(conn, session.id)?;
    Ok(())
}
"#;
    assert!(findings(reload).is_empty(), "{:?}", findings(reload));

    let method = r#"
pub async fn refresh(&mut self) -> Result<()> {
    self.history = self.db.load_history(self.session_id).await?;
    Ok(())
}
"#;
    assert!(findings(method).is_empty(), "{:?}", findings(method));

    // Contrast: the same reassignment from a helper that reads no store drops what it leaves out.
    let no_store = reload.replace(
        "get_messages_in_conversation(conn, session.id)?",
        "get_recent_messages(&session.history, 20)",
    );
    assert_ne!(no_store, reload);
    assert_eq!(findings(&no_store).len(), 1, "{:?}", findings(&no_store));
}

/// Sixth round: a compressor that takes the conversation by value and returns its
/// replacement (`fn compress(&self, messages: Vec<ChatMessage>) -> Result<Compressed>`) edits
/// nothing in place: the caller swaps its window for what comes back. When what comes back is
/// built from part of the conversation plus a model-written summary of the rest, that is the
/// compaction: a rewrite (RG001) at the return. Returning the conversation reshaped without
/// a summary, or returning only the summary text, is not one.
#[test]
fn a_conversation_taken_by_value_and_returned_with_a_summary_is_a_rewrite() {
    let compressor = r#"
impl Compressor for Summarising {
    async fn compress(&self, messages: Vec<ChatMessage>) -> Result<Compressed> {
        let (system, rest): (Vec<_>, Vec<_>) = messages.into_iter().partition(|m| m.role == "system");
        let cut = rest.len() - self.keep;
        let (old, recent) = rest.split_at(cut);
        let summary = self.llm.chat(Request::user(transcript(old))).await?;
        let note = ChatMessage::assistant(format!("[summary] {summary}"));
        let mut kept = system;
        kept.push(note);
        kept.extend_from_slice(recent);
        Ok(Compressed::new(kept, cut))
    }
}
"#;
    // (Its summary goes ahead of the recent messages: also an RG003, see the next test.)
    let found = findings(compressor);
    assert!(
        found.contains(&("RG001".to_owned(), "rewrite".to_owned())),
        "{found:?}"
    );

    // Contrast: the summary text alone is returned; the caller decides what to do with it.
    let summary_only = r#"
impl Compressor for Summarising {
    async fn compress(&self, messages: Vec<ChatMessage>) -> Result<String> {
        let summary = self.llm.chat(Request::user(transcript(&messages))).await?;
        Ok(summary)
    }
}
"#;
    assert!(
        findings(summary_only).is_empty(),
        "{:?}",
        findings(summary_only)
    );

    // Contrast: the conversation merged and returned, no summary: nothing model-written.
    let merged = r#"
pub fn merge_same_role(messages: Vec<ChatMessage>) -> Vec<ChatMessage> {
    let mut merged: Vec<ChatMessage> = Vec::with_capacity(messages.len());
    for message in messages {
        merged.push(message);
    }
    merged
}
"#;
    assert!(findings(merged).is_empty(), "{:?}", findings(merged));

    // Contrast: a borrowed conversation summarised into a new request is a view.
    let borrowed = compressor
        .replace("messages: Vec<ChatMessage>", "messages: &[ChatMessage]")
        .replace("messages.into_iter()", "messages.iter().cloned()");
    assert_ne!(borrowed, compressor);
    assert!(findings(&borrowed).is_empty(), "{:?}", findings(&borrowed));
}

/// Sixth round: a helper that blanks one message handed to it (`fn blank(msg: &mut Message)`
/// writing a placeholder over its text), called from a loop over the window (directly or
/// through another helper that passes the same message on), cuts the window's messages where
/// the helper writes. The same helper used on a message being built is no edit of a window.
#[test]
fn a_helper_blanking_a_message_of_the_window_handed_to_it_is_an_edit() {
    let helpers = r#"
fn blank(msg: &mut Message) {
    match &mut msg.body {
        Body::Text(text) => *text = "[trimmed]".to_string(),
        Body::Parts(parts) => parts.clear(),
    }
}

fn blank_counted(msg: &mut Message) -> usize {
    let before = msg.tokens;
    blank(msg);
    before
}
"#;
    let reducer = format!(
        "{helpers}
pub fn reduce(mut messages: Vec<Message>, budget: usize) -> Vec<Message> {{
    let mut used = count(&messages);
    for msg in messages.iter_mut() {{
        if used <= budget {{
            break;
        }}
        if msg.role == Role::Tool {{
            used -= blank_counted(msg);
        }}
    }}
    messages
}}
"
    );
    let found = finding_fields(&reducer, "rule", "function");
    assert!(!found.is_empty());
    assert!(
        found
            .iter()
            .all(|(rule, function)| rule == "RG002" && function.ends_with("blank")),
        "{found:?}"
    );

    // An indexed item passed mutably reaches the helper too.
    let indexed = reducer.replace(
        "for msg in messages.iter_mut() {\n        if used <= budget {\n            break;\n        }\n        if msg.role == Role::Tool {\n            used -= blank_counted(msg);\n        }\n    }",
        "for i in 0..messages.len() {\n        if used <= budget {\n            break;\n        }\n        used -= blank_counted(&mut messages[i]);\n    }",
    );
    assert_ne!(indexed, reducer);
    assert!(!findings(&indexed).is_empty());

    // Contrast: the same helpers used on a message being built.
    let builder = format!(
        "{helpers}
pub fn placeholder() -> Message {{
    let mut fresh = Message::default();
    blank_counted(&mut fresh);
    fresh
}}
"
    );
    assert!(findings(&builder).is_empty(), "{:?}", findings(&builder));
}

/// Sixth round: normalising a message whose content is already empty (`Parts(p) if
/// p.is_empty() => m.content = Content::Text(String::new())`) loses nothing; blanking a
/// message that has text does.
#[test]
fn replacing_content_known_to_be_empty_is_no_edit() {
    let normalise = r#"
fn normalise(message: &mut Message) {
    match &message.content {
        Content::Parts(parts) if parts.is_empty() => {
            message.content = Content::Text(String::new());
        }
        _ => {}
    }
}

pub fn tidy(history: &mut Vec<Message>) {
    for message in history.iter_mut() {
        normalise(message);
    }
}
"#;
    assert!(findings(normalise).is_empty(), "{:?}", findings(normalise));

    let blanked = normalise.replace("if parts.is_empty()", "if parts.len() > 3");
    assert_ne!(blanked, normalise);
    assert_eq!(findings(&blanked), pairs(&[("RG002", "drop")]));
}

/// Sixth round: a compressor taken the conversation by value summarises its oldest messages
/// and returns `[system.., summary, recent..]`. On its next run the summary is the first of
/// the messages it summarises: the model summarises its own summary (RG003, beside the RG001).
/// Returning the summary after the recent messages, or summarising the newest ones, is not.
#[test]
fn a_summary_returned_ahead_of_the_recent_messages_is_summarised_again() {
    let compressor = r#"
impl Compressor for Summarising {
    async fn compress(&self, messages: Vec<ChatMessage>) -> Result<Vec<ChatMessage>> {
        let (system, rest): (Vec<_>, Vec<_>) = messages.into_iter().partition(|m| m.role == "system");
        let (old, recent) = rest.split_at(rest.len() - self.keep);
        let prompt = transcript(old);
        let reply = self.llm.chat(Request::user(prompt)).await?;
        let mut kept = system;
        kept.push(ChatMessage::assistant(reply));
        kept.extend_from_slice(recent);
        Ok(kept)
    }
}
"#;
    let found = findings(compressor);
    assert!(
        found.contains(&("RG003".to_owned(), "rewrite".to_owned())),
        "{found:?}"
    );
    assert!(
        found.contains(&("RG001".to_owned(), "rewrite".to_owned())),
        "{found:?}"
    );

    // Indexed ranges and a transcript buffer filled in a loop are the same shape.
    let ranges = compressor
        .replace(
            "let (old, recent) = rest.split_at(rest.len() - self.keep);\n        let prompt = transcript(old);",
            "let cut = rest.len() - self.keep;\n        let old = &rest[..cut];\n        let recent = &rest[cut..];\n        let mut prompt = String::new();\n        for m in old {\n            prompt.push_str(&m.text);\n        }",
        );
    assert_ne!(ranges, compressor);
    let found = findings(&ranges);
    assert!(
        found.contains(&("RG003".to_owned(), "rewrite".to_owned())),
        "{found:?}"
    );

    // A fallback text or an error naming a summary is no test for the summaries already
    // there: still reported.
    let fallback = compressor.replace(
        "let reply = self.llm.chat(Request::user(prompt)).await?;",
        "let reply = self\n            .llm\n            .chat(Request::user(prompt))\n            .await\n            .map_err(|e| Error::Summarise(format!(\"summary failed: {e}\")))?\n            .text()\n            .unwrap_or_else(|| \"[summary unavailable]\".to_string());",
    );
    assert_ne!(fallback, compressor);
    let found = findings(&fallback);
    assert!(
        found.contains(&("RG003".to_owned(), "rewrite".to_owned())),
        "{found:?}"
    );

    // Contrast: a body that starts after the summaries already there.
    let skips = compressor.replace(
        "let (old, recent) = rest.split_at(rest.len() - self.keep);",
        "let first = rest.iter().position(|m| !m.is_summary()).unwrap_or(0);\n        let (old, recent) = rest[first..].split_at(rest.len() - first - self.keep);",
    );
    assert_ne!(skips, compressor);
    let found = findings(&skips);
    assert!(found.iter().all(|(rule, _)| rule != "RG003"), "{found:?}");

    // Contrast: the summary after the recent messages is not at the front of the next range.
    let after = compressor.replace(
        "kept.push(ChatMessage::assistant(reply));\n        kept.extend_from_slice(recent);",
        "kept.extend_from_slice(recent);\n        kept.push(ChatMessage::assistant(reply));",
    );
    assert_ne!(after, compressor);
    let found = findings(&after);
    assert!(found.iter().all(|(rule, _)| rule != "RG003"), "{found:?}");
    assert!(
        found.contains(&("RG001".to_owned(), "rewrite".to_owned())),
        "{found:?}"
    );
}

/// Sixth round: few-shot examples kept as pairs of messages (`Vec<(ChatEntry, ChatEntry)>`)
/// are part of what the model is shown; dropping them oldest-first in a token loop is a
/// host-side cut, like the chat itself. Pairs of anything else (ids, scores) are not messages.
#[test]
fn pairs_of_messages_are_messages() {
    let source = r#"
pub struct Prompt {
    shots: Vec<(ChatEntry, ChatEntry)>,
    budget: usize,
}

impl Prompt {
    pub fn fit(&mut self) {
        while !self.shots.is_empty() && self.tokens() > self.budget {
            self.shots.remove(0);
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));

    let ids = variant(source, "Vec<(ChatEntry, ChatEntry)>", "Vec<(u64, f32)>");
    assert!(findings(&ids).is_empty(), "{:?}", findings(&ids));
}

/// A helper handed one message of the window (`msg: &mut Message`) that blanks its text is
/// reported as that: the text of one message of the window its caller passes in, written with
/// `=`, not "a window passed in" edited through `iter_mut`. A helper handed the whole window
/// is still reported as a window passed in.
#[test]
fn a_message_handed_to_a_helper_is_named_as_one_message_of_the_callers_window() {
    let item = r#"
fn stub_out(msg: &mut Message) {
    msg.text = "[removed]".to_string();
}

pub fn shrink(history: &mut Vec<Message>, budget: usize) {
    for msg in history.iter_mut() {
        if msg.role == Role::Tool && msg.text.len() > budget {
            stub_out(msg);
        }
    }
}
"#;
    let found = severities(item);
    assert_eq!(found.len(), 1, "{found:?}");
    let message = &found[0].1;
    assert!(
        message.contains("the text of `msg`, one message of the window that `agent::shrink` passes in, is overwritten (`=`)"),
        "{message}"
    );

    let whole = r#"
fn stub_out(list: &mut Vec<Blob>) {
    list.retain(|b| !b.oversized);
}

pub fn shrink(history: &mut Vec<Message>) {
    stub_out(history);
}
"#;
    let found = severities(whole);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0]
            .1
            .contains("(a window passed in by `agent::shrink`)"),
        "{found:?}"
    );
}

/// One conversation taken from a map of them by its key (`entry(key).or_default()`,
/// `get_mut(&key)`, also through a lock held in a local) is a window of its own, named
/// `map[key]`: its oldest message popped to stay under a cap is a host-side cut (RG008), and
/// replacing it with `=` is labelled `=`. Removing one conversation on request is a reset;
/// evicting whole conversations by key or age is a host-side cut. A map of anything but
/// conversations is not one.
#[test]
fn a_conversation_taken_from_a_map_of_them_by_key_is_a_window() {
    let capped = r#"
pub struct Rooms {
    rooms: HashMap<String, VecDeque<ChatMessage>>,
    cap: usize,
}

impl Rooms {
    pub fn record(&mut self, msg: ChatMessage) {
        let log = self.rooms.entry(msg.room.clone()).or_default();
        if log.len() >= self.cap {
            log.pop_front();
        }
        log.push_back(msg);
    }
}
"#;
    let found = finding_fields(capped, "rule", "message");
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].0, "RG008");
    assert!(
        found[0]
            .1
            .contains("`self.rooms[msg.room]` is cut host-side (`pop_front`)"),
        "{found:?}"
    );

    let locked = r#"
pub struct Sessions {
    by_id: Mutex<HashMap<u64, Vec<ChatMessage>>>,
}

impl Sessions {
    pub fn keep_recent(&self, id: u64, n: usize) {
        let mut by_id = self.by_id.lock().unwrap();
        if let Some(history) = by_id.get_mut(&id) {
            let start = history.len().saturating_sub(n);
            *history = history[start..].to_vec();
        }
    }
}
"#;
    let found = finding_fields(locked, "rule", "message");
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].0, "RG008");
    assert!(
        // Named by the owner's field, as the guard `by_id` of `self.by_id` is that map.
        found[0]
            .1
            .contains("`self.by_id[id]` is cut host-side (`=`)"),
        "{found:?}"
    );

    // Removing one room, or all of them, on request is a reset (a note).
    let reset = capped.replace(
        "    pub fn record(",
        "    pub fn clear_room(&mut self, room: &str) {\n        self.rooms.remove(room);\n    }\n\n    pub fn record(",
    );
    assert_ne!(reset, capped);
    let found = severities(&reset);
    assert!(
        found.iter().any(|(severity, message)| severity == "note"
            && message.contains("(the whole conversation under `room`)")),
        "{found:?}"
    );

    // Whole conversations evicted by key or age, without a look at what they say, are a
    // host-side cut; a filter that reads them is a chosen drop.
    let evicted = capped.replace(
        "    pub fn record(",
        "    pub fn evict(&mut self, live: &HashSet<String>) {\n        self.rooms.retain(|room, _| live.contains(room));\n    }\n\n    pub fn record(",
    );
    assert_ne!(evicted, capped);
    let found = findings(&evicted);
    assert!(
        found.contains(&("RG008".to_owned(), "truncate".to_owned())),
        "{found:?}"
    );
    assert!(!found.iter().any(|(rule, _)| rule == "RG002"), "{found:?}");
    let filtered = evicted.replace(
        "|room, _| live.contains(room)",
        "|_, log| log.iter().all(|m| !m.text.contains(\"secret\"))",
    );
    assert_ne!(filtered, evicted);
    assert!(findings(&filtered).contains(&("RG002".to_owned(), "drop".to_owned())));

    let counters = capped
        .replace("VecDeque<ChatMessage>", "VecDeque<u64>")
        .replace("msg: ChatMessage", "msg: u64")
        .replace("msg.room.clone()", "String::new()");
    assert_eq!(findings(&counters), pairs(&[]));
}

/// A chat REPL keeps its conversation in a local of `main` (`let mut history = Vec::new()`)
/// pushed to on every turn of a `loop`: dropping its oldest turn to stay under a cap is a
/// host-side cut (RG008), and filtering it is a chosen drop (RG002). A fresh buffer filled in a
/// `for` over another window and cut there is scratch, not the conversation.
#[test]
fn a_repl_history_kept_in_a_local_across_turns_is_a_window() {
    let repl = r#"
struct Exchange { prompt: String, response: String }

fn main() {
    let mut history: Vec<Exchange> = Vec::new();
    loop {
        let prompt = read_line();
        let response = llm.complete(&render(&history, &prompt));
        history.push(Exchange { prompt, response });
        while history.len() > 8 {
            history.remove(0);
        }
    }
}
"#;
    assert_eq!(findings(repl), pairs(&[("RG008", "truncate")]));

    let filtered = repl.replace(
        "while history.len() > 8 {\n            history.remove(0);\n        }",
        "history.retain(|e| !e.response.is_empty());",
    );
    assert_ne!(filtered, repl);
    assert_eq!(findings(&filtered), pairs(&[("RG002", "drop")]));

    let scratch = r#"
pub fn recent(messages: &[Message]) -> Vec<Message> {
    let mut picked: Vec<Message> = Vec::new();
    for m in messages {
        picked.push(m.clone());
    }
    picked.truncate(4);
    picked
}
"#;
    assert_eq!(findings(scratch), pairs(&[]));
}

/// A number asked of a summariser (`compactor.max_summary_tokens()`) is no summary, and a call
/// that lays a finished summary out with the messages kept (`compactor.rebuild_history(msgs,
/// &summary)`) writes none: the model's summary handed to it is not summarised again (no
/// RG003). The summary handed to a summariser is.
#[test]
fn a_summary_laid_out_by_a_rebuild_call_is_not_resummarised() {
    let rebuilt = r#"
pub async fn run_compaction(client: &Client, compactor: &dyn Compactor, messages: &[Message]) -> Vec<Message> {
    let limit = compactor.max_summary_tokens();
    let mut request = messages.to_vec();
    request.push(Message::user(compactor.prompt()));
    let summary_text = client.complete(&request, limit).await;
    compactor.rebuild_history(messages, &summary_text)
}
"#;
    assert_eq!(findings(rebuilt), pairs(&[]));

    let resummarised = rebuilt.replace(
        "compactor.rebuild_history(messages, &summary_text)",
        "compactor.condense(&summary_text)",
    );
    assert_ne!(resummarised, rebuilt);
    assert!(
        findings(&resummarised).contains(&("RG003".to_owned(), "rewrite".to_owned())),
        "{:?}",
        findings(&resummarised)
    );
}

/// A desktop app's command named as a reset (`clear_conversation`) that clears the
/// conversation held in the state it is handed (`state.chat.messages`) is the user starting
/// over: a note. The same clear in a command not named as a reset stays an error.
#[test]
fn a_reset_command_clearing_the_conversation_in_app_state_is_a_note() {
    let reset = r#"
pub struct Chat { messages: Vec<ChatMessage> }
pub struct AppState { chat: Mutex<Chat> }

pub async fn clear_conversation(state: State<'_, AppState>) -> Result<(), String> {
    let mut chat = state.chat.lock().await;
    chat.messages.clear();
    Ok(())
}
"#;
    let found = severities(reset);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].0, "note");
    assert!(found[0].1.contains("an explicit reset"), "{found:?}");

    let not_reset = reset.replace("clear_conversation", "make_room");
    assert_eq!(severities(&not_reset)[0].0, "error");
}

/// A function of the same file named like a summariser that writes its text without a model
/// (synchronous, no model call: it keeps the first sentence of each message) still replaces
/// the oldest messages with a lossy digest (RG001), but the finding says the host wrote it,
/// not "model-authored text". The same compaction whose summariser asks a model says
/// model-authored.
#[test]
fn a_digest_the_host_writes_itself_is_named_as_the_hosts() {
    let digest = r#"
pub struct Memory { messages: Vec<ChatMessage> }

impl Memory {
    pub fn compact(&mut self) {
        let cut = self.messages.len() / 2;
        let old: Vec<ChatMessage> = self.messages.drain(..cut).collect();
        let summary = self.build_summary(&old);
        let summary_msg = ChatMessage::system(format!("[earlier context]\n{}", summary));
        self.messages.insert(0, summary_msg);
    }

    fn build_summary(&self, old: &[ChatMessage]) -> String {
        let mut lines = Vec::new();
        for m in old {
            lines.push(m.content.split('.').next().unwrap_or_default().to_string());
        }
        lines.join("\n")
    }
}
"#;
    let found = severities(digest);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0]
            .1
            .starts_with("`self.messages` is rewritten with a digest the host writes in `build_summary` (no model call; `drain`)"),
        "{found:?}"
    );
    assert_eq!(findings(digest), pairs(&[("RG001", "rewrite")]));

    let model = digest.replace(
        "        let mut lines = Vec::new();\n        for m in old {\n            lines.push(m.content.split('.').next().unwrap_or_default().to_string());\n        }\n        lines.join(\"\\n\")",
        "        self.llm.complete(&render(old))",
    );
    assert_ne!(model, digest);
    assert_eq!(findings(&model), pairs(&[("RG001", "rewrite")]));
    assert!(severities(&model)[0].1.contains("model-authored text"));
}

/// A reducer that moves the messages out of the request it is handed by value
/// (`for m in req.messages.into_iter()`) and returns them with a placeholder the host wrote in
/// place of chosen ones (old tool outputs) drops those messages: the caller's window is
/// replaced with what comes back (RG002 at the return). The same loop that passes every
/// message through, or adds a host note outside the loop, drops nothing.
#[test]
fn messages_moved_out_and_returned_with_placeholders_are_dropped() {
    let pruner = r#"
pub fn prune(req: Request, now: usize) -> Response {
    let mut kept = Vec::new();
    for (i, m) in req.messages.into_iter().enumerate() {
        if m.role == "tool" && now - i > 8 {
            kept.push(Message { role: m.role, content: format!("[tool output removed, turn {i}]"), tokens: 4 });
            continue;
        }
        kept.push(m);
    }
    Response { messages: kept }
}
"#;
    let found = severities(pruner);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].0, "error");
    assert!(
        found[0]
            .1
            .starts_with("messages are dropped from `req.messages` (`return`)"),
        "{found:?}"
    );

    let passed_through = pruner.replace(
        "        if m.role == \"tool\" && now - i > 8 {\n            kept.push(Message { role: m.role, content: format!(\"[tool output removed, turn {i}]\"), tokens: 4 });\n            continue;\n        }\n",
        "",
    );
    assert_ne!(passed_through, pruner);
    assert_eq!(findings(&passed_through), pairs(&[]));

    let noted = passed_through.replace(
        "    let mut kept = Vec::new();\n",
        "    let mut kept = Vec::new();\n    kept.push(Message { role: \"system\".into(), content: format!(\"[pruned at {now}]\"), tokens: 4 });\n",
    );
    assert_ne!(noted, passed_through);
    assert_eq!(findings(&noted), pairs(&[]));
}

/// A type named for what holds a conversation (`ConversationState`, `ChatHistory`,
/// `ChatSession`) handed to a helper by `&mut` is not one message: the messages it holds are a
/// window, so the helper's oldest-pair cut in a token loop is RG008 and its filter RG002. A
/// message handed to a helper on its own (`&mut ChatMessage`), from no window, is still no
/// edit of one.
#[test]
fn a_holder_of_the_conversation_handed_to_a_helper_is_a_window_not_one_message() {
    let holder = r#"
fn fit_budget(state: &mut ConversationState, budget: usize) {
    while count_tokens(&state.messages) > budget && state.messages.len() >= 2 {
        state.messages.drain(0..2);
    }
}

fn drop_tool_chatter(session: &mut ChatSession) {
    session.turns.retain(|t| t.role != Role::Tool);
}
"#;
    assert_eq!(
        findings(holder),
        pairs(&[("RG008", "truncate"), ("RG002", "drop")])
    );

    let one_message = r#"
fn strip_parts(message: &mut ChatMessage) {
    message.parts.retain(|p| p.is_text());
}
"#;
    assert_eq!(findings(one_message), pairs(&[]));
}

/// A cut whose body stores, beside the window, the owner's own earlier summary again
/// (`state.context = build(&state.last_summary[..500])`: a retrieval summary shortened) puts
/// nothing new in place of the messages it cuts: the cut stays a host-side truncation
/// (RG008), not a rewrite. A summary the body asks a model for, stored beside the cut,
/// still makes it a rewrite (RG001).
#[test]
fn an_owners_earlier_summary_stored_again_does_not_make_its_cut_a_rewrite() {
    let shortened = r#"
async fn keep_under_limit(state: &mut ConversationState) {
    while count_tokens(&state.messages) > 20_000 && state.messages.len() >= 2 {
        state.messages.drain(0..2);
    }
    let short_summary: String = state.last_retrieval_summary.chars().take(500).collect();
    state.notes = render_notes(&short_summary);
}
"#;
    let found = findings(shortened);
    assert!(
        found.contains(&("RG008".to_owned(), "truncate".to_owned())),
        "{found:?}"
    );
    assert!(found.iter().all(|(rule, _)| rule != "RG001"), "{found:?}");

    let summarised = shortened.replace(
        "state.last_retrieval_summary.chars().take(500).collect()",
        "llm.summarize(&state.messages[..2]).await",
    );
    let found = findings(&summarised);
    assert!(
        found.contains(&("RG001".to_owned(), "rewrite".to_owned())),
        "{found:?}"
    );
}

/// Data kept about a model is not the model: `provider_tool_results.retain(..)` filters the
/// tool results by the ids a compaction covered (after an error arm whose warning says
/// "compaction failed"); it does not hand the compaction's output to a model again (no
/// RG003). The covered ids sent to a model client (`llm_provider.send(..)`) still are.
#[test]
fn data_named_after_a_model_is_not_a_model() {
    let covered = r#"
pub async fn after_checkpoint(compactor: &Compactor, events: &mut Vec<Event>, provider_tool_results: &mut Vec<ToolResult>) {
    let compacted = match compactor.compact(request).await {
        Ok(compacted) => compacted,
        Err(e) => {
            events.push(Event::warning(format!("compaction failed: {e}")));
            return;
        }
    };
    let covered_ids = &compacted.covered_ids;
    provider_tool_results.retain(|r| !covered_ids.contains(&r.id));
}
"#;
    let found = findings(covered);
    assert!(found.iter().all(|(rule, _)| rule != "RG003"), "{found:?}");

    let model_client = covered
        .replace(
            "provider_tool_results: &mut Vec<ToolResult>",
            "llm_provider: &Provider",
        )
        .replace(
            "provider_tool_results.retain(|r| !covered_ids.contains(&r.id));",
            "llm_provider.send(covered_ids).await;",
        );
    assert_ne!(model_client, covered);
    let found = findings(&model_client);
    assert!(found.iter().any(|(rule, _)| rule == "RG003"), "{found:?}");
}

/// `retain(|m| m.role == Role::System)` clears the conversation and keeps its system prompt:
/// in a method nothing calls (a `clear` the user invokes) it is a reset, a note, like
/// `history.clear()`. The same retain on the agent's own turn, to make room, stays an error.
#[test]
fn keeping_only_the_system_messages_is_a_reset() {
    let reset = r#"
pub struct History { messages: Vec<ChatMessage> }
impl History {
    pub fn clear(&mut self) {
        self.messages.retain(|m| m.role == Role::System);
    }
}
"#;
    let found = severities(reset);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].0, "note");
    assert!(found[0].1.contains("an explicit reset"), "{found:?}");

    let own_turn = r#"
pub struct Agent { messages: Vec<ChatMessage>, llm: Llm }
impl Agent {
    pub async fn run_turn(&mut self, input: String) -> String {
        self.messages.push(ChatMessage::user(input));
        if self.messages.len() > 50 {
            self.make_room();
        }
        self.llm.chat(&self.messages).await
    }
    fn make_room(&mut self) {
        self.messages.retain(|m| m.role == Role::System);
    }
}
"#;
    let found = severities(own_turn);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].0, "error", "{found:?}");
}

/// A compaction that builds a new list (`let mut rebuilt = vec![]`), extends it with the
/// messages it keeps, pushes the model's summary into it (here through the Responses API:
/// `service.responses(input)` given a summarise prompt) and replaces the window with it is a
/// rewrite (RG001), not a host-side cut. The same list with a marker the host writes in place
/// of the summary is a cut.
#[test]
fn a_summary_pushed_into_the_list_that_replaces_the_window_is_a_rewrite() {
    let compaction = r#"
pub struct Agent { service: Service, history: Vec<AgentMessage> }
impl Agent {
    pub async fn compact(&mut self) -> Result<(), String> {
        let len = self.history.len();
        let prompt = format!("Summarize this conversation:\n{:?}", &self.history[1..len - 4]);
        let input = vec![Input { role: "user".to_string(), content: prompt }];
        let reply = self.service.responses(input).await?;
        let mut rebuilt = vec![];
        rebuilt.extend(self.history[..1].iter().cloned());
        rebuilt.push(AgentMessage { content: format!("[Summary]\n{}", reply.content) });
        rebuilt.extend(self.history[len - 4..].iter().cloned());
        self.history = rebuilt;
        Ok(())
    }
}
"#;
    let found = findings(compaction);
    assert!(
        found.contains(&("RG001".to_owned(), "rewrite".to_owned())),
        "{found:?}"
    );

    let marker = compaction.replace(
        r#"format!("[Summary]\n{}", reply.content)"#,
        r#"format!("[{} messages omitted]", len - 5)"#,
    );
    let found = findings(&marker);
    assert!(found.iter().all(|(rule, _)| rule != "RG001"), "{found:?}");
    assert!(!found.is_empty(), "{found:?}");
}

/// A retrieval-augmented chat that refreshes its system context with a summary of the chunks
/// a search returned (`state.system_context = build(&llm.summarize_chunks(&chunks)..)`)
/// compacts no conversation: the documents stay in their store, so a `context`-named field
/// replaced with it is no window rewrite. An error message that mentions summarising
/// (`.context("failed to summarize chunks")`) asks no model for anything. The same field
/// replaced with a summary of the conversation's messages is still RG001.
#[test]
fn a_summary_of_retrieved_chunks_refreshes_retrieval_context() {
    let retrieval = r#"
pub async fn answer(state: &mut ChatState, llm: &Llm, search: &Search, question: String) -> Result<String> {
    let chunks = search.search(&question).await?;
    let summary = llm
        .summarize_chunks(&chunks)
        .await
        .context("failed to summarize chunks")?;
    state.system_context = render_system_context(&summary);
    llm.generate(&state.system_context, &state.messages).await
}
"#;
    let found = findings(retrieval);
    assert!(found.iter().all(|(rule, _)| rule != "RG001"), "{found:?}");

    let conversation = retrieval.replace(
        "llm\n        .summarize_chunks(&chunks)",
        "llm\n        .summarize(&state.messages)",
    );
    assert_ne!(conversation, retrieval);
    let found = findings(&conversation);
    assert!(
        found.contains(&("RG001".to_owned(), "rewrite".to_owned())),
        "{found:?}"
    );
}

/// What tools gave the model back (`Vec<ToolResult>`, `Vec<ProviderToolResult>`) is part of
/// the conversation it reads, whatever the list is called: dropping the results a compaction
/// covered is a drop (RG002). A list of tool definitions (`Vec<ToolSpec>`) is not.
#[test]
fn tool_results_are_part_of_the_conversation() {
    let results = r#"
pub fn drop_covered(results: &mut Vec<ProviderToolResult>, covered: &HashSet<String>) {
    results.retain(|r| !covered.contains(&r.call_id));
}
"#;
    assert_eq!(findings(results), pairs(&[("RG002", "drop")]));

    let specs = results.replace("ProviderToolResult", "ToolSpec");
    assert_eq!(findings(&specs), pairs(&[]));
}

/// A compaction that hands its new summary back to the caller through a `&mut` parameter
/// (`*context_summary = Some(checkpoint.summary)`) and empties the conversation it was given
/// replaces those messages with that summary: RG001 at the `clear`, not a plain drop. The
/// same `clear` with no summary written is RG002.
#[test]
fn a_summary_handed_back_through_a_parameter_makes_the_clear_a_rewrite() {
    let handed_back = r#"
pub async fn checkpoint(compactor: &Compactor, context_summary: &mut Option<String>, conversation: &mut Vec<ChatMessage>) {
    let checkpoint = compactor.compact(&conversation[..]).await.unwrap();
    *context_summary = Some(checkpoint.summary.clone());
    conversation.clear();
}
"#;
    let found = findings(handed_back);
    assert!(
        found.contains(&("RG001".to_owned(), "rewrite".to_owned())),
        "{found:?}"
    );

    let no_summary = handed_back.replace(
        "    *context_summary = Some(checkpoint.summary.clone());\n",
        "",
    );
    assert_ne!(no_summary, handed_back);
    assert_eq!(findings(&no_summary), pairs(&[("RG002", "drop")]));
}

/// A compaction that keeps the first `k` messages, summarises `history[k..len - n]` and
/// rebuilds the window as `[history[..k].., summary, history[len - n..]..]` puts its summary
/// at index `k`, where its next run's range starts: from then on it summarises its own summary
/// (RG003 beside the RG001). Keeping one message fewer in front than the range skips
/// (`history[..1]` with the range from 2) is the RG001 alone.
#[test]
fn a_summary_put_after_the_kept_first_messages_is_summarised_again() {
    let source = r#"
pub struct Agent { llm: Llm, history: Vec<ChatMessage> }
impl Agent {
    pub async fn compact(&mut self) {
        let len = self.history.len();
        let older = &self.history[2..len - 4];
        let summary = self.llm.summarize(&render(older)).await;
        let mut rebuilt = vec![];
        rebuilt.extend(self.history[..2].iter().cloned());
        rebuilt.push(ChatMessage::system(format!("[Summary]\n{summary}")));
        rebuilt.extend(self.history[len - 4..].iter().cloned());
        self.history = rebuilt;
    }
}
"#;
    assert_eq!(
        findings(source),
        pairs(&[("RG003", "rewrite"), ("RG001", "rewrite")])
    );

    let shifted = variant(source, "self.history[..2]", "self.history[..1]");
    assert_eq!(findings(&shifted), pairs(&[("RG001", "rewrite")]));
}

/// Ninth round: a compaction that takes the window by value, summarises its older half and
/// returns a list started as `vec![summary_msg]` and extended with the newer half puts the
/// summary where its next run's older half starts: RG003 beside the RG001, as for a list
/// started empty and given the summary first. The summary pushed after the newer half is the
/// RG001 alone.
#[test]
fn a_list_started_with_the_summary_and_returned_is_summarised_again() {
    let source = r#"
impl<S: Summarise> Shrinker<S> {
    pub fn shrink(&self, turns: Vec<Turn>) -> Result<Vec<Turn>, Error> {
        let half = turns.len() / 2;
        let (older, newer) = turns.split_at(half);
        let digest = self.summariser.summarize(older)?;
        let note = Turn::new(Role::System, digest);
        let mut out = vec![note];
        out.extend_from_slice(newer);
        Ok(out)
    }
}
"#;
    assert_eq!(
        findings(source),
        pairs(&[("RG003", "rewrite"), ("RG001", "rewrite")])
    );

    let after = variant(
        source,
        "let mut out = vec![note];\n        out.extend_from_slice(newer);",
        "let mut out = newer.to_vec();\n        out.push(note);",
    );
    assert_eq!(findings(&after), pairs(&[("RG001", "rewrite")]));
}

/// Ninth round: `let log = &mut state.turns;` then `log.drain(..cut)` with a digest of the
/// cut turns appended to `state.digest` (`format!("{}\n{}", state.digest, digest)`) replaces
/// those turns with the digest: RG001, naming the host-written digest of an associated
/// function (no `self`) of a compactor type. Storing only the owner's earlier digest again
/// (`state.digest = state.digest.trim().to_string()`) puts nothing new in place of the cut:
/// RG008.
#[test]
fn a_digest_appended_beside_a_window_cut_through_an_alias_is_a_rewrite() {
    let source = r#"
pub struct TurnCompactor;

impl TurnCompactor {
    pub fn run(state: &mut SessionData) {
        let log = &mut state.turns;
        if log.len() > 40 {
            let cut = log.len() - 20;
            let gone: Vec<_> = log.drain(..cut).collect();
            let digest = Self::summarize_turns(&gone);
            state.digest = if state.digest.is_empty() {
                digest
            } else {
                format!("{}\n{}", state.digest, digest)
            };
        }
    }

    fn summarize_turns(turns: &[TurnEntry]) -> String {
        let mut out = String::from("Earlier turns:\n");
        for t in turns {
            out.push_str(&t.text);
        }
        out
    }
}
"#;
    let found = finding_fields(source, "rule", "message");
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].0, "RG001");
    assert!(
        found[0]
            .1
            .contains("a digest the host writes in `summarize_turns` (no model call"),
        "{found:?}"
    );

    let same_digest = variant(
        source,
        "            state.digest = if state.digest.is_empty() {\n                digest\n            } else {\n                format!(\"{}\\n{}\", state.digest, digest)\n            };",
        "            state.digest = state.digest.trim().to_string();",
    );
    assert_eq!(findings(&same_digest), pairs(&[("RG008", "truncate")]));
}

/// Ninth round: tool outputs blanked through a `let .. else` destructuring of the blocks of
/// every message (`let Block::Tool(tool) = block else { continue };`), then through the
/// output taken out of the block (`if let Some(out) = &mut tool.output { out.text = .. }`),
/// are edits of the window, as with `if let`. Marking the block (`tool.cleared_at = ..`, a
/// bookkeeping field) is not.
#[test]
fn tool_outputs_blanked_through_let_else_are_edits() {
    let source = r#"
pub fn clear_old_outputs(history: &mut Vec<Message>, keep: usize) {
    let end = history.len().saturating_sub(keep);
    for msg in history.iter_mut().take(end) {
        for block in &mut msg.blocks {
            let Block::Tool(tool) = block else { continue };
            if let Some(out) = &mut tool.output {
                out.text = String::from("[cleared]");
            }
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG002", "drop")]));
    let said = severities(source);
    assert!(
        said[0]
            .1
            .starts_with("the text of messages in `history` is overwritten (`iter_mut`)"),
        "{said:?}"
    );

    let direct = variant(
        source,
        "            if let Some(out) = &mut tool.output {\n                out.text = String::from(\"[cleared]\");\n            }",
        "            tool.output = None;",
    );
    assert_eq!(findings(&direct), pairs(&[("RG002", "drop")]));

    let marked = variant(
        source,
        "            if let Some(out) = &mut tool.output {\n                out.text = String::from(\"[cleared]\");\n            }",
        "            tool.cleared_at = Some(now());",
    );
    assert_eq!(findings(&marked), pairs(&[]));
}

/// Ninth round: `retain` with a closure that counts what it drops and keeps everything once
/// the count is reached (`if dropped >= n { return true; } if m.is_system() { return true; }
/// dropped += 1; false`) drops the oldest `n` non-system messages: a cut by position (RG008),
/// not a choice by what they say. A closure that also reads a message's text chooses (RG002).
#[test]
fn a_retain_that_counts_what_it_drops_is_an_oldest_first_cut() {
    let source = r#"
pub struct Log { entries: Vec<ChatMessage> }
impl Log {
    pub fn drop_oldest(&mut self, n: usize) {
        let mut dropped = 0;
        self.entries.retain(|m| {
            if dropped >= n {
                return true;
            }
            if m.role == Role::System {
                return true;
            }
            dropped += 1;
            false
        });
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));

    let tail_test = r#"
pub fn drop_first(history: &mut Vec<ChatMessage>, n: usize) {
    let mut seen = 0;
    history.retain(|_| {
        seen += 1;
        seen > n
    });
}
"#;
    assert_eq!(findings(tail_test), pairs(&[("RG008", "truncate")]));

    let reads_text = variant(
        source,
        "if m.role == Role::System {",
        "if m.role == Role::System || m.text.contains(\"keep\") {",
    );
    assert_eq!(findings(&reads_text), pairs(&[("RG002", "drop")]));
}

/// Ninth round: a map whose values each hold one conversation under a holder type
/// (`HashMap<String, ChatSession>`, `HashMap<u64, ConversationHistory>`) loses that whole
/// conversation when one key is removed: like a map of message lists, removing it in a method
/// nothing calls is a reset (a note that names the key). A map of other values
/// (`HashMap<String, SessionConfig>`) is no conversation store.
#[test]
fn removing_one_holder_of_a_conversation_from_a_map_is_a_reset() {
    let source = r#"
pub struct Sessions {
    by_user: RwLock<HashMap<String, ChatSession>>,
}
impl Sessions {
    pub fn end(&self, user: &str) {
        self.by_user.write().remove(user);
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].0, "note");
    assert!(
        found[0].1.contains("(the whole conversation under `user`)"),
        "{found:?}"
    );

    // A concurrent map (`DashMap`) of them is the same store.
    let concurrent = source
        .replace(
            "RwLock<HashMap<String, ChatSession>>",
            "DashMap<String, ChatSession>",
        )
        .replace(
            "self.by_user.write().remove(user)",
            "self.by_user.remove(user)",
        );
    assert_ne!(concurrent, source);
    assert_eq!(severities(&concurrent), found);

    let settings = source
        .replace("ChatSession", "SessionConfig")
        .replace("by_user", "configs");
    assert_ne!(settings, source);
    assert_eq!(findings(&settings), pairs(&[]));
}

/// Ninth round: a compaction taking the window by value builds `[head.., summary, tail..]`
/// and passes the list through a helper before returning it
/// (`let out = self.repair_tool_pairs(out); Ok(out)`): the list keeps the summary, so the
/// caller's window is still rewritten (RG001). A model's answer returned alone, from a
/// request taken by value, is no window rebuilt.
#[test]
fn a_rebuilt_list_passed_through_a_helper_keeps_its_summary() {
    let source = r#"
impl Squeezer {
    pub async fn squeeze(&mut self, history: Vec<Message>) -> Result<Vec<Message>, String> {
        let start = self.keep_head;
        let end = history.len() - self.keep_tail;
        let middle = history[start..end].to_vec();
        let summary = self.summarize_turns(&middle).await?;
        let mut out = Vec::new();
        for i in 0..start {
            out.push(history[i].clone());
        }
        out.push(Message::user(summary));
        for i in end..history.len() {
            out.push(history[i].clone());
        }
        let out = self.repair_tool_pairs(out);
        Ok(out)
    }
}
"#;
    // The summary sits at `start`, after the head pushed one by one, where the next run's
    // range starts: an RG003 as well (see
    // `a_summary_put_after_the_head_pushed_one_by_one_is_summarised_again`).
    assert_eq!(
        findings(source),
        pairs(&[("RG003", "rewrite"), ("RG001", "rewrite")])
    );

    let answer_only = r#"
pub async fn ask(client: &Client, request: ChatRequest) -> Result<String, Error> {
    let reply = client.chat(request).await?;
    let answer = reply.text().trim().to_string();
    Ok(answer)
}
"#;
    assert_eq!(findings(answer_only), pairs(&[]));
}

/// Ninth round: an actor that owns the conversations and handles a command enum removes a
/// whole conversation in the arm of a reset-named variant
/// (`Command::DeleteSession(id) => sessions.remove(&id)`): the session ended on request, a
/// note that names the command, like a `"/clear"` arm. The same removal in the arm of any
/// other variant, and a partial drop in a reset arm, stay errors.
#[test]
fn a_reset_variant_of_a_command_enum_is_a_reset() {
    let source = r#"
pub async fn serve(mut rx: Receiver<Command>, sessions: Arc<Mutex<HashMap<String, Vec<ChatMessage>>>>) {
    while let Some(cmd) = rx.recv().await {
        let mut all = sessions.lock().await;
        match cmd {
            Command::Push(id, msg) => {
                all.entry(id).or_default().push(msg);
            }
            Command::DeleteSession(id) => {
                all.remove(&id);
            }
        }
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].0, "note");
    assert!(
        found[0]
            .1
            .contains("(an explicit reset: the command `Command::DeleteSession` asks for it)"),
        "{found:?}"
    );

    let other = variant(source, "Command::DeleteSession(id)", "Command::Archive(id)");
    assert_eq!(severities(&other)[0].0, "error");

    let partial = variant(
        source,
        "all.remove(&id);",
        "if let Some(h) = all.get_mut(&id) { h.retain(|m| m.pinned); }",
    );
    assert_eq!(severities(&partial)[0].0, "error");
}

/// Ninth round: a session that writes a transcript of every message of its history
/// (`self.conversation.entries().iter().map(..).collect::<Vec<_>>().join("\n")`), asks a
/// model to summarise it, and hands the reply to the history's own compaction
/// (`self.conversation.compact_with_summary(&reply)`) summarises that summary on its next run: the
/// transcript includes it. RG003 at the model call. A transcript of the newest messages only
/// (a range), or a body that skips the summaries already there, is not reported.
#[test]
fn a_whole_window_transcript_summarised_back_into_it_is_summarised_again() {
    let source = r#"
pub struct Session { conversation: Conversation, small: Agent }
impl Session {
    pub async fn shrink(&mut self) -> bool {
        let transcript: String = self
            .conversation
            .entries()
            .iter()
            .map(|m| format!("[{}]: {}", m.role, m.text))
            .collect::<Vec<_>>()
            .join("\n");
        let prompt = format!("Summarize this conversation:\n\n{}", transcript);
        match self.small.chat(Message::user(&prompt), vec![]).await {
            Ok(reply) => {
                self.conversation.compact_with_summary(&reply);
                true
            }
            Err(_) => false,
        }
    }
}
"#;
    let found = findings(source);
    assert!(
        found.contains(&("RG003".to_owned(), "rewrite".to_owned())),
        "{found:?}"
    );

    let newest_only = variant(
        source,
        ".entries()\n            .iter()",
        ".entries()[10..]\n            .iter()",
    );
    assert!(
        findings(&newest_only)
            .iter()
            .all(|(rule, _)| rule != "RG003")
    );

    let skips = variant(
        source,
        ".iter()\n            .map(",
        ".iter()\n            .filter(|m| !m.is_summary)\n            .map(",
    );
    assert!(findings(&skips).iter().all(|(rule, _)| rule != "RG003"));
}

/// Ninth round (a gap the eighth round left): a list named as the entries of a conversation
/// (`response_items`, `chat_entries`) holds the conversation whatever its item type: opaque
/// JSON items (`Vec<serde_json::Value>`) dropped by a `retain` are messages dropped (RG002).
/// Items of something else (`cache_items`), or ids (`Vec<u64>`), are not.
#[test]
fn a_list_named_as_conversation_entries_is_a_window_whatever_its_type() {
    let source = r#"
pub fn forget_covered(response_items: &mut Vec<serde_json::Value>, covered: &HashSet<String>) {
    response_items.retain(|item| !covered.contains(item["call_id"].as_str().unwrap_or("")));
}
"#;
    assert_eq!(findings(source), pairs(&[("RG002", "drop")]));

    let cache = variant(source, "response_items", "cache_items");
    assert_eq!(findings(&cache), pairs(&[]));

    let ids = source
        .replace("Vec<serde_json::Value>", "Vec<u64>")
        .replace(
            "item[\"call_id\"].as_str().unwrap_or(\"\")",
            "&item.to_string()",
        );
    assert_ne!(ids, source);
    assert_eq!(findings(&ids), pairs(&[]));
}

/// Ninth round (a gap the seventh and eighth rounds left): a conversation kept in a Redis
/// list and cut with `LTRIM` under a key that names it (`chat_key`, `&*session_id`) is a
/// host-side cut (RG008); when the same pipeline stores a summary beside it
/// (`.cmd("SET").arg(summary_key).arg(summary)`), a rewrite (RG001). A list under a key that
/// names something else (`rate_key`) is not a conversation.
#[test]
fn a_redis_list_of_a_conversation_cut_with_ltrim_is_an_edit() {
    let source = r#"
pub async fn keep_recent(con: &mut redis::aio::ConnectionManager, chat_key: String, keep: i64) -> redis::RedisResult<()> {
    redis::pipe()
        .cmd("LTRIM")
        .arg(&chat_key)
        .arg(0)
        .arg(keep)
        .query_async(con)
        .await
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));

    let method = r#"
pub fn keep_recent(con: &mut redis::Connection, history_key: &str) -> redis::RedisResult<()> {
    con.ltrim(history_key, 0, 49)
}
"#;
    assert_eq!(findings(method), pairs(&[("RG008", "truncate")]));

    let with_summary = source
        .replace(
            "pub async fn keep_recent(con: &mut redis::aio::ConnectionManager, chat_key: String, keep: i64)",
            "pub async fn fold(con: &mut redis::aio::ConnectionManager, llm: &Llm, chat_key: String, keep: i64, old: Vec<String>)",
        )
        .replace(
            "    redis::pipe()\n",
            "    let summary = llm.summarize(&old.join(\"\\n\")).await;\n    redis::pipe()\n",
        )
        .replace(
            "        .arg(keep)\n",
            "        .arg(keep)\n        .cmd(\"SET\")\n        .arg(format!(\"{chat_key}_summary\"))\n        .arg(summary)\n",
        );
    assert_ne!(with_summary, source);
    assert_eq!(findings(&with_summary), pairs(&[("RG001", "rewrite")]));

    let rate = variant(source, "chat_key", "rate_key");
    assert_eq!(findings(&rate), pairs(&[]));
}

/// Ninth round: a queue of messages whose oldest item is dequeued and handed to the caller as
/// the function's value (`MESSAGES.lock().unwrap().pop_front().map(Popup::new)`, a UI's
/// notification queue) is a queue being consumed, not a window being cut. The same
/// `pop_front` as a statement, the item dropped under a cap, stays a host-side cut.
#[test]
fn the_oldest_item_dequeued_for_the_caller_is_no_cut() {
    let source = r#"
static MESSAGES: Lazy<Mutex<VecDeque<ChatMessage>>> = Lazy::new(|| Mutex::new(VecDeque::new()));

pub fn next_popup() -> Option<Popup> {
    MESSAGES.lock().unwrap().pop_front().map(Popup::new)
}
"#;
    assert_eq!(findings(source), pairs(&[]));

    let capped = r#"
pub struct Chat { messages: VecDeque<ChatMessage> }
impl Chat {
    pub fn add(&mut self, m: ChatMessage) {
        if self.messages.len() >= 20 {
            self.messages.pop_front();
        }
        self.messages.push_back(m);
    }
}
"#;
    assert_eq!(findings(capped), pairs(&[("RG008", "truncate")]));
}

/// Ninth round: `truncate(1)` keeps only the first message, the system prompt: in a method
/// nothing calls (`clear`), an explicit reset (a note), like `retain` of the system messages;
/// on the agent's own turn, the agent wiping its conversation (an error). `truncate(n)` to a
/// length stays a host-side cut.
#[test]
fn truncating_to_the_first_message_is_a_reset() {
    let source = r#"
pub struct Chat { messages: Vec<ChatMessage> }
impl Chat {
    pub fn clear(&mut self) {
        self.messages.truncate(1);
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].0, "note");
    assert!(found[0].1.contains("an explicit reset"), "{found:?}");

    let own_turn = variant(
        source,
        "    pub fn clear(&mut self) {\n        self.messages.truncate(1);\n    }",
        "    pub fn clear(&mut self) {\n        self.messages.truncate(1);\n    }\n    pub async fn turn(&mut self, llm: &Llm) {\n        if self.messages.len() > 50 {\n            self.clear();\n        }\n        let reply = llm.chat(&self.messages).await;\n        self.messages.push(reply);\n    }",
    );
    assert_eq!(severities(&own_turn)[0].0, "error");

    let to_length = source.replace("truncate(1)", "truncate(40)");
    assert_eq!(findings(&to_length), pairs(&[("RG008", "truncate")]));
}

/// Ninth round: a call that makes a summary (`generate_summary`, `request_summary`: a verb
/// that makes, then the noun) given the conversation itself and the running summary
/// (`chain.generate_summary(&self.messages, &self.current_summary)`) summarises that summary
/// again: RG003. The same name given other data (`generate_summary(load_report_data(..))`) is
/// no summary of a conversation.
#[test]
fn a_summary_request_given_the_conversation_and_the_running_summary_resummarises() {
    let source = r#"
pub struct Memory { messages: Vec<ChatMessage>, chain: Chain, current_summary: String }
impl Memory {
    pub async fn refresh(&mut self) -> Result<()> {
        let updated = self.chain.generate_summary(&self.messages, &self.current_summary).await?;
        self.current_summary = updated;
        Ok(())
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG003", "rewrite")]));

    let report = r#"
pub fn write_report(previous_summary: &Summary, dir: &Path) -> Summary {
    generate_summary(load_report_data(dir), previous_summary)
}
"#;
    assert_eq!(findings(report), pairs(&[]));
}

/// Ninth round: a compaction that copies the first `k` messages one by one
/// (`for i in 0..k { out.push(history[i].clone()) }`), then the summary of `history[k..end]`,
/// then the rest, puts the summary at index `k`, where its next run's range starts: an RG003,
/// as for `out.extend(history[..k].iter().cloned())`, whether the list replaces the window or
/// is returned in place of one taken by value. Copying one message fewer than the range skips
/// is the RG001 alone.
#[test]
fn a_summary_put_after_the_head_pushed_one_by_one_is_summarised_again() {
    let source = r#"
pub struct Agent { llm: Llm, history: Vec<ChatMessage>, head: usize }
impl Agent {
    pub async fn compact(&mut self) {
        let k = self.head;
        let end = self.history.len() - 4;
        let middle = self.history[k..end].to_vec();
        let summary = self.llm.summarize(&middle).await;
        let mut out = Vec::new();
        for i in 0..k {
            out.push(self.history[i].clone());
        }
        out.push(ChatMessage::system(summary));
        for i in end..self.history.len() {
            out.push(self.history[i].clone());
        }
        self.history = out;
    }
}
"#;
    assert_eq!(
        findings(source),
        pairs(&[("RG003", "rewrite"), ("RG001", "rewrite")])
    );

    let shorter = variant(source, "for i in 0..k {", "for i in 0..k - 1 {");
    assert_eq!(findings(&shorter), pairs(&[("RG001", "rewrite")]));
}

/// Tenth round: a loop that stops once the rendered window fits a token budget (or nothing
/// cuttable is left) and otherwise drains the oldest cuttable messages
/// (`loop { if first > last || count_tokens(&msgs) <= budget { break; } msgs.drain(first..=end); }`)
/// is a token-budget cut, like `while count_tokens(&msgs) > budget { .. }`: RG008, not a
/// chosen drop (RG002). A loop whose exit also tests what a message says chooses what goes
/// and stays RG002.
#[test]
fn a_loop_that_breaks_once_the_budget_fits_is_a_token_cut() {
    let source = r#"
pub struct Worker { messages: Vec<ChatMessage>, tokenizer: Tokenizer, max_tokens: usize }
impl Worker {
    pub fn shrink(&mut self) {
        let first_cut_index = 1;
        let mut last_cut_index = self.messages.len() - 2;
        loop {
            if first_cut_index > last_cut_index
                || self.tokenizer.encode(&render(&self.messages)).len() <= self.max_tokens
            {
                break;
            }
            let end_index = first_cut_index + 1;
            self.messages.drain(first_cut_index..=end_index);
            last_cut_index -= 2;
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));

    let chosen = variant(
        source,
        "first_cut_index > last_cut_index",
        "self.messages[first_cut_index].content.contains(\"keep\")",
    );
    assert_eq!(findings(&chosen), pairs(&[("RG002", "drop")]));

    // The same cut on a copy put back afterwards (`self.messages = msgs`): the window is cut
    // by the budget too, not dropped by choice; since the seventeenth round the cut is
    // reported once, where the copy is put back, not also where the copy is cut.
    let copied = source
        .replace(
            "let first_cut_index = 1;",
            "let mut msgs = self.messages.clone();\n        let first_cut_index = 1;",
        )
        .replace("render(&self.messages)", "render(&msgs)")
        .replace("self.messages.drain(", "msgs.drain(")
        .replace(
            "last_cut_index -= 2;\n        }",
            "last_cut_index -= 2;\n        }\n        self.messages = msgs;",
        );
    assert!(copied.contains("self.messages = msgs;"), "{copied}");
    assert_eq!(findings(&copied), pairs(&[("RG008", "truncate")]));
    let copied_chosen = copied.replace(
        "first_cut_index > last_cut_index",
        "msgs[first_cut_index].content.contains(\"keep\")",
    );
    // Cut by what a message says, the copy makes the write-back a chosen drop: one RG002,
    // where it is written back.
    assert_eq!(findings(&copied_chosen), pairs(&[("RG002", "drop")]));
}

/// Tenth round: a compaction that takes the whole window out
/// (`let saved = std::mem::take(&mut self.history)`) and, when the summariser fails, puts it
/// back untouched (`self.history = saved; return Err(e)`) loses nothing on that path: only
/// the window replaced with the summary is reported (RG001). Putting back a copy the body cut
/// first (`saved.truncate(4); self.history = saved`) still drops what the cut removed.
#[test]
fn a_window_put_back_untouched_after_a_failed_summary_is_no_drop() {
    let source = r#"
pub struct Agent { history: Vec<ChatMessage>, llm: Llm }
impl Agent {
    pub async fn compact(&mut self) -> Result<(), Error> {
        let saved = std::mem::take(&mut self.history);
        let summary = match self.llm.summarize(&saved).await {
            Ok(s) => s,
            Err(e) => {
                self.history = saved;
                return Err(e);
            }
        };
        self.history = vec![ChatMessage::system(summary)];
        Ok(())
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG001", "rewrite")]));

    let cut_first = variant(
        source,
        "                self.history = saved;",
        "                let mut saved = saved;\n                saved.truncate(4);\n                self.history = saved;",
    );
    let found = findings(&cut_first);
    assert!(
        found
            .iter()
            .any(|(rule, _)| rule == "RG008" || rule == "RG002"),
        "{found:?}"
    );
}

/// Tenth round: a compaction that merges the previous summary into the next one
/// (`self.summarise_messages(&middle, previous_summary)`) is one re-summary, reported at that
/// call; the helper that only writes the summarise prompt
/// (`self.build_compaction_prompt(previous_summary)`) writes instructions, not a summary, and
/// is not reported a second time. A call that does summarise (`condense_with(previous)`) in the
/// helper's place still is, and then it is the one report (since the forty-ninth round): the
/// summariser folds the summary parameter in itself, so the call handing it over adds nothing.
#[test]
fn a_prompt_builder_given_the_previous_summary_is_not_a_second_resummary() {
    let source = r#"
pub struct Agent { history: Vec<ChatMessage>, llm: Llm }
impl Agent {
    pub async fn compact(&mut self) -> Result<(), Error> {
        let previous_summary = self.history[0].summary_text();
        let middle = self.history[1..].to_vec();
        let summary = self.summarise_messages(&middle, previous_summary).await?;
        self.history = vec![ChatMessage::system(summary)];
        Ok(())
    }

    async fn summarise_messages(&self, messages: &[ChatMessage], previous_summary: Option<String>) -> Result<String, Error> {
        let system = self.build_compaction_prompt(previous_summary);
        self.llm.complete(messages, &system).await
    }
}
"#;
    let rewrites_of_rewrites = |source: &str| -> Vec<String> {
        finding_fields(source, "rule", "message")
            .into_iter()
            .filter(|(rule, _)| rule == "RG003")
            .map(|(_, message)| message)
            .collect()
    };
    let found = rewrites_of_rewrites(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].contains("`summarise_messages`"), "{found:?}");

    let summarising_helper = source.replace("build_compaction_prompt", "condense_with");
    let found = rewrites_of_rewrites(&summarising_helper);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].contains("`condense_with`"), "{found:?}");
}

/// Tenth round: a conversation type's accessors that remove or replace the one message a
/// caller names (`fn delete(&mut self, index: usize) { self.history.remove(index); }`,
/// `self.history[index] = message`), that nothing in the linted code calls, are the user's
/// edits (a history editor), reported as notes that say so. When the agent's own turn calls
/// the accessor to make room, or the position is the body's own choice, the drop stays an
/// error.
#[test]
fn removing_the_message_a_caller_names_is_the_callers_edit() {
    let source = r#"
pub struct Transcript { history: Vec<ChatMessage> }
impl Transcript {
    pub fn delete(&mut self, index: usize) {
        self.history.remove(index);
    }
    pub fn update(&mut self, index: usize, message: ChatMessage) {
        self.history[index] = message;
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(
        found.iter().all(|(severity, message)| severity == "note"
            && message.contains("an edit the caller asks for: the one message `index` names")),
        "{found:?}"
    );
    assert!(
        found[1]
            .1
            .starts_with("a message of `self.history` is replaced (`[]=`)")
    );

    let agent_calls_it = format!(
        "{source}\nimpl Transcript {{ pub fn run_turn(&mut self) {{ if self.history.len() > 40 {{ self.delete(1); }} }} }}"
    );
    assert!(
        severities(&agent_calls_it)
            .iter()
            .any(|(severity, _)| severity == "error"),
        "{:?}",
        severities(&agent_calls_it)
    );
    let own_choice = variant(
        source,
        "self.history.remove(index)",
        "self.history.remove(self.least_useful())",
    );
    assert!(
        severities(&own_choice)
            .iter()
            .any(|(severity, _)| severity == "error")
    );
}

/// Tenth round: the reply of a turn recorded earlier, put into that turn's empty slot through
/// a local built from what the caller handed in
/// (`let reply = Tokenized::new(answer, counter); turn.assistant = Some(reply)`), fills a slot
/// like `turn.assistant = Some(Message::assistant(answer))`: no edit. A placeholder the body
/// writes itself into the slot still replaces what was there.
#[test]
fn a_reply_built_from_what_the_caller_hands_in_fills_its_turns_slot() {
    let source = r#"
pub struct Conversation { turns: Vec<ChatTurn> }
impl Conversation {
    pub fn record_reply(&mut self, counter: &Counter, turn_id: u64, answer: String) {
        if let Some(turn) = self.turns.iter_mut().find(|turn| turn.id == turn_id) {
            let reply = Tokenized::new(answer, counter);
            turn.assistant = Some(reply);
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[]));

    let placeholder = variant(
        source,
        "Tokenized::new(answer, counter)",
        "Tokenized::new(\"[reply removed]\".to_string(), counter)",
    );
    assert_eq!(findings(&placeholder), pairs(&[("RG002", "drop")]));
}

/// Tenth round: memories kept for the prompt (`memories: Vec<Memory>` of a struct declared
/// with a `content: String` field, like a chat message) are a window though `Memory` is no
/// message type; the same list of a struct without a `content` field (`Sample { value: f64 }`)
/// is not. A budget loop that removes the first memory after sorting them by importance
/// (`sort_by(|a, b| a.importance.cmp(&b.importance))`) drops the least important, a choice
/// (RG002), not the oldest: without the sort the same loop is a host-side cut (RG008).
#[test]
fn memories_sorted_by_importance_then_cut_to_a_budget_are_chosen() {
    let source = r#"
pub struct Memory { pub content: String, pub importance: u8 }
pub struct Notebook { memories: Vec<Memory> }
impl Notebook {
    pub fn prune(&mut self, max_tokens: usize) {
        self.memories.sort_by(|a, b| a.importance.cmp(&b.importance));
        while self.total_tokens() > max_tokens && !self.memories.is_empty() {
            self.memories.remove(0);
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG002", "drop")]));

    let unsorted = variant(
        source,
        "        self.memories.sort_by(|a, b| a.importance.cmp(&b.importance));\n",
        "",
    );
    assert_eq!(findings(&unsorted), pairs(&[("RG008", "truncate")]));

    let samples = source.replace("pub content: String", "pub value: f64");
    assert_eq!(findings(&samples), pairs(&[]));
}

/// Tenth round: a `history` of readings (`Vec<Sample>` of a struct declared in the linted
/// code whose fields are all numbers or options of them: a server panel's CPU and memory
/// samples) is no conversation: capping it is no cut of a context window. The same list of a
/// struct that holds text (`note: String`) is still a window.
#[test]
fn a_history_of_numeric_readings_is_no_window() {
    let source = r#"
pub struct Sample { pub cpu: Option<f64>, pub ram_mb: Option<f64>, pub at: u64 }
pub struct Panel { history: Vec<Sample> }
impl Panel {
    pub fn record(&mut self, sample: Sample) {
        self.history.push(sample);
        if self.history.len() > 24 {
            let excess = self.history.len() - 24;
            self.history.drain(..excess);
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[]));

    let with_text = variant(source, "pub at: u64", "pub note: String");
    assert_eq!(findings(&with_text), pairs(&[("RG008", "truncate")]));
}

/// Tenth round, contrast of the memories rule: retrieved documents held under `context`
/// (`Vec<Doc>` of a struct with a `content` field) are retrieval context, not the conversation,
/// so filtering them by score is no drop from a window.
#[test]
fn retrieved_documents_with_content_under_a_context_name_are_no_window() {
    let source = r#"
pub struct Doc { pub content: String, pub score: f32 }
pub struct Retriever { context: Vec<Doc> }
impl Retriever {
    pub fn keep_relevant(&mut self, min: f32) {
        self.context.retain(|d| d.score >= min);
    }
}
"#;
    assert_eq!(findings(source), pairs(&[]));
    let memories = source.replace("context", "memories");
    assert_eq!(findings(&memories), pairs(&[("RG002", "drop")]));
}

/// Eleventh round: a window behind a lock whose poisoning is mapped to the crate's error
/// (`let mut turns = self.turns.write().map_err(|e| MemoryError::Poisoned(..))?`) is still
/// the method's own window, `self.turns`: a `reset` that clears it and that nothing calls is
/// a note, and the oldest turn popped under a cap is named as `self.turns` (RG008). When the
/// agent's own turn calls that reset to make room, it stays an error.
#[test]
fn a_window_behind_a_lock_with_its_error_mapped_is_the_owners_window() {
    let source = r#"
pub struct TurnBuffer { turns: RwLock<VecDeque<ChatMessage>>, cap: usize }
impl TurnBuffer {
    pub fn push(&self, message: ChatMessage) -> Result<(), MemoryError> {
        let mut turns = self.turns.write().map_err(|e| MemoryError::Poisoned(e.to_string()))?;
        turns.push_back(message);
        while turns.len() > self.cap {
            turns.pop_front();
        }
        Ok(())
    }
    pub fn reset(&self) -> Result<(), MemoryError> {
        let mut turns = self.turns.write().map_err(|e| MemoryError::Poisoned(e.to_string()))?;
        turns.clear();
        Ok(())
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 2, "{found:?}");
    assert_eq!(found[0].0, "note");
    assert!(
        found[0]
            .1
            .starts_with("`self.turns` is cut host-side (`pop_front`)"),
        "{found:?}"
    );
    assert_eq!(found[1].0, "note");
    assert!(
        found[1]
            .1
            .starts_with("messages are dropped from `self.turns` (`clear`)")
            && found[1]
                .1
                .contains("an explicit reset: nothing in the linted code calls it"),
        "{found:?}"
    );

    let agent_calls_it = format!(
        "{source}\nimpl TurnBuffer {{ pub fn run_turn(&self) -> Result<(), MemoryError> {{ if self.over_budget() {{ self.reset()?; }} Ok(()) }} }}"
    );
    let found = severities(&agent_calls_it);
    assert!(
        reports_error(&found, "messages are dropped from `self.turns` (`clear`)"),
        "{found:?}"
    );
}

/// Eleventh round: the window replaced with its system messages and then given back its
/// newest `n` others (`let rest = w.iter().filter(|m| !matches!(m.role, Role::System))..;
/// let recent = rest.into_iter().rev().take(n)..; self.turns = system;
/// self.turns.extend(recent)`), called by the agent's own turn, is cut by position: RG008,
/// like `drain(..n)`, not a reset and not a chosen drop. The newest others picked by what
/// they say, or the rest set apart by more than the system role, make it a chosen drop
/// (RG002).
#[test]
fn a_window_refilled_with_the_newest_of_all_but_its_system_messages_is_a_cut() {
    let source = r#"
pub struct Dialogue { turns: Vec<ChatMessage>, cap: usize }
impl Dialogue {
    pub fn run_turn(&mut self, input: ChatMessage) {
        self.turns.push(input);
        if self.turns.len() > self.cap {
            self.keep_newest(self.cap / 2);
        }
    }
    fn keep_newest(&mut self, n: usize) {
        let system: Vec<_> = self.turns.iter().filter(|m| matches!(m.role, Role::System)).cloned().collect();
        let rest: Vec<_> = self.turns.iter().filter(|m| !matches!(m.role, Role::System)).cloned().collect();
        let recent: Vec<_> = rest.into_iter().rev().take(n).collect::<Vec<_>>().into_iter().rev().collect();
        self.turns = system;
        self.turns.extend(recent);
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));

    let picked = variant(
        source,
        ".rev().take(n)",
        ".rev().filter(|m| m.pinned).take(n)",
    );
    assert_eq!(findings(&picked), pairs(&[("RG002", "drop")]));

    let without_tools = variant(
        source,
        ".filter(|m| !matches!(m.role, Role::System))",
        ".filter(|m| !matches!(m.role, Role::System) && !matches!(m.role, Role::Tool))",
    );
    assert_eq!(findings(&without_tools), pairs(&[("RG002", "drop")]));
}

/// Twelfth round: a REPL's commands held in constants (`const WIPE_CMD: &str = "\\wipe";`)
/// and matched by name (`WIPE_CMD => transcript.clear()`, `if line == WIPE_CMD { .. }`) are
/// user commands like the `"\\wipe"` literal: clearing the whole window there is the user
/// starting over, a note that names the command. A constant that names no reset
/// (`SUBMIT_CMD`), or a partial drop in a reset command's arm, stays an error.
#[test]
fn a_reset_command_held_in_a_constant_is_a_user_command() {
    let source = r#"
const HELP_CMD: &str = "\\help";
const WIPE_CMD: &str = "\\wipe";
async fn repl(backend: Backend) {
    let mut transcript: Vec<ChatTurn> = Vec::new();
    loop {
        let line = read_line();
        match line.trim() {
            HELP_CMD => print_help(),
            WIPE_CMD => {
                transcript.clear();
                continue;
            }
            text => transcript.push(ChatTurn::user(text)),
        }
        let reply = backend.submit(transcript.clone()).await;
        transcript.push(reply);
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(
            &found[0],
            "an explicit reset: the user command `WIPE_CMD` asks for it"
        ),
        "{found:?}"
    );

    let in_an_if = variant(
        source,
        "        match line.trim() {\n            HELP_CMD => print_help(),\n            WIPE_CMD => {\n                transcript.clear();\n                continue;\n            }\n            text => transcript.push(ChatTurn::user(text)),\n        }",
        "        if line.trim() == WIPE_CMD {\n            transcript.clear();\n            continue;\n        }\n        transcript.push(ChatTurn::user(&line));",
    );
    assert_eq!(single_severity(&in_an_if), "note");

    let not_a_reset = source.replace("WIPE_CMD", "SUBMIT_CMD");
    assert_eq!(single_severity(&not_a_reset), "error");

    let partial = source.replace("transcript.clear();", "transcript.pop();");
    assert_eq!(single_severity(&partial), "error");
}

/// Twelfth round: a memory whose conversations sit in a map behind an async lock
/// (`threads: Arc<RwLock<HashMap<String, Vec<ChatTurn>>>>`), one removed by its key through
/// the guard (`let mut threads = self.threads.write().await; threads.remove(id)`), in a
/// trait's reset method that nothing calls or only another reset calls, removes the owner's
/// own conversation: a note that names `self.threads`, as the cut of one conversation taken
/// through the same guard names `self.threads[..]`. Called from the agent's own turn the
/// removal stays an error.
#[test]
fn a_conversation_removed_through_the_owners_async_lock_is_its_reset() {
    let source = r#"
pub struct ThreadStore { threads: Arc<RwLock<HashMap<String, Vec<ChatTurn>>>> }
impl ThreadStore {
    pub async fn append(&self, id: &str, turn: ChatTurn) {
        let mut threads = self.threads.write().await;
        let thread = threads.entry(id.to_string()).or_default();
        thread.push(turn);
        while thread.len() > 50 {
            thread.remove(0);
        }
    }
}
#[async_trait]
impl Recall for ThreadStore {
    async fn forget_thread(&self, id: &str) -> Result<()> {
        let mut threads = self.threads.write().await;
        threads.remove(id);
        Ok(())
    }
}
pub struct Layered { inner: ThreadStore }
#[async_trait]
impl Recall for Layered {
    async fn forget_thread(&self, id: &str) -> Result<()> {
        self.inner.forget_thread(id).await
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 2, "{found:?}");
    assert_eq!(found[0].0, "note", "{found:?}");
    assert!(
        found[0].1.starts_with("`self.threads[") && found[0].1.contains("is cut host-side"),
        "{found:?}"
    );
    assert!(
        note_starting(
            &found[1],
            "messages are dropped from `self.threads` (`remove`)"
        ),
        "{found:?}"
    );

    let agent_calls_it = variant(
        source,
        "        self.inner.forget_thread(id).await\n",
        "        if self.over_budget(id) { self.inner.forget_thread(id).await?; }\n        self.inner.answer(id).await\n",
    );
    let agent_calls_it = agent_calls_it.replace(
        "async fn forget_thread(&self, id: &str) -> Result<()> {\n        if",
        "async fn answer_turn(&self, id: &str) -> Result<()> {\n        if",
    );
    let found = severities(&agent_calls_it);
    assert!(
        reports_error(
            &found,
            "messages are dropped from `self.threads` (`remove`)"
        ),
        "{found:?}"
    );
}

/// Twelfth round: an axum handler's state comes in through an extractor pattern
/// (`State(state): State<AppState>`; an actix handler's as `state: web::Data<AppState>`), so
/// the conversations it holds are known: a `DELETE`
/// endpoint removing one session (`delete_session(State(state), Path(id))` with
/// `state.sessions.write().await.remove(&id)`) is the user's reset, a note that names
/// `state.sessions`; a chat endpoint trimming a session's history by count is a host-side cut
/// (RG008); the chat endpoint removing a session on its own stays an error.
#[test]
fn a_handlers_extracted_state_holds_its_conversations() {
    let source = r#"
pub struct ChatSession { pub turns: Vec<ChatTurn> }
#[derive(Clone)]
pub struct AppState { pub threads: Arc<RwLock<HashMap<String, ChatSession>>> }
async fn delete_thread(State(state): State<AppState>, Path(id): Path<String>) -> impl IntoResponse {
    let mut threads = state.threads.write().await;
    threads.remove(&id);
    StatusCode::NO_CONTENT
}
async fn post_turn(State(state): State<AppState>, Json(body): Json<TurnRequest>) -> impl IntoResponse {
    let mut threads = state.threads.write().await;
    if let Some(thread) = threads.get_mut(&body.thread_id) {
        thread.turns.push(ChatTurn::user(&body.text));
        while thread.turns.len() > 40 {
            thread.turns.remove(0);
        }
    }
    StatusCode::OK
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 2, "{found:?}");
    assert_eq!(found[0].0, "note", "{found:?}");
    assert!(
        found[0]
            .1
            .starts_with("messages are dropped from `state.threads` (`remove`)")
            && found[0].1.contains("an explicit reset"),
        "{found:?}"
    );
    assert_eq!(found[1].0, "note", "{found:?}");
    assert!(found[1].1.contains("is cut host-side"), "{found:?}");

    let actix = variant(
        source,
        "async fn delete_thread(State(state): State<AppState>, Path(id): Path<String>)",
        "async fn delete_thread(state: web::Data<AppState>, id: web::Path<String>)",
    );
    let found = severities(&actix);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(
        note_starting(
            &found[0],
            "messages are dropped from `state.threads` (`remove`)"
        ),
        "{found:?}"
    );

    let agent_removes = source.replace("async fn delete_thread(", "async fn answer_thread(");
    let found = severities(&agent_removes);
    assert!(
        reports_error(
            &found,
            "messages are dropped from `state.threads` (`remove`)"
        ),
        "{found:?}"
    );
}

/// Twelfth round: the oldest turns popped into a list and replaced with a recap the body
/// writes itself (`format!("{} earlier turns ..", folded.len(), ..)`), pushed onto the
/// owner's list of its summaries (`self.summaries.push(recap)`, also through the guard of a
/// map of them: `summaries.entry(id).or_insert_with(Vec::new).push(recap)`), replace those
/// turns with that recap: RG001, saying the host wrote it. The same cut with nothing stored
/// beside it stays a host-side cut (RG008); a list that is not named as summaries
/// (`self.archive`) keeps the turns, it does not stand in for them.
#[test]
fn a_recap_pushed_onto_the_owners_summaries_beside_a_cut_is_a_rewrite() {
    let source = r#"
pub struct Recap { pub text: String, pub count: usize }
pub struct Notebook { turns: VecDeque<ChatTurn>, summaries: Vec<Recap>, keep: usize }
impl Notebook {
    pub fn add(&mut self, turn: ChatTurn) {
        self.turns.push_back(turn);
        if self.turns.len() > 20 {
            self.fold_oldest();
        }
    }
    fn fold_oldest(&mut self) {
        let mut folded = Vec::new();
        while self.turns.len() > self.keep {
            if let Some(t) = self.turns.pop_front() {
                folded.push(t);
            }
        }
        let text = format!("{} earlier turns, from {}", folded.len(), folded[0].at);
        let recap = Recap { text, count: folded.len() };
        self.summaries.push(recap);
    }
}
"#;
    let found = finding_fields(source, "rule", "message");
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].0, "RG001", "{found:?}");
    assert!(
        found[0]
            .1
            .contains("a digest the host writes in `self.summaries` (no model call"),
        "{found:?}"
    );

    let nothing_beside = variant(source, "        self.summaries.push(recap);\n", "");
    assert_eq!(findings(&nothing_beside), pairs(&[("RG008", "truncate")]));

    let archived = source.replace("summaries", "archive");
    assert_eq!(findings(&archived), pairs(&[("RG008", "truncate")]));

    let per_chat = r#"
pub struct Recap { pub text: String }
pub struct ChatMemory {
    chats: Arc<RwLock<HashMap<String, VecDeque<ChatTurn>>>>,
    summaries: Arc<RwLock<HashMap<String, Vec<Recap>>>>,
}
impl ChatMemory {
    pub async fn fold(&self, chat_id: &str) {
        let mut chats = self.chats.write().await;
        let mut summaries = self.summaries.write().await;
        if let Some(turns) = chats.get_mut(chat_id) {
            let mut folded = Vec::new();
            for _ in 0..turns.len() / 2 {
                if let Some(t) = turns.pop_front() {
                    folded.push(t);
                }
            }
            let recap = Recap { text: format!("{} turns", folded.len()) };
            summaries.entry(chat_id.to_string()).or_insert_with(Vec::new).push(recap);
        }
    }
}
"#;
    let found = finding_fields(per_chat, "rule", "message");
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].0, "RG001", "{found:?}");
    assert!(
        found[0].1.starts_with(
            "`self.chats[chat_id]` is rewritten with a digest the host writes in `self.summaries`"
        ),
        "{found:?}"
    );
}

/// Twelfth round: a call named for the purpose of a summary (`log.render_for_summary()`,
/// `text_for_compaction(..)`: the summary words after `for`) prepares a summariser's input;
/// its result is not already a rewrite, so summarising it is no RG003. A call that does
/// summarise (`log.summarize_older()`) and whose result is summarised again still is.
#[test]
fn input_prepared_for_a_summary_is_not_already_one() {
    let source = r#"
pub async fn refresh_digest(turns: &[ChatTurn], llm: &dyn Llm) -> Result<String> {
    let log = TurnLog::from_turns(turns);
    let transcript = log.render_for_summary();
    let digest = summarize_text(llm, &transcript).await?;
    Ok(digest)
}
"#;
    let found = finding_fields(source, "rule", "message");
    assert!(found.iter().all(|(rule, _)| rule != "RG003"), "{found:?}");

    let resummarised = variant(source, "log.render_for_summary()", "log.summarize_older()");
    let found = finding_fields(&resummarised, "rule", "message");
    assert!(
        found.iter().any(|(rule, message)| rule == "RG003"
            && message.contains("already a rewrite (from `log.summarize_older(..)`)")),
        "{found:?}"
    );
}

/// Twelfth round: a compactor that takes the messages by value, has a summariser write a
/// summary of them, and hands parts of them with that summary to a helper that assembles the
/// new list (`let kept = assemble(groups.system, recent, &summary)`), returned inside a result
/// struct (`Ok(Compacted { kept, summary })`), replaces the caller's window with that list:
/// RG001 at its return, as for a list it assembles itself. A helper handed the parts alone
/// (no summary) rebuilds nothing around model text.
#[test]
fn a_list_a_helper_assembles_around_the_summary_is_a_rewrite() {
    let source = r#"
pub struct Compacted { pub kept: Vec<ChatTurn>, pub summary: String }
pub async fn compact(turns: Vec<ChatTurn>, llm: &dyn Llm) -> Result<Compacted> {
    let groups = Groups::split(&turns);
    let recent = newest_user_turns(&groups.user, 8);
    let transcript = groups.render();
    let summary = summarize_text(llm, &transcript).await?;
    let kept = assemble(groups.system, recent, &summary);
    Ok(Compacted { kept, summary })
}
"#;
    let found = finding_fields(source, "rule", "message");
    assert!(
        found.iter().any(|(rule, message)| rule == "RG001"
            && message.starts_with("`turns` is rewritten with model-authored text (`return`)")),
        "{found:?}"
    );

    let parts_only = variant(
        source,
        "assemble(groups.system, recent, &summary)",
        "assemble(groups.system, recent)",
    );
    let found = finding_fields(&parts_only, "rule", "message");
    assert!(found.iter().all(|(rule, _)| rule != "RG001"), "{found:?}");
}

/// Thirteenth round: a window cleared and given back its first message and a range of itself
/// copied just before (`let tail = log[from..].to_vec(); log.clear(); log.push(opening);
/// log.extend(tail)`) loses only the part between them, chosen by position: an RG008 cut like
/// `drain(1..from)`, not a chosen drop. The same refill from messages picked by what they
/// say stays RG002, and a summary put back beside the tail makes it an RG001 rewrite.
#[test]
fn a_window_cleared_and_refilled_with_a_copied_tail_is_a_cut() {
    let source = r#"
pub struct Session { log: Vec<Turn> }
impl Session {
    pub fn record(&mut self, turn: Turn, limit: usize) {
        self.log.push(turn);
        if self.log.len() <= limit + 1 {
            return;
        }
        let opening = self.log[0].clone();
        let from = self.log.len() - limit;
        let tail: Vec<Turn> = self.log[from..].to_vec();
        self.log.clear();
        self.log.push(opening);
        self.log.extend(tail);
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));

    let picked = variant(
        source,
        "self.log[from..].to_vec()",
        "self.log.iter().filter(|t| t.starred).cloned().collect()",
    );
    assert_eq!(findings(&picked), pairs(&[("RG002", "drop")]));

    let summarised = source
        .replace(
            "        self.log.clear();\n",
            "        let recap = summarize(&self.log[1..from]);\n        self.log.clear();\n",
        )
        .replace(
            "        self.log.push(opening);\n",
            "        self.log.push(opening);\n        self.log.push(Turn::note(recap));\n",
        );
    assert_ne!(summarised, source);
    assert_eq!(findings(&summarised), pairs(&[("RG001", "rewrite")]));
}

/// Thirteenth round: an agent loop driven by `tokio::select!` (`Some(event) = inbox.recv() =>
/// { .. }`) edits its window inside the branches, which do not parse as expressions: each
/// branch is read as a `match` on its future, so a summary written into the window there is
/// an RG001 like anywhere else, and the calls made there are on the agent's call paths. A
/// branch that only appends to the window is no edit.
#[test]
fn edits_inside_select_branches_are_seen() {
    let source = r#"
pub struct Agent { history: Vec<Message>, inbox: Receiver<Event> }
impl Agent {
    pub async fn run(mut self) {
        loop {
            tokio::select! {
                biased;
                Some(event) = self.inbox.recv() => match event {
                    Event::Recap { id, summary } => {
                        if let Some(slot) = self.history.iter_mut().find(|m| m.id == id) {
                            slot.content = summary;
                        }
                    }
                    Event::Said(text) => self.history.push(Message::user(text)),
                },
                else => break,
            }
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG001", "rewrite")]));

    let appends_only = variant(
        source,
        "slot.content = summary;",
        "let _ = (slot, summary);",
    );
    assert_eq!(findings(&appends_only), pairs(&[]));
}

/// Fifteenth round: a `retain` whose closure compares each message's role with a role the
/// caller passes in (`retain(|t| &t.kind != kind)`) drops every message of that role, not the
/// one message a caller names: a drop chosen by role stays an error (RG002), where comparing
/// an identity the caller passes (`retain(|t| t.id != id)`) is the caller's edit, a note.
#[test]
fn retaining_all_but_a_role_the_caller_passes_is_a_chosen_drop() {
    let by_role = r#"
pub struct Thread { turns: Vec<Turn> }
impl Thread {
    pub fn drop_kind(&mut self, kind: &TurnKind) {
        self.turns.retain(|t| &t.kind != kind);
    }
}
"#;
    let found = severities(by_role);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        reports_error(&found, "messages are dropped from `self.turns` (`retain`)"),
        "{found:?}"
    );
    assert!(!found[0].1.contains("the one message"), "{found:?}");

    let by_identity = by_role
        .replace("kind: &TurnKind", "id: u64")
        .replace("&t.kind != kind", "t.id != id");
    let found = severities(&by_identity);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(&found[0], "the one message `id` names"),
        "{found:?}"
    );
}

/// Fifteenth round: a local declared empty (`String::new()`, `String::from("")`) and given its
/// value by one assignment outside any loop (`if tuned { example_dialogue = format!(..) }`)
/// is initialised, not replaced: nothing is dropped. A buffer filled first and then replaced,
/// or one assigned again on every turn of a loop, still loses what it held.
#[test]
fn giving_an_empty_local_its_first_value_drops_nothing() {
    let source = r#"
pub fn build_prompt(user: &Persona, tuned: bool) -> String {
    let mut example_dialogue = String::from("");
    if tuned {
        example_dialogue = format!("{}: {}", user.name, user.greeting);
    }
    format!("{}\n{}", user.persona, example_dialogue)
}
"#;
    let found = severities(source);
    assert!(found.is_empty(), "{found:?}");

    let filled_first = variant(
        source,
        "    if tuned {",
        "    example_dialogue.push_str(&user.transcript);\n    if tuned {",
    );
    let found = severities(&filled_first);
    assert!(
        reports_error(&found, "messages are dropped from `example_dialogue` (`=`)"),
        "{found:?}"
    );

    let every_turn = variant(source, "    if tuned {", "    for _turn in 0..3 {");
    let found = severities(&every_turn);
    assert!(
        reports_error(&found, "messages are dropped from `example_dialogue` (`=`)"),
        "{found:?}"
    );
}

/// Fifteenth round: `out.push(..)` on a local built by `Vec::new()` (a view assembled for the
/// model) is the vector's own `push`, not the linted type's `push` that trims the window: the
/// call path a finding shows starts at the method that really reaches the edit. A local whose
/// type the source does not say still reaches every method of that name.
#[test]
fn a_push_on_a_local_vector_is_not_the_windows_push() {
    let source = r#"
pub struct Window { history: Vec<ChatMessage>, budget: usize }
impl Window {
    pub fn snapshot(&self) -> Vec<&ChatMessage> {
        let mut out = Vec::new();
        if let Some(ref pinned) = self.preamble {
            out.push(pinned);
        }
        out.extend(self.history.iter());
        out
    }
    pub fn push(&mut self, message: ChatMessage) {
        self.history.push(message);
        self.shrink();
    }
    fn shrink(&mut self) {
        while self.used_tokens > self.budget && !self.history.is_empty() {
            if let Some(idx) = self.history.iter().position(|m| !m.pinned) {
                self.history.remove(idx);
            } else {
                break;
            }
        }
    }
}
"#;
    let entries = |source: &str| -> Vec<String> {
        let dir = tempfile::tempdir().expect("tempdir");
        std::fs::write(dir.path().join("agent.rs"), source).expect("write");
        // The oldest unpinned message cut over budget is RG008 (since the sixteenth
        // round): enabled, so that the finding shows its path.
        let report = json(&guard_lint(&[
            arg(dir.path()),
            "--format",
            "json",
            "--rule",
            "host-truncation=note",
        ]));
        report["findings"]
            .as_array()
            .expect("findings")
            .iter()
            .map(|f| f["path"][0]["function"].as_str().unwrap_or("-").to_owned())
            .collect()
    };
    assert_eq!(entries(source), ["agent::Window::push"]);

    let unknown_type = variant(
        source,
        "let mut out = Vec::new();",
        "let mut out = self.fresh();",
    );
    assert_eq!(entries(&unknown_type), ["agent::Window::snapshot"]);
}

/// Sixteenth round: an item taken out of the window into a binding (`let opening =
/// transcript.remove(0)`, also `Some(..)` in an `if` whose other branch is `None`) and put back
/// (`if let Some(o) = opening { transcript.insert(0, o) }`) is moved, not dropped: only the oldest
/// turns cut between stay reported (RG008). The same item archived instead is still a drop.
#[test]
fn an_item_set_aside_and_put_back_is_not_dropped() {
    let source = r#"
pub fn shed_oldest(transcript: &mut Vec<ChatMessage>, excess: usize) {
    let opening = if transcript.first().is_some_and(|e| e.is_instruction()) {
        Some(transcript.remove(0))
    } else {
        None
    };
    for _ in 0..excess {
        if !transcript.is_empty() {
            transcript.remove(0);
        }
    }
    if let Some(o) = opening {
        transcript.insert(0, o);
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));

    let archived = variant(source, "transcript.insert(0, o);", "archive(o);");
    assert_eq!(
        findings(&archived),
        pairs(&[("RG008", "truncate"), ("RG008", "truncate")])
    );
}

/// Sixteenth round: `let recent = transcript.split_off(k); transcript.clear(); transcript.push(notice);
/// transcript.extend(recent)` keeps the newest messages by position: the cut is the `clear` (what
/// is gone is the part before `k`), one RG008, like `drain(..k)`; the `split_off` whose items
/// come back is not a second finding. Refilled with a tail filtered by what it says, the
/// `clear` is a chosen drop (RG002).
#[test]
fn a_tail_split_off_and_given_back_after_a_clear_is_a_cut() {
    let source = r#"
pub fn keep_latest(transcript: &mut Vec<ChatMessage>, keep: usize) {
    let cut = transcript.len().saturating_sub(keep);
    let recent: Vec<ChatMessage> = transcript.split_off(cut);
    transcript.clear();
    transcript.push(ChatMessage::notice(format!("[{cut} older entries omitted]")));
    transcript.extend(recent);
}
"#;
    assert_eq!(
        finding_fields(source, "rule", "message"),
        [(
            "RG008".to_owned(),
            "`transcript` is cut host-side (`clear`) by position or token budget, not by relevance"
                .to_owned()
        )]
    );

    let filtered = variant(
        source,
        "transcript.split_off(cut);",
        "transcript.split_off(cut).into_iter().filter(|e| e.text.contains(\"keep\")).collect();",
    );
    assert!(
        findings(&filtered).contains(&("RG002".to_owned(), "drop".to_owned())),
        "{:?}",
        findings(&filtered)
    );
}

/// Sixteenth round: `staged.append(&mut self.turns); self.turns = staged;` moves the window
/// into a list that holds pinned entries first and puts it back: nothing is lost, nothing is
/// reported. A list cut before it is put back still drops.
#[test]
fn a_window_moved_behind_prepended_items_and_put_back_loses_nothing() {
    let source = r#"
use std::collections::VecDeque;
pub struct Journal { turns: VecDeque<Turn>, held: Vec<Turn>, cap: usize }
impl Journal {
    pub fn restore_held(&mut self) {
        let mut staged = VecDeque::with_capacity(self.held.len() + self.turns.len());
        for t in self.held.iter() {
            staged.push_back(t.clone());
        }
        staged.append(&mut self.turns);
        self.turns = staged;
    }
}
"#;
    assert_eq!(findings(source), pairs(&[]));

    let cut = variant(
        source,
        "        self.turns = staged;",
        "        staged.truncate(self.cap);\n        self.turns = staged;",
    );
    // The cut copy replacing the window is its drop.
    assert_eq!(findings(&cut), pairs(&[("RG002", "drop")]));
}

/// Sixteenth round: `turns_to_summarize()` selects what a summariser will be given (the words
/// after a `to` that follows a noun name a purpose), it writes no summary; and
/// `self.memory.compress(recap)`, a compaction method of the window's holder given the
/// finished summary alone, puts it in rather than summarising it again. Neither is RG003.
/// A summariser given the output of one (`summarize_turns()`) and a free `compress` given the
/// summary still are.
#[test]
fn a_selection_for_a_summariser_and_a_compaction_given_the_summary_are_no_resummary() {
    let source = r#"
pub struct Agent { memory: Memory, summarizer: Summarizer }
impl Agent {
    pub async fn fold_older_turns(&mut self) {
        let older: Vec<Turn> = self.memory.turns_to_summarize().into_iter().cloned().collect();
        let recap = match self.summarizer.summarize(&older).await {
            Ok(text) => text,
            Err(_) => String::from("(no recap)"),
        };
        self.memory.compress(recap);
    }
}
"#;
    let rules = |source: &str| -> Vec<String> {
        findings(source).into_iter().map(|(rule, _)| rule).collect()
    };
    assert!(
        !rules(source).contains(&"RG003".to_owned()),
        "{:?}",
        rules(source)
    );

    let resummarised = variant(source, "turns_to_summarize()", "summarize_turns()");
    assert!(rules(&resummarised).contains(&"RG003".to_owned()));

    let free_compress = variant(source, "self.memory.compress(recap);", "compress(&recap);");
    assert!(rules(&free_compress).contains(&"RG003".to_owned()));
}

/// Sixteenth round: the oldest whole turn removed while a token count is over budget, its
/// bounds read from the list of the positions of the user's messages
/// (`enumerate().filter(|(_, m)| m.role == Role::User).map(|(i, _)| i).collect()`, then
/// `drain(starts[0]..starts[1])`), is a cut by position (RG008), as with
/// `iter().position(|m| m.role == Role::User)`. Positions chosen by what a message says stay
/// a chosen drop (RG002).
#[test]
fn the_oldest_turn_found_from_the_positions_of_a_role_is_a_cut() {
    let source = r#"
pub fn fit_budget(history: &mut Vec<ChatMessage>, budget: usize, keep_turns: usize) {
    loop {
        let used: usize = history.iter().map(|m| m.text.len() / 4).sum();
        if used <= budget {
            break;
        }
        let starts: Vec<usize> = history
            .iter()
            .enumerate()
            .filter(|(_, m)| m.role == Role::User)
            .map(|(i, _)| i)
            .collect();
        if starts.len() <= keep_turns {
            break;
        }
        let from = starts[0];
        let to = starts[1];
        history.drain(from..to);
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));

    let chosen = variant(
        source,
        ".filter(|(_, m)| m.role == Role::User)",
        ".filter(|(_, m)| m.text.contains(\"draft\"))",
    );
    assert_eq!(findings(&chosen), pairs(&[("RG002", "drop")]));
}

/// Sixteenth round: a window replaced with what a plugin hands back (`*history = replacement`)
/// and then given the model's next reply (`history.push(Msg::assistant(reply))`) is dropped
/// (RG002), not rewritten with model-authored text: the reply is the next turn. Cleared and
/// given only the model's reply, it is still a rewrite (RG001).
#[test]
fn a_window_replaced_before_the_next_reply_is_not_rewritten_by_it() {
    let source = r#"
pub async fn take_turn(history: &mut Vec<ChatMessage>, plugins: &Plugins, llm: &Llm) {
    if let Some(replacement) = plugins.before_request(history) {
        *history = replacement;
    }
    let reply = llm.chat(history).await;
    history.push(ChatMessage::assistant(reply));
}
"#;
    assert_eq!(findings(source), pairs(&[("RG002", "drop")]));

    let cleared = variant(source, "*history = replacement;", "history.clear();");
    assert_eq!(findings(&cleared), pairs(&[("RG001", "rewrite")]));
}

/// Sixteenth round: a summariser of the linted code that writes its digest into a message
/// without a model (`fn condense_block(old: &[ChatMessage]) -> ChatMessage`) is the host's
/// digest: the rewrite's message names it, as for one returning a `String`. A helper that
/// only wraps a summary it is handed (`fn summary_message(summary: &str) -> ChatMessage`)
/// writes none: the text stays the model's.
#[test]
fn a_digest_the_host_writes_into_a_message_is_named_as_such() {
    let source = r#"
fn condense_block(old: &[ChatMessage]) -> ChatMessage {
    let first = old.first().map(|m| m.text.chars().take(80).collect::<String>()).unwrap_or_default();
    ChatMessage::system(format!("{} earlier messages; it began with: {first}", old.len()))
}
pub fn shrink(messages: Vec<ChatMessage>, keep: usize) -> Vec<ChatMessage> {
    let split = messages.len().saturating_sub(keep);
    let (old, recent) = messages.split_at(split);
    let mut out = vec![condense_block(old)];
    out.extend_from_slice(recent);
    out
}
"#;
    let found = severities(source);
    assert!(
        reports_error(
            &found,
            "`messages` is rewritten with a digest the host writes in `condense_block`"
        ),
        "{found:?}"
    );

    let wrapper = source
        .replace(
            "fn condense_block(old: &[ChatMessage]) -> ChatMessage {\n    let first = old.first().map(|m| m.text.chars().take(80).collect::<String>()).unwrap_or_default();\n    ChatMessage::system(format!(\"{} earlier messages; it began with: {first}\", old.len()))\n}",
            "fn summary_message(summary: &str) -> ChatMessage {\n    ChatMessage::system(format!(\"[earlier conversation] {summary}\"))\n}",
        )
        .replace(
            "vec![condense_block(old)]",
            "vec![summary_message(&llm_summarize(old))]",
        );
    assert_ne!(wrapper, source);
    let found = severities(&wrapper);
    assert!(
        reports_error(&found, "`messages` is rewritten with model-authored text"),
        "{found:?}"
    );
}

/// Sixteenth round: a map whose values are structs of the linted source holding a collection
/// of message-like items (`HashMap<u64, Slot>` with `Slot { records: Vec<ContextRecord> }`)
/// is a map of conversations, whatever the struct is called: a holder taken from it by key
/// has its message field as a window (an edit of `slot.records` is seen; writing its
/// bookkeeping, `slot.stamp`, is not an edit), removing one is a reset (a note), and retaining
/// them by a bookkeeping field (`|_, s| s.stamp > cutoff`) is an eviction by age (RG008).
/// Retained by what the messages say, it is a chosen drop; a struct holding no messages is
/// no conversation.
#[test]
fn a_map_of_structs_holding_messages_is_a_map_of_conversations() {
    let source = r#"
use std::collections::HashMap;
use std::sync::RwLock;
struct Slot { stamp: u64, owner: String, records: Vec<ContextRecord> }
pub struct Registry { slots: RwLock<HashMap<u64, Slot>> }
impl Registry {
    pub fn keep_flagged(&self, id: u64, now: u64) {
        let mut slots = self.slots.write().unwrap();
        let Some(slot) = slots.get_mut(&id) else {
            return;
        };
        slot.stamp = now;
        slot.records.retain(|r| r.flagged);
    }
    pub fn forget(&self, id: u64) {
        let mut slots = self.slots.write().unwrap();
        slots.remove(&id);
    }
    pub fn expire(&self, cutoff: u64) {
        let mut slots = self.slots.write().unwrap();
        slots.retain(|_, s| s.stamp > cutoff);
    }
}
"#;
    let found = finding_fields(source, "function", "rule");
    assert_eq!(
        found,
        [
            (
                "agent::Registry::keep_flagged".to_owned(),
                "RG002".to_owned()
            ),
            ("agent::Registry::forget".to_owned(), "RG002".to_owned()),
            ("agent::Registry::expire".to_owned(), "RG008".to_owned()),
        ]
    );
    let severities = severities(source);
    assert!(
        note_containing(&severities[1], "an explicit reset"),
        "{severities:?}"
    );

    let by_content = variant(
        source,
        "slots.retain(|_, s| s.stamp > cutoff);",
        "slots.retain(|_, s| s.records.iter().any(|r| r.flagged));",
    );
    assert!(
        finding_fields(&by_content, "function", "rule")
            .contains(&("agent::Registry::expire".to_owned(), "RG002".to_owned()))
    );

    let no_messages = variant(source, "records: Vec<ContextRecord>", "records: Vec<u64>");
    assert_eq!(finding_fields(&no_messages, "function", "rule"), []);
}

/// Sixteenth round: an agent that rebuilds the model's view from its session log every turn
/// (`fn rehydrate(&mut self) { self.messages.clear(); for e in log::events(id) {
/// self.push(..) } }`) loads the window, it does not prune it: a `clear` in a function named
/// as a load (`load`, `reload`, `restore`, `rehydrate`, `replay`, `resume`) that then only adds
/// to the window is not reported. Named otherwise, or giving back a part of the window
/// copied before the `clear`, it is still an edit.
#[test]
fn a_window_rebuilt_from_a_log_by_a_load_is_not_pruned() {
    let source = r#"
pub struct Turn { id: String, messages: Vec<ChatMessage> }
impl Turn {
    pub fn rehydrate(&mut self) {
        self.messages.clear();
        self.add(ChatMessage::system(base_prompt()));
        for event in journal::events(&self.id) {
            if let Some(message) = event.as_message() {
                self.messages.push(message);
            }
        }
    }
    fn add(&mut self, message: ChatMessage) {
        self.messages.push(message);
    }
}
"#;
    assert_eq!(findings(source), pairs(&[]));

    let named_otherwise = variant(source, "fn rehydrate(", "fn tidy(");
    assert_eq!(findings(&named_otherwise), pairs(&[("RG002", "drop")]));

    let own_tail = variant(
        source,
        "        self.messages.clear();\n",
        "        let tail = self.messages[self.messages.len() - 4..].to_vec();\n        self.messages.clear();\n        self.messages.extend(tail);\n",
    );
    assert!(!findings(&own_tail).is_empty());
}

/// Sixteenth round: the first unpinned message (`position(|m| !m.pinned)`) is the oldest one
/// a cut may take: removing it while a token count is over budget, also in a loop that stops
/// on an empty window, is a cut by position (RG008), as for the first message of a role. A
/// message found by what it says stays a chosen drop (RG002).
#[test]
fn the_oldest_unpinned_message_removed_over_budget_is_a_cut() {
    let source = r#"
pub struct Pad { messages: Vec<ChatMessage>, used: u32, cap: u32 }
impl Pad {
    pub fn add(&mut self, message: ChatMessage) {
        self.used += message.tokens;
        self.messages.push(message);
        while self.used > self.cap && !self.messages.is_empty() {
            if let Some(at) = self.messages.iter().position(|m| !m.pinned) {
                let gone = self.messages.remove(at);
                self.used -= gone.tokens;
            } else {
                break;
            }
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));

    let chosen = variant(
        source,
        "|m| !m.pinned",
        "|m| m.text.starts_with(\"[tool]\")",
    );
    assert_eq!(findings(&chosen), pairs(&[("RG002", "drop")]));
}

/// Sixteenth round: a reset that keeps the pinned messages (`let kept =
/// self.messages.drain(..).filter(|m| m.pinned).collect(); self.messages = kept;`) in a
/// method nothing calls is reported once, as a note: the `drain(..)` put back by the
/// reassignment is not a second finding, and keeping the pinned messages is like keeping
/// the system prompt. Kept by what they say, the messages are a chosen drop (an error,
/// still reported once).
#[test]
fn a_reset_that_keeps_pinned_messages_is_one_note() {
    let source = r#"
pub struct Pad { messages: Vec<ChatMessage>, used: u32 }
impl Pad {
    pub fn clear(&mut self) {
        let kept: Vec<ChatMessage> = self.messages.drain(..).filter(|m| m.pinned).collect();
        self.used = kept.iter().map(|m| m.tokens).sum();
        self.messages = kept;
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(note_containing(&found[0], "an explicit reset"), "{found:?}");

    let by_content = variant(source, "|m| m.pinned", "|m| m.text.len() < 200");
    assert_eq!(single_severity(&by_content), "error");
}

/// Sixteenth round: a collection of borrowed messages (`struct Recent<'a>(Vec<&'a
/// ChatMessage>)`) is a view of messages held elsewhere: popping from it drops no message,
/// nothing is reported. The same type owning its messages is a window (RG002).
#[test]
fn a_vector_of_borrowed_messages_is_a_view() {
    let source = r#"
pub struct Recent<'a>(Vec<&'a ChatMessage>);
impl<'a> Recent<'a> {
    pub fn pop_last_of(&mut self, role: Role) -> Option<&'a ChatMessage> {
        let at = self.0.iter().rposition(|m| m.role == role)?;
        Some(self.0.remove(at))
    }
}
"#;
    assert_eq!(findings(source), pairs(&[]));

    let owned = source
        .replace("Vec<&'a ChatMessage>", "Vec<ChatMessage>")
        .replace("Option<&'a ChatMessage>", "Option<ChatMessage>");
    assert_ne!(owned, source);
    assert_eq!(findings(&owned), pairs(&[("RG002", "drop")]));
}

/// Sixteenth round: the newest message replaced with what the caller passes in
/// (`if let Some(last) = self.messages.last_mut() { *last = ChatMessage::assistant(text) }`, a
/// streaming update or the user's edit of the last message) in a method nothing in the
/// linted code calls is the caller's edit, a note, as for an accessor that replaces the
/// message at a position the caller names. Called from linted code, or given text the method
/// does not take from its caller, it stays an error.
#[test]
fn the_newest_message_replaced_with_the_callers_version_is_a_note() {
    let source = r#"
pub struct Thread { messages: Vec<ChatMessage> }
impl Thread {
    pub fn replace_streaming(&mut self, text: String) {
        if let Some(last) = self.messages.last_mut() {
            *last = ChatMessage::assistant(text);
        }
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(&found[0], "the newest message replaced with"),
        "{found:?}"
    );

    let called = variant(
        source,
        "impl Thread {",
        "impl Thread {\n    pub fn finish(&mut self, reply: String) { self.replace_streaming(reply); }",
    );
    assert!(
        reports_error(
            &severities(&called),
            "the newest message of `self.messages`"
        ),
        "{:?}",
        severities(&called)
    );

    let own_text = variant(
        source,
        "ChatMessage::assistant(text)",
        "ChatMessage::assistant(self.placeholder())",
    );
    assert_eq!(single_severity(&own_text), "error");
}

/// Sixteenth round: a compaction that walks the window's positions from the front and keeps
/// an item unless it sits below a boundary and is not pinned (`for (i, m) in
/// take(&mut self.messages).into_iter().enumerate() { if i < cut && !m.pinned { .. } else {
/// kept.push(m) } }`, then `self.messages = kept`) keeps the newest and the pinned: a cut by
/// position (RG008). The same loop that also tests what a message says chooses (RG002).
#[test]
fn a_loop_keeping_items_by_position_and_pin_is_a_cut() {
    let source = r#"
pub struct Pad { messages: Vec<ChatMessage>, keep: usize }
impl Pad {
    pub fn shrink(&mut self) {
        let cut = self.messages.len().saturating_sub(self.keep);
        let mut kept = Vec::new();
        for (i, m) in std::mem::take(&mut self.messages).into_iter().enumerate() {
            if i < cut && !m.pinned {
                continue;
            } else {
                kept.push(m);
            }
        }
        self.messages = kept;
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));

    let by_content = variant(
        source,
        "i < cut && !m.pinned",
        "i < cut && m.text.len() > 400",
    );
    assert_eq!(findings(&by_content), pairs(&[("RG002", "drop")]));
}

/// Seventeenth round: the oldest messages after the system prompt replaced by a marker the
/// host writes (`let start = if log.first().is_some_and(|e| e.role == Role::System) { 1 }
/// else { 0 }; log.splice(start..start + extra, [marker])`) keep the newest: a cut by
/// position (RG008), as `drain(1..1 + extra)` is. The same range replaced by a summary is a
/// rewrite (RG001), and a start found by what a message says chooses (RG002).
#[test]
fn the_oldest_messages_after_the_system_prompt_spliced_out_are_a_cut() {
    let source = r#"
pub fn bound(log: &mut Vec<ChatEntry>, limit: usize) {
    let start = if log.first().is_some_and(|e| e.role == Role::System) { 1 } else { 0 };
    let rest = log.len() - start;
    if rest <= limit {
        return;
    }
    let extra = rest - limit;
    let marker = ChatEntry { role: Role::User, text: "[older turns left out]".into() };
    log.splice(start..start + extra, [marker]);
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));

    let drained = variant(
        source,
        "log.splice(start..start + extra, [marker]);",
        "log.drain(start..start + extra);",
    );
    assert_eq!(findings(&drained), pairs(&[("RG008", "truncate")]));

    let summarised = source.replace(
        r#"text: "[older turns left out]".into()"#,
        "text: llm.summarize(&log[start..start + extra])",
    );
    assert_ne!(summarised, source);
    assert!(
        findings(&summarised).contains(&("RG001".to_owned(), "rewrite".to_owned())),
        "{:?}",
        findings(&summarised)
    );

    let chosen = variant(
        source,
        "e.role == Role::System",
        "e.text.contains(\"draft\")",
    );
    assert_eq!(findings(&chosen), pairs(&[("RG002", "drop")]));
}

/// Seventeenth round: the text of the messages at chosen positions replaced with a marker
/// (`for &i in &picked { if let Body::Text { ref mut text } = log[i].body { *text = marker } }`)
/// is named as the write it is, `[]=`, not `iter_mut`: no loop walks the window. A loop over
/// `iter_mut()` doing the same is still named `iter_mut`.
#[test]
fn text_overwritten_at_a_position_is_named_as_an_index_write() {
    let source = r#"
pub fn shorten_outputs(log: &mut Vec<ChatEntry>, picked: &[usize], marker: &str) {
    for &i in picked {
        if let Body::Text { ref mut text } = log[i].body {
            *text = format!("{}\n{}", marker, text.lines().count());
        }
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        reports_error(&found, "a message of `log` is replaced (`[]=`)"),
        "{found:?}"
    );

    let walked = variant(
        source,
        "for &i in picked {\n        if let Body::Text { ref mut text } = log[i].body {",
        "for entry in log.iter_mut() {\n        if let Body::Text { ref mut text } = entry.body {",
    );
    assert!(
        reports_error(
            &severities(&walked),
            "the text of messages in `log` is overwritten (`iter_mut`)"
        ),
        "{:?}",
        severities(&walked)
    );
}

/// The `(rule, file)` of every finding when `files` (name, source) are linted together.
fn findings_in_files(files: &[(&str, &str)]) -> Vec<(String, String)> {
    lint_files(files)["findings"]
        .as_array()
        .expect("findings")
        .iter()
        .map(|f| {
            let field = |name: &str| f[name].as_str().unwrap_or("-").to_owned();
            (field("rule"), field("file"))
        })
        .collect()
}

/// Seventeenth round: an agent's memory declared in one file (`pub struct Recall {
/// pub recent: Vec<ChatEntry>, .. }`) and cut in another (`recall.recent.drain(..extra)` in
/// the turn loop, where `recall: &mut Recall`) is a window there too: the structs holding
/// messages are shared across the linted files. A struct declared differently in two files
/// is ambiguous and shared with none; one whose fields hold no messages is no window.
#[test]
fn a_memory_declared_in_another_file_is_known_where_it_is_cut() {
    let memory =
        "pub struct Recall {\n    pub recent: Vec<ChatEntry>,\n    pub log: EventLog,\n}\n";
    let turn = r#"
pub async fn end_turn(recall: &mut Recall, cap: usize) {
    if recall.recent.len() > cap {
        let extra = recall.recent.len() - cap;
        recall.recent.drain(..extra);
    }
}
"#;
    assert_eq!(
        findings_in_files(&[("memory.rs", memory), ("turn.rs", turn)]),
        vec![("RG008".to_owned(), "turn.rs".to_owned())]
    );

    let other = "pub struct Recall {\n    pub recent: Vec<Snapshot>,\n}\n";
    assert_eq!(
        findings_in_files(&[
            ("memory.rs", memory),
            ("other.rs", other),
            ("turn.rs", turn)
        ]),
        Vec::new()
    );

    let numbers = memory.replace("Vec<ChatEntry>", "Vec<u64>");
    assert_eq!(
        findings_in_files(&[("memory.rs", &numbers), ("turn.rs", turn)]),
        Vec::new()
    );
}

/// Seventeenth round: a turn that works on a copy of the history (`let mut msgs =
/// self.log.clone()`), keeps its system message and newest entries at the end
/// (`kept.push(msgs[0].clone()); kept.extend_from_slice(&msgs[msgs.len() - keep..]); msgs =
/// kept;`) and stores it back (`self.log = msgs`) cuts once: one RG008 note, where the copy
/// is stored back, whatever the copy's name (`turn` is no window's name). A copy cut by what
/// its entries say and stored back is a chosen drop (RG002), and a copy handed to a setter
/// instead is reported where it is cut.
#[test]
fn a_copy_cut_by_position_and_stored_back_is_one_cut() {
    let source = r#"
pub struct Session { log: Vec<ChatEntry>, keep: usize }
impl Session {
    pub fn turn(&mut self, input: &str) {
        let mut msgs = self.log.clone();
        msgs.push(ChatEntry::user(input));
        if msgs.len() > self.keep + 1 {
            let mut kept = vec![];
            kept.push(msgs[0].clone());
            kept.extend_from_slice(&msgs[msgs.len() - self.keep..]);
            msgs = kept;
        }
        self.log = msgs;
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));

    let renamed = source
        .replace("msgs", "turn")
        .replace("pub fn turn(", "pub fn step(");
    assert_ne!(renamed, source);
    assert_eq!(findings(&renamed), pairs(&[("RG008", "truncate")]));

    let chosen = variant(
        source,
        "            msgs = kept;\n",
        "            msgs = kept;\n            msgs.retain(|e| !e.text.contains(\"draft\"));\n",
    );
    assert_eq!(findings(&chosen), pairs(&[("RG002", "drop")]));

    let set = variant(source, "self.log = msgs;", "self.set_log(msgs);");
    assert_eq!(findings(&set), pairs(&[("RG008", "truncate")]));
}

/// Seventeenth round: a store of chats loaded by a function of the file
/// (`let mut book = load_book(&path).await?` with `async fn load_book(..) ->
/// anyhow::Result<ChatBook>`) has the returned struct's fields, so idle chats evicted from
/// it (`book.chats.retain(|_, c| now - c.touched <= ttl)`) are an eviction by age (RG008).
/// Evicting by what the chats say chooses (RG002); a loader returning a type the file does
/// not declare tells nothing.
#[test]
fn a_store_returned_by_a_function_of_the_file_has_its_fields() {
    let source = r#"
struct ChatBook { chats: HashMap<String, Chat> }
struct Chat { lines: Vec<ChatEntry>, touched: i64 }
async fn load_book(path: &Path) -> anyhow::Result<ChatBook> {
    Ok(serde_json::from_str(&tokio::fs::read_to_string(path).await?)?)
}
pub async fn save_chat(path: &Path, ttl: i64, now: i64) -> anyhow::Result<()> {
    let mut book = load_book(path).await?;
    book.chats.retain(|_, c| now - c.touched <= ttl);
    write_book(path, &book).await
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));

    let by_content = variant(
        source,
        "|_, c| now - c.touched <= ttl",
        "|_, c| c.lines.iter().any(|l| l.text.contains(\"pin\"))",
    );
    assert_eq!(findings(&by_content), pairs(&[("RG002", "drop")]));

    let foreign = variant(
        source,
        "anyhow::Result<ChatBook>",
        "anyhow::Result<RemoteBook>",
    );
    assert_eq!(findings(&foreign), Vec::new());
}

/// Seventeenth round: a chat command that stores the digest the model writes in its reply
/// beside the session's messages (`session.digest = Some(extract_digest(&reply))`) and caps
/// the messages (`session.history.drain(0..extra)`) drops turns that live on only in the
/// model's digest: RG001, and the message says where that summary is kept. Without the
/// digest the cap is a cut by position (RG008).
#[test]
fn a_cut_beside_a_digest_the_model_wrote_names_where_it_is_kept() {
    let source = r#"
pub fn send(project: &Path, text: &str) -> anyhow::Result<String> {
    let mut session = load_session(project)?;
    session.history.push(ChatEntry::user(text));
    let reply = call_model(&session)?;
    if let Some(raw) = extract_digest_fence(&reply) {
        session.digest = Some(shorten_digest(&raw));
    }
    session.history.push(ChatEntry::assistant(reply.clone()));
    if session.history.len() > 24 {
        let extra = session.history.len() - 24;
        session.history.drain(0..extra);
    }
    save_session(project, &session)?;
    Ok(reply)
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        reports_error(
            &found,
            "messages are dropped from `session.history` (`drain`) while the summary kept in `session.digest` stands in for them"
        ),
        "{found:?}"
    );

    let no_digest = variant(
        source,
        "    if let Some(raw) = extract_digest_fence(&reply) {\n        session.digest = Some(shorten_digest(&raw));\n    }\n",
        "",
    );
    assert_eq!(findings(&no_digest), pairs(&[("RG008", "truncate")]));
}

/// A helper that clears the window (`wipe_log`) called both by a command named as a reset
/// (`reset_session`) and by a command that asks the model to sum up and starts over
/// (`condense_session`) is the agent's own edit: the error names the route through the
/// compaction, not the reset's. Called by the reset only, it stays a note.
#[test]
fn a_clear_also_reached_from_a_compaction_is_not_a_reset() {
    let shared = r#"
pub struct Session { log: Vec<Turn>, llm: Llm }

impl Session {
    pub fn wipe_log(&mut self) {
        self.log.clear();
    }

    pub fn note(&mut self, turn: Turn) {
        self.log.push(turn);
    }
}

pub trait Commands {
    async fn reset_session(&mut self);
    async fn condense_session(&mut self) -> Result<(), Error>;
}

impl Commands for Session {
    async fn reset_session(&mut self) {
        self.wipe_log();
    }

    async fn condense_session(&mut self) -> Result<(), Error> {
        let gist = self.llm.ask("Sum up our talk so far").await?;
        self.wipe_log();
        self.note(Turn::assistant(gist));
        Ok(())
    }
}
"#;
    let found = severities(shared);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        reports_error(&found, "messages are dropped from `self.log` (`clear`)"),
        "{found:?}"
    );
    let report = lint_files(&[("agent.rs", shared)]);
    let entry = report["findings"][0]["path"][0]["function"]
        .as_str()
        .unwrap_or("-");
    assert!(entry.ends_with("condense_session"), "{report}");

    // Contrast: the reset alone leads to the clear.
    let reset_only = shared.replace(
        "        self.wipe_log();\n        self.note",
        "        self.note",
    );
    let found = severities(&reset_only);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].0, "note", "{found:?}");
    assert!(found[0].1.contains("an explicit reset"), "{found:?}");
}

/// A summary binding started from a placeholder the host writes (`"nothing yet"`) and then
/// replaced with the stored summary read back (`digest = text`) holds the model's earlier
/// summary: handing it to the summariser again summarises a summary (RG003). Left at the
/// placeholder, it holds only the host's words: no finding.
#[test]
fn a_stored_summary_read_over_a_placeholder_is_summarised_again() {
    let reread = r#"
pub struct Journal { digest_path: PathBuf }

impl Journal {
    pub async fn fold_notes(&self, notes: Vec<Note>, llm: &Llm) -> Result<()> {
        let mut digest = "nothing yet".to_string();
        if let Ok(text) = fs::read_to_string(&self.digest_path).await {
            digest = text;
        }
        let joined = notes.iter().map(|n| n.body.clone()).collect::<Vec<_>>().join("\n");
        let fresh = llm.summarize(&digest, &joined).await?;
        fs::write(&self.digest_path, fresh).await?;
        Ok(())
    }
}
"#;
    let found = findings(reread);
    assert!(found.iter().any(|(rule, _)| rule == "RG003"), "{found:?}");
    let message = &severities(reread)[0].1;
    assert!(message.contains("from `digest`"), "{message}");

    // Contrast: the placeholder alone is the host's text.
    let placeholder_only = reread.replace("            digest = text;\n", "");
    assert_ne!(placeholder_only, reread);
    let found = findings(&placeholder_only);
    assert!(found.iter().all(|(rule, _)| rule != "RG003"), "{found:?}");
}

/// A counter of messages declared as a number in the owner's struct (`unanswered: u8` in
/// `struct Chat`), reached through the lock of a shared parameter (`let mut chat =
/// shared.lock().await` with `shared: Arc<Mutex<Chat>>`), is bookkeeping: resetting it drops
/// no message, whatever its name says (`msgs_unanswered`). The conversation beside it, cut
/// oldest-first through the same guard, is still reported.
#[test]
fn a_message_counter_reset_through_a_lock_drops_nothing() {
    let source = r#"
struct Chat {
    lines: VecDeque<String>,
    msgs_unanswered: u8,
}

pub async fn maybe_reply(shared: Arc<Mutex<Chat>>, llm: &Llm) -> Option<String> {
    let mut chat = shared.lock().await;
    if chat.msgs_unanswered < 3 {
        return None;
    }
    chat.msgs_unanswered = 0;
    let prompt = chat.lines.iter().cloned().collect::<Vec<_>>().join("\n");
    llm.complete(&prompt).await.ok()
}
"#;
    assert!(findings(source).is_empty(), "{:?}", findings(source));

    // Contrast: the conversation itself cut through the same guard is a host-side cut. A
    // value that is not a number literal tells nothing of its own: the declared `u8` still
    // keeps the counter from being a window, and a counter of unknown type keeps the name's
    // reading (a literal number is never messages, whatever the type:
    // `a_counter_named_after_turns_reset_to_zero_is_not_a_drop`).
    let cut = source.replace(
        "    chat.msgs_unanswered = 0;\n",
        "    chat.msgs_unanswered = 0;\n    chat.lines.pop_front();\n",
    );
    assert_eq!(findings(&cut), pairs(&[("RG008", "truncate")]));
    let by_default = source.replace(
        "msgs_unanswered = 0;",
        "msgs_unanswered = Default::default();",
    );
    assert!(
        findings(&by_default).is_empty(),
        "{:?}",
        findings(&by_default)
    );
    let undeclared = by_default.replace("    msgs_unanswered: u8,\n", "");
    assert_eq!(findings(&undeclared), pairs(&[("RG002", "drop")]));
}

/// A running summary extended with the model's new summary (`match &self.digest { Some(prev)
/// => format!("{prev}\n\n{reply}"), None => reply }`) and stored beside the window before
/// the older half is cut: the new text stands in for the cut messages (RG001, naming where
/// the summary is kept). The fallback eviction in the error arm of the same `match` keeps no
/// summary: a host-side cut (RG008), not a rewrite.
#[test]
fn a_reply_joined_to_the_running_summary_stands_in_for_the_cut() {
    let source = r#"
pub struct Recall {
    turns: VecDeque<Turn>,
    digest: Option<String>,
    llm: Arc<dyn Llm>,
}

impl Recall {
    pub async fn fold_older_half(&mut self) {
        let older: Vec<Turn> = self.turns.iter().take(self.turns.len() / 2).cloned().collect();
        let text = older.iter().map(|t| t.text.clone()).collect::<Vec<_>>().join("\n");
        let prompt = format!("Summarize this conversation:\n{text}");
        match self.llm.complete(&prompt).await {
            Ok(reply) => {
                let joined = match &self.digest {
                    Some(prev) => format!("{prev}\n\n{reply}"),
                    None => reply,
                };
                self.digest = Some(joined);
                for _ in 0..older.len() {
                    self.turns.pop_front();
                }
            }
            Err(_) => {
                for _ in 0..older.len() {
                    self.turns.pop_front();
                }
            }
        }
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(
        reports_error(
            &found,
            "messages are dropped from `self.turns` (`pop_front`) while the summary kept in `self.digest` stands in for them"
        ),
        "{found:?}"
    );
    assert!(
        found
            .iter()
            .any(|f| note_starting(f, "`self.turns` is cut host-side (`pop_front`)")),
        "{found:?}"
    );

    // Contrast: the owner's earlier digest stored again adds nothing new: both cuts are
    // host-side.
    let restored = variant(
        source,
        "Some(prev) => format!(\"{prev}\\n\\n{reply}\"),\n                    None => reply,",
        "Some(prev) => prev.clone(),\n                    None => String::new(),",
    );
    let found = severities(&restored);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(found.iter().all(|f| f.0 == "note"), "{found:?}");
}

/// A digest the host writes (`summarize_removed(&old)`, a summariser of the file that asks no
/// model) recorded in a log of digests (`notes.log_summary(&summary)`) before the
/// middle of the conversation is replaced with it: the recording call puts a finished summary
/// somewhere and asks no model, so the rewrite is named as the host's digest. A call that
/// writes a summary (`notes.summarize_log(&summary)`) still counts as a model's.
#[test]
fn a_digest_logged_to_a_notebook_is_still_the_hosts() {
    let source = r#"
pub struct Chat { messages: Vec<Message> }

pub fn squeeze(chat: &mut Chat, notes: &mut Notebook, keep: usize) {
    let cut = chat.messages.len() - keep;
    let summary = summarize_removed(&chat.messages[1..cut]);
    notes.log_summary(&summary);
    let mut rebuilt: Vec<Message> = Vec::new();
    rebuilt.extend_from_slice(&chat.messages[..1]);
    rebuilt.push(Message::user(&format!("[earlier: {summary}]")));
    rebuilt.extend_from_slice(&chat.messages[cut..]);
    chat.messages = rebuilt;
}

fn summarize_removed(old: &[Message]) -> String {
    old.iter().map(|m| m.tool_name()).collect::<Vec<_>>().join(", ")
}
"#;
    let found = severities(source);
    assert!(
        reports_error(
            &found,
            "`chat.messages` is rewritten with a digest the host writes in `summarize_removed`"
        ),
        "{found:?}"
    );

    // Contrast: a call that writes a summary of its own may ask a model.
    let summarised = source.replace("log_summary", "summarize_log");
    let found = severities(&summarised);
    assert!(
        reports_error(
            &found,
            "`chat.messages` is rewritten with model-authored text"
        ),
        "{found:?}"
    );
}

/// `msg.blocks.retain(..)` in a loop over every message (`for msg in log.iter_mut()`) drops
/// parts of those messages: one edit, reported once as the `retain` it is (it was reported a
/// second time as an `iter_mut` overwrite). A truncating helper of the item's own type
/// (`msg.body.truncate_to(budget)`) is still reported as the item's text cut.
#[test]
fn parts_retained_in_a_loop_over_the_window_are_one_edit() {
    let source = r#"
pub fn drop_dangling_calls(log: &mut Vec<Message>, answered: &HashSet<String>) {
    for msg in log.iter_mut() {
        msg.blocks.retain(|b| b.call_id().is_none_or(|id| answered.contains(id)));
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG002", "drop")]));
    let message = &severities(source)[0].1;
    assert!(message.contains("(`retain`)"), "{message}");

    // Contrast: a truncating helper of the item's own type cuts its text.
    let helper = source.replace(
        "msg.blocks.retain(|b| b.call_id().is_none_or(|id| answered.contains(id)));",
        "msg.body.truncate_to(400);",
    );
    assert_eq!(findings(&helper), pairs(&[("RG008", "truncate")]));
}

/// A conversation taken by value and cut in a loop that stops once it fits a character
/// budget, oldest first after a head of messages kept whatever they say, whose size is a
/// setting (`drain(head..head + step)` with `let head = settings.keep_first as usize`), and
/// returned: a host-side cut by position (RG008), as with a literal head (`drain(2..2 +
/// step)`). A start found by what the messages say, or a position the caller names
/// (`request.index`), still chooses (RG002).
#[test]
fn a_cut_after_a_configured_head_is_a_cut_by_position() {
    let source = r#"
pub fn fit(mut turns: Vec<Turn>, settings: &Settings) -> Vec<Turn> {
    let head = settings.keep_first as usize;
    let step = settings.step as usize;
    loop {
        let total: usize = turns.iter().map(|t| t.text.len()).sum();
        if total <= settings.max_chars || turns.len() <= head {
            break;
        }
        let n = step.min(turns.len() - head);
        turns.drain(head..head + n);
    }
    turns
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    let constant = source.replace(
        "let head = settings.keep_first as usize;",
        "let head = KEEP_FIRST;",
    );
    assert_eq!(findings(&constant), pairs(&[("RG008", "truncate")]));

    // Contrast: a head found by what the messages say chooses what goes.
    let chosen = source.replace(
        "let head = settings.keep_first as usize;",
        "let head = turns.iter().position(|t| t.text.contains(\"TODO\")).unwrap_or(0);",
    );
    assert_eq!(findings(&chosen), pairs(&[("RG002", "drop")]));

    // Contrast: a position the caller names in a field not named as a head is no setting.
    let named = r#"
pub struct Chat { history: Vec<Message> }

impl Chat {
    pub fn delete(&mut self, request: DeleteRequest) {
        let at = request.index;
        self.history.remove(at);
    }
}
"#;
    assert_eq!(findings(named), pairs(&[("RG002", "drop")]));
}

/// `m.tool_calls.retain(..)` in a loop over every message of the window drops calls the
/// model made (what it did, read back on the next turns): a chosen drop (RG002), as for the
/// parts of a message. A bookkeeping field of the same messages (`m.flags.retain(..)`) is not
/// their content, and the calls of a request being built are no window.
#[test]
fn tool_calls_retained_in_the_messages_of_the_window_are_dropped() {
    let source = r#"
pub struct Agent { history: Vec<ChatMessage> }

impl Agent {
    pub fn forget_unanswered(&mut self, answered: &HashSet<String>) {
        for m in self.history.iter_mut() {
            m.tool_calls.retain(|call| answered.contains(&call.id));
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG002", "drop")]));

    let bookkeeping = source.replace("m.tool_calls.retain", "m.flags.retain");
    assert_eq!(findings(&bookkeeping), pairs(&[]));

    let request = r#"
pub fn build(pending: Vec<ToolCall>, answered: &HashSet<String>) -> Request {
    let mut request = Request::new();
    request.tool_calls = pending;
    request.tool_calls.retain(|call| answered.contains(&call.id));
    request
}
"#;
    assert_eq!(findings(request), pairs(&[]));
}

/// The oldest turns taken out with `drain(0..n).collect()`, written into a prompt that asks
/// for a summary (`prompt.push_str(..)` in a loop over them), and the model's summary put
/// back at index 0 (`insert(0, digest_turn)`): the next run drains that summary with the
/// oldest turns and summarises it again (RG003, beside the RG001 of the compaction). Kept
/// beside the window (`self.session.digest = Some(..)`), it is in no range a run takes.
#[test]
fn a_summary_put_back_where_the_drained_range_started_is_summarised_again() {
    let source = r#"
pub struct Session { turns: Vec<Turn> }

pub struct Agent { llm: Llm, session: Session }

impl Agent {
    pub async fn fold(&mut self) -> Result<()> {
        if self.session.turns.len() > 12 {
            let oldest: Vec<Turn> = self.session.turns.drain(0..6).collect();
            let mut prompt = "Summarize these turns, keeping every decision:\n".to_string();
            for turn in oldest.iter() {
                prompt.push_str(&format!("{}\n", turn.text));
            }
            let digest = self.llm.generate(&prompt).await?;
            let digest_turn = Turn { text: format!("Earlier: {digest}") };
            self.session.turns.insert(0, digest_turn);
        }
        Ok(())
    }
}
"#;
    let found = findings(source);
    assert!(
        found.contains(&("RG001".to_owned(), "rewrite".to_owned())),
        "{found:?}"
    );
    assert!(found.iter().any(|(rule, _)| rule == "RG003"), "{found:?}");

    // Contrast: the summary kept beside the window is outside every range the next runs
    // take.
    let beside = source
        .replace(
            "pub struct Session { turns: Vec<Turn> }",
            "pub struct Session { turns: Vec<Turn>, digest: Option<Turn> }",
        )
        .replace(
            "self.session.turns.insert(0, digest_turn);",
            "self.session.digest = Some(digest_turn);",
        );
    let found = findings(&beside);
    assert!(
        found.contains(&("RG001".to_owned(), "rewrite".to_owned())),
        "{found:?}"
    );
    assert!(found.iter().all(|(rule, _)| rule != "RG003"), "{found:?}");
}

/// A system prompt put at the front of the window for one call (`insert(0,
/// self.system.clone())`) and taken back out after it (`remove(0)`) drops none of the
/// window's messages. The budget loop after it (`while over > 0 { remove(0) }`) still cuts
/// oldest-first (RG008); a `remove(0)` with nothing put there first is a cut too.
#[test]
fn a_prompt_put_in_front_for_one_call_and_taken_back_is_no_cut() {
    let source = r#"
pub struct Session { system: Message, history: Vec<Message>, client: Client, budget: usize }

impl Session {
    pub async fn send(&mut self, message: Message) -> Result<Message> {
        self.history.push(message);
        self.history.insert(0, self.system.clone());
        let reply = self.client.complete(self.history.clone()).await?;
        self.history.remove(0);
        self.history.push(reply.clone());
        Ok(reply)
    }
}
"#;
    assert_eq!(findings(source), pairs(&[]));

    let budgeted = variant(
        source,
        "        self.history.push(reply.clone());",
        "        let mut over = self.used().saturating_sub(self.budget);\n        while over > 0 && !self.history.is_empty() {\n            let gone = self.history.remove(0);\n            over = over.saturating_sub(gone.tokens);\n        }\n        self.history.push(reply.clone());",
    );
    assert_eq!(findings(&budgeted), pairs(&[("RG008", "truncate")]));

    let not_put = variant(
        source,
        "        self.history.insert(0, self.system.clone());\n",
        "",
    );
    assert_eq!(findings(&not_put), pairs(&[("RG008", "truncate")]));
}

/// A REPL whose prompt carries a summary (`let tools_summary = registry.summary()` assembled
/// into the request) and whose history keeps the model's replies and the tool results,
/// bounded oldest-first (`while history.len() > cap { history.remove(0) }`): the reply is the
/// model's text, not the summary its prompt carried, and a `match` arm that leaves
/// (`Err(e) => { request.push(..); continue; }`) gives the value nothing. The cut stays a
/// host-side cut (RG008), and the display helper given the tool arguments
/// (`summarize_args(&args)`) summarises no summary. A summary pushed into the history makes
/// the cut a rewrite.
#[test]
fn a_reply_to_a_prompt_carrying_a_summary_is_no_summary() {
    let source = r#"
pub async fn repl(client: Client, registry: Registry, cap: usize) {
    let tools_summary = registry.summary();
    let mut history: Vec<Message> = Vec::new();
    loop {
        let input = read_line();
        let mut request = assemble(&history, &input, &tools_summary);
        let reply = client.chat(&request).await.unwrap();
        history.push(reply.clone());
        for call in reply.calls() {
            let args = match parse(&call.arguments) {
                Ok(v) => v,
                Err(e) => {
                    request.push(Message::tool(&call.id, &e.to_string()));
                    continue;
                }
            };
            show(&summarize_args(&args));
            history.push(Message::tool(&call.id, &run_tool(&args)));
        }
        while history.len() > cap {
            history.remove(0);
        }
    }
}

fn summarize_args(args: &Args) -> String {
    format!("{} args", args.len())
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));

    let summarised = variant(
        source,
        "        history.push(reply.clone());\n",
        "        history.push(reply.clone());\n        history.push(Message::system(&client.summarize(&history).await.unwrap()));\n",
    );
    let found = findings(&summarised);
    assert!(
        found.contains(&("RG001".to_owned(), "rewrite".to_owned())),
        "{found:?}"
    );
}

/// A window rebuilt around a summary from a copy of its head (`let mut kept =
/// w[..1].to_vec()`, or `vec![w[0].clone()]`), the model's summary of `w[1..cut]` pushed
/// after it and the tail after that (`kept.extend_from_slice(&w[cut..]); *w = kept`) is a
/// rewrite (RG001), and the summary sits at `w[1]`, where the next run's range starts (RG003).
/// A marker the host writes in its place leaves a cut by position (RG008).
#[test]
fn a_summary_pushed_after_a_copy_of_the_head_is_a_rewrite() {
    let source = r#"
pub async fn squeeze(w: &mut Vec<Message>, llm: &Llm, cut: usize) {
    let summary = llm.summarize(&w[1..cut]).await;
    let mut kept = w[..1].to_vec();
    kept.push(Message::system(summary));
    kept.extend_from_slice(&w[cut..]);
    *w = kept;
}
"#;
    let found = findings(source);
    assert!(
        found.contains(&("RG001".to_owned(), "rewrite".to_owned())),
        "{found:?}"
    );
    assert!(found.iter().any(|(rule, _)| rule == "RG003"), "{found:?}");

    let listed = variant(
        source,
        "let mut kept = w[..1].to_vec();",
        "let mut kept = vec![w[0].clone()];",
    );
    let found = findings(&listed);
    assert!(
        found.contains(&("RG001".to_owned(), "rewrite".to_owned())),
        "{found:?}"
    );

    // Contrast: a marker the host writes is no summary.
    let marker = source.replace(
        "Message::system(summary)",
        "Message::system(format!(\"[{cut} earlier messages]\"))",
    );
    assert_eq!(findings(&marker), pairs(&[("RG008", "truncate")]));
}

/// A window behind a lock, replaced whole through its guard with a value the caller hands in
/// (`let mut history = self.history.lock().unwrap(); *history = new_history;`) by a method
/// nothing calls, is a load: a note, as for `self.history = new_history`. A tail kept with
/// `let kept = history.drain(start..).collect(); *history = kept;` is one cut, reported at
/// the reassignment. Filtering what is handed in keeps the error.
#[test]
fn a_window_replaced_through_its_lock_guard_is_a_load() {
    let source = r#"
pub struct Instance { history: Mutex<Vec<Turn>> }

impl Instance {
    pub fn set_history(&self, new_history: Vec<Turn>) {
        let mut history = self.history.lock().unwrap();
        *history = new_history;
    }

    pub fn keep_last(&self, keep: usize) {
        let mut history = self.history.lock().unwrap();
        if history.len() > keep {
            let start = history.len() - keep;
            let kept: Vec<Turn> = history.drain(start..).collect();
            *history = kept;
        }
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(
        found
            .iter()
            .any(|f| note_containing(f, "(a load: the window is replaced with `new_history`")),
        "{found:?}"
    );
    assert!(
        found
            .iter()
            .any(|f| note_starting(f, "`self.history` is cut host-side (`=`)")),
        "{found:?}"
    );

    let filtered = variant(
        source,
        "*history = new_history;",
        "*history = new_history.into_iter().filter(|t| !t.text.contains(\"secret\")).collect();",
    );
    assert!(
        reports_error(
            &severities(&filtered),
            "messages are dropped from `self.history` (`=`)"
        ),
        "{:?}",
        severities(&filtered)
    );
}

/// A `&mut Vec<Message>` parameter walked by value (`for message in messages`) yields every
/// message mutably, as `messages.iter_mut()` does: overwriting their text is an edit of the
/// window. Walking a shared borrow writes nothing.
#[test]
fn a_mutable_borrow_walked_by_value_yields_every_message() {
    let source = r#"
pub struct Message { pub role: String, pub content: Option<String> }

pub fn blank_everything(messages: &mut Vec<Message>) {
    for message in messages {
        message.content = Some("[elided]".to_string());
    }
}
"#;
    assert!(
        reports_error(
            &severities(source),
            "the text of messages in `messages` is overwritten"
        ),
        "{:?}",
        severities(source)
    );

    let shared = r#"
pub struct Message { pub role: String, pub content: Option<String> }

pub fn render(messages: &Vec<Message>) -> String {
    let mut out = String::new();
    for message in messages {
        let mut line = message.content.clone().unwrap_or_default();
        line = line.to_uppercase();
        out.push_str(&line);
    }
    out
}
"#;
    assert_eq!(findings(shared), pairs(&[]));
}

/// An early exit while an item or the window fits a named bound (`if tokens <= budget {
/// continue; }`, `if used <= self.max_tokens { return; }`) leaves the rest of the block to run
/// only over that bound, as under `if tokens > budget { .. }`: what it cuts there is cut by
/// the budget (RG008). An exit on what a message says (`if message.pinned { continue; }`) or on
/// a minimum length (`if history.len() < 2 { return; }`) names no bound: the cut still chooses.
/// (Since the twenty-seventh round a text overwritten with its own head is cut by length
/// whatever the exit, so the contrasts overwrite it with a placeholder.)
#[test]
fn an_early_exit_within_a_budget_leaves_a_cut_by_that_budget() {
    let source = r#"
pub struct Message { pub pinned: bool, pub content: Option<String> }

pub fn shorten_oversized(messages: &mut Vec<Message>, budget: usize) {
    for message in messages.iter_mut() {
        if estimate_tokens(message) <= budget {
            continue;
        }
        if let Some(content) = &mut message.content {
            let mut head: String = content.chars().take(budget * 3).collect();
            head.push_str("[cut]");
            *content = head;
        }
    }
}

pub struct Chat { history: Vec<Message>, max_tokens: usize }

impl Chat {
    pub fn fit(&mut self) {
        if count_tokens(&self.history) <= self.max_tokens {
            return;
        }
        self.history.retain(|m| m.pinned);
    }
}
"#;
    assert_eq!(
        findings(source),
        pairs(&[("RG008", "truncate"), ("RG008", "truncate")])
    );

    let placeholder = variant(
        source,
        "*content = head;",
        "*content = String::from(\"[cut]\");",
    );
    let by_content = placeholder.replace(
        "if estimate_tokens(message) <= budget {",
        "if message.pinned {",
    );
    assert_ne!(by_content, placeholder);
    assert!(
        reports_error(
            &severities(&by_content),
            "the text of messages in `messages` is overwritten"
        ),
        "{:?}",
        severities(&by_content)
    );

    let minimum = placeholder
        .replace(
            "if estimate_tokens(message) <= budget {",
            "if estimate_tokens(message) < 2 {",
        )
        .replace(
            "if count_tokens(&self.history) <= self.max_tokens {",
            "if self.history.len() < 2 {",
        );
    assert_ne!(minimum, placeholder);
    let found = findings(&minimum);
    assert!(
        found.iter().all(|(rule, _)| rule == "RG002") && found.len() == 2,
        "{found:?}"
    );
}

/// A call named for what a summariser is handed (`build_summarizer_input`,
/// `save_summarizer_input`) writes no summary, and one that applies a compaction already
/// written (`apply_compaction(history, &summary)`) does not summarise that summary again: the
/// compaction is one rewrite (RG001), at the edit that puts the summary in. Asking the
/// summariser for the input's summary (`summarize_input`) and handing that summary to a
/// compaction that summarises (`compact_history(history, &summary)`) stay RG003.
#[test]
fn a_summarisers_input_and_an_applied_compaction_are_no_resummary() {
    let source = r#"
pub async fn compact(client: &Client, transcript: &Path, history: &mut Vec<Message>) {
    let input = build_summarizer_input(transcript).await;
    save_summarizer_input(transcript, &input);
    let summary = generate_summary(client, &input).await;
    apply_compaction(history, &summary);
}

pub fn apply_compaction(history: &mut Vec<Message>, summary: &str) {
    history.clear();
    history.push(Message::user(format!("[Summary]\n{summary}")));
}
"#;
    let found = findings(source);
    assert_eq!(found, pairs(&[("RG001", "rewrite")]), "{found:?}");

    let resummarised = variant(
        source,
        "apply_compaction(history, &summary);",
        "apply_compaction(history, &summary);\n    let again = summarize_input(&summary).await;\n    history.push(Message::user(again));",
    );
    assert!(
        findings(&resummarised).contains(&("RG003".to_owned(), "rewrite".to_owned())),
        "{:?}",
        findings(&resummarised)
    );
}

/// A parameter whose type is named as the sequence of one conversation (`window: &mut
/// ContextWindow`, `memory: &mut ConversationMemory`) of a crate the linted code does not
/// declare holds the window whatever the parameter is called: `window.clear()` empties it. A
/// holder of more than the turns (`ChatSession`) or a type of the linted code (whose own
/// methods are linted) is not taken for one.
#[test]
fn a_parameter_typed_as_a_context_window_is_the_window() {
    let source = r#"
pub fn compact(window: &mut ContextWindow, keep: &dyn Fn(&Msg) -> bool) {
    let messages = window.messages().to_vec();
    window.clear();
    for msg in messages.into_iter().filter(|m| keep(m)) {
        window.add_message(msg);
    }
}
"#;
    assert!(
        reports_error(
            &severities(source),
            "messages are dropped from `window` (`clear`)"
        ),
        "{:?}",
        severities(source)
    );

    let session = variant(source, "ContextWindow", "ChatSession");
    assert_eq!(findings(&session), pairs(&[]));

    let declared = format!("pub struct ContextWindow {{ pub width: u32 }}\n{source}");
    assert_eq!(findings(&declared), pairs(&[]));
}

/// A window copied, cleared and given back, one item at a time, the items after a head of the
/// copy (`for msg in copy.into_iter().skip(n) { window.add_message(msg) }`) keeps its newest
/// messages: a cut by position (RG008), as `drain(..n)` is. Given back what a test of the
/// messages keeps (`.filter(|m| m.important)`), it is still a chosen drop (RG002).
#[test]
fn a_window_refilled_with_the_newest_of_its_copy_is_a_cut() {
    let source = r#"
pub struct Turn { pub important: bool, pub content: String }

pub fn slide(window: &mut ContextWindow, keep: usize) {
    let copy = window.messages().to_vec();
    if copy.len() <= keep {
        return;
    }
    let drop_count = copy.len() - keep;
    window.clear();
    for msg in copy.into_iter().skip(drop_count) {
        window.add_message(msg);
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));

    let chosen = variant(source, ".skip(drop_count)", ".filter(|m| m.important)");
    assert_eq!(findings(&chosen), pairs(&[("RG002", "drop")]));
}

/// A request pushed onto the end of the window for one model call (`history.push(
/// Message::user(ask))`) and popped off again when the call fails takes back only what the
/// body put there, on a path that then leaves as on one that goes on: no message of the
/// conversation goes. The summary that later replaces the window is still a rewrite (RG001),
/// and a `pop()` with nothing pushed before it, or repeated by a loop that pushes nothing,
/// still drops the newest message.
#[test]
fn a_pop_taking_back_the_bodys_own_push_is_no_drop() {
    let source = r#"
pub struct Assistant { pub history: Vec<Message>, pub model: Model }

impl Assistant {
    pub fn fold(&mut self) {
        let newest = self.history.split_off(self.history.len() - 4);
        let head = self.history[0].clone();
        self.history.push(Message::user("Condense the exchange above."));
        let digest = match self.model.chat(&self.history) {
            Ok(reply) => reply.text,
            Err(_) => {
                self.history.pop();
                self.history.extend(newest);
                return;
            }
        };
        if digest.is_empty() {
            self.history.pop();
            self.history.extend(newest);
            return;
        }
        self.history.clear();
        self.history.push(head);
        self.history.push(Message::system(digest));
        self.history.extend(newest);
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        reports_error(
            &found,
            "`self.history` is rewritten with model-authored text (`clear`)"
        ),
        "{found:?}"
    );

    let unpushed = variant(
        source,
        "        self.history.push(Message::user(\"Condense the exchange above.\"));\n",
        "",
    );
    let found = severities(&unpushed);
    assert_eq!(found.len(), 3, "{found:?}");
    assert!(
        reports_error(
            &found,
            "`self.history` is rewritten with model-authored text (`pop`)"
        ),
        "{found:?}"
    );

    let turns = r#"
pub struct Bot { pub history: Vec<Message> }
impl Bot {
    pub fn probe(&mut self, asks: Vec<Message>) {
        for ask in asks {
            self.history.push(ask);
            let _ = self.model.chat(&self.history);
            self.history.pop();
        }
    }
}
"#;
    assert_eq!(findings(turns), pairs(&[]));
    let repeated = turns
        .replace(
            "        for ask in asks {\n            self.history.push(ask);",
            "        self.history.push(asks[0].clone());\n        for _ in 0..asks.len() {",
        )
        .replace("            let _ = self.model.chat(&self.history);\n", "");
    assert_ne!(repeated, turns);
    assert_eq!(findings(&repeated), pairs(&[("RG002", "drop")]));
}

/// An RAII guard that sets a window aside while a sub-task runs on a fresh one (`let saved =
/// mem::replace(&mut agent.history, vec![brief])`, kept in the guard beside `agent`) and puts
/// it back in its `Drop` (`self.agent.history = mem::take(&mut self.saved)`) loses nothing.
/// The same assignment in a method that is not `drop`, or the old window kept in a value that
/// does not also hold its owner, is still reported.
#[test]
fn an_raii_guard_setting_the_window_aside_and_back_is_no_drop() {
    let source = r#"
pub struct Agent { pub history: Vec<Message> }

pub struct Detour<'a> { agent: &'a mut Agent, saved: Vec<Message> }

impl<'a> Detour<'a> {
    pub fn begin(agent: &'a mut Agent, brief: Message) -> Self {
        let saved = std::mem::replace(&mut agent.history, vec![brief]);
        Self { agent, saved }
    }
}

impl Drop for Detour<'_> {
    fn drop(&mut self) {
        self.agent.history = std::mem::take(&mut self.saved);
    }
}
"#;
    assert_eq!(findings(source), pairs(&[]));

    let not_drop = variant(source, "fn drop(&mut self)", "pub fn finish(&mut self)");
    assert!(
        findings(&not_drop).contains(&("RG002".to_owned(), "drop".to_owned())),
        "{:?}",
        findings(&not_drop)
    );

    let no_owner = variant(
        source,
        "        Self { agent, saved }",
        "        let _ = agent;\n        Self { agent: Box::leak(Box::new(Agent { history: saved.clone() })), saved: Vec::new() }",
    );
    let found = severities(&no_owner);
    assert!(
        reports_error(
            &found,
            "messages are dropped from `agent.history` (`mem::replace`)"
        ),
        "{found:?}"
    );
}

/// A loop that cuts the oldest exchange while the window is over a token budget and some
/// exchange is left to cut (`while !starts.is_empty() && count_tokens(messages) > budget`)
/// is a host-side cut by that budget (RG008), as it is without the emptiness test. A loop
/// kept going only by what is left (`while !starts.is_empty()`) tests no budget: its cut is
/// still a drop; and inside such a budget loop a removal where a ranking helper points
/// (`let pick = lowest_priority_index(..)`) is a choice of what goes (RG002).
#[test]
fn an_emptiness_test_beside_a_budget_leaves_a_cut_by_that_budget() {
    let source = r#"
pub fn shed(messages: &mut Vec<Msg>, budget: usize) {
    let mut starts: Vec<usize> = Vec::new();
    for (i, m) in messages.iter().enumerate() {
        if m.from_user() {
            starts.push(i);
        }
    }
    while !starts.is_empty() && count_tokens(messages) > budget {
        let from = starts[0];
        let to = if starts.len() > 1 { starts[1] } else { messages.len() };
        messages.drain(from..to);
        starts.remove(0);
        for s in starts.iter_mut() {
            *s = s.saturating_sub(to - from);
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));

    let unbounded = variant(source, " && count_tokens(messages) > budget", "");
    assert_eq!(findings(&unbounded), pairs(&[("RG002", "drop")]));

    let ranked = r#"
pub fn shed(messages: &mut Vec<Msg>, budget: usize) {
    while count_tokens(messages) > budget && !messages.is_empty() {
        let pick = lowest_priority_index(messages);
        if let Some(at) = pick {
            messages.remove(at);
        } else {
            messages.remove(0);
        }
    }
}
"#;
    assert_eq!(
        findings(ranked),
        pairs(&[("RG002", "drop"), ("RG008", "truncate")])
    );
}

/// Twenty-second round: a server keeping a bounded number of conversations evicts the one
/// stored longest, its key taken from the front of a queue of keys kept in arrival order
/// (`if self.arrivals.len() >= CAP && let Some(old) = self.arrivals.pop_front() {
/// self.rooms.remove(&old); }`): a host-side cut by position (RG008), as an eviction by age
/// with `retain` is. A conversation removed under a key chosen any other way (by a helper,
/// from what is said) is still a drop the agent chose (RG002).
#[test]
fn a_conversation_evicted_first_in_first_out_is_a_host_side_cut() {
    let source = r#"
use std::collections::{HashMap, VecDeque};
const CAP: usize = 8;
pub struct Rooms { arrivals: VecDeque<String>, rooms: HashMap<String, Vec<ChatMessage>> }
impl Rooms {
    pub fn store(&mut self, room: String, dialogue: Vec<ChatMessage>) {
        if !self.rooms.contains_key(&room) {
            if self.arrivals.len() >= CAP
                && let Some(old) = self.arrivals.pop_front()
            {
                self.rooms.remove(&old);
            }
            self.arrivals.push_back(room.clone());
        }
        self.rooms.insert(room, dialogue);
    }
}
pub fn on_turn(rooms: &mut Rooms, room: String, dialogue: Vec<ChatMessage>) {
    rooms.store(room, dialogue);
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    let found = severities(source);
    assert!(
        note_containing(&found[0], "the whole conversation under `old`"),
        "{found:?}"
    );

    let chosen = variant(
        source,
        "let Some(old) = self.arrivals.pop_front()",
        "let Some(old) = self.noisiest_room()",
    );
    assert_eq!(findings(&chosen), pairs(&[("RG002", "drop")]));
    assert!(reports_error(
        &severities(&chosen),
        "messages are dropped from `self.rooms`"
    ));
}

/// Twenty-second round: a call on a struct of the source that declares a method of that
/// name (`sessions.remove(id)` on a lock of `self.chat_sessions: Arc<RwLock<Threads>>`,
/// where `impl Threads { fn remove(..) }`) runs that method: the edit is reported once,
/// inside it, with the call in its path, not a second time at the call as if `remove` were
/// the collection's own. A lock of a plain map of conversations (`Arc<RwLock<HashMap<..>>>`)
/// has no such method: the call is the edit.
#[test]
fn a_call_of_the_sources_own_method_is_not_a_collection_edit() {
    let source = r#"
use std::collections::HashMap;
use std::sync::Arc;
use tokio::sync::RwLock;
pub struct Threads { map: HashMap<String, Vec<ChatMessage>> }
impl Threads {
    fn remove(&mut self, id: &str) {
        self.map.remove(id);
    }
}
pub struct Hub { chat_sessions: Arc<RwLock<Threads>> }
impl Hub {
    pub async fn rotate(&self, id: Option<&str>) {
        let mut sessions = self.chat_sessions.write().await;
        if let Some(sid) = id {
            sessions.remove(sid);
        }
    }
}
"#;
    let found = finding_fields(source, "function", "rule");
    assert_eq!(
        found,
        [("agent::Threads::remove".to_owned(), "RG002".to_owned())],
        "{found:?}"
    );
    let report = lint_files(&[("agent.rs", source)]);
    let path = report["findings"][0]["path"].to_string();
    assert!(path.contains("agent::Hub::rotate"), "{path}");

    let plain_map = variant(
        source,
        "chat_sessions: Arc<RwLock<Threads>>",
        "chat_sessions: Arc<RwLock<HashMap<String, Vec<ChatMessage>>>>",
    );
    let found = finding_fields(&plain_map, "function", "rule");
    assert!(
        found.contains(&("agent::Hub::rotate".to_owned(), "RG002".to_owned())),
        "{found:?}"
    );
}

/// Twenty-second round: a memory that drains its older turns and keeps the model's summary
/// of them in a part of itself (`self.digest.text = summary`) rewrites them (RG001), and the
/// message names where the summary is kept; the number it keeps beside it
/// (`self.digest_tokens = encode(&self.digest.text).len()`) measures the summary and is none.
/// Keeping only that number, no summary stands in for the turns: the cut is host-side (RG008).
#[test]
fn a_summary_kept_in_a_part_of_the_owner_is_named_not_its_token_count() {
    let source = r#"
pub struct Note { text: String }
pub struct Recall { turns: Vec<Msg>, digest: Note, digest_tokens: usize, model: Model }
impl Recall {
    pub async fn fold(&mut self, keep: usize) {
        let older: Vec<Msg> = self.turns.drain(..self.turns.len() - keep).collect();
        let summary = self.model.summarize(&render(&older)).await;
        self.digest.text = summary;
        self.digest_tokens = encode(&self.digest.text).len();
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        reports_error(
            &found,
            "messages are dropped from `self.turns` (`drain`) while the summary kept in `self.digest.text`"
        ),
        "{found:?}"
    );

    let count_only = variant(source, "        self.digest.text = summary;\n", "");
    assert_eq!(findings(&count_only), pairs(&[("RG008", "truncate")]));
}

/// Twenty-third round: a conversation kept as SQL rows. A `DELETE` of one conversation's rows
/// older than a cut-off (`AND sent_at < ?2`, after looking up the timestamp of the newest N)
/// is a host-side cut by age (RG008); all of its rows deleted under the conversation's key
/// in a reset-named method nothing calls is the conversation removed whole, an explicit reset
/// (a note), as `threads.remove(&thread_id)` is; the same delete in the agent's own turn is an
/// error. A delete on a condition the statement cannot show as age or position
/// (`AND kind = 'tool'`) is not taken for either, and neither is a table of something else; rows
/// deleted whole and inserted again by a function that calls no model are a save.
#[test]
fn a_sql_delete_of_a_conversations_rows_is_a_store_edit() {
    let source = r#"
pub struct ThreadLog { db: Pool }
impl ThreadLog {
    pub async fn forget_thread(&self, thread_id: &str, keep: Option<i64>) -> Result<()> {
        if let Some(n) = keep {
            let cutoff: i64 = sqlx::query_scalar(
                "SELECT MIN(sent_at) FROM (SELECT sent_at FROM turns WHERE thread_id = ?1 ORDER BY sent_at DESC LIMIT ?2)",
            )
            .bind(thread_id)
            .bind(n)
            .fetch_one(&self.db)
            .await?;
            sqlx::query("DELETE FROM turns WHERE thread_id = ?1 AND sent_at < ?2")
                .bind(thread_id)
                .bind(cutoff)
                .execute(&self.db)
                .await?;
        } else {
            sqlx::query("DELETE FROM turns WHERE thread_id = ?1")
                .bind(thread_id)
                .execute(&self.db)
                .await?;
        }
        Ok(())
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(
        note_starting(&found[0], "`turns` is cut host-side (`DELETE`)"),
        "{found:?}"
    );
    assert!(
        note_containing(&found[1], "(the whole conversation under `thread_id`)")
            && found[1].1.contains("an explicit reset"),
        "{found:?}"
    );

    // The same statements built with `format!` on a configured table, in the agent's turn.
    let in_turn = r#"
pub struct Agent { conn: Connection, table: String }
impl Agent {
    pub async fn run_turn(&self, chat_id: &str) -> Result<()> {
        let table = self.table.clone();
        self.conn.execute(&format!("DELETE FROM {table} WHERE chat_id = ?1"), params![chat_id])?;
        Ok(())
    }
}
"#;
    let found = severities(in_turn);
    assert!(
        reports_error(&found, "messages are dropped from `{table}` (`DELETE`)"),
        "{found:?}"
    );

    // All of a conversation's rows deleted and written again from what the function is handed
    // are saved, not dropped; with a model call in the body, what is written back may be its
    // summary, and the delete is still reported.
    let save = r#"
pub async fn save_thread(db: &Pool, thread_id: &str, turns: &[Turn]) -> Result<()> {
    sqlx::query("DELETE FROM turns WHERE thread_id = ?1").bind(thread_id).execute(db).await?;
    for turn in turns {
        sqlx::query("INSERT INTO turns (thread_id, body) VALUES (?1, ?2)")
            .bind(thread_id)
            .bind(&turn.body)
            .execute(db)
            .await?;
    }
    Ok(())
}
"#;
    assert_eq!(severities(save), []);
    let summarised = save.replace(
        "    for turn in turns {",
        "    let digest = llm.summarize(turns).await?;\n    for turn in [digest] {",
    );
    assert_ne!(summarised, save);
    assert!(
        reports_error(
            &severities(&summarised),
            "messages are dropped from `turns` (`DELETE`)"
        ),
        "{:?}",
        severities(&summarised)
    );

    let chosen = variant(source, "AND sent_at < ?2", "AND kind = 'tool'");
    assert_eq!(severities(&chosen).len(), 1, "{:?}", severities(&chosen));
    let other_table = variant(source, "FROM turns WHERE", "FROM invoices WHERE");
    assert_eq!(severities(&other_table), []);
}

/// Twenty-third round: a bot whose command enum's reset variant calls the function that empties
/// the chat (`Cmd::Wipe => wipe_chat(state, chat).await`) runs a reset the user asked for: a
/// note naming the command, as a `clear` inside the arm is. The same function called from an
/// arm that asks for no reset (`Cmd::Summon => wipe_chat(..)`), a function not named as a reset
/// (`Cmd::RemoveStale => prune_stale(..)`), or a partial drop there, keeps the error.
#[test]
fn a_reset_commands_arm_calling_the_clearing_function_is_a_reset() {
    let source = r#"
type Logs = Arc<Mutex<HashMap<i64, Vec<ChatMessage>>>>;
async fn wipe_chat(state: Logs, chat: i64) {
    let mut guard = state.lock().unwrap();
    let messages = guard.entry(chat).or_default();
    messages.clear();
}
async fn dispatch(state: Logs, chat: i64, cmd: Cmd) {
    match cmd {
        Cmd::Wipe => wipe_chat(state, chat).await,
        Cmd::Ask(q) => answer(state, chat, q).await,
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(
            &found[0],
            "(an explicit reset: the command `Cmd::Wipe` asks for it)"
        ),
        "{found:?}"
    );

    let not_reset = variant(source, "Cmd::Wipe =>", "Cmd::Summon =>");
    assert_eq!(single_severity(&not_reset), "error");
    // A strategy's variant named with a removal verb calling a function that does more than
    // start over (`Cmd::RemoveStale => prune_stale(..)`) is no reset command.
    let strategy = source
        .replace("Cmd::Wipe =>", "Cmd::RemoveStale =>")
        .replace("wipe_chat", "prune_stale");
    assert_ne!(strategy, source);
    assert_eq!(single_severity(&strategy), "error");
    let partial = variant(source, "messages.clear();", "messages.pop();");
    assert_eq!(single_severity(&partial), "error");
}

/// Twenty-third round: a conversation removed whole from a map held in a `static`
/// (`CONVERSATIONS.lock().await.remove(&user_id)`) by a reset-named function nothing calls is an
/// explicit reset (a note), as for a map held in `self`. In a function not named as a reset,
/// the removal stays an error.
#[test]
fn a_reset_of_a_conversation_held_in_a_static_is_a_reset() {
    let source = r#"
static CONVERSATIONS: Lazy<Mutex<HashMap<i64, Vec<Message>>>> = Lazy::new(Default::default);
pub async fn reset_dialog(user_id: i64) {
    let mut dialogs = CONVERSATIONS.lock().await;
    dialogs.remove(&user_id);
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(&found[0], "(the whole conversation under `user_id`)")
            && found[0].1.contains("an explicit reset"),
        "{found:?}"
    );

    let not_reset = variant(source, "reset_dialog", "rotate_dialog");
    assert_eq!(single_severity(&not_reset), "error");
}

/// Twenty-third round (a gap the twenty-first round left): one conversation reached in a map of
/// them through `get_mut(id).ok_or(..)?` (or `ok_or_else`, `context`) is the conversation
/// `get_mut(id).unwrap()` reaches: its oldest entries drained past a count are a host-side cut
/// (RG008), and a `retain` there on what the entries say is a chosen drop (RG002).
#[test]
fn a_conversation_reached_through_ok_or_is_the_window() {
    let source = r#"
pub struct Rooms { rooms: Mutex<HashMap<String, Room>> }
pub struct Room { log: Vec<ChatMessage> }
impl Rooms {
    pub fn append(&self, id: &str, msg: ChatMessage, cap: usize) -> Result<(), RoomError> {
        let mut rooms = self.rooms.lock().map_err(|_| RoomError::Poisoned)?;
        let room = rooms.get_mut(id).ok_or(RoomError::Missing)?;
        room.log.push(msg);
        let excess = room.log.len().saturating_sub(cap);
        room.log.drain(..excess);
        Ok(())
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    let with_context = variant(
        source,
        ".ok_or(RoomError::Missing)?",
        ".with_context(|| format!(\"no room {id}\"))?",
    );
    assert_eq!(findings(&with_context), pairs(&[("RG008", "truncate")]));

    let chosen = variant(
        source,
        "room.log.drain(..excess);",
        "room.log.retain(|m| !m.content.contains(\"ok\"));",
    );
    assert_eq!(findings(&chosen), pairs(&[("RG002", "drop")]));
}

/// Twenty-third round: a chat server's handler that fills the request it hands the engine with
/// the session's history (`req.messages = Some(history.clone())` for `Json(mut req):
/// Json<GenerateRequest>`, a `let mut body = ChatPayload::default()` cut to the newest turns, or
/// `if let Ok(mut req) = serde_json::from_str::<GenerateRequest>(&text)`) builds a copy for one
/// call: no edit of the conversation. A request the agent keeps in itself
/// (`self.request.messages`) or is handed (`req: &mut GenerateRequest`, or by value) may hold
/// its turns, and a cut there is still reported.
#[test]
fn a_request_built_for_one_call_is_not_the_conversation() {
    let source = r#"
pub async fn generate(State(app): State<App>, Json(mut req): Json<GenerateRequest>) -> Response {
    let history = app.sessions.lock().await.get(&req.session).cloned().unwrap_or_default();
    req.messages = Some(history.clone());
    app.engine.run(req).await
}
pub async fn ask(app: &App, turns: &[Message]) -> Response {
    let mut body = ChatPayload::default();
    body.messages = turns.to_vec();
    body.messages.drain(..body.messages.len().saturating_sub(8));
    app.engine.send(body).await
}
pub async fn on_socket(app: &App, text: String) {
    if let Ok(mut req) = serde_json::from_str::<GenerateRequest>(&text) {
        let turns = app.turns(&req.session).await;
        req.messages = Some(turns);
        app.engine.run(req).await;
    }
}
"#;
    assert_eq!(findings(source), pairs(&[]));

    let kept = r#"
pub struct Bot { request: GenerateRequest }
impl Bot {
    pub fn forget(&mut self) {
        self.request.messages.retain(|m| m.role != "tool");
    }
}
"#;
    assert_eq!(findings(kept), pairs(&[("RG002", "drop")]));
    let handed = r#"
pub fn forget(req: &mut GenerateRequest) {
    req.messages.retain(|m| m.role != "tool");
}
"#;
    assert_eq!(findings(handed), pairs(&[("RG002", "drop")]));
    // A request handed in by value carries the caller's conversation: cutting it and handing
    // it on is a drop.
    let by_value = handed.replace("req: &mut GenerateRequest", "mut req: GenerateRequest");
    assert_ne!(by_value, handed);
    assert_eq!(findings(&by_value), pairs(&[("RG002", "drop")]));
}

/// Twenty-third round: a compaction hook of an agent framework whose conversation sits behind
/// a trait (`session: &mut dyn Session`, or `ctx.session_mut()` of a context it is handed) and
/// is edited with `replace_range(range, items)`: the older range replaced with the model's
/// summary is a rewrite (RG001), old tool results replaced by a placeholder one at a time are a
/// drop (RG002). A shared borrow (`&dyn Session`) edits nothing, a trait named for something
/// else (`&mut dyn Cache`) is no conversation, and an accessor named for anything else
/// (`ctx.config_mut()`) hands out no window.
#[test]
fn a_conversation_behind_a_session_trait_edited_by_replace_range_is_seen() {
    let source = r#"
pub struct Compactor { keep: usize }
impl Compactor {
    fn blank_old_results(&self, session: &mut dyn Session) -> Result<()> {
        let items = session.items().to_vec();
        let cut = items.len().saturating_sub(self.keep);
        for (i, item) in items.iter().enumerate().take(cut) {
            if item.role == Role::Tool {
                session.replace_range(i..i + 1, vec![Item::tool("[output removed]")])?;
            }
        }
        Ok(())
    }
    async fn fold(&self, ctx: &mut dyn HookContext) -> Result<()> {
        let items = ctx.session().items().to_vec();
        let range = 0..items.len() - self.keep;
        let reply = ctx.model().complete(&render(&items[range.clone()])).await?;
        ctx.session_mut().replace_range(range, vec![Item::assistant(reply.text())])?;
        Ok(())
    }
}
"#;
    assert_eq!(
        findings(source),
        pairs(&[("RG002", "drop"), ("RG001", "rewrite")])
    );

    let shared = variant(source, "session: &mut dyn Session", "session: &dyn Session");
    assert_eq!(findings(&shared), pairs(&[("RG001", "rewrite")]));
    let other_trait = variant(
        source,
        "session: &mut dyn Session",
        "session: &mut dyn Cache",
    );
    assert_eq!(findings(&other_trait), pairs(&[("RG001", "rewrite")]));
    let other_accessor = variant(source, "ctx.session_mut()", "ctx.config_mut()");
    assert_eq!(findings(&other_accessor), pairs(&[("RG002", "drop")]));
}

/// Twenty-third round: the text a function formats for a summariser
/// (`format_messages_for_summary(&older)`, a summary noun after `for`) is the summariser's
/// input, not a summary: sending it to the model is no re-summary (RG003). A value named as a
/// summary (`previous_summary`) sent back to be summarised again still is.
#[test]
fn text_formatted_for_a_summary_is_no_summary() {
    let source = r#"
pub async fn fold(session: &mut Session, llm: &dyn LlmClient) -> Result<()> {
    let older = session.messages[..10].to_vec();
    let text = format_messages_for_summary(&older);
    let reply = llm.chat("Summarize this conversation.", &[Message::text("user", &text)]).await?;
    session.notes.push(reply);
    Ok(())
}
fn format_messages_for_summary(messages: &[Message]) -> String {
    messages.iter().map(|m| m.text.clone()).collect::<Vec<_>>().join("\n")
}
"#;
    assert_eq!(findings(source), pairs(&[]));

    let resummarised = variant(
        source,
        "let text = format_messages_for_summary(&older);",
        "let text = session.previous_summary.clone();",
    );
    assert_eq!(findings(&resummarised), pairs(&[("RG003", "rewrite")]));
}

/// Twenty-third round: the oldest messages spliced out for the model's reply
/// (`history.splice(0..n, vec![Message::assistant(reply)])`) are rewritten with model-authored
/// text (RG001), however the range is written; spliced out for a marker the host writes
/// (`format!("[{n} messages omitted]")`), they are a host-side cut (RG008).
#[test]
fn a_range_spliced_out_for_a_model_reply_is_a_rewrite() {
    let source = r#"
pub async fn fold(history: &mut Vec<Message>, llm: &Llm, n: usize) {
    let reply = llm.complete(&render(&history[..n])).await;
    history.splice(0..n, vec![Message::assistant(reply.text())]);
}
"#;
    assert_eq!(findings(source), pairs(&[("RG001", "rewrite")]));

    let marker = variant(
        source,
        "Message::assistant(reply.text())",
        "Message::assistant(format!(\"[{n} messages omitted]\"))",
    );
    assert_eq!(findings(&marker), pairs(&[("RG008", "truncate")]));
}

/// Twenty-fourth round: a window refilled with the newest turns that fit a token budget, each
/// turn prepended to a local with `kept.splice(0..0, turn)` (a splice over an empty range takes
/// nothing out, like `insert(0, ..)`), and given back through
/// `kept.into_iter().map(|m| (m, None)).collect()` (each item changed, none left out), is a
/// host-side cut by budget (RG008), as the same refill with `insert(0, ..)` and `= kept` is.
/// Items chosen by what they say, or the kept items filtered on the way back, are still a drop.
#[test]
fn a_budget_refill_prepending_with_splice_is_a_host_cut() {
    let source = r#"
pub struct Thread { turns: Vec<(Note, Option<usize>)>, budget: usize }
impl Thread {
    pub fn fit_to_budget(&mut self) {
        let mut kept = Vec::new();
        let mut spent = 0;
        let mut end = self.turns.len();
        while end > 0 {
            let start = exchange_start(&self.turns, end);
            let cost: usize = self.turns[start..end].iter().map(|(n, c)| c.unwrap_or(n.len())).sum();
            if spent + cost <= self.budget {
                spent += cost;
                kept.splice(0..0, self.turns[start..end].iter().map(|(n, _)| n.clone()));
                end = start;
            } else {
                break;
            }
        }
        self.turns = kept.into_iter().map(|n| (n, None)).collect();
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));

    let filtered = variant(
        source,
        "kept.into_iter().map(|n| (n, None)).collect()",
        "kept.into_iter().filter(|n| !n.is_tool_output()).map(|n| (n, None)).collect()",
    );
    assert_eq!(findings(&filtered), pairs(&[("RG002", "drop")]));

    let chosen = r#"
pub struct Thread { turns: Vec<(Note, Option<usize>)> }
impl Thread {
    pub fn keep_pinned(&mut self) {
        let mut kept = Vec::new();
        for (note, _) in self.turns.iter().rev() {
            if note.pinned {
                kept.splice(0..0, [note.clone()]);
            }
        }
        self.turns = kept.into_iter().map(|n| (n, None)).collect();
    }
}
"#;
    assert_eq!(findings(chosen), pairs(&[("RG002", "drop")]));
}

/// Twenty-fourth round: a field named for a bound on, or a tally of, a window's messages
/// (`max_messages`, `total_turns`: a setting or a statistic) is a number, not a window:
/// setting it on a store just opened drops nothing. A field named for the messages themselves
/// (`turns`), replaced on that store, still is a drop.
#[test]
fn a_bound_on_a_windows_messages_is_no_window() {
    let source = r#"
pub struct ChatLog { db: Db, turns: Vec<Turn>, max_turns: usize }
impl ChatLog {
    pub fn open_with_limit(path: &Path, max_turns: usize) -> Result<Self> {
        let mut log = Self::open(path)?;
        log.max_turns = max_turns;
        Ok(log)
    }
}
"#;
    assert_eq!(findings(source), pairs(&[]));

    let replaced = variant(
        source,
        "log.max_turns = max_turns;",
        "log.turns = Vec::new();",
    );
    assert_eq!(findings(&replaced), pairs(&[("RG002", "drop")]));
}

/// Twenty-fourth round: a builder (`fn with_turns(mut self, turns) -> Self`, `self` by value
/// and `Self` returned) sets the window of the value it is building: even when linted code
/// calls it (`Transcript::new(n).with_turns(saved)`), it drops nothing, a load note. A method
/// that replaces the window of an existing value (`&mut self`) called by linted code keeps its
/// error: that caller may hand in a cut copy.
#[test]
fn a_builder_setting_its_window_is_a_load_whoever_calls_it() {
    let source = r#"
pub struct Transcript { turns: Vec<Turn>, limit: usize }
impl Transcript {
    pub fn new(limit: usize) -> Self { Transcript { turns: Vec::new(), limit } }
    pub fn with_turns(mut self, turns: Vec<Turn>) -> Self {
        self.turns = turns;
        self
    }
}
pub fn reopen(saved: Vec<Turn>, limit: usize) -> Transcript {
    Transcript::new(limit).with_turns(saved)
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(&found[0], "(a load: the builder sets the window"),
        "{found:?}"
    );

    let setter = source
        .replace(
            "pub fn with_turns(mut self, turns: Vec<Turn>) -> Self {",
            "pub fn set_turns(&mut self, turns: Vec<Turn>) {",
        )
        .replace("        self\n    }", "    }")
        .replace(
            "pub fn reopen(saved: Vec<Turn>, limit: usize) -> Transcript {\n    Transcript::new(limit).with_turns(saved)",
            "pub fn reopen(transcript: &mut Transcript, saved: Vec<Turn>) {\n    transcript.set_turns(saved);",
        );
    assert_ne!(setter, source);
    assert_eq!(single_severity(&setter), "error");
}

/// Twenty-fourth round: the newest messages drained into a local (`let recent: Vec<_> =
/// turns.drain(keep..).collect()`) and put back after the window is cleared are set aside, as
/// with `split_off(keep)`: a summary put in front of them is one rewrite (RG001, at the
/// `clear`), not also a drop at the `drain`; put back with nothing in front, only the part
/// before `keep` is gone, a cut by position (RG008). Everything drained and only some of it put
/// back is still a drop.
#[test]
fn a_tail_drained_aside_and_put_back_is_set_aside() {
    let source = r#"
pub struct Journal { turns: Vec<Turn> }
impl Journal {
    pub fn fold_in(&mut self, summary: &str, keep: usize) {
        let cut = self.turns.len().saturating_sub(keep);
        let recent: Vec<Turn> = self.turns.drain(cut..).collect();
        self.turns.clear();
        self.turns.push(Turn::system(format!("Earlier: {summary}")));
        self.turns.extend(recent);
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG001", "rewrite")]));

    let no_summary = variant(
        source,
        "        self.turns.push(Turn::system(format!(\"Earlier: {summary}\")));\n",
        "",
    );
    assert_eq!(findings(&no_summary), pairs(&[("RG008", "truncate")]));

    let filtered = no_summary.replace("drain(cut..)", "drain(..)").replace(
        "self.turns.extend(recent);",
        "self.turns.extend(recent.into_iter().filter(|t| !t.is_tool()));",
    );
    assert_ne!(filtered, no_summary);
    assert!(findings(&filtered).contains(&("RG002".to_owned(), "drop".to_owned())));
}

/// Twenty-fourth round: an accessor that hands out one message of a window mutably
/// (`self.turns.get_mut(i)`, `last_mut()`) is reported as such (RG007: callers can rewrite that
/// message), not as handing out the whole window, which keeps its own message.
#[test]
fn an_accessor_handing_out_one_message_mutably_says_so() {
    let source = r#"
pub struct Chat { turns: VecDeque<Turn> }
impl Chat {
    pub fn turn_mut(&mut self, back: usize) -> Option<&mut Turn> {
        let at = self.turns.len().checked_sub(back)?;
        self.turns.get_mut(at)
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        reports_error(
            &found,
            "returns mutable access to one message of the context window `self.turns`"
        ),
        "{found:?}"
    );

    let whole = source
        .replace("Option<&mut Turn>", "&mut VecDeque<Turn>")
        .replace(
            "        let at = self.turns.len().checked_sub(back)?;\n        self.turns.get_mut(at)",
            "        &mut self.turns",
        );
    assert_ne!(whole, source);
    assert!(
        reports_error(
            &severities(&whole),
            "returns mutable access to the context window `self.turns`"
        ),
        "{whole}"
    );
}

/// Twenty-fifth round: a window replaced with what a method of its own type returns, when that
/// method only reads `self` and hands back slices of the window chosen by position (`[head,
/// tail].concat()` of `self.turns[..n].to_vec()` and `self.turns[len - k..].to_vec()`, or the
/// turns from the last marker on), is cut by position (RG008), as the same slices written inline
/// are. A helper that picks the turns by what they say (`filter(|t| t.pinned)`) still makes the
/// replacement a drop (RG002).
#[test]
fn a_window_replaced_with_a_helpers_positional_slices_is_a_host_cut() {
    let source = r#"
pub struct Transcript { turns: Vec<Turn> }
impl Transcript {
    pub fn shrink(&mut self) {
        self.turns = self.ends(1, 4);
    }
    fn ends(&self, head: usize, tail: usize) -> Vec<Turn> {
        if let Some(at) = self.turns.iter().rposition(|t| t.is_marker()) {
            return self.turns[at..].to_vec();
        }
        let first = self.turns[..head].to_vec();
        let recent = self.turns[self.turns.len() - tail..].to_vec();
        [first, recent].concat()
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));

    let chosen = variant(
        source,
        "let recent = self.turns[self.turns.len() - tail..].to_vec();",
        "let recent: Vec<Turn> = self.turns.iter().filter(|t| t.pinned).cloned().collect();",
    );
    assert_eq!(findings(&chosen), pairs(&[("RG002", "drop")]));

    let extra = variant(
        source,
        "[first, recent].concat()",
        "[first, recent, extra].concat()",
    );
    assert_eq!(findings(&extra), pairs(&[("RG002", "drop")]));
}

/// Twenty-fifth round: a window moved item by item into a local (`for turn in
/// self.turns.drain(..) { rebuilt.push(turn); .. }`) that receives every item, by a statement
/// of the loop body itself, and is put back (`self.turns = rebuilt`) loses nothing, even with
/// synthetic items added between (a placeholder after each unanswered call): no finding, as
/// for `mem::take` and put back. A push under a condition, or a `continue` that can skip it,
/// leaves items out: still a drop (RG002).
#[test]
fn a_window_moved_item_by_item_into_a_local_put_back_loses_nothing() {
    let source = r#"
pub struct Transcript { turns: Vec<Turn> }
impl Transcript {
    pub fn repair(&mut self) {
        let mut rebuilt: Vec<Turn> = Vec::with_capacity(self.turns.len());
        for turn in self.turns.drain(..) {
            let asks = turn.is_call();
            rebuilt.push(turn);
            if asks {
                rebuilt.push(Turn::placeholder());
            }
        }
        self.turns = rebuilt;
    }
}
"#;
    assert_eq!(findings(source), pairs(&[]));

    let conditional = variant(
        source,
        "            rebuilt.push(turn);\n",
        "            if !turn.is_empty() {\n                rebuilt.push(turn);\n            }\n",
    );
    assert_eq!(findings(&conditional), pairs(&[("RG002", "drop")]));

    let skipping = variant(
        source,
        "            let asks = turn.is_call();\n",
        "            let asks = turn.is_call();\n            if turn.is_stale() {\n                continue;\n            }\n",
    );
    assert_eq!(findings(&skipping), pairs(&[("RG002", "drop")]));
}

/// Twenty-fifth round: the newest turn set aside (`let pending = self.turns.pop().ok_or(..)?`,
/// or `.unwrap()`) while the older ones are summarised, and put into the window's new value
/// (`self.turns = vec![system, summary, pending]`), is one rewrite: reported once, where the
/// window is replaced (RG001), as a `push(pending)` already made the `pop` a move. When the new
/// value leaves it out, the `pop` still drops it (RG002 as well).
#[test]
fn a_turn_set_aside_and_put_into_the_compacted_window_is_one_rewrite() {
    let source = r#"
pub struct Transcript { turns: Vec<Turn>, system: Turn, llm: Llm }
impl Transcript {
    pub fn compact(&mut self) -> Result<(), Error> {
        let pending = self.turns.pop().ok_or(Error::Empty)?;
        let summary = self.llm.summarize(&self.turns[1..])?;
        self.turns = vec![self.system.clone(), Turn::note(summary), pending];
        Ok(())
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG001", "rewrite")]));

    let unwrapped = variant(source, ".ok_or(Error::Empty)?", ".unwrap()");
    assert_eq!(findings(&unwrapped), pairs(&[("RG001", "rewrite")]));

    let left_out = variant(
        source,
        "Turn::note(summary), pending]",
        "Turn::note(summary)]",
    );
    assert_eq!(
        findings(&left_out),
        pairs(&[("RG002", "drop"), ("RG001", "rewrite")])
    );
}

/// Twenty-fifth round: a window replaced with a list of new system messages alone
/// (`self.turns = vec![Turn::system(prompt)]`, or `vec![sys]` with `sys` built with `role:
/// Role::System`) starts over from a system prompt: with nothing in the linted code calling it,
/// an explicit reset (a note), as a `clear` is. A list that also carries another message, or a
/// reset the agent's own loop calls, keeps its error.
#[test]
fn a_window_reset_to_a_new_system_prompt_is_an_explicit_reset() {
    let source = r#"
pub struct Transcript { turns: Vec<Turn> }
impl Transcript {
    pub fn new_session(&mut self, prompt: &str) {
        let sys = Turn { role: Role::System, text: prompt.to_string() };
        self.turns = vec![sys];
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(
            &found[0],
            "(an explicit reset: nothing in the linted code calls it)"
        ),
        "{found:?}"
    );

    let inline = variant(
        source,
        "        let sys = Turn { role: Role::System, text: prompt.to_string() };\n        self.turns = vec![sys];",
        "        self.turns = vec![Turn::system(prompt)];",
    );
    assert_eq!(single_severity(&inline), "note");

    let with_user = variant(source, "vec![sys]", "vec![sys, Turn::user(\"hello\")]");
    assert_eq!(single_severity(&with_user), "error");

    let from_loop = variant(
        source,
        "impl Transcript {",
        "impl Transcript {\n    pub fn run_turn(&mut self, prompt: &str) {\n        self.new_session(prompt);\n    }",
    );
    assert_eq!(single_severity(&from_loop), "error");
}

/// Twenty-fifth round: a `retain` that keeps every message but those of one variant whose single
/// payload is empty (`|t| if let Body::Results(r) = &t.body { !r.is_empty() } else { true }`,
/// or the same `match` with `_ => true`) drops only messages that hold nothing, left behind when
/// the results they carried were removed: no finding. A variant with a second field (the
/// question of a question-and-answer pair), a test on a field rather than a variant's one
/// payload, or `else { false }` keeps the drop (RG002).
#[test]
fn a_retain_dropping_only_emptied_variants_loses_nothing() {
    let source = r#"
pub struct Transcript { turns: Vec<Turn> }
impl Transcript {
    pub fn tidy(&mut self) {
        self.turns.retain(|t| {
            if let Body::Results(results) = &t.body {
                !results.is_empty()
            } else {
                true
            }
        });
    }
}
"#;
    assert_eq!(findings(source), pairs(&[]));

    let by_match = variant(
        source,
        "            if let Body::Results(results) = &t.body {\n                !results.is_empty()\n            } else {\n                true\n            }",
        "            match &t.body {\n                Body::Results(results) => !results.is_empty(),\n                _ => true,\n            }",
    );
    assert_eq!(findings(&by_match), pairs(&[]));

    let pair = variant(
        source,
        "Body::Results(results)",
        "Body::Exchange(question, results)",
    );
    assert_eq!(findings(&pair), pairs(&[("RG002", "drop")]));

    let field = variant(
        source,
        "            if let Body::Results(results) = &t.body {\n                !results.is_empty()\n            } else {\n                true\n            }",
        "            !t.reply.is_empty()",
    );
    assert_eq!(findings(&field), pairs(&[("RG002", "drop")]));

    let otherwise_dropped = variant(
        source,
        "            } else {\n                true",
        "            } else {\n                false",
    );
    assert_eq!(findings(&otherwise_dropped), pairs(&[("RG002", "drop")]));
}

/// Twenty-sixth round: a map of sessions behind a lock whose values hold the messages beside
/// bookkeeping. Trimming a session's messages past a count, in a helper handed `&mut` the
/// value taken from the map, is a host-side cut (RG008); trimming the ring of reply ids kept
/// beside them drops no text (no finding), unless that ring holds messages too. Removing a
/// whole session by key is an explicit reset (a note).
#[test]
fn a_session_maps_trim_helper_cuts_messages_but_not_the_ids_beside_them() {
    let source = r#"
pub struct Session { messages: VecDeque<ChatMessage>, reply_ids: VecDeque<String> }
pub struct Threads { sessions: RwLock<HashMap<String, Session>>, cap: usize }
impl Threads {
    pub async fn append(&self, id: &str, message: ChatMessage, reply: String) {
        let mut sessions = self.sessions.write().await;
        let session = sessions.entry(id.to_string()).or_insert_with(Session::default);
        session.messages.push_back(message);
        session.reply_ids.push_back(reply);
        self.trim(session);
    }
    fn trim(&self, session: &mut Session) {
        while session.messages.len() > self.cap {
            session.messages.pop_front();
        }
        while session.reply_ids.len() > 8 {
            session.reply_ids.pop_front();
        }
    }
}
"#;
    let found = finding_fields(source, "rule", "message");
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].0, "RG008", "{found:?}");
    assert!(found[0].1.contains("`session.messages`"), "{found:?}");

    let replies_kept = source
        .replace(
            "reply_ids: VecDeque<String>",
            "replies: VecDeque<ChatMessage>",
        )
        .replace("reply: String", "reply: ChatMessage")
        .replace("session.reply_ids", "session.replies");
    assert_ne!(replies_kept, source);
    let found = finding_fields(&replies_kept, "rule", "message");
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(found.iter().all(|(rule, _)| rule == "RG008"), "{found:?}");

    let forgotten = variant(
        source,
        "impl Threads {",
        "impl Threads {\n    pub async fn forget(&self, id: &str) {\n        self.sessions.write().await.remove(id);\n    }",
    );
    let found = severities(&forgotten);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(
        found
            .iter()
            .any(|f| note_containing(f, "(an explicit reset")),
        "{found:?}"
    );
}

/// Twenty-seventh round: a user command that filters the window down to its system messages
/// (`messages.retain(|m| m["role"].as_str() == Some("system"))` in the `if` branch of
/// `"/clear"`) starts over as a whole-window `clear` there does: a note naming the command.
/// The same filter outside a command, or a filter keeping the user's messages, stays an error.
#[test]
fn a_user_command_filtering_down_to_the_system_prompt_is_a_reset() {
    let source = r#"
pub async fn handle_signal(signal: &str, messages: &mut Vec<Value>, client: &Client) {
    if signal == "/clear" {
        messages.retain(|m| m["role"].as_str() == Some("system"));
    } else {
        let reply = client.chat(messages).await;
        messages.push(reply);
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(&found[0], "the user command \"/clear\" asks for it"),
        "{found:?}"
    );

    let no_command = source
        .replace("signal: &str", "forget: bool")
        .replace("signal == \"/clear\"", "forget");
    assert_ne!(no_command, source);
    assert_eq!(single_severity(&no_command), "error");

    let keeps_users = variant(source, "Some(\"system\")", "Some(\"user\")");
    assert_eq!(single_severity(&keeps_users), "error");
}

/// Twenty-seventh round: a handler whose window is a `&mut` parameter assigns it a model's
/// summary in one command (`*messages = compacted`) and a saved snapshot in another
/// (`*messages = snap` for `"/undo"`). The window is no summary kept beside itself: the
/// snapshot put back is the user's command (a note), not "a rewrite while the summary kept in
/// `*messages` stands in". A summary handed back through another `&mut` parameter still
/// stands in for what the body cuts.
#[test]
fn a_window_parameter_is_no_summary_kept_beside_itself() {
    let source = r#"
pub async fn handle_signal(signal: &str, messages: &mut Vec<Value>, undo: &mut Option<Vec<Value>>, client: &Client) {
    if signal == "/undo" {
        if let Some(snap) = undo.take() {
            *messages = snap;
        }
        return;
    }
    if signal == "/compact" {
        let compacted = client.summarize(messages).await;
        *messages = compacted;
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(
        note_containing(&found[0], "the user command \"/undo\" asks for it"),
        "{found:?}"
    );
    assert!(
        reports_error(
            &found[1..],
            "`messages` is rewritten with model-authored text"
        ),
        "{found:?}"
    );

    // Contrast: the summary handed back through a `&mut` parameter that is not the window.
    let beside = r#"
pub async fn compact(messages: &mut Vec<Message>, digest: &mut Option<String>, client: &Client) {
    let summary = client.summarize(messages).await;
    *digest = Some(summary.clone());
    messages.clear();
}
"#;
    let found = severities(beside);
    assert!(
        reports_error(
            &found,
            "messages are dropped from `messages` (`clear`) while the summary kept in `*digest`"
        ),
        "{found:?}"
    );
}

/// Twenty-seventh round: a condensing loop finds its next step with a helper whose name reads
/// as a compaction (`let Some(i) = next_condensable(&history)`) and condenses `history[i]`.
/// The index is a position, not text: the message at it is the history's own, so condensing
/// it is no rewrite of a rewrite (no RG003; the splice stays RG001). Condensing the condensed
/// value again still is.
#[test]
fn a_message_at_a_position_a_compaction_helper_gave_is_the_windows_text() {
    let source = r#"
fn next_condensable(messages: &[Message]) -> Option<usize> {
    (0..messages.len()).find(|&i| messages[i].role == Role::Tool)
}

pub fn trim_to_budget(history: Vec<Message>) -> Vec<Message> {
    let mut history = history;
    while let Some(i) = next_condensable(&history) {
        let merged = condense_step(&history[i], &history[i + 1]);
        history.splice(i..=i + 1, [merged]);
    }
    history
}
"#;
    assert_eq!(findings(source), pairs(&[("RG001", "rewrite")]));

    let twice = variant(
        source,
        "let merged = condense_step(&history[i], &history[i + 1]);",
        "let first = condense_step(&history[i], &history[i + 1]);\n        let merged = condense_step(&first, &history[i + 1]);",
    );
    assert_eq!(
        findings(&twice),
        pairs(&[("RG003", "rewrite"), ("RG001", "rewrite")])
    );
}

/// Twenty-seventh round: a compaction keeps the first message in a local
/// (`let system = messages[0].clone()`), summarises `messages[1..tail_start]` and rebuilds the
/// window as `vec![system, synthetic]` plus the tail, the summary at index 1, where its next
/// run's range starts: RG003 beside the RG001, also when the summary's text also names a
/// count called like it (`n_summarized = to_summarize.len()`, a number, not a summary). A range
/// that starts after the summary, or a local that holds another message than the first, is
/// no re-summary.
#[test]
fn a_summary_after_the_first_message_kept_in_a_local_is_summarised_again() {
    let source = r#"
pub async fn compact(messages: &mut Vec<Message>, client: &Client) -> Result<()> {
    let system = messages[0].clone();
    let tail_start = messages.len() - 8;
    let to_summarize = &messages[1..tail_start];
    let n_summarized = to_summarize.len();
    let summary = client.summarize(to_summarize).await?;
    let synthetic = Message::system(format!("[Compacted {} messages: {}]", n_summarized, summary));
    let tail = messages[tail_start..].to_vec();
    let mut rebuilt = vec![system, synthetic];
    rebuilt.extend(tail);
    *messages = rebuilt;
    Ok(())
}
"#;
    assert_eq!(
        findings(source),
        pairs(&[("RG003", "rewrite"), ("RG001", "rewrite")])
    );

    let after_summary = variant(
        source,
        "&messages[1..tail_start]",
        "&messages[2..tail_start]",
    );
    assert_eq!(findings(&after_summary), pairs(&[("RG001", "rewrite")]));

    let second_message = variant(source, "messages[0].clone()", "messages[1].clone()");
    assert_eq!(findings(&second_message), pairs(&[("RG001", "rewrite")]));
}

/// Twenty-seventh round: old tool outputs overwritten in a loop over the window with their own
/// first characters and a note the host writes (`let head: String =
/// m.content.chars().take(200).collect(); m.content = format!("{head}\n[... elided {} bytes]",
/// m.content.len())`), or with what a truncating helper returns for them
/// (`truncate_text(&m.content, 400)`), are cut by length: RG008, as
/// `entry.text.truncate_safe(n)` is. A placeholder that keeps none of the text, or the start
/// of another field, still drops it (RG002).
#[test]
fn an_item_text_overwritten_with_its_own_head_is_a_cut() {
    let source = r#"
pub fn prune_old_turns(messages: &mut [Message], cutoff: usize) {
    for m in &mut messages[..cutoff] {
        if m.role == Role::Tool && m.content.len() > 800 {
            let head: String = m.content.chars().take(200).collect();
            m.content = format!("{head}\n[... elided {} bytes]", m.content.len());
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));

    let helper = source
        .replace(
            "            let head: String = m.content.chars().take(200).collect();\n",
            "",
        )
        .replace(
            "format!(\"{head}\\n[... elided {} bytes]\", m.content.len())",
            "truncate_text(&m.content, 400)",
        );
    assert_ne!(helper, source);
    assert_eq!(findings(&helper), pairs(&[("RG008", "truncate")]));

    let placeholder = variant(source, "{head}\\n", "");
    assert_eq!(findings(&placeholder), pairs(&[("RG002", "drop")]));

    let other_field = variant(source, "m.content.chars()", "m.title.chars()");
    assert_eq!(findings(&other_field), pairs(&[("RG002", "drop")]));
}

/// Twenty-eighth round: a bot keeps each user's history as one value of a key-value store
/// (Redis) under a key built by a helper (`history_key(user)`), and a reset command deletes
/// that key. Deleting it removes the conversation whole, as a SQL `DELETE` of all its rows
/// does: a note in a function named as a reset, an error in the agent's own turn. A key
/// that names no history (a prompt's, a game session's) is not a conversation.
#[test]
fn a_history_key_deleted_from_a_key_value_store_is_the_conversation_removed() {
    let source = r#"
async fn history_key(user: u64) -> String {
    format!("{PREFIX}:ai:history:{user}")
}

pub async fn clear_history(user: u64) {
    let key = history_key(user).await;
    redis_delete(&key).await;
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_starting(
            &found[0],
            "messages are dropped from `history_key(user)` (`DEL`)"
        ),
        "{found:?}"
    );
    assert!(
        note_containing(&found[0], "(the whole conversation under `key`)"),
        "{found:?}"
    );

    let in_the_turn = variant(source, "clear_history", "handle_turn");
    assert_eq!(single_severity(&in_the_turn), "error");

    let written_inline = r#"
pub fn run_turn(con: &mut Connection, id: &str) {
    con.del(format!("chat_history:{id}")).unwrap();
}
"#;
    assert_eq!(single_severity(written_inline), "error");

    let prompt_key = source
        .replace(":ai:history:", ":ai:prompt:")
        .replace("history_key", "prompt_key");
    assert_ne!(prompt_key, source);
    assert!(severities(&prompt_key).is_empty());

    let game_session = written_inline.replace("chat_history:{id}", "session:{id}");
    assert_ne!(game_session, written_inline);
    assert!(severities(&game_session).is_empty());
}

/// Twenty-eighth round: a middleware compacts the window into a digest it formats itself
/// from the first characters of each old message (`let summary = format!("[Context Summary
/// ..]\n{}", parts.join("\n"))`), with no model call in the body. The rewrite is reported
/// (RG001) as a digest the host writes there, not as "model-authored text". A summary
/// formatted from a model's reply, or from text the caller hands in, keeps the model wording.
#[test]
fn a_digest_the_body_formats_itself_is_not_model_authored() {
    let source = r#"
pub struct Agent { messages: Vec<Message> }

impl Agent {
    pub fn compact(&mut self, keep: usize) {
        let split = self.messages.len().saturating_sub(keep);
        let old: Vec<Message> = self.messages[1..split].to_vec();
        let mut parts = Vec::new();
        for m in &old {
            let head: String = m.content.chars().take(150).collect();
            parts.push(head);
        }
        let summary = format!("[Context Summary: {} messages]\n{}", old.len(), parts.join("\n"));
        let system = self.messages[0].clone();
        let recent: Vec<Message> = self.messages[split..].to_vec();
        self.messages.clear();
        self.messages.push(system);
        self.messages.push(Message::system(&summary));
        self.messages.extend(recent);
    }
}
"#;
    let found = severities(source);
    assert!(
        reports_error(
            &found,
            "`self.messages` is rewritten with a digest the host writes in `compact` (no model call; `clear`)"
        ),
        "{found:?}"
    );

    let from_model = source
        .replace(
            "pub fn compact(&mut self, keep: usize)",
            "pub async fn compact(&mut self, keep: usize, client: &Client)",
        )
        .replace(
            "let summary = format!(\"[Context Summary: {} messages]\\n{}\", old.len(), parts.join(\"\\n\"));",
            "let reply = client.complete(&parts.join(\"\\n\")).await;\n        let summary = format!(\"[Context Summary]\\n{reply}\");",
        );
    assert_ne!(from_model, source);
    let found = severities(&from_model);
    assert!(
        reports_error(
            &found,
            "`self.messages` is rewritten with model-authored text"
        ),
        "{found:?}"
    );

    let handed_in = source
        .replace(
            "pub fn compact(&mut self, keep: usize)",
            "pub fn compact(&mut self, keep: usize, recap: &str)",
        )
        .replace(
            "let summary = format!(\"[Context Summary: {} messages]\\n{}\", old.len(), parts.join(\"\\n\"));",
            "let summary = format!(\"[Context Summary]\\n{recap}\");",
        );
    assert_ne!(handed_in, source);
    let found = severities(&handed_in);
    assert!(
        reports_error(
            &found,
            "`self.messages` is rewritten with model-authored text"
        ),
        "{found:?}"
    );
}

/// Twenty-eighth round: a bot's service calls its history module through a renamed `use`
/// (`use crate::history as hist;`, then `hist::clear_history(user)`). The call graph follows
/// the rename: a reset reached from a reset-named command says so, and one the bot's message
/// handler reaches is the agent's own edit (an error), where the unresolved path used to leave
/// the reset with "nothing in the linted code calls it".
#[test]
fn a_module_renamed_by_use_is_followed_by_the_call_graph() {
    let history = r#"
async fn history_key(user: u64) -> String {
    format!("bot:history:{user}")
}

pub async fn clear_history(user: u64) {
    let key = history_key(user).await;
    redis_delete(&key).await;
}
"#;
    let bot = r#"
use crate::history as hist;

pub async fn forget_user(user: u64) {
    hist::clear_history(user).await;
}
"#;
    let severities_of = |bot: &str| {
        files_finding_fields(
            &[("history.rs", history), ("bot.rs", bot)],
            "severity",
            "message",
        )
    };
    let found = severities_of(bot);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(
            &found[0],
            "only reset functions lead to it, from `bot::forget_user`"
        ),
        "{found:?}"
    );

    let in_the_handler = bot.replace("forget_user", "on_message");
    assert_ne!(in_the_handler, bot);
    let found = severities_of(&in_the_handler);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].0, "error", "{found:?}");

    let not_renamed = in_the_handler.replace("use crate::history as hist;", "");
    let found = severities_of(&not_renamed);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(&found[0], "nothing in the linted code calls it"),
        "{found:?}"
    );
}

/// Twenty-ninth round: a compaction that starts an empty buffer (`Vec::with_capacity(n)`),
/// pushes the summary into it first, appends the kept tail and replaces the window with it
/// has the summary at the front, where its next run's range (`history[..split_at]`) starts:
/// from its second run on it summarises its own summary (RG003), as with `vec![summary]`.
/// A buffer that gets the system prompt first, or a range that starts after the summary,
/// is not reported.
#[test]
fn a_summary_pushed_first_into_an_empty_buffer_is_summarised_again() {
    let source = r#"
pub struct Agent { llm: Llm, history: Vec<ChatMessage> }

impl Agent {
    pub async fn compact(&mut self) {
        let split_at = self.history.len().saturating_sub(6);
        let older = &self.history[..split_at];
        let summary = self.llm.summarize(older).await;
        let mut compacted = Vec::with_capacity(7);
        compacted.push(ChatMessage::assistant(format!("[summary]\n{summary}")));
        compacted.extend_from_slice(&self.history[split_at..]);
        self.history = compacted;
    }
}
"#;
    let rules = |source: &str| -> Vec<String> {
        findings(source).into_iter().map(|(rule, _)| rule).collect()
    };
    let found = rules(source);
    assert!(found.iter().any(|r| r == "RG001"), "{found:?}");
    assert!(found.iter().any(|r| r == "RG003"), "{found:?}");

    // The summary comes second, after a system prompt the body writes: the front of the
    // window is not a summary.
    let after_prompt = variant(
        source,
        "compacted.push(ChatMessage::assistant(format!",
        "compacted.push(ChatMessage::system(\"You are terse.\"));\n        compacted.push(ChatMessage::assistant(format!",
    );
    let found = rules(&after_prompt);
    assert!(found.iter().any(|r| r == "RG001"), "{found:?}");
    assert!(found.iter().all(|r| r != "RG003"), "{found:?}");

    // The range starts after the summary already at the front.
    let past_summary = variant(
        source,
        "&self.history[..split_at]",
        "&self.history[1..split_at]",
    );
    let found = rules(&past_summary);
    assert!(found.iter().any(|r| r == "RG001"), "{found:?}");
    assert!(found.iter().all(|r| r != "RG003"), "{found:?}");
}

/// Twenty-ninth round: `std::mem::take(&mut messages)` handed to a call, on a local the body
/// declared and never reads again, moves the local's value on whole (a new session created
/// with the first messages): nothing that is read later is emptied. A take of the same local
/// that is read afterwards, of the agent's own field, or of a local standing for that field
/// (its lock guard), still empties a window (RG002).
#[test]
fn a_local_taken_by_its_last_use_is_moved_not_dropped() {
    let source = r#"
pub fn start(store: &Store, cwd: &Path) -> Session {
    let (mut messages, _warning) = initial_messages(cwd);
    let session = store.create(cwd, std::mem::take(&mut messages));
    session
}
"#;
    let drops = |source: &str| -> usize {
        findings(source)
            .iter()
            .filter(|(rule, _)| rule == "RG002")
            .count()
    };
    assert_eq!(drops(source), 0, "{:?}", findings(source));

    // Read again after the take: the window the body goes on using was emptied.
    let read_after = variant(
        source,
        "    session\n}",
        "    send(&messages);\n    session\n}",
    );
    assert_eq!(drops(&read_after), 1, "{:?}", findings(&read_after));

    // The agent's own window, a field: emptied for every later turn.
    let field = source
        .replace(
            "pub fn start(store: &Store, cwd: &Path) -> Session {",
            "pub struct Agent { messages: Vec<Message> }\n\nimpl Agent {\npub fn start(&mut self, store: &Store, cwd: &Path) -> Session {",
        )
        .replace("    let (mut messages, _warning) = initial_messages(cwd);\n", "")
        .replace("&mut messages", "&mut self.messages")
        .replace("    session\n}", "    session\n}\n}");
    assert_ne!(field, source);
    assert_eq!(drops(&field), 1, "{:?}", findings(&field));

    // A local that stands for the field (its lock guard), never read again: the field is
    // emptied all the same.
    let guard = field.replace(
        "    let session = store.create(cwd, std::mem::take(&mut self.messages));",
        "    let mut messages = self.messages.lock().unwrap();\n    let session = store.create(cwd, std::mem::take(&mut messages));",
    );
    assert_ne!(guard, field);
    assert_eq!(drops(&guard), 1, "{:?}", findings(&guard));
}

/// Twenty-ninth round: a chat server registers its handlers on HTTP routes
/// (`.route("/clear/:id", post(clear_history))`). The registration is how a request reaches
/// the handler: a reset it makes is the one the route asks for (a note naming the route),
/// where the unregistered handler is a reset "nothing in the linted code calls". A handler
/// not named as a reset stays an error when a route leads to it.
#[test]
fn a_reset_registered_on_an_http_route_names_the_route() {
    let source = r#"
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/history/:id", get(get_history))
        .route("/clear/:id", post(clear_history))
}

pub async fn clear_history(State(state): State<AppState>, Path(id): Path<String>) -> Json<Value> {
    let mut session = state.sessions.get(&id);
    let system: Vec<Message> = session.messages.into_iter().filter(|m| m.role == "system").collect();
    session.messages = system;
    state.sessions.update(&id, session);
    Json(json!({}))
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(&found[0], "the route \"/clear/:id\" asks for it"),
        "{found:?}"
    );

    let unregistered = variant(
        source,
        "\n        .route(\"/clear/:id\", post(clear_history))",
        "",
    );
    let found = severities(&unregistered);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(&found[0], "nothing in the linted code calls it"),
        "{found:?}"
    );

    let not_a_reset = source.replace("clear_history", "shrink_history");
    let found = severities(&not_a_reset);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].0, "error", "{found:?}");
}

/// Thirtieth round: a chat app keeps the selected conversation's id and per-conversation
/// counters next to its conversations (`selected_conversation_id`, `conv.completed_turn_count`,
/// `conv.last_summary_message_index`). A key or a tally about a window is written like any
/// number: nothing is dropped. The conversations themselves, or a message's text, still are.
#[test]
fn a_key_or_a_tally_named_after_a_conversation_is_not_a_window() {
    let source = r#"
impl ChatStore {
    pub async fn forget(&self, id: Uuid) {
        let mut selected = self.selected_conversation_id.write().await;
        if *selected == Some(id) {
            *selected = None;
        }
    }

    pub fn rewind(&mut self, conv_id: Uuid, start: usize) {
        if let Some(conv) = self.conversations.iter_mut().find(|c| c.id == conv_id) {
            conv.last_summary_message_index = conv.last_summary_message_index.min(start);
            conv.completed_turn_count = 0;
        }
    }
}
"#;
    assert!(findings(source).is_empty(), "{:?}", findings(source));

    // The window named for the conversation, emptied: a drop.
    let window = variant(
        source,
        "self.selected_conversation_id.write()",
        "self.selected_conversation.write()",
    );
    assert_eq!(findings(&window).len(), 1, "{:?}", findings(&window));

    // A conversation's summary text overwritten: a rewrite of what it holds.
    let text = variant(
        source,
        "conv.last_summary_message_index = conv.last_summary_message_index.min(start);",
        "conv.last_summary_message = String::new();",
    );
    assert_eq!(findings(&text).len(), 1, "{:?}", findings(&text));
}

/// Thirtieth round: a desktop chat client saves its history by building a new record
/// (`let mut conversation = Conversation::new(title, model)`) and filling its fields
/// (`conversation.id = id.clone(); conversation.messages = self.chat_history.clone()`), once
/// in each handler that saves. A value the body has just made is given its first values,
/// nothing is dropped. A record built from the history, or one whose messages are set twice,
/// is still an edit of what it held.
#[test]
fn the_fields_of_a_record_just_built_are_filled_not_replaced() {
    let source = r#"
impl ChatApp {
    fn update(&mut self, message: Message) -> Command<Message> {
        match message {
            Message::Save => {
                let mut conversation = Conversation::new(self.title.clone(), self.model.clone());
                conversation.id = self.id.clone();
                conversation.messages = self.chat_history.clone();
                self.manager.save_conversation(&conversation)
            }
            Message::SaveAs(id) => {
                let mut conversation = Conversation::new(self.title.clone(), self.model.clone());
                conversation.id = id;
                conversation.messages = self.chat_history.clone();
                self.manager.save_conversation(&conversation)
            }
        }
    }
}
"#;
    assert!(findings(source).is_empty(), "{:?}", findings(source));

    // The record starts with the history and then has its messages replaced with a summary.
    let built_from_history = source.replacen(
        "let mut conversation = Conversation::new(self.title.clone(), self.model.clone());\n                conversation.id = self.id.clone();\n                conversation.messages = self.chat_history.clone();",
        "let mut conversation = Conversation::new(self.chat_history.clone(), self.model.clone());\n                conversation.id = self.id.clone();\n                conversation.messages = vec![summarize(&self.chat_history)];",
        1,
    );
    assert_ne!(built_from_history, source);
    assert!(
        !findings(&built_from_history).is_empty(),
        "{:?}",
        findings(&built_from_history)
    );

    // The messages set twice: the second assignment drops what the first put there.
    let twice = source.replacen(
        "conversation.messages = self.chat_history.clone();",
        "conversation.messages = self.chat_history.clone();\n                conversation.messages = self.chat_history[self.chat_history.len() - 4..].to_vec();",
        1,
    );
    assert_ne!(twice, source);
    assert!(!findings(&twice).is_empty(), "{:?}", findings(&twice));
}

/// Thirtieth round: a companion app holds its conversations in one list and edits the
/// messages of the one it finds by id (`if let Some(conv) = convs.iter_mut().find(|c| c.id
/// == conv_id) { conv.messages.drain(a..b); }`). The item is a conversation, its `messages`
/// a window: the drain is reported as the `let conv = ..find(..)?` form already was. A field
/// of the item that holds no messages (`conv.chapters`) is not a window.
#[test]
fn the_messages_of_a_conversation_found_in_a_list_are_a_window() {
    let source = r#"
impl ChatAgent {
    pub async fn prune_tool_rounds(&self, conv_id: Uuid, start: usize, end: usize) {
        let mut convs = self.conversations.write().await;
        if let Some(conv) = convs.iter_mut().find(|c| c.id == conv_id) {
            conv.messages.drain(start..end);
        }
    }
}
"#;
    assert_eq!(
        findings(source),
        vec![("RG002".to_owned(), "drop".to_owned())],
        "{:?}",
        severities(source)
    );

    let other_field = variant(
        source,
        "conv.messages.drain(start..end);",
        "conv.chapters.drain(start..end);",
    );
    assert!(
        findings(&other_field).is_empty(),
        "{:?}",
        findings(&other_field)
    );

    // The same item's message text is still its window's text.
    let text = variant(
        source,
        "conv.messages.drain(start..end);",
        "conv.messages[start].content = String::new();",
    );
    assert_eq!(findings(&text).len(), 1, "{:?}", findings(&text));
}

/// Thirtieth round: a retry helper marks the length of the caller's history before an
/// attempt (`let initial_len = chat_history.len()`) and, when the attempt fails, truncates
/// back to it: only the partial messages the failed attempt appended go. A length computed
/// otherwise, or a mark moved after it was taken, is still a cut (RG008).
#[test]
fn a_truncate_back_to_a_length_taken_before_is_a_rollback() {
    let source = r#"
pub async fn chat_with_retry(agent: &Agent, prompt: &str, chat_history: &mut Vec<Message>, retries: u32) -> Result<String, Error> {
    let initial_len = chat_history.len();
    for attempt in 0..=retries {
        match agent.chat(prompt, chat_history).await {
            Ok(reply) => return Ok(reply),
            Err(err) => {
                chat_history.truncate(initial_len);
                if attempt == retries {
                    return Err(err);
                }
            }
        }
    }
    unreachable!()
}
"#;
    assert!(findings(source).is_empty(), "{:?}", findings(source));

    let half = variant(
        source,
        "let initial_len = chat_history.len();",
        "let initial_len = chat_history.len() / 2;",
    );
    assert_eq!(
        findings(&half),
        vec![("RG008".to_owned(), "truncate".to_owned())],
        "{:?}",
        findings(&half)
    );

    let moved = variant(
        source,
        "                if attempt == retries {",
        "                initial_len -= 2;\n                if attempt == retries {",
    );
    assert_eq!(findings(&moved).len(), 1, "{:?}", findings(&moved));
}

/// Thirtieth round: an app deletes the conversation its caller names from its list of them
/// (`convs.retain(|c| c.id != id)`). The note says the item is a conversation; the same
/// accessor over a history still says "the one message".
#[test]
fn a_conversation_deleted_by_id_from_a_list_is_named_a_conversation() {
    let source = r#"
impl ChatAgent {
    pub fn delete_conversation(&mut self, id: Uuid) {
        self.conversations.retain(|c| c.id != id);
    }
}
"#;
    let found = severities(source);
    assert!(
        found.iter().any(|(severity, message)| severity == "note"
            && message.contains("the one conversation `id` names")),
        "{found:?}"
    );

    let history = variant(
        source,
        "self.conversations.retain(|c|",
        "self.history.retain(|c|",
    );
    let found = severities(&history);
    assert!(
        found.iter().any(|(severity, message)| severity == "note"
            && message.contains("the one message `id` names")),
        "{found:?}"
    );
}

/// A reset that removes a sender's history from one map and the sender's system message from
/// another (`HashMap<String, Message>`, one message per key) clears everything held for that
/// sender: both removals are the reset's notes, the second naming the key. When the agent's
/// own turn calls that function to make room, the keyed removal stays an error.
#[test]
fn a_reset_removing_a_senders_entry_from_a_map_of_messages_is_a_note() {
    let source = r#"
pub struct Histories {
    histories: RwLock<HashMap<String, Vec<Message>>>,
    system_messages: RwLock<HashMap<String, Message>>,
}
impl Histories {
    pub async fn clear(&self, sender: &str) {
        let mut histories = self.histories.write().await;
        histories.remove(sender);
        let mut system_messages = self.system_messages.write().await;
        system_messages.remove(sender);
    }
}
"#;
    let found = severities(source);
    assert!(
        found.iter().any(|(severity, message)| severity == "note"
            && message.contains("`self.system_messages`")
            && message.contains("all the map holds under `sender`")
            && message.contains("explicit reset")),
        "{found:?}"
    );
    assert!(
        found.iter().all(|(severity, _)| severity == "note"),
        "{found:?}"
    );

    let agent_turn = variant(
        source,
        "impl Histories {",
        "impl Histories {\n    pub async fn run_turn(&self, sender: &str) { self.clear(sender).await; }",
    );
    let found = severities(&agent_turn);
    assert!(
        found
            .iter()
            .any(|(severity, message)| severity == "error"
                && message.contains("`self.system_messages`")),
        "{found:?}"
    );
}

/// Thirty-first round: a multi-tenant relay keeps each conversation in a map and the keys in
/// a queue in the order they came (`conversation_order: VecDeque<String>`); past a limit the
/// oldest key is popped and its conversation evicted. The eviction is a host-side cut of that
/// conversation; popping the key from the queue of keys cuts nothing. A queue named for the
/// conversation itself is still a window.
#[test]
fn a_queue_of_keys_in_arrival_order_is_not_a_window() {
    let source = r#"
pub struct Store {
    conversations: DashMap<String, Vec<ChatMessage>>,
    conversation_order: Mutex<VecDeque<String>>,
}
impl Store {
    pub fn save(&self, id: String, messages: Vec<ChatMessage>) {
        self.conversations.insert(id.clone(), messages);
        self.conversation_order.lock().unwrap().push_back(id);
        if self.conversations.len() >= 256 {
            if let Some(oldest) = self.conversation_order.lock().unwrap().pop_front() {
                self.conversations.remove(&oldest);
            }
        }
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].1.contains("`self.conversations`"), "{found:?}");

    let window = variant(source, "conversation_order", "conversation_turns");
    let found = severities(&window);
    assert!(
        found
            .iter()
            .any(|(_, m)| m.contains("`self.conversation_turns`")),
        "{found:?}"
    );
}

/// Thirty-second round: a local model's chat loop keeps the conversation in its llama.cpp KV
/// cache and, when the cache fills, shifts the context: it removes a range of positions after
/// the kept ones and moves the later positions back over it. The tokens removed leave the
/// model's context, a host-side cut by position (RG008). A removal with no end (the tail a
/// prompt-prefix cache decodes again) or one nothing shifts over (rejected draft tokens)
/// leaves no gap and is not a cut.
#[test]
fn a_context_shift_of_the_kv_cache_is_a_host_cut() {
    let source = r#"
pub struct Session {
    ctx: LlamaContext<'static>,
    n_past: i32,
    n_keep: i32,
}
impl Session {
    pub fn make_room(&mut self) {
        let n_discard = (self.n_past - self.n_keep) / 2;
        let start = self.n_keep as u32;
        let end = (self.n_keep + n_discard) as u32;
        self.ctx.clear_kv_cache_seq(Some(0), Some(start), Some(end)).unwrap();
        self.ctx.kv_cache_seq_add(0, Some(end), None, -n_discard).unwrap();
        self.n_past -= n_discard;
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    let found = severities(source);
    assert!(
        found[0].1.contains("`self.ctx`") && found[0].1.contains("`clear_kv_cache_seq`"),
        "{found:?}"
    );

    let to_the_end = variant(source, "Some(start), Some(end))", "Some(start), None)");
    assert_eq!(findings(&to_the_end), pairs(&[]));
    let no_shift = variant(
        source,
        "        self.ctx.kv_cache_seq_add(0, Some(end), None, -n_discard).unwrap();\n",
        "",
    );
    assert_eq!(findings(&no_shift), pairs(&[]));

    let c_api = r#"
pub unsafe fn shift_context(ctx: *mut llama_context, n_past: i32, n_keep: i32) -> i32 {
    let n_discard = (n_past - n_keep) / 2;
    let mem = llama_get_memory(ctx);
    llama_memory_seq_rm(mem, 0, n_keep, n_keep + n_discard);
    llama_memory_seq_add(mem, 0, n_keep + n_discard, n_past, -n_discard);
    n_past - n_discard
}
"#;
    assert_eq!(findings(c_api), pairs(&[("RG008", "truncate")]));
    let c_api_to_the_end = variant(c_api, "n_keep, n_keep + n_discard);", "n_keep, -1);");
    assert_eq!(findings(&c_api_to_the_end), pairs(&[]));
}

/// Thirty-second round: a desktop companion forgets its conversation once it has been quiet
/// for a while (`if last.is_some_and(|t| t.elapsed() > FORGET_AFTER) { history.clear() }`):
/// the host expires it by age, as a map of sessions evicted by a TTL is, a host-side cut
/// (RG008) rather than a drop the agent chose. A condition that also reads what the messages
/// say still makes the clear a chosen drop (RG002).
#[test]
fn a_conversation_forgotten_after_an_idle_timeout_is_a_host_cut() {
    let source = r#"
const FORGET_AFTER: Duration = Duration::from_secs(600);
pub struct Companion {
    history: Vec<Message>,
    last_seen: Option<Instant>,
}
impl Companion {
    pub fn turn(&mut self, text: &str) -> String {
        if self.last_seen.is_some_and(|t| t.elapsed() > FORGET_AFTER) {
            self.history.clear();
        }
        self.history.push(Message::user(text));
        self.last_seen = Some(Instant::now());
        reply(&self.history)
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    let compared = variant(
        source,
        "self.last_seen.is_some_and(|t| t.elapsed() > FORGET_AFTER)",
        "Instant::now().duration_since(self.since) >= FORGET_AFTER",
    );
    assert_eq!(findings(&compared), pairs(&[("RG008", "truncate")]));

    let by_content = variant(
        source,
        "t.elapsed() > FORGET_AFTER)",
        "t.elapsed() > FORGET_AFTER) && self.history.iter().any(|m| m.content.contains(\"secret\"))",
    );
    assert_eq!(findings(&by_content), pairs(&[("RG002", "drop")]));
}

#[test]
fn a_counter_named_after_turns_reset_to_zero_is_not_a_drop() {
    // A game master's scene counter (`scene_turns`) reset when the player moves on: a number
    // named after the turns, not the turns.
    let source = r#"
pub fn travel(state: &mut GameState, target: &str) -> Vec<String> {
    let mut events = Vec::new();
    state.campaign.scene_turns += 1;
    if !target.is_empty() {
        state.world.location = target.to_string();
        state.campaign.scene_turns = 0;
        events.push(format!("You reach {}.", state.world.location));
    }
    events
}
"#;
    assert_eq!(findings(source), pairs(&[]));
    let flag = variant(source, "scene_turns = 0;", "scene_turns = false;");
    assert_eq!(findings(&flag), pairs(&[]));

    let emptied = variant(source, "scene_turns = 0;", "scene_turns = Vec::new();");
    assert_eq!(findings(&emptied), pairs(&[("RG002", "drop")]));
}

/// Thirty-third round: the statement of a SQL `DELETE` written in a query macro
/// (`sqlx::query!`, `query_as!`) is read as a query call's is: an agent backend's repository
/// deleting a session's messages is the conversation removed whole (a note in a method nothing
/// calls), and rows older than a cut-off a host-side cut. The same statement quoted in a log
/// macro runs nothing.
#[test]
fn a_sql_delete_in_a_query_macro_is_a_store_edit() {
    let source = r#"
pub struct MessageRepo<'a> { pool: &'a SqlitePool }
impl<'a> MessageRepo<'a> {
    pub async fn delete_by_session(&self, session_id: &str) -> Result<u64, AppError> {
        let result = sqlx::query!("DELETE FROM messages WHERE session_id = ?", session_id)
            .execute(self.pool)
            .await?;
        Ok(result.rows_affected())
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(&found[0], "(the whole conversation under `session_id`)")
            && found[0].1.contains("an explicit reset"),
        "{found:?}"
    );
    let older = variant(
        source,
        r#"sqlx::query!("DELETE FROM messages WHERE session_id = ?", session_id)"#,
        r#"sqlx::query_as!(Row, "DELETE FROM messages WHERE session_id = ? AND created_at < ?", session_id, cutoff)"#,
    );
    let found = severities(&older);
    assert!(
        found.len() == 1 && note_starting(&found[0], "`messages` is cut host-side (`DELETE`)"),
        "{found:?}"
    );

    let logged = variant(
        source,
        r#"let result = sqlx::query!("DELETE FROM messages WHERE session_id = ?", session_id)"#,
        r#"tracing::info!("DELETE FROM messages WHERE session_id = ?", session_id);
        let result = self.count(session_id)"#,
    );
    assert_eq!(severities(&logged), []);
}

/// Thirty-fourth round: a stack of a struct of the linted code that holds no text (a turn's
/// checkpoint: the index its messages start at, and the files it changed as paths and bytes)
/// is bookkeeping, not a window, though its type is named after a turn: popping it drops no
/// message. The cut of the messages back to the checkpoint stays reported, and a checkpoint
/// that keeps the turn's text is a message-like item again.
#[test]
fn a_stack_of_checkpoints_without_text_is_not_a_window() {
    let source = r#"
pub struct FileChange { pub path: PathBuf, pub previous: Option<Vec<u8>> }
pub struct TurnCheckpoint { pub message_start_index: usize, pub file_changes: Vec<FileChange> }
pub struct Session { pub messages: Vec<ChatMessage>, pub undo_stack: Vec<TurnCheckpoint> }
impl Session {
    pub fn undo_last_turn(&mut self) -> Option<usize> {
        let cp = self.undo_stack.pop()?;
        self.messages.truncate(cp.message_start_index);
        Some(self.messages.len())
    }
}
"#;
    let found = severities(source);
    assert!(
        found.len() == 1 && note_starting(&found[0], "`self.messages` is cut host-side"),
        "{found:?}"
    );
    let with_text = variant(
        source,
        "pub message_start_index: usize,",
        "pub message_start_index: usize, pub user_text: String,",
    );
    assert!(
        reports_error(
            &severities(&with_text),
            "messages are dropped from `self.undo_stack`"
        ),
        "{:?}",
        severities(&with_text)
    );
}

/// Thirty-fourth round: a compressor given the window as a parameter formats its digest from
/// the count of the positions it removes (`to_remove.len()`, positions taken from the window
/// handed in) and the entries' own text. A count is a number, not the caller's text, so the
/// digest is the host's (the twenty-eighth round's wording), not "model-authored text". Text
/// the caller hands in, formatted into the digest, keeps the model wording.
#[test]
fn a_count_of_positions_from_a_window_parameter_is_not_callers_text() {
    let source = r#"
pub fn compress(entries: &mut Vec<ContextEntry>, keep: usize) {
    let to_remove: Vec<usize> = entries
        .iter()
        .enumerate()
        .filter(|(_, e)| e.role != Role::System)
        .map(|(i, _)| i)
        .take(keep)
        .collect();
    let mut parts = Vec::new();
    for &i in &to_remove {
        parts.push(format!("[{}]: {}", entries[i].role, entries[i].content));
    }
    let summary = format!("[Summary of {} messages] {}", to_remove.len(), parts.join(" | "));
    for &i in to_remove.iter().rev() {
        entries.remove(i);
    }
    entries.insert(0, ContextEntry::new(Role::Summary, summary));
}
"#;
    let found = severities(source);
    assert!(
        reports_error(
            &found,
            "`entries` is rewritten with a digest the host writes in `compress` (no model call"
        ),
        "{found:?}"
    );
    let callers_text = variant(
        source,
        "pub fn compress(entries: &mut Vec<ContextEntry>, keep: usize) {",
        "pub fn compress(entries: &mut Vec<ContextEntry>, keep: usize, recap: &str) {",
    )
    .replace("to_remove.len(), parts", "recap, parts");
    let found = severities(&callers_text);
    assert!(
        reports_error(&found, "`entries` is rewritten with model-authored text"),
        "{found:?}"
    );
}

/// Thirty-fourth round: a session manager's `get_mut` on a map of conversations
/// (`HashMap<String, ChatSession>`, `ChatSession` holding the messages) hands out a whole
/// conversation, and RG007 says so; `get_mut` on one conversation's messages hands out one
/// message.
#[test]
fn a_conversation_handed_out_of_a_map_is_named_as_one() {
    let source = r#"
pub struct ChatSession { pub id: String, pub messages: Vec<ChatMessage> }
pub struct SessionManager { sessions: HashMap<String, ChatSession> }
impl SessionManager {
    pub fn get_mut(&mut self, id: &str) -> Option<&mut ChatSession> {
        self.sessions.get_mut(id)
    }
}
"#;
    let found = severities(source);
    assert!(
        reports_error(
            &found,
            "returns mutable access to one conversation of `self.sessions`"
        ),
        "{found:?}"
    );
    let one_message = variant(
        source,
        r#"pub struct SessionManager { sessions: HashMap<String, ChatSession> }
impl SessionManager {
    pub fn get_mut(&mut self, id: &str) -> Option<&mut ChatSession> {
        self.sessions.get_mut(id)"#,
        r#"impl ChatSession {
    pub fn get_mut(&mut self, i: usize) -> Option<&mut ChatMessage> {
        self.messages.get_mut(i)"#,
    );
    let found = severities(&one_message);
    assert!(
        reports_error(
            &found,
            "returns mutable access to one message of the context window `self.messages`"
        ),
        "{found:?}"
    );
}

/// Thirty-fifth round: a Matrix bot's backfill moves the conversation's messages behind the
/// lock onto the end of the older ones it read back (`older.append(&mut *lock)`) and puts the
/// result back (`*lock = older`): nothing is dropped. Removing from that buffer before it goes
/// back is still a drop.
#[test]
fn a_window_put_back_through_its_lock_after_older_messages_is_kept() {
    let source = r#"
pub struct Message { pub role: String, pub content: String }
pub struct Conversation { messages: Mutex<Vec<Message>> }
impl Conversation {
    pub async fn backfill(&self, room: &Room) {
        let mut older: Vec<Message> = room.read_back().await.into_iter().map(to_message).collect();
        let mut lock = self.messages.lock().await;
        older.append(&mut *lock);
        *lock = older;
    }
}
"#;
    let found = severities(source);
    assert!(found.is_empty(), "{found:?}");
    let filtered = variant(
        source,
        "        *lock = older;",
        "        older.retain(|m| m.role != \"tool\");\n        *lock = older;",
    );
    let found = severities(&filtered);
    assert!(
        reports_error(&found, "messages are dropped from `self.messages` (`=`)"),
        "{found:?}"
    );
}

/// Thirty-fifth round: an agent framework's history prepends a preamble by building a new
/// list from the preamble and a whole copy of the messages (`msgs.extend(self.messages.clone())`)
/// and assigning it back: nothing is dropped. A filtered copy put back drops what it leaves
/// out.
#[test]
fn a_window_rebuilt_around_a_whole_copy_of_itself_is_kept() {
    let source = r#"
pub struct Message { pub role: String, pub content: String }
pub struct MessageHistory { messages: Vec<Message> }
impl MessageHistory {
    pub fn set_preamble(&mut self, preamble: Vec<Message>) {
        let mut msgs = vec![];
        msgs.extend(preamble.clone());
        msgs.extend(self.messages.clone());
        self.messages = msgs;
    }
}
"#;
    let found = severities(source);
    assert!(found.is_empty(), "{found:?}");
    let filtered = variant(
        source,
        "msgs.extend(self.messages.clone());",
        "msgs.extend(self.messages.iter().filter(|m| m.role != \"tool\").cloned());",
    );
    let found = severities(&filtered);
    assert!(
        reports_error(&found, "messages are dropped from `self.messages`"),
        "{found:?}"
    );
}

/// Thirty-fifth round: an agent memory's compactor builds the new turns around a model's
/// summary of the middle ones and installs them through the memory's own setter
/// (`memory.replace_turns(new_turns)`, whose body only assigns its parameter to the one
/// field of turns): the rewrite is reported at that call, where the summary is known.
/// Turns installed with no summary among them are no rewrite.
#[test]
fn a_summary_installed_through_the_holders_setter_is_a_rewrite() {
    let source = r#"
pub struct Turn { pub role: Role, pub content: String }
pub struct EpisodicMemory { turns: VecDeque<Turn>, max_turns: usize }
impl EpisodicMemory {
    pub fn get_turns(&self) -> Vec<Turn> { self.turns.iter().cloned().collect() }
    pub fn replace_turns(&mut self, new_turns: Vec<Turn>) {
        self.turns = new_turns.into();
    }
}
pub async fn compact_if_needed(memory: &mut EpisodicMemory, llm: &Llm) -> Result<bool> {
    let turns = memory.get_turns();
    let recent = turns.iter().rev().take(5).rev().cloned().collect::<Vec<_>>();
    let middle = turns[..turns.len() - 5].to_vec();
    let text = middle.iter().map(|t| t.content.clone()).collect::<Vec<_>>().join("\n");
    let summary = llm.summarize(&text).await?;
    let mut new_turns = Vec::new();
    new_turns.push(Turn { role: Role::System, content: format!("[COMPACTED]: {}", summary) });
    new_turns.extend(recent);
    memory.replace_turns(new_turns);
    Ok(true)
}
"#;
    let found = severities(source);
    assert!(
        reports_error(
            &found,
            "`memory.turns` is rewritten with model-authored text (`replace_turns`)"
        ),
        "{found:?}"
    );
    let no_summary = variant(
        source,
        "    new_turns.push(Turn { role: Role::System, content: format!(\"[COMPACTED]: {}\", summary) });\n",
        "",
    );
    let found = severities(&no_summary);
    assert!(
        !found.iter().any(|(_, m)| m.contains("rewritten")),
        "{found:?}"
    );
}

/// Thirty-fifth round: a framework's history updates its newest message in place when the
/// message pushed carries the same id (`if last.id == message.id { last.content =
/// message.content; }`, a streamed reply's next chunk): the same message's newer version, a
/// note even though linted code calls it. Without the id test the newest message is replaced
/// by another one, and a model's text written under the test is still a rewrite.
#[test]
fn a_message_updated_by_one_with_its_id_is_its_newer_version() {
    let source = r#"
pub struct Message { pub id: Option<String>, pub role: String, pub content: String }
pub struct MessageHistory { messages: Vec<Message> }
impl MessageHistory {
    pub fn push(&mut self, message: Message) {
        if message.id.is_some() && !self.messages.is_empty() {
            let last_index = self.messages.len() - 1;
            let last_message = &mut self.messages[last_index];
            if last_message.id.is_some() && last_message.id == message.id {
                last_message.content = message.content;
                return;
            }
        }
        self.messages.push(message);
    }
}
pub fn on_chunk(history: &mut MessageHistory, chunk: Message) {
    history.push(chunk);
}
"#;
    let found = severities(source);
    assert!(
        found.iter().any(|(s, m)| s == "note"
            && m.contains("(the same message updated: `message`, which the caller passes in")),
        "{found:?}"
    );
    assert!(!found.iter().any(|(s, _)| s == "error"), "{found:?}");
    let any_message = variant(
        source,
        "last_message.id.is_some() && last_message.id == message.id",
        "last_message.role == message.role",
    );
    let found = severities(&any_message);
    assert!(
        reports_error(&found, "a message of `self.messages` is replaced (`[]=`)"),
        "{found:?}"
    );
    let summarised = variant(
        source,
        "last_message.content = message.content;",
        "last_message.content = llm.summarize(&message.content);",
    );
    assert_error_containing(&summarised, "model-authored");
}

/// Thirty-sixth round: a tool's proposal kept beside the messages in a conversation struct
/// the linted code declares (`pending: Option<PendingWrite>`, a path and the file's text),
/// cleared once the write is confirmed through a parameter of that struct. The struct says
/// which of its fields hold messages; `pending` is bookkeeping, as a holder's other fields
/// taken from a map already were. The messages field written the same way is still an edit.
#[test]
fn a_non_message_field_of_a_conversation_parameter_is_bookkeeping() {
    let source = r#"
pub struct ChatMessage { pub role: String, pub content: String }
pub struct PendingWrite { pub path: String, pub content: String }
pub struct Conversation { pub messages: Vec<ChatMessage>, pub pending: Option<PendingWrite> }
fn confirm_write(chat: &mut Conversation) -> Option<String> {
    let pending = chat.pending.clone()?;
    std::fs::write(&pending.path, &pending.content).ok()?;
    chat.pending = None;
    Some(pending.path)
}
"#;
    assert_eq!(severities(source), Vec::new());
    let messages = variant(
        source,
        "chat.pending = None;",
        "chat.messages = Vec::new();",
    );
    assert!(
        reports_error(
            &severities(&messages),
            "messages are dropped from `chat.messages`"
        ),
        "{:?}",
        severities(&messages)
    );
}

/// Thirty-sixth round: a desktop agent's `clear_conversation`, a reset-named free function
/// nothing in the linted code calls (the UI does), replaces the transcript held in its host
/// with an empty one (`*host.chat.lock() = Conversation::default()`). That is the clear it
/// is named for, a note as `clear()` would be; the same replacement in a function not named
/// as a reset, or with a value that is not empty, keeps its level.
#[test]
fn a_window_replaced_with_an_empty_value_by_a_reset_is_a_reset() {
    let source = r#"
pub struct ChatMessage { pub role: String, pub content: String }
pub struct Conversation { pub messages: Vec<ChatMessage> }
pub struct Host { chat: Mutex<Conversation> }
static HOST: OnceLock<Host> = OnceLock::new();
pub fn clear_conversation() {
    let Some(host) = HOST.get() else { return; };
    *host.chat.lock() = Conversation::default();
}
"#;
    let found = severities(source);
    assert!(
        found.len() == 1 && note_containing(&found[0], "an explicit reset"),
        "{found:?}"
    );
    let not_a_reset = variant(source, "clear_conversation", "compact_conversation");
    assert_eq!(single_severity(&not_a_reset), "error");
    let not_empty = variant(
        source,
        "pub fn clear_conversation() {",
        "pub fn clear_conversation(kept: Conversation) {",
    )
    .replace("Conversation::default()", "kept");
    assert_eq!(single_severity(&not_empty), "error");
}

/// Thirty-sixth round: a desktop app's `clear_conversation` command clears the conversation it
/// reaches through the app handle it is given (`app.state::<Conversation>().0.lock()`, a state
/// lookup by type): application state handed in, as `state.conversation` already was, so the
/// clear nothing in the linted code calls is the user's reset, a note. The same clear in a
/// function not named as a reset, or of a lock the function is handed itself (a window
/// parameter behind a `Mutex`), keeps its level.
#[test]
fn a_lock_guard_of_state_reached_from_a_parameter_is_held_in_state() {
    let source = r#"
#[derive(Default)]
struct Conversation(std::sync::Mutex<Vec<(String, String)>>);
#[tauri::command]
fn clear_conversation(app: tauri::AppHandle) {
    if let Ok(mut turns) = app.state::<Conversation>().0.lock() {
        turns.clear();
    }
}
"#;
    let found = severities(source);
    assert!(
        found.len() == 1 && note_containing(&found[0], "an explicit reset"),
        "{found:?}"
    );
    let through_a_local = variant(
        source,
        "    if let Ok(mut turns) = app.state::<Conversation>().0.lock() {\n        turns.clear();\n    }",
        "    let state = app.state::<Conversation>();\n    let mut turns = state.0.lock().expect(\"lock\");\n    turns.clear();",
    );
    let found = severities(&through_a_local);
    assert!(
        found.len() == 1 && note_containing(&found[0], "an explicit reset"),
        "{found:?}"
    );
    let not_a_reset = variant(source, "fn clear_conversation", "fn trim_conversation");
    assert_eq!(single_severity(&not_a_reset), "error");
    let handed_the_lock = variant(
        source,
        "fn clear_conversation(app: tauri::AppHandle) {\n    if let Ok(mut turns) = app.state::<Conversation>().0.lock() {",
        "fn clear_conversation(turns_lock: Arc<Mutex<Vec<(String, String)>>>) {\n    if let Ok(mut turns) = turns_lock.lock() {",
    );
    assert_eq!(single_severity(&handed_the_lock), "error");
}

/// Thirty-sixth round: a LangChain port's graph-database memory reloads its local copy of the
/// conversation from the database each time it is read (`let messages =
/// self.fetch_messages().await?; *history = messages;`, where `fetch_messages` runs a Cypher
/// `MATCH .. RETURN ..`). The store keeps every message, so the reload loses nothing, as
/// `self.history = self.db.load_history(id)?` already did not. A method of the type that
/// reads no store (a copy of the newest messages) still cuts the window.
#[test]
fn a_window_reloaded_through_a_method_that_runs_a_read_query_is_no_drop() {
    let source = r#"
pub struct Message { pub role: String, pub content: String }
pub struct GraphMemory { db: GraphClient, session_id: String, chat_history: RwLock<Vec<Message>> }
impl GraphMemory {
    async fn fetch_messages(&self) -> Result<Vec<Message>> {
        let query = r"
            MATCH (s:Session {id: $session_id})-[:HAS_MESSAGE]->(m:Message)
            RETURN m.role AS role, m.content AS content
        ";
        self.db.execute(query, &self.session_id).await
    }
    pub async fn load(&self) -> Result<()> {
        let messages = self.fetch_messages().await?;
        let mut history = self.chat_history.write();
        *history = messages;
        Ok(())
    }
}
"#;
    assert_eq!(severities(source), Vec::new());
    let newest_copy = variant(
        source,
        r#"        let query = r"
            MATCH (s:Session {id: $session_id})-[:HAS_MESSAGE]->(m:Message)
            RETURN m.role AS role, m.content AS content
        ";
        self.db.execute(query, &self.session_id).await"#,
        "        Ok(self.chat_history.read().iter().rev().take(5).cloned().collect())",
    );
    assert!(
        reports_error(
            &severities(&newest_copy),
            "messages are dropped from `self.chat_history`"
        ),
        "{:?}",
        severities(&newest_copy)
    );
}

/// Thirty-eighth round: a REPL's `"/clear"` arm calls its own `clear_conversation`, which calls
/// the conversation type's `clear_messages`: every function between the command and the clear
/// is named as a reset, so the clear is the one the command asks for, a note. A function not
/// named as a reset between them (`tidy`), or no command at all (the agent's own `run_turn`
/// calling the reset), keeps the error.
#[test]
fn a_command_reaching_a_clear_through_reset_named_functions_is_a_reset() {
    let source = r#"
pub struct ChatMessage { pub role: String, pub content: String }
pub struct Conversation { messages: Vec<ChatMessage> }
impl Conversation {
    pub fn clear_messages(&mut self) { self.messages.clear(); }
}
pub struct Repl { conversation: Conversation }
impl Repl {
    pub fn handle_command(&mut self, line: &str) {
        match line {
            "/clear" => self.clear_conversation(),
            _ => {}
        }
    }
    fn clear_conversation(&mut self) { self.conversation.clear_messages(); }
}
"#;
    let found = severities(source);
    assert!(
        found.len() == 1 && note_containing(&found[0], "the user command \"/clear\" asks for it"),
        "{found:?}"
    );
    let between = variant(source, "clear_conversation", "tidy");
    assert_eq!(single_severity(&between), "error");
    let no_command = variant(
        source,
        "\"/clear\" => self.",
        "_ if line.is_empty() => self.",
    );
    assert_eq!(single_severity(&no_command), "error");
}

/// Thirty-eighth round: a REPL's `"/load"` arm calls `load_conversation`, which replaces the
/// conversation whole with one rebuilt from a saved file: the load the user asks for, a note,
/// as `"/load" => *history = loaded` in the arm itself already was. The same replacement in a
/// function not named as a load (`compact_conversation`), or a load-named function that drops
/// part of the window rather than replacing it, keeps the error.
#[test]
fn a_load_command_reaching_a_load_named_replacement_is_the_users_load() {
    let source = r#"
pub struct ChatMessage { pub role: String, pub content: String }
pub struct Repl { history: Vec<ChatMessage> }
impl Repl {
    pub fn handle_command(&mut self, line: &str) {
        match line {
            "/load" => self.load_conversation(),
            _ => {}
        }
    }
    fn load_conversation(&mut self) {
        let saved: Vec<ChatMessage> = read_saved_file();
        self.history = saved;
    }
}
"#;
    let found = severities(source);
    assert!(
        found.len() == 1 && note_containing(&found[0], "the user command \"/load\" asks for it"),
        "{found:?}"
    );
    let not_a_load = variant(source, "load_conversation", "compact_conversation");
    assert_eq!(single_severity(&not_a_load), "error");
    let a_cut = variant(
        source,
        "let saved: Vec<ChatMessage> = read_saved_file();\n        self.history = saved;",
        "self.history.retain(|m| m.role != \"tool\");",
    );
    assert!(
        reports_error(
            &severities(&a_cut),
            "messages are dropped from `self.history`"
        ),
        "{:?}",
        severities(&a_cut)
    );
}

/// Thirty-eighth round: a REPL rebuilding a conversation from a saved file gives the local
/// back to itself through the conversation type's builder methods (`conversation =
/// conversation.with_system(s)`, each taking `self` by value and returning `Self`): the value
/// is put back, nothing is dropped, also when the type and its builders are declared in
/// another file. A method of the same name that returns a part of the conversation instead
/// (`fn with_system(&self, ..) -> Self` keeping the newest messages) still drops.
#[test]
fn a_value_given_back_through_builder_methods_drops_nothing() {
    let types = r#"
pub struct ChatMessage { pub role: String, pub content: String }
pub struct Conversation { messages: Vec<ChatMessage>, system: Option<String> }
impl Conversation {
    pub fn new() -> Self { Conversation { messages: Vec::new(), system: None } }
    pub fn with_system(mut self, prompt: String) -> Self { self.system = Some(prompt); self }
    pub fn push(&mut self, message: ChatMessage) { self.messages.push(message); }
}
"#;
    let rebuild = r#"
pub fn rebuild_conversation(saved: Vec<ChatMessage>, prompt: String) -> Conversation {
    let mut new_conversation = Conversation::new();
    new_conversation = new_conversation.with_system(prompt);
    for message in saved {
        new_conversation.push(message);
    }
    new_conversation
}
"#;
    let together = format!("{types}{rebuild}");
    assert_eq!(severities(&together), Vec::new());
    let apart = files_finding_fields(
        &[("conversation.rs", types), ("repl.rs", rebuild)],
        "severity",
        "message",
    );
    assert_eq!(apart, Vec::new());
    let not_a_builder = variant(
        &together,
        "pub fn with_system(mut self, prompt: String) -> Self { self.system = Some(prompt); self }",
        "pub fn with_system(&self, prompt: String) -> Self { Conversation { messages: Vec::new(), system: Some(prompt) } }",
    );
    assert!(
        reports_error(
            &severities(&not_a_builder),
            "messages are dropped from `new_conversation`"
        ),
        "{:?}",
        severities(&not_a_builder)
    );
}

/// Thirty-eighth round: an agent library keeps its memory in `memory/MEMORY.md` (read into the
/// system prompt) and consolidates it by asking a model for a shorter version, written to a
/// temporary file renamed over the memory file: the memory replaced by model-authored text,
/// RG001, as a summary replacing a window is; also when the answer is written over the file
/// directly. A file whose path names no memory (a source file a coding agent edits), the old
/// text with a line appended (no model wrote it), or a model's answer saved to a file the body
/// did not read (an export) is not a rewrite of stored context.
#[test]
fn a_memory_file_written_over_with_a_models_answer_is_a_rewrite() {
    let source = r#"
pub async fn consolidate_memory(client: &Client, memory_path: &Path) -> Result<(), String> {
    let content = std::fs::read_to_string(memory_path).map_err(|e| e.to_string())?;
    let prompt = format!("Consolidate this memory file:\n{content}");
    let completion = client.chat(&prompt).await.map_err(|e| e.to_string())?;
    let consolidated = completion.content;
    let tmp_path = memory_path.with_extension("md.tmp");
    std::fs::write(&tmp_path, &consolidated).map_err(|e| e.to_string())?;
    std::fs::rename(&tmp_path, memory_path).map_err(|e| e.to_string())?;
    Ok(())
}
"#;
    assert_eq!(findings(source), pairs(&[("RG001", "rewrite")]));
    let direct = variant(
        source,
        "std::fs::write(&tmp_path, &consolidated).map_err(|e| e.to_string())?;\n    std::fs::rename(&tmp_path, memory_path).map_err(|e| e.to_string())?;",
        "std::fs::write(memory_path, &consolidated).map_err(|e| e.to_string())?;",
    );
    assert_eq!(findings(&direct), pairs(&[("RG001", "rewrite")]));
    let source_file = variant(source, "memory_path", "source_path");
    assert_eq!(findings(&source_file), Vec::new());
    let appended = variant(
        &direct,
        "std::fs::write(memory_path, &consolidated)",
        "std::fs::write(memory_path, format!(\"{content}\\n- new note\"))",
    );
    assert_eq!(findings(&appended), Vec::new());
    let export = variant(
        &direct,
        "std::fs::write(memory_path, &consolidated)",
        "let memory_export = memory_path.with_extension(\"export.md\");\n    std::fs::write(&memory_export, &consolidated)",
    );
    assert_eq!(findings(&export), Vec::new());
}

/// The newest messages taken out of a window and kept (`let newest: Vec<_> =
/// history.drain(start..).collect()`) cut it to a length, as `split_off(start)` does: RG008.
/// The same tail drained and dropped, or one message at a computed position, stays a drop.
#[test]
fn a_kept_drain_to_the_end_of_a_window_is_a_cut_to_a_length() {
    let source = r#"
pub struct Message { pub role: String, pub content: String }
pub fn newest(mut history: Vec<Message>, keep: usize) -> Vec<Message> {
    let start = history.len().saturating_sub(keep);
    let newest: Vec<Message> = history.drain(start..).collect();
    newest
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_starting(&found[0], "`history` is cut host-side (`drain`)"),
        "{found:?}"
    );
    let dropped = variant(
        source,
        "    let newest: Vec<Message> = history.drain(start..).collect();\n    newest\n",
        "    history.drain(start..);\n    history\n",
    );
    assert!(
        reports_error(&severities(&dropped), "messages are dropped from `history`"),
        "{:?}",
        severities(&dropped)
    );
    let one = variant(source, "drain(start..)", "drain(start..start + 1)");
    assert!(
        reports_error(&severities(&one), "messages are dropped from `history`"),
        "{:?}",
        severities(&one)
    );
}

/// An HTTP handler that removes from a session it loads the one message its path names
/// (`let (session_id, message_id) = path.into_inner()`) is the user's edit, as an accessor of
/// its own window is: a note, when nothing in the linted code calls it. An id the body picks
/// itself, or a handler the agent's own code calls, keeps the error.
#[test]
fn a_handler_removing_the_message_its_path_names_is_the_users_edit() {
    let source = r#"
pub struct Message { pub id: String, pub content: String }
pub struct Session { pub messages: Vec<Message> }
pub async fn delete_message(
    state: web::Data<AppState>,
    path: web::Path<(String, String)>,
) -> Result<HttpResponse> {
    let (session_id, message_id) = path.into_inner();
    let Some(mut session) = state.storage.load_session(&session_id).await? else {
        return Ok(HttpResponse::NotFound().finish());
    };
    session.messages.retain(|message| message.id != message_id);
    state.storage.save_session(session).await?;
    Ok(HttpResponse::Ok().finish())
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(&found[0], "the one message `message_id` names"),
        "{found:?}"
    );
    let picked_here = variant(
        source,
        "let (session_id, message_id) = path.into_inner();",
        "let (session_id, message_id) = (path.0.clone(), oldest_tool_result_id());",
    );
    assert!(
        reports_error(
            &severities(&picked_here),
            "messages are dropped from `session.messages`"
        ),
        "{:?}",
        severities(&picked_here)
    );
    let called_by_the_agent = format!(
        "{source}\npub async fn run_turn(state: web::Data<AppState>, path: web::Path<(String, String)>) {{\n    delete_message(state, path).await.ok();\n}}\n"
    );
    assert!(
        reports_error(
            &severities(&called_by_the_agent),
            "messages are dropped from `session.messages`"
        ),
        "{:?}",
        severities(&called_by_the_agent)
    );
}

/// The text of the message a handler's `find` picks by the id its caller passes in
/// (`find(|m| m.id == message_id)`), replaced with the caller's text, is the user's edit of
/// that message: a note, when nothing in the linted code calls it. A message found by an id
/// the body computes keeps the error.
#[test]
fn a_handler_editing_the_message_its_caller_names_is_the_users_edit() {
    let source = r#"
pub struct Message { pub id: String, pub content: String }
pub struct Session { pub messages: Vec<Message> }
pub async fn patch_message(
    state: web::Data<AppState>,
    path: web::Path<(String, String)>,
    req: web::Json<PatchRequest>,
) -> Result<HttpResponse> {
    let (session_id, message_id) = path.into_inner();
    let PatchRequest { content } = req.into_inner();
    let Some(mut session) = state.storage.load_session(&session_id).await? else {
        return Ok(HttpResponse::NotFound().finish());
    };
    let Some(message) = session.messages.iter_mut().find(|m| m.id == message_id) else {
        return Ok(HttpResponse::NotFound().finish());
    };
    message.content = content;
    state.storage.save_session(session).await?;
    Ok(HttpResponse::Ok().finish())
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(&found[0], "the one message `message_id` names"),
        "{found:?}"
    );
    let computed = variant(
        source,
        "find(|m| m.id == message_id)",
        "find(|m| m.id == longest_id)",
    );
    assert!(
        reports_error(
            &severities(&computed),
            "the text of messages in `session.messages` is overwritten"
        ),
        "{:?}",
        severities(&computed)
    );
}

/// A local bound to a number literal (`let mut history_messages_dropped = 0usize`) is a count,
/// whatever its name says: assigning it what a trimming helper returns is no cut of a window.
/// Bound to a value whose type the body does not show, the name still makes it a window.
#[test]
fn a_local_bound_to_a_number_is_a_count_not_a_window() {
    let source = r#"
pub struct Message { pub role: String, pub content: String }
fn cut_oldest(history: &mut Vec<Message>, keep: usize) -> usize {
    let n = history.len().saturating_sub(keep);
    history.drain(..n);
    n
}
pub fn pack(mut history: Vec<Message>, keep: usize) -> (Vec<Message>, usize) {
    let mut history_messages_dropped = 0usize;
    if history.len() > keep {
        history_messages_dropped = cut_oldest(&mut history, keep);
    }
    (history, history_messages_dropped)
}
"#;
    let in_pack = |source: &str| {
        finding_fields(source, "function", "message")
            .into_iter()
            .filter(|(function, _)| function.ends_with("pack"))
            .count()
    };
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    let unsuffixed = variant(source, "= 0usize;", "= 0;");
    assert_eq!(in_pack(&unsuffixed), 0);
    let untyped = variant(source, "= 0usize;", "= Default::default();");
    assert_eq!(in_pack(&untyped), 1, "{:?}", findings(&untyped));
}

/// Thirty-ninth round: an orchestrator pushes the user's prompt, keeps the system message and
/// the newest twenty (`remove(0)`, `split_off`, `insert(0, system)`), and pops the prompt
/// back off when the model call fails. A cut of the front leaves the pushed prompt last, so
/// the `pop()` still takes back the body's own push; a cut of the end between them
/// (`truncate(20)`) may have taken the prompt, and the `pop()` drops a message.
#[test]
fn a_push_taken_back_after_a_cut_of_the_front_is_no_drop() {
    let source = r#"
pub struct Message { pub role: String, pub content: String }
pub struct Agent { history: Vec<Message>, model: Model }
impl Agent {
    pub async fn turn(&mut self, prompt: &str) {
        self.history.push(Message { role: "user".into(), content: prompt.into() });
        if self.history.len() > 21 {
            let system = self.history.remove(0);
            self.history = self.history.split_off(self.history.len() - 20);
            self.history.insert(0, system);
        }
        match self.model.chat(&self.history).await {
            Ok(reply) => self.history.push(reply),
            Err(_) => {
                self.history.pop();
            }
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    let cut_end = variant(
        source,
        "            let system = self.history.remove(0);\n            self.history = self.history.split_off(self.history.len() - 20);\n            self.history.insert(0, system);",
        "            self.history.truncate(20);",
    );
    assert_eq!(
        findings(&cut_end),
        pairs(&[("RG008", "truncate"), ("RG002", "drop")])
    );
}

/// Thirty-ninth round: a WebSocket voice assistant clears the history in one branch of the
/// `if` chain that dispatches a client's message and pushes the model's reply in another.
/// The reply is the next turn's, not what replaces the cleared messages: the clear is a drop
/// (here the window's own reset, a note), not a rewrite. The reply pushed after the `if`, on
/// the clear's own path, still makes it one.
#[test]
fn model_output_pushed_in_another_branch_does_not_rewrite_a_clear() {
    let source = r#"
pub struct ChatMessage { pub role: String, pub content: String }
pub struct Bot { history: Vec<ChatMessage>, model: Model }
impl Bot {
    pub async fn on_text(&mut self, text: &str) {
        if text.is_empty() {
            self.history.clear();
        } else {
            self.history.push(ChatMessage { role: "user".into(), content: text.into() });
            let reply = self.model.chat(&self.history).await;
            self.history.push(ChatMessage { role: "assistant".into(), content: reply });
        }
    }
}
"#;
    let found = severities(source);
    assert!(
        found.len() == 1
            && note_starting(
                &found[0],
                "messages are dropped from `self.history` (`clear`)"
            ),
        "{found:?}"
    );
    let same_path = variant(
        source,
        "        } else {\n            self.history.push(ChatMessage { role: \"user\".into(), content: text.into() });\n            let reply = self.model.chat(&self.history).await;\n            self.history.push(ChatMessage { role: \"assistant\".into(), content: reply });\n        }",
        "        }\n        self.history.push(ChatMessage { role: \"user\".into(), content: text.into() });\n        let reply = self.model.chat(&self.history).await;\n        self.history.push(ChatMessage { role: \"assistant\".into(), content: reply });",
    );
    let found = severities(&same_path);
    assert!(
        reports_error(
            &found,
            "`self.history` is rewritten with model-authored text (`clear`)"
        ),
        "{found:?}"
    );
}

/// Thirty-ninth round: a client's protocol message `"clear_context"` (one token of words
/// joined by `_` or `-`, the first a reset word) is a user command like `"/clear"`: the clear
/// it asks for is a note. Prose (`"clear the context"`) or a word that only starts like a
/// reset word (`"clearance"`) is no command, and the clear stays an error.
#[test]
fn a_reset_word_command_sent_by_a_client_is_a_user_command() {
    let source = r#"
pub struct ChatMessage { pub role: String, pub content: String }
pub fn on_frame(frame: &str, history: &mut Vec<ChatMessage>) {
    if frame == "clear_context" {
        history.clear();
    }
}
"#;
    let found = severities(source);
    assert!(
        found.len() == 1
            && note_containing(&found[0], "the user command \"clear_context\" asks for it"),
        "{found:?}"
    );
    let kebab = variant(source, "\"clear_context\"", "\"reset-history\"");
    assert_eq!(single_severity(&kebab), "note");
    let prose = variant(source, "\"clear_context\"", "\"clear the context\"");
    assert_eq!(single_severity(&prose), "error");
    let longer_word = variant(source, "\"clear_context\"", "\"clearance\"");
    assert_eq!(single_severity(&longer_word), "error");
}

/// Thirty-ninth round: a Discord bot keeps each channel's conversation as rows of a
/// `messages` table keyed by `channel_id`, and its `!clear` command deletes them. A chat
/// platform's channel or room keys a conversation in a table of messages as `chat_id` does:
/// the delete is the conversation removed whole, here the reset the user asks for (a note).
/// The same key on a table that holds no messages, a message deleted by its own `id`, or a
/// column that names neither a conversation nor a chat place (`guild_id`) is not recognised.
#[test]
fn a_channels_rows_deleted_from_a_table_of_messages_are_its_conversation() {
    let source = r#"
pub fn clear_messages(conn: &Connection, channel_id: &str) -> Result<usize> {
    conn.execute("DELETE FROM messages WHERE channel_id = ?1", params![channel_id])
}
pub async fn on_message(conn: &Connection, text: &str, channel_id: &str) {
    if text.starts_with("!clear") {
        let _ = clear_messages(conn, channel_id);
    }
}
"#;
    let found = severities(source);
    assert!(
        found.len() == 1
            && note_containing(&found[0], "(the whole conversation under `channel_id`)")
            && found[0]
                .1
                .contains("the user command \"!clear\" asks for it"),
        "{found:?}"
    );
    let room = variant(source, "WHERE channel_id", "WHERE room_id");
    assert!(
        severities(&room)
            .iter()
            .any(|f| note_containing(f, "(the whole conversation under `room_id`)")),
        "{:?}",
        severities(&room)
    );
    let no_messages = variant(source, "DELETE FROM messages", "DELETE FROM webhooks");
    assert_eq!(severities(&no_messages), []);
    let one_message = variant(source, "WHERE channel_id", "WHERE id");
    assert_eq!(severities(&one_message), []);
    let guild = variant(source, "WHERE channel_id", "WHERE guild_id");
    assert_eq!(severities(&guild), []);
}

/// Fortieth round: a dialogue manager's write queue is cleared through its lock guard
/// (`let mut dirty = self.dirty.lock(); dirty.clear()`) on the way from `add`. That call is
/// the queue's own `clear` (the guard stands for `self.dirty`, a `Vec`), not the manager's
/// `clear`, so the manager's reset stays what only `reset` leads to (a note). The same
/// `persist` calling `self.clear()` does reach it from `add` (an error).
#[test]
fn a_method_called_on_the_guard_of_a_field_is_the_fields_own() {
    let source = r#"
pub struct Memory {
    messages: Mutex<Vec<ChatMessage>>,
    dirty: Mutex<Vec<u64>>,
}
impl Memory {
    pub fn clear(&self) {
        self.messages.lock().clear();
    }
    pub fn reset(&self) {
        self.clear();
    }
    pub fn add(&self, message: ChatMessage) {
        self.messages.lock().push(message);
        self.persist();
    }
    fn persist(&self) {
        let mut dirty = self.dirty.lock();
        dirty.clear();
    }
}
"#;
    let found = severities(source);
    assert!(
        found.len() == 1 && note_containing(&found[0], "only reset functions lead to it"),
        "{found:?}"
    );
    let own_clear = variant(
        source,
        "let mut dirty = self.dirty.lock();\n        dirty.clear();",
        "self.clear();",
    );
    assert_eq!(single_severity(&own_clear), "error");
}

/// Fortieth round: an agent framework's `trim_history` keeps the system message and the
/// newest messages by rebuilding the window from a drain of its own tail
/// (`self.messages = once(system).chain(self.messages.drain(start..)).collect()`, or
/// `self.messages = self.messages.drain(start..).collect()`). The drained items are what the
/// window keeps: the cut is the reassignment, a host-side truncation as `split_off` is (RG008),
/// not a second, unguarded drop. Drained into another field, the items leave the window (an
/// error).
#[test]
fn a_drain_that_rebuilds_its_own_window_is_the_reassignments_cut() {
    let source = r#"
pub struct Agent {
    messages: Vec<Message>,
    recent: Vec<Message>,
}
impl Agent {
    pub fn trim_history(&mut self, max: usize) {
        let system = self.messages.remove(0);
        let start = self.messages.len().saturating_sub(max);
        self.messages = std::iter::once(system).chain(self.messages.drain(start..)).collect();
    }
    pub fn keep_newest(&mut self, max: usize) {
        let start = self.messages.len().saturating_sub(max);
        self.messages = self.messages.drain(start..).collect();
    }
}
"#;
    let found = findings(source);
    assert!(
        found.contains(&("RG008".into(), "truncate".into()))
            && found.iter().all(|(rule, _)| rule == "RG008"),
        "{found:?}"
    );
    let elsewhere = variant(
        source,
        "self.messages = std::iter::once(system)",
        "self.recent = std::iter::once(system)",
    );
    assert!(
        findings(&elsewhere).contains(&("RG002".into(), "drop".into())),
        "{:?}",
        findings(&elsewhere)
    );
}

/// Fortieth round: the same `trim_history` takes the system message out first (`let system =
/// self.messages.remove(0)`) and puts it back at the front of the rebuilt window
/// (`once(system).chain(..)`). The message set aside is part of the window's new value, as in
/// `w = vec![system, summary, last]`: the reassignment is the one cut. A new system message in
/// its place (`once(Message::system(prompt))`) leaves the old one removed.
#[test]
fn a_message_set_aside_and_chained_back_into_its_window_is_no_cut() {
    let source = r#"
pub struct Agent {
    messages: Vec<Message>,
}
impl Agent {
    pub fn trim_history(&mut self, max: usize, prompt: &str) {
        let system = self.messages.remove(0);
        let start = self.messages.len().saturating_sub(max);
        self.messages = std::iter::once(system).chain(self.messages.drain(start..)).collect();
    }
}
"#;
    assert_eq!(findings(source), [("RG008".into(), "truncate".into())]);
    let replaced = variant(
        source,
        "std::iter::once(system)",
        "std::iter::once(Message::system(prompt))",
    );
    assert_eq!(
        findings(&replaced),
        [
            ("RG008".into(), "truncate".into()),
            ("RG008".into(), "truncate".into())
        ]
    );
}

/// Forty-first round: a terminal chat client on a local model builds each request with a
/// crate's message builder, rebinding it once per turn (`msgs = msgs.add_message(role,
/// text)`). A method named as an add gives the value back with one item more: no message is
/// dropped, whether or not the linted code declares the method. A method of another name
/// (`msgs = msgs.keep_last(8)`) still replaces the window with what it returns (an error).
#[test]
fn a_window_rebound_to_an_add_on_itself_loses_nothing() {
    let source = r#"
pub fn build(turns: &[(Role, String)]) -> TextMessages {
    let mut msgs = TextMessages::new();
    for (role, text) in turns {
        msgs = msgs.add_message(role.clone(), text.clone());
    }
    msgs
}
"#;
    assert_eq!(findings(source), []);
    let kept = variant(
        source,
        "msgs.add_message(role.clone(), text.clone())",
        "msgs.keep_last(8)",
    );
    assert_eq!(single_severity(&kept), "error");
}

/// Forty-first round: a coding agent's pruning drops whole turns from the front of a stretch
/// of history while the estimate is over budget, `while total > budget && start < end`. The
/// second test compares two positions (the stretch is not empty), as a loop's exit may: the
/// drop is still a cut by token budget, oldest first (RG008), not a chosen drop. A test of
/// what a message says beside the budget (`messages[start].pinned`) makes it chosen (RG002).
#[test]
fn a_budget_loop_bounded_by_two_positions_is_still_a_budget_cut() {
    let source = r#"
pub fn drop_oldest_turns(messages: &mut Vec<Message>, start: usize, end: usize, budget: u64) {
    let mut total: u64 = messages.iter().map(estimate_tokens).sum();
    let mut end = end.min(messages.len());
    while total > budget && start < end {
        let turn_end = (start + 1..end).find(|&i| messages[i].role == Role::User).unwrap_or(end);
        total -= messages[start..turn_end].iter().map(estimate_tokens).sum::<u64>();
        messages.drain(start..turn_end);
        end -= turn_end - start;
    }
}
"#;
    assert_eq!(findings(source), [("RG008".into(), "truncate".into())]);
    let chosen = variant(
        source,
        "total > budget && start < end",
        "total > budget && !messages[start].pinned",
    );
    assert!(
        findings(&chosen).contains(&("RG002".into(), "drop".into())),
        "{:?}",
        findings(&chosen)
    );
}

/// Forty-first round: a Telegram bot keeps each chat's conversation in a map of them
/// (`conversations: HashMap<i64, Vec<MessageArgs>>`) in a state struct handed to its
/// methods, and starts a chat over by inserting a new list with the system prompt under the
/// chat's key, also when the conversation grew too long. The insert replaces that whole
/// conversation, as `remove(&chat_id.0)` would (an error on the bot's own turn). The first
/// entry for a key (under `!contains_key`), the old list given back with a message more, and a
/// key made in the body are no drop.
#[test]
fn a_new_list_inserted_over_a_chats_conversation_drops_it() {
    let source = r#"
pub struct MessageArgs { role: Role, content: String }
pub struct ChatState { pub conversations: HashMap<i64, Vec<MessageArgs>> }
pub struct Bot { prompt: String, max: usize }
impl Bot {
    pub fn reset_chat_history(&self, chat_id: ChatId, chat_state: &mut ChatState) {
        chat_state.conversations.insert(chat_id.0, vec![MessageArgs { role: Role::System, content: self.prompt.clone() }]);
    }
    pub fn respond(&self, chat_id: ChatId, chat_state: &mut ChatState, text: String) {
        if chat_state.conversations.get(&chat_id.0).map_or(0, |h| h.len()) > self.max {
            self.reset_chat_history(chat_id, chat_state);
        }
        let mut history = chat_state.conversations.get(&chat_id.0).cloned().unwrap_or_default();
        history.push(MessageArgs { role: Role::User, content: text });
        chat_state.conversations.insert(chat_id.0, history);
    }
}
"#;
    let found = severities(source);
    assert!(
        found.len() == 1
            && found[0].0 == "error"
            && found[0]
                .1
                .contains("(the whole conversation under `chat_id.0`)"),
        "{found:?}"
    );
    let first_entry = variant(
        source,
        "        chat_state.conversations.insert(chat_id.0, vec![",
        "        if !chat_state.conversations.contains_key(&chat_id.0) { chat_state.conversations.insert(chat_id.0, vec![",
    )
    .replace("self.prompt.clone() }]);", "self.prompt.clone() }]); }");
    assert_eq!(severities(&first_entry), []);
    let fresh_key = variant(
        source,
        "chat_state.conversations.insert(chat_id.0, vec![",
        "let key = new_key(); chat_state.conversations.insert(key, vec![",
    );
    assert_eq!(severities(&fresh_key), []);
}

/// Forty-first round: a terminal chat client's view (`struct ChatView`, in its own file)
/// declares `clear` through a trait of the app, and the app's `new_chat` calls
/// `self.chat.clear()` on its `chat: ChatView` field. That call runs the view's own `clear`,
/// followed along the call path, not a collection's: the struct's methods are known in the
/// other file as its fields are. Without the view's `clear` in the linted code, the call is
/// taken for a clear of the chat.
#[test]
fn a_method_a_struct_declares_in_another_file_is_its_own() {
    let view = r#"
pub trait Clearable { fn clear(&mut self); }
pub struct ChatView { pub title: String, pub scroll: u16 }
impl Clearable for ChatView {
    fn clear(&mut self) {
        self.title.clear();
        self.scroll = 0;
    }
}
"#;
    let app = r#"
pub struct App { chat: ChatView, history: Vec<ChatMessage> }
impl App {
    pub fn new_chat(&mut self) {
        self.chat.clear();
    }
    pub fn ask(&mut self, text: String) {
        self.history.push(ChatMessage::user(text));
    }
}
"#;
    let report = lint_files(&[("view.rs", view), ("app.rs", app)]);
    assert_eq!(
        report["findings"].as_array().map(Vec::len),
        Some(0),
        "{report}"
    );
    let undeclared = view.replace(
        "impl Clearable for ChatView {\n    fn clear(&mut self) {\n        self.title.clear();\n        self.scroll = 0;\n    }\n}\n",
        "",
    );
    assert_ne!(undeclared, view);
    let report = lint_files(&[("view.rs", &undeclared), ("app.rs", app)]);
    let messages: Vec<&str> = report["findings"]
        .as_array()
        .expect("findings")
        .iter()
        .filter_map(|f| f["message"].as_str())
        .collect();
    assert!(
        messages.len() == 1 && messages[0].starts_with("messages are dropped from `self.chat`"),
        "{report}"
    );
}

/// Forty-first round: a terminal chat client binds keys to commands. A `match` arm on a
/// character key (`KeyCode::Char('l') =>`) or an `if` comparing the key with one
/// (`key.code == KeyCode::Char('l')`) is the user asking for what it does, as typing
/// `"/clear"` is: the clear there is the reset the user asks for (a note). The key that
/// submits the input (`KeyCode::Enter`) binds no command: a clear under it stays an error.
#[test]
fn a_character_key_bound_to_a_clear_is_a_user_command() {
    let source = r#"
pub struct App { history: Vec<ChatMessage>, input: String }
impl App {
    pub fn run(&mut self, events: &Receiver<KeyEvent>) {
        while let Ok(key) = events.recv() {
            self.on_key(key);
        }
    }
    fn on_key(&mut self, key: KeyEvent) {
        match key.code {
            KeyCode::Char('l') => self.history.clear(),
            KeyCode::Enter => self.submit(),
            _ => {}
        }
    }
    fn submit(&mut self) {
        self.history.push(ChatMessage::user(std::mem::take(&mut self.input)));
    }
}
"#;
    let found = severities(source);
    assert!(
        found.len() == 1 && note_containing(&found[0], "the key `KeyCode::Char('l')` asks for it"),
        "{found:?}"
    );
    let compared = variant(
        source,
        "match key.code {\n            KeyCode::Char('l') => self.history.clear(),\n            KeyCode::Enter => self.submit(),\n            _ => {}\n        }",
        "if key.code == KeyCode::Char('l') { self.history.clear(); }",
    );
    assert_eq!(single_severity(&compared), "note");
    let enter = variant(
        source,
        "KeyCode::Char('l') => self.history.clear(),\n            KeyCode::Enter => self.submit(),",
        "KeyCode::Enter => self.history.clear(),",
    );
    assert_eq!(single_severity(&enter), "error");
}

/// Forty-first round: the same client tests its keys through a closure of the key event
/// (`let ctrl = |ch| modifiers.contains(KeyModifiers::CONTROL) && code == KeyCode::Char(ch)`)
/// and calls `new_chat` under `if ctrl('n')`. A condition calling such a closure with a
/// character binds that key, and a function named as starting a conversation over
/// (`new_chat`) is a reset: the clear it makes is the one the key asks for (a note). Called
/// when the history grows too long instead, it is the agent's own cut (an error); a function
/// named for a new item (`new_message`) is no reset.
#[test]
fn a_key_tested_through_a_closure_asks_for_a_new_chat() {
    let source = r#"
pub struct App { history: Vec<ChatMessage> }
impl App {
    pub fn on_key(&mut self, code: KeyCode, modifiers: KeyModifiers) {
        let ctrl = |ch| modifiers.contains(KeyModifiers::CONTROL) && code == KeyCode::Char(ch);
        if ctrl('n') {
            self.new_chat();
        }
    }
    fn new_chat(&mut self) {
        self.history.clear();
    }
}
"#;
    let found = severities(source);
    assert!(
        found.len() == 1 && note_containing(&found[0], "the key `ctrl('n')` asks for it"),
        "{found:?}"
    );
    let too_long = variant(source, "if ctrl('n')", "if self.history.len() > 100");
    assert_eq!(single_severity(&too_long), "error");
    let new_item = variant(source, "new_chat", "new_message");
    assert_eq!(single_severity(&new_item), "error");
}

/// Forty-second round: a Discord bot keeps each channel's last messages in a map behind an
/// `Arc<Mutex<..>>`, locks it in a `match` on the lock's result (`Ok(mut queue) =>`, the
/// `Arc` cloned first) and takes the channel's messages from the `Occupied` arm of
/// `queue.entry(channel)`. The guard and the entry are the map and that channel's
/// conversation, as `let mut queue = self.queue.lock().unwrap()` and
/// `entry(channel).or_default()` are: the `pop_front` under a length test is a cut by position
/// (RG008). In the `Vacant` arm the entry holds nothing yet: nothing is cut there.
#[test]
fn a_guard_and_an_occupied_entry_matched_out_are_the_conversation() {
    let source = r#"
pub struct Handler { queue: Arc<Mutex<HashMap<ChannelId, VecDeque<ChatMessage>>>> }
impl Handler {
    pub fn on_message(&self, channel: ChannelId, msg: ChatMessage) {
        match self.queue.clone().lock() {
            Err(_) => {}
            Ok(mut queue) => match queue.entry(channel) {
                Entry::Vacant(entry) => {
                    entry.insert(VecDeque::from([msg]));
                }
                Entry::Occupied(mut entry) => {
                    let buf = entry.get_mut();
                    buf.push_back(msg);
                    if buf.len() >= 10 {
                        buf.pop_front();
                    }
                }
            },
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    let not_cloned = variant(source, "self.queue.clone().lock()", "self.queue.lock()");
    assert_eq!(findings(&not_cloned), pairs(&[("RG008", "truncate")]));
    let if_let = variant(
        &variant(
            source,
            "match self.queue.clone().lock() {\n            Err(_) => {}\n            Ok(mut queue) =>",
            "if let Ok(mut queue) = self.queue.lock() {\n            ",
        ),
        "            },\n        }\n",
        "            }\n        }\n",
    );
    assert_eq!(findings(&if_let), pairs(&[("RG008", "truncate")]));
    let arms_swapped = variant(
        &variant(source, "Entry::Vacant(entry)", "Entry::Occupied(entry)"),
        "Entry::Occupied(mut entry) =>",
        "Entry::Vacant(mut entry) =>",
    );
    assert_eq!(findings(&arms_swapped), pairs(&[]));
}

/// Forty-second round: a game master's desktop app keeps each NPC's conversation as JSON text
/// in a field (`conv.messages_json`), reads it back, pushes the new message and writes the
/// list serialised again, directly or through the `Ok(json)` of a `match` on the serialiser.
/// The field gets its own list back with a message more: nothing is dropped. A list made in
/// the body instead (`vec![message]`) replaces what the field held (a drop), and a list read
/// back and cut before it is written (`truncate`) is reported as before, the cut and the
/// write-back.
#[test]
fn a_serialised_conversation_read_back_and_added_to_is_put_back() {
    let source = r#"
pub async fn add_message(npc_id: String, message: ChatMessage, db: &Database) -> Result<(), Error> {
    let mut conv = db.get_conversation(&npc_id).await?;
    let mut messages: Vec<ChatMessage> = serde_json::from_str(&conv.messages_json).unwrap_or_default();
    messages.push(message);
    conv.messages_json = serde_json::to_string(&messages)?;
    db.save_conversation(&conv).await?;
    Ok(())
}
"#;
    assert_eq!(findings(source), pairs(&[]));
    let through_match = variant(
        source,
        "    conv.messages_json = serde_json::to_string(&messages)?;\n",
        "    match serde_json::to_string(&messages) {\n        Ok(json) => conv.messages_json = json,\n        Err(e) => return Err(e.into()),\n    }\n",
    );
    assert_eq!(findings(&through_match), pairs(&[]));
    let copied = variant(
        source,
        "    messages.push(message);\n",
        "    let mut all = messages.clone();\n    all.push(message);\n",
    );
    let copied = variant(&copied, "to_string(&messages)", "to_string(&all)");
    assert_eq!(findings(&copied), pairs(&[]));
    let replaced = variant(
        source,
        "let mut messages: Vec<ChatMessage> = serde_json::from_str(&conv.messages_json).unwrap_or_default();\n    messages.push(message);",
        "let messages = vec![message];",
    );
    assert_eq!(findings(&replaced), pairs(&[("RG002", "drop")]));
    let cut = variant(
        source,
        "messages.push(message);",
        "messages.push(message);\n    messages.truncate(20);",
    );
    assert_eq!(
        findings(&cut),
        pairs(&[("RG008", "truncate"), ("RG002", "drop")])
    );
}

/// Forty-second round: a single-user assistant keeps its one conversation in a SQL table
/// named for it (`conversation`), with no key column: each new row is followed by a delete of
/// all but the newest `max` rows (`WHERE id IN (SELECT id FROM conversation ORDER BY id DESC
/// LIMIT -1 OFFSET ?1)`), a cut by position (RG008), and `reset` deletes every row of it among
/// other tables in one batch (`DELETE FROM notes; DELETE FROM conversation;`), the
/// conversation cleared (a reset nothing calls: a note). A table of something else (`notes`),
/// one row deleted by its id, or every row deleted by a body that writes the rows again is
/// no such edit.
#[test]
fn a_table_holding_one_conversation_is_cut_or_cleared_without_a_key() {
    let source = r#"
pub struct Memory { connection: Mutex<Connection>, max: usize }
impl Memory {
    pub fn add(&self, role: &str, content: &str) -> Result<()> {
        let connection = self.connection.lock().unwrap();
        connection.execute("INSERT INTO conversation(role,content) VALUES (?1,?2)", params![role, content])?;
        connection.execute(
            "DELETE FROM conversation WHERE id IN (SELECT id FROM conversation ORDER BY id DESC LIMIT -1 OFFSET ?1)",
            [self.max as i64],
        )?;
        Ok(())
    }
    pub fn reset(&self) -> Result<()> {
        self.connection.lock().unwrap().execute_batch("DELETE FROM notes; DELETE FROM conversation;")?;
        Ok(())
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(
        note_starting(&found[0], "`conversation` is cut host-side"),
        "{found:?}"
    );
    assert!(note_containing(&found[1], "an explicit reset"), "{found:?}");
    let other_table = variant(
        &variant(
            source,
            "DELETE FROM conversation WHERE",
            "DELETE FROM notes WHERE",
        ),
        "DELETE FROM notes; DELETE FROM conversation;",
        "DELETE FROM notes;",
    );
    assert_eq!(severities(&other_table), Vec::new());
    let one_row = variant(
        source,
        "DELETE FROM conversation WHERE id IN (SELECT id FROM conversation ORDER BY id DESC LIMIT -1 OFFSET ?1)",
        "DELETE FROM conversation WHERE id = ?1",
    );
    assert_eq!(severities(&one_row).len(), 1);
    let rewritten = variant(
        source,
        "DELETE FROM conversation WHERE id IN (SELECT id FROM conversation ORDER BY id DESC LIMIT -1 OFFSET ?1)",
        "DELETE FROM conversation",
    );
    assert_eq!(severities(&rewritten).len(), 1);
}

/// Forty-third round: a bot's compaction loads a channel's window by an awaited method of its
/// history holder (`self.history.context(channel).await.map_err(..)?`, a method named
/// `context`, not `anyhow`'s adapter of a result), drops the newest message from that loaded
/// copy before summarising it, and saves the summary with the copy's id only: the copy is
/// scratch, the pop loses nothing the holder keeps. The same copy written back
/// (`self.history.replace(channel, window)`), or a shared handle that is locked
/// (`session.lock().await`), is still the conversation being cut.
#[test]
fn a_window_loaded_by_an_awaited_method_and_never_written_back_is_scratch() {
    let source = r#"
pub struct Bot { history: History }
impl Bot {
    pub async fn compact(&self, channel: &str) -> Result<(), String> {
        let mut window = self.history.context(channel).await.map_err(|e| e.to_string())?;
        window.messages.pop();
        let text = format_batch(&window.messages);
        self.history.save_compact(channel, window.compact_id, &text).await.map_err(|e| e.to_string())?;
        Ok(())
    }
}
"#;
    assert_eq!(severities(source), Vec::new());
    let written_back = variant(
        source,
        "self.history.save_compact(channel, window.compact_id, &text)",
        "self.history.replace(channel, window)",
    );
    assert!(
        reports_error(
            &severities(&written_back),
            "messages are dropped from `window.messages`"
        ),
        "{:?}",
        severities(&written_back)
    );
    let shared_handle = variant(
        source,
        "window.messages.pop();",
        "window.lock().await.messages.pop();",
    );
    assert!(
        reports_error(&severities(&shared_handle), "messages are dropped"),
        "{:?}",
        severities(&shared_handle)
    );
}

/// Forty-third round: a coding agent's chat turn pushes the user's message, asks the model
/// inside `tokio::select!` with Ctrl+C, and takes the message back off in every path that
/// gets no answer: the cancelled branch (`history.pop(); return;`), an empty reply and an
/// error, two arms of one `match`. Each arm is another path from the state before the
/// `match`: the empty reply's `pop()` does not use up the push for the error's, and the
/// cancelled branch, which leaves, is no path past the `select!`. A `pop()` after the
/// `match`, where an arm has already taken the push back, still drops a message.
#[test]
fn each_arm_takes_back_the_bodys_own_push() {
    let source = r#"
pub async fn chat_turn(client: &Client, history: &mut Vec<ChatMessage>, text: String) {
    history.push(ChatMessage::user(text));
    let request = history.clone();
    let result = tokio::select! {
        r = client.chat_stream(&request) => r,
        _ = tokio::signal::ctrl_c() => {
            history.pop();
            println!("cancelled");
            return;
        }
    };
    match result {
        Ok(full) if full.is_empty() => {
            history.pop();
            println!("empty reply");
        }
        Ok(full) => {
            history.push(ChatMessage::assistant(full));
        }
        Err(e) => {
            history.pop();
            println!("error: {e}");
        }
    }
}
"#;
    assert_eq!(severities(source), Vec::new());
    let pop_after = variant(
        source,
        "            println!(\"error: {e}\");\n        }\n    }\n",
        "            println!(\"error: {e}\");\n        }\n    }\n    history.pop();\n",
    );
    let found = severities(&pop_after);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        reports_error(&found, "messages are dropped from `history` (`pop`)"),
        "{found:?}"
    );
}

/// Forty-third round: a REPL keeps its chat history in a local of its turn loop that it never
/// pushes to itself: each turn lends it (`run_turn(&mut chat_history, ..)`) to a function
/// that does. It is the conversation kept across turns all the same, so `/clear` cutting it
/// back to the system prompt (`chat_history.truncate(1)`) is the reset that command asks for
/// (a note). A history only lent for reading (`&chat_history`) is a buffer, not reported.
#[test]
fn a_history_lent_mutably_to_each_turn_is_the_running_conversation() {
    let source = r#"
pub async fn repl(client: &Client) {
    let mut chat_history = vec![ChatMessage::system(PROMPT)];
    loop {
        let line = read_line();
        match line.as_str() {
            "/clear" => {
                chat_history.truncate(1);
            }
            _ => run_turn(client, &mut chat_history, &line).await,
        }
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(
            &found[0],
            "an explicit reset: the user command \"/clear\" asks for it"
        ),
        "{found:?}"
    );
    let read_only = variant(source, "&mut chat_history", "&chat_history");
    assert_eq!(severities(&read_only), Vec::new());
}

/// Forty-fourth round: a Telegram bot registers its command handlers with teloxide's dptree
/// (`dptree::case![Command::Clear].endpoint(handle_clear)`). The registration is how the
/// user's `/clear` reaches the handler, as a `match` arm on the command would: the chat's
/// conversation it clears through a reset-named method is the reset that command asks for (a
/// note naming it), whatever the handler is called. A handler registered for a command that
/// names no reset (`Command::Ask`) stays an error.
#[test]
fn a_handler_registered_for_a_reset_command_is_its_arm() {
    let source = r#"
struct State {
    ollama: Ollama,
    history: History,
}

pub struct History {
    messages: tokio::sync::RwLock<HashMap<ChatId, Arc<Mutex<Vec<ChatMessage>>>>>,
}

impl History {
    pub async fn clear(&self, chat_id: ChatId) {
        if let Some(messages) = self.messages.read().await.get(&chat_id) {
            messages.lock().unwrap().clear();
        }
    }
}

#[tokio::main]
async fn main() {
    let handler = Update::filter_message().branch(
        dptree::entry()
            .filter_command::<Command>()
            .branch(dptree::case![Command::Help].endpoint(handle_help))
            .branch(dptree::case![Command::Clear].endpoint(handle_clear)),
    );
    Dispatcher::builder(Bot::from_env(), handler).build().dispatch().await;
}

async fn handle_clear(bot: Bot, msg: Message, state: Arc<State>) -> Result<()> {
    state.history.clear(msg.chat.id).await;
    bot.send_message(msg.chat.id, "Context cleared.").await?;
    Ok(())
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(
            &found[0],
            "an explicit reset: the command `Command::Clear` asks for it"
        ),
        "{found:?}"
    );
    let not_a_reset = source.replace("Command::Clear", "Command::Ask");
    assert_eq!(single_severity(&not_a_reset), "error");
}

/// Forty-fourth round: a desktop assistant's helper takes the messages by value, pops the
/// newest one and hands both back (`(last_message, messages)`): the caller gets the prompt to
/// send and the history before it, nothing is lost. A popped message the function does not
/// hand back is still dropped.
#[test]
fn a_pop_handed_back_with_the_rest_loses_nothing() {
    let source = r#"
pub fn pop_last_message(messages: Vec<Message>) -> (Option<Message>, Vec<Message>) {
    let mut messages = messages;
    let last_message = messages.pop();
    (last_message, messages)
}
"#;
    assert_eq!(severities(source), Vec::new());
    let kept_back = variant(source, "(last_message, messages)", "(None, messages)");
    assert_eq!(single_severity(&kept_back), "error");
}

/// Forty-fourth round: a desktop assistant runs its messages through a chain of processors,
/// each taking them by value and returning them (`messages = processor.process(messages,
/// channel).await`). When every `process` of the linted code gives back what it is handed
/// (the trait's default returns `messages`), the chain loses nothing. One that returns
/// something else (the last ten messages) makes the chain's rebinding a drop again.
#[test]
fn a_chain_of_processors_that_give_the_window_back_loses_nothing() {
    let source = r#"
#[async_trait]
pub trait Processor: Send + Sync {
    fn enabled(&self) -> bool;
    async fn process(&self, messages: Vec<Message>, channel: &Channel) -> Vec<Message> {
        messages
    }
}

pub struct ProcessorManager {
    processors: Vec<Arc<dyn Processor>>,
}

impl ProcessorManager {
    pub async fn process(&self, messages: Vec<Message>, channel: &Channel) -> Vec<Message> {
        let mut messages = messages;
        for processor in self.processors.iter() {
            if processor.enabled() {
                messages = processor.process(messages, channel).await;
            }
        }
        messages
    }
}
"#;
    assert_eq!(severities(source), Vec::new());
    let cutting = format!(
        "{source}
pub struct KeepLast;

#[async_trait]
impl Processor for KeepLast {{
    fn enabled(&self) -> bool {{ true }}
    async fn process(&self, messages: Vec<Message>, channel: &Channel) -> Vec<Message> {{
        messages.into_iter().rev().take(10).collect()
    }}
}}
"
    );
    let found = severities(&cutting);
    assert!(
        reports_error(&found, "messages are dropped from `messages` (`=`)"),
        "{found:?}"
    );
}

/// Forty-fourth round: a rig-based bot's compactor drains the oldest messages, asks a rig
/// agent for their summary through its hook (`hook.prompt_once(&agent, &mut scratch,
/// &transcript)`, rig's `Prompt::prompt` wrapped) and puts the summary in front. The summary is
/// the model's: the rewrite is reported as one, not as a digest the host writes in the helper
/// that only strips a header from the model's answer. Without the agent, the same call is
/// no model call.
#[test]
fn prompting_an_agent_is_a_model_call() {
    let source = r#"
async fn run_compaction(history: &Arc<RwLock<Vec<Message>>>, agent: &Agent, hook: &Hook) -> Result<usize> {
    let removed: Vec<Message> = {
        let mut hist = history.write().await;
        hist.drain(..10).collect()
    };
    let transcript = render_messages_as_transcript(&removed);
    let mut compaction_history = Vec::new();
    let response = hook.prompt_once(&agent, &mut compaction_history, &transcript).await;
    let summary = match response {
        Ok(text) => extract_summary_section(&text),
        Err(error) => format!("[Compaction summary of 10 messages failed]"),
    };
    {
        let mut hist = history.write().await;
        hist.insert(0, Message::from(format!("[Compaction Summary]: {summary}")));
    }
    Ok(10)
}

fn extract_summary_section(response: &str) -> String {
    response.trim().to_string()
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        reports_error(&found, "`history` is rewritten") && !found[0].1.contains("host writes"),
        "{found:?}"
    );
    let no_agent = source.replace("prompt_once(&agent, ", "prompt_once(");
    let found = severities(&no_agent);
    assert!(
        found
            .iter()
            .any(|(_, message)| message.contains("host writes")),
        "{found:?}"
    );
}

/// Forty-fourth round: a coding agent on swiftide summarises its conversation in a hook
/// closure and adds the model's summary to the agent's context as a summary message
/// (`context.add_message(ChatMessage::new_summary(summary))`). swiftide sends the model only
/// the messages after the last summary: the summary replaces everything before it, a rewrite,
/// though nothing is removed. The same text added as the assistant's message is an append.
#[test]
fn a_summary_message_added_to_the_context_rewrites_it() {
    let source = r#"
impl ConversationSummarizer {
    pub fn summarize_hook(self) -> impl AfterEachFn {
        move |context| {
            let llm = self.llm.clone();
            let prompt = self.prompt();
            Box::pin(async move {
                let mut messages = filter_messages_since_summary(context.history().await);
                messages.push(ChatMessage::new_user(prompt));
                let summary = llm.complete(&messages.into()).await?;
                if let Some(summary) = summary.message() {
                    context.add_message(ChatMessage::new_summary(summary)).await;
                }
                Ok(())
            })
        }
    }
}
"#;
    let found = findings(source);
    assert_eq!(found, vec![("RG001".to_owned(), "rewrite".to_owned())]);
    let appended = source.replace("ChatMessage::new_summary", "ChatMessage::new_assistant");
    assert_eq!(findings(&appended), Vec::new());
}

/// Forty-fourth round: a bot's channel rolls a failed turn back to the length its history had
/// before the turn, which the caller measured and hands in (`guard.truncate(history_len_before)`
/// in `apply_history_after_turn(.., history_len_before, ..)`). What goes is what the turn added,
/// as with a length the body took itself: no cut. A parameter named as a limit
/// (`max_messages`) is a cut to a length, reported as before.
#[test]
fn a_truncate_to_the_length_before_the_turn_is_a_rollback() {
    let source = r#"
pub(crate) fn apply_history_after_turn(
    result: &Result<String, PromptError>,
    guard: &mut Vec<Message>,
    history: Vec<Message>,
    history_len_before: usize,
) {
    match result {
        Ok(_) => guard.extend(history.into_iter().skip(history_len_before)),
        Err(_) => guard.truncate(history_len_before),
    }
}
"#;
    assert_eq!(findings(source), Vec::new());
    let limit = source.replace("history_len_before", "max_messages");
    assert_eq!(
        findings(&limit),
        vec![("RG008".to_owned(), "truncate".to_owned())]
    );
}

/// Forty-fourth round: a bot's channel pushes a placeholder of its own while background work
/// runs (`"[acknowledged — working on it in background]"`) and, in another function, pops the
/// newest message only when it is that placeholder
/// (`if history.last().is_some_and(is_retrigger_bridge_message) { history.pop(); }`, the
/// predicate testing the text for the bracketed marker). What goes is the host's own text,
/// replaced by the real reply: no drop. A predicate that tests something a user or model wrote
/// (a role) leaves the pop a drop.
#[test]
fn a_pop_of_the_hosts_own_placeholder_is_no_drop() {
    let source = r#"
pub(crate) fn pop_retrigger_bridge_message(history: &mut Vec<Message>) -> bool {
    if history.last().is_some_and(is_retrigger_bridge_message) {
        history.pop();
        true
    } else {
        false
    }
}

fn is_retrigger_bridge_message(message: &Message) -> bool {
    match message {
        Message::Assistant { content, .. } => content.iter().any(|item| {
            matches!(item, AssistantContent::Text(text) if text.text.contains("[acknowledged"))
        }),
        _ => false,
    }
}
"#;
    assert_eq!(findings(source), Vec::new());
    let by_role = variant(
        source,
        "matches!(item, AssistantContent::Text(text) if text.text.contains(\"[acknowledged\"))",
        "matches!(item, AssistantContent::Text(_))",
    );
    assert_eq!(single_severity(&by_role), "error");
}

/// Forty-fifth round: a rig agent loop's runner declares its own `next_turn` (it takes the next
/// queued prompt) and its `run` loop calls `self.next_turn()`. guard-core's window API has a
/// `next_turn` too, but a call of a method the linted code declares for `self`'s type runs that
/// code: it made `run` a guard, and every edit reached only through `run` went unreported. The
/// same loop without the declaration (so `self.next_turn()` can only be the API's) still guards.
#[test]
fn a_runners_own_next_turn_is_no_guard_call() {
    let source = r#"
pub struct Runner {
    history: Vec<Message>,
    queue: VecDeque<Message>,
}

impl Runner {
    fn next_turn(&mut self) -> Option<Message> {
        self.queue.pop_front()
    }

    pub fn run(&mut self) {
        while let Some(prompt) = self.next_turn() {
            self.history.push(prompt);
            self.strip_tools();
        }
    }

    fn strip_tools(&mut self) {
        self.history.retain(|m| m.role != Role::Tool);
    }
}
"#;
    assert_eq!(
        findings(source),
        vec![("RG002".to_owned(), "drop".to_owned())]
    );
    let api = variant(
        source,
        "    fn next_turn(&mut self) -> Option<Message> {
        self.queue.pop_front()
    }
",
        "",
    );
    assert_eq!(findings(&api), Vec::new());
}

/// Forty-fifth round: a rig agent loop keeps its history in a field typed by an alias
/// (`state: SharedMessages` for `type SharedMessages = Arc<Mutex<Vec<Message>>>`) and reaches
/// it through a lock helper (`fn lock_messages(m: &SharedMessages) -> MutexGuard<..>`), then
/// replaces it with what a caller's transform hook returns (`*lock_messages(&self.state) =
/// after`). The alias is the type it names, the helper's call the lock it takes: a drop, as
/// `*self.state.lock().unwrap() = after` on an `Arc<Mutex<Vec<Message>>>` field is. A method
/// helper (`self.lock_state()` returning `self.state.lock()..`) is read the same way; a
/// function that takes two locks is no helper.
#[test]
fn a_lock_helper_hands_out_the_field_it_locks() {
    let source = r#"
type SharedMessages = Arc<Mutex<Vec<Message>>>;
type Transform = Arc<dyn Fn(Vec<Message>) -> Vec<Message> + Send + Sync>;

fn lock_messages(messages: &SharedMessages) -> MutexGuard<'_, Vec<Message>> {
    match messages.lock() {
        Ok(guard) => guard,
        Err(poisoned) => poisoned.into_inner(),
    }
}

pub struct Runner {
    state: SharedMessages,
    transform: Option<Transform>,
}

impl Runner {
    pub fn transform_context(&mut self) {
        let Some(transform) = &self.transform else {
            return;
        };
        let before = lock_messages(&self.state).clone();
        let after = transform(before.clone());
        if after != before {
            *lock_messages(&self.state) = after;
        }
    }
}
"#;
    assert_eq!(
        findings(source),
        vec![("RG002".to_owned(), "drop".to_owned())]
    );
    let method = variant(
        source,
        "impl Runner {\n",
        "impl Runner {
    fn lock_state(&self) -> MutexGuard<'_, Vec<Message>> {
        self.state.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }
",
    )
    .replace(
        "*lock_messages(&self.state) = after",
        "*self.lock_state() = after",
    );
    assert_eq!(
        findings(&method),
        vec![("RG002".to_owned(), "drop".to_owned())]
    );
    let two_locks = variant(
        source,
        "    match messages.lock() {",
        "    let _other = QUEUE.lock();\n    match messages.lock() {",
    );
    assert_eq!(findings(&two_locks), Vec::new());
}

/// Forty-fifth round: the rig loop's runner takes the next turn from its queues of pending
/// prompts: `if let Some(message) = self.immediate.pop_front() { return
/// Some(PendingTurn::single(message)); }`, `return
/// PendingTurn::new(self.steering.drain(..).collect())`, and `PendingTurn::new` pops the last
/// message as the prompt and keeps the rest as its prelude (`Some(Self { prelude: messages,
/// prompt })`). The items go to the caller in the value built, as
/// `queue.pop_front().map(PendingTurn::single)` does: a queue consumed, nothing dropped. A
/// summariser given the drained items (`return summarize(self.steering.drain(..).collect())`)
/// is still an edit.
#[test]
fn items_dequeued_into_the_value_handed_back_are_not_dropped() {
    let source = r#"
pub struct Runner {
    immediate: VecDeque<Message>,
    steering: VecDeque<Message>,
}

pub struct PendingTurn {
    prelude: Vec<Message>,
    prompt: Message,
}

impl PendingTurn {
    fn new(mut messages: Vec<Message>) -> Option<Self> {
        let prompt = messages.pop()?;
        Some(Self {
            prelude: messages,
            prompt,
        })
    }

    fn single(prompt: Message) -> Self {
        Self {
            prelude: Vec::new(),
            prompt,
        }
    }
}

impl Runner {
    pub fn next_turn(&mut self) -> Option<PendingTurn> {
        if let Some(message) = self.immediate.pop_front() {
            return Some(PendingTurn::single(message));
        }
        if !self.steering.is_empty() {
            return PendingTurn::new(self.steering.drain(..).collect());
        }
        None
    }
}
"#;
    assert_eq!(findings(source), Vec::new());
    let summarised = variant(
        source,
        "return PendingTurn::new(self.steering.drain(..).collect());",
        "return summarize(self.steering.drain(..).collect());",
    );
    assert!(
        !findings(&summarised).is_empty(),
        "{:?}",
        findings(&summarised)
    );
}

/// Forty-fifth round: a browser library keeps each page's console lines and requests in a
/// `History` struct behind a lock it reaches through a helper (`let mut history =
/// self.lock_history()`), capped by `history.console.pop_front()`. The guard is `self.history`,
/// a struct the source declares; of its fields only those that hold messages are windows, as
/// with `self.history.console` written out, and a console line (`ConsoleMessage`) is no message
/// of a conversation. The same struct holding chat messages is a window cut oldest-first.
#[test]
fn a_log_behind_a_lock_of_a_declared_struct_is_no_window() {
    let source = r#"
pub struct ConsoleMessage {
    pub level: String,
    pub text: String,
}

struct History {
    console: VecDeque<ConsoleMessage>,
    next_console: u64,
}

pub struct PageEvents {
    history: Mutex<History>,
}

impl PageEvents {
    fn lock_history(&self) -> std::sync::MutexGuard<'_, History> {
        self.history
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    pub fn push_console(&self, level: String, text: String) {
        let mut history = self.lock_history();
        history.next_console += 1;
        history.console.push_back(ConsoleMessage { level, text });
        if history.console.len() > 5000 {
            history.console.pop_front();
        }
    }
}
"#;
    assert_eq!(findings(source), Vec::new());
    let chat = source.replace("ConsoleMessage", "ChatMessage");
    assert_eq!(
        findings(&chat),
        vec![("RG008".to_owned(), "truncate".to_owned())]
    );
}

/// Forty-fifth round: an egui coding agent compacts in two functions. `start_compaction`
/// summarises the oldest turns from the start of the session's messages
/// (`compaction_transcript(&messages[..split_len])`, handed to a completion thread), and
/// `drain_compaction`, when the reply arrives, drains those messages and puts the summary at
/// the front as a message marked `is_summary: true`. The next compaction's range starts at
/// that summary: a summary summarised again (RG003), though no one body both reads and writes
/// the front. A range that starts after the front (`[1..split_len]`) is not.
#[test]
fn a_summary_put_in_front_by_another_function_is_summarised_again() {
    let source = r#"
impl App {
    pub fn start_compaction(&mut self, key: SessionKey) {
        let messages = &self.session_by_key(key).messages;
        let split_len = messages.len() / 2;
        let transcript = compaction_transcript(&messages[..split_len]);
        self.compaction = Some(spawn_completion(transcript, split_len));
    }

    pub fn drain_compaction(&mut self, key: SessionKey, summary: String, split: usize) {
        let sess = self.session_mut_by_key(key);
        sess.messages.drain(..split);
        sess.messages.insert(
            0,
            ChatMessage {
                role: MsgRole::User,
                text: summary,
                is_summary: true,
            },
        );
    }
}
"#;
    let rules = |source: &str| -> Vec<String> {
        findings(source).into_iter().map(|(rule, _)| rule).collect()
    };
    assert!(
        rules(source).contains(&"RG003".to_owned()),
        "{:?}",
        rules(source)
    );
    let after_front = variant(source, "&messages[..split_len]", "&messages[1..split_len]");
    assert!(
        !rules(&after_front).contains(&"RG003".to_owned()),
        "{:?}",
        rules(&after_front)
    );
}

/// Forty-fifth round (the forty-fourth round's gap): a chain of processors whose default
/// `process` hands the window back in `Ok(..)` (`fn process(&self, messages: Vec<Message>) ->
/// Result<Vec<Message>, Error> { Ok(messages) }`), rebound at each step (`messages =
/// processor.process(messages)?`), loses nothing, as when the window is returned bare. A
/// processor that returns the last ten messages in `Ok(..)` keeps the chain a drop.
#[test]
fn a_processor_handing_the_window_back_in_ok_loses_nothing() {
    let source = r#"
pub trait Processor {
    fn process(&self, messages: Vec<Message>) -> Result<Vec<Message>, Error> {
        Ok(messages)
    }
}

pub struct Manager {
    processors: Vec<Box<dyn Processor>>,
}

impl Manager {
    pub fn process(&self, mut messages: Vec<Message>) -> Result<Vec<Message>, Error> {
        for processor in &self.processors {
            messages = processor.process(messages)?;
        }
        Ok(messages)
    }
}
"#;
    assert_eq!(findings(source), Vec::new());
    let keep_recent = format!(
        "{source}
pub struct KeepRecent;

impl Processor for KeepRecent {{
    fn process(&self, messages: Vec<Message>) -> Result<Vec<Message>, Error> {{
        Ok(messages[messages.len() - 10..].to_vec())
    }}
}}
"
    );
    assert_eq!(
        findings(&keep_recent),
        vec![("RG002".to_owned(), "drop".to_owned())]
    );
}

/// Forty-sixth round: a later version of the forty-fifth round's rig harness makes its pending
/// turn an enum (`enum PendingTurn { Prompt { prelude, prompt: Box<Message> }, Resume }`). Its
/// constructors are declared by the enum's `impl`, not by a struct, and the popped prompt goes
/// back boxed in a struct variant (`Some(Self::Prompt { prelude: messages, prompt:
/// Box::new(prompt) })`): the items still move to the caller, nothing is lost.
#[test]
fn items_dequeued_into_an_enum_variant_are_not_dropped() {
    let source = r#"
pub struct Runner {
    immediate: VecDeque<Message>,
    steering: VecDeque<Message>,
}

pub enum PendingTurn {
    Prompt {
        prelude: Vec<Message>,
        prompt: Box<Message>,
    },
    Resume,
}

impl PendingTurn {
    fn new(mut messages: Vec<Message>) -> Option<Self> {
        let prompt = messages.pop()?;
        Some(Self::Prompt {
            prelude: messages,
            prompt: Box::new(prompt),
        })
    }

    fn single(prompt: Message) -> Self {
        Self::Prompt {
            prelude: Vec::new(),
            prompt: Box::new(prompt),
        }
    }
}

impl Runner {
    pub fn next_turn(&mut self) -> Option<PendingTurn> {
        if let Some(message) = self.immediate.pop_front() {
            return Some(PendingTurn::single(message));
        }
        if !self.steering.is_empty() {
            return PendingTurn::new(self.steering.drain(..).collect());
        }
        None
    }
}
"#;
    assert_eq!(findings(source), Vec::new());
    let summarised = variant(
        source,
        "return PendingTurn::new(self.steering.drain(..).collect());",
        "return summarize(self.steering.drain(..).collect());",
    );
    assert!(
        !findings(&summarised).is_empty(),
        "{:?}",
        findings(&summarised)
    );
    let lost = variant(
        source,
        "prompt: Box::new(prompt),\n        })",
        "prompt: Box::new(Message::default()),\n        })",
    );
    assert!(!findings(&lost).is_empty(), "{:?}", findings(&lost));
}

/// Forty-sixth round: the rig harness's commit keeps the history a turn hook hands back in a
/// local declared `None` and set in either of two arms of a `match` (`replaced_history =
/// Some(history)` under `ReplaceHistory` and under `ReplaceHistoryAndAbort`), only to announce
/// it in an event. At most one arm runs, so the local gets its first value and loses nothing;
/// set again after the `match`, it would lose the first.
#[test]
fn a_local_set_once_in_either_arm_of_a_match_drops_nothing() {
    let source = r#"
pub enum TurnHookAction {
    Continue,
    ReplaceHistory(Vec<Message>),
    ReplaceHistoryAndAbort { history: Vec<Message>, reason: String },
}

pub fn announce(action: TurnHookAction, events: &mut Vec<String>) {
    let mut replaced_history = None;
    match action {
        TurnHookAction::Continue => {}
        TurnHookAction::ReplaceHistory(history) => {
            replaced_history = Some(history);
        }
        TurnHookAction::ReplaceHistoryAndAbort { history, reason } => {
            events.push(reason);
            replaced_history = Some(history);
        }
    }
    if let Some(messages) = replaced_history {
        events.push(format!("replaced with {} messages", messages.len()));
    }
}
"#;
    assert_eq!(findings(source), Vec::new());
    let twice = variant(
        source,
        "    if let Some(messages) = replaced_history {",
        "    replaced_history = Some(Vec::new());\n    if let Some(messages) = replaced_history {",
    );
    assert!(!findings(&twice).is_empty(), "{:?}", findings(&twice));
}

/// Forty-sixth round: the rig harness, split into modules, declares its shared history's
/// alias and lock helper in `api.rs` (`type SharedMessages = Arc<Mutex<Vec<Message>>>`, `fn
/// lock_messages(m: &SharedMessages) -> MutexGuard<..>`) and installs a hook's history in
/// `engine.rs` (`*lock_messages(&self.state) = after`). The other file's alias and helper are
/// read as the forty-fifth round reads a file's own: the install replaces the history.
#[test]
fn a_lock_helper_declared_in_another_file_hands_out_the_field_it_locks() {
    let api = r#"
pub(crate) type SharedMessages = Arc<Mutex<Vec<Message>>>;

pub(crate) fn lock_messages(messages: &SharedMessages) -> MutexGuard<'_, Vec<Message>> {
    match messages.lock() {
        Ok(guard) => guard,
        Err(poisoned) => poisoned.into_inner(),
    }
}
"#;
    let engine = r#"
use crate::api::{SharedMessages, lock_messages};

pub struct Runner {
    state: SharedMessages,
    transform: Box<dyn Fn(Vec<Message>) -> Vec<Message>>,
}

impl Runner {
    pub fn transform_context(&self) {
        let before = lock_messages(&self.state).clone();
        let after = (self.transform)(before);
        *lock_messages(&self.state) = after;
    }

    pub fn history_len(&self) -> usize {
        lock_messages(&self.state).len()
    }
}
"#;
    let found = files_finding_fields(&[("api.rs", api), ("engine.rs", engine)], "rule", "message");
    assert!(
        found
            .iter()
            .any(|(rule, message)| rule == "RG002" && message.contains("`self.state`")),
        "{found:?}"
    );
    let reading = variant(
        engine,
        "*lock_messages(&self.state) = after;",
        "drop(after);",
    );
    assert_eq!(
        files_finding_fields(
            &[("api.rs", api), ("engine.rs", &reading)],
            "rule",
            "message"
        ),
        Vec::new()
    );
}

/// Forty-sixth round: a coding agent's compaction takes its previous summary out of the window
/// before it cuts (`if messages.get(i - 1).is_some_and(is_compact_summary_message) {
/// previous = ..; messages.remove(i - 1); }`), folds it into the new digest and puts that at
/// the same place. The summary summarised again is the one handed in as `previous`, reported
/// once; the range cut after it does not start with it, since the body looks for it through
/// a predicate named for a summary, handed by name as a closure would be.
#[test]
fn a_summary_looked_for_by_a_named_predicate_is_not_in_the_range_cut() {
    let source = r#"
const PREFIX: &str = "[compact summary]";

pub fn compact(messages: &mut Vec<Message>, keep: usize) {
    let mut insertion_index = leading_system_count(messages);
    let mut previous_summary = None;
    if insertion_index > 0
        && messages
            .get(insertion_index - 1)
            .is_some_and(is_compact_summary_message)
    {
        previous_summary = messages.get(insertion_index - 1).cloned();
        messages.remove(insertion_index - 1);
        insertion_index -= 1;
    }
    let end = messages.len().saturating_sub(keep);
    let removed: Vec<Message> = messages.drain(insertion_index..end).collect();
    let summary = summarize(previous_summary, &removed);
    messages.insert(insertion_index, Message::system(summary));
}

fn is_compact_summary_message(message: &Message) -> bool {
    message.content.starts_with(PREFIX)
}
"#;
    let resummaries = |source: &str| {
        findings(source)
            .into_iter()
            .filter(|(rule, _)| rule == "RG003")
            .count()
    };
    assert_eq!(resummaries(source), 1, "{:?}", findings(source));
    let blind = variant(
        source,
        ".is_some_and(is_compact_summary_message)",
        ".is_some()",
    );
    assert_eq!(resummaries(&blind), 2, "{:?}", findings(&blind));
}

/// Forty-sixth round, the forty-fifth's gap: a processor whose default hands the window back
/// under another name (`let kept = messages; Ok(kept)`) loses nothing, as when it returns the
/// parameter by its own name; written to again under the new name, it is no pass-through.
#[test]
fn a_processor_handing_the_window_back_renamed_loses_nothing() {
    let source = r#"
pub trait Processor {
    fn process(&self, messages: Vec<Message>) -> Result<Vec<Message>, Error> {
        let kept = messages;
        Ok(kept)
    }
}

pub struct Manager {
    processors: Vec<Box<dyn Processor>>,
}

impl Manager {
    pub fn process(&self, mut messages: Vec<Message>) -> Result<Vec<Message>, Error> {
        for processor in &self.processors {
            messages = processor.process(messages)?;
        }
        Ok(messages)
    }
}
"#;
    assert_eq!(findings(source), Vec::new());
    let cut = variant(
        source,
        "let kept = messages;\n",
        "let mut kept = messages;\n        kept.truncate(10);\n",
    );
    assert!(!findings(&cut).is_empty(), "{:?}", findings(&cut));
}

/// Forty-seventh round: a game's cognitive NPC keeps `memories`, a private field it only
/// pushes to, sorts by importance and truncates to `max_memories`; the file reads the struct's
/// other fields (`max_memories`) but never this one (the NPC answers from templates and its
/// knowledge), so no model is given what it holds and the cut is no drop from a context. It
/// was an RG002 error. The same struct with a method that formats the memories into the
/// prompt keeps the cut a drop (and a struct of which the file reads no field at all, as in
/// the tenth round's memories, keeps it a drop too).
#[test]
fn a_private_field_nothing_reads_is_no_window() {
    let source = r#"
pub struct Memory {
    pub content: String,
    pub importance: f32,
}

pub struct CognitiveNpc {
    memories: Vec<Memory>,
    max_memories: usize,
}

impl CognitiveNpc {
    pub fn add_memory(&mut self, content: &str, importance: f32) {
        self.memories.push(Memory { content: content.to_string(), importance });
        if self.memories.len() > self.max_memories {
            self.memories.sort_by(|a, b| b.importance.total_cmp(&a.importance));
            self.memories.truncate(self.max_memories);
        }
    }
}
"#;
    assert_eq!(findings(source), Vec::new());
    let read = variant(
        source,
        "impl CognitiveNpc {\n",
        "impl CognitiveNpc {\n    pub fn prompt(&self) -> String {\n        self.memories.iter().map(|m| m.content.clone()).collect()\n    }\n\n",
    );
    assert_eq!(findings(&read), [("RG002".to_owned(), "drop".to_owned())]);
}

/// Forty-seventh round: an OpenAI Agents SDK port keeps a session's items in
/// `InMemorySession { items: Mutex<Vec<Value>> }`, which implements its `Session` trait, and a
/// compacting wrapper installs a summary with `replace_items`, `*self.items.lock() = items`.
/// Neither the field's name (`items`) nor its items (`serde_json::Value`) say conversation;
/// the trait the struct implements does, as a `&mut dyn Session` parameter already did. Every
/// edit of the session went unreported; here, with no caller in the file, the clear and the
/// replacement are the notes of a reset and a load. The same struct implementing a trait named
/// for something else (`Inventory`) holds no conversation.
#[test]
fn a_struct_implementing_a_conversation_trait_holds_the_conversation() {
    let source = r#"
pub trait Session {
    fn clear_session(&self);
    fn replace_items(&self, items: Vec<Value>);
}

pub struct InMemorySession {
    id: String,
    items: Mutex<Vec<Value>>,
}

impl Session for InMemorySession {
    fn clear_session(&self) {
        self.items.lock().expect("session items").clear();
    }

    fn replace_items(&self, items: Vec<Value>) {
        *self.items.lock().expect("session items") = items;
    }
}

pub fn items_of(session: &InMemorySession) -> Vec<Value> {
    session.items.lock().expect("session items").clone()
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(
        found
            .iter()
            .any(|f| note_containing(f, "`self.items` (`clear`)")),
        "{found:?}"
    );
    assert!(
        found
            .iter()
            .any(|f| note_containing(f, "`self.items` (`=`)")),
        "{found:?}"
    );
    let other = source
        .replace("pub trait Session", "pub trait Inventory")
        .replace("impl Session for", "impl Inventory for");
    assert_eq!(findings(&other), Vec::new());
}

/// Forty-seventh round: vtt_rs's streaming agent keeps the last thirty seconds of its
/// transcriptions with `history.retain(|t| t.timestamp >= cutoff)`. A `retain` whose closure
/// reads nothing of an item but its time and compares it with a cutoff drops the oldest
/// messages whatever they say: a cut by age (RG008, off by default), not a choice (it was an
/// RG002 error). A closure that also looks at what a message says still chooses.
#[test]
fn a_retain_of_what_is_newer_than_a_cutoff_is_a_cut_by_age() {
    let source = r#"
pub struct Agent {
    history: Vec<ChatMessage>,
    window: Duration,
}

impl Agent {
    pub fn add(&mut self, message: ChatMessage) {
        self.history.push(message);
        let cutoff = SystemTime::now() - self.window;
        self.history.retain(|m| m.created_at >= cutoff);
    }
}
"#;
    assert_eq!(
        findings(source),
        [("RG008".to_owned(), "truncate".to_owned())]
    );
    let by_content = variant(
        source,
        "m.created_at >= cutoff",
        "m.created_at >= cutoff || m.content.contains(\"remember\")",
    );
    assert_eq!(
        findings(&by_content),
        [("RG002".to_owned(), "drop".to_owned())]
    );
}

/// Forty-eighth round: agenthost's agent reloads the functions the model may call when a
/// script moves to another stage (`self.functions = self.load_actions()?` over
/// `functions: Vec<ChatCompletionFunctions>`). A type whose last word names a tool or function
/// definition is no message type, whatever words of a chat it carries: the reload dropped no
/// message (it was an RG002 error). The same field of completion messages is still a window.
#[test]
fn tool_definitions_reloaded_for_a_stage_are_no_window() {
    let source = r#"
pub struct Agent {
    functions: Vec<ChatCompletionFunctions>,
    log: Vec<ChatCompletionRequestMessage>,
}

impl Agent {
    pub fn next_stage(&mut self, stage: &str) {
        self.functions = load_actions(stage);
    }

    pub fn add(&mut self, message: ChatCompletionRequestMessage) {
        self.log.push(message);
    }
}
"#;
    assert_eq!(findings(source), Vec::new());
    let messages = source.replace(
        "functions: Vec<ChatCompletionFunctions>",
        "functions: Vec<ChatCompletionMessage>",
    );
    assert_eq!(
        findings(&messages),
        [("RG002".to_owned(), "drop".to_owned())]
    );
}

/// Forty-eighth round: chatty's `Conversation::build_context(&self)` gathers the summaries and
/// the messages after the last one into a new list for the request
/// (`let mut context: Vec<Message> = self.contexts.iter().map(Message::from).collect()`, then
/// `context.extend(self.messages[i..].to_vec())`) and pops the last user message, sent apart
/// as the prompt. A method that only borrows `self` builds a new list from items it can only
/// read: a view, whose `pop` drops nothing (it was an RG002 error). A list that is the window's
/// own lock guard is the window.
#[test]
fn a_list_a_borrowing_method_maps_from_its_fields_is_a_view() {
    let source = r#"
pub struct Conversation {
    messages: Vec<Message>,
    contexts: Vec<Context>,
}

impl Conversation {
    pub fn append_message(&mut self, message: Message) {
        self.messages.push(message);
    }

    pub fn build_context(&self) -> Vec<Message> {
        let mut context: Vec<Message> = self.contexts.iter().map(Message::from).collect();
        context.extend(self.messages[1..].to_vec());
        if !context.last().unwrap().is_system() {
            context.pop();
        }
        context
    }
}
"#;
    assert_eq!(findings(source), Vec::new());
    let guard = source
        .replace("messages: Vec<Message>,", "messages: Mutex<Vec<Message>>,")
        .replace("self.messages.push(message)", "self.messages.lock().unwrap().push(message)")
        .replace(
            "let mut context: Vec<Message> = self.contexts.iter().map(Message::from).collect();\n        context.extend(self.messages[1..].to_vec());",
            "let mut context = self.messages.lock().unwrap();",
        )
        .replace("        context\n    }", "        context.clone()\n    }");
    assert_eq!(findings(&guard), [("RG002".to_owned(), "drop".to_owned())]);
}

/// Forty-eighth round: chatty's `AppState::set_conversation` switches the conversation the
/// screen shows (`self.conversation = conversation` over `conversation: Rc<RefCell<Conversation>>`,
/// handed a handle the app keeps in its map of conversations). A shared handle replaced with
/// another handed in changes which conversation is worked on; the one it pointed to lives on
/// with its other holders (it was an RG002 error). A conversation held by value is still
/// replaced.
#[test]
fn a_shared_handle_switched_to_another_drops_no_conversation() {
    let source = r#"
pub struct AppState {
    conversation: Rc<RefCell<Conversation>>,
}

impl AppState {
    pub fn set_conversation(&mut self, conversation: Rc<RefCell<Conversation>>) {
        self.conversation = conversation;
    }

    pub fn add_message(&mut self, message: Message) {
        self.conversation.borrow_mut().append_message(message);
    }
}

pub struct App {
    state: AppState,
    conversations: HashMap<String, Rc<RefCell<Conversation>>>,
}

impl App {
    pub fn switch(&mut self, id: &str) {
        self.state.set_conversation(Rc::clone(self.conversations.get(id).unwrap()));
    }
}
"#;
    assert_eq!(findings(source), Vec::new());
    let owned = source
        .replace(
            "conversation: Rc<RefCell<Conversation>>,\n}",
            "conversation: Conversation,\n}",
        )
        .replace(
            "conversation: Rc<RefCell<Conversation>>) {",
            "conversation: Conversation) {",
        )
        .replace("self.conversation.borrow_mut()", "self.conversation")
        .replace(
            "Rc::clone(self.conversations.get(id).unwrap())",
            "self.conversations.get(id).unwrap().borrow().clone()",
        );
    assert_eq!(findings(&owned), [("RG002".to_owned(), "drop".to_owned())]);
}

/// Forty-eighth round: agenthost's chat log renders its system message again before each
/// request and puts it in the first place (`self.messages[0] = msg` in
/// `fn change_sys_msg(&mut self, msg: ChatMessage)`, called with `sys_msg(&rendered)`). The
/// first message replaced with a system message (built as one, or handed to a function named
/// for the system message) is a new system prompt, not a cut (it was an RG008 note). The first
/// message replaced with what a function named otherwise is handed is still a cut, and with a
/// user message still a drop.
#[test]
fn the_first_message_replaced_with_a_system_prompt_is_no_cut() {
    let source = r#"
pub struct ChatLog {
    pub messages: Vec<ChatMessage>,
}

impl ChatLog {
    pub fn add(&mut self, msg: ChatMessage) {
        self.messages.push(msg);
    }

    pub fn change_sys_msg(&mut self, msg: ChatMessage) {
        if self.messages.len() > 0 {
            self.messages[0] = msg;
        } else {
            self.messages.push(msg);
        }
    }

    pub fn set_prompt(&mut self, prompt: String) {
        self.messages[0] = ChatMessage::system(prompt);
    }
}
"#;
    assert_eq!(findings(source), Vec::new());
    let other = source
        .replace("fn change_sys_msg", "fn change_first")
        .replace("ChatMessage::system(prompt)", "ChatMessage::user(prompt)");
    assert_eq!(
        findings(&other),
        [
            ("RG008".to_owned(), "truncate".to_owned()),
            ("RG002".to_owned(), "drop".to_owned())
        ]
    );
}

/// Forty-eighth round: a voice assistant on llama.cpp keeps its conversation only in the KV
/// cache and takes back the last exchange on request
/// (`self.ctx.clear_kv_cache_seq(Some(0), Some((checkpoint - 1) as u32),
/// Some(self.ctx.kv_cache_seq_pos_max(0) as u32))` with `checkpoint` popped from the positions
/// saved before each exchange). A removal of every position from a saved one to the end that
/// is the body's last use of the context drops the newest exchange for good: nothing decodes
/// it again (it was missed). A prompt-prefix cache, which decodes the new tail after the same
/// removal, still loses nothing.
#[test]
fn the_newest_exchange_removed_from_the_kv_cache_for_good_is_a_drop() {
    let source = r#"
pub struct Llm {
    ctx: LlamaContext<'static>,
    batch: LlamaBatch<'static>,
    exchange_checkpoints: Vec<i32>,
}

impl Llm {
    pub fn rollback_exchange(&mut self) -> bool {
        if let Some(checkpoint) = self.exchange_checkpoints.pop() {
            self.ctx.clear_kv_cache_seq(Some(0), Some((checkpoint - 1) as u32), Some(self.ctx.kv_cache_seq_pos_max(0) as u32)).unwrap_or(false)
        } else {
            false
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG002", "drop")]));
    let found = severities(source);
    assert!(
        found[0].1.contains("`self.ctx`") && found[0].1.contains("`clear_kv_cache_seq`"),
        "{found:?}"
    );
    let prefix_cache = variant(
        source,
        ".unwrap_or(false)\n",
        ".unwrap_or(false);\n            self.ctx.decode(&mut self.batch).is_ok()\n",
    );
    assert_eq!(findings(&prefix_cache), pairs(&[]));
    let whole = variant(source, "Some((checkpoint - 1) as u32)", "Some(0)");
    assert_eq!(findings(&whole), pairs(&[]));
}

/// The forty-sixth round's harness (still on disk, linted again this round): `commit_append`
/// builds the next history in a local from a snapshot (`let mut next_history = before;`),
/// replaces it with a turn hook's history in either of two `match` arms
/// (`next_history = history.clone()`), and installs it (`*lock_messages(&self.state) =
/// next_history`). A local the body writes back whole into a window is a working copy whatever
/// owned value it starts from: one edit, reported once, at the install (it was reported three
/// times, at both reassignments of the local as well).
#[test]
fn a_working_copy_from_a_snapshot_is_reported_once_at_its_install() {
    let source = r#"
pub struct Runner {
    state: Arc<Mutex<Vec<Message>>>,
    hook: Option<Hook>,
}

impl Runner {
    fn history_snapshot(&self) -> Vec<Message> {
        self.state.lock().unwrap().clone()
    }

    pub async fn commit_append(&mut self, messages: Vec<Message>) {
        let before = self.history_snapshot();
        let mut next_history = before;
        next_history.extend(messages.clone());
        if let Some(hook) = &self.hook {
            match hook(next_history.clone()).await {
                Action::Continue => {}
                Action::ReplaceHistory(history) => {
                    next_history = history.clone();
                }
                Action::ReplaceHistoryAndAbort { history, reason } => {
                    next_history = history.clone();
                }
            }
        }
        *self.state.lock().unwrap() = next_history;
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        reports_error(&found, "messages are dropped from `self.state`"),
        "{found:?}"
    );
}

/// The forty-seventh round's agents SDK port (still on disk, linted again this round):
/// `CompactingSession::compact_locked` builds the compacted items around a model's notes in a
/// local and installs them through the session it wraps (`self.inner.replace_items(compacted)`
/// with `inner: Arc<dyn Session>`). A field holding a conversation behind a trait named for one
/// is the holder of that conversation, and its method named for replacing the items, handed a
/// summary, rewrites it: RG001 at that call (before, only the drop in the implementation's
/// `replace_items` told of it). Items installed with no summary among them are no rewrite.
#[test]
fn a_summary_installed_through_a_conversation_trait_field_is_a_rewrite() {
    let source = r#"
pub trait Session {
    async fn replace_items(&self, items: Vec<Value>);
}

pub struct CompactingSession {
    inner: Arc<dyn Session>,
    summarizer: Arc<dyn Summarizer>,
}

impl CompactingSession {
    pub async fn compact(&self, old_items: Vec<Value>, recent: Vec<Value>) {
        let notes = self.summarizer.summarize(&old_items).await;
        let mut compacted: Vec<Value> = Vec::new();
        compacted.push(summary_item(&notes));
        compacted.extend(recent);
        self.inner.replace_items(compacted).await;
    }
}
"#;
    let found = severities(source);
    assert!(
        reports_error(
            &found,
            "`self.inner` is rewritten with model-authored text (`replace_items`)"
        ),
        "{found:?}"
    );
    let no_summary = variant(
        source,
        "        compacted.push(summary_item(&notes));\n",
        "",
    );
    assert_eq!(findings(&no_summary), pairs(&[]));
}

/// The forty-sixth and forty-seventh rounds' open gap: a lock helper that is a method
/// (`fn history(&self) -> MutexGuard<'_, Vec<Message>> { self.history.lock()... }` in
/// `brain.rs`) called on `self` in the same type's `impl` in another file (`memory.rs`:
/// `self.history().clear()`, `let mut turns = self.history(); .. turns.drain(..excess)`). The
/// other file is analysed with the helper read as the lock it takes, as in its own file: the
/// clear is seen (it was missed) and the cut is of `self.history` (it was of `turns`).
#[test]
fn a_lock_helper_method_declared_in_another_file_hands_out_the_field_it_locks() {
    let brain = r#"
pub struct Brain {
    history: Mutex<Vec<Message>>,
    max_history: usize,
}

impl Brain {
    fn history(&self) -> MutexGuard<'_, Vec<Message>> {
        self.history.lock().unwrap_or_else(|p| p.into_inner())
    }
}
"#;
    let memory = r#"
impl Brain {
    pub fn remember(&self, message: Message) {
        let mut turns = self.history();
        turns.push(message);
        if turns.len() > self.max_history {
            let excess = turns.len() - self.max_history;
            turns.drain(..excess);
        }
    }

    pub fn forget(&self) {
        self.history().clear();
    }
}
"#;
    let found = files_finding_fields(
        &[("brain.rs", brain), ("memory.rs", memory)],
        "rule",
        "message",
    );
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(
        found.iter().any(|(rule, message)| rule == "RG008"
            && message.starts_with("`self.history` is cut host-side (`drain`)")),
        "{found:?}"
    );
    assert!(
        found.iter().any(|(rule, message)| rule == "RG002"
            && message.starts_with("messages are dropped from `self.history` (`clear`)")),
        "{found:?}"
    );
}

/// The forty-ninth round: a running summary memory (dashflow's `ConversationSummaryMemory`)
/// fills a prompt template's variables with the previous summary
/// (`vars.insert("summary".to_string(), existing_summary.to_string())`) and the new lines, renders
/// it (`self.prompt.format(&vars)`) and has the model write the next summary from it: every
/// earlier summary is folded into the new one (RG003), as with the summary inline in a
/// `format!`. A template given only the new lines summarises no summary.
#[test]
fn a_summary_put_in_a_templates_variables_is_summarised_again() {
    let source = r#"
pub struct SummaryMemory {
    llm: Arc<RwLock<Box<dyn ChatModel>>>,
    buffer: Arc<RwLock<String>>,
    prompt: PromptTemplate,
}

impl SummaryMemory {
    async fn predict_new_summary(&self, messages: &[Message], existing_summary: &str) -> Result<String> {
        let new_lines = get_buffer_string(messages);
        let mut vars = HashMap::new();
        vars.insert("summary".to_string(), existing_summary.to_string());
        vars.insert("new_lines".to_string(), new_lines);
        let prompt_text = self.prompt.format(&vars)?;
        let llm = self.llm.read().await;
        let prompt_messages = vec![BaseMessage::human(prompt_text)];
        let result = llm.generate(&prompt_messages, None).await?;
        Ok(result.text())
    }
}
"#;
    let found = severities(source);
    assert!(
        reports_error(
            &found,
            "`generate` is fed a value that is already a rewrite (from `existing_summary`)"
        ),
        "{found:?}"
    );
    let new_lines_only = variant(
        source,
        "        vars.insert(\"summary\".to_string(), existing_summary.to_string());\n",
        "",
    );
    assert_eq!(findings(&new_lines_only), pairs(&[]));
}

/// The forty-ninth round: a terminal coding assistant's screen state (clemini's TUI `App`)
/// keeps the rows it shows for scrollback, `chat_lines: VecDeque<String>`, dropping the oldest
/// past `MAX_CHAT_LINES` and clearing them on request. Rows of text split at newlines are what
/// a view draws, not a conversation a model reads: no finding. The same collection named for
/// the chat's history is still a window.
#[test]
fn the_rows_a_terminal_view_keeps_for_scrollback_are_no_window() {
    let source = r#"
const MAX_CHAT_LINES: usize = 10_000;

pub struct App {
    chat_lines: VecDeque<String>,
    scroll_offset: u16,
}

impl App {
    pub fn append_to_chat(&mut self, text: &str) {
        for line in text.lines() {
            if self.chat_lines.len() >= MAX_CHAT_LINES {
                self.chat_lines.pop_front();
            }
            self.chat_lines.push_back(line.to_string());
        }
    }

    pub fn clear_chat(&mut self) {
        self.chat_lines.clear();
        self.scroll_offset = 0;
    }

    pub fn chat_lines(&self) -> &VecDeque<String> {
        &self.chat_lines
    }
}
"#;
    assert_eq!(findings(source), pairs(&[]));
    let history = source.replace("chat_lines", "chat_history");
    assert_eq!(
        findings(&history),
        pairs(&[("RG008", "truncate"), ("RG002", "drop")])
    );
    // Rows that are messages, whatever the name, are still the conversation.
    let messages = source
        .replace("VecDeque<String>", "VecDeque<ChatMessage>")
        .replace("line.to_string()", "ChatMessage::user(line)");
    assert_eq!(
        findings(&messages),
        pairs(&[("RG008", "truncate"), ("RG002", "drop")])
    );
}

/// The forty-ninth round: a token-buffer memory (dashflow's `ConversationTokenBufferMemory`)
/// takes the messages its store hands out (`self.chat_memory.get_messages().await?`), removes
/// the oldest from that copy while over a budget, then clears the store and gives it the copy
/// back (`clear()`, `add_messages(&messages)`). One edit, reported once, where the store is
/// cleared, as the cut it is: it was reported twice, on the local and as a reset nothing
/// calls. A copy chosen by what its messages say makes the clear a drop (an error); a copy
/// given back uncut loses nothing.
#[test]
fn a_copy_cut_and_given_back_to_its_store_after_a_clear_is_one_cut() {
    let source = r#"
pub struct TokenMemory {
    chat_memory: Arc<InMemoryChatMessageHistory>,
    max_messages: usize,
}

impl TokenMemory {
    async fn prune(&self) -> Result<()> {
        let mut messages = self.chat_memory.get_messages().await?;
        while messages.len() > self.max_messages {
            messages.remove(0);
        }
        self.chat_memory.clear().await?;
        self.chat_memory.add_messages(&messages).await?;
        Ok(())
    }
}
"#;
    let found = finding_fields(source, "rule", "message");
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].0, "RG008", "{found:?}");
    assert!(
        found[0].1.starts_with(
            "`self.chat_memory` is cut host-side (`clear`) by position or token budget"
        ) && found[0].1.contains("given back its copy `messages`"),
        "{found:?}"
    );
    let chosen = variant(
        source,
        "        while messages.len() > self.max_messages {\n            messages.remove(0);\n        }\n",
        "        messages.retain(|m| !m.content.contains(\"secret\"));\n",
    );
    let found = severities(&chosen);
    assert!(
        reports_error(
            &found,
            "messages are dropped from `self.chat_memory` (`clear`)"
        ),
        "{found:?}"
    );
    assert_eq!(found.len(), 1, "{found:?}");
    let uncut = variant(
        source,
        "        while messages.len() > self.max_messages {\n            messages.remove(0);\n        }\n",
        "",
    );
    assert_eq!(findings(&uncut), pairs(&[]));
}

/// The forty-ninth round: an agent framework's buffer memory (litgraph's
/// `summarize_and_compact`) hands its previous summary, kept as the system pin, to a
/// summariser of the same file (`summarize_conversation(model, &old, prior_summary.as_deref())`)
/// that folds that parameter into the prompt it sends. One summary summarised again,
/// reported once, where the model is asked: it was reported at the call too. A summariser that
/// does not use the summary it is handed leaves the report at the call.
#[test]
fn a_summary_handed_to_a_summariser_that_folds_it_in_is_reported_once() {
    let source = r#"
pub struct BufferMemory {
    system: Option<Message>,
    history: VecDeque<Message>,
}

impl BufferMemory {
    pub async fn summarize_and_compact(&mut self, model: &dyn ChatModel, n: usize) -> Result<()> {
        let to_summarize: Vec<Message> = self.history.drain(..n).collect();
        let prior_summary = self.system.as_ref().map(|m| m.text_content());
        let summary = summarize_conversation(model, &to_summarize, prior_summary.as_deref()).await?;
        self.system = Some(Message::system(summary));
        Ok(())
    }
}

pub async fn summarize_conversation(
    model: &dyn ChatModel,
    messages: &[Message],
    prior_summary: Option<&str>,
) -> Result<String> {
    let transcript = messages.iter().map(|m| m.text_content()).collect::<Vec<_>>().join("\n");
    let user_prompt = match prior_summary {
        Some(prior) => format!("Previous summary:\n{prior}\n\nNew turns:\n{transcript}\n\nUpdate the summary."),
        None => format!("Summarize:\n{transcript}"),
    };
    let resp = model.invoke(vec![Message::user(user_prompt)]).await?;
    Ok(resp.text_content())
}
"#;
    let resummaries = |source: &str| -> Vec<String> {
        finding_fields(source, "rule", "function")
            .into_iter()
            .filter(|(rule, _)| rule == "RG003")
            .map(|(_, function)| function)
            .collect()
    };
    assert_eq!(resummaries(source), ["agent::summarize_conversation"]);
    let ignores_it = variant(
        source,
        "    let user_prompt = match prior_summary {",
        "    let user_prompt = format!(\"Summarize:\\n{transcript}\");\n    let _unused = match prior_summary {",
    );
    assert_eq!(
        resummaries(&ignores_it),
        ["agent::BufferMemory::summarize_and_compact"]
    );
}

/// The forty-eighth round's open gap: a lock helper method (`fn history(&self) ->
/// MutexGuard<'_, Vec<Message>>` in `brain.rs`) called on a parameter of its type in another
/// file (`brain.history().clear()` in `fn forget(brain: &Brain)`, `let mut turns =
/// brain.history(); .. turns.drain(..excess)` with `brain: Arc<Brain>`) is read as the lock it
/// takes, as on `self`: the clear is seen (it was missed) and the cut is of `brain.history`
/// (it was of the local `turns`). The
/// same call on a parameter of another type is left alone.
#[test]
fn a_lock_helper_method_called_on_a_parameter_of_its_type_hands_out_the_field_it_locks() {
    let brain = r#"
pub struct Brain {
    history: Mutex<Vec<Message>>,
    max_history: usize,
}

impl Brain {
    fn history(&self) -> MutexGuard<'_, Vec<Message>> {
        self.history.lock().unwrap_or_else(|p| p.into_inner())
    }
}
"#;
    let memory = r#"
pub fn remember(brain: Arc<Brain>, message: Message) {
    let mut turns = brain.history();
    turns.push(message);
    if turns.len() > brain.max_history {
        let excess = turns.len() - brain.max_history;
        turns.drain(..excess);
    }
}

pub fn forget(brain: &Brain) {
    brain.history().clear();
}
"#;
    let found = files_finding_fields(
        &[("brain.rs", brain), ("memory.rs", memory)],
        "rule",
        "message",
    );
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(
        found.iter().any(|(rule, message)| rule == "RG008"
            && message.starts_with("`brain.history` is cut host-side (`drain`)")),
        "{found:?}"
    );
    assert!(
        found.iter().any(|(rule, message)| rule == "RG002"
            && message.starts_with("messages are dropped from `brain.history` (`clear`)")),
        "{found:?}"
    );
    let other_type = memory.replace("Brain", "Session");
    let found = files_finding_fields(
        &[("brain.rs", brain), ("memory.rs", &other_type)],
        "rule",
        "message",
    );
    assert!(
        !found
            .iter()
            .any(|(_, message)| message.contains("brain.history")),
        "{found:?}"
    );
}

/// Fiftieth round: a coding agent keeps its system prompt as a variant of its message enum
/// and sets it by removing every system message, `self.messages.retain(|m| !matches!(m,
/// Message::System { .. }))`, then putting the new one first, `self.messages.insert(0,
/// Message::system(combined))`. That replaces the host's prompt, as with `m.role !=
/// Role::System`; it was reported as a drop (RG002, an error) in both the setter and the
/// method that rebuilds the prompt. Removing the system messages without putting one back,
/// or putting back a user message, is still a drop.
#[test]
fn the_system_variant_removed_and_a_new_one_put_first_is_a_new_system_prompt() {
    let source = r#"
pub struct Agent {
    messages: Vec<Message>,
}

impl Agent {
    pub fn set_system_prompt(&mut self, prompt: impl Into<String>) {
        self.messages.retain(|m| !matches!(m, Message::System { .. }));
        self.messages.insert(0, Message::system(prompt.into()));
    }
}
"#;
    assert_eq!(findings(source), Vec::new());
    let tuple_variant = variant(source, "Message::System { .. }", "Message::System(_)");
    assert_eq!(findings(&tuple_variant), Vec::new());
    let dropped = variant(
        source,
        "        self.messages.insert(0, Message::system(prompt.into()));\n",
        "",
    );
    assert_eq!(findings(&dropped), pairs(&[("RG002", "drop")]));
    let other_role = variant(source, "Message::system(prompt", "Message::user(prompt");
    assert_eq!(findings(&other_role), pairs(&[("RG002", "drop")]));
}

/// Fiftieth round: a coding agent's `load_session` replaces its conversation with the one a
/// saved session holds (`let session = session::load_session(id).await?; self.messages =
/// session.messages;`). In a function named as a load that nothing calls, a window replaced
/// whole with what a call named as a load returns is a load, a note, as one handed in by the
/// caller is (it was an error). Named otherwise, or filled from a call not named as a load,
/// it stays an error.
#[test]
fn a_window_replaced_with_what_a_load_call_returns_in_a_load_is_a_note() {
    let source = r#"
pub struct Agent {
    messages: Vec<Message>,
}

impl Agent {
    pub fn run_turn(&mut self, input: String) {
        self.messages.push(Message::user(input));
    }

    pub async fn load_session(&mut self, id: &str) -> anyhow::Result<()> {
        let session = session::load_session(id).await?;
        self.messages = session.messages;
        Ok(())
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(
            &found[0],
            "(a load: the window is replaced with `session.messages`"
        ),
        "{found:?}"
    );
    let renamed = variant(
        source,
        "pub async fn load_session",
        "pub async fn switch_session",
    );
    assert_eq!(single_severity(&renamed), "error");
    let other_call = variant(
        source,
        "session::load_session(id)",
        "session::pick_session(id)",
    );
    assert_eq!(single_severity(&other_call), "error");
}

/// Forty-ninth round's snapshot load: a memory's `restore(&mut self, snap: MemorySnapshot)`
/// clears its history, pushes each message of the snapshot (`for m in snap.history {
/// self.history.push_back(m); }`) and keeps to its cap. The `clear` starts a load from what
/// the caller hands in, a note that says so, as `self.history = snap.history` is (it was "an
/// explicit reset", and with `self.history.extend(snap.history)` nothing at all); the cap
/// after it stays a cut of its own. Refilled from a log the body reads, the load still loses
/// nothing and is not reported.
#[test]
fn a_snapshot_pushed_after_a_clear_in_a_load_is_a_load_note() {
    let source = r#"
pub struct BufferMemory {
    history: VecDeque<Message>,
    max_messages: usize,
}

impl BufferMemory {
    pub fn append(&mut self, m: Message) {
        self.history.push_back(m);
    }

    pub fn restore(&mut self, snap: MemorySnapshot) {
        self.history.clear();
        for m in snap.history {
            self.history.push_back(m);
        }
        while self.history.len() > self.max_messages {
            self.history.pop_front();
        }
    }
}
"#;
    let load = "(a load: the window is replaced with `snap.history`, handed in by the caller";
    let found = severities(source);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(found.iter().any(|f| note_containing(f, load)), "{found:?}");
    let extended = variant(
        source,
        "        for m in snap.history {\n            self.history.push_back(m);\n        }\n",
        "        self.history.extend(snap.history);\n",
    );
    let found = severities(&extended);
    assert!(found.iter().any(|f| note_containing(f, load)), "{found:?}");
    let from_log = variant(
        source,
        "for m in snap.history {",
        "for m in self.log.read_all() {",
    );
    let found = severities(&from_log);
    assert!(
        !found
            .iter()
            .any(|(_, message)| message.contains("(`clear`)")),
        "{found:?}"
    );
}

/// The forty-ninth round's one report for a summary folded in by a summariser held within
/// one file. A memory in `memory.rs` hands its previous summary to a summariser declared in
/// `summarizer.rs` (`summarizer::summarize_conversation(model, &old,
/// prior_summary.as_deref())`) that folds that parameter into the prompt it sends: one summary
/// summarised again, reported once, in the summariser (it was reported at the call too). A
/// summariser that does not use the summary it is handed leaves the report at the call.
#[test]
fn a_summary_handed_to_a_summariser_of_another_file_that_folds_it_in_is_reported_once() {
    let memory = r#"
pub struct BufferMemory {
    system: Option<Message>,
    history: VecDeque<Message>,
}

impl BufferMemory {
    pub async fn summarize_and_compact(&mut self, model: &dyn ChatModel, n: usize) -> Result<()> {
        let to_summarize: Vec<Message> = self.history.drain(..n).collect();
        let prior_summary = self.system.as_ref().map(|m| m.text_content());
        let summary =
            summarizer::summarize_conversation(model, &to_summarize, prior_summary.as_deref())
                .await?;
        self.system = Some(Message::system(summary));
        Ok(())
    }
}
"#;
    let summarizer = r#"
pub async fn summarize_conversation(
    model: &dyn ChatModel,
    messages: &[Message],
    prior_summary: Option<&str>,
) -> Result<String> {
    let transcript = messages.iter().map(|m| m.text_content()).collect::<Vec<_>>().join("\n");
    let user_prompt = match prior_summary {
        Some(prior) => format!("Previous summary:\n{prior}\n\nNew turns:\n{transcript}\n\nUpdate the summary."),
        None => format!("Summarize:\n{transcript}"),
    };
    let resp = model.invoke(vec![Message::user(user_prompt)]).await?;
    Ok(resp.text_content())
}
"#;
    let resummaries = |summarizer: &str| -> Vec<String> {
        files_finding_fields(
            &[("memory.rs", memory), ("summarizer.rs", summarizer)],
            "rule",
            "function",
        )
        .into_iter()
        .filter(|(rule, _)| rule == "RG003")
        .map(|(_, function)| function)
        .collect()
    };
    assert_eq!(
        resummaries(summarizer),
        ["summarizer::summarize_conversation"]
    );
    let ignores_it = variant(
        summarizer,
        "    let user_prompt = match prior_summary {",
        "    let user_prompt = format!(\"Summarize:\\n{transcript}\");\n    let _unused = match prior_summary {",
    );
    assert_eq!(
        resummaries(&ignores_it),
        ["memory::BufferMemory::summarize_and_compact"]
    );
}

/// Fifty-first round: a chat CLI's command handler matches the command with its one-letter
/// alias (`"clear" | "c" =>`) and puts back a fresh system prompt: the reset the user asks
/// for (a note naming the command), as `"clear" =>` alone is. Aliases none of which names a
/// reset (`"save" | "s"`) are no command, and the same edit there stays an error.
#[test]
fn a_reset_command_with_a_short_alias_is_a_note() {
    let source = r#"
pub struct ChatSession { messages: Vec<ChatMessage> }
impl ChatSession {
    pub fn handle_command(&mut self, command: &str) {
        match command {
            "clear" | "c" => {
                self.messages = vec![ChatMessage::system("You are a helpful assistant.")];
            }
            _ => println!("unknown"),
        }
    }
}
pub fn repl(session: &mut ChatSession, line: &str) {
    session.handle_command(line);
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(&found[0], "the user command \"clear\" | \"c\" asks for it"),
        "{found:?}"
    );
    let no_reset = variant(source, "\"clear\" | \"c\" =>", "\"save\" | \"s\" =>");
    assert_eq!(single_severity(&no_reset), "error");
}

/// Fifty-first round: a TUI's quick chat pushes the user's message in `send` and hands a copy
/// to a background worker; the worker's answer comes back to another method, whose failure
/// arm (`ChatMsg::Failed(e) =>`) takes the unanswered message back off (`history.pop()`) so
/// that two user messages never follow each other. The push and the pop are in two functions;
/// the pop in the arm of a failure (a variant named as one, or `Err(_)`, or `if let Err(_)`)
/// takes back the newest message, pushed for the call that failed: no finding. The same pop
/// in the success arm, under a length test in a failure arm, or after the body has taken its
/// own push back, still drops a message.
#[test]
fn a_pop_in_the_failure_arm_of_another_function_takes_back_the_unanswered_turn() {
    let source = r#"
pub enum ChatMsg { Done { text: String }, Failed(String) }
pub struct QuickChat { history: Vec<ChatMessage>, busy: bool }
impl QuickChat {
    fn send(&mut self, prompt: String) {
        self.history.push(ChatMessage::user(prompt));
        start_worker(self.history.clone());
        self.busy = true;
    }
    fn on_update(&mut self, value: ChatMsg) {
        match value {
            ChatMsg::Done { text } => {
                self.busy = false;
                self.history.push(ChatMessage::assistant(text));
            }
            ChatMsg::Failed(e) => {
                self.busy = false;
                self.history.pop();
                eprintln!("failed: {e}");
            }
        }
    }
}
"#;
    assert_eq!(severities(source), Vec::new());
    let with_err = variant(source, "ChatMsg::Failed(e) =>", "Err(e) =>");
    assert_eq!(severities(&with_err), Vec::new());
    let if_let = r#"
pub struct Bot { history: Vec<ChatMessage> }
impl Bot {
    fn finish(&mut self, reply: Result<String, Error>) {
        if let Err(e) = reply {
            self.history.pop();
            eprintln!("{e}");
        }
    }
}
"#;
    assert_eq!(severities(if_let), Vec::new());
    let in_success = variant(
        source,
        "                self.busy = false;\n                self.history.push(ChatMessage::assistant(text));",
        "                self.busy = false;\n                self.history.pop();",
    );
    assert!(
        reports_error(
            &severities(&in_success),
            "messages are dropped from `self.history` (`pop`)"
        ),
        "{:?}",
        severities(&in_success)
    );
    let own_push_taken_back = r#"
pub struct Bot { history: Vec<ChatMessage> }
impl Bot {
    fn turn(&mut self, text: String, reply: Result<String, Error>, stop: bool) {
        self.history.push(ChatMessage::user(text));
        if reply.is_ok() && stop {
            self.history.pop();
        }
        if let Err(e) = reply {
            self.history.pop();
            eprintln!("{e}");
        }
    }
}
"#;
    assert!(
        reports_error(
            &severities(own_push_taken_back),
            "messages are dropped from `self.history` (`pop`)"
        ),
        "{:?}",
        severities(own_push_taken_back)
    );
    let under_length = variant(
        source,
        "                self.history.pop();\n                eprintln!",
        "                while self.history.len() > 10 { self.history.pop(); }\n                eprintln!",
    );
    assert!(
        !severities(&under_length).is_empty(),
        "{:?}",
        severities(&under_length)
    );
}

/// Fifty-first round: a TUI's quick chat hands its worker one job through a `static` slot
/// (`static CHAT_JOB: Mutex<Option<ChatJob>>`), the job holding a copy of the history; putting
/// the next job in (`*CHAT_JOB.lock().unwrap() = Some(ChatJob { .. })`) replaces the last
/// job, not a conversation. A name whose last word names one request or job for a call
/// (`chat_job`, `chat_request`, `chat_payload`) is no window name, whatever its other words
/// say; `chat_history` still is.
#[test]
fn a_job_slot_named_for_a_chat_is_no_window() {
    let source = r#"
struct ChatJob { model: String, history: Vec<ChatMessage> }
static CHAT_JOB: std::sync::Mutex<Option<ChatJob>> = std::sync::Mutex::new(None);
pub struct QuickChat { history: Vec<ChatMessage> }
impl QuickChat {
    fn send(&mut self, prompt: String) {
        self.history.push(ChatMessage::user(prompt));
        *CHAT_JOB.lock().unwrap() = Some(ChatJob {
            model: "m".to_string(),
            history: self.history.clone(),
        });
    }
}
"#;
    assert_eq!(severities(source), Vec::new());
    let history_slot = variant(source, "CHAT_JOB", "CHAT_HISTORY");
    assert!(
        reports_error(
            &severities(&history_slot),
            "messages are dropped from `CHAT_HISTORY`"
        ),
        "{:?}",
        severities(&history_slot)
    );
}

/// Fifty-second round: a coding agent's REPL keeps its conversation in a session value from
/// another crate (`session.messages`); its `/clear` replaces the session whole with a new one
/// (`*session = Session::new(model, cwd)`). That drops the conversation the session held, as a
/// `clear` of `session.messages` would: the user's reset, a note. The holder's window is the
/// field the body reads as one. Done by the agent's own turn, it is an error; replaced with a
/// session built from the conversation (`Session::from_messages(session.messages.clone())`),
/// nothing is dropped.
#[test]
fn a_session_replaced_whole_with_a_new_one_is_a_reset() {
    let source = r#"
pub async fn handle_slash_command(input: &str, session: &mut Session) {
    match input {
        "/clear" => {
            *session = Session::new(session.metadata.model.clone(), session.metadata.cwd.clone());
        }
        "/context" => {
            println!("{}", estimate(&session.messages));
        }
        _ => {}
    }
}
pub async fn repl(agent: &Agent, session: &mut Session, input: &str) {
    handle_slash_command(input, session).await;
    session.messages.push(user_message(input));
    agent.run(&mut session.messages).await;
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(&found[0], "the user command \"/clear\" asks for it"),
        "{found:?}"
    );
    let by_the_agent = variant(
        source,
        "\"/clear\" =>",
        "_ if session.messages.len() > 80 =>",
    );
    assert_eq!(single_severity(&by_the_agent), "error");
    let kept = variant(
        source,
        "Session::new(session.metadata.model.clone(), session.metadata.cwd.clone())",
        "Session::new(session.messages.clone())",
    );
    assert!(severities(&kept).is_empty(), "{:?}", severities(&kept));
}

/// Fifty-first round's miss: a gateway's session manager keeps one `Session { messages, .. }`
/// per key in `sessions: Arc<RwLock<HashMap<String, Session>>>`; its `reset` puts a new
/// session in the place of the key's (`sessions.insert(key.to_string(), Session::new(..))`).
/// The conversation the key held is dropped, as `sessions.remove(key)` would drop it: a reset
/// nothing calls, a note. The first session for a key, under `if !sessions.contains_key(key)`,
/// replaces none; a session built from the old one's messages keeps them.
#[test]
fn a_session_replaced_in_its_map_by_a_new_one_is_a_reset() {
    let source = r#"
pub struct Session { pub messages: Vec<ChatMessage>, pub last_active: u64 }
impl Session {
    pub fn new(prompt: &str) -> Self {
        Session { messages: vec![ChatMessage::system(prompt)], last_active: 0 }
    }
}
pub struct SessionManager { sessions: Arc<RwLock<HashMap<String, Session>>>, prompt: String }
impl SessionManager {
    pub async fn reset(&self, key: &str) {
        let mut sessions = self.sessions.write().await;
        sessions.insert(key.to_string(), Session::new(&self.prompt));
    }
    pub async fn chat(&self, key: &str, text: &str, llm: &Llm) {
        let mut sessions = self.sessions.write().await;
        let session = sessions.get_mut(key).unwrap();
        session.messages.push(ChatMessage::user(text));
        let reply = llm.chat(&session.messages).await;
        session.messages.push(reply);
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(&found[0], "the whole conversation under `key.to_string()`"),
        "{found:?}"
    );
    let first = variant(
        source,
        "        sessions.insert(key.to_string(), Session::new(&self.prompt));",
        "        if !sessions.contains_key(key) {\n            sessions.insert(key.to_string(), Session::new(&self.prompt));\n        }",
    );
    assert!(severities(&first).is_empty(), "{:?}", severities(&first));
}

/// Fifty-third round: a TUI redraws its on-screen transcript from the session it shows
/// (`app.state.messages = session_messages_to_chat_messages(session)` for `session: &Session`);
/// the session keeps the conversation the model reads. The converter's name says messages in
/// a chat's format (`chat` qualifies `messages`), no call of a model, and the transcript is a
/// view rebuilt from the conversation: nothing is dropped or rewritten. Filled from a call that
/// does ask a model (`chat(session)`), it is still a rewrite.
#[test]
fn a_transcript_redrawn_from_the_session_it_shows_is_no_edit() {
    let source = r#"
pub fn sync_messages_from_session(app: &mut App, session: &Session) {
    app.state.messages = session_messages_to_chat_messages(session);
    app.state.scroll_to_bottom();
}
fn session_messages_to_chat_messages(session: &Session) -> Vec<ChatMessage> {
    let mut chat_messages = Vec::new();
    for message in session.history() {
        chat_messages.push(ChatMessage::new(message.role, message.text()));
    }
    chat_messages
}
"#;
    assert!(severities(source).is_empty(), "{:?}", severities(source));
    let asked = variant(
        source,
        "app.state.messages = session_messages_to_chat_messages(session);",
        "app.state.messages = llm.chat(session);",
    );
    assert!(
        findings(&asked).contains(&("RG001".to_owned(), "rewrite".to_owned())),
        "{:?}",
        findings(&asked)
    );
}

/// Fifty-third round: a REPL's `match` arm guarded by a test of the input for a command
/// (`_ if input.starts_with("/resume ") =>`) answers that command, as a `"/resume" =>` arm
/// does: the window replaced there is what the user asked for, a note. The same arm guarded by
/// a length test is the agent's own doing, an error.
#[test]
fn a_match_arm_guarded_by_a_command_test_answers_that_command() {
    let source = r#"
pub async fn repl_loop(agent: &Agent, messages: &mut Vec<Value>, input: &str) {
    match input {
        _ if input.starts_with("/resume ") => {
            let id = input.trim_start_matches("/resume").trim();
            *messages = read_api_messages(id);
        }
        task => {
            agent.run_task(task, messages).await;
        }
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(&found[0], "the user command \"/resume \" asks for it"),
        "{found:?}"
    );
    let by_the_agent = variant(
        source,
        "_ if input.starts_with(\"/resume \") =>",
        "_ if messages.len() > 80 =>",
    );
    assert_eq!(single_severity(&by_the_agent), "error");
}

/// Fifty-third round's misses: a chat CLI's `/load` replaces the session with one a load read
/// back (`Ok(loaded) => { *session = loaded; .. session.messages.len() .. }` for
/// `ChatSession::load(storage, &name)`), and a REPL's `/resume` does the same with `let loaded
/// = Session::load(id)?`. The conversation the session held is replaced: a load, a note when
/// nothing calls it or a user command asks for it; the agent's own turn doing it is an error.
/// A session replaced with a value from a call not named as a load is not read as one.
#[test]
fn a_session_replaced_with_a_loaded_one_is_a_load() {
    let source = r#"
pub fn execute_command(command: ChatCommand, session: &mut ChatSession, storage: &Storage) {
    match command {
        ChatCommand::Load { name } => match ChatSession::load(storage, &name) {
            Ok(loaded) => {
                *session = loaded;
                println!("Loaded session ({} messages)", session.messages.len());
            }
            Err(e) => eprintln!("{e}"),
        },
        _ => {}
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(
            &found[0],
            "(a load: the window is replaced with `loaded`, read back by a load"
        ),
        "{found:?}"
    );
    let resumed = r#"
pub async fn repl_loop(agent: &Agent, session: &mut Session, input: &str) {
    match input {
        "/resume" => {
            let loaded = Session::load(input).map_err(|e| anyhow!(e.to_string()))?;
            *session = loaded;
            println!("{}", session.messages.len());
        }
        task => agent.run_task(task, &mut session.messages).await,
    }
}
pub async fn main_loop(agent: &Agent, session: &mut Session, input: &str) {
    repl_loop(agent, session, input).await;
}
"#;
    let found = severities(resumed);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(
            &found[0],
            "(a load: the user command \"/resume\" asks for it)"
        ),
        "{found:?}"
    );
    let by_the_agent = variant(
        resumed,
        "\"/resume\" =>",
        "_ if session.messages.len() > 80 =>",
    );
    assert_eq!(single_severity(&by_the_agent), "error");
    let not_loaded = variant(
        source,
        "ChatSession::load(storage, &name)",
        "ChatSession::trimmed(storage, &name)",
    );
    assert!(
        severities(&not_loaded).is_empty(),
        "{:?}",
        severities(&not_loaded)
    );
}

/// The fifty-second round's miss: a coding agent's `"/resume"` arm calls `handle_resume`,
/// which replaces the session with one a load read back (`*session = loaded` for `Ok(loaded)`
/// of `store.load_by_prefix(prefix)`), reading `loaded.messages` but never
/// `session.messages`. The session's conversation is replaced (the field the loaded value of
/// the same type holds), and the handler named for the command (`handle_resume`) does what the
/// command asks: a load, a note. A handler not named for it (`handle_input`) may do more, and
/// the agent's own call of it stays an error.
#[test]
fn a_command_handler_named_for_the_command_loads_what_it_asks() {
    let source = r#"
pub async fn handle_slash_command(input: &str, session: &mut Session, store: &SessionStore) {
    match input {
        "/resume" => {
            handle_resume(session, store, input).await;
        }
        _ => {}
    }
}
async fn handle_resume(session: &mut Session, store: &SessionStore, prefix: &str) {
    match store.load_by_prefix(prefix).await {
        Ok(loaded) => {
            eprintln!("Resumed ({} messages)", loaded.messages.len());
            *session = loaded;
        }
        Err(e) => eprintln!("{e}"),
    }
}
pub async fn repl(agent: &Agent, session: &mut Session, store: &SessionStore, input: &str) {
    handle_slash_command(input, session, store).await;
    session.messages.push(user_message(input));
    agent.run(&mut session.messages).await;
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(
            &found[0],
            "(a load: the user command \"/resume\" asks for it)"
        ),
        "{found:?}"
    );
    let other_handler = variant(source, "handle_resume", "handle_input");
    assert_eq!(single_severity(&other_handler), "error");
}

/// Fifty-fourth round: a TUI's transcript (`entries: Vec<ChatEntry>`, where the screen also
/// draws `ChatEntry::Notice(..)` rows) is what the terminal shows, not a model's context:
/// clearing it on `/clear`, popping the last exchange off it for `/retry` or truncating it to
/// the last user row edits no conversation. The same struct keeping `ChatMessage`s the model
/// is sent, with no notice rows, is still a window.
#[test]
fn a_tui_transcript_with_notice_rows_is_no_window() {
    let source = r#"
pub struct Tui {
    pub entries: Vec<ChatEntry>,
    pending_clear: bool,
}
impl Tui {
    pub fn notice(&mut self, text: String) {
        self.entries.push(ChatEntry::Notice(text));
    }
}
pub async fn event_loop(app: &mut App, tui: &mut Tui) {
    if tui.take_clear_request() {
        tui.entries.clear();
        tui.notice("conversation cleared.".into());
    }
}
fn pop_last_exchange(entries: &mut Vec<ChatEntry>) {
    while entries.last().is_some_and(|e| matches!(e, ChatEntry::Notice(_))) {
        entries.pop();
    }
    if let Some(pos) = entries.iter().rposition(|e| matches!(e, ChatEntry::User(_))) {
        entries.truncate(pos);
    }
}
"#;
    assert!(findings(source).is_empty(), "{:?}", findings(source));
    let sent = variant(
        &variant(source, "ChatEntry::Notice(text)", "ChatEntry::user(text)"),
        "ChatEntry::Notice(_)",
        "ChatEntry::Tool(_)",
    );
    assert!(!findings(&sent).is_empty(), "{:?}", findings(&sent));
}

/// Fifty-fourth round: a TUI's chat output keeps `ChatLine`s (one row each of what the screen
/// draws) and sends only the typed text to the agent: `SlashCommand::Clear` clearing them is no
/// reset of a conversation. The same list of `ChatMessage`s is still one.
#[test]
fn a_tui_chat_area_of_lines_is_no_window() {
    let source = r#"
pub struct App {
    pub output: Vec<ChatLine>,
}
impl App {
    fn dispatch_command(&mut self, cmd: SlashCommand, action_tx: &Sender<Action>) {
        match cmd {
            SlashCommand::Clear => {
                self.output.clear();
            }
            SlashCommand::Send(text) => {
                self.output.push(ChatLine::User(text.clone()));
                action_tx.try_send(Action::SendPrompt(text)).ok();
            }
        }
    }
}
"#;
    assert!(findings(source).is_empty(), "{:?}", findings(source));
    let messages = variant(source, "ChatLine", "ChatMessage");
    assert!(!findings(&messages).is_empty(), "{:?}", findings(&messages));
}

/// Fifty-fourth round: a chat CLI's `/history new` and `/history switch` replace the session
/// (`session: &mut ChatSession`) with a new one bound to a local, or with a loaded one bound in
/// a `match` arm, in bodies that read none of its messages: the holder's declared type names
/// it as one conversation, so the conversation is replaced, a reset and a load the user asks
/// for. A network session replaced the same way holds no conversation.
#[test]
fn a_conversation_holder_replaced_by_a_new_or_loaded_one_is_a_reset_or_load() {
    let source = r#"
pub fn handle_history_command(parts: &[&str], session: &mut ChatSession) -> Result<()> {
    match parts.get(1) {
        Some(&"new") => create_new_session(session)?,
        Some(&"switch") => switch_session(parts[2], session),
        _ => {}
    }
    Ok(())
}
fn create_new_session(session: &mut ChatSession) -> Result<()> {
    let new_session = ChatSession::new(env::current_dir()?);
    new_session.save()?;
    *session = new_session;
    println!("created {}", session.id);
    Ok(())
}
fn switch_session(id: &str, session: &mut ChatSession) {
    match ChatSession::load(id) {
        Ok(loaded_session) => {
            *session = loaded_session;
            println!("switched {}", session.id);
        }
        Err(e) => eprintln!("{e}"),
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(found.iter().all(|f| f.0 == "note"), "{found:?}");
    let network = variant(source, "ChatSession", "ImapSession");
    assert!(
        severities(&network).is_empty(),
        "{:?}",
        severities(&network)
    );
}

/// Fifty-fifth round: a coding agent's first compaction levels clear old tool results in
/// place, walking each message's blocks through its accessor (`msg.content_mut().iter_mut()`)
/// and keeping the newest by count: the blocks are the messages' text, so the cut is reported
/// (a cut by position, RG008), as the same loop over `msg.content` already was.
#[test]
fn tool_results_cleared_through_an_items_accessor_are_reported() {
    let source = r#"
pub fn snip_tool_results(messages: &mut [Message], keep_fresh_turns: usize) {
    let mut asst_count = 0usize;
    for msg in messages.iter_mut().rev() {
        if matches!(msg, Message::Assistant { .. }) {
            asst_count += 1;
        }
        if asst_count > keep_fresh_turns {
            for block in msg.content_mut().iter_mut() {
                if block.kind == "tool_result" {
                    block.text = Some("[cleared]".into());
                }
            }
        }
    }
}
"#;
    assert_eq!(
        findings(source),
        pairs(&[("RG008", "truncate")]),
        "{:?}",
        severities(source)
    );
    let field = variant(source, "msg.content_mut()", "msg.content");
    assert_eq!(findings(&field), pairs(&[("RG008", "truncate")]));
    // An accessor that hands out no text (`msg.meta_mut()`) is bookkeeping.
    let bookkeeping = variant(source, "msg.content_mut()", "msg.meta_mut()");
    assert!(
        findings(&bookkeeping).is_empty(),
        "{:?}",
        findings(&bookkeeping)
    );
}

/// Fifty-fifth round: a TUI's streamed reply starts as an empty assistant message; when the
/// stream fails or ends with nothing, the poll pops it again under a test that the newest
/// message is an assistant's with no text (`matches!(h.last().map(|m| (m.role,
/// m.content.is_empty())), Some((Role::Assistant, true)))`, or `is_some_and(|m|
/// m.content.is_empty())`): nothing of the conversation goes. A pop under a test of the role
/// alone still drops the newest reply.
#[test]
fn an_empty_placeholder_popped_again_is_no_drop() {
    let source = r#"
impl Chat {
    fn begin_turn(&mut self) {
        let msgs: Vec<serde_json::Value> = self.messages.iter().map(to_json).collect();
        self.messages.push(Message::assistant(String::new()));
        self.stream = Some(spawn_stream(self.model.clone(), msgs));
    }
    pub fn poll(&mut self) {
        if let Some(e) = self.stream_error() {
            if matches!(self.messages.last().map(|m| (m.role, m.content.is_empty())), Some((Role::Assistant, true))) {
                self.messages.pop();
            }
            self.messages.push(Message::system(format!("failed: {e}")));
            self.stream = None;
        }
    }
}
"#;
    assert!(findings(source).is_empty(), "{:?}", severities(source));
    let closure = variant(
        source,
        "matches!(self.messages.last().map(|m| (m.role, m.content.is_empty())), Some((Role::Assistant, true)))",
        "self.messages.last().is_some_and(|m| m.content.is_empty())",
    );
    assert!(findings(&closure).is_empty(), "{:?}", severities(&closure));
    // The test's other outcome (`false`: the reply has text) pops a written reply.
    let written = variant(
        source,
        "Some((Role::Assistant, true))",
        "Some((Role::Assistant, false))",
    );
    assert!(!findings(&written).is_empty());
    let role_only = variant(
        source,
        "matches!(self.messages.last().map(|m| (m.role, m.content.is_empty())), Some((Role::Assistant, true)))",
        "matches!(self.messages.last().map(|m| m.role), Some(Role::Assistant))",
    );
    assert!(!findings(&role_only).is_empty());
}

/// Fifty-fifth round: an agent rebuilds its system prompt and writes it into the history's
/// system message, found by a loop that tests each message's role (`if let Chat(chat) = msg
/// && chat.role == "system"`): the host's instructions refreshed, none of the conversation.
/// The same write into the messages of another role still overwrites them.
#[test]
fn a_system_message_refreshed_in_a_loop_is_no_drop() {
    let source = r#"
impl Agent {
    pub(super) fn rebuild_system_prompt(&mut self) -> Result<()> {
        let partitioned = self.build_system_prompt_partitioned()?;
        for msg in &mut self.history {
            if let ConversationMessage::Chat(chat) = msg
                && chat.role == "system"
            {
                chat.content = partitioned.full.clone();
                return Ok(());
            }
        }
        self.history.insert(0, ConversationMessage::Chat(ChatMessage::system(partitioned.full)));
        Ok(())
    }
}
"#;
    assert!(findings(source).is_empty(), "{:?}", severities(source));
    let method = variant(source, r#"chat.role == "system""#, "chat.is_system()");
    assert!(findings(&method).is_empty(), "{:?}", severities(&method));
    let user = variant(source, r#"chat.role == "system""#, r#"chat.role == "user""#);
    assert_eq!(findings(&user), pairs(&[("RG002", "drop")]));
    // A summary kept in the system message is the conversation's: replacing it is reported.
    let summary = variant(
        source,
        "partitioned.full.clone()",
        "self.llm.summarize(&self.history).await?",
    );
    assert!(!findings(&summary).is_empty());
}

/// Fifty-fifth round (the fifty-fourth's gap): a compaction takes the model's summary, falls
/// back to one the host writes when it is empty, and cuts it when too long, in the `else`
/// branch: the summary cut there is the model's, never the fallback the other branch
/// assigns, so RG003 names the model's call as its origin. Assigned before the `if`, the
/// fallback is what is cut.
#[test]
fn a_rewrite_of_a_rewrite_names_the_origin_its_own_branch_sees() {
    let source = r#"
pub async fn compact_session(session: &mut Session, client: &Client, keep: usize) -> Result<()> {
    let removed = session.messages[..keep].to_vec();
    let response = client.exec_chat(model, summary_request(&removed)).await?;
    let mut summary = response.into_first_text().unwrap_or_default();
    if summary.trim().is_empty() {
        summary = deterministic_summary(&removed);
    } else if summary.len() > LIMIT {
        summary = compact_text(&summary, LIMIT);
    }
    session.messages = session.messages.split_off(keep);
    session.summary = Some(summary);
    Ok(())
}
"#;
    let resummary = |source: &str| -> Vec<String> {
        finding_fields(source, "rule", "message")
            .into_iter()
            .filter(|(rule, _)| rule == "RG003")
            .map(|(_, message)| message)
            .collect()
    };
    let found = resummary(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(!found[0].contains("deterministic_summary"), "{found:?}");
    let sequential = variant(
        source,
        "    if summary.trim().is_empty() {\n        summary = deterministic_summary(&removed);\n    } else if",
        "    summary = deterministic_summary(&removed);\n    if",
    );
    let found = resummary(&sequential);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].contains("deterministic_summary"), "{found:?}");
}

/// Fifty-fifth round (the fifty-fourth's gap): oy's transcript merges the summary its caller
/// hands in (`summary: String`) into a buffer it starts (`String::from("[compacted ..]")`),
/// after the earlier summary if any, keeps the buffer beside the window and cuts the window:
/// the summary stands in for what is cut, a rewrite (RG001), as when the parameter is kept
/// as it is. Only the earlier summary put back is no new summary: a cut by position.
#[test]
fn a_summary_handed_in_and_merged_beside_the_window_makes_the_cut_a_rewrite() {
    let source = r#"
pub struct Transcript {
    summary: Option<String>,
    messages: Vec<StoredMessage>,
}
impl Transcript {
    fn rebuild_with_summary(&mut self, summary: String, keep_from: usize) {
        let existing = self.summary.take();
        let mut merged = String::from("[compacted conversation summary]\n");
        if let Some(existing) = existing.filter(|s| !s.trim().is_empty()) {
            merged.push_str(existing.trim());
            merged.push_str("\n\n[latest compaction]\n");
        }
        merged.push_str(summary.trim());
        self.summary = Some(merged);
        self.messages = self.messages.split_off(keep_from.min(self.messages.len()));
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG001", "rewrite")]));
    let old_only = variant(source, "        merged.push_str(summary.trim());\n", "");
    assert_eq!(findings(&old_only), pairs(&[("RG008", "truncate")]));
}

/// A method of an `impl` marked `#[cfg(test)]` (`#[cfg(test)] pub fn compress(&mut self, ..)`,
/// a helper only the unit tests call) is test code, as a `#[cfg(test)]` function or module
/// is: it is not linted. The same method without the attribute still is.
#[test]
fn a_test_only_method_of_an_impl_is_not_linted() {
    let source = r#"
pub struct Session { pub messages: Vec<Message> }
impl Session {
    #[cfg(test)]
    pub fn reset_for_test(&mut self) {
        self.messages.clear();
    }
    pub fn len(&self) -> usize { self.messages.len() }
}
"#;
    assert_eq!(findings(source), pairs(&[]));
    let untested = variant(source, "    #[cfg(test)]\n", "");
    assert_eq!(findings(&untested), pairs(&[("RG002", "drop")]));
}

/// A window replaced by a list of its first message alone (`self.history = vec![prompt]`,
/// the prompt copied from `self.history[0]`, `self.history.first()`, or a getter named for
/// the system prompt, `self.get_system_prompt().cloned()`, unwrapped by `if let`) keeps only
/// the system prompt, as `truncate(1)` does: a reset, a note when nothing calls it. The same
/// list holding a message that is not the first (`self.history[1]`) is still an error.
#[test]
fn a_window_reset_to_its_first_message_is_a_reset() {
    let source = r#"
pub struct Conversation { pub local_history: Vec<Message> }
impl Conversation {
    pub fn get_system_prompt(&self) -> Option<&Message> {
        self.local_history.first()
    }
    pub fn clear_history(&mut self) {
        let system_prompt = self.get_system_prompt().cloned();
        if let Some(prompt) = system_prompt {
            self.local_history = vec![prompt];
        }
    }
    pub fn restart(&mut self) {
        let first = self.local_history[0].clone();
        self.local_history = vec![first];
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(
        found
            .iter()
            .all(|f| note_containing(f, "an explicit reset")),
        "{found:?}"
    );
    let second = variant(
        source,
        "self.local_history[0].clone()",
        "self.local_history[1].clone()",
    );
    let found = severities(&second);
    assert!(reports_error(&found, "messages are dropped"), "{found:?}");
}

/// An observer's event hook named for the summary (`self.observer.on_summarize_done(after)`,
/// `on_compaction_start(before, limit)`) is told that a summary is being or was made; it
/// writes none, so handing it a value read from the rewritten window is no summary summarised
/// again. A summariser handed the same value still is (RG003).
#[test]
fn an_event_hook_named_for_the_summary_is_no_summariser() {
    let source = r#"
pub struct Agent { pub messages: Vec<ChatMessage>, observer: Observer, llm: Llm }
impl Agent {
    pub async fn summarize_history(&mut self) {
        let summary = self.llm.summarize(&self.messages).await;
        self.messages = vec![ChatMessage::user(summary)];
        let after = self.messages.clone();
        self.observer.on_summarize_done(after);
    }
}
"#;
    let rules: Vec<String> = findings(source).into_iter().map(|(rule, _)| rule).collect();
    assert!(!rules.contains(&"RG003".to_owned()), "{rules:?}");
    let summarised = variant(
        source,
        "self.observer.on_summarize_done(after)",
        "self.llm.summarize(&after)",
    );
    let rules: Vec<String> = findings(&summarised)
        .into_iter()
        .map(|(rule, _)| rule)
        .collect();
    assert!(rules.contains(&"RG003".to_owned()), "{rules:?}");
}

/// A summary handed to a function of the linted code named like a compressor that only puts
/// it into the window (`compact::compress_reporting(session, summary, first_kept)`, reached
/// through the session's method of the same name in another file) is installed, not
/// summarised again: no RG003 at the method, while the cut the installer makes stays a
/// rewrite (RG001). A function that does fold the summary into what it asks the model, or
/// that returns a digest written from it, still has that summary summarised again.
#[test]
fn a_summary_handed_to_an_installer_named_like_a_compressor_is_no_resummary() {
    let session = r#"
pub struct Session { pub messages: Vec<SessionMessage> }
impl Session {
    pub fn compress_reporting(&mut self, summary: String, first_kept_index: usize) -> usize {
        compact::compress_reporting(self, summary, first_kept_index)
    }
}
"#;
    let compact = r#"
use crate::session::{Session, SessionMessage};
pub(crate) fn compress_reporting(session: &mut Session, summary: String, first_kept_index: usize) -> usize {
    let summary_msg = SessionMessage { role: MessageRole::System, content: summary.clone() };
    session.messages.drain(..first_kept_index);
    session.messages.insert(0, summary_msg);
    first_kept_index
}
"#;
    let found = files_finding_fields(
        &[("session.rs", session), ("compact.rs", compact)],
        "rule",
        "function",
    );
    assert!(!found.iter().any(|(rule, _)| rule == "RG003"), "{found:?}");
    assert!(found.iter().any(|(rule, _)| rule == "RG001"), "{found:?}");
    let folding = variant(
        compact,
        "content: summary.clone() };",
        "content: llm.summarize(&summary) };",
    );
    let found = files_finding_fields(
        &[("session.rs", session), ("compact.rs", &folding)],
        "rule",
        "function",
    );
    assert!(
        found
            .iter()
            .any(|(rule, function)| rule == "RG003" && function == "compact::compress_reporting"),
        "{found:?}"
    );
    // A compressor that returns a digest written from the earlier summary (the host's own
    // `format!`, no model) writes a new summary from the old one: the caller's hand-over is
    // still a summary summarised again.
    let digest = r#"
pub fn compact(messages: &mut Vec<Message>, previous_summary: Option<String>, keep: usize) {
    let removed: Vec<Message> = messages.drain(..keep).collect();
    let summary = compress_summary(previous_summary.as_deref(), &removed);
    messages.insert(0, Message::system(summary));
}
fn compress_summary(previous_summary: Option<&str>, removed: &[Message]) -> String {
    format!("{}\n{} more", previous_summary.unwrap_or_default(), removed.len())
}
"#;
    let found = findings(digest);
    assert!(found.iter().any(|(rule, _)| rule == "RG003"), "{found:?}");
}

/// A map of single messages keyed by id (`message_store: HashMap<String, SessionMessage>`) in a
/// struct that also holds the sequence of the same messages the model reads (`messages:
/// Vec<SessionMessage>`) is an index of them, not a window: removing an entry when the message
/// is popped follows the pop, which is the one edit reported. Without the sequence beside it
/// the map is the only place the messages are held, and its removal is still an edit.
#[test]
fn an_index_of_messages_beside_their_sequence_is_no_window() {
    let source = r#"
use std::collections::HashMap;
pub struct Session {
    pub messages: Vec<SessionMessage>,
    pub message_store: HashMap<String, SessionMessage>,
}
impl Session {
    pub fn pop_last_message(&mut self) -> Option<SessionMessage> {
        let msg = self.messages.pop()?;
        self.message_store.remove(&msg.id);
        Some(msg)
    }
}
"#;
    let found = finding_fields(source, "rule", "message");
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].1.contains("`self.messages`"), "{found:?}");
    let alone = variant(
        source,
        "    pub messages: Vec<SessionMessage>,\n",
        "    pub messages: Vec<u64>,\n",
    );
    let found = finding_fields(&alone, "rule", "message");
    assert!(
        found
            .iter()
            .any(|(_, message)| message.contains("`self.message_store`")),
        "{found:?}"
    );
}

/// Emptying a part of one message (`self.messages[idx].blocks.clear()` after the user edited
/// it, `m.content.clear()` in a loop over the window) rewrites that message: the other
/// messages stay, so it is no reset of the window (a note when nothing calls it) but the
/// rewrite of one item, reported as an assignment to it is, and once when the body also
/// assigns that item's text. A `clear` of the window itself is still the reset.
#[test]
fn a_part_of_one_message_emptied_is_a_rewrite_not_a_reset() {
    let source = r#"
pub struct Message { pub role: Role, pub content: String, pub blocks: Vec<Block> }
pub struct App { messages: Vec<Message> }
impl App {
    pub fn commit_edit(&mut self, idx: usize) {
        self.messages[idx].blocks.clear();
    }
    pub fn blank_all(&mut self) {
        for m in self.messages.iter_mut() {
            m.content.clear();
        }
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(
        reports_error(&found, "a message of `self.messages` is replaced (`[]=`)"),
        "{found:?}"
    );
    assert!(
        reports_error(
            &found,
            "the text of messages in `self.messages` is overwritten"
        ),
        "{found:?}"
    );
    // The same message's text assigned beside it: one rewrite, reported once.
    let edited = variant(
        source,
        "        self.messages[idx].blocks.clear();\n",
        "        self.messages[idx].content = text;\n        self.messages[idx].blocks.clear();\n",
    )
    .replace(
        "commit_edit(&mut self, idx: usize)",
        "commit_edit(&mut self, idx: usize, text: String)",
    );
    let found = finding_fields(&edited, "function", "rule");
    assert_eq!(
        found
            .iter()
            .filter(|(function, _)| function.ends_with("commit_edit"))
            .count(),
        1,
        "{found:?}"
    );
    let whole = variant(
        source,
        "self.messages[idx].blocks.clear();",
        "self.messages.clear();",
    );
    let found = severities(&whole);
    assert!(
        found
            .iter()
            .any(|f| note_containing(f, "an explicit reset")),
        "{found:?}"
    );
}

/// A mutable accessor hands out what the last word of its name names: `chat_store_mut()` a
/// store of the screen's state (the message being edited, the input line), not a chat, so
/// setting its fields from a message's text edits no window. `chat_history_mut()` still hands
/// out the conversation.
#[test]
fn an_accessor_named_for_a_store_hands_out_no_window() {
    let source = r#"
impl App {
    pub(crate) fn start_edit(&mut self, idx: usize) {
        let content = self
            .context
            .active_session()
            .and_then(|session| session.messages.get(idx))
            .map(|msg| msg.content.clone());
        if let Some(content) = content {
            let chat_store = self.chat_store_mut();
            chat_store.editing_message_idx = Some(idx);
            chat_store.edit_buffer = content;
        }
    }
}
"#;
    assert_eq!(findings(source), Vec::<(String, String)>::new());
    let history = variant(
        source,
        "            let chat_store = self.chat_store_mut();\n            chat_store.editing_message_idx = Some(idx);\n            chat_store.edit_buffer = content;\n",
        "            let chat_history = self.chat_history_mut();\n            chat_history.clear();\n",
    );
    assert!(!findings(&history).is_empty());
}

/// A window replaced with a copy of the list its owner keeps of the system messages
/// (`self.history = self.system_messages.clone()`) starts over from its system prompt, as
/// `truncate(1)` keeps it: a reset, a note when nothing calls it. A list that starts as that
/// copy and is extended with the newest turns before it is put back is a cut, not a reset.
#[test]
fn a_window_reset_to_its_system_messages_is_a_reset() {
    let source = r#"
pub struct Agent { history: Vec<Message>, system_messages: Vec<Message> }
impl Agent {
    pub fn reset(&mut self) {
        self.history = self.system_messages.clone();
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(note_containing(&found[0], "an explicit reset"), "{found:?}");
    let kept_tail = variant(
        source,
        "        self.history = self.system_messages.clone();\n",
        "        let mut trimmed = self.system_messages.clone();\n        trimmed.extend_from_slice(&self.history[self.history.len() - 8..]);\n        self.history = trimmed;\n",
    );
    let found = severities(&kept_tail);
    assert!(
        !found.iter().any(|f| f.1.contains("an explicit reset")),
        "{found:?}"
    );
}

/// A window cut back to its newest user message (`truncate(idx)`, `idx` where
/// `rposition(|m| m.role == Role::User)` finds it, or the index of a loop from the end that
/// stops at a user message) takes back the newest turn: the undo or retry the user asks for,
/// reported as that take-back (RG002, naming the command whose arm calls it; a note when
/// nothing in the linted code calls it), not as a cut by position or budget (RG008). A cut
/// to a length the body computes from a budget is still RG008.
#[test]
fn the_newest_turn_taken_back_to_the_last_user_message_is_a_take_back() {
    let source = r#"
pub struct App { messages: Vec<Message> }
impl App {
    pub fn undo_last(&mut self) {
        let last_user_idx = self.messages.iter().rposition(|m| m.role == MessageRole::User);
        if let Some(idx) = last_user_idx {
            self.messages.truncate(idx);
        }
    }
    pub fn undo_turn(&mut self) -> bool {
        for index in (0..self.messages.len()).rev() {
            if matches!(self.messages[index], StoredMessage::User { .. }) {
                self.messages.truncate(index);
                return true;
            }
        }
        false
    }
}
pub fn handle(app: &mut App, cmd: &str) {
    match cmd {
        "/undo" => app.undo_last(),
        _ => {}
    }
}
"#;
    let found = finding_fields(source, "rule", "message");
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(found.iter().all(|(rule, _)| rule == "RG002"), "{found:?}");
    let found = severities(source);
    assert!(
        reports_error(&found, "messages are dropped from `self.messages` (`truncate`)")
            && found.iter().any(|f| f.0 == "error"
                && f.1.contains("a take-back: the newest turn, from the last user message on; the user command \"/undo\" asks for it")),
        "{found:?}"
    );
    assert!(
        found
            .iter()
            .any(|f| note_containing(f, "a take-back: the newest turn, from the last user message on, and nothing in the linted code calls it")),
        "{found:?}"
    );
    // The user's message found through a `matches!` guard on a variant that holds it.
    let guarded = variant(
        source,
        "rposition(|m| m.role == MessageRole::User)",
        "rposition(|m| matches!(m, Entry::Chat(chat) if chat.role == \"user\"))",
    );
    assert!(
        severities(&guarded)
            .iter()
            .any(|f| f.0 == "error" && f.1.contains("the user command \"/undo\" asks for it")),
        "{:?}",
        severities(&guarded)
    );
    let budget = variant(
        source,
        "        let last_user_idx = self.messages.iter().rposition(|m| m.role == MessageRole::User);\n        if let Some(idx) = last_user_idx {\n            self.messages.truncate(idx);\n        }\n",
        "        let keep = self.messages.len().saturating_sub(10);\n        self.messages.truncate(keep);\n",
    );
    let found = finding_fields(&budget, "rule", "function");
    assert!(
        found
            .iter()
            .any(|(rule, function)| rule == "RG008" && function.ends_with("undo_last")),
        "{found:?}"
    );
}

/// A holder of the conversation reached through a field of another value (`self.core.session`,
/// its `Session` declared in another crate) replaced with a session the caller hands in by
/// value, in a function named as a load (`fn load_session(&mut self, loaded: Session)`), is
/// that load: a note when nothing in the linted code calls it, as a window replaced with what
/// the caller hands in is. A function not named as a load that takes a session (a fork's
/// adoption of a copy) replaces nothing the body reads as a window.
#[test]
fn a_holder_replaced_with_a_session_handed_to_a_load_is_that_load() {
    let source = r#"
impl TuiApp {
    pub fn load_session(&mut self, loaded: session::Session) {
        let old_id = self.core.session.id.clone();
        self.core.session = loaded;
        let hist_len = self.core.session.history.len();
        self.notify(format!("{old_id}: {hist_len} messages"));
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(
            &found[0],
            "a load: the window is replaced with `loaded`, handed in by the caller"
        ),
        "{found:?}"
    );
    let adopt = variant(source, "fn load_session(", "fn adopt_session(");
    assert_eq!(severities(&adopt), Vec::<(String, String)>::new());
}

/// A cut from the message a caller names (`fn edit_prompt(&mut self, turn_index: usize, ..)
/// { self.history.truncate(turn_index); .. }`, `fn regenerate(&mut self, index: usize) {
/// self.messages.truncate(index) }`, `truncate(index + 1)` to keep it) is the user's edit,
/// regenerate or rewind at the position they pick: RG002, a note when nothing in the linted
/// code calls it, as the removal of the one message a caller names is, not a cut to a
/// length (RG008). A length a caller passes in (`max_messages`) is still a cut to a length,
/// and a caller in the linted code keeps the finding's level.
#[test]
fn a_cut_from_the_message_a_caller_names_is_the_users_edit() {
    let source = r#"
pub struct AgentSession { history: Vec<Message> }
impl AgentSession {
    pub fn edit_prompt(&mut self, turn_index: usize, new_prompt: String) -> bool {
        if turn_index < self.history.len() {
            self.history.truncate(turn_index);
            self.history.push(Message::user(new_prompt));
            true
        } else {
            false
        }
    }
}
"#;
    let found = finding_fields(source, "rule", "severity");
    assert_eq!(found, pairs(&[("RG002", "note")]), "{found:?}");
    assert!(
        severities(source).iter().any(|f| note_containing(
            f,
            "the messages from the one `turn_index` names on, which the caller passes in"
        )),
        "{:?}",
        severities(source)
    );
    let kept = variant(source, "truncate(turn_index)", "truncate(turn_index + 1)");
    assert_eq!(
        finding_fields(&kept, "rule", "severity"),
        pairs(&[("RG002", "note")])
    );
    let length = variant(source, "turn_index", "max_messages");
    assert_eq!(
        finding_fields(&length, "rule", "severity"),
        pairs(&[("RG008", "note")])
    );
    let called = format!(
        "{source}\npub fn on_edit(s: &mut AgentSession, at: usize) {{ s.edit_prompt(at, String::new()); }}\n"
    );
    assert!(
        reports_error(
            &severities(&called),
            "messages are dropped from `self.history` (`truncate`)"
        ),
        "{:?}",
        severities(&called)
    );
}

/// The newest user message removed where a search from the end finds it (`if let Some(at) =
/// self.messages.iter().rposition(|m| m.role == Role::User) { self.messages.remove(at); }`, a
/// regenerate that sends it again) takes back the newest turn, as the truncate to it does:
/// a note when nothing in the linted code calls the method. A removal at another position
/// found from the end is still an error.
#[test]
fn the_newest_user_message_removed_is_a_take_back() {
    let source = r#"
pub struct AiChat { messages: Vec<ChatMessage> }
impl AiChat {
    pub fn resend_last(&mut self) {
        if let Some(last_idx) = self.messages.iter().rposition(|m| matches!(m.role, MessageRole::User)) {
            self.messages.remove(last_idx);
        }
        self.send_message();
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(&found[0], "a take-back: the newest turn"),
        "{found:?}"
    );
    let other = variant(source, "MessageRole::User", "MessageRole::Tool");
    assert!(
        reports_error(
            &severities(&other),
            "messages are dropped from `self.messages` (`remove`)"
        ),
        "{:?}",
        severities(&other)
    );
}

/// The messages of one conversation of a list of them reached by index
/// (`self.conversations[idx].messages.truncate(at)`) are a window, as `conv.messages` of a
/// `conv` bound from that list is: a delete or a cut there is an edit of that conversation.
/// A field of the item that holds no messages (`updated_at`) is none, nor a list not named
/// for conversations (`self.providers[i].messages`).
#[test]
fn the_messages_of_a_conversation_indexed_in_a_list_are_a_window() {
    let source = r#"
pub struct ChatApp { conversations: Vec<Conversation> }
impl ChatApp {
    pub fn drop_message(&mut self, conv_id: String, at: usize) {
        if let Some(i) = self.conversations.iter().position(|c| c.id == conv_id) {
            self.conversations[i].messages.remove(at);
            self.conversations[i].updated_at = Local::now();
        }
    }
}
pub fn on_action(app: &mut ChatApp, action: Action) {
    app.drop_message(action.conv_id, action.idx);
}
"#;
    let found = severities(source);
    assert!(
        reports_error(
            &found,
            "messages are dropped from `self.conversations.messages` (`remove`)"
        ),
        "{found:?}"
    );
    assert_eq!(found.len(), 1, "{found:?}");
    let providers = variant(source, "self.conversations[i]", "self.providers[i]");
    assert!(
        severities(&providers).is_empty(),
        "{:?}",
        severities(&providers)
    );
}

/// The newest message popped under a test that it is an answer (`if last.role ==
/// "assistant" { self.history.pop(); }`, `if matches!(h.last().map(|m| m.role),
/// Some(Role::Assistant)) { h.pop(); }`) takes back that answer, a retry: a note when nothing
/// in the linted code calls it. A retry that pops the answer and then truncates back to the
/// user message, or a regenerate that cuts from the answer the caller names and then removes
/// the question it sends again, is one take-back, reported once; two take-backs in two arms
/// of one command match are two. A pop under no such test is still an error.
#[test]
fn a_take_back_of_the_newest_answer_is_one_edit() {
    let retry = r#"
pub struct AgentSession { history: Vec<Message> }
impl AgentSession {
    pub fn retry_last_turn(&mut self) -> bool {
        if let Some(last) = self.history.last() {
            if last.role == "assistant" {
                self.history.pop();
                return true;
            }
        }
        false
    }
}
"#;
    let found = severities(retry);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(
            &found[0],
            "a take-back: the newest answer, and nothing in the linted code calls it"
        ),
        "{found:?}"
    );
    let unconditional = variant(
        retry,
        "if last.role == \"assistant\" {",
        "if last.role != \"\" {",
    );
    assert!(
        reports_error(
            &severities(&unconditional),
            "messages are dropped from `self.history` (`pop`)"
        ),
        "{:?}",
        severities(&unconditional)
    );
    let commands = r#"
pub struct Chat { messages: Vec<Message> }
impl Chat {
    fn run_command(&mut self, name: &str) {
        match name {
            "retry" => {
                if matches!(self.messages.last().map(|m| m.role), Some(Role::Assistant)) {
                    self.messages.pop();
                }
                if let Some(i) = self.messages.iter().rposition(|m| m.role == Role::User) {
                    let prompt = self.messages[i].content.clone();
                    self.messages.truncate(i);
                    self.messages.push(Message::user(prompt));
                }
            }
            "undo" => {
                if let Some(i) = self.messages.iter().rposition(|m| m.role == Role::User) {
                    self.messages.truncate(i);
                }
            }
            _ => {}
        }
    }
}
"#;
    let found = finding_fields(commands, "rule", "message");
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(
        found[0].1.contains("(`pop`)") && found[1].1.contains("(`truncate`)"),
        "{found:?}"
    );
    let regenerate = r#"
pub struct AiChat { messages: Vec<ChatMessage> }
impl AiChat {
    pub fn regenerate_message(&mut self, index: usize) {
        self.messages.truncate(index);
        if let Some(last_idx) = self.messages.iter().rposition(|m| matches!(m.role, MessageRole::User)) {
            self.messages.remove(last_idx);
        }
        self.send_message();
    }
}
"#;
    let found = finding_fields(regenerate, "rule", "message");
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].1.contains("(`truncate`)"), "{found:?}");
}

/// Fifty-eighth round: a context manager masks its oldest turns in place, each turn before
/// the newest `recent_turns` given a placeholder through `get_mut(i)` in `for i in
/// 0..turns_to_mask`, with `turns_to_mask = self.turns.len().saturating_sub(self.recent_turns)`:
/// a cut by count (RG008), as tool results cleared by age are, not a drop chosen by content.
/// The same loop over positions counted from anything else still chooses.
#[test]
fn turns_masked_before_the_newest_n_are_a_cut_by_count() {
    let source = r#"
impl ContextManager {
    fn apply_sliding_window(&mut self) {
        let turns_to_mask = self.turns.len().saturating_sub(self.recent_turns);
        for i in 0..turns_to_mask {
            if let Some(turn) = self.turns.get_mut(i) {
                if !turn.is_masked && !turn.is_summarized {
                    *turn = turn.masked();
                }
            }
        }
    }
}
"#;
    assert_eq!(
        findings(source),
        pairs(&[("RG008", "truncate")]),
        "{:?}",
        severities(source)
    );
    let inline = variant(
        source,
        "for i in 0..turns_to_mask",
        "for i in 0..self.turns.len() - self.recent_turns",
    );
    assert_eq!(findings(&inline), pairs(&[("RG008", "truncate")]));
    // Positions counted from a number handed in say nothing of the newest kept.
    let other = variant(
        source,
        "self.turns.len().saturating_sub(self.recent_turns)",
        "self.pick_count()",
    );
    assert_eq!(findings(&other), pairs(&[("RG002", "drop")]));
}

/// Fifty-eighth round: a RAG chat keeps its conversations in SQL rows and loads the newest of
/// one conversation's rows as the model's history; its regenerate command selects the newest
/// assistant message of the conversation (`SELECT id FROM messages WHERE conversation_id = ?1
/// AND role = 'assistant' ORDER BY created_at DESC LIMIT 1`) and deletes that one row by its
/// id: one message of the conversation dropped (RG002). A row deleted by an id handed in,
/// with no such selection in the body (a message store's `delete_message(id)`), and an id
/// selected from another table, are not known to be one conversation's message.
#[test]
fn a_stored_message_chosen_from_a_conversation_and_deleted_by_id_is_a_drop() {
    let source = r#"
pub fn delete_last_assistant_message(conn: &Connection, conversation_id: String) -> Result<String> {
    let last_assistant_id: String = conn.query_row(
        "SELECT id FROM messages WHERE conversation_id = ?1 AND role = 'assistant' ORDER BY created_at DESC LIMIT 1",
        params![conversation_id],
        |row| row.get(0),
    )?;
    conn.execute("DELETE FROM citations WHERE message_id = ?1", params![last_assistant_id])?;
    conn.execute("DELETE FROM messages WHERE id = ?1", params![last_assistant_id])?;
    Ok(last_assistant_id)
}
"#;
    assert_eq!(
        findings(source),
        pairs(&[("RG002", "drop")]),
        "{:?}",
        severities(source)
    );
    let handed_in = r#"
pub fn delete_message(conn: &Connection, id: &str) -> Result<()> {
    conn.execute("DELETE FROM messages WHERE id = ?1", params![id])?;
    Ok(())
}
"#;
    assert!(
        findings(handed_in).is_empty(),
        "{:?}",
        severities(handed_in)
    );
    let other_table = variant(
        source,
        "SELECT id FROM messages WHERE conversation_id",
        "SELECT id FROM drafts WHERE conversation_id",
    );
    assert!(
        findings(&other_table).is_empty(),
        "{:?}",
        severities(&other_table)
    );
}

/// Fifty-eighth round (the fifty-first round's gap): a memory keeps the summaries it made in a
/// list of their own (`summaries: Vec<ConversationSummary>`, each a summary's text and the
/// count of messages it covers) beside its messages; a reset clears both. The summaries are
/// no messages of the window: the reset is reported once, at the messages. A list of items
/// named as messages (`Vec<SummaryMessage>`) is still a window.
#[test]
fn summaries_kept_in_a_list_of_their_own_are_no_window() {
    let source = r#"
pub struct ConversationSummary { pub text: String, pub message_count: usize }
pub struct AgentMemory { messages: Vec<Message>, summaries: Vec<ConversationSummary> }
impl AgentMemory {
    pub fn clear_all(&mut self) {
        self.messages.clear();
        self.summaries.clear();
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].1.contains("`self.messages`"), "{found:?}");
    let messages = variant(source, "Vec<ConversationSummary>", "Vec<SummaryMessage>");
    assert_eq!(
        severities(&messages).len(),
        2,
        "{:?}",
        severities(&messages)
    );
    // A summary the caller hands in, kept in that list while the turns it covers are cut, was
    // made elsewhere: no digest this body writes.
    let applied = r#"
pub struct ConversationSummary { pub summary: String, pub turns_covered: Vec<String> }
pub struct ContextManager { turns: VecDeque<ConversationTurn>, summaries: Vec<ConversationSummary> }
impl ContextManager {
    pub fn apply_summary(&mut self, summary: ConversationSummary) {
        let covered: HashSet<_> = summary.turns_covered.iter().collect();
        self.turns.retain(|t| !covered.contains(&t.id));
        self.turns.push_front(ConversationTurn::system(format!("[Summary]\n{}", summary.summary)));
        self.summaries.push(summary);
    }
}
"#;
    let found = severities(applied);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        reports_error(&found, "`self.turns` is rewritten with model-authored text"),
        "{found:?}"
    );
}

/// Fifty-eighth round: a TUI keeps the lines its user typed for recall with the arrow keys
/// (`command_history: VecDeque<String>`, capped at 100 by `pop_back`); no model reads them.
/// A name whose word before `history` is what a user types into an input line (`command`,
/// `input`, `cmd`, `search`, `shell`) is no window; `chat_history` is still one.
#[test]
fn a_history_of_typed_commands_is_no_window() {
    let source = r#"
impl App {
    pub fn take_input(&mut self) -> String {
        let text = self.input_buffer.clone();
        self.input_buffer.clear();
        if !text.is_empty() {
            self.command_history.push_front(text.clone());
            if self.command_history.len() > 100 {
                self.command_history.pop_back();
            }
        }
        text
    }
}
"#;
    assert!(findings(source).is_empty(), "{:?}", severities(source));
    let input = variant(source, "command_history", "input_history");
    assert!(findings(&input).is_empty(), "{:?}", severities(&input));
    let chat = variant(source, "command_history", "chat_history");
    assert_eq!(findings(&chat), pairs(&[("RG008", "truncate")]));
}

/// Fifty-eighth round (the fiftieth round's gap): a window handed mutably to a function the
/// linted code does not declare, named for an edit (`compaction::compact_messages(&mut
/// self.messages, n)`, `trim_history(&mut h, 20)`, `pruner.prune_messages(&mut h)`), is
/// edited there, outside the linted code: reported at the call as the edit the name says
/// (a compaction or a summary: RG001; a cut: RG008; a pruning: RG002). A call whose name
/// says no edit (`rig`'s `with_history(&mut self.history)`, which adds the turn's messages)
/// is not, nor one the linted code declares (its body reports its own edits).
#[test]
fn a_window_lent_mutably_to_an_outside_compaction_is_reported_at_the_call() {
    let source = r#"
pub struct Agent { messages: Vec<Message>, max: usize }
impl Agent {
    pub fn turn(&mut self, input: &str) {
        self.messages.push(Message::user(input));
        compaction::compact_messages(&mut self.messages, self.max);
    }
}
"#;
    let found = severities(source);
    assert_eq!(
        findings(source),
        pairs(&[("RG001", "rewrite")]),
        "{found:?}"
    );
    assert!(
        reports_error(
            &found,
            "`self.messages` is rewritten with model-authored text"
        ),
        "{found:?}"
    );
    let cut = variant(source, "compaction::compact_messages", "trim_history");
    assert_eq!(findings(&cut), pairs(&[("RG008", "truncate")]));
    let pruned = variant(
        source,
        "compaction::compact_messages(&mut self.messages, self.max)",
        "self.pruner.prune_messages(&mut self.messages)",
    );
    assert_eq!(findings(&pruned), pairs(&[("RG002", "drop")]));
    let appends = variant(
        source,
        "compaction::compact_messages(&mut self.messages, self.max)",
        "agent.prompt(input).with_history(&mut self.messages)",
    );
    assert!(findings(&appends).is_empty(), "{:?}", severities(&appends));
    let shared = variant(source, "&mut self.messages", "&self.messages");
    assert!(findings(&shared).is_empty(), "{:?}", severities(&shared));
    let declared = format!(
        "{source}\nfn compact_messages(messages: &mut Vec<Message>, max: usize) {{ messages.push(Message::note(max)); }}\n"
    );
    assert!(
        findings(&declared).is_empty(),
        "{:?}",
        severities(&declared)
    );
}

/// Sixty-first round: a session's messages read out of a map of sessions whole (`if let
/// Some(s) = self.sessions.get(id) { s.messages.clone() } else { Vec::new() }`), moved into
/// another local, extended with the turn's new messages and written back to that session
/// (`if let Some(s) = self.sessions.get_mut(id) { s.messages = updated.clone() }`) gets its
/// own content back with items added: nothing is lost. The same copy cut before it is
/// written back, or written back to another session's window, is still reported.
#[test]
fn a_sessions_messages_copied_extended_and_written_back_lose_nothing() {
    let source = r#"
pub struct SessionContext { pub active_messages: Vec<Message>, pub total: usize }
pub struct Manager { session_contexts: HashMap<String, SessionContext> }
impl Manager {
    pub async fn process(&mut self, session_id: &str, messages: Vec<Message>) -> Vec<Message> {
        let current_context = if let Some(session) = self.session_contexts.get(session_id) {
            session.active_messages.clone()
        } else {
            Vec::new()
        };
        let mut updated_context = current_context;
        updated_context.extend(messages);
        if let Some(session_context) = self.session_contexts.get_mut(session_id) {
            session_context.active_messages = updated_context.clone();
            session_context.total = updated_context.len();
        }
        self.session_contexts.get(session_id).unwrap().active_messages.clone()
    }
}
"#;
    assert!(findings(source).is_empty(), "{:?}", severities(source));
    let cut = variant(
        source,
        "updated_context.extend(messages);",
        "updated_context.extend(messages);\n        updated_context.truncate(20);",
    );
    assert_eq!(findings(&cut), pairs(&[("RG008", "truncate")]));
    let other = variant(
        source,
        "self.session_contexts.get_mut(session_id)",
        "self.session_contexts.get_mut(other_id)",
    );
    assert_eq!(findings(&other), pairs(&[("RG002", "drop")]));
}

/// Sixty-first round: a memory strategy that wraps another store of the trait it implements
/// (`store: Arc<dyn MemoryStore>` beside `impl MemoryStore for SummaryBufferMemory`, whose
/// `load` hands out messages and `append` takes one in) edits the conversations that store
/// keeps, whatever the field is called: clearing it and giving it back the newest messages
/// while a summary of the older ones is kept beside it is a rewrite. A field of a trait that
/// keeps no messages (`Arc<dyn BlobStore>`) is no window. A call on the store the memory wraps
/// (`self.store.clear(id)`) goes to that store, not to the memory's own `clear`, a reset.
#[test]
fn a_store_of_the_trait_a_memory_implements_keeps_its_conversations() {
    let source = r#"
pub struct SummaryBufferMemory {
    store: Arc<dyn MemoryStore>,
    model: Arc<dyn ChatModel>,
    summary: Arc<RwLock<HashMap<String, String>>>,
}
#[async_trait]
impl MemoryStore for SummaryBufferMemory {
    async fn append(&self, session_id: &str, message: Message) -> Result<(), Error> {
        self.store.append(session_id, message).await?;
        let messages = self.store.load(session_id).await?;
        if messages.len() > 20 {
            let split_point = messages.len() - 10;
            let older = &messages[..split_point];
            let recent = &messages[split_point..];
            let new_summary = self.model.summarize(older).await?;
            self.summary.write().await.insert(session_id.to_string(), new_summary);
            self.store.clear(session_id).await?;
            for msg in recent {
                self.store.append(session_id, msg.clone()).await?;
            }
        }
        Ok(())
    }
    async fn load(&self, session_id: &str) -> Result<Vec<Message>, Error> {
        self.store.load(session_id).await
    }
    async fn clear(&self, session_id: &str) -> Result<(), Error> {
        self.store.clear(session_id).await
    }
}
"#;
    let found = severities(source);
    assert_eq!(
        findings(source),
        pairs(&[("RG001", "rewrite"), ("RG002", "drop")]),
        "{found:?}"
    );
    // The memory's own `clear`, which `append`'s call on the store it wraps does not reach: a
    // reset nothing in the linted code calls.
    assert!(
        found
            .iter()
            .any(|(level, message)| level == "note" && message.contains("an explicit reset")),
        "{found:?}"
    );
    assert!(
        reports_error(&found, "messages are dropped from `self.store` (`clear`)"),
        "{found:?}"
    );
    let blobs = variant(
        &variant(source, "MemoryStore", "BlobStore"),
        "message: Message",
        "blob: Bytes",
    );
    assert!(findings(&blobs).is_empty(), "{:?}", severities(&blobs));
}

/// Sixty-first round: a map of conversation records that hold no messages (`conversations:
/// HashMap<String, Conversation>` of titles and timestamps), in a store that keeps each
/// conversation's messages in a map of them (`messages: HashMap<String, Vec<Message>>`), is
/// an index of the conversations: deleting a conversation is reported once, where its
/// messages go. Without that map of messages, or with records that hold the messages, the
/// records are the conversations and their removal is reported.
#[test]
fn conversation_records_beside_a_map_of_their_messages_are_no_window() {
    let source = r#"
pub struct Conversation { pub id: String, pub title: Option<String>, pub updated_at: i64 }
pub struct Store {
    conversations: RwLock<HashMap<String, Conversation>>,
    messages: RwLock<HashMap<String, Vec<Message>>>,
}
impl Store {
    pub fn delete_conversation(&self, conversation_id: &str) {
        self.conversations.write().remove(conversation_id);
        self.messages.write().remove(conversation_id);
    }
}
"#;
    let found = finding_fields(source, "function", "message");
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].1.contains("`self.messages`"), "{found:?}");
    let holding = variant(
        source,
        "pub updated_at: i64 }",
        "pub updated_at: i64, pub turns: Vec<Message> }",
    );
    assert_eq!(findings(&holding).len(), 2, "{:?}", severities(&holding));
}

/// The text of the message a caller names replaced through a field of it
/// (`self.chat_history[index].content = new_content`, a character chat's edit), in a method
/// nothing in the linted code calls, is the user's edit of that message, as
/// `self.chat_history[index] = message` and `remove(index)` are: a note. A message picked by a
/// fixed position (`[0]`) is still an error.
#[test]
fn a_message_a_caller_names_edited_through_its_field_is_the_users_edit() {
    let source = r#"
pub struct CharacterSession { chat_history: Vec<ChatMessage> }
impl CharacterSession {
    pub fn edit_message(&mut self, index: usize, new_content: String) -> Result<(), String> {
        if index >= self.chat_history.len() {
            return Err("out of range".to_string());
        }
        self.chat_history[index].content = new_content;
        Ok(())
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(
            &found[0],
            "an edit the caller asks for: the one message `index` names"
        ),
        "{found:?}"
    );
    let fixed = variant(source, "self.chat_history[index]", "self.chat_history[0]");
    assert!(
        reports_error(
            &severities(&fixed),
            "a message of `self.chat_history` is replaced"
        ),
        "{:?}",
        severities(&fixed)
    );
}

/// An edit of the message the user picks, made by a function the arm of a UI event or a
/// command calls with that position (`Message::MessageDeleted(index) =>
/// handle_message_delete(index, state)` in an iced update, `if ui.button("Delete").clicked() {
/// self.delete_message(index) }` in an egui chat, the delete bounds-checked with `if index <
/// len`), or a rewind a typed command asks for with the count it parses (`"/rewind"` calling
/// `rewind_context_to(idx)`, which calls `truncate_to`; `AgentInput::Rewind(n) =>
/// agent.rewind_turns(n)`), is one edit the user asks for: an RG002 note naming the command,
/// not an error nor an RG008 cut. The same functions called from the agent's own turn, or a
/// cut a `"/compact"` command asks for (the host chooses what goes), keep their findings.
#[test]
fn an_edit_a_ui_event_or_command_asks_for_is_the_users_edit() {
    let iced = r#"
pub fn update(message: Message, state: &mut AppState) {
    match message {
        Message::MessageDeleted(index) => handle_message_delete(index, state),
        Message::MessageEditCommitted(index) => {
            let content = state.chat.editing_message_content.clone();
            handle_message_edit_commit(index, &content, state)
        }
        _ => {}
    }
}
fn handle_message_delete(index: usize, state: &mut AppState) {
    state.chat.messages.remove(index);
}
fn handle_message_edit_commit(index: usize, content: &str, state: &mut AppState) {
    state.chat.messages[index].content = content.to_string();
}
"#;
    let found = finding_fields(iced, "rule", "severity");
    assert_eq!(
        found,
        pairs(&[("RG002", "note"), ("RG002", "note")]),
        "{found:?}"
    );
    assert!(
        severities(iced).iter().any(|f| note_containing(
            f,
            "an edit the user asks for: the one message `index` names; the command `Message::MessageDeleted` asks for it"
        )),
        "{:?}",
        severities(iced)
    );
    let agent_turn = variant(
        iced,
        "Message::MessageDeleted(index) =>",
        "Message::Tick(index) =>",
    );
    assert!(
        reports_error(
            &severities(&agent_turn),
            "messages are dropped from `state.chat.messages` (`remove`)"
        ),
        "{:?}",
        severities(&agent_turn)
    );

    let egui = r#"
pub struct ChatApp { chat: ChatState }
impl ChatApp {
    fn draw_message(&mut self, ui: &mut egui::Ui, index: usize) {
        if ui.button("Delete").clicked() {
            self.delete_message(index);
        }
    }
    fn delete_message(&mut self, index: usize) {
        if index < self.chat.messages.len() {
            self.chat.messages.remove(index);
        }
    }
}
"#;
    let found = severities(egui);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(&found[0], "the button \"Delete\" asks for it"),
        "{found:?}"
    );
    let other_button = variant(egui, "button(\"Delete\")", "button(\"Send\")");
    assert!(
        reports_error(
            &severities(&other_button),
            "messages are dropped from `self.chat.messages` (`remove`)"
        ),
        "{:?}",
        severities(&other_button)
    );

    let rewind = r#"
pub struct Agent { context: ContextEngine }
pub struct ContextEngine { messages: Vec<Message> }
pub fn handle(input: &str, agent: &mut Agent) {
    match input {
        cmd if cmd.starts_with("/rewind") => {
            let rest = cmd.strip_prefix("/rewind").unwrap_or("").trim();
            if let Ok(idx) = rest.parse::<usize>() {
                agent.rewind_context_to(idx);
            }
        }
        _ => {}
    }
}
impl Agent {
    pub fn rewind_context_to(&mut self, keep_count: usize) -> usize {
        self.context.truncate_to(keep_count)
    }
}
impl ContextEngine {
    pub fn truncate_to(&mut self, keep_count: usize) -> usize {
        let before = self.messages.len();
        if keep_count < before {
            self.messages.truncate(keep_count);
        }
        before - self.messages.len()
    }
}
"#;
    let found = severities(rewind);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(&found[0], "the user command \"/rewind\" asks for it"),
        "{found:?}"
    );
    assert_eq!(
        finding_fields(rewind, "rule", "edit"),
        pairs(&[("RG002", "drop")])
    );
    let compact = variant(rewind, "/rewind", "/compact");
    assert_eq!(
        finding_fields(&compact, "rule", "severity"),
        pairs(&[("RG008", "note")])
    );

    let turns = r#"
pub struct Agent { messages: Vec<Message> }
pub async fn agent_task(mut agent: Agent, mut input_rx: Receiver<AgentInput>) {
    while let Some(input) = input_rx.recv().await {
        match input {
            AgentInput::Rewind(n) => {
                agent.rewind_turns(n);
            }
            _ => {}
        }
    }
}
impl Agent {
    pub fn rewind_turns(&mut self, n: usize) {
        let user_indices: Vec<usize> = self
            .messages
            .iter()
            .enumerate()
            .filter_map(|(i, m)| matches!(m.role, Role::User).then_some(i))
            .collect();
        if user_indices.is_empty() {
            return;
        }
        let actual_n = n.min(user_indices.len());
        let truncate_at = user_indices[user_indices.len() - actual_n];
        self.messages.truncate(truncate_at);
    }
}
"#;
    let found = severities(turns);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(&found[0], "the command `AgentInput::Rewind` asks for it"),
        "{found:?}"
    );
}

/// The message the user is editing, written back by a function the screen calls in its edit
/// mode (`if is_editing { .. self.commit_message_edit(index) .. }` with `is_editing =
/// self.chat.editing_message_index == Some(index)`, an egui chat), or by the handler of a UI
/// event that reaches it with `get_mut(index)` (`Message::MessageEditCommitted(index)` in an
/// iced update), is the user's edit: an RG002 note naming the edit mode or the event. The
/// same write called from outside an edit mode is still an error.
#[test]
fn a_message_written_back_from_the_screens_edit_mode_is_the_users_edit() {
    let egui = r#"
pub struct ChatApp { chat: ChatState }
impl ChatApp {
    pub fn draw_message(&mut self, ui: &mut egui::Ui, index: usize) {
        let is_editing = self.chat.editing_message_index == Some(index);
        if is_editing {
            ui.ctx().input(|i| {
                if i.key_pressed(egui::Key::Enter) && i.modifiers.ctrl {
                    self.commit_message_edit(index);
                }
            });
        }
    }
    pub fn commit_message_edit(&mut self, index: usize) {
        let new_content = self.chat.editing_message_content.clone();
        if index < self.chat.messages.len() {
            self.chat.messages[index].content = new_content;
        }
    }
}
"#;
    let found = severities(egui);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(
            &found[0],
            "an edit the user asks for: the one message `index` names; the edit mode `is_editing` asks for it"
        ),
        "{found:?}"
    );
    let outside = variant(egui, "if is_editing {", "if ui.is_visible() {");
    assert!(
        reports_error(
            &severities(&outside),
            "a message of `self.chat.messages` is replaced"
        ),
        "{:?}",
        severities(&outside)
    );

    let iced = r#"
pub fn update(message: Message, state: &mut AppState) {
    match message {
        Message::MessageEditCommitted(index) => {
            let content = state.chat.editing_message_content.clone();
            handle_message_edit_commit(index, &content, state)
        }
        _ => {}
    }
}
fn handle_message_edit_commit(index: usize, content: &str, state: &mut AppState) {
    if let Some(msg) = state.chat.messages.get_mut(index) {
        msg.content = content.to_string();
    }
}
"#;
    let found = severities(iced);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(
            &found[0],
            "the command `Message::MessageEditCommitted` asks for it"
        ),
        "{found:?}"
    );
}

/// A reset command's arm with an alias named as one (`SlashCommand::Clear |
/// SlashCommand::New => app.reset_conversation()`) is that command's arm: the reset is a
/// note. An arm that also answers a variant named as no command (`Tool::Clear | Tool::Read`)
/// is not.
#[test]
fn a_reset_commands_arm_with_its_aliases_is_a_command() {
    let source = r#"
pub struct App { messages: Vec<ChatMessage> }
pub fn handle_command(cmd: SlashCommand, app: &mut App) {
    match cmd {
        SlashCommand::Clear | SlashCommand::New => app.reset_conversation(),
        _ => {}
    }
}
impl App {
    pub fn reset_conversation(&mut self) {
        self.messages.clear();
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(
            &found[0],
            "the command `SlashCommand::Clear` | `SlashCommand::New` asks for it"
        ),
        "{found:?}"
    );
    let other = variant(source, "SlashCommand::New", "SlashCommand::Read");
    assert!(
        reports_error(
            &severities(&other),
            "messages are dropped from `self.messages` (`clear`)"
        ),
        "{:?}",
        severities(&other)
    );
}

/// A position the screen holds in its edit mode (`if let Some(index) =
/// self.editing_message_index`, `let Some(idx) = store.editing_message_idx else { .. }`) is
/// the message the user is editing: the text written back there and the cut after it (a GPUI
/// chat's `save_edit`) are RG002 notes naming the edit mode, not RG008 cuts. A message removed
/// in the arm of a command naming a delete (`MessageAction::Delete { conv_id, idx } =>
/// messages.remove(idx)`) is the one the command picks, a note too. A position from
/// elsewhere (`self.cursor_index`) stays a cut.
#[test]
fn a_message_the_screen_holds_in_edit_mode_is_the_users_edit() {
    let gpui = r#"
pub struct AiChat { messages: Vec<ChatMessage>, editing_message_index: Option<usize> }
impl AiChat {
    pub fn save_edit(&mut self, new_content: String) {
        if let Some(index) = self.editing_message_index {
            if !new_content.is_empty() && index < self.messages.len() {
                self.messages[index].content = new_content;
                self.messages.truncate(index + 1);
            }
            self.editing_message_index = None;
        }
    }
}
"#;
    let found = finding_fields(gpui, "rule", "severity");
    assert_eq!(
        found,
        pairs(&[("RG002", "note"), ("RG002", "note")]),
        "{found:?}"
    );
    assert!(
        severities(gpui)
            .iter()
            .all(|f| note_containing(f, "the edit mode `editing_message_index` asks for it")),
        "{:?}",
        severities(gpui)
    );
    let cursor = variant(
        gpui,
        "if let Some(index) = self.editing_message_index",
        "if let Some(index) = self.cursor_index",
    );
    assert!(
        finding_fields(&cursor, "rule", "severity")
            .iter()
            .any(|(rule, _)| rule == "RG008"),
        "{:?}",
        severities(&cursor)
    );

    let action = r#"
pub struct ChatApp { conversations: Vec<Conversation>, pending_message_action: Option<MessageAction> }
impl ChatApp {
    fn process_pending_actions(&mut self) {
        if let Some(action) = self.pending_message_action.take() {
            match action {
                MessageAction::Delete { conv_id, idx } => {
                    if let Some(i) = self.conversations.iter().position(|c| c.id == conv_id) {
                        if idx < self.conversations[i].messages.len() {
                            self.conversations[i].messages.remove(idx);
                        }
                    }
                }
                MessageAction::Copy { .. } => {}
            }
        }
    }
}
"#;
    let found = severities(action);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(&found[0], "the command `MessageAction::Delete` asks for it"),
        "{found:?}"
    );
}

/// A reset that clears a session's history and then installs a new session in its place
/// (`self.core.session.history.clear(); .. self.core.session = Session::new(..)`, smelt's
/// `reset_session`) is one reset, reported once, at the `clear`. The same two edits in
/// branches that exclude each other are two resets.
#[test]
fn a_reset_that_clears_then_installs_a_new_session_is_reported_once() {
    let source = r#"
pub struct Session { history: Vec<Message> }
pub struct Core { session: Session }
pub struct TuiApp { core: Core }
impl TuiApp {
    pub fn reset_session(&mut self) {
        self.core.session.history.clear();
        self.core.session = Session::new();
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_starting(
            &found[0],
            "messages are dropped from `self.core.session.history` (`clear`)"
        ),
        "{found:?}"
    );
    let apart = variant(
        source,
        "        self.core.session.history.clear();\n        self.core.session = Session::new();",
        "        if self.core.session.history.len() > 1 {\n            self.core.session.history.clear();\n        } else {\n            self.core.session = Session::new();\n        }",
    );
    assert_eq!(severities(&apart).len(), 2, "{:?}", severities(&apart));
}

/// A windowed app's modal (`state.dialog = None`, `state.agent_config_dialog = None` when an
/// iced dialog closes) is no window: `dialog` names a conversation only when its type holds
/// messages (`dialog: Vec<Message>`), while `dialogue` still names one whatever its type.
#[test]
fn a_dialog_on_screen_is_no_window() {
    let source = r#"
pub fn update(message: Message, state: &mut AppState) {
    match message {
        Message::AgentConfigCancel => {
            state.dialog = None;
            state.agent_config_dialog = None;
        }
        _ => {}
    }
}
"#;
    assert_eq!(severities(source), pairs(&[]));
    let typed = r#"
pub struct Bot { dialog: Vec<ChatMessage> }
impl Bot {
    pub fn trim(&mut self) {
        self.dialog.drain(..5);
    }
}
"#;
    assert_eq!(severities(typed).len(), 1, "{:?}", severities(typed));
    let dialogue = variant(source, "state.dialog = None", "state.dialogue = None");
    assert_eq!(
        severities(&dialogue).len(),
        1,
        "{:?}",
        severities(&dialogue)
    );
}

/// A window of a value the body has just built, given the messages of a restored session and
/// then a message (`let mut app = App::new(model); .. app.messages = chat_messages;
/// app.messages.push(ChatMessage::System(..))`, after ollama-code's TUI start), drops nothing:
/// the push writes what the assignment gave. A message pushed before the assignment is lost by
/// it, an error still. (ollama-code pushes a `ChatMessage::Info(..)` notice there: since the
/// sixty-third round that list of screen rows is no window at all, see
/// `a_screens_list_of_display_rows_is_no_window`.)
#[test]
fn a_window_of_a_value_just_built_filled_then_added_to_drops_nothing() {
    let source = r#"
pub struct App { messages: Vec<ChatMessage> }
pub async fn run(agent: Agent, restored: Option<Vec<Message>>) -> Result<()> {
    let model = agent.model().to_string();
    let mut app = App::new(model.clone());
    if let Some(msgs) = restored {
        let chat_messages = messages_to_chat_messages(&msgs);
        app.messages = chat_messages;
        app.messages.push(ChatMessage::System(format!("Resumed")));
    }
    Ok(())
}
"#;
    assert_eq!(severities(source), pairs(&[]));
    let before = variant(
        source,
        "        app.messages = chat_messages;\n        app.messages.push(ChatMessage::System(format!(\"Resumed\")));",
        "        app.messages.push(ChatMessage::System(format!(\"Resumed\")));\n        app.messages = chat_messages;",
    );
    assert!(
        reports_error(
            &severities(&before),
            "messages are dropped from `app.messages` (`=`)"
        ),
        "{:?}",
        severities(&before)
    );
}

/// A conversation an accessor hands out behind a lock, locked (`let mut conv =
/// cl.conversation().lock().unwrap()` with `cl` the client's guard, an egui chat's session
/// conversation), is that window, written through the guard: a drop there is reported as one
/// through `history_mut()` is. An accessor named for something else (`cl.settings()`) hands
/// out no window.
#[test]
fn a_conversation_an_accessor_hands_out_behind_a_lock_is_a_window() {
    let source = r#"
pub struct Agent { client: Arc<Mutex<Client>> }
impl Agent {
    pub fn forget_tools(&mut self) {
        let cl = self.client.lock().unwrap();
        let mut conv = cl.conversation().lock().unwrap();
        conv.retain(|m| m.role != "tool");
    }
}
fn main() {
    let mut agent = Agent::default();
    agent.forget_tools();
}
"#;
    assert!(
        reports_error(
            &severities(source),
            "messages are dropped from `cl.conversation()` (`retain`)"
        ),
        "{:?}",
        severities(source)
    );
    let settings = variant(source, "cl.conversation()", "cl.settings()");
    assert_eq!(severities(&settings), pairs(&[]));
}

/// Sixty-second round: a compaction that writes the messages after the system prompt into a
/// buffer, asks a model with a constant named as its prompt (`COMPACTION_PROMPT`, declared in
/// another module) and puts the reply back where the range began (`drain(1..end)`, then
/// `insert(1, ..)`) summarises its own earlier summary from its second run on: RG003 beside
/// the rewrite. A constant not named for a summary (`ANSWER_PROMPT`) asks for no summary.
#[test]
fn a_constant_named_as_a_compaction_prompt_asks_for_a_summary() {
    let source = r#"
pub async fn compact(messages: &mut Vec<Message>, provider: &Provider, keep_recent: usize) -> Result<()> {
    let compact_end = messages.len().saturating_sub(keep_recent);
    if compact_end <= 1 {
        return Ok(());
    }
    let mut text_blob = String::new();
    for msg in &messages[1..compact_end] {
        text_blob.push_str(&format!("[{}]: {}\n\n", msg.role, msg.text()));
    }
    let prompt_text = format!("{}{}", COMPACTION_PROMPT, text_blob);
    let summary = provider.prompt(&prompt_text).await?;
    messages.drain(1..compact_end);
    messages.insert(1, Message::system(format!("[Previous context summary]: {}", summary)));
    Ok(())
}
"#;
    let found = severities(source);
    assert_eq!(
        findings(source),
        pairs(&[("RG003", "rewrite"), ("RG001", "rewrite")]),
        "{found:?}"
    );
    assert!(
        found
            .iter()
            .any(|(_, message)| message.contains("`drain` puts the summary at `messages[1..]`")),
        "{found:?}"
    );
    let answer = variant(source, "COMPACTION_PROMPT", "ANSWER_PROMPT");
    assert_eq!(
        findings(&answer),
        pairs(&[("RG001", "rewrite")]),
        "{:?}",
        severities(&answer)
    );
}

/// Sixty-second round: a compaction handed a list collected from every message of the window
/// (`self.session.messages.iter().map(..).collect()`, named `summaries`), whose summary goes
/// first where the cut began (`drain(0..n)`, then `insert(0, ..)`), summarises that summary
/// again on its next run: RG003, for that reason and not for the list's name. A list that
/// leaves the summaries out (`filter(|m| !m.is_summary)`) is not summarised again.
#[test]
fn a_transcript_of_every_message_compacted_and_put_first_is_summarised_again() {
    let source = r#"
pub struct Session { pub messages: Vec<Message> }
pub struct Runtime { session: Session }
impl Runtime {
    async fn compact_session(&mut self) -> Result<(), Error> {
        let engine = CompactionEngine::new(config, SimpleSummarizer);
        let summaries: Vec<MessageSummary> = self
            .session
            .messages
            .iter()
            .map(|m| MessageSummary::new(format!("{:?}", m.role), &m.content))
            .collect();
        match engine.compact(&summaries).await {
            Ok(CompactionResult::Compacted { messages_removed, summary }) => {
                let remove_count = self.session.messages.len() - 4;
                self.session.messages.drain(0..remove_count);
                let summary_msg = format!("[Session Summary - {} compacted] {}", messages_removed, summary);
                self.session.messages.insert(0, Message::system(summary_msg));
            }
            _ => {}
        }
        Ok(())
    }
}
"#;
    let found = severities(source);
    assert_eq!(
        findings(source),
        pairs(&[("RG003", "rewrite"), ("RG001", "rewrite")]),
        "{found:?}"
    );
    assert!(
        found.iter().any(|(_, message)| message.contains(
            "its own earlier summary: `drain` puts the summary at `self.session.messages[0..]`"
        )),
        "{found:?}"
    );
    let skipping = variant(source, ".iter()", ".iter().filter(|m| !m.is_summary)");
    assert_eq!(
        findings(&skipping),
        pairs(&[("RG001", "rewrite")]),
        "{:?}",
        severities(&skipping)
    );
}

/// Sixty-second round: a builder of a request to the model, taking `self` by value
/// (`fn with_messages(mut self, messages) -> Self` in `impl ApiRequest`), fills the copy of
/// the conversation it is built with: no window is replaced. The same builder of a
/// conversation (`impl Conversation`) still loads one, a note.
#[test]
fn a_request_builder_fills_a_copy_of_the_conversation() {
    let source = r#"
pub struct ApiRequest { pub model: String, pub messages: Vec<Message> }
impl ApiRequest {
    pub fn with_messages(mut self, messages: Vec<Message>) -> Self {
        self.messages = messages;
        self
    }
}
"#;
    assert!(findings(source).is_empty(), "{:?}", severities(source));
    let conversation = variant(source, "ApiRequest", "Conversation");
    assert_eq!(
        findings(&conversation),
        pairs(&[("RG002", "drop")]),
        "{:?}",
        severities(&conversation)
    );
}

/// Sixty-third round: a list a TUI's body fills with rows the screen draws and nothing else
/// (`app.messages.push(ChatLine::WelcomeBrand)`, `ChatLine::Info(..)`) is no window, however
/// it is named: the `"/clear"` that empties it leaves the model's history alone. So is a list
/// declared of a type with an `Info` row (`messages: Vec<ChatMessage>`, `ChatMessage::Info`).
/// A list filled with the model's messages as well (`Message::user(..)`) is still a window.
#[test]
fn a_screens_list_of_display_rows_is_no_window() {
    let source = r#"
pub(super) fn execute_slash(app: &mut App, cmd: &str) {
    match cmd {
        "/clear" => {
            app.messages.clear();
            app.messages.push(ChatLine::WelcomeBrand);
            app.messages.push(ChatLine::Info("  Conversation cleared".into()));
        }
        _ => {}
    }
}
"#;
    assert!(findings(source).is_empty(), "{:?}", severities(source));
    // A variant whose first word names a screen's row (`WelcomeBrand`) is evidence enough.
    let brand_only = variant(
        source,
        "\n            app.messages.push(ChatLine::Info(\"  Conversation cleared\".into()));",
        "",
    );
    assert!(
        findings(&brand_only).is_empty(),
        "{:?}",
        severities(&brand_only)
    );
    let model_messages = variant(
        source,
        "ChatLine::Info(\"  Conversation cleared\".into())",
        "Message::user(\"hello\")",
    );
    assert_eq!(
        findings(&model_messages),
        pairs(&[("RG002", "drop")]),
        "{:?}",
        severities(&model_messages)
    );
    let declared = r#"
pub(crate) enum ChatMessage { User(String), Assistant(String), Info(String) }
pub(crate) struct App { pub(crate) messages: Vec<ChatMessage>, scroll: usize }
impl App {
    pub(crate) fn rewind(&mut self, keep: usize) {
        self.messages.truncate(keep);
        self.scroll = 0;
    }
}
"#;
    assert!(findings(declared).is_empty(), "{:?}", severities(declared));
    let conversation = variant(declared, "Info(String)", "Tool(String)");
    assert_eq!(
        findings(&conversation),
        pairs(&[("RG008", "truncate")]),
        "{:?}",
        severities(&conversation)
    );
    // A type named as a row, with no row only a screen has (a database's `MessageRow`), is
    // no evidence: the list named for messages is still a window.
    let database_rows = r#"
pub(crate) struct MessageRow { pub(crate) role: String, pub(crate) content: String }
pub(crate) struct Session { pub(crate) messages: Vec<MessageRow> }
impl Session {
    pub(crate) fn rewind(&mut self, keep: usize) {
        self.messages.truncate(keep);
    }
}
"#;
    assert_eq!(
        findings(database_rows),
        pairs(&[("RG008", "truncate")]),
        "{:?}",
        severities(database_rows)
    );
}

/// Sixty-third round: a restore that puts the current system prompt in place of the saved
/// session's before installing it, by removing the old one (`if matches!(messages[0].role,
/// Role::System) { messages.remove(0); }`) or by writing the fresh text into it (`if let
/// Some(Message::System { content: stored }) = messages.first_mut() { *stored = fresh }`), is
/// one load: no cut, no message replaced. Asked for by a channel's input named for a load
/// (`AgentInput::RestoreMessages(msgs)`), it is that command's load. The same removal from the
/// window itself still drops its system prompt.
#[test]
fn a_restore_that_swaps_in_the_current_system_prompt_is_one_load() {
    let source = r#"
impl Agent {
    pub fn restore_messages(&mut self, mut messages: Vec<Message>) {
        if !messages.is_empty() && matches!(messages[0].role, Role::System) {
            messages.remove(0);
        }
        let fresh_system = self.messages[0].clone();
        messages.insert(0, fresh_system);
        self.messages = messages;
    }
}
async fn run(agent: &mut Agent, mut input_rx: Receiver<AgentInput>) {
    while let Some(input) = input_rx.recv().await {
        match input {
            AgentInput::RestoreMessages(msgs) => {
                agent.restore_messages(msgs);
            }
            _ => {}
        }
    }
}
"#;
    let found = severities(source);
    assert_eq!(findings(source), pairs(&[("RG002", "drop")]), "{found:?}");
    assert!(
        found.iter().all(|(severity, message)| severity == "note"
            && message.contains("a load: the command `AgentInput::RestoreMessages` asks for it")),
        "{found:?}"
    );
    // Not asked for by a command named for a load (`AgentInput::SetMessages`), the install
    // is no load the user asks for.
    let set = variant(
        source,
        "AgentInput::RestoreMessages",
        "AgentInput::SetMessages",
    );
    assert!(
        !severities(&set)
            .iter()
            .any(|(_, message)| message.contains("asks for it")),
        "{:?}",
        severities(&set)
    );
    // A list handed in by a reset command (`AgentInput::ClearMessages` calling
    // `reset_messages(Vec::new())`) is that reset, not a load.
    let reset = r#"
impl Agent {
    pub fn reset_messages(&mut self, messages: Vec<Message>) {
        self.messages = messages;
    }
}
async fn run(agent: &mut Agent, mut input_rx: Receiver<AgentInput>) {
    while let Some(input) = input_rx.recv().await {
        match input {
            AgentInput::ClearMessages => {
                agent.reset_messages(Vec::new());
            }
            _ => {}
        }
    }
}
"#;
    assert!(
        severities(reset)
            .iter()
            .any(|(severity, message)| severity == "note"
                && message.contains(
                    "an explicit reset: the command `AgentInput::ClearMessages` asks for it"
                )),
        "{:?}",
        severities(reset)
    );
    // A list the caller lends (`&mut Vec<Message>`) is the caller's own: removing its system
    // prompt drops it.
    let lent = r#"
pub fn drop_system_prompt(messages: &mut Vec<Message>) {
    if !messages.is_empty() && matches!(messages[0].role, Role::System) {
        messages.remove(0);
    }
}
"#;
    assert!(
        severities(lent)
            .iter()
            .any(|(_, message)| message.starts_with("`messages` is cut host-side (`remove`)")),
        "{:?}",
        severities(lent)
    );
    let own_window = variant(source, "messages.remove(0);", "self.messages.remove(0);");
    let own_window = variant(&own_window, "messages[0].role", "self.messages[0].role");
    assert!(
        findings(&own_window)
            .iter()
            .any(|(rule, _)| rule == "RG008"),
        "{:?}",
        severities(&own_window)
    );
    let written = r#"
impl Agent {
    pub fn restore_messages(&mut self, mut messages: Vec<Message>) {
        if let Some(Message::System { content: stored }) = messages.first_mut() {
            if let Some(Message::System { content: fresh }) = self.messages.first() {
                *stored = fresh.clone();
            }
        }
        self.messages = messages;
    }
}
"#;
    let found = severities(written);
    assert_eq!(findings(written), pairs(&[("RG002", "drop")]), "{found:?}");
    assert!(
        found.iter().all(|(severity, _)| severity == "note"),
        "{found:?}"
    );
    let user_text = variant(
        written,
        "Message::System { content: stored }",
        "Message::User { content: stored }",
    );
    assert_error_containing(&user_text, "replaced");
}

/// Sixty-third round: a field of a conversation handed in named as a number about it
/// (`conversation.metadata.total_tokens = Some(..)`, `conversation.total_tokens = n`) is the
/// holder's bookkeeping, not a message replaced; its text (`conversation.summary = text`) is
/// still written.
#[test]
fn a_count_kept_beside_a_conversation_is_no_message() {
    let source = r#"
impl Engine {
    pub async fn chat(&self, conversation: &mut Conversation) -> Result<Message, Error> {
        let response = self.provider.chat(conversation.messages.clone()).await?;
        conversation.add_message(response.message.clone());
        if let Some(usage) = response.usage {
            conversation.metadata.total_tokens = Some(usage.input_tokens + usage.output_tokens);
        }
        Ok(response.message)
    }
}
"#;
    assert!(findings(source).is_empty(), "{:?}", severities(source));
    let direct = variant(
        source,
        "conversation.metadata.total_tokens = Some(usage.input_tokens + usage.output_tokens)",
        "conversation.total_tokens = usage.input_tokens + usage.output_tokens",
    );
    assert!(findings(&direct).is_empty(), "{:?}", severities(&direct));
    let text = variant(
        source,
        "conversation.metadata.total_tokens = Some(usage.input_tokens + usage.output_tokens)",
        "conversation.summary = usage.text",
    );
    assert!(!findings(&text).is_empty(), "{:?}", severities(&text));
    // One word (`tokens`) may name a buffer of them, not a number: still written.
    let buffer = variant(
        source,
        "conversation.metadata.total_tokens = Some(usage.input_tokens + usage.output_tokens)",
        "conversation.metadata.tokens = usage.tokens",
    );
    assert!(!findings(&buffer).is_empty(), "{:?}", severities(&buffer));
}

/// Sixty-third round: a summary made by a function of the crate that hands back what a
/// summariser returns (`create_memory_dump(&old)` ending in
/// `self.create_compressed_summary(&text).await`), not named as a summariser itself, is that
/// summariser's: installed where the cut starts, it is a rewrite (RG001) summarised again on
/// the next run (RG003). A function that calls the summariser but returns other text (the
/// rendered messages), or that relays a summariser writing its digest without a model, makes
/// no model-authored summary.
#[test]
fn a_summary_a_function_hands_back_from_a_summariser_is_the_summarisers() {
    let source = r#"
impl ContextManager {
    pub async fn compress(&mut self) -> Result<()> {
        let old: Vec<Message> = self.messages.drain(1..self.messages.len() - 4).collect();
        let dump = self.create_memory_dump(&old).await?;
        self.messages.insert(1, Message::system(dump));
        Ok(())
    }
    async fn create_memory_dump(&self, old: &[Message]) -> Result<String> {
        let text = old.iter().map(|m| m.content.clone()).collect::<Vec<_>>().join("\n");
        self.create_compressed_summary(&text).await
    }
    async fn create_compressed_summary(&self, text: &str) -> Result<String> {
        let prompt = format!("Summarize the following conversation:\n{text}");
        self.llm.complete(&prompt).await
    }
}
"#;
    let rules: Vec<String> = findings(source).into_iter().map(|(rule, _)| rule).collect();
    assert_eq!(rules, ["RG001", "RG003"], "{:?}", severities(source));
    let other_text = variant(
        source,
        "        self.create_compressed_summary(&text).await\n",
        "        let _ = self.create_compressed_summary(&text).await?;\n        Ok(text)\n",
    );
    let rules: Vec<String> = findings(&other_text)
        .into_iter()
        .map(|(rule, _)| rule)
        .collect();
    assert!(
        !rules.iter().any(|rule| rule == "RG001" || rule == "RG003"),
        "{:?}",
        severities(&other_text)
    );
    let host_written = variant(
        source,
        "    async fn create_compressed_summary(&self, text: &str) -> Result<String> {\n        let prompt = format!(\"Summarize the following conversation:\\n{text}\");\n        self.llm.complete(&prompt).await\n    }",
        "    fn create_compressed_summary(&self, text: &str) -> String {\n        text.lines().take(3).collect::<Vec<_>>().join(\" \")\n    }",
    );
    let host_written = variant(
        &host_written,
        "        self.create_compressed_summary(&text).await\n",
        "        Ok(self.create_compressed_summary(&text))\n",
    );
    let rules: Vec<String> = findings(&host_written)
        .into_iter()
        .map(|(rule, _)| rule)
        .collect();
    assert!(
        !rules.iter().any(|rule| rule == "RG003"),
        "{:?}",
        severities(&host_written)
    );
}

/// Sixty-fourth round (a compactor decorating another context engine): the messages drained
/// for the summariser are put back only in the arm that gives up (`None => { restored.append(
/// messages); *messages = restored; return; }`); on the way on they stay out and the summary
/// goes in front. The early exit's put-back no longer hides the drain, and the summary is
/// summarised again where the drained range is handed over, not where the whole window goes
/// to the inner engine first.
#[test]
fn messages_put_back_only_where_the_compaction_gives_up_are_still_cut() {
    let source = r#"
impl ContextEngine for CompactorEngine {
    async fn maybe_compact(&self, ctx: &TurnContext<'_>, messages: &mut Vec<Message>) {
        self.inner.maybe_compact(ctx, messages).await;
        if messages.len() <= self.keep_recent {
            return;
        }
        let cutoff = messages.len() - self.keep_recent;
        let older: Vec<Message> = messages.drain(..cutoff).collect();
        let summary = match self.summarize(&older).await {
            Some(s) => s,
            None => {
                let mut restored = older;
                restored.append(messages);
                *messages = restored;
                return;
            }
        };
        messages.insert(0, Message::user(format!("[earlier conversation, {} messages]\n{summary}", older.len())));
    }
}
"#;
    let report = lint_files(&[("agent.rs", source)]);
    let found: Vec<(String, u64)> = report["findings"]
        .as_array()
        .expect("findings")
        .iter()
        .map(|f| {
            (
                f["rule"].as_str().unwrap_or("-").to_owned(),
                f["line"].as_u64().unwrap_or(0),
            )
        })
        .collect();
    // RG001 at the drain (line 9), RG003 at `self.summarize(&older)` (line 10).
    assert_eq!(
        found,
        [("RG001".to_owned(), 9), ("RG003".to_owned(), 10)],
        "{:?}",
        severities(source)
    );
    // Put back on the way on (no early exit): nothing is lost.
    let put_back = variant(
        source,
        "        let summary = match self.summarize(&older).await {\n            Some(s) => s,\n            None => {\n                let mut restored = older;\n                restored.append(messages);\n                *messages = restored;\n                return;\n            }\n        };\n        messages.insert(0, Message::user(format!(\"[earlier conversation, {} messages]\\n{summary}\", older.len())));\n",
        "        let mut restored = older;\n        restored.append(messages);\n        *messages = restored;\n",
    );
    assert!(
        findings(&put_back).is_empty(),
        "{:?}",
        severities(&put_back)
    );
    // Taken out and put back inside the same early exit: nothing is lost either.
    let same_exit = variant(
        &variant(
            source,
            "        self.inner.maybe_compact(ctx, messages).await;\n",
            "",
        ),
        "        let cutoff = messages.len() - self.keep_recent;\n",
        "        let cutoff = messages.len() - self.keep_recent;\n        if self.paused {\n            let held: Vec<Message> = messages.drain(..cutoff).collect();\n            let mut back = held;\n            back.append(messages);\n            *messages = back;\n            return;\n        }\n",
    );
    let rules: Vec<String> = findings(&same_exit)
        .into_iter()
        .map(|(rule, _)| rule)
        .collect();
    assert_eq!(rules, ["RG001", "RG003"], "{:?}", severities(&same_exit));
}

/// Sixty-fourth round (a history manager's `trim`): `let has_system = messages.first()
/// .is_some_and(|m| m.role == "system"); let start = if has_system { 1 } else { 0 };
/// messages.drain(start..start + to_remove)` cuts the oldest messages after the system
/// prompt by count, as the same `if` written in the condition does: a host-side cut (RG008),
/// not a chosen drop. A local testing another role leaves the start unknown (RG002).
#[test]
fn a_start_past_a_system_prompt_tested_in_a_local_is_the_oldest_message() {
    let source = r#"
impl HistoryManager {
    pub fn trim(&self, messages: &mut Vec<ChatMessage>) -> bool {
        let non_system_count = count_non_system(messages);
        if non_system_count <= self.max_history {
            return false;
        }
        let has_system = messages.first().is_some_and(|m| m.role == "system");
        let start = if has_system { 1 } else { 0 };
        let to_remove = non_system_count.saturating_sub(self.max_history);
        messages.drain(start..start + to_remove);
        true
    }
}
"#;
    let rules: Vec<String> = findings(source).into_iter().map(|(rule, _)| rule).collect();
    assert_eq!(rules, ["RG008"], "{:?}", severities(source));
    let other_role = variant(source, "m.role == \"system\"", "m.role == \"tool\"");
    let rules: Vec<String> = findings(&other_role)
        .into_iter()
        .map(|(rule, _)| rule)
        .collect();
    assert_eq!(rules, ["RG002"], "{:?}", severities(&other_role));
}

/// Sixty-fourth round (a coding agent's `compact_if_needed`): the oldest messages drained
/// into `old` for the summariser, then the window rebuilt from the summary and what the cut
/// left (`let mut messages = vec![ChatMessage::User { content }]; messages.extend(self.session
/// .messages.iter().cloned()); self.session.messages = messages`). The reassignment puts back
/// the window's remaining content, not what the drain took out, so the drain is a cut; the
/// summary in front makes it a rewrite, summarised again on the next run. Putting back what
/// the drain took (`restored = old; restored.append(..)`) still loses nothing.
#[test]
fn a_window_rebuilt_from_a_summary_and_what_the_cut_left_is_rewritten() {
    let source = r#"
impl Agent {
    async fn compact_if_needed(&mut self) {
        let Some(cut) = round_cut_index(&self.session.messages) else {
            return;
        };
        let old = self.session.messages.drain(..cut).collect::<Vec<_>>();
        let summary = match self.summarize_messages(&old).await {
            Some(summary) => summary,
            None => compact_summary(&old, 6000),
        };
        let content = format!("[compacted context] summary:\n{summary}");
        let mut messages = vec![ChatMessage::User { content }];
        messages.extend(self.session.messages.iter().cloned());
        self.session.messages = messages;
    }
}
"#;
    let rules: Vec<String> = findings(source).into_iter().map(|(rule, _)| rule).collect();
    assert_eq!(rules, ["RG001", "RG003"], "{:?}", severities(source));
    let put_back = variant(
        source,
        "        let content = format!(\"[compacted context] summary:\\n{summary}\");\n        let mut messages = vec![ChatMessage::User { content }];\n        messages.extend(self.session.messages.iter().cloned());\n        self.session.messages = messages;\n",
        "        let mut restored = old;\n        restored.extend(self.session.messages.iter().cloned());\n        self.session.messages = restored;\n",
    );
    let rules: Vec<String> = findings(&put_back)
        .into_iter()
        .map(|(rule, _)| rule)
        .collect();
    assert!(
        !rules.iter().any(|rule| rule == "RG001" || rule == "RG002"),
        "{:?}",
        severities(&put_back)
    );
}

/// Sixty-fourth round (a Telegram agent's `maybe_compact`): the summary comes out of a
/// `match` whose error arm returns early, and goes to `self.session.compact(shadowed,
/// summary)`, a method of the conversation's holder that the linted code does not declare,
/// named for cutting it: the holder puts the summary in place of what it cuts, a rewrite at
/// the call, as `compact_with_summary` would say outright. Handed no summary, or declared in
/// the linted code (its body is where the edit is), it is not reported at the call.
#[test]
fn a_holders_compaction_handed_a_summary_rewrites_its_conversation() {
    let source = r#"
struct Agent { session: Session, llm: Llm }
struct Session { messages: Vec<Message> }
impl Agent {
    async fn maybe_compact(&mut self, shadowed: usize) -> Result<()> {
        let summary = match self.summarize().await {
            Ok(s) => s,
            Err(e) => {
                tracing::warn!(error = %e, "summarization failed; skipping compaction");
                return Ok(());
            }
        };
        self.session.compact(shadowed, summary)?;
        Ok(())
    }
    async fn summarize(&self) -> Result<String> {
        self.llm.chat("Summarize the conversation so far").await
    }
}
"#;
    let found = severities(source);
    assert!(
        reports_error(
            &found,
            "`self.session.messages` is rewritten with model-authored text (`compact`)"
        ),
        "{found:?}"
    );
    let no_summary = variant(source, "compact(shadowed, summary)", "compact(shadowed)");
    assert!(
        findings(&no_summary).is_empty(),
        "{:?}",
        severities(&no_summary)
    );
    let declared = variant(
        source,
        "struct Session { messages: Vec<Message> }\n",
        "struct Session { messages: Vec<Message> }\nimpl Session {\n    fn compact(&mut self, n: usize, summary: String) -> Result<()> {\n        self.messages.drain(..n);\n        self.messages.insert(0, Message::user(summary));\n        Ok(())\n    }\n}\n",
    );
    let at_call: Vec<(String, String)> = finding_fields(&declared, "function", "message")
        .into_iter()
        .filter(|(function, _)| function.ends_with("maybe_compact"))
        .collect();
    assert!(at_call.is_empty(), "{:?}", severities(&declared));
}

/// Sixty-fourth round (the same `compact_if_needed`, with its "drop" strategy): the oldest
/// rounds drained and counted away (`let _dropped = w.drain(..drop_until).count()`) before
/// the next ones are drained into `old` for the summariser. The summary stands for `old`
/// only: the rounds thrown away are a cut by count (RG008), not rewritten. A single drain
/// left unbound after the summariser read that range (`summarize(&w[..n])`, then
/// `w.drain(..n)`) is still the rewrite.
#[test]
fn items_thrown_away_beside_a_summarised_cut_are_dropped_not_rewritten() {
    let source = r#"
impl Agent {
    async fn compact_if_needed(&mut self, drop_until: usize, cut: usize) {
        let _dropped = self.session.messages.drain(..drop_until).count();
        let old = self.session.messages.drain(..cut).collect::<Vec<_>>();
        let summary = self.summarize_messages(&old).await.unwrap_or_default();
        self.session.messages.insert(0, ChatMessage::user(format!("[compacted] {summary}")));
    }
}
"#;
    let rules: Vec<String> = findings(source).into_iter().map(|(rule, _)| rule).collect();
    assert_eq!(
        rules,
        ["RG008", "RG001", "RG003"],
        "{:?}",
        severities(source)
    );
    let one_cut = r#"
impl Agent {
    async fn compact_if_needed(&mut self, n: usize) {
        let summary = self.summarize_messages(&self.session.messages[..n]).await.unwrap_or_default();
        self.session.messages.drain(..n);
        self.session.messages.insert(0, ChatMessage::user(format!("[compacted] {summary}")));
    }
}
"#;
    let rules: Vec<String> = findings(one_cut)
        .into_iter()
        .map(|(rule, _)| rule)
        .collect();
    assert!(
        rules.iter().any(|rule| rule == "RG001") && !rules.iter().any(|rule| rule == "RG008"),
        "{:?}",
        severities(one_cut)
    );
}

/// Sixty-fifth round (a session compactor over a repository, 21687031448): the oldest
/// messages of the session a repository keeps are summarised by a model, deleted through
/// the repository's method named for that cut (`session_repo.delete_messages_before(
/// session_id, cutoff_id)`) and the summary stored in their place
/// (`session_repo.insert_summary(session_id, ..)`): a rewrite of that conversation (RG001).
/// Without the summary stored it is a host-side cut of the oldest messages (RG008); a key
/// that names no conversation (a queue's `queue_id`) and a method that names no cut-off
/// (`delete_message(session_id, id)`, one message the caller names) are not recognised.
#[test]
fn a_repositorys_cut_of_a_sessions_oldest_messages_is_an_edit_of_that_conversation() {
    let source = r#"
impl SessionCompactor {
    pub async fn compact(&self, session_id: &str, session_repo: &SessionRepo) -> Result<usize> {
        let messages = session_repo.get_messages(session_id, 1000)?;
        let cutoff_id = &messages[20].id;
        let summary = self.llm.summarize(&messages[..20]).await?;
        let removed = session_repo.delete_messages_before(session_id, cutoff_id)?;
        session_repo.insert_summary(session_id, &format!("[Conversation summary]\n{summary}"))?;
        Ok(removed)
    }
}
"#;
    let found = severities(source);
    assert!(
        reports_error(
            &found,
            "`session_repo[session_id]` is rewritten with model-authored text (`delete_messages_before`)"
        ),
        "{found:?}"
    );
    let no_summary = variant(
        source,
        "        session_repo.insert_summary(session_id, &format!(\"[Conversation summary]\\n{summary}\"))?;\n",
        "",
    );
    let rules: Vec<String> = findings(&no_summary)
        .into_iter()
        .map(|(rule, _)| rule)
        .collect();
    assert_eq!(rules, ["RG008"], "{:?}", severities(&no_summary));
    let queue = variant(&no_summary, "session_id", "queue_id");
    assert!(findings(&queue).is_empty(), "{:?}", severities(&queue));
    let one = variant(
        &no_summary,
        "delete_messages_before(session_id, cutoff_id)",
        "delete_message(session_id, cutoff_id)",
    );
    assert!(findings(&one).is_empty(), "{:?}", severities(&one));
}

/// Sixty-fifth round (an agent whose session is another module's, 59162463015): the body
/// reads the session's messages to build a summary prompt (`self.session.messages.iter()`),
/// asks the model for the summary and hands it to the session's own compaction
/// (`self.session.compact(&response.content)`). `Session` is not declared in the linted
/// code, but the field the body reads says what it holds: the call rewrites
/// `self.session.messages` (RG001), and the summary it is handed is put in, not summarised
/// again: the RG003 at `compact`, all that was reported before, was false; the next run's
/// summary request, handed every message of the session, is the re-summary. A field named
/// for no conversation (`self.session.topics`) says nothing of what the session holds.
#[test]
fn a_holder_of_another_modules_type_holds_the_conversation_the_body_reads_from_it() {
    let source = r#"
use crate::session::Session;
pub struct Agent { pub session: Session, llm: Llm }
impl Agent {
    async fn compact_session(&mut self) -> Result<()> {
        let conversation: Vec<String> = self.session.messages.iter().map(|m| m.content.clone()).collect();
        let prompt = format!("Summarize the following conversation:\n{}", conversation.join("\n"));
        let response = self.llm.chat_completion(&prompt).await?;
        self.session.compact(&response.content);
        Ok(())
    }
}
"#;
    let found = severities(source);
    assert!(
        reports_error(
            &found,
            "`self.session.messages` is rewritten with model-authored text (`compact`)"
        ),
        "{found:?}"
    );
    // The summary is summarised again by the next run's `chat_completion`, which reads every
    // message of the session; `compact`, which puts it in, summarises nothing.
    assert!(
        reports_error(
            &found,
            "`chat_completion` is fed a value that is already a rewrite"
        ) && !found
            .iter()
            .any(|(_, message)| message.starts_with("`compact` is fed")),
        "{found:?}"
    );
    let topics = variant(
        source,
        "self.session.messages.iter()",
        "self.session.topics.iter()",
    );
    assert!(
        !severities(&topics)
            .iter()
            .any(|(_, message)| message.contains("is rewritten")),
        "{:?}",
        severities(&topics)
    );
}

/// Sixty-fifth round (the control, a chat server's history, 4881100144): `ChatHistory {
/// messages: VecDeque<ServerMessage> }` keeps the last 100 messages the server broadcast
/// (`pop_front` before `push_back`), for clients that join later. A list of what a server
/// and its clients send each other (`ServerMessage`, `ClientEvent`) is no conversation with
/// a model, whatever its name; it was an RG008 note. The same list of `ChatMessage`s is
/// still a window cut oldest-first.
#[test]
fn a_list_of_a_servers_wire_messages_is_no_window() {
    let source = r#"
const MAX_HISTORY_SIZE: usize = 100;
struct ChatHistory {
    messages: VecDeque<ServerMessage>,
}
impl ChatHistory {
    fn add_message(&mut self, message: ServerMessage) {
        if self.messages.len() >= MAX_HISTORY_SIZE {
            self.messages.pop_front();
        }
        self.messages.push_back(message);
    }
}
"#;
    assert!(findings(source).is_empty(), "{:?}", severities(source));
    let client = source.replace("ServerMessage", "ClientEvent");
    assert!(findings(&client).is_empty(), "{:?}", severities(&client));
    let chat = variant(source, "ServerMessage", "ChatMessage");
    let rules: Vec<String> = findings(&chat).into_iter().map(|(rule, _)| rule).collect();
    assert_eq!(rules, ["RG008"], "{:?}", severities(&chat));
}

/// Sixty-fifth round (an agent's short-term memory, 33267899939): `ShortTermMemory { entries:
/// Vec<ShortTermEntry> }`, whose entries hold the session's user messages, agent responses
/// and tool outputs as text `content`, is the memory the model is given: a struct named as an
/// agent's memory keeps its weakly named `entries` for the model to read, and cutting them is
/// an edit (here the oldest, RG008; nothing was reported before). Entries with no text
/// content (`Block { offset, len }` of a `GpuMemory`) are no messages.
#[test]
fn the_entries_of_a_struct_named_as_an_agents_memory_are_its_window() {
    let source = r#"
pub struct ShortTermMemory {
    entries: Vec<ShortTermEntry>,
    max_entries: usize,
}
pub struct ShortTermEntry {
    pub id: String,
    pub content: String,
    pub importance: f32,
}
impl ShortTermMemory {
    pub fn add(&mut self, entry: ShortTermEntry) {
        if self.entries.len() >= self.max_entries {
            self.entries.remove(0);
        }
        self.entries.push(entry);
    }
}
"#;
    let rules: Vec<String> = findings(source).into_iter().map(|(rule, _)| rule).collect();
    assert_eq!(rules, ["RG008"], "{:?}", severities(source));
    let blocks = variant(
        &source.replace("ShortTermMemory", "GpuMemory"),
        "    pub id: String,\n    pub content: String,\n    pub importance: f32,\n",
        "    pub offset: usize,\n    pub len: usize,\n",
    );
    assert!(findings(&blocks).is_empty(), "{:?}", severities(&blocks));
}

/// Sixty-fifth round (the same `ShortTermMemory::add`): when full it removes the least
/// important entry, found by `entries.iter().enumerate().min_by(|(_, a), (_, b)|
/// a.importance.partial_cmp(&b.importance)).map(|(i, _)| i)`. The position is chosen by a
/// rank (`importance`), not by age: a drop (RG002), as after a call named for the choice
/// (`self.least_important_index()`). The same chain comparing timestamps picks the oldest:
/// a host-side cut (RG008).
#[test]
fn the_position_of_the_least_important_item_is_a_ranked_choice() {
    let source = r#"
pub struct ShortTermMemory { entries: Vec<ShortTermEntry>, max_entries: usize }
pub struct ShortTermEntry { pub content: String, pub importance: f32, pub timestamp: u64 }
impl ShortTermMemory {
    pub fn add(&mut self, entry: ShortTermEntry) {
        if self.entries.len() >= self.max_entries {
            if let Some(min_idx) = self
                .entries
                .iter()
                .enumerate()
                .min_by(|(_, a), (_, b)| a.importance.partial_cmp(&b.importance).unwrap_or(Ordering::Equal))
                .map(|(idx, _)| idx)
            {
                self.entries.remove(min_idx);
            }
        }
        self.entries.push(entry);
    }
}
"#;
    let found = findings(source);
    assert_eq!(
        found,
        [("RG002".to_owned(), "drop".to_owned())],
        "{:?}",
        severities(source)
    );
    let oldest = variant(
        source,
        "a.importance.partial_cmp(&b.importance)",
        "a.timestamp.partial_cmp(&b.timestamp)",
    );
    let rules: Vec<String> = findings(&oldest)
        .into_iter()
        .map(|(rule, _)| rule)
        .collect();
    assert_eq!(rules, ["RG008"], "{:?}", severities(&oldest));
}

/// Sixty-sixth round (a runtime that keeps its chat in a SQLite store as well, 60919835873):
/// each turn drains the oldest pair from the in-memory history and has the store prune the
/// rows it keeps to the same cap (`store.prune_chat_messages_to(MAX_TURNS)`), the rows the
/// next session loads back as its history. The store keeps one conversation, so the call
/// takes no key, only a count: it is a host-side cut of what the store keeps (RG008), as a
/// keyed `delete_messages_before(session_id, ..)` is. A method naming no messages
/// (`prune_cache_to`) or handed something other than a count (`delete_messages_to(peer)`,
/// a recipient) is not one.
#[test]
fn a_stores_prune_of_its_messages_to_a_count_is_a_cut_of_the_conversation_it_keeps() {
    let source = r#"
const MAX_TURNS: usize = 20;
impl Runtime {
    fn persist_turn(&mut self, role: &'static str, content: String) {
        if let Some(store) = self.store.as_ref() {
            let _ = store.append_chat_message(role, &content);
            let _ = store.prune_chat_messages_to(MAX_TURNS);
        }
    }
}
"#;
    let found = severities(source);
    assert!(
        found.iter().any(|(_, message)| message
            .starts_with("`store` is cut host-side (`prune_chat_messages_to`)")),
        "{found:?}"
    );
    let rules: Vec<String> = findings(source).into_iter().map(|(rule, _)| rule).collect();
    assert_eq!(rules, ["RG008"], "{found:?}");
    let cache = variant(source, "prune_chat_messages_to", "prune_cache_to");
    assert!(findings(&cache).is_empty(), "{:?}", severities(&cache));
    let peer = variant(
        source,
        "store.prune_chat_messages_to(MAX_TURNS)",
        "store.delete_messages_to(peer)",
    );
    assert!(findings(&peer).is_empty(), "{:?}", severities(&peer));
}

/// Sixty-sixth round (a TUI's sidekick agent, 53223057023): resetting the agent's state
/// drops the receiver of the stream its reply arrives on (`self.chat_stream_rx = None`, an
/// `Option<mpsc::Receiver<SidekickChatStreamEvent>>`). The field is named for a chat, but a
/// channel's end keeps nothing: messages pass through it. Reported as a drop at error level
/// before; now the end of a channel (`Receiver`, `Sender`, their unbounded and sync kinds)
/// is no window whatever its name. The agent's own history of the same state, cut to a
/// count, is still a host-side cut.
#[test]
fn the_end_of_a_channel_is_no_window_whatever_its_name() {
    let source = r#"
use std::sync::mpsc;
pub struct AgentState {
    pub chat_history: Vec<ChatMessage>,
    pub chat_stream_rx: Option<mpsc::Receiver<ChatStreamEvent>>,
}
impl AgentState {
    pub fn reset(&mut self) {
        self.chat_stream_rx = None;
    }
    pub fn push_chat(&mut self, msg: ChatMessage) {
        self.chat_history.push(msg);
        if self.chat_history.len() > 200 {
            let excess = self.chat_history.len() - 200;
            self.chat_history.drain(..excess);
        }
    }
}
"#;
    let found = severities(source);
    assert!(
        !found
            .iter()
            .any(|(_, message)| message.contains("self.chat_stream_rx")),
        "{found:?}"
    );
    let rules: Vec<String> = findings(source).into_iter().map(|(rule, _)| rule).collect();
    assert_eq!(rules, ["RG008"], "{found:?}");
    // The same field holding the agent's messages is still a window.
    let kept = variant(
        source,
        "Option<mpsc::Receiver<ChatStreamEvent>>",
        "Option<Vec<ChatMessage>>",
    );
    assert!(
        severities(&kept)
            .iter()
            .any(|(_, message)| message.contains("self.chat_stream_rx")),
        "{:?}",
        severities(&kept)
    );
}

/// Sixty-seventh round (a TUI chat whose model runs on a worker thread, 70195908719): the
/// user's message is pushed and the history sent to the worker in one method; the worker's
/// answers come back on a channel, drained one event a turn (`while let Ok(msg) =
/// self.rx.try_recv()`), and a failed turn's arm takes the pushed message back off
/// (`FromWorker::TurnFailed(e) => { .. self.history.pop(); }`). The failure is named by the
/// variant's last word, and the loop repeats once per event, not once per message: the pop is
/// a take-back, as `ChatMsg::Failed(e)` in a single handler was. The same pop in the arm of a
/// turn that finished drops the model's newest message.
#[test]
fn a_failed_turns_pop_in_a_loop_over_a_workers_events_is_a_take_back() {
    let source = r#"
enum FromWorker { Delta(String), Done(String), TurnFailed(String) }
impl Chat {
    fn submit(&mut self, text: String) {
        self.history.push(json!({"role": "user", "content": text}));
        let _ = self.tx.send(ToWorker::Turn { messages: self.history.clone() });
    }
    fn finish(&mut self, reply: String) {
        self.history.push(json!({"role": "assistant", "content": reply}));
    }
    pub fn pump(&mut self) {
        while let Ok(msg) = self.rx.try_recv() {
            match msg {
                FromWorker::Delta(text) => self.partial.push_str(&text),
                FromWorker::Done(reply) => self.finish(reply),
                FromWorker::TurnFailed(e) => {
                    self.error = Some(e);
                    self.history.pop();
                }
            }
        }
    }
}
"#;
    assert!(findings(source).is_empty(), "{:?}", severities(source));
    let finished = variant(source, "TurnFailed", "TurnFinished");
    assert_eq!(
        findings(&finished),
        pairs(&[("RG002", "drop")]),
        "{:?}",
        severities(&finished)
    );
}

/// Sixty-seventh round (an agent runner's tiered compaction, 52242186206): one `match` on the
/// level summarises the older half in one arm (`drain`, then the model's summary inserted at
/// the front) and keeps only the newest ten in another (`*messages =
/// messages.split_off(len - 10)`). The arms exclude each other: the summary is not put in
/// for what the `Truncate` arm cuts, which is a host-side cut (RG008), not a rewrite. Before,
/// the summary inserted in one arm, and the window's taint from it, made every edit of the
/// other arms a rewrite with model-authored text. The same cut after the summary, in its own
/// arm, is still part of that rewrite.
#[test]
fn a_summary_put_in_by_one_arm_of_a_tiered_compaction_rewrites_nothing_another_arm_cuts() {
    let source = r#"
impl Runner {
    pub async fn apply_compaction(&self, messages: &mut Vec<ChatMessage>, level: CompactionLevel) {
        match level {
            CompactionLevel::SummarizeOld => {
                let old: Vec<_> = messages.drain(..messages.len() / 2).collect();
                let summary = self.summarize_via_llm(&old).await;
                messages.insert(0, ChatMessage::system(summary));
            }
            CompactionLevel::Truncate => {
                if messages.len() > 10 {
                    *messages = messages.split_off(messages.len() - 10);
                }
            }
        }
    }
}
"#;
    let found = findings(source);
    assert!(
        found.contains(&("RG008".to_owned(), "truncate".to_owned())),
        "{:?}",
        severities(source)
    );
    assert_eq!(
        found.iter().filter(|(rule, _)| rule == "RG001").count(),
        1,
        "{:?}",
        severities(source)
    );
    let same_arm = variant(
        source,
        "            }\n            CompactionLevel::Truncate => {\n",
        "",
    );
    let same = findings(&same_arm);
    assert!(
        !same.iter().any(|(rule, _)| rule == "RG008"),
        "{:?}",
        severities(&same_arm)
    );
    assert_eq!(
        same.iter().filter(|(rule, _)| rule == "RG001").count(),
        2,
        "{:?}",
        severities(&same_arm)
    );
}

/// Sixty-seventh round (the same runner, 52242186206): the request is built once before the
/// tool loop (`let mut request = ProviderRequest { messages, .. }`), sent whole each round
/// (`self.provider.complete(&request)`) and grown with the model's reply and the tool results
/// (`request.messages.push(..)`): its messages are the loop's conversation, and cutting them
/// to the newest `keep_last_n` is a host-side cut. Before, a field of a local typed as a
/// request was always one call's copy. A request that is never grown is still a copy.
#[test]
fn the_messages_of_a_request_a_loop_sends_and_grows_are_its_conversation() {
    let source = r#"
impl AgentRunner {
    async fn execute_loop(&self, messages: Vec<ChatMessage>, tools: Vec<ToolDefinition>) -> Result<String, Error> {
        let mut request = ProviderRequest { model: self.model.clone(), messages, tools };
        for _round in 0..self.max_rounds {
            if request.messages.len() > self.keep_last_n {
                request.messages = request.messages.split_off(request.messages.len() - self.keep_last_n);
            }
            let response = self.provider.complete(&request).await?;
            if response.tool_calls.is_empty() {
                return Ok(response.content);
            }
            request.messages.push(ChatMessage::assistant(response.content.clone()));
        }
        Err(Error::MaxRounds)
    }
}
"#;
    assert_eq!(
        findings(source),
        pairs(&[("RG008", "truncate")]),
        "{:?}",
        severities(source)
    );
    let not_grown = variant(
        source,
        "request.messages.push(ChatMessage::assistant(response.content.clone()));",
        "self.log(&response.content);",
    );
    assert!(
        findings(&not_grown).is_empty(),
        "{:?}",
        severities(&not_grown)
    );
}

/// Sixty-seventh round (a terminal client of an agent over the Agent Client Protocol,
/// 59668405678): the agent reports that it cleared its context (`AcpEvent::ContextCleared`)
/// or that a new session was created (`AcpEvent::NewSessionCreated`), and the client clears
/// what it shows in that arm. The variant reports the reset the user asked for, as a
/// `Command::Clear` arm asks for one: an explicit reset, a note. Before, a variant had to
/// start with a reset verb. A variant naming no conversation (`CacheCleared`) reports none.
#[test]
fn an_event_reporting_a_conversation_reset_asks_for_the_clear_in_its_arm() {
    let source = r#"
impl App {
    pub fn on_acp_event(&mut self, event: AcpEvent) {
        self.on_event(event);
        self.refresh_progress();
    }
    fn on_event(&mut self, event: AcpEvent) {
        match event {
            AcpEvent::ContextCleared(_) => {
                self.transcript.clear();
                self.status = Some("context cleared");
            }
            AcpEvent::Update(update) => self.transcript.push(update.into()),
        }
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(note_containing(&found[0], "an explicit reset"), "{found:?}");
    let new_session = variant(source, "ContextCleared(_)", "NewSessionCreated { .. }");
    let found = severities(&new_session);
    assert!(
        found.len() == 1 && note_containing(&found[0], "an explicit reset"),
        "{found:?}"
    );
    let cache = variant(source, "ContextCleared", "CacheCleared");
    assert_eq!(single_severity(&cache), "error");
}

/// Sixty-seventh round (the TUI chat of 70195908719): `Chat { turns: Vec<Turn>, history:
/// Vec<Json> }` sends `messages: self.history.clone()` to the model's worker and keeps in
/// `turns` what the screen draws (the user's text, the streamed reply written into the last
/// turn, notes between the turns). `turns` is never sent, and what it holds is read only by
/// code that returns nothing, sends nothing and names no sent field: a list a screen draws
/// beside the conversation, no window. Before, writing the reply into the last turn was a
/// drop at error level and clearing the turns a reset. The same list sent as the messages
/// is the conversation, cut; and one read where a value is handed back may be sent.
#[test]
fn a_list_a_screen_draws_beside_the_history_its_struct_sends_is_no_window() {
    let source = r#"
pub struct Chat {
    pub turns: Vec<Turn>,
    history: Vec<Json>,
    tx: Sender<ToWorker>,
}
impl Chat {
    fn submit(&mut self, text: String) {
        self.history.push(json!({"role": "user", "content": text}));
        self.turns.push(Turn::new(Role::User, text));
        let _ = self.tx.send(ToWorker::Turn { messages: self.history.clone() });
    }
    fn finish(&mut self, reply: String) {
        if let Some(t) = self.turns.last_mut() {
            t.content = reply.clone();
        }
        self.history.push(json!({"role": "assistant", "content": reply}));
    }
    fn trim(&mut self) {
        if self.turns.len() > 200 {
            self.turns.drain(..100);
        }
    }
    pub fn draw(&self, out: &mut Vec<String>) {
        for t in &self.turns {
            out.push(t.content.clone());
        }
    }
}
"#;
    assert!(findings(source).is_empty(), "{:?}", severities(source));
    let sent = variant(
        source,
        "messages: self.history.clone()",
        "messages: self.turns.clone()",
    );
    assert!(
        findings(&sent).iter().any(|(rule, _)| rule == "RG008"),
        "{:?}",
        severities(&sent)
    );
    let handed = variant(
        source,
        "pub fn draw(&self, out: &mut Vec<String>) {",
        "pub fn recent(&self) -> Vec<Turn> { self.turns.clone() }\n    pub fn draw(&self, out: &mut Vec<String>) {",
    );
    assert!(
        findings(&handed).iter().any(|(rule, _)| rule == "RG008"),
        "{:?}",
        severities(&handed)
    );
}

/// Sixty-eighth round (the desktop agent of 71153863042): turning memory on restores the end
/// of the previous chat, `if self.history.is_empty() { self.history = m.take_carry_over() }`.
/// The window is filled while the branch has found it empty: nothing is dropped. Before, the
/// assignment was a drop at error level. The same assignment under another test (the window
/// found not empty) still replaces what it holds.
#[test]
fn a_window_filled_while_a_branch_found_it_empty_drops_nothing() {
    let source = r#"
pub struct Agent { history: Vec<Message>, memory: Option<MemoryStore> }
impl Agent {
    pub fn set_memory(&mut self, memory: Option<MemoryStore>) {
        self.memory = memory;
        if let Some(m) = &mut self.memory {
            if self.history.is_empty() {
                self.history = m.take_carry_over();
            }
        }
    }
}
"#;
    assert!(findings(source).is_empty(), "{:?}", severities(source));
    let not_empty = variant(
        source,
        "if self.history.is_empty()",
        "if !self.history.is_empty()",
    );
    assert_eq!(single_severity(&not_empty), "error");
}

/// Sixty-eighth round (the desktop agent of 71153863042): `compact` asks the model to fold the
/// oldest part of the chat into its memory (`let reply = self.provider.chat(..)`), hands the
/// reply to the memory (`memory.apply_compaction(&reply.content, ..)` for `let memory =
/// self.memory.as_mut()`), whose summary the system prompt reads back, then drains that part
/// from `self.history`. The summary kept beside the window stands in for the messages cut: a
/// rewrite (RG001). Before, a cut by position (an RG008 note). The same call handed only text
/// the host wrote leaves the cut a truncation.
#[test]
fn a_models_compaction_kept_in_a_memory_beside_the_window_makes_its_cut_a_rewrite() {
    let source = r#"
pub struct Agent { history: Vec<Message>, memory: Option<MemoryStore>, provider: Provider }
impl Agent {
    pub async fn compact(&mut self, cut: usize) -> Result<(), Error> {
        let said = memory::user_said(&self.history[..cut]);
        let request = memory::compaction_request(&self.history[..cut]);
        let reply = self.provider.chat(ChatRequest { messages: &request }).await?;
        let memory = self.memory.as_mut().expect("checked above");
        memory.apply_compaction(&reply.content, &said);
        self.history.drain(..cut);
        Ok(())
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG001", "rewrite")]));
    let host_text = variant(
        source,
        "memory.apply_compaction(&reply.content, &said)",
        "memory.apply_compaction(&said)",
    );
    assert_eq!(findings(&host_text), pairs(&[("RG008", "truncate")]));
}

/// Sixty-eighth round (the clipboard manager of 58533861487): `history: &mut History` of
/// another module, whose `items` the file fills only with `ClipboardItem { id, kind, text,
/// mime, pinned, .. }` literals (or puts back an item it took out of them), is a clipboard's
/// list, no conversation: removing the oldest entries drops no message. Before, its
/// `retain` and `remove`s were drops at error level. The same list also given a value from
/// elsewhere (`push(entry)`), or filled with literals that name a side of a conversation
/// (`role`), may hold messages and is still a window.
#[test]
fn a_list_filled_only_with_entries_of_another_kind_is_no_conversation() {
    let source = r#"
use crate::model::{ClipboardItem, History};
fn add(history: &mut History, id: u64, text: String) {
    if let Some(position) = history.items.iter().position(|item| item.text == text) {
        let item = history.items.remove(position);
        history.items.insert(0, item);
        return;
    }
    history.items.insert(0, ClipboardItem { id, text: Some(text), pinned: false });
}
fn trim(history: &mut History, id: u64) {
    history.items.retain(|item| item.id != id);
}
"#;
    assert!(findings(source).is_empty(), "{:?}", severities(source));
    let handed_in = variant(
        source,
        "fn trim(",
        "fn put(history: &mut History, entry: Entry) { history.items.push(entry); }\nfn trim(",
    );
    let retain_dropped =
        |found: &[(String, String)]| found.iter().any(|f| error_containing(f, "(`retain`)"));
    let found = severities(&handed_in);
    assert!(retain_dropped(&found), "{found:?}");
    let with_role = variant(source, "pinned: false }", "role: Role::User }");
    let found = severities(&with_role);
    assert!(retain_dropped(&found), "{found:?}");
}

/// Sixty-ninth round (the coding CLI of 31860341178): a free function over `&mut
/// Vec<serde_json::Value>` folds the middle of the window into a recap it formats itself
/// from the first characters of each message, headed by how many it folded (`format!("..
/// {} earlier messages ..\n{}", keep_end - keep_start, parts.join("\n"))`). A difference of
/// two positions is a number, not text the caller hands in: the rewrite is a digest the host
/// writes, not "model-authored text". Before, only a bare count (`old.len()`) was a number.
/// A recap that formats the caller's own text beside the count keeps the model wording.
#[test]
fn a_digest_headed_by_arithmetic_on_positions_is_the_hosts() {
    let source = r#"
pub fn compact_messages(messages: &mut Vec<serde_json::Value>) {
    let keep_start = 1;
    let keep_end = messages.len().saturating_sub(6);
    let mut parts = Vec::new();
    for msg in &messages[keep_start..keep_end] {
        let content = msg.get("content").and_then(|v| v.as_str()).unwrap_or("");
        let preview: String = content.chars().take(120).collect();
        parts.push(format!("- {preview}"));
    }
    let summary = format!("[{} earlier messages]\n{}", keep_end - keep_start, parts.join("\n"));
    let tail: Vec<_> = messages[keep_end..].to_vec();
    messages.truncate(keep_start);
    messages.push(serde_json::json!({ "role": "system", "content": summary }));
    messages.extend(tail);
}
"#;
    let found = severities(source);
    assert!(
        reports_error(
            &found,
            "`messages` is rewritten with a digest the host writes in `compact_messages` (no model call; `truncate`)"
        ),
        "{found:?}"
    );
    let handed_in = variant(
        source,
        "pub fn compact_messages(messages: &mut Vec<serde_json::Value>)",
        "pub fn compact_messages(messages: &mut Vec<serde_json::Value>, recap: &str)",
    );
    let handed_in = variant(
        &handed_in,
        "keep_end - keep_start, parts.join(\"\\n\"))",
        "keep_end - keep_start, recap)",
    );
    let found = severities(&handed_in);
    assert!(
        reports_error(&found, "`messages` is rewritten with model-authored text"),
        "{found:?}"
    );
}

/// Sixty-ninth round (the desktop client of 55054846417): switching threads puts the shown
/// messages under the current thread's id in a map beside them (`self.thread_messages
/// .insert(current_id, self.messages.clone())`) and then fills the view with the target
/// thread's (`self.messages = self.thread_messages.get(&target_id).cloned()..`). The
/// messages replaced are kept under their key: nothing is dropped. Before, the replacement
/// was a drop at error level. Put there in another arm than the replacement, or a copy put
/// into a local map that ends with the body, they are still dropped.
#[test]
fn a_window_put_under_its_key_beside_it_before_a_switch_drops_nothing() {
    let source = r#"
use std::collections::{HashMap, VecDeque};
pub struct AppState {
    pub messages: VecDeque<ChatMessage>,
    thread_messages: HashMap<u64, VecDeque<ChatMessage>>,
    pub foreground_thread_id: Option<u64>,
}
impl AppState {
    pub fn add_user_message(&mut self, content: String) {
        self.messages.push_back(ChatMessage::user(content));
    }
    pub fn switch_thread(&mut self, target_id: u64) {
        if let Some(current_id) = self.foreground_thread_id {
            if !self.messages.is_empty() {
                self.thread_messages.insert(current_id, self.messages.clone());
            }
        }
        self.messages = self.thread_messages.get(&target_id).cloned().unwrap_or_default();
    }
}
"#;
    assert!(findings(source).is_empty(), "{:?}", severities(source));
    let dropped = |found: &[(String, String)]| {
        found
            .iter()
            .any(|f| error_containing(f, "`self.messages` (`=`)"))
    };
    let other_arm = variant(
        source,
        "                self.thread_messages.insert(current_id, self.messages.clone());\n            }\n        }\n        self.messages =",
        "                self.thread_messages.insert(current_id, self.messages.clone());\n            }\n        } else {\n        self.messages =",
    );
    let other_arm = variant(
        &other_arm,
        ".unwrap_or_default();\n    }",
        ".unwrap_or_default();\n    }\n    }",
    );
    let found = severities(&other_arm);
    assert!(dropped(&found), "{found:?}");
    let local_map = variant(
        source,
        "self.thread_messages.insert(current_id, self.messages.clone());",
        "let mut kept = HashMap::new(); kept.insert(current_id, self.messages.clone());",
    );
    let found = severities(&local_map);
    assert!(dropped(&found), "{found:?}");
}

/// Sixty-ninth round (the coding CLI of 31860341178): a tiered compaction first replaces
/// old tool results' text with a stub inside the messages it keeps (`msg["content"] =
/// Value::String("[compacted]".into())` in `for msg in messages.iter_mut()`), and later, in
/// the same body, folds the middle into a recap it puts into the window. The recap stands in
/// for the messages taken out, not for the text overwritten in a kept one: that overwrite
/// is a drop of the tool result's text (RG002), not a rewrite with the recap. Before, every
/// edit of the body was the recap's rewrite. The stub written from the recap itself is
/// still a rewrite.
#[test]
fn a_recap_put_into_the_window_does_not_stand_in_for_text_overwritten_in_a_kept_message() {
    let source = r#"
pub fn compact_messages(messages: &mut Vec<serde_json::Value>) {
    for msg in messages.iter_mut() {
        if msg.get("role").and_then(|v| v.as_str()) != Some("tool") {
            continue;
        }
        msg["content"] = serde_json::Value::String("[compacted]".into());
    }
    let keep_end = messages.len().saturating_sub(6);
    let mut parts = Vec::new();
    for msg in &messages[1..keep_end] {
        let content = msg.get("content").and_then(|v| v.as_str()).unwrap_or("");
        parts.push(content.chars().take(120).collect::<String>());
    }
    let summary = format!("[{} earlier messages]\n{}", keep_end - 1, parts.join("\n"));
    let tail: Vec<_> = messages[keep_end..].to_vec();
    messages.truncate(1);
    messages.push(serde_json::json!({ "role": "system", "content": summary }));
    messages.extend(tail);
}
"#;
    assert_eq!(
        findings(source),
        pairs(&[("RG002", "drop"), ("RG001", "rewrite")])
    );
    let from_recap = variant(
        source,
        "    for msg in messages.iter_mut() {\n        if msg.get(\"role\").and_then(|v| v.as_str()) != Some(\"tool\") {\n            continue;\n        }\n        msg[\"content\"] = serde_json::Value::String(\"[compacted]\".into());\n    }\n",
        "",
    );
    let from_recap = variant(
        &from_recap,
        "    messages.extend(tail);\n",
        "    messages.extend(tail);\n    if let Some(msg) = messages.last_mut() {\n        msg[\"content\"] = serde_json::Value::String(summary.clone());\n    }\n",
    );
    assert_eq!(
        findings(&from_recap),
        pairs(&[("RG001", "rewrite"), ("RG001", "rewrite")])
    );
}

/// Seventieth round (the chat buffer of 57964154410): a buffer of a streamed reply keeps the
/// position of the message the stream is writing (`self.current_index =
/// Some(self.messages.len())`, then the message pushed through `self.push(..)`), and writes
/// each chunk into the message at that position (`if let Some(index) = self.current_index &&
/// let Some(message) = self.messages.get_mut(index) { message.content = .. }`, or `&mut
/// self.messages[index]` for the final result). That is the reply filled in: nothing is
/// dropped. Before, each write was a drop at error level. A position also set from what the
/// caller passes in, or set to the length with no message appended after it, is still a
/// drop's.
#[test]
fn the_message_a_stream_is_writing_at_its_kept_position_is_filled_not_dropped() {
    let source = r#"
pub struct ChatBuffer {
    messages: Vec<ChatMessage>,
    current_index: Option<usize>,
    last_index: Option<usize>,
}
impl ChatBuffer {
    pub fn start_reply(&mut self, text: &str) {
        self.current_index = Some(self.messages.len());
        self.last_index = self.current_index;
        self.push(ChatMessage::new("assistant", text));
    }
    pub fn apply_delta(&mut self, text: &str) {
        if let Some(index) = self.current_index
            && let Some(message) = self.messages.get_mut(index)
        {
            message.content = format!("{}{}", message.content, text);
        }
    }
    pub fn apply_result(&mut self, result: &str) {
        let index = self
            .current_index
            .or(self.last_index)
            .filter(|index| *index < self.messages.len());
        if let Some(index) = index {
            let message = &mut self.messages[index];
            message.content = result.to_string();
            self.current_index = None;
        }
    }
    fn push(&mut self, message: ChatMessage) {
        self.messages.push(message);
    }
}
"#;
    assert!(findings(source).is_empty(), "{:?}", severities(source));
    let replaced = |found: &[(String, String)]| {
        found
            .iter()
            .any(|f| error_containing(f, "a message of `self.messages` is replaced"))
    };
    let picked_by_caller = variant(
        source,
        "    fn push(&mut self, message: ChatMessage) {",
        "    pub fn select(&mut self, index: usize) {\n        self.current_index = Some(index);\n    }\n    fn push(&mut self, message: ChatMessage) {",
    );
    let found = severities(&picked_by_caller);
    assert!(replaced(&found), "{found:?}");
    let nothing_appended = variant(
        source,
        "        self.push(ChatMessage::new(\"assistant\", text));\n",
        "",
    );
    let found = severities(&nothing_appended);
    assert!(replaced(&found), "{found:?}");
}

/// Seventieth round (the harness session of 71016441507): a session keeps the provider's own
/// copy of the conversation in an optional field (`remote: Option<NativeSession>`) and
/// compacts it with the summary it puts into its readable transcript, through a binding
/// taken from the field (`if let Some(remote) = &mut self.remote {
/// remote.compact_prefix(cut, &summary) }`). That binding holds what the field holds, as
/// `self.remote.as_mut().unwrap()` does, so the call rewrites the provider's copy. Before, it
/// was missed while the same call through `as_mut().unwrap()` was reported. Borrowed shared,
/// or a call not named for a cut, it is still nothing.
#[test]
fn a_holder_taken_out_of_an_optional_field_is_the_fields_holder() {
    let source = r#"
pub struct NativeSession {
    history: Vec<Message>,
}
pub struct Session {
    remote: Option<NativeSession>,
    conversation: Vec<Message>,
}
impl Session {
    pub fn compact_conversation(&mut self, cut: usize, summary: String) {
        if let Some(remote) = &mut self.remote {
            remote.compact_prefix(cut, &summary);
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG001", "rewrite")]));
    let found = severities(source);
    assert!(
        reports_error(
            &found,
            "`remote.history` is rewritten with model-authored text"
        ),
        "{found:?}"
    );
    let through_as_mut = variant(source, "= &mut self.remote", "= self.remote.as_mut()");
    assert_eq!(findings(&through_as_mut), pairs(&[("RG001", "rewrite")]));
    let shared = variant(source, "= &mut self.remote", "= &self.remote");
    assert!(findings(&shared).is_empty(), "{:?}", severities(&shared));
    let not_a_cut = variant(
        source,
        "remote.compact_prefix(cut, &summary);",
        "remote.describe(cut, &summary);",
    );
    assert!(
        findings(&not_a_cut).is_empty(),
        "{:?}",
        severities(&not_a_cut)
    );
}

/// Seventy-first round: a summariser of the file that writes its digest itself, with a
/// helper of its own that clips each snippet (`truncate_summary_text`, named like a
/// summariser and writing its text without a model too), is the host's: the compaction that
/// puts its digest into the window is worded as the host's digest, not as model-authored
/// text. A helper that asks a model keeps the wording.
#[test]
fn a_digest_built_with_a_host_written_helper_is_the_hosts() {
    let source = r#"
pub struct Message { pub role: String, pub content: String }
pub struct Agent { history: Vec<Message> }
impl Agent {
    fn maybe_compact_history(&mut self, split_at: usize) {
        let summary = summarize_history_slice(&self.history[1..split_at]);
        let mut compacted = Vec::new();
        compacted.push(self.history[0].clone());
        compacted.push(Message { role: "assistant".into(), content: format!("Summary:\n{}", summary) });
        compacted.extend_from_slice(&self.history[split_at..]);
        self.history = compacted;
    }
}
fn summarize_history_slice(messages: &[Message]) -> String {
    let mut lines = Vec::new();
    for message in messages {
        let snippet = truncate_summary_text(&message.content);
        lines.push(format!("- {}: {}", message.role, snippet));
    }
    lines.join("\n")
}
fn truncate_summary_text(text: &str) -> String {
    let clean = text.replace('\n', " ");
    let truncated: String = clean.chars().take(180).collect();
    format!("{truncated}...")
}
"#;
    let found = severities(source);
    assert!(
        reports_error(
            &found,
            "`self.history` is rewritten with a digest the host writes in `summarize_history_slice`"
        ),
        "{found:?}"
    );
    // The helper asks a model: the digest may hold the model's words.
    let helper_asks_a_model = variant(
        source,
        "    let clean = text.replace('\\n', \" \");",
        "    let clean = llm_complete(text);",
    );
    let found = severities(&helper_asks_a_model);
    assert!(
        reports_error(
            &found,
            "`self.history` is rewritten with model-authored text"
        ),
        "{found:?}"
    );
}

/// Seventy-first round: the newest entries split off (`let rest = w.split_off(k)`) and put
/// whole into the value assigned back to the window (`new.extend(rest); w = new`), behind a
/// summary, are moved, not cut: the assignment is the one edit (as `drain(k..)` bound and
/// put back was). Split off and kept elsewhere, or only some of them put back, the
/// `split_off` is still a cut of its own.
#[test]
fn entries_split_off_and_put_back_behind_a_summary_are_moved_not_cut() {
    let source = r#"
pub struct Agent { conversation_history: Vec<(String, String)>, llm: Llm }
impl Agent {
    pub async fn compress_history(&mut self, keep_start: usize, prompt: String) {
        let compressed = self.llm.complete(prompt).await.unwrap();
        let mut new_history: Vec<(String, String)> = vec![("[summary]".to_string(), compressed)];
        let rest = self.conversation_history.split_off(keep_start);
        new_history.extend(rest);
        self.conversation_history = new_history;
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG001", "rewrite")]));
    let kept_elsewhere = variant(source, "new_history.extend(rest);", "drop(rest);");
    assert_eq!(
        findings(&kept_elsewhere),
        pairs(&[("RG008", "truncate"), ("RG001", "rewrite")])
    );
    let some_put_back = variant(
        source,
        "new_history.extend(rest);",
        "new_history.extend(rest.into_iter().take(2));",
    );
    assert_eq!(
        findings(&some_put_back),
        pairs(&[("RG008", "truncate"), ("RG001", "rewrite")])
    );
}

/// Seventy-first round (the seventieth round's miss): a conversation held in a variant of an
/// enum a field holds (`mode: Mode` with `Dialogue { messages: Vec<Value>, .. }`, reached by
/// `if let Mode::Dialogue { messages, .. } = &mut self.mode`) ends when the field is given
/// another variant (`self.mode = Mode::Listening`, a timeout's end of the dialogue): the whole
/// conversation is dropped, a drop at error level when the file calls it. A variant built
/// from the messages (moved on), a value that is no variant of the enum, or an enum with no
/// variant holding messages, drops nothing seen here.
#[test]
fn a_conversation_held_in_a_variant_ends_when_the_field_takes_another() {
    let source = r#"
pub enum Mode {
    Listening,
    Dialogue { messages: Vec<serde_json::Value>, waiting: bool },
}
pub struct StateMachine { mode: Mode, last_activity: u64 }
impl StateMachine {
    fn exit_to_listening(&mut self) {
        self.mode = Mode::Listening;
    }
    pub fn check_timeout(&mut self, now: u64) -> bool {
        if now - self.last_activity > 120 {
            self.exit_to_listening();
            return true;
        }
        false
    }
    pub fn add_user_message(&mut self, text: &str) {
        if let Mode::Dialogue { messages, .. } = &mut self.mode {
            messages.push(serde_json::json!({"role": "user", "content": text}));
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG002", "drop")]));
    let found = severities(source);
    assert!(
        reports_error(
            &found,
            "messages are dropped from `self.mode.messages` (`=`)"
        ),
        "{found:?}"
    );
    // Moved on into another variant: kept.
    let moved_on = variant(
        source,
        "        self.mode = Mode::Listening;",
        "        if let Mode::Dialogue { messages, .. } = &mut self.mode {\n            self.mode = Mode::Dialogue { messages: std::mem::take(messages), waiting: false };\n        }",
    );
    assert!(
        findings(&moved_on).is_empty(),
        "{:?}",
        severities(&moved_on)
    );
    // A value handed in, not a variant built here.
    let handed_in = variant(
        source,
        "fn exit_to_listening(&mut self) {\n        self.mode = Mode::Listening;",
        "fn exit_to_listening(&mut self, next: Mode) {\n        self.mode = next;",
    );
    let handed_in = variant(
        &handed_in,
        "self.exit_to_listening();",
        "self.exit_to_listening(Mode::Listening);",
    );
    assert!(
        findings(&handed_in).is_empty(),
        "{:?}",
        severities(&handed_in)
    );
    // No variant holds messages: a state switch.
    let no_conversation = variant(
        source,
        "Dialogue { messages: Vec<serde_json::Value>, waiting: bool },",
        "Dialogue { started: u64, waiting: bool },",
    );
    let no_conversation = variant(
        &no_conversation,
        "        if let Mode::Dialogue { messages, .. } = &mut self.mode {\n            messages.push(serde_json::json!({\"role\": \"user\", \"content\": text}));\n        }\n",
        "",
    );
    assert!(
        findings(&no_conversation).is_empty(),
        "{:?}",
        severities(&no_conversation)
    );
}

/// Seventy-second round (the sub-agent loop of 57757844480): each turn's request is built
/// from the history, and an assistant message that only calls tools is given a placeholder
/// text where its own is blank (`if m.role == "assistant" && m.content.trim().is_empty() &&
/// m.tool_calls.is_some() { m.content = "[calling tools]".into() }`). Text written over none
/// drops none: before, the write was a drop at error level. Written over text the condition
/// does not find blank (no test, a test of another field, or a test that it is not blank),
/// the text is still dropped.
#[test]
fn text_written_only_where_a_condition_finds_it_blank_drops_nothing() {
    let source = r#"
pub struct ChatMessage {
    pub role: String,
    pub content: String,
    pub tool_calls: Option<Vec<String>>,
}
pub async fn run_subagent(prompt: &str) -> String {
    let system = build_system_prompt();
    let mut history: Vec<ChatMessage> = vec![ChatMessage::user(prompt)];
    loop {
        let mut api_messages: Vec<ChatMessage> = Vec::with_capacity(history.len() + 1);
        api_messages.push(ChatMessage { role: "system".into(), content: system.clone(), tool_calls: None });
        api_messages.extend(history.iter().cloned());
        for m in api_messages.iter_mut() {
            if m.role == "assistant" && m.content.trim().is_empty() && m.tool_calls.is_some() {
                m.content = "[calling tools]".into();
            }
        }
        let reply = stream_request(&api_messages).await;
        if reply.tool_calls.is_none() {
            return reply.content;
        }
        history.push(reply);
    }
}
"#;
    assert!(findings(source).is_empty(), "{:?}", severities(source));
    let overwritten = |found: &[(String, String)]| {
        reports_error(
            found,
            "the text of messages in `api_messages` is overwritten (`iter_mut`)",
        )
    };
    for (from, to) in [
        (
            "m.role == \"assistant\" && m.content.trim().is_empty() && m.tool_calls.is_some()",
            "m.role == \"assistant\" && m.tool_calls.is_some()",
        ),
        ("m.content.trim().is_empty()", "m.role.trim().is_empty()"),
        (
            "m.content.trim().is_empty()",
            "!m.content.trim().is_empty()",
        ),
    ] {
        let written_over_text = variant(source, from, to);
        let found = severities(&written_over_text);
        assert!(overwritten(&found), "{to}: {found:?}");
    }
}

/// Seventy-second round (the TUI of 23842459930): `/compact` folds all but the newest four
/// messages into a recap it formats itself, headed by how many it folded, a count bound to a
/// local (`let to_compact = app.messages.len().saturating_sub(keep); .. format!("[Compacted
/// {} messages]\n{}", to_compact, parts.join("\n"))`). Measured on the window the caller
/// lends, the count was read as the caller's text, and the recap as model-authored. Now a
/// local bound to a number is a number in a digest's `format!`. A local bound to text the
/// caller hands in still makes the recap model-authored.
#[test]
fn a_digest_headed_by_a_count_bound_to_a_local_is_the_hosts() {
    let source = r#"
struct ChatMessage { role: ChatRole, content: String }
struct TuiApp { messages: Vec<ChatMessage>, status_message: String }
async fn compact_conversation(app: &mut TuiApp) {
    let keep = 4;
    let to_compact = app.messages.len().saturating_sub(keep);
    let mut parts = Vec::new();
    for msg in app.messages.drain(..to_compact) {
        let short: String = msg.content.chars().take(150).collect();
        parts.push(format!("{short}"));
    }
    let summary = format!("[Compacted {} messages]\n{}", to_compact, parts.join("\n"));
    app.messages.insert(0, ChatMessage { role: ChatRole::System, content: summary });
}
"#;
    let found = severities(source);
    assert!(
        reports_error(
            &found,
            "`app.messages` is rewritten with a digest the host writes in `compact_conversation` (no model call; `drain`)"
        ),
        "{found:?}"
    );
    let handed_in = variant(
        source,
        "async fn compact_conversation(app: &mut TuiApp) {",
        "async fn compact_conversation(app: &mut TuiApp, recap: &str) {\n    let heading = recap.trim();",
    );
    let handed_in = variant(
        &handed_in,
        "to_compact, parts.join(\"\\n\"))",
        "heading, parts.join(\"\\n\"))",
    );
    let found = severities(&handed_in);
    assert!(
        reports_error(
            &found,
            "`app.messages` is rewritten with model-authored text"
        ),
        "{found:?}"
    );
}

/// Seventy-second round (the TUI of 23842459930): the shown messages are cleared where the
/// user switches to another session (`switch_session`, which then fills them from that
/// session's stored messages) or starts a new one (`create_new_session`), functions nothing
/// in the linted code calls. Before, both were drops at error level: only `new_session`
/// named a new conversation. Now a verb of making before `new` and a word for a conversation
/// (`create_new_session`, `start_new_chat`) names one too, and `switch` (then `to` at most)
/// before such a word names a switch to another conversation: explicit, as a reset is (a
/// note while nothing in the linted code calls it). A switch of anything else
/// (`switch_model`), or a new item (`create_new_message`), still drops the messages.
#[test]
fn a_switch_to_another_conversation_or_a_new_one_is_asked_for() {
    let source = r#"
struct ChatMessage { role: ChatRole, content: String }
struct TuiApp { session: Session, messages: Vec<ChatMessage>, db: Db }
async fn switch_session(app: &mut TuiApp, session_id: &str) {
    if let Ok(session) = app.db.sessions().get(session_id).await {
        app.session = session;
        app.messages.clear();
        if let Ok(stored) = app.db.messages().list(session_id).await {
            for msg in &stored {
                app.messages.push(ChatMessage { role: ChatRole::User, content: msg.text() });
            }
        }
    }
}
async fn create_new_session(app: &mut TuiApp) {
    let s = Session::new("New session".into());
    app.session = s;
    app.messages.clear();
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(
        found.iter().all(|(severity, _)| severity == "note"),
        "{found:?}"
    );
    assert!(
        found.iter().any(|(_, m)| m
            .ends_with("(a switch to another conversation: nothing in the linted code calls it)")),
        "{found:?}"
    );
    assert!(
        found
            .iter()
            .any(|(_, m)| m.ends_with("(an explicit reset: nothing in the linted code calls it)")),
        "{found:?}"
    );
    for (from, to) in [
        ("async fn switch_session(", "async fn switch_model("),
        (
            "async fn create_new_session(",
            "async fn create_new_message(",
        ),
    ] {
        let other = variant(source, from, to);
        let found = severities(&other);
        assert!(
            reports_error(&found, "messages are dropped from `app.messages` (`clear`)"),
            "{to}: {found:?}"
        );
    }
}

/// Seventy-second round (the MCP host of 9642867235): `add_system_message` builds the new
/// system message into a local, removes the old system messages and puts the new one in
/// front (`let message = Message { role: Role::System, .. }; self.messages.retain(|m|
/// !matches!(m.role, Role::System)); self.messages.push_front(message)`). The system prompt
/// is replaced, as `insert(0, Message::system(p))` after the same `retain` already was; the
/// message bound to a local first was not seen as a system message, and the `retain` was a
/// drop at error level. A local message of another role put in front, or nothing put back,
/// still drops the system prompt.
#[test]
fn a_system_message_bound_first_and_put_in_front_replaces_the_system_prompt() {
    let source = r#"
use std::collections::VecDeque;
pub enum Role { System, User, Assistant }
pub struct Message { pub role: Role, pub content: String }
pub struct ConversationManager { messages: VecDeque<Message> }
impl ConversationManager {
    pub fn add_user_message(&mut self, content: &str) {
        self.messages.push_back(Message { role: Role::User, content: content.to_string() });
    }
    pub fn add_system_message(&mut self, content: &str) {
        let message = Message { role: Role::System, content: content.to_string() };
        self.messages.retain(|m| !matches!(m.role, Role::System));
        self.messages.push_front(message);
    }
}
"#;
    assert!(findings(source).is_empty(), "{:?}", severities(source));
    for (from, to) in [
        (
            "let message = Message { role: Role::System",
            "let message = Message { role: Role::User",
        ),
        ("        self.messages.push_front(message);\n", ""),
    ] {
        let dropped = variant(source, from, to);
        let found = severities(&dropped);
        assert!(
            reports_error(
                &found,
                "messages are dropped from `self.messages` (`retain`)"
            ),
            "{to}: {found:?}"
        );
    }
}

/// Seventy-third round (the pipeline assistant of 60204099041): the run's state is fetched as
/// text and handed to `condense_history(body: &str)`, which parses it (`let Ok(mut root) =
/// serde_json::from_str::<Value>(body) else { .. }`), folds all but the newest iterations of
/// `root.pointer_mut("/state/history")` into one-line entries headed by a note, and returns
/// the state serialised again for one prompt. The caller keeps its text, as it keeps
/// `messages` when a function cuts `messages.to_vec()`; the rewrite of `history` was an error
/// ("model-authored text"). Now a value the body parses from a parameter it borrows shared,
/// and any part of it, is a copy, unless written back into a window. Text the body reads
/// itself (a file), text lent mutably, or a parse put into a field of `self`, is still
/// reported.
#[test]
fn a_history_parsed_from_text_the_caller_lends_is_a_copy() {
    let source = r#"
fn fetch_context(url: &str) -> Result<String, String> {
    let body = reqwest::blocking::get(url).map_err(|e| e.to_string())?.text().map_err(|e| e.to_string())?;
    Ok(condense_history(&body))
}
fn condense_history(body: &str) -> String {
    const KEEP_FULL: usize = 6;
    let Ok(mut root) = serde_json::from_str::<serde_json::Value>(body) else {
        return body.to_string();
    };
    let Some(history) = root.pointer_mut("/state/history").and_then(|v| v.as_array_mut()) else {
        return body.to_string();
    };
    let total = history.len();
    if total <= KEEP_FULL {
        return body.to_string();
    }
    let omitted = total - KEEP_FULL;
    let mut condensed: Vec<serde_json::Value> = history
        .drain(..omitted)
        .map(|entry| serde_json::json!({ "iteration": entry.get("iteration") }))
        .collect();
    condensed.push(serde_json::json!({ "note": format!("{omitted} earlier iterations condensed") }));
    condensed.extend(history.drain(..));
    *history = condensed;
    serde_json::to_string(&root).unwrap_or_else(|_| body.to_string())
}
"#;
    assert!(findings(source).is_empty(), "{:?}", severities(source));
    for (from, to) in [
        (
            "fn condense_history(body: &str) -> String {",
            "fn condense_history(path: &str) -> String {\n    let body = std::fs::read_to_string(path).unwrap();\n    let body = body.as_str();",
        ),
        (
            "fn condense_history(body: &str) -> String {",
            "fn condense_history(body: &mut String) -> String {",
        ),
    ] {
        let own_text = variant(source, from, to);
        let found = severities(&own_text);
        assert!(
            reports_error(&found, "`history` is rewritten"),
            "{to}: {found:?}"
        );
    }

    let typed = r#"
pub struct Message { pub role: String, pub content: String }
pub struct Agent { history: Vec<Message> }
impl Agent {
    pub fn newest_of(&self, body: &str) -> Vec<Message> {
        let mut history: Vec<Message> = serde_json::from_str(body).unwrap();
        let old = history.len().saturating_sub(3);
        history.drain(..old);
        history
    }
}
"#;
    assert!(findings(typed).is_empty(), "{:?}", severities(typed));
    let written_back = variant(
        typed,
        "pub fn newest_of(&self, body: &str) -> Vec<Message> {",
        "pub fn restore_newest(&mut self, body: &str) {",
    )
    .replace(
        "        history.drain(..old);\n        history\n",
        "        history.drain(..old);\n        self.history = history;\n",
    );
    assert_eq!(
        findings(&written_back),
        pairs(&[("RG008", "truncate")]),
        "{:?}",
        severities(&written_back)
    );
}

/// Seventy-third round (the context manager of 25596388335): each session is a list of
/// messages a `SessionManager` of another module hands out by its id; `add_message` pushes onto
/// `self.session_manager.get_session(&id)`, and `trim_context` drains the oldest past ten
/// (`if let Some(session) = self.session_manager.get_session(session_id) {
/// session.drain(0..len - MAX_CONTEXT_MESSAGES); }`) before saving the session over its file.
/// The binding's name is no window's and its type is not in the file: the cut was missed at
/// every level. Now a lookup by key named for a conversation (`get`, `find` or `lookup`, then
/// a last word `session` or a strong window word) hands out that conversation when the body
/// cuts or fills the binding as a list. A lookup named for something else, an awaited one (a
/// copy loaded), or a session edited only through its fields, is not taken for one.
#[test]
fn a_session_looked_up_by_its_key_and_cut_as_a_list_is_a_conversation() {
    let source = r#"
const MAX_CONTEXT_MESSAGES: usize = 10;
pub struct ContextManager { session_manager: SessionManager }
impl ContextManager {
    pub fn add_message(&mut self, ip: IpAddr, message: Value) {
        let id = self.session_manager.create_session(ip);
        if let Some(session) = self.session_manager.get_session(&id) {
            session.push(message);
        }
    }
    pub async fn trim_context(&mut self, session_id: &Uuid) {
        if let Some(session) = self.session_manager.get_session(session_id) {
            let len = session.len();
            if len > MAX_CONTEXT_MESSAGES {
                session.drain(0..len - MAX_CONTEXT_MESSAGES);
            }
            self.save_context(session_id).await.unwrap();
        }
    }
    pub async fn save_context(&mut self, session_id: &Uuid) -> std::io::Result<()> {
        let session = self.session_manager.get_session(session_id).unwrap().clone();
        let json = serde_json::to_string_pretty(&session)?;
        tokio::fs::write("context.json", json).await
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_starting(
            &found[0],
            "`self.session_manager.get_session(session_id)` is cut host-side (`drain`)"
        ),
        "{found:?}"
    );
    let by_let = variant(
        source,
        "        if let Some(session) = self.session_manager.get_session(session_id) {\n            let len",
        "        {\n            let session = self.session_manager.find_history(session_id).unwrap();\n            let len",
    );
    let found = severities(&by_let);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_starting(
            &found[0],
            "`self.session_manager.find_history(session_id)` is cut host-side (`drain`)"
        ),
        "{found:?}"
    );
    for (from, to) in [
        ("get_session(session_id) {", "get_timestamps(session_id) {"),
        (
            "get_session(session_id) {",
            "get_session(session_id).await {",
        ),
        (
            "session.drain(0..len - MAX_CONTEXT_MESSAGES);",
            "session.last_trim = len;",
        ),
    ] {
        let other = variant(source, from, to);
        assert!(
            findings(&other).is_empty(),
            "{to}: {:?}",
            severities(&other)
        );
    }
}

/// Seventy-second round's miss (the TUI of 23842459930), found in the seventy-third:
/// `compact_conversation`, which `"/compact"` calls, folds the shown messages into a recap and
/// then deletes the session's stored messages
/// (`app.app.db.messages().delete_session_messages(&app.session.id)`), the store the next
/// request is read from. The linter knew a SQL `DELETE`, Redis `DEL` and a repository's cut
/// of the messages before a cut-off, not a store's method deleting all of one conversation's
/// messages: missed at every level. Now a method named for deleting every message of a
/// conversation (a verb of deletion, a plural word of messages or a word of a conversation,
/// no cut-off) handed only a key naming the conversation removes that conversation whole from
/// the store; and a command named for a compaction asks the host to shrink the conversation,
/// not to start over, so the whole conversation dropped in its handler is no explicit reset.
/// The same delete under `"/clear"`, or in the handler of a command named for forgetting, is
/// a reset (a note). Messages put back under the same key (a save), a method handed more than
/// the key, or a key naming no conversation, drop nothing seen.
#[test]
fn a_stores_delete_of_a_conversations_messages_drops_it_whole() {
    let source = r#"
pub struct ChatMessage { pub role: String, pub content: String }
pub struct TuiApp { messages: Vec<ChatMessage>, session: Session, app: App, status: String }
pub async fn handle_command(app: &mut TuiApp, input: &str) {
    match input {
        "/clear" => {
            app.messages.clear();
            let _ = app.app.db.messages().delete_session_messages(&app.session.id).await;
        }
        "/compact" => {
            compact_conversation(app).await;
        }
        _ => {}
    }
}
async fn compact_conversation(app: &mut TuiApp) {
    let count = app.messages.len();
    let _ = app.app.db.messages().delete_session_messages(&app.session.id).await;
    app.status = format!("Compacted {count} messages");
}
"#;
    let dropped = "messages are dropped from `app.app.db.messages()[app.session.id]` (`delete_session_messages`)";
    let found = severities(source);
    assert_eq!(found.len(), 3, "{found:?}");
    assert!(reports_error(&found, dropped), "{found:?}");
    assert!(
        found.iter().any(|f| note_starting(f, dropped)
            && f.1.contains("the user command \"/clear\" asks for it")),
        "{found:?}"
    );
    let forget = variant(source, "\"/compact\" => {", "\"/forget\" => {")
        .replace("compact_conversation(app)", "forget_conversation(app)")
        .replace(
            "async fn compact_conversation",
            "async fn forget_conversation",
        );
    let found = severities(&forget);
    assert!(
        found.iter().all(|(severity, _)| severity == "note"),
        "{found:?}"
    );
    assert!(
        found.iter().any(|f| note_starting(f, dropped)
            && f.1.contains("the user command \"/forget\" asks for it")),
        "{found:?}"
    );
    for (from, to) in [
        (
            "    app.status = format!",
            "    for m in &app.messages {\n        let _ = app.app.db.messages().insert_message(&app.session.id, m).await;\n    }\n    app.status = format!",
        ),
        (
            "delete_session_messages(&app.session.id).await;\n    app.status",
            "delete_session_messages(&app.session.id, &[count]).await;\n    app.status",
        ),
        (
            "delete_session_messages(&app.session.id).await;\n    app.status",
            "delete_messages(&app.message_id).await;\n    app.status",
        ),
    ] {
        let other = variant(source, from, to);
        let found = severities(&other);
        assert_eq!(found.len(), 2, "{to}: {found:?}");
        assert!(
            found.iter().all(|(severity, _)| severity == "note"),
            "{to}: {found:?}"
        );
    }
}

/// Seventy-fourth round: old tool results summarised in place by a function of the file that
/// only clips text (`summarize_to_budget`, named for a budget, calling the `summarize` of
/// summariser types the file declares without fields: `struct GenericSummarizer;`) are
/// rewritten with a digest the host writes, not with model-authored text; and the hard cap
/// it applies to a clip (`GenericSummarizer.summarize(&result, ..)`) asks no model, so it is
/// no summary summarised again (RG003). A summariser type holding a client, or a `summarize`
/// that asks a model, keeps both findings.
#[test]
fn text_clipped_by_fieldless_summariser_types_is_the_hosts() {
    let source = r#"
pub struct Message { pub role: String, pub content: String }
pub trait ContentSummarizer { fn summarize(&self, content: &str, budget: usize) -> String; }
pub struct LogSummarizer;
impl ContentSummarizer for LogSummarizer {
    fn summarize(&self, content: &str, budget: usize) -> String {
        let lines: Vec<&str> = content.lines().collect();
        format!("{}\n<{} lines omitted>", lines[0], lines.len())
    }
}
pub struct GenericSummarizer;
impl ContentSummarizer for GenericSummarizer {
    fn summarize(&self, content: &str, budget: usize) -> String {
        format!("{} ... [...]", &content[..budget])
    }
}
pub struct Trimming;
impl Trimming {
    pub fn summarize_to_budget(&self, content: &str, budget: usize) -> String {
        let result = LogSummarizer.summarize(content, budget);
        if result.len() > budget {
            GenericSummarizer.summarize(&result, budget)
        } else {
            result
        }
    }
    pub fn summarize_old_tool_messages(&self, messages: &mut [Message], budget: usize) {
        for idx in 0..messages.len() {
            if messages[idx].role != "tool" {
                continue;
            }
            let original = messages[idx].content.clone();
            let summarized = self.summarize_to_budget(&original, budget);
            messages[idx].content = summarized;
        }
    }
}
"#;
    let found = severities(source);
    assert!(
        reports_error(
            &found,
            "`messages` is rewritten with a digest the host writes in `summarize_to_budget`"
        ),
        "{found:?}"
    );
    assert_eq!(findings(source), pairs(&[("RG001", "rewrite")]));
    // A summariser type that holds a client is a model's, whatever its methods do.
    let holds_a_client = variant(
        source,
        "pub struct GenericSummarizer;",
        "pub struct GenericSummarizer { llm: Llm }",
    );
    let found = severities(&holds_a_client);
    assert!(
        reports_error(&found, "`messages` is rewritten with model-authored text"),
        "{found:?}"
    );
    assert!(
        findings(&holds_a_client).contains(&("RG003".to_string(), "rewrite".to_string())),
        "{:?}",
        findings(&holds_a_client)
    );
    // A `summarize` of a fieldless type that asks a model keeps the type a model's.
    let asks_a_model = variant(
        source,
        "format!(\"{} ... [...]\", &content[..budget])",
        "llm_complete(content)",
    );
    let found = severities(&asks_a_model);
    assert!(
        reports_error(&found, "`messages` is rewritten with model-authored text"),
        "{found:?}"
    );
    assert!(
        findings(&asks_a_model).contains(&("RG003".to_string(), "rewrite".to_string())),
        "{:?}",
        findings(&asks_a_model)
    );
}

/// Seventy-fourth round: the newest messages taken out (`let tail = w.drain(k..).collect()`
/// or `w.split_off(k)`), the window cut to its first message (`truncate(1)`) and given them
/// back behind a notice the body formats from a count (`let summary_text = format!("[{}
/// messages exchanged]", n)` put into a message built field by field) is a cut by position
/// (RG008), as `clear` then `extend(tail)` was: not a drop of everything but the first
/// message, and not model-authored text for the notice's name. The newest dropped after the
/// cut, or a notice built from text the caller hands in, is still reported.
#[test]
fn a_window_cut_to_its_first_message_and_given_its_newest_back_is_cut_by_position() {
    let source = r#"
pub enum Role { User, Assistant }
pub enum ContentBlock { Text { text: String } }
pub struct Message { pub role: Role, pub content: Vec<ContentBlock> }
pub fn compact_messages(messages: &mut Vec<Message>, keep_tail: usize) {
    let tail_start = messages.len() - keep_tail;
    let summarized_count = tail_start - 1;
    let summary_text = format!("[Previous conversation summary: {} messages exchanged.]", summarized_count);
    let summary_msg = Message { role: Role::User, content: vec![ContentBlock::Text { text: summary_text }] };
    let tail: Vec<Message> = messages.drain(tail_start..).collect();
    messages.truncate(1);
    messages.push(summary_msg);
    messages.extend(tail);
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    let split_off = variant(
        source,
        "messages.drain(tail_start..).collect()",
        "messages.split_off(tail_start)",
    );
    assert_eq!(findings(&split_off), pairs(&[("RG008", "truncate")]));
    // The newest dropped too: everything but the first message goes.
    let tail_dropped = variant(source, "messages.extend(tail);", "drop(tail);");
    assert!(
        findings(&tail_dropped).contains(&("RG002".to_string(), "drop".to_string())),
        "{:?}",
        findings(&tail_dropped)
    );
    // A notice holding text the caller hands in is a summary by its name.
    let handed_in = variant(
        &variant(
            source,
            "keep_tail: usize) {",
            "keep_tail: usize, recap: &str) {",
        ),
        "messages exchanged.]\", summarized_count)",
        "{}]\", summarized_count, recap)",
    );
    assert!(
        findings(&handed_in).contains(&("RG001".to_string(), "rewrite".to_string())),
        "{:?}",
        findings(&handed_in)
    );
}

/// Seventy-fourth round (the seventy-first round's leftover): a cut that picks what goes by
/// its age is worded so. Whole conversations idle past a limit (`sessions.retain(|_, s| now -
/// s.last_active < self.timeout_secs)`) and messages older than a cutoff (`retain(|m|
/// m.timestamp >= cutoff)`) are cut "by age", not "by position or token budget". A cut to a
/// length, or a `retain` that counts, keeps the old words.
#[test]
fn a_cut_by_age_is_worded_as_one() {
    let source = r#"
use std::collections::HashMap;
pub struct Turn { pub role: String, pub content: String }
pub struct SessionData { pub conversation_history: Vec<Turn>, pub last_active: u64 }
pub struct SessionStore { sessions: HashMap<String, SessionData>, timeout_secs: u64 }
impl SessionStore {
    pub fn cleanup_expired(&mut self, now: u64) -> usize {
        let before = self.sessions.len();
        self.sessions.retain(|_, session| now - session.last_active < self.timeout_secs);
        before - self.sessions.len()
    }
}
"#;
    let found = severities(source);
    assert_eq!(
        found,
        vec![(
            "note".to_string(),
            "`self.sessions` is cut host-side (`retain`) by age, not by relevance".to_string()
        )]
    );
    let messages = r#"
pub struct Message { pub role: String, pub content: String, pub timestamp: u64 }
pub struct Agent { history: Vec<Message> }
impl Agent {
    pub fn forget_before(&mut self, cutoff: u64) {
        self.history.retain(|m| m.timestamp >= cutoff);
    }
    pub fn keep_newest(&mut self, n: usize) {
        let len = self.history.len();
        self.history.drain(..len - n);
    }
}
"#;
    let found = severities(messages);
    assert!(
        found.iter().any(
            |(_, m)| m == "`self.history` is cut host-side (`retain`) by age, not by relevance"
        ),
        "{found:?}"
    );
    assert!(
        found.iter().any(|(_, m)| m
            == "`self.history` is cut host-side (`drain`) by position or token budget, not by relevance"),
        "{found:?}"
    );
    // Sessions evicted by key, no time named: the old words.
    let by_key = variant(
        source,
        "|_, session| now - session.last_active < self.timeout_secs",
        "|id, _| !id.starts_with(\"tmp-\")",
    );
    let found = severities(&by_key);
    assert_eq!(
        found,
        vec![(
            "note".to_string(),
            "`self.sessions` is cut host-side (`retain`) by position or token budget, not by relevance"
                .to_string()
        )]
    );
}

/// Seventy-fifth round: old tool results replaced with a placeholder in a loop over the
/// window, an item skipped while its text is short (`if text_len <= 100 { continue; }`). The
/// enclosing form (`if text.len() > 100 { .. }`) already made the write a cut by length (RG008);
/// the skip before it, with the bound written out, left the write a chosen drop at error level.
/// Now an item skipped in a loop while its length is within a number written out (above 1) or
/// a constant leaves the rest of the body to the items past it, as a bound named as one did. A
/// skip that tests what the text says, or only whether there is any, still chooses.
#[test]
fn an_item_skipped_while_its_text_is_short_is_cut_by_length() {
    let source = r#"
pub fn micro_compact(messages: &mut [Message], keep: usize) {
    let mut ids: Vec<String> = Vec::new();
    for msg in messages.iter() {
        if let Message::User { content } = msg {
            for part in content.iter() {
                if let UserContent::ToolResult(tr) = part {
                    ids.push(tr.id.clone());
                }
            }
        }
    }
    if ids.len() <= keep {
        return;
    }
    let old: HashSet<&str> = ids[..ids.len() - keep].iter().map(|s| s.as_str()).collect();
    for msg in messages.iter_mut() {
        if let Message::User { content } = msg {
            for item in content.iter_mut() {
                if let UserContent::ToolResult(tr) = item {
                    if !old.contains(tr.id.as_str()) {
                        continue;
                    }
                    let text_len: usize = tr.content.iter().map(|c| c.text.len()).sum();
                    if text_len <= 100 {
                        continue;
                    }
                    let placeholder = format!("[Previous: used {}]", tr.id);
                    *item = UserContent::tool_result(tr.id.clone(), placeholder);
                }
            }
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    // A constant bound: the same.
    let constant = variant(source, "text_len <= 100", "text_len <= MIN_CHARS");
    assert_eq!(findings(&constant), pairs(&[("RG008", "truncate")]));
    // Contrast: no skip by length, the write is a chosen drop.
    let unskipped = variant(
        source,
        "                    if text_len <= 100 {\n                        continue;\n                    }\n",
        "",
    );
    assert_eq!(findings(&unskipped), pairs(&[("RG002", "drop")]));
    // Contrast: a skip by what the text says chooses.
    let by_text = variant(
        source,
        "text_len <= 100",
        "!tr.content.iter().any(|c| c.text.contains(\"error\"))",
    );
    assert_eq!(findings(&by_text), pairs(&[("RG002", "drop")]));
    // Contrast: a bound of 1 asks whether there is any text, not how long it is.
    let any_text = variant(source, "text_len <= 100", "text_len <= 1");
    assert_eq!(findings(&any_text), pairs(&[("RG002", "drop")]));
}

/// Seventy-fifth round: a prompt builder copies the conversation it is lent (`conversation:
/// &[ChatMessage]`) into a local, message by message (`for m in conversation { if .. {
/// messages.push(m.clone()) } }`), and hands the copy to a private helper that drops its oldest
/// messages (`fit_to_context(&mut messages, ..)`, `messages.remove(0)` over a budget). The
/// helper's parameter was a window by its name, so its cut was reported, through the builder.
/// Now a private function whose every caller in the linted code lends it, at that parameter,
/// the caller's own copy of a window (filled only with a loop's items of a window, or bound to
/// a copy of a whole one, and never written back) cuts no window. A helper one caller hands
/// its window (`&mut self.history`), a public helper, or a copy that also gets a turn pushed
/// (a window of the body's own) is still reported.
#[test]
fn a_private_helper_that_cuts_only_copies_its_callers_lend_cuts_no_window() {
    let source = r#"
pub struct Engine { history: Vec<ChatMessage> }
impl Engine {
    pub fn build_prompt(&self, conversation: &[ChatMessage], system: &str) -> Vec<ChatMessage> {
        let mut messages = Vec::with_capacity(conversation.len() + 1);
        for m in conversation {
            if m.role != Role::System {
                messages.push(m.clone());
            }
        }
        fit_to_context(&mut messages, system, 4096);
        messages.insert(0, ChatMessage::new(Role::System, system.to_string()));
        messages
    }
}

fn fit_to_context(messages: &mut Vec<ChatMessage>, system: &str, context_size: usize) {
    let mut total = estimate(system) + messages.iter().map(|m| estimate(&m.content)).sum::<usize>();
    while total > context_size && messages.len() > 1 {
        let dropped = messages.remove(0);
        total -= estimate(&dropped.content);
    }
}
"#;
    assert_eq!(findings(source), pairs(&[]));
    // A copy of the whole conversation: the same.
    let to_vec = variant(
        source,
        "        let mut messages = Vec::with_capacity(conversation.len() + 1);\n        for m in conversation {\n            if m.role != Role::System {\n                messages.push(m.clone());\n            }\n        }\n",
        "        let mut messages = conversation.to_vec();\n",
    );
    assert_eq!(findings(&to_vec), pairs(&[]));
    // Contrast: a public helper may be handed a window from outside the linted code.
    let public = variant(source, "\nfn fit_to_context(", "\npub fn fit_to_context(");
    assert_eq!(findings(&public), pairs(&[("RG008", "truncate")]));
    // Contrast: another caller hands it the window the engine keeps.
    let kept_window = variant(
        source,
        "\n}\n\nfn fit_to_context(",
        "\n    pub fn trim(&mut self) {\n        fit_to_context(&mut self.history, \"\", 4096);\n    }\n}\n\nfn fit_to_context(",
    );
    assert_eq!(findings(&kept_window), pairs(&[("RG008", "truncate")]));
    // Contrast: the local also gets a turn of its own: a window of the body's.
    let own_turn = variant(
        source,
        "        fit_to_context(&mut messages, system, 4096);\n",
        "        messages.push(ChatMessage::new(Role::User, system.to_string()));\n        fit_to_context(&mut messages, system, 4096);\n",
    );
    assert_eq!(findings(&own_turn), pairs(&[("RG008", "truncate")]));
}

/// Seventy-fifth round, the seventy-fourth's leftover: a map of sessions evicted by a helper
/// each session answers for its age (`sessions.retain(|_, s| !s.is_stale())`) was a chosen
/// drop at error level, where the same eviction reading `s.last_active` against a timeout is a
/// cut by age. Now a closure that uses the session only to call methods of it named for an age
/// (`is_stale`, `is_expired(now)`) evicts without a look at what it says, and is worded "by
/// age". A helper named otherwise (`is_fresh`), or a test of the messages beside it, still
/// chooses.
#[test]
fn sessions_evicted_by_a_helper_named_for_their_age_are_cut_by_age() {
    let source = r#"
use std::collections::HashMap;
pub struct Turn { pub role: String, pub content: String }
pub struct SessionData { pub conversation_history: Vec<Turn>, pub last_active: u64 }
pub struct SessionStore { sessions: HashMap<String, SessionData> }
impl SessionStore {
    pub fn cleanup_expired(&mut self) -> usize {
        let before = self.sessions.len();
        self.sessions.retain(|_, session| !session.is_stale());
        before - self.sessions.len()
    }
}
"#;
    assert_eq!(
        severities(source),
        vec![(
            "note".to_string(),
            "`self.sessions` is cut host-side (`retain`) by age, not by relevance".to_string()
        )]
    );
    let with_now = variant(source, "!session.is_stale()", "!session.is_expired(now)");
    assert_eq!(findings(&with_now), pairs(&[("RG008", "truncate")]));
    // Contrast: a helper named for something else may read what the session says.
    let fresh = variant(source, "!session.is_stale()", "session.is_fresh()");
    assert_eq!(findings(&fresh), pairs(&[("RG002", "drop")]));
    // Contrast: the messages are read beside the age.
    let reads_messages = variant(
        source,
        "!session.is_stale()",
        "!session.is_stale() && session.conversation_history.len() > 2",
    );
    assert_eq!(findings(&reads_messages), pairs(&[("RG002", "drop")]));
}

/// Seventy-sixth round: a compaction clips the tool-call arguments of old assistant messages
/// (`msg.content = clipped` in `for msg in messages[1..end].iter_mut()`), but only once the
/// window's estimated tokens reach a threshold (`if estimate_tokens(messages) < threshold {
/// return; }`); a proxy clips tool results past a cap (`if text.len() <= cap_bytes { continue;
/// }`). Neither bound was named as one (`budget`, `limit`, `max`, `capacity`), so each write
/// was a chosen drop at error level. Now `threshold` and `cap` name a bound too: what runs past
/// them is cut by length. An exit that tests anything but a length (`urgency(messages) <
/// threshold`) still leaves the write a choice.
#[test]
fn a_write_past_a_threshold_or_a_cap_is_cut_by_length() {
    let source = r#"
pub struct ChatMessage { pub role: String, pub content: String }
pub fn truncate_old_tool_arguments(messages: &mut [ChatMessage], max_tokens: usize, trigger_percent: usize) {
    let threshold = max_tokens * trigger_percent / 100;
    if estimate_tokens(messages) < threshold {
        return;
    }
    let end = messages.len().saturating_sub(12);
    for msg in messages[1..end].iter_mut() {
        if msg.role != "assistant" {
            continue;
        }
        let clipped = shorten_arguments(&msg.content);
        if clipped != msg.content {
            msg.content = clipped;
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    // Contrast: the exit tests something other than a length.
    let other_test = variant(
        source,
        "estimate_tokens(messages) < threshold",
        "urgency(messages) < threshold",
    );
    assert_eq!(findings(&other_test), pairs(&[("RG002", "drop")]));
    let capped = r#"
pub struct ChatMessage { pub role: String, pub content: String }
pub fn clip_tool_results(messages: &mut Vec<ChatMessage>, cap_bytes: usize) {
    for m in messages.iter_mut() {
        if m.role != "tool" {
            continue;
        }
        let text = m.content.clone();
        if text.len() <= cap_bytes {
            continue;
        }
        m.content = format!("{}\n[{} bytes cut]", &text[..cap_bytes], text.len() - cap_bytes);
    }
}
"#;
    assert_eq!(findings(capped), pairs(&[("RG008", "truncate")]));
    // Contrast: a skip by what the text says chooses.
    let by_text = variant(
        capped,
        "text.len() <= cap_bytes",
        "text.contains(\"error\")",
    );
    assert_eq!(findings(&by_text), pairs(&[("RG002", "drop")]));
}

/// Seventy-sixth round, the seventy-fifth's leftover (a request a server is handed): a proxy
/// shrinks the request body it forwards (`raw: &mut serde_json::Value`), clipping tool results
/// and draining the oldest messages of the list under its `"messages"` key (`let Some(msgs) =
/// raw.get_mut("messages").and_then(|v| v.as_array_mut()) else { .. }`). The local was a window
/// by its name, so the clip was an error and the drain a note. The client keeps the
/// conversation and sends it whole again each turn. Now a part taken by a key naming a
/// conversation out of a JSON document lent mutably and named for none (`raw`, `body`, `req`)
/// is the request's copy, as a part of text the caller lends parsed is. A document named as a
/// window (`history: &mut Value`), one kept in a field of `self`, or a part under a key naming
/// no conversation bound to a window's name is still a window.
#[test]
fn the_messages_of_a_request_body_a_proxy_is_lent_are_its_copy() {
    let source = r#"
use serde_json::{json, Value};
pub fn truncate_tool_results(raw: &mut Value, cap_bytes: usize) -> usize {
    let mut count = 0;
    let Some(msgs) = raw.get_mut("messages").and_then(|v| v.as_array_mut()) else {
        return 0;
    };
    for m in msgs.iter_mut() {
        let text = m["content"].as_str().unwrap_or("").to_string();
        if text.len() <= cap_bytes {
            continue;
        }
        m["content"] = json!(format!("{}[cut]", &text[..cap_bytes]));
        count += 1;
    }
    count
}
pub fn drop_oldest_messages(raw: &mut Value, n: usize) {
    if let Some(msgs) = raw.get_mut("messages").and_then(|v| v.as_array_mut()) {
        msgs.drain(0..n);
    }
}
"#;
    assert_eq!(findings(source), pairs(&[]));
    let cuts = pairs(&[("RG008", "truncate"), ("RG008", "truncate")]);
    // Contrast: the document is named as a conversation.
    let named = variant(
        &variant(source, "raw: &mut Value", "history: &mut Value"),
        "raw.get_mut",
        "history.get_mut",
    );
    assert_eq!(findings(&named), cuts);
    // Contrast: the document is one the proxy keeps in a field of its own.
    let kept = variant(
        &variant(
            &variant(
                &variant(
                    source,
                    "pub fn truncate_tool_results(raw: &mut Value, cap_bytes: usize)",
                    "pub struct Proxy { body: Value }\nimpl Proxy {\npub fn truncate_tool_results(&mut self, cap_bytes: usize)",
                ),
                "pub fn drop_oldest_messages(raw: &mut Value, n: usize)",
                "pub fn drop_oldest_messages(&mut self, n: usize)",
            ),
            "raw.get_mut",
            "self.body.get_mut",
        ),
        "        msgs.drain(0..n);\n    }\n}\n",
        "        msgs.drain(0..n);\n    }\n}\n}\n",
    );
    assert_eq!(findings(&kept), cuts);
    // Contrast: a key naming no conversation, the local still named as one.
    let other_key = variant(source, "get_mut(\"messages\")", "get_mut(\"metadata\")");
    assert_eq!(findings(&other_key), cuts);
}

/// Seventy-sixth round: a session buffer's `summarize(summary_text)` keeps the summary it is
/// handed beside the messages (`self.summary = Some(summary_text.into())`) and calls the
/// method that drops the oldest of them (`self.trim_old_messages()`, `pop_front` in a loop).
/// The same cut in its own body was already a rewrite; through the call it was only the
/// callee's cut by position (an RG008 note). Now a method keeping a summary in a field of
/// `self` that calls a method of `self` cutting a window of `self` rewrites that window,
/// reported at the call; the callee's own cut stays a cut for its other callers. A caller
/// keeping no summary, a callee cutting nothing, or the method called on another value adds
/// nothing.
#[test]
fn a_summary_kept_beside_a_cut_made_by_a_method_of_self_makes_it_a_rewrite() {
    let source = r#"
use std::collections::VecDeque;
pub struct ChatMessage { pub content: String }
pub struct SessionBuffer { messages: VecDeque<ChatMessage>, pub summary: Option<String>, keep: usize }
impl SessionBuffer {
    pub fn add_message(&mut self, message: ChatMessage) {
        self.messages.push_back(message);
        if self.messages.len() > 100 {
            self.trim_old_messages();
        }
    }
    pub fn summarize(&mut self, summary_text: impl Into<String>) {
        self.summary = Some(summary_text.into());
        self.trim_old_messages();
    }
    fn trim_old_messages(&mut self) {
        while self.messages.len() > self.keep {
            self.messages.pop_front();
        }
    }
}
"#;
    assert_eq!(
        findings(source),
        pairs(&[("RG001", "rewrite"), ("RG008", "truncate")])
    );
    let found = severities(source);
    assert!(
        reports_error(
            &found,
            "messages are dropped from `self.messages` (`trim_old_messages`) while the summary kept in `self.summary` stands in for them"
        ),
        "{found:?}"
    );
    let cut_only = pairs(&[("RG008", "truncate")]);
    // Contrast: no summary kept.
    let no_summary = variant(
        source,
        "        self.summary = Some(summary_text.into());\n",
        "        let _ = summary_text.into();\n",
    );
    assert_eq!(findings(&no_summary), cut_only);
    // Contrast: the method called cuts nothing.
    let no_cut = variant(
        source,
        "        self.trim_old_messages();\n    }\n    fn trim",
        "        self.touch();\n    }\n    fn touch(&mut self) { self.keep += 0; }\n    fn trim",
    );
    assert_eq!(findings(&no_cut), cut_only);
    // Contrast: called on another buffer.
    let other = variant(
        &variant(
            source,
            "summary_text: impl Into<String>) {",
            "summary_text: impl Into<String>, other: &mut SessionBuffer) {",
        ),
        "        self.summary = Some(summary_text.into());\n        self.trim_old_messages();",
        "        self.summary = Some(summary_text.into());\n        other.trim_old_messages();",
    );
    assert_eq!(findings(&other), cut_only);
}

/// Seventy-seventh round: old tool results and tool-call arguments clipped in place under a
/// test of their length beside a test of a prefix or suffix the host wrote
/// (`msg.content.starts_with("FUNCTION_CALL:") && msg.content.len() > 300`, `count >
/// THRESHOLD && !content.ends_with(EVICTED_MARK)`). A length alone made the clip a cut by
/// length (RG008); beside the marker test it was a chosen drop at error level. Now a prefix or
/// suffix written out or a constant, beside a length, tags the kind of item, and the length
/// decides. A test of what the text says anywhere (`contains`), a prefix the caller hands in,
/// or the marker alone, still chooses.
#[test]
fn a_clip_past_a_length_of_items_tagged_by_a_marker_is_cut_by_length() {
    let source = r#"
pub fn prune_tool_results(messages: &mut [ChatMessage], keep_recent: usize) {
    if messages.len() <= keep_recent {
        return;
    }
    let cutoff = messages.len() - keep_recent;
    for msg in messages[..cutoff].iter_mut() {
        if msg.content.starts_with("FUNCTION_CALL:") && msg.content.len() > 300 {
            let name_end = msg.content.find('(').unwrap_or(msg.content.len());
            msg.content = format!("{}(..) [args pruned]", &msg.content[..name_end]);
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    // A suffix the host wrote, under `!`, against a constant: the same.
    let suffix = variant(
        source,
        "msg.content.starts_with(\"FUNCTION_CALL:\") && msg.content.len() > 300",
        "msg.content.chars().count() > SHRINK_THRESHOLD && !msg.content.ends_with(EVICTED_MARK)",
    );
    assert_eq!(findings(&suffix), pairs(&[("RG008", "truncate")]));
    // Contrast: a test of what the text says anywhere in it chooses.
    let says = variant(
        source,
        "msg.content.starts_with(\"FUNCTION_CALL:\")",
        "msg.content.contains(\"password\")",
    );
    assert_eq!(findings(&says), pairs(&[("RG002", "drop")]));
    // Contrast: a prefix the caller hands in chooses.
    let handed = variant(
        source,
        "msg.content.starts_with(\"FUNCTION_CALL:\")",
        "msg.content.starts_with(&query)",
    );
    assert_eq!(findings(&handed), pairs(&[("RG002", "drop")]));
    // Contrast: the marker alone, no length, chooses.
    let marker_only = variant(source, " && msg.content.len() > 300", "");
    assert_eq!(findings(&marker_only), pairs(&[("RG002", "drop")]));
}

/// Seventy-seventh round: the oldest messages after the leading system messages drained up to
/// a point a loop advances while the window is over a token budget (`let leading_system =
/// messages.iter().take_while(|m| m.role == "system").count(); .. while total > max_tokens {
/// remove_up_to += 1 } .. messages.drain(leading_system..remove_up_to)`). A range starting at
/// the first message of another role found by `position(|m| m.role != "system")` was already a
/// cut of the oldest (RG008); counted by `take_while`, the same index was a chosen drop at
/// error level. Now a count of the leading messages of a role is the index of the oldest of
/// any other, as the search is. A count of the leading messages by what they say
/// (`starts_with("#")`) is still a choice.
#[test]
fn a_drain_from_the_count_of_leading_system_messages_is_cut_by_position() {
    let source = r#"
fn hard_truncate(messages: &mut Vec<ChatMessage>, max_tokens: usize) {
    let leading_system = messages
        .iter()
        .take_while(|m| m.role == "system")
        .count();
    let costs: Vec<usize> = messages.iter().map(|m| m.content.len() / 4).collect();
    let mut total: usize = costs.iter().sum();
    let mut remove_up_to = leading_system;
    while total > max_tokens && remove_up_to < messages.len().saturating_sub(2) {
        total -= costs[remove_up_to];
        remove_up_to += 1;
    }
    if remove_up_to > leading_system {
        messages.drain(leading_system..remove_up_to);
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    // A role written as a variant: the same.
    let variant_role = variant(source, "m.role == \"system\"", "m.role == Role::System");
    assert_eq!(findings(&variant_role), pairs(&[("RG008", "truncate")]));
    // Contrast: leading messages counted by what they say.
    let by_text = variant(
        source,
        "m.role == \"system\"",
        "m.content.starts_with(\"#\")",
    );
    assert_eq!(findings(&by_text), pairs(&[("RG002", "drop")]));
}

/// Seventy-seventh round: an undo that pops the newest messages while the last is an answer
/// or a tool's result (`while self.messages.len() > 1 && self.messages.last().map(|m| m.role
/// == "tool" || m.role == "assistant").unwrap_or(false) { self.messages.pop(); }`), in a method
/// nothing in the linted code calls. A pop under `if last.role == "assistant"` was already the
/// newest turn taken back (an RG002 note there); the loop was an error. Now a `while` whose one
/// statement is the pop, testing that the newest message is an answer (and at most that there
/// is one), takes back the newest turn too. A loop that also pops the user's message, or pops
/// while the window is over a length, is not a take-back.
#[test]
fn an_undo_that_pops_the_newest_answers_in_a_loop_takes_back_the_turn() {
    let source = r#"
pub struct Agent { messages: Vec<Message>, undo_stack: Vec<UndoAction> }
impl Agent {
    pub fn undo(&mut self) -> String {
        if let Some(action) = self.undo_stack.pop() {
            while self.messages.len() > 1
                && (self
                    .messages
                    .last()
                    .map(|m| m.role == "tool" || m.role == "assistant")
                    .unwrap_or(false))
            {
                self.messages.pop();
            }
            restore(&action)
        } else {
            String::new()
        }
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(&found[0], "a take-back: the newest answer"),
        "{found:?}"
    );
    // `is_some_and` and `!is_empty()`: the same.
    let is_some_and = variant(
        variant(source, ".map(|m|", ".is_some_and(|m|").as_str(),
        ".unwrap_or(false)",
        "",
    );
    let is_some_and = variant(
        &is_some_and,
        "self.messages.len() > 1",
        "!self.messages.is_empty()",
    );
    let found = severities(&is_some_and);
    assert!(
        found.len() == 1 && note_containing(&found[0], "a take-back: the newest answer"),
        "{found:?}"
    );
    // Contrast: the user's message popped too is more than the answer.
    let with_user = variant(source, "m.role == \"tool\"", "m.role == \"user\"");
    assert_eq!(single_severity(&with_user), "error");
    // Contrast: popped while the window is over a length.
    let by_length = variant(
        source,
        "self.messages.len() > 1",
        "self.messages.len() > self.max",
    );
    assert_eq!(single_severity(&by_length), "error");
}

/// Seventy-seventh round: a compaction that summarises the messages after the leading system
/// messages (`messages[leading_system..tail_start]`, `leading_system` counted with
/// `take_while(|m| m.role == "system")`) and puts the model's summary there as a system
/// message (`ChatMessage::new("system", format!(".. {summary} .."))`). The summary sits where
/// the range starts, so it was read as summarised again on the next run (RG003); but the next
/// run's count takes it in with the head, and the range starts after it. Now a summary put at
/// a start that counts the leading messages of a role, built as a message of that same role,
/// is no rewrite of a rewrite. Built as a user's message it is summarised again, and so is one
/// put at a start found any other way.
#[test]
fn a_summary_that_joins_the_counted_system_head_is_not_summarised_again() {
    let source = r#"
pub async fn compact_if_needed(messages: &mut Vec<ChatMessage>, provider: &dyn ModelProvider) -> bool {
    let leading_system = messages.iter().take_while(|m| m.role == "system").count();
    let tail_start = messages.len().saturating_sub(10).max(leading_system);
    if tail_start <= leading_system {
        return false;
    }
    let to_summarise: Vec<String> = messages[leading_system..tail_start]
        .iter()
        .map(|m| format!("[{}]: {}", m.role, m.content))
        .collect();
    let prompt = format!("Summarise the following conversation.\n\n{}", to_summarise.join("\n"));
    let summary = match provider.send_chat(&[ChatMessage::new("user", prompt)]).await {
        Ok(s) => s,
        Err(_) => return false,
    };
    let mut compacted: Vec<ChatMessage> = messages[..leading_system].to_vec();
    compacted.push(ChatMessage::new("system", format!("<compacted_history>\n{summary}\n</compacted_history>")));
    compacted.extend_from_slice(&messages[tail_start..]);
    *messages = compacted;
    true
}
"#;
    let rules = |source: &str| {
        findings(source)
            .into_iter()
            .map(|(rule, _)| rule)
            .collect::<Vec<_>>()
    };
    assert_eq!(rules(source), vec!["RG001"], "{:?}", findings(source));
    // Contrast: the summary put there as a user's message is in the next run's range.
    let as_user = variant(
        source,
        "ChatMessage::new(\"system\", format!(\"<compacted_history>",
        "ChatMessage::new(\"user\", format!(\"<compacted_history>",
    );
    assert_eq!(
        rules(&as_user),
        vec!["RG003", "RG001"],
        "{:?}",
        findings(&as_user)
    );
}

/// Seventy-seventh round, the seventy-sixth's leftover: a summary kept in a field of `self` in
/// one arm of a `match` (or branch of an `if`) and a method of `self` that cuts a window called
/// in another arm never run together, yet the call was reported as a rewrite (RG001) as if the
/// summary stood in for what it cuts. Now only the calls that run with the summary (outside the
/// `match`, or in the same arm) count; the callee's cut stays a cut by position (RG008). The
/// call in the same arm, or after the `match`, is still a rewrite.
#[test]
fn a_summary_kept_in_another_arm_than_the_cut_is_no_rewrite() {
    let source = r#"
use std::collections::VecDeque;
pub struct ChatMessage { pub content: String }
pub struct SessionBuffer { messages: VecDeque<ChatMessage>, pub summary: Option<String>, keep: usize }
impl SessionBuffer {
    pub fn settle(&mut self, summary_text: Option<String>) {
        match summary_text {
            Some(text) => {
                self.summary = Some(text);
            }
            None => {
                self.trim_old_messages();
            }
        }
    }
    fn trim_old_messages(&mut self) {
        while self.messages.len() > self.keep {
            self.messages.pop_front();
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    // An `if` with an `else`: the same.
    let branches = variant(
        &variant(
            source,
            "        match summary_text {\n            Some(text) => {",
            "        if let Some(text) = summary_text {",
        ),
        "            }\n            None => {\n                self.trim_old_messages();\n            }\n        }",
        "        } else {\n                self.trim_old_messages();\n        }",
    );
    assert_eq!(findings(&branches), pairs(&[("RG008", "truncate")]));
    // Contrast: the cut in the same arm as the summary.
    let same_arm = variant(
        source,
        "                self.summary = Some(text);\n",
        "                self.summary = Some(text);\n                self.trim_old_messages();\n",
    );
    assert_eq!(
        findings(&same_arm),
        pairs(&[("RG001", "rewrite"), ("RG008", "truncate")])
    );
    // Contrast: the cut after the `match`, whichever arm ran.
    let after = variant(
        source,
        "            }\n        }\n    }\n    fn trim",
        "            }\n        }\n        self.trim_old_messages();\n    }\n    fn trim",
    );
    assert_eq!(
        findings(&after),
        pairs(&[("RG001", "rewrite"), ("RG008", "truncate")])
    );
}

/// Seventy-eighth round: a tool result stubbed while the window is over a byte budget, the
/// test of its length bound to a local first (`let already_small = msg.content.as_deref()
/// .is_some_and(|c| c.len() <= STUB.len()); if already_small { false } else { msg.content =
/// Some(STUB.to_string()); true }`). The same test written in the `if` was already a cut by
/// length (RG008); through the local the condition tested nothing known, so the stub was a
/// chosen drop at error level. Now a local bound to a test of a length alone (or beside a
/// marker) stands for that test in a condition, negated or not. A local bound to a test of
/// what the text says still chooses.
#[test]
fn a_length_test_bound_to_a_local_is_a_test_of_length() {
    let source = r#"
const STUB: &str = "[result truncated]";
fn shrink_message(msg: &mut ChatMessage) -> bool {
    match msg.role.as_str() {
        "tool" => {
            let already_small = msg.content.as_deref().is_some_and(|c| c.len() <= STUB.len());
            if already_small {
                false
            } else {
                msg.content = Some(STUB.to_string());
                true
            }
        }
        _ => false,
    }
}
pub fn enforce_context_budget(conversation: &mut Vec<ChatMessage>, budget_bytes: usize) {
    let mut idx = 0;
    while total_bytes(conversation) > budget_bytes && idx < conversation.len() {
        shrink_message(&mut conversation[idx]);
        idx += 1;
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    // Negated, the write in the `then` branch: the same.
    let negated = variant(
        source,
        "            if already_small {\n                false\n            } else {\n                msg.content = Some(STUB.to_string());\n                true\n            }",
        "            if !already_small {\n                msg.content = Some(STUB.to_string());\n            }\n            !already_small",
    );
    assert_eq!(findings(&negated), pairs(&[("RG008", "truncate")]));
    // Contrast: a local bound to what the text says chooses.
    let says = variant(
        source,
        "msg.content.as_deref().is_some_and(|c| c.len() <= STUB.len())",
        "msg.content.as_deref().is_some_and(|c| !c.contains(\"password\"))",
    );
    assert_eq!(findings(&says), pairs(&[("RG002", "drop")]));
    // Contrast: the name shadowed by a test of what the text says before the `if`.
    let shadowed = variant(
        source,
        "            if already_small {",
        "            let already_small = msg.content.as_deref() == Some(\"keep\");\n            if already_small {",
    );
    assert_eq!(findings(&shadowed), pairs(&[("RG002", "drop")]));
}

/// Seventy-eighth round: the arguments of old tool calls replaced with a marker while the
/// window is over a budget (`let Some(tool_calls) = msg.tool_calls.as_mut() else { return
/// false }; for tc in tool_calls.iter_mut() { if tc.function.arguments.len() > N {
/// tc.function.arguments = MARKER.to_string() } }`). The calls reached with `&mut
/// msg.tool_calls` were items of the message; reached with `as_mut()` they were nothing, and
/// `function.arguments` (the OpenAI shape of a call) was taken for bookkeeping, since
/// `function` names no text: the clip was missed at every level. Now `as_mut()` and
/// `as_deref_mut()` borrow the field as `&mut` does, and a call's `function` is read through
/// to the field after it. A write of the call's name, or of a field that is no text, is still
/// nothing.
#[test]
fn the_arguments_of_a_tool_call_reached_through_as_mut_are_the_messages_text() {
    let source = r#"
const MARKER: &str = "[arguments truncated]";
fn shrink_message(msg: &mut ChatMessage) -> bool {
    let Some(tool_calls) = msg.tool_calls.as_mut() else {
        return false;
    };
    let mut changed = false;
    for tc in tool_calls.iter_mut() {
        if tc.function.arguments.len() > MARKER.len() {
            tc.function.arguments = MARKER.to_string();
            changed = true;
        }
    }
    changed
}
pub fn enforce_context_budget(conversation: &mut Vec<ChatMessage>, budget_bytes: usize) {
    let mut idx = 0;
    while total_bytes(conversation) > budget_bytes && idx < conversation.len() {
        shrink_message(&mut conversation[idx]);
        idx += 1;
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    // Walked in place over the window, through `if let`: the same.
    let walked = r#"
pub fn clip_arguments(conversation: &mut Vec<ChatMessage>) {
    for msg in conversation.iter_mut() {
        if let Some(tool_calls) = msg.tool_calls.as_mut() {
            for tc in tool_calls.iter_mut() {
                if tc.function.arguments.len() > 200 {
                    tc.function.arguments = "{}".to_string();
                }
            }
        }
    }
}
"#;
    assert_eq!(findings(walked), pairs(&[("RG008", "truncate")]));
    // Contrast: the call's function name is no text of the conversation.
    let name = variant(walked, "tc.function.arguments = ", "tc.function.name = ");
    assert_eq!(findings(&name), pairs(&[]));
    // Contrast: a field that holds no text, borrowed with `as_mut()`.
    let tally = r#"
pub fn reset_counts(conversation: &mut Vec<ChatMessage>) {
    for msg in conversation.iter_mut() {
        if let Some(usage) = msg.usage.as_mut() {
            usage.tokens = 0;
        }
    }
}
"#;
    assert_eq!(findings(tally), pairs(&[]));
}

/// Seventy-eighth round: a summary kept through the lock guard of its field (`let mut summary
/// = self.summary.lock().await; *summary = Some(summary_text);`) beside the oldest messages
/// drained through the guard of theirs (`let mut messages = self.messages.lock().await;
/// messages.drain(..split_at)`). Kept as `self.summary = Some(..)` the summary already made the
/// cut a rewrite (RG001); written through the guard it was stored in a local, so the drain was
/// only a cut by position (RG008). Now a write through a local bound to a field of `self`, its
/// lock guard or a borrow of it, keeps the summary in that field. A guard of a field of
/// another value, or a local rebound rather than written through, keeps nothing beside the
/// window.
#[test]
fn a_summary_kept_through_the_lock_guard_of_its_field_makes_the_cut_a_rewrite() {
    let source = r#"
use tokio::sync::Mutex;
pub struct SummaryMemory { messages: Mutex<Vec<Message>>, summary: Mutex<Option<String>>, model: SharedModel }
impl SummaryMemory {
    async fn maybe_summarize(&self) -> Result<()> {
        let mut messages = self.messages.lock().await;
        let old: Vec<Message> = messages.drain(..10).collect();
        drop(messages);
        let text = self.model.summarize(&old).await?;
        let mut summary = self.summary.lock().await;
        *summary = Some(text);
        Ok(())
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG001", "rewrite")]));
    // Contrast: the guard of another value's summary keeps nothing beside `self.messages`.
    let elsewhere = variant(
        source,
        "let mut summary = self.summary.lock().await;",
        "let mut summary = state.summary.lock().await;",
    );
    assert_eq!(findings(&elsewhere), pairs(&[("RG008", "truncate")]));
    // Contrast: a local rebound, not written through, keeps nothing either.
    let rebound = variant(
        source,
        "        let mut summary = self.summary.lock().await;\n        *summary = Some(text);\n",
        "        let mut summary = None;\n        summary = Some(text);\n        log(summary);\n",
    );
    assert_eq!(findings(&rebound), pairs(&[("RG008", "truncate")]));
}

/// Seventy-eighth round: a summarise request gathered part by part in a local
/// (`summary_input.push(Message::system(&self.summary_prompt)); summary_input.push(
/// Message::user(format!("Previous conversation summary:\n{prev}\n\nNew messages to
/// incorporate:")))`) and handed to the model (`self.model.generate(&summary_input)`). Bound in
/// one `let` (`let prompt = format!("Previous conversation summary: {prev} ..")`) the same
/// request already made a summariser call, and the summary folded in a re-summary (RG003); pushed
/// into a local, the call was a plain model call, so its reply was no summary and the
/// previous one was not seen summarised again. Now a local that is no window, pushed a part
/// that asks to summarise or names a summary, is a summarise prompt, and the summary that
/// part carries is in it. A window pushed a user's message asking for a summary stays the
/// conversation, and a request with no earlier summary in it summarises none.
#[test]
fn a_summarise_request_gathered_in_a_local_folds_in_the_previous_summary() {
    let source = r#"
pub struct SummaryMemory { messages: Vec<Message>, summary: Option<String>, model: SharedModel }
impl SummaryMemory {
    async fn maybe_summarize(&mut self) -> Result<()> {
        let to_summarize: Vec<Message> = self.messages.drain(..10).collect();
        let mut summary_input = Vec::new();
        if let Some(ref prev) = self.summary {
            summary_input.push(Message::user(format!("Previous conversation summary:\n{prev}\n\nNew messages:")));
        }
        summary_input.push(Message::user(render(&to_summarize)));
        let response = self.model.generate(&summary_input).await?;
        self.summary = Some(response.text().to_string());
        Ok(())
    }
}
"#;
    assert_eq!(
        findings(source),
        pairs(&[("RG001", "rewrite"), ("RG003", "rewrite")])
    );
    // Contrast: no earlier summary in the request: the cut is a rewrite, nothing is
    // summarised again.
    let fresh = variant(
        source,
        "        if let Some(ref prev) = self.summary {\n            summary_input.push(Message::user(format!(\"Previous conversation summary:\\n{prev}\\n\\nNew messages:\")));\n        }\n",
        "        summary_input.push(Message::user(\"Conversation to summarize:\".to_string()));\n",
    );
    assert_eq!(findings(&fresh), pairs(&[("RG001", "rewrite")]));
    // Contrast: the conversation itself pushed a user's request for a summary is no prompt.
    let chat = r#"
pub struct Chat { history: Vec<Message>, model: SharedModel }
impl Chat {
    pub async fn turn(&mut self, input: String) -> Result<()> {
        self.history.push(Message::user(format!("Please summarize this article: {input}")));
        let reply = self.model.generate(&self.history).await?;
        self.history.push(Message::assistant(reply.text()));
        Ok(())
    }
}
"#;
    assert_eq!(findings(chat), pairs(&[]));
}

/// Seventy-eighth round: a summary a background task computes, then dresses with the host's
/// notes before it is swapped in (`Self::decorate_compaction_summary(summary, session_id,
/// subagents)`). The name holds `compaction`, so the call was taken for a summariser fed a
/// summary (RG003). A call that opens with a verb that dresses or puts a finished summary
/// somewhere (`decorate`, `annotate`, `format`, `render`, `wrap`, `label`, `stamp`, as `save`
/// and `apply` already were) writes no summary of its own. A verb that summarises
/// (`condense_compaction_summary`) still does.
#[test]
fn a_call_that_dresses_a_finished_summary_is_no_resummary() {
    let source = r#"
pub struct Service { model: String }
impl Service {
    pub async fn background_summary(&self, messages: Vec<Message>, session_id: u64) -> String {
        let summary = Self::compute_compaction_summary(messages).await;
        Self::decorate_compaction_summary(summary, session_id).await
    }
}
"#;
    assert_eq!(findings(source), pairs(&[]));
    let annotated = variant(source, "decorate_compaction_summary", "annotate_summary");
    assert_eq!(findings(&annotated), pairs(&[]));
    // Contrast: a summarising verb.
    let condensed = variant(
        source,
        "decorate_compaction_summary",
        "condense_compaction_summary",
    );
    assert_eq!(findings(&condensed), pairs(&[("RG003", "rewrite")]));
}

/// Seventy-eighth round: an agent service's budget tiers cut a context of a type another
/// module declares through that type's own methods (`context.hard_truncate_to(target);
/// context.trim_to_fit(0);`), reading its conversation around them (`let before_len =
/// context.messages.len()`). The same holder handed a summary (`context.compact_with_summary(
/// summary)`) was already a rewrite of `context.messages`; cut to a size, nothing was found.
/// Now a method of such a holder named for cutting to a size (`truncate`, `trim`, `prune`,
/// `evict`, `shrink`) and handed only numbers cuts that conversation host-side (RG008), and is
/// left to the method's body when the linted code declares it. A holder whose conversation the
/// body never reads, a method named for a compaction, or one handed text, says nothing.
#[test]
fn a_holder_of_another_modules_type_cut_to_a_size_by_its_own_method_is_a_host_cut() {
    let source = r#"
impl AgentService {
    pub async fn enforce_context_budget(&self, context: &mut AgentContext, max: usize) -> bool {
        let before_len = context.messages.len();
        context.hard_truncate_to(max * 8 / 10);
        context.messages.len() < before_len
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    // A field of `self` of an undeclared type: the same.
    let field = r#"
pub struct Runner { session: Session }
impl Runner {
    pub fn fit(&mut self) {
        if self.session.messages.len() > 40 {
            self.session.trim_to_fit(0);
        }
    }
}
"#;
    assert_eq!(findings(field), pairs(&[("RG008", "truncate")]));
    // Declared in the linted code: reported once, in the method's own body.
    let declared = format!(
        "{source}\npub struct AgentContext {{ pub messages: Vec<Message> }}\nimpl AgentContext {{\n    pub fn hard_truncate_to(&mut self, n: usize) {{\n        self.messages.truncate(n);\n    }}\n}}\n"
    );
    assert_eq!(findings(&declared), pairs(&[("RG008", "truncate")]));
    // Contrast: the body reads no conversation of the holder.
    let unread = variant(
        source,
        "let before_len = context.messages.len();",
        "let before_len = context.token_count;",
    );
    let unread = variant(&unread, "context.messages.len() < before_len", "true");
    assert_eq!(findings(&unread), pairs(&[]));
    // Contrast: a method named for a compaction, handed no summary.
    let compacted = variant(source, "hard_truncate_to(max * 8 / 10)", "compact(max)");
    assert_eq!(findings(&compacted), pairs(&[]));
    // Contrast: handed text, not a size.
    let text = variant(
        source,
        "hard_truncate_to(max * 8 / 10)",
        "trim_after(\"[checkpoint]\")",
    );
    assert_eq!(findings(&text), pairs(&[]));
}

/// Seventy-ninth round: a conversation context whose budget drains the oldest messages into a
/// digest the body writes itself (`for msg in self.history.drain(0..n) {
/// summary_text.push_str(&format!("{:?}: {}\n", msg.role, msg.text())) }`, then `let
/// new_summary = format!("[Previous conversation summary]:\n{}", summary_text)`), kept in a
/// field named for the part of the conversation it stands in for (`self.summarized_prefix =
/// Some(new_summary)`, or appended to the one kept so far). Pushed onto a list of summaries
/// the same digest already made the cut a rewrite the host wrote (RG001); assigned to such a
/// field it was a cut by position (RG008). Now a digest formatted in the body and kept in a
/// field of `self` named as a summary (`summary`, `recap_text`) or as a summarised part
/// (`summarized_prefix`, `condensed_history`) stands in for the cuts of the branch it is
/// written in. A later cut outside that branch, a marker holding only a count, a field
/// cleared, or a field named as a tally (`summarized_count`) stands in for nothing.
#[test]
fn a_digest_kept_in_a_summarised_field_beside_the_cut_is_a_host_rewrite() {
    let source = r#"
pub struct Context { history: Vec<ChatMessage>, summarized_prefix: Option<String>, limit: usize }
impl Context {
    pub fn add(&mut self, m: ChatMessage) {
        self.history.push(m);
        self.enforce();
    }
    fn enforce(&mut self) {
        if self.tokens() > self.limit * 3 / 4 {
            let n = self.history.len() - 6;
            let mut summary_text = String::new();
            for msg in self.history.drain(0..n) {
                summary_text.push_str(&format!("{:?}: {}\n", msg.role, msg.text()));
            }
            let new_summary = format!("[Previous conversation summary]:\n{}", summary_text);
            if let Some(existing) = &self.summarized_prefix {
                self.summarized_prefix = Some(format!("{}\n{}", existing, new_summary));
            } else {
                self.summarized_prefix = Some(new_summary);
            }
        }
    }
}
"#;
    let found = finding_fields(source, "rule", "message");
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].0, "RG001", "{found:?}");
    assert!(
        found[0]
            .1
            .contains("a digest the host writes in `self.summarized_prefix`"),
        "{found:?}"
    );
    // A later cut outside the branch the digest is written in is not in it.
    let later = variant(
        source,
        "            }\n        }\n    }\n}\n",
        "            }\n        }\n        while self.tokens() > self.limit { self.history.remove(0); }\n    }\n}\n",
    );
    assert_eq!(
        findings(&later),
        pairs(&[("RG001", "rewrite"), ("RG008", "truncate")])
    );
    // A marker holding only a count is no digest of what was cut.
    let marker = variant(
        source,
        "Some(new_summary);",
        "Some(format!(\"[{n} earlier messages removed]\"));",
    );
    let marker = variant(
        &marker,
        "Some(format!(\"{}\\n{}\", existing, new_summary))",
        "Some(existing.clone())",
    );
    assert_eq!(findings(&marker), pairs(&[("RG008", "truncate")]));
    // A field named as a tally holds no summary.
    let tally = source
        .replace("summarized_prefix", "summarized_count")
        .replace("Option<String>", "Option<usize>");
    assert_eq!(findings(&tally), pairs(&[("RG008", "truncate")]));
    // The field cleared beside the cut keeps nothing.
    let cleared = r#"
pub struct Context { history: Vec<ChatMessage>, summary: String }
impl Context {
    pub fn shrink(&mut self) {
        self.history.drain(..4);
        self.summary = String::new();
    }
}
"#;
    assert_eq!(findings(cleared), pairs(&[("RG008", "truncate")]));
}

/// Seventy-ninth round: a session's model history behind a lock, handed through its guard to a
/// rule of another module named for capping it (`let mut h = self.history.lock().unwrap();
/// agent::cap_history_rule(&mut h)`). A window lent mutably to a call the linted code does not
/// declare was already cut there when the call's first word was a cut's stem (`trim_`,
/// `truncate_`); `cap` and `limit`, as whole first words, were none, and the cut was missed at
/// every level. Now they cut to a size too (RG008). A first word that only starts like them
/// (`capture_history`, `limitations_of`), the window lent shared, or a `cap_history_rule` the
/// linted code declares (its body reports its own edits) is no cut at the call.
#[test]
fn a_window_lent_to_an_outside_cap_is_a_cut_to_a_size() {
    let source = r#"
use std::sync::Mutex;
pub struct Session { history: Mutex<Vec<ChatMessage>> }
impl Session {
    pub fn push_history(&self, msg: ChatMessage) {
        self.history.lock().unwrap().push(msg);
    }
    pub fn cap_history(&self) {
        let mut h = self.history.lock().unwrap();
        agent::cap_history_rule(&mut h);
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    let limit = variant(source, "agent::cap_history_rule", "limit_messages");
    assert_eq!(findings(&limit), pairs(&[("RG008", "truncate")]));
    let capture = variant(source, "agent::cap_history_rule", "agent::capture_history");
    assert_eq!(findings(&capture), pairs(&[]));
    let shared = variant(source, "(&mut h)", "(&h)");
    assert_eq!(findings(&shared), pairs(&[]));
    let declared = format!(
        "{source}\nfn cap_history_rule(h: &mut Vec<ChatMessage>) {{ h.push(ChatMessage::note()); }}\n"
    );
    assert_eq!(findings(&declared), pairs(&[]));
}

/// Seventy-ninth round: a brain of remembered messages cut oldest first while over its budget
/// (`self.memories.remove(0)`), after which the preamble another holder sends the model is
/// rebuilt from what is left (`session_messages.preamble_messages =
/// self.build_preamble().unwrap()`). The cut was reported, and the rebuild beside it a second
/// time as a cut of the preamble. Now a window of another holder given what a converter of
/// `self` builds (`build_`, `render_`, `to_`..), in a body that has cut a window of `self`,
/// is a view carrying that cut, reported once where the cut is. Without a cut of `self`'s
/// window before it, or from a method named for no conversion, the replacement is still one.
#[test]
fn a_view_rebuilt_by_self_after_its_own_cut_is_that_cut() {
    let source = r#"
pub struct Memory { role: Role, content: String }
pub struct Brain { memories: VecDeque<Memory>, max_tokens: usize }
impl Brain {
    pub fn add_memory(&mut self, memory: Memory, session_messages: &mut SessionMessages) {
        self.memories.push_back(memory);
        while self.tokens() > self.max_tokens {
            self.memories.remove(0);
            session_messages.preamble_messages = self.build_preamble().unwrap();
        }
    }
    pub fn build_preamble(&self) -> Result<Vec<ChatMessage>, ()> {
        let memories: Vec<String> = self.memories.iter().map(|m| m.to_json()).collect();
        Ok(vec![ChatMessage::user(memories.join("\n")), ChatMessage::assistant("Ok.")])
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    let no_cut = variant(source, "            self.memories.remove(0);\n", "");
    assert_eq!(findings(&no_cut), pairs(&[("RG008", "truncate")]));
    let taken = variant(source, "self.build_preamble()", "self.oldest_preamble()");
    assert_eq!(
        findings(&taken),
        pairs(&[("RG008", "truncate"), ("RG008", "truncate")])
    );
}

/// Seventy-ninth round: a context window of typed slots (`slots: Vec<ContextSlot>`, each a
/// `slot_type`, its text and a branch), the session's messages among them (`load_message`
/// pushes `ContextSlot::new(SlotType::Message, format!("{role}: {content}"), ..)`). An entry
/// type named with `entry`, `item` or `record` and a conversation's word (`ContextEntry`) was
/// already a message; a `slot` was not, and every eviction of the window was missed. Now a
/// slot of a context or a conversation (`ContextSlot`, `ChatSlot`) is one of its entries; a
/// thread's or a session store's slot (`ThreadSlot`, `SessionSlot`) is not.
#[test]
fn a_slot_of_a_context_window_is_one_of_its_entries() {
    let source = r#"
pub struct ContextSlot { pub slot_type: SlotType, pub content: String, pub pinned: bool }
pub struct ContextWindow { pub slots: Vec<ContextSlot>, pub budget: usize }
impl ContextWindow {
    pub fn load_message(&mut self, role: &str, content: &str) {
        while self.used() > self.budget {
            self.slots.remove(0);
        }
        self.slots.push(ContextSlot::new(SlotType::Message, format!("{role}: {content}")));
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    let chat = source.replace("ContextSlot", "ChatSlot");
    assert_eq!(findings(&chat), pairs(&[("RG008", "truncate")]));
    let thread = source.replace("ContextSlot", "ThreadSlot");
    assert_eq!(findings(&thread), pairs(&[]));
}

/// Seventy-ninth round: the same window's identity slot replaced
/// (`self.slots.retain(|s| s.slot_type != SlotType::Identity)`, then `self.slots.insert(0,
/// slot)` for `let mut slot = ContextSlot::new(SlotType::Identity, content, ..)`). Removing
/// the system messages and inserting a new system message was already a new system prompt,
/// not a drop; the same replacement of another kind's item was a drop at error level. Now a
/// `retain` removing one variant's items (`s.kind != Kind::V`), followed by an item built with
/// that variant inserted, replaces that kind's item. An item of another variant inserted, or
/// none, leaves the `retain` a drop.
#[test]
fn a_kind_removed_and_inserted_anew_is_a_replacement() {
    let source = r#"
pub struct ContextSlot { pub slot_type: SlotType, pub content: String, pub pinned: bool }
pub struct ContextWindow { pub slots: Vec<ContextSlot> }
impl ContextWindow {
    pub fn load_identity(&mut self, content: &str) {
        self.slots.retain(|s| s.slot_type != SlotType::Identity);
        let mut slot = ContextSlot::new(SlotType::Identity, content.to_string());
        slot.pinned = true;
        self.slots.insert(0, slot);
    }
}
"#;
    assert_eq!(findings(source), pairs(&[]));
    let inline = variant(
        source,
        "        let mut slot = ContextSlot::new(SlotType::Identity, content.to_string());\n        slot.pinned = true;\n        self.slots.insert(0, slot);\n",
        "        self.slots.insert(0, ContextSlot::new(SlotType::Identity, content.to_string()));\n",
    );
    assert_eq!(findings(&inline), pairs(&[]));
    let other = variant(
        source,
        "ContextSlot::new(SlotType::Identity, content",
        "ContextSlot::new(SlotType::Detail, content",
    );
    assert_eq!(findings(&other), pairs(&[("RG002", "drop")]));
    let none = variant(source, "        self.slots.insert(0, slot);\n", "");
    assert_eq!(findings(&none), pairs(&[("RG002", "drop")]));
}

/// Seventy-ninth round: the window's slots of one branch evicted by a walk over positions
/// (`while i < self.slots.len() { if self.slots[i].branch_name == branch_name {
/// self.slots.remove(i); } else { i += 1; } }`). The `while` bound was read as a test of the
/// window's length, so the removals were a cut by length (RG008); under `if`, the same bound
/// was already a bounds check. Now a `while` whose bound is the window's length and whose body
/// reaches the items at that index is a walk: what it removes is chosen inside (RG002). A
/// loop that removes while the window passes a budget (`while self.slots.len() > max`) is
/// still a cut by length.
#[test]
fn a_while_walking_positions_chooses_what_it_removes() {
    let source = r#"
pub struct Message { pub role: String, pub content: String, pub branch: String }
pub struct Memory { pub messages: Vec<Message>, pub max: usize }
impl Memory {
    pub fn forget_branch(&mut self, branch: &str) {
        let mut i = 0;
        while i < self.messages.len() {
            if self.messages[i].branch == branch && self.messages[i].role != "system" {
                self.messages.remove(i);
            } else {
                i += 1;
            }
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG002", "drop")]));
    let budget = r#"
pub struct Message { pub role: String, pub content: String }
pub struct Memory { pub messages: Vec<Message>, pub max: usize }
impl Memory {
    pub fn push(&mut self, m: Message) {
        self.messages.push(m);
        while self.messages.len() > self.max {
            self.messages.remove(0);
        }
    }
}
"#;
    assert_eq!(findings(budget), pairs(&[("RG008", "truncate")]));
}

/// Seventy-ninth round: the oldest message slots evicted and folded into a digest by a
/// function of the file named for compressing them, which asks no model
/// (`compress_messages(&evicted)` keeping the first sixty characters of the last five user
/// messages), kept beside the window (`self.evicted_summary = new_summary`). A function led
/// by a summarising verb that writes without a model was already the host's digest; one
/// named for compressing or compacting (`compress_`, `compact_`) was taken for a model's
/// summary, and the finding said so. Now such a function of the linted code that writes
/// without a model is the host's too; one that awaits a model call is still a summariser.
#[test]
fn a_compressor_of_the_file_that_asks_no_model_writes_a_host_digest() {
    let source = r#"
pub struct Message { pub role: String, pub content: String }
pub struct Memory { pub messages: Vec<Message>, pub evicted_summary: String }
impl Memory {
    pub fn evict(&mut self, keep: usize) {
        let n = self.messages.len() - keep;
        let evicted: Vec<String> = self.messages.drain(..n).map(|m| m.content).collect();
        let new_summary = compress_messages(&evicted);
        self.evicted_summary = new_summary;
    }
}
fn compress_messages(messages: &[String]) -> String {
    let heads: Vec<String> = messages.iter().map(|m| m.chars().take(60).collect()).collect();
    format!("[Earlier: {}]", heads.join("; "))
}
"#;
    let found = finding_fields(source, "rule", "message");
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].0, "RG001", "{found:?}");
    assert!(
        found[0]
            .1
            .contains("a digest the host writes in `compress_messages`"),
        "{found:?}"
    );
    let model = variant(
        source,
        "fn compress_messages(messages: &[String]) -> String {\n    let heads: Vec<String> = messages.iter().map(|m| m.chars().take(60).collect()).collect();\n    format!(\"[Earlier: {}]\", heads.join(\"; \"))\n}",
        "fn compress_messages(messages: &[String]) -> String {\n    llm::complete(&messages.join(\"\\n\"))\n}",
    );
    let found = finding_fields(&model, "rule", "message");
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].0, "RG001", "{found:?}");
    assert!(!found[0].1.contains("the host writes"), "{found:?}");
}

/// Eightieth round: a conversation of typed entries whose text is set through a setter of the
/// entry's own type (`self.entries[i].set_content("[output pruned]".to_string())`,
/// `entry.set_content(clipped)`). The assignment to the field (`entry.content = clipped`) was
/// already an edit of the item's text; the setter was nothing, and both cuts were missed at
/// every level. Now a setter of a text field (`set_content`, `set_text`, `set_output`)
/// called on an item of a window, with one argument, is read as that assignment. A setter of
/// a field that holds no text, or one called on an item of no window, writes none.
#[test]
fn a_setter_of_an_items_text_writes_that_text() {
    let source = r#"
pub struct Entry { kind: String, content: String, stamp: u64 }
impl Entry {
    pub fn set_content(&mut self, new: String) { self.content = new; }
    pub fn set_stamp(&mut self, stamp: u64) { self.stamp = stamp; }
}
pub struct Conversation { entries: Vec<Entry> }
impl Conversation {
    pub fn clip_tool_outputs(&mut self, max_bytes: usize) {
        for entry in &mut self.entries {
            if entry.content.len() > max_bytes {
                let clipped = entry.content[..max_bytes].to_string();
                entry.set_content(clipped);
            }
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    let stamp = variant(source, "entry.set_content(clipped)", "entry.set_stamp(7)");
    assert_eq!(findings(&stamp), pairs(&[]));
    let draft = variant(
        source,
        "                entry.set_content(clipped);\n",
        "                let mut draft = Entry::default();\n                draft.set_content(clipped);\n",
    );
    assert_eq!(findings(&draft), pairs(&[]));
}

/// Eightieth round: `set_system` replaces the system prompt at the front through a local
/// (`let entry = ConversationEntry::system(content); if first_is_system { self.entries[0] =
/// entry }`). Written out (`self.entries[0] = Entry::system(p)`) it was already a system
/// prompt replaced, no drop; through the local it was a message replaced, an error. Now a
/// local every binding of which builds a system message stands for it. A local built as
/// another role's message still replaces the first message.
#[test]
fn a_system_prompt_put_first_through_a_local_is_no_drop() {
    let source = r#"
pub struct Conversation { entries: Vec<ConversationEntry> }
impl Conversation {
    pub fn set_system(&mut self, content: String) {
        let entry = ConversationEntry::system(content);
        if self.entries.first().is_some_and(|e| e.is_system()) {
            self.entries[0] = entry;
        } else {
            self.entries.insert(0, entry);
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[]));
    let user = variant(
        source,
        "ConversationEntry::system(content)",
        "ConversationEntry::user(content)",
    );
    assert_eq!(findings(&user), pairs(&[("RG002", "drop")]));
}

/// Eightieth round: tool outputs past a length clipped in place, the item skipped while it
/// fits or already carries the clip's mark (`if content.len() <= max_bytes ||
/// content.ends_with("[truncated]") { continue; }`). Skipped while within the length alone it
/// was already a cut by length (RG008); with the mark beside it by `||` it was a choice, an
/// RG002 error. Now a skip whose parts are one bound and marks (a prefix or suffix written out
/// or a constant) leaves the rest to the unmarked items past the bound, as `len > max &&
/// !ends_with(MARK)` does. A part that tests what the text says (`contains(..)`) still chooses.
#[test]
fn a_skip_while_within_a_length_or_marked_leaves_a_cut_by_length() {
    let source = r#"
pub struct Message { pub role: String, pub content: String }
pub struct Agent { messages: Vec<Message> }
impl Agent {
    pub fn truncate_long(&mut self, max_bytes: usize) {
        for m in &mut self.messages {
            let content = &m.content;
            if content.len() <= max_bytes || content.ends_with("[truncated]") {
                continue;
            }
            let clipped = format!("{}\n[truncated]", &content[..max_bytes]);
            m.content = clipped;
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    let says = variant(
        source,
        "content.ends_with(\"[truncated]\")",
        "content.contains(\"secret\")",
    );
    assert_eq!(findings(&says), pairs(&[("RG002", "drop")]));
}

/// Eightieth round: old tool outputs stubbed through a list of their positions, all but the
/// newest `keep_recent` (`let tool_indices: Vec<usize> = self.entries.iter().enumerate()
/// .filter(..).map(|(i, _)| i).collect(); let to_prune = &tool_indices[..tool_indices.len() -
/// keep_recent]; for &i in to_prune { self.entries[i].content = stub }`). A loop over `0..older`
/// was already a walk of the oldest positions, a cut by position (RG008); the head of a list
/// of positions was none, and the stubs were a chosen replacement at error level. Now the
/// head of a local list collecting a window's positions, ending at its own length less a
/// count, walks the oldest positions too. A list of positions not taken from a window, or a
/// slice that does not end at the list's length less a count, walks no oldest positions.
#[test]
fn the_head_of_a_list_of_window_positions_walks_the_oldest() {
    let source = r#"
pub struct Message { pub role: String, pub content: String }
pub struct Agent { messages: Vec<Message> }
impl Agent {
    pub fn prune_tool_outputs(&mut self, keep_recent: usize) {
        let tool_indices: Vec<usize> = self
            .messages
            .iter()
            .enumerate()
            .filter(|(_, m)| m.role == "tool")
            .map(|(i, _)| i)
            .collect();
        let to_prune = &tool_indices[..tool_indices.len() - keep_recent];
        for &i in to_prune {
            self.messages[i].content = "[output pruned]".to_string();
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    let chosen = variant(
        source,
        "let to_prune = &tool_indices[..tool_indices.len() - keep_recent];",
        "let to_prune = &tool_indices[..keep_recent];",
    );
    assert_eq!(findings(&chosen), pairs(&[("RG002", "drop")]));
    let elsewhere = variant(
        source,
        "self\n            .messages\n            .iter()",
        "self\n            .ranking\n            .iter()",
    );
    assert_eq!(findings(&elsewhere), pairs(&[("RG002", "drop")]));
}

/// Eightieth round: a summariser that asks the model for a summary of an extractive digest
/// the file writes itself from the messages it is handed (`let extractive =
/// summarize_messages(messages); let prompt = format!("..{extractive}..");
/// provider.stream(req)`), to keep the request small. The digest was taken for an earlier
/// summary and the model call for a summary summarised again (RG003). Now a digest of a
/// summariser of the file that asks no model, called in the body only on what holds no
/// summary, is the material of the first summary. A summary a model wrote, or a digest of
/// an earlier summary, fed to the model is still summarised again.
#[test]
fn a_host_digest_of_the_originals_fed_to_the_model_is_no_resummary() {
    let source = r#"
pub fn summarize_messages(messages: &[Message]) -> String {
    let mut parts = Vec::new();
    for msg in messages {
        parts.push(format!("[{}]: {}", msg.role, msg.text.chars().take(200).collect::<String>()));
    }
    parts.join("\n")
}
pub async fn summarize_with_llm(messages: &[Message], provider: &dyn LlmProvider) -> String {
    let extractive = summarize_messages(messages);
    let prompt = format!("Produce a compressed summary of this extractive summary:\n{extractive}");
    let req = CompletionRequest { messages: vec![Message::user(prompt)], max_tokens: 2048 };
    provider.complete(req).await.unwrap_or(extractive)
}
"#;
    assert_eq!(findings(source), pairs(&[]));
    let model = variant(
        source,
        "let extractive = summarize_messages(messages);",
        "let extractive = provider.summarize(messages).await;",
    );
    assert_eq!(findings(&model), pairs(&[("RG003", "rewrite")]));
    let of_summary = variant(
        source,
        "pub async fn summarize_with_llm(messages: &[Message], provider: &dyn LlmProvider) -> String {\n    let extractive = summarize_messages(messages);",
        "pub async fn summarize_with_llm(messages: &[Message], provider: &dyn LlmProvider) -> String {\n    let earlier = provider.summarize(messages).await;\n    let extractive = summarize_messages(&[Message::user(earlier)]);",
    );
    assert_eq!(findings(&of_summary), pairs(&[("RG003", "rewrite")]));
}

/// Eightieth round: a conversation cut to its latest exchange on overflow (`let system =
/// self.entries.iter().find(|e| e.is_system()).cloned(); let last_user =
/// self.entries.iter().rev().find(|e| e.is_user()).cloned(); self.entries.clear(); if let
/// Some(sys) = system { self.entries.push(sys) } ..`). Given back a copy of the newest range
/// (`w[w.len() - 2..].to_vec()`) the cleared window was already cut by position (RG008);
/// given back single items taken by where they stand it was a chosen drop, or, with no
/// caller, an explicit reset. Now a local holding the window's first or last item, or the
/// oldest or newest of a role, is kept by position as such a copy is. An item found by what
/// its text says is still chosen.
#[test]
fn a_window_cleared_and_given_back_its_latest_items_is_cut_by_position() {
    let source = r#"
pub struct Message { pub role: String, pub content: String }
pub struct Agent { messages: Vec<Message> }
impl Agent {
    pub fn truncate_to_latest(&mut self) {
        let system = self.messages.iter().find(|m| m.role == "system").cloned();
        let last_user = self.messages.iter().rev().find(|m| m.role == "user").cloned();
        self.messages.clear();
        if let Some(sys) = system {
            self.messages.push(sys);
        }
        if let Some(user) = last_user {
            self.messages.push(user);
        }
    }
    pub fn on_overflow(&mut self) {
        self.truncate_to_latest();
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    let said = variant(
        source,
        "find(|m| m.role == \"user\")",
        "find(|m| m.content.contains(\"remember\"))",
    );
    assert_eq!(findings(&said), pairs(&[("RG002", "drop")]));
}

/// Eightieth round: a condenser that, while over the limit, pops the oldest messages off a
/// stack into a batch, asks the model to summarise the batch and pushes the reply back onto
/// the stack (`batch.push(message_stack.pop().unwrap()); let request =
/// create_summarize_request(&batch); let reply = single_request(&request).await?;
/// message_stack.extend(vec![Message::assistant().with_text(&reply), ..])`). From the second
/// pass on the batch starts with the last pass's summary; the rewrite was found, the summary
/// summarised again was not. Now a loop whose summariser reads a local filled from one the
/// loop puts the model's text back into reports it (RG003). An agent loop that pushes replies
/// onto the conversation it sends a model (no summariser), or a loop that keeps its
/// summaries in another local, summarises none again.
#[test]
fn a_loop_that_summarises_from_where_it_puts_its_summaries_summarises_them_again() {
    let source = r#"
pub async fn condense(provider: &Provider, messages: &mut Vec<Message>, limit: usize) -> Result<()> {
    let mut message_stack: Vec<Message> = messages.iter().cloned().rev().collect();
    let mut summaries: Vec<Message> = Vec::new();
    while message_stack.len() > limit {
        let mut batch = Vec::new();
        while batch.len() < 4 {
            batch.push(message_stack.pop().unwrap());
        }
        let request = create_summarize_request(&batch);
        let reply = provider.complete(&request).await?;
        message_stack.extend(vec![Message::assistant(reply)]);
    }
    *messages = message_stack.into_iter().rev().chain(summaries).collect();
    Ok(())
}
"#;
    let found = findings(source);
    assert!(
        found.contains(&("RG003".to_string(), "rewrite".to_string())),
        "{found:?}"
    );
    let elsewhere = variant(
        source,
        "message_stack.extend(vec![Message::assistant(reply)]);",
        "summaries.extend(vec![Message::assistant(reply)]);",
    );
    let found = findings(&elsewhere);
    assert!(!found.iter().any(|(rule, _)| rule == "RG003"), "{found:?}");
    let agent_loop = r#"
pub async fn run(provider: &Provider, messages: &mut Vec<Message>) -> Result<()> {
    let mut turn = Vec::new();
    loop {
        turn.push(messages.last().cloned().unwrap());
        let request = build_request(&turn);
        let reply = provider.complete(&request).await?;
        turn.push(Message::assistant(reply));
        if turn.len() > 8 {
            break;
        }
    }
    Ok(())
}
"#;
    let found = findings(agent_loop);
    assert!(!found.iter().any(|(rule, _)| rule == "RG003"), "{found:?}");
}

/// Eightieth round: a repair that puts every tool result right after the call it answers
/// copies the tool entries out (`let tool_entries: Vec<Entry> = self.entries.iter()
/// .filter(|e| matches!(e.kind, Kind::Tool { .. })).cloned().collect()`), removes them
/// (`self.entries.retain(|e| !matches!(e.kind, Kind::Tool { .. }))`) and inserts each group
/// back after its call (`for (pos, group) in insert_at.into_iter().rev() { .. insert(pos + j,
/// entry) }`, `insert_at` filled from the copy). The `retain` was a drop at error level. Now a
/// `retain` removing exactly what a copy taken before holds (the same test, negated), whose
/// items the body then inserts back into the window, is a move. A copy that is never put back,
/// or a copy of other items, leaves the `retain` a drop.
#[test]
fn items_copied_out_removed_and_inserted_back_are_moved() {
    let source = r#"
pub struct Entry { kind: Kind, content: String }
pub struct Conversation { entries: Vec<Entry> }
impl Conversation {
    pub fn regroup_tool_results(&mut self) {
        let tool_entries: Vec<Entry> = self
            .entries
            .iter()
            .filter(|e| matches!(e.kind, Kind::Tool { .. }))
            .cloned()
            .collect();
        self.entries.retain(|e| !matches!(e.kind, Kind::Tool { .. }));
        let mut insert_at: Vec<(usize, Vec<Entry>)> = Vec::new();
        for (i, entry) in self.entries.iter().enumerate() {
            let matching: Vec<Entry> = tool_entries.iter().filter(|t| t.answers(entry)).cloned().collect();
            insert_at.push((i + 1, matching));
        }
        for (pos, group) in insert_at.into_iter().rev() {
            for (j, entry) in group.into_iter().enumerate() {
                self.entries.insert(pos + j, entry);
            }
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[]));
    let never_back = variant(
        source,
        "                self.entries.insert(pos + j, entry);\n",
        "                log(pos + j, entry);\n",
    );
    assert_eq!(findings(&never_back), pairs(&[("RG002", "drop")]));
    let other = variant(
        source,
        ".filter(|e| matches!(e.kind, Kind::Tool { .. }))",
        ".filter(|e| matches!(e.kind, Kind::User { .. }))",
    );
    assert_eq!(findings(&other), pairs(&[("RG002", "drop")]));
}

/// Eighty-first round: a record of a compaction is written out as JSON for a hash of the
/// projection (`projection_digest_json(&record.source_digest, record.covered_units,
/// &record.summary, &retained)`), and the JSON then hashed (`digest(&json)`). The word
/// `digest` made the call a summariser handed the record's summary: a summary summarised
/// again, at error level. Now a call whose last word is a serialisation format (`json`,
/// `yaml`, `toml`, `hex`, ...) writes that format, not a summary, unless a summarising verb
/// leads (`summarize_as_json`). The same summary handed to a summariser is still summarised
/// again.
#[test]
fn a_record_written_out_as_json_is_no_resummary() {
    let source = r#"
pub struct Record { pub source_digest: String, pub covered_units: usize, pub summary: String }
pub fn identity(record: &Record, retained: &[String]) -> Result<String, Error> {
    let json = projection_digest_json(&record.source_digest, record.covered_units, &record.summary, retained)?;
    Ok(digest(&json))
}
"#;
    let found = findings(source);
    assert!(!found.iter().any(|(rule, _)| rule == "RG003"), "{found:?}");
    let summarised = variant(
        source,
        "let json = projection_digest_json(&record.source_digest, record.covered_units, &record.summary, retained)?;",
        "let json = summarize_as_json(&record.summary, retained)?;",
    );
    let found = findings(&summarised);
    assert!(
        found.contains(&("RG003".to_string(), "rewrite".to_string())),
        "{found:?}"
    );
}

/// Eighty-first round: a compaction that only borrows the messages (`messages:
/// &[ModelRoundMessage]`) builds the list sent to the model around the model's summary and
/// hands it back through a `&mut` parameter (`*projected = project(messages, units,
/// Some(&record))` for `projected: &mut Option<Vec<ModelRoundMessage>>`). The write was a
/// rewrite of a window at error level, though the originals stay with the caller, as they do
/// when such a list is returned. Now a `&mut` parameter given a list built from a window the
/// function only lends, and not from itself, is an output, not the window. Given a value
/// built from itself (`*history = project(history, ..)`), or a summary alone, it is still the
/// window rewritten.
#[test]
fn a_list_built_from_borrowed_messages_and_handed_back_is_no_rewrite() {
    let source = r#"
pub struct Record { pub covered: usize, pub summary: String }
pub struct State { current: Option<Record> }
impl State {
    pub async fn compact(&mut self, messages: &[Message], projected: &mut Option<Vec<Message>>, llm: &Llm) -> Result<()> {
        let text = llm.summarize(&transcript(&messages[..10])).await?;
        let record = Record { covered: 10, summary: text };
        *projected = project(messages, Some(&record));
        self.current = Some(record);
        Ok(())
    }
}
fn project(messages: &[Message], record: Option<&Record>) -> Option<Vec<Message>> {
    let record = record?;
    let mut output = vec![Message::user(record.summary.clone())];
    output.extend(messages[record.covered..].iter().cloned());
    Some(output)
}
"#;
    let found = findings(source);
    assert!(!found.iter().any(|(rule, _)| rule == "RG001"), "{found:?}");
    let from_itself = r#"
pub struct Record { pub covered: usize, pub summary: String }
pub async fn compact(history: &mut Vec<Message>, llm: &Llm) -> Result<()> {
    let text = llm.summarize(&transcript(&history[..10])).await?;
    let record = Record { covered: 10, summary: text };
    *history = project(history, Some(&record)).unwrap();
    Ok(())
}
fn project(messages: &[Message], record: Option<&Record>) -> Option<Vec<Message>> {
    let record = record?;
    let mut output = vec![Message::user(record.summary.clone())];
    output.extend(messages[record.covered..].iter().cloned());
    Some(output)
}
"#;
    let found = findings(from_itself);
    assert!(
        found.contains(&("RG001".to_string(), "rewrite".to_string())),
        "{found:?}"
    );
    let summary_alone = variant(
        source,
        "*projected = project(messages, Some(&record));",
        "*projected = Some(vec![Message::user(record.summary.clone())]);",
    );
    let found = findings(&summary_alone);
    assert!(
        found.contains(&("RG001".to_string(), "rewrite".to_string())),
        "{found:?}"
    );
}

/// Eighty-first round: the summariser handed to a compaction as a service is named for what it
/// makes (`summary: &dyn SummaryPort`), and passed on (`summarize_history(summary, &history,
/// &mut next_summary)`). The name made it a summary, so the call was a summary summarised
/// again "from `summary`", whatever else it was handed. Now a parameter declared as a trait
/// object or an `impl Trait` (behind references or `Arc`, `Box`, `Rc`) is a service, not
/// text: the call is a re-summary only when it is handed an earlier summary
/// (`r.summary`), and the finding names that. A parameter of text named `summary` is still
/// one, also behind a bound that converts to or shows a value (`impl Into<String>`, `&dyn
/// Display`).
#[test]
fn a_summariser_service_named_for_a_summary_is_no_summary() {
    let source = r#"
pub async fn compact(messages: &[Message], summary: &dyn SummaryPort) -> Result<String> {
    let mut next_summary = String::new();
    let history = render(messages);
    summarize_history(summary, &history, &mut next_summary).await?;
    Ok(next_summary)
}
"#;
    let found = findings(source);
    assert!(!found.iter().any(|(rule, _)| rule == "RG003"), "{found:?}");
    let earlier = r#"
pub struct Record { pub summary: String }
pub async fn compact(messages: &[Message], summary: Arc<dyn SummaryPort>, active: Option<&Record>) -> Result<String> {
    let mut next_summary = active.map_or_else(String::new, |r| r.summary.to_string());
    let history = render(messages);
    summarize_history(&summary, &history, &mut next_summary).await?;
    Ok(next_summary)
}
"#;
    let found = severities(earlier);
    assert!(
        found
            .iter()
            .any(|(_, message)| message.contains("already a rewrite (from `r.summary`)")),
        "{found:?}"
    );
    for text_type in ["&str", "impl Into<String>", "&dyn std::fmt::Display"] {
        let text = variant(
            source,
            "summary: &dyn SummaryPort",
            &format!("summary: {text_type}"),
        );
        let found = findings(&text);
        assert!(
            found.contains(&("RG003".to_string(), "rewrite".to_string())),
            "{text_type}: {found:?}"
        );
    }
}

/// Eighty-second round: a provider conversion moves the image blocks of an assistant message
/// into the next user message: it copies them out in a loop (`for block in content.iter() {
/// if is_image(block) { collected.push(block.clone()) } }`), removes them from the
/// assistant's blocks with the same test (`content.retain(|block| !is_image(block))`) and
/// extends the next message's blocks with the copy (`blocks.extend(images)`, `images =
/// collected`). The `retain` was a drop of the parts of an item. Now a `retain` on an item's
/// parts whose removed parts are copied out (by `filter` or by such a loop) and put into an
/// item of the same window, bound from it through `let` or `if let` even after the `retain`,
/// is a move. A copy never put back, a copy of other parts, or one put somewhere that is no
/// item of the window, leaves the `retain` a drop.
#[test]
fn an_items_parts_copied_out_removed_and_put_into_another_item_are_moved() {
    let source = r#"
pub fn move_images(messages: &mut Vec<Value>) {
    let mut index = 0;
    while index < messages.len() {
        let images: Vec<Value>;
        {
            let mut collected = Vec::new();
            let Some(message) = messages.get_mut(index).and_then(Value::as_object_mut) else {
                index += 1;
                continue;
            };
            let Some(content) = message.get_mut("content").and_then(Value::as_array_mut) else {
                index += 1;
                continue;
            };
            for block in content.iter() {
                if is_image(block) {
                    collected.push(block.clone());
                }
            }
            content.retain(|block| !is_image(block));
            images = collected;
        }
        let Some(next) = messages.get_mut(index + 1).and_then(Value::as_object_mut) else {
            index += 1;
            continue;
        };
        if let Some(blocks) = next.get_mut("content").and_then(Value::as_array_mut) {
            blocks.extend(images);
        }
        index += 1;
    }
}
"#;
    assert_eq!(findings(source), pairs(&[]));
    let never_back = variant(
        source,
        "            blocks.extend(images);\n",
        "            log(images);\n",
    );
    assert_eq!(findings(&never_back), pairs(&[("RG002", "drop")]));
    let other = variant(
        source,
        "                if is_image(block) {",
        "                if is_text(block) {",
    );
    assert_eq!(findings(&other), pairs(&[("RG002", "drop")]));
    let elsewhere = variant(
        source,
        "let Some(next) = messages.get_mut(index + 1)",
        "let Some(next) = archive.get_mut(index + 1)",
    );
    assert_eq!(findings(&elsewhere), pairs(&[("RG002", "drop")]));
}

/// Eighty-third round: a compactor handed a conversation context of another module's type,
/// which it reads only through an accessor (`let messages = context.messages().to_vec()`)
/// and replaces through the context's own method (`context.replace_messages(vec![boundary,
/// summary])` with the model's summary; `context.replace_messages([first, recent].concat())`
/// with the first message and the newest in a fallback). The context's conversation was read
/// from a field only (`context.messages.len()`), so neither call was an edit of anything.
/// Now a holder's conversation read as a list through an accessor handed nothing
/// (`.to_vec()`, `.len()`, `&context.messages()`, an argument) is the conversation the
/// holder holds, and a method of the holder named for replacing it (`replace_messages`,
/// `set_history`), handed the new list, is read as the assignment to it: a rewrite with a
/// summary, a cut by position with slices of the old. A holder whose conversation the body
/// never reads, an accessor asked for something else (`context.messages().create(..)`), or a
/// method named for replacing something else, says nothing.
#[test]
fn a_holders_conversation_read_through_an_accessor_and_replaced_by_its_method_is_edited() {
    let source = r#"
pub struct Compactor { max_tokens: usize }
impl Compactor {
    pub async fn compact(&mut self, context: &mut ConversationContext, client: &Client) {
        let messages = context.messages().to_vec();
        match summarize_conversation(&messages, client).await {
            Ok(summary) => {
                context.replace_messages(vec![summary]);
            }
            Err(_) => {
                if messages.len() > 6 {
                    let first = messages[..1].to_vec();
                    let recent = messages[messages.len() - 5..].to_vec();
                    context.replace_messages([first, recent].concat());
                }
            }
        }
    }
}
"#;
    assert_eq!(
        findings(source),
        pairs(&[("RG001", "rewrite"), ("RG008", "truncate")])
    );
    // Read as an argument, replaced by a setter named for its history: the same.
    let setter = variant(
        source,
        "let messages = context.messages().to_vec();",
        "let messages = copy_all(context.history());",
    );
    let setter = setter.replace("context.replace_messages(", "context.set_history(");
    assert_eq!(
        findings(&setter),
        pairs(&[("RG001", "rewrite"), ("RG008", "truncate")])
    );
    // Contrast: the body never reads the holder's conversation.
    let unread = variant(
        source,
        "let messages = context.messages().to_vec();",
        "let messages = load_transcript(id);",
    );
    assert_eq!(findings(&unread), pairs(&[]));
    // Contrast: the accessor's result is asked for something else (an endpoint).
    let endpoint = variant(
        source,
        "let messages = context.messages().to_vec();",
        "let messages = context.messages().create(request).await;",
    );
    assert_eq!(findings(&endpoint), pairs(&[]));
    // Contrast: a method named for replacing something else, handed no summary.
    let tools = variant(
        source,
        "context.replace_messages([first, recent].concat());",
        "context.replace_tools([first, recent].concat());",
    );
    assert_eq!(findings(&tools), pairs(&[("RG001", "rewrite")]));
    // Contrast: the accessor's copy, added to and put back through the setter, is the
    // holder's own conversation again.
    let put_back = r#"
pub struct Agent { session: Session }
impl Agent {
    pub fn add(&mut self, m: Message) {
        let mut msgs = self.session.messages().to_vec();
        msgs.push(m);
        self.session.set_messages(msgs);
    }
}
"#;
    assert_eq!(findings(put_back), pairs(&[]));
}

/// Eighty-third round: a compaction's pre-pruning passes run on the copy it sends the
/// summariser (`let mut pruned = messages.to_vec(); prune_tool_results(&mut pruned)`), through
/// a helper that hands its parameter on to the passes that edit it
/// (`fn prune_tool_results(messages: &mut Vec<Message>) { stub_old_results(messages); .. }`).
/// A private helper every caller lends a copy cut no window (the seventy-fifth round), but
/// only one call deep: the pass two calls down was reported, with a route through the copy.
/// Now a call that passes on its own `&mut` parameter whole (`messages`, `&mut *messages`)
/// lends a copy when that function is private and is itself lent copies only there
/// (`CallGraph::lent_copies_only`). A public forwarder, or one another caller hands a window
/// it keeps, is still reported.
#[test]
fn a_copy_lent_on_through_a_private_forwarder_cuts_no_window() {
    let source = r#"
pub struct Compactor { client: Client }
impl Compactor {
    pub async fn summarize(&self, messages: &[Message]) -> String {
        let mut pruned = messages.to_vec();
        prune_tool_results(&mut pruned);
        self.client.summarize(&pruned).await
    }
}

fn prune_tool_results(messages: &mut Vec<Message>) {
    stub_old_results(messages);
}

fn stub_old_results(messages: &mut Vec<Message>) {
    let cut = messages.len().saturating_sub(4);
    for m in messages[..cut].iter_mut() {
        if m.content.len() > 2000 {
            m.content = format!("[tool output: {} chars]", m.content.len());
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[]));
    // Passed on as `&mut *messages`: the same.
    let reborrowed = variant(
        source,
        "    stub_old_results(messages);",
        "    stub_old_results(&mut *messages);",
    );
    assert_eq!(findings(&reborrowed), pairs(&[]));
    // Contrast: the forwarder is public; a caller outside may hand it a window.
    let public = variant(
        source,
        "\nfn prune_tool_results(",
        "\npub fn prune_tool_results(",
    );
    assert_eq!(findings(&public), pairs(&[("RG008", "truncate")]));
    // Contrast: another caller hands the forwarder the window it keeps.
    let kept_window = variant(
        source,
        "\n}\n\nfn prune_tool_results(",
        "\n    pub fn trim(&mut self, history: &mut Vec<Message>) {\n        prune_tool_results(history);\n    }\n}\n\nfn prune_tool_results(",
    );
    assert_eq!(findings(&kept_window), pairs(&[("RG008", "truncate")]));
    // Contrast: the pruned copy is put back into what `self` keeps, not only summarised.
    let put_back = variant(
        source,
        "        self.client.summarize(&pruned).await\n",
        "        self.session.set_messages(pruned.clone());\n        self.client.summarize(&pruned).await\n",
    );
    assert_eq!(findings(&put_back), pairs(&[("RG008", "truncate")]));
}

/// Eighty-third round, the eighty-second's leftover: a provider conversion moves the image
/// blocks of an assistant message into the next user message (a `retain` of the item's parts
/// read as a move since the eighty-second round), notes whether the move left the message
/// with no block (`remove_message = content.is_empty()`) and then removes it (`if
/// remove_message { messages.remove(index) }`). The removal was a drop at error level. Now a
/// `remove` of an item of the window under a condition that finds empty the parts a `retain`
/// moved out (`content.is_empty()`, or a local bound to that test by `let` or `=`) removes an
/// item that holds nothing the body did not put elsewhere. A flag bound to another test, or
/// parts never put back (the `retain` a drop), leaves the removal a drop.
#[test]
fn an_item_removed_once_a_move_of_its_parts_emptied_it_is_no_drop() {
    let source = r#"
pub fn move_images(messages: &mut Vec<Value>) {
    let mut index = 0;
    while index < messages.len() {
        let images: Vec<Value>;
        let remove_message;
        {
            let mut collected = Vec::new();
            let Some(message) = messages.get_mut(index).and_then(Value::as_object_mut) else {
                index += 1;
                continue;
            };
            let Some(content) = message.get_mut("content").and_then(Value::as_array_mut) else {
                index += 1;
                continue;
            };
            for block in content.iter() {
                if is_image(block) {
                    collected.push(block.clone());
                }
            }
            content.retain(|block| !is_image(block));
            images = collected;
            remove_message = content.is_empty();
        }
        if let Some(next) = messages.get_mut(index + 1).and_then(Value::as_object_mut) {
            if let Some(blocks) = next.get_mut("content").and_then(Value::as_array_mut) {
                blocks.extend(images);
            }
        }
        if remove_message {
            messages.remove(index);
            continue;
        }
        index += 1;
    }
}
"#;
    assert_eq!(findings(source), pairs(&[]));
    // Bound by `let` beside the test: the same.
    let bound = variant(source, "        let remove_message;\n", "");
    let bound = variant(
        &bound,
        "            remove_message = content.is_empty();\n        }\n",
        "            let remove_message = content.is_empty();\n            if remove_message {\n                messages.remove(index);\n                continue;\n            }\n        }\n",
    );
    let bound = variant(
        &bound,
        "        if remove_message {\n            messages.remove(index);\n            continue;\n        }\n        index += 1;",
        "        index += 1;",
    );
    assert_eq!(findings(&bound), pairs(&[]));
    // Contrast: the flag says something else of the message.
    let other_test = variant(
        source,
        "remove_message = content.is_empty();",
        "remove_message = content.len() < 2;",
    );
    assert_eq!(findings(&other_test), pairs(&[("RG002", "drop")]));
    // Contrast: the parts are never put back, so the `retain` drops them and the removal
    // drops the message.
    let never_back = variant(
        source,
        "                blocks.extend(images);\n",
        "                log(images);\n",
    );
    assert_eq!(
        findings(&never_back),
        pairs(&[("RG002", "drop"), ("RG002", "drop")])
    );
}

/// Eighty-fifth round: an item popped off the front and pushed back only when a test of it
/// holds (`if removed.pinned { self.messages.push_front(removed); break; }`) goes back only
/// then; every other item popped stays out, a cut under the budget. So does an item removed
/// by index under the same binding name earlier in the body. An item put back whatever it
/// holds, or unwrapped by `if let` alone, is still a move.
#[test]
fn an_item_put_back_only_when_a_test_of_it_holds_is_still_cut() {
    let source = r#"
pub struct Msg { pub content: String, pub importance: u8, pub tokens: usize, pub pinned: bool }
pub struct Window { messages: VecDeque<Msg>, current_tokens: usize, max_tokens: usize }
impl Window {
    pub fn add(&mut self, message: Msg) {
        self.current_tokens += message.tokens;
        self.messages.push_back(message);
        while self.current_tokens > self.max_tokens && self.messages.len() > 2 {
            if let Some(removed) = self.messages.pop_front() {
                if removed.pinned {
                    self.messages.push_front(removed);
                    break;
                }
                self.current_tokens = self.current_tokens.saturating_sub(removed.tokens);
            }
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    // The same binding name put back under the test hides no earlier removal either.
    let earlier = variant(
        source,
        "        self.messages.push_back(message);\n",
        "        self.messages.push_back(message);\n        let low: Vec<usize> = self.messages.iter().enumerate().filter(|(_, m)| m.importance < 30).map(|(i, _)| i).collect();\n        for idx in low.iter().rev() {\n            if let Some(removed) = self.messages.remove(*idx) {\n                self.current_tokens -= removed.tokens;\n            }\n        }\n",
    );
    assert_eq!(
        findings(&earlier),
        pairs(&[("RG002", "drop"), ("RG008", "truncate")])
    );
    // Look-alike: the item goes back whatever it holds (a rotation), a move.
    let always_back = variant(
        source,
        "                if removed.pinned {\n                    self.messages.push_front(removed);\n                    break;\n                }\n                self.current_tokens = self.current_tokens.saturating_sub(removed.tokens);\n",
        "                self.messages.push_back(removed);\n                break;\n",
    );
    assert_eq!(findings(&always_back), pairs(&[]));
    // Look-alike: the system message set aside and put back once unwrapped by `if let`.
    let unwrapped = r#"
pub fn compact(history: &mut Vec<Message>, summary_of_rest: Message) {
    let system = if history.first().is_some_and(|m| m.role == "system") { Some(history.remove(0)) } else { None };
    let rest = std::mem::take(history);
    archive(rest);
    if let Some(s) = system {
        history.insert(0, s);
    }
    history.push(summary_of_rest);
}
"#;
    assert!(
        !findings(unwrapped).iter().any(|(_, edit)| edit == "drop"),
        "{:?}",
        findings(unwrapped)
    );
}

/// Eighty-fifth round: a reset method nothing calls that clears its window and empties the
/// summary kept beside it (`self.summarized_history = None`) starts over on both: two notes.
/// The same method called by the agent's own code to make room keeps both errors, and a
/// summary replaced with a new one is no reset.
#[test]
fn an_optional_summary_set_to_none_in_a_reset_is_a_reset() {
    let source = r#"
pub struct Window { messages: VecDeque<Msg>, summarized_history: Option<String>, current_tokens: usize }

impl Window {
    pub fn clear(&mut self) {
        self.messages.clear();
        self.summarized_history = None;
        self.current_tokens = 0;
    }

    pub fn fold(&mut self, llm: &Llm) {
        let summary = llm.summarize(&self.messages);
        self.summarized_history = Some(summary);
    }
}
"#;
    let found = severities(source);
    let resets: Vec<_> = found
        .iter()
        .filter(|f| note_containing(f, "an explicit reset"))
        .collect();
    assert_eq!(resets.len(), 2, "{found:?}");
    assert!(
        reports_error(&found, "`self.summarized_history` is rewritten"),
        "{found:?}"
    );
    let called = format!(
        "{source}\nimpl Agent {{\n    pub fn turn(&mut self) {{\n        if self.window.current_tokens > LIMIT {{\n            \
         self.window.clear();\n        }}\n    }}\n}}\n"
    );
    let found = severities(&called);
    let errors = found.iter().filter(|f| f.0 == "error").count();
    assert_eq!(errors, 3, "{found:?}");
}

/// Eighty-fifth round: a function of the file named for a compression that only picks items
/// of the list it is handed (every k-th message cloned, the newest kept) writes no text: the
/// window replaced with what it returns is cut by position (RG008), not rewritten with a
/// model's text. One named the same that writes a digest of its own, or asks a model, still
/// rewrites.
#[test]
fn a_compression_named_function_that_only_picks_items_is_a_cut() {
    let source = r#"
pub struct Ctx { pub messages: Vec<Message>, pub overflow: bool }
pub struct Manager { llm: Llm }
impl Manager {
    pub fn handle_context_overflow(&mut self, context: &mut Ctx) {
        if context.messages.len() > 3 {
            let compressed_messages = self.compress_message_history(&context.messages, 3);
            if compressed_messages.len() < context.messages.len() {
                context.messages = compressed_messages;
            }
        }
    }

    fn compress_message_history(&self, messages: &[Message], target_count: usize) -> Vec<Message> {
        if messages.len() <= target_count {
            return messages.to_vec();
        }
        let mut compressed = Vec::new();
        if let Some(last) = messages.last() {
            compressed.push(last.clone());
        }
        let step = messages.len() / (target_count - 1).max(1);
        for i in (0..messages.len() - 1).step_by(step).take(target_count - 1).rev() {
            compressed.insert(0, messages[i].clone());
        }
        compressed
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    // Look-alike: the same function puts a digest of its own in front of what it keeps.
    let digest = variant(
        source,
        "        compressed\n    }",
        "        compressed.insert(0, Message::system(format!(\"{} earlier messages\", messages.len())));\n        compressed\n    }",
    );
    assert!(
        findings(&digest).iter().any(|(rule, _)| rule == "RG001"),
        "{:?}",
        findings(&digest)
    );
    // Look-alike: it asks the model for the middle.
    let model = variant(
        source,
        "        compressed\n    }",
        "        compressed.insert(0, self.llm.complete(&messages[1..]));\n        compressed\n    }",
    );
    assert!(
        findings(&model).iter().any(|(rule, _)| rule == "RG001"),
        "{:?}",
        findings(&model)
    );
}

/// Eighty-sixth round: a chat actor builds each request from a clone of the conversation it
/// keeps (`let mut items = self.state.conversation.clone()`) and hands the clone to helpers
/// that hard-clear old tool results or evict old images (`prune_conversation(&mut items, ..)`),
/// the stored conversation never touched. The helpers are `pub(crate)`, and a helper every
/// caller lends a copy cut no window only when private: both were reported (drops at error level in the agent, a cut by position here). Now a
/// function declared `pub(crate)`, `pub(super)` or `pub(in ..)`, whose every caller is in its
/// crate, is judged by its callers as a private one is. A `pub` helper, or a `pub(crate)` one
/// another caller hands the window it keeps, is still reported.
#[test]
fn a_crate_visible_helper_lent_only_request_copies_cuts_no_window() {
    let source = r#"
pub struct ChatStateActor { state: State, config: PruningConfig }
impl ChatStateActor {
    pub fn build_request(&mut self, needs_prune: bool) -> ConversationRequest {
        let items = if needs_prune {
            let mut items = self.state.conversation.clone();
            prune_conversation(&mut items, &self.config);
            items
        } else {
            self.state.conversation.clone()
        };
        ConversationRequest { items, model: None }
    }
}

pub(crate) fn prune_conversation(conversation: &mut [ConversationItem], config: &PruningConfig) {
    for i in (0..conversation.len()).rev() {
        let ConversationItem::ToolResult(tool_result) = &mut conversation[i] else {
            continue;
        };
        if i + config.keep_last < conversation.len() {
            tool_result.content = "[Tool result omitted]".into();
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[]));
    // `pub(super)` and `pub(in crate::chat)`: the same.
    for vis in ["pub(super)", "pub(in crate::chat)"] {
        let restricted = variant(
            source,
            "\npub(crate) fn prune_conversation(",
            &format!("\n{vis} fn prune_conversation("),
        );
        assert_eq!(findings(&restricted), pairs(&[]), "{vis}");
    }
    // Contrast: a `pub` helper may be handed a window from outside the crate.
    let public = variant(
        source,
        "\npub(crate) fn prune_conversation(",
        "\npub fn prune_conversation(",
    );
    assert_eq!(findings(&public), pairs(&[("RG008", "truncate")]));
    // Contrast: another caller of the crate hands it the conversation the actor keeps.
    let kept_window = variant(
        source,
        "\n}\n\npub(crate) fn prune_conversation(",
        "\n    pub fn compact(&mut self) {\n        prune_conversation(&mut self.state.conversation, &self.config);\n    }\n}\n\npub(crate) fn prune_conversation(",
    );
    assert_eq!(findings(&kept_window), pairs(&[("RG008", "truncate")]));
}

/// Eighty-sixth round: a research chat takes the conversation by value, moves it into a local
/// and runs its tool loop as the function's last expression (`loop { .. }`, left only by
/// `return Ok(())`); at a checkpoint the conversation is replaced with its user turns and the
/// model's summary (`conversation = compress_conversation(conversation, &summary)`). The
/// statements of the tail `loop` were read as the function's value, so the function was also
/// said to return the conversation rebuilt around the summary (RG001 at the `loop`). Now only
/// what the tail gives back is (`value_tails`: through `if`, `match` and blocks, a `loop`'s
/// `break` values, nothing for `while` or `for`); the replacement itself is still reported,
/// and a loop that breaks with the rebuilt conversation, or a tail that is it, still returns it.
#[test]
fn statements_of_a_tail_loop_are_not_what_the_function_returns() {
    let source = r#"
pub async fn run_chat(messages: Vec<ChatMessage>, provider: Arc<dyn AiProvider>) -> Result<(), AiError> {
    let mut conversation = messages;
    let mut checkpoints = 0usize;
    loop {
        if conversation.len() > 40 && checkpoints < 2 {
            checkpoints += 1;
            let summary = checkpoint_summary(&conversation, provider.clone()).await;
            conversation = compress_conversation(conversation, &summary);
            continue;
        }
        let reply = provider.generate(conversation.clone()).await?;
        if reply.tool_calls.is_empty() {
            return Ok(());
        }
        conversation.push(reply);
    }
}

async fn checkpoint_summary(conversation: &[ChatMessage], provider: Arc<dyn AiProvider>) -> String {
    provider.generate(conversation.to_vec()).await.unwrap_or_default()
}

fn compress_conversation(conversation: Vec<ChatMessage>, summary: &str) -> Vec<ChatMessage> {
    let mut result: Vec<ChatMessage> = conversation.into_iter().filter(|m| m.role == "user").collect();
    result.push(ChatMessage { role: "assistant".into(), content: format!("[Checkpoint]\n{summary}") });
    result
}
"#;
    let lines = |source: &str| -> Vec<(String, String)> {
        finding_fields(source, "rule", "function")
            .into_iter()
            .filter(|(rule, _)| rule == "RG001")
            .collect()
    };
    // The replacement in the loop and the helper's rebuilt return: not the tail `loop`.
    let found = severities(source);
    assert!(
        !found
            .iter()
            .any(|(_, m)| m
                .starts_with("`messages` is rewritten with model-authored text (`return`)")),
        "{found:?}"
    );
    assert_eq!(lines(source).len(), 2, "{:?}", lines(source));
    // Contrast: the loop breaks with the rebuilt conversation, which the function returns.
    let breaks = variant(
        &variant(
            source,
            ") -> Result<(), AiError> {",
            ") -> Vec<ChatMessage> {",
        ),
        "            return Ok(());",
        "            break conversation;",
    );
    let found = severities(&breaks);
    assert!(
        found
            .iter()
            .any(|(_, m)| m
                .starts_with("`messages` is rewritten with model-authored text (`return`)")),
        "{found:?}"
    );
}

/// Eighty-sixth round: a research chat counts the tokens of each checkpoint's summary
/// (`token_estimate = estimate_tokens(&summary)`) and, past a limit, asks the model for its
/// final answer with a prompt that says "Summarise your findings". The count carried the
/// summary, so the prompt built under `if .. || token_estimate >= LIMIT` did too, and the
/// answer request was "fed a value that is already a rewrite" (RG003). Now a call named for
/// measuring what it is handed (`estimate_tokens`, `count_tokens`, `len`: `names_a_measure`)
/// gives a number, not the summary or model text of its arguments. A helper that cuts the
/// summary to a size (`clip_to_tokens(&summary)`) still gives the summary back, and the
/// answer request that carries it is still fed a rewrite.
#[test]
fn a_token_count_of_a_summary_is_no_summary() {
    let source = r#"
pub async fn run_chat(messages: Vec<ChatMessage>, provider: Arc<dyn AiProvider>, system_prompt: String) -> Result<String, AiError> {
    let mut conversation = messages;
    let mut checkpoints = 0usize;
    let mut token_estimate = 0usize;
    loop {
        if conversation.len() > 40 && checkpoints < 2 {
            checkpoints += 1;
            let summary = generate_checkpoint_summary(&conversation, provider.clone()).await;
            conversation = compress_conversation(conversation, &summary);
            token_estimate = estimate_tokens(&summary);
            continue;
        }
        let effective_prompt = if token_estimate >= 50_000 {
            format!("{system_prompt}\n\nWrite your FINAL ANSWER.\nSummarise your findings in clear prose, with citations.")
        } else {
            system_prompt.clone()
        };
        let req = GenerateRequest { system_prompt: effective_prompt, messages: conversation.clone() };
        let reply = provider.generate(req).await?;
        if reply.tool_calls.is_empty() {
            return Ok(reply.text);
        }
        conversation.push(reply.message);
    }
}

async fn generate_checkpoint_summary(conversation: &[ChatMessage], provider: Arc<dyn AiProvider>) -> String {
    provider.generate(conversation.to_vec()).await.unwrap_or_default()
}

fn compress_conversation(conversation: Vec<ChatMessage>, summary: &str) -> Vec<ChatMessage> {
    let mut result: Vec<ChatMessage> = conversation.into_iter().filter(|m| m.role == "user").collect();
    result.push(ChatMessage { role: "assistant".into(), content: format!("[Checkpoint]\n{summary}") });
    result
}

fn estimate_tokens(s: &str) -> usize {
    s.len() / 4
}
"#;
    let rules = |source: &str| -> Vec<String> {
        findings(source).into_iter().map(|(rule, _)| rule).collect()
    };
    assert_eq!(rules(source), ["RG001", "RG001"]);
    // `count_tokens` and `.len()`: the same.
    for count in ["count_tokens(&summary)", "summary.len()"] {
        let counted = variant(source, "estimate_tokens(&summary)", count);
        assert_eq!(rules(&counted), ["RG001", "RG001"], "{count}");
    }
    // Look-alike: a helper that cuts the summary to a size gives the summary back.
    let clipped = variant(
        source,
        "estimate_tokens(&summary)",
        "clip_to_tokens(&summary)",
    );
    assert!(
        rules(&clipped).contains(&"RG003".to_owned()),
        "{:?}",
        rules(&clipped)
    );
}

/// Round 87: a compaction persisted through a call into a database (`db::msg_compact(&pool,
/// .., &summary, ..)`, named for a compaction) records the summary in rows; it asks no model,
/// so the summary fed to it is not summarised again. The rewrite of the window itself is
/// still reported, and a summariser of another module fed the summary still is.
#[test]
fn a_summary_persisted_through_a_database_call_is_not_summarised_again() {
    let source = r#"
pub async fn run_agent(pool: SqlitePool, thread_id: String, llm: Llm) -> Result<()> {
    let mut history: Vec<Message> = db::msg_list(&pool, &thread_id).await?;
    if history.len() > 40 {
        if let Some(summary) = summarise_history(&history, &llm).await {
            let keep_from = history.len().saturating_sub(10);
            let recent = history[keep_from..].to_vec();
            history = std::iter::once(Message::user(format!("[CONTEXT COMPACTED]\n{summary}")))
                .chain(recent)
                .collect();
            db::msg_compact(&pool, &thread_id, &summary, 10).await.ok();
        }
    }
    llm.chat(&history).await?;
    Ok(())
}

async fn summarise_history(history: &[Message], llm: &Llm) -> Option<String> {
    llm.prompt(&format!("Summarise:\n\n{history:?}")).await.ok()
}
"#;
    let rules = |source: &str| -> Vec<String> {
        findings(source).into_iter().map(|(rule, _)| rule).collect()
    };
    assert_eq!(rules(source), ["RG001"]);
    // A connection handed in, or a receiver named for one: the same.
    let method = variant(
        source,
        "db::msg_compact(&pool, &thread_id, &summary, 10)",
        "state.pool.compact_thread(&thread_id, &summary)",
    );
    assert_eq!(rules(&method), ["RG001"]);
    let handle = variant(
        source,
        "db::msg_compact(&pool, &thread_id, &summary, 10)",
        "compact_thread(&conn, &summary)",
    );
    assert_eq!(rules(&handle), ["RG001"]);
    // Look-alike: a compaction of another module, handed no connection, still summarises.
    let compactor = variant(
        source,
        "db::msg_compact(&pool, &thread_id, &summary, 10)",
        "memory::compact(&summary)",
    );
    assert_eq!(rules(&compactor), ["RG001", "RG003"]);
}

/// Round 87: a placeholder left for content kept elsewhere (`[context-edited] .. cas://hash`)
/// overwritten with what its key, parsed out of the placeholder itself, looks up there
/// (`cas.get(&hash)`) is expanded, not cut. A text overwritten with a lookup keyed by
/// something else, or with a summary of itself, is still reported.
#[test]
fn a_placeholder_replaced_with_what_its_key_looks_up_is_restored() {
    let source = r#"
pub fn materialize_elided(messages: &mut [Message], cas: &WorkspaceCas) -> usize {
    let mut restored = 0usize;
    for block in messages.iter_mut().flat_map(|m| m.content.iter_mut()) {
        let ContentBlock::ToolResult { content, .. } = block else {
            continue;
        };
        let ToolResultContent::Text(text) = content else {
            continue;
        };
        let Some(hash) = elided_hash(text).map(str::to_string) else {
            continue;
        };
        match cas.get(&hash) {
            Ok(bytes) => match String::from_utf8(bytes) {
                Ok(full) => {
                    *text = full;
                    restored += 1;
                }
                Err(_) => {}
            },
            Err(_) => {}
        }
    }
    restored
}

pub fn elided_hash(text: &str) -> Option<&str> {
    text.strip_prefix("[context-edited] cas://")
}
"#;
    let rules = |source: &str| -> Vec<String> {
        findings(source).into_iter().map(|(rule, _)| rule).collect()
    };
    assert!(rules(source).is_empty(), "{:?}", rules(source));
    // `if let` and a `let` chain of lookups: the same.
    let if_let = variant(
        source,
        "match cas.get(&hash) {\n            Ok(bytes) => match String::from_utf8(bytes) {\n                Ok(full) => {",
        "if let Ok(found) = cas.get(&hash) { let full = found.to_string(); {",
    )
    .replace("                Err(_) => {}\n            },\n            Err(_) => {}\n        }", "}");
    assert!(rules(&if_let).is_empty(), "{:?}", rules(&if_let));
    // Look-alike: a lookup keyed by a counter, not by the text, overwrites it.
    let other_key = variant(source, "cas.get(&hash)", "cas.get(&restored)");
    assert_eq!(rules(&other_key), ["RG002"]);
    // Look-alike: the text replaced with a stub that only names the key.
    let stub = variant(
        source,
        "*text = full;",
        "*text = format!(\"[gone] {hash}\");",
    );
    assert_eq!(rules(&stub), ["RG002"]);
}

/// Round 87: turns drained from a conversation while a summary of them is pushed onto a
/// list of turn records named for the summaries it holds (`self.compacted.push(CompactedTurn
/// { summary, .. })`, `summary` from a summariser handed in as a closure) are replaced by that
/// summary: a rewrite (RG001), where the drain alone was read as a cut by position. A list so
/// named given no summary (`CompactedTurn { turn_count, .. }`) leaves the drain a cut.
#[test]
fn a_summary_pushed_onto_a_list_of_compacted_turns_stands_in_for_the_drained_turns() {
    let source = r#"
pub struct ConversationHistory {
    pub turns: Vec<ConversationTurn>,
    pub compacted: Vec<CompactedTurn>,
    pub max_turns: usize,
}

pub struct ConversationTurn { pub role: String, pub content: String, pub timestamp_ms: u64 }

pub struct CompactedTurn { pub summary: String, pub turn_count: usize, pub start_time_ms: u64 }

impl ConversationHistory {
    pub fn compact(&mut self, summarizer: impl Fn(&[ConversationTurn]) -> String) {
        if self.turns.len() > self.max_turns {
            let to_compact = self.turns.len() - self.max_turns;
            let old_turns: Vec<_> = self.turns.drain(..to_compact).collect();
            let summary = summarizer(&old_turns);
            self.compacted.push(CompactedTurn {
                summary,
                turn_count: old_turns.len(),
                start_time_ms: old_turns.first().map(|t| t.timestamp_ms).unwrap_or(0),
            });
        }
    }
}
"#;
    let rules = |source: &str| -> Vec<String> {
        findings(source).into_iter().map(|(rule, _)| rule).collect()
    };
    assert_eq!(rules(source), ["RG001"]);
    // A summariser method of a model client: the same.
    let method = variant(
        source,
        "summarizer: impl Fn(&[ConversationTurn]) -> String",
        "llm: &Llm",
    )
    .replace("summarizer(&old_turns)", "llm.summarize(&old_turns)");
    assert_eq!(rules(&method), ["RG001"]);
    // Look-alike: the records keep only counts; the drain is a cut by position (RG008).
    let counts = variant(source, "let summary = summarizer(&old_turns);", "")
        .replace("                summary,\n", "");
    let counts = variant(&counts, "pub summary: String, ", "");
    assert_eq!(rules(&counts), ["RG008"]);
}

/// Round 87: a block of one message reached through two indexes of a window that is a field
/// (`&mut session.messages[mi].content[bi]`, `&mut self.messages[mi].content[bi]`), its
/// tool output replaced with a placeholder, is that window's message rewritten, as for a
/// window handed in itself (`&mut messages[mi].content[bi]`). A list of numbers so reached
/// (`self.scores[i].values[j]`) holds no conversation.
#[test]
fn a_block_of_a_message_reached_through_two_indexes_of_a_field_window_is_an_edit() {
    let source = r#"
pub struct Session { pub messages: Vec<Message> }

pub fn elide_tool_results(session: &mut Session, positions: &[(usize, usize)]) -> usize {
    let mut elided = 0;
    for &(mi, bi) in positions.iter().take(10) {
        let ContentBlock::ToolResult { content, .. } = &mut session.messages[mi].content[bi] else {
            unreachable!("matched above");
        };
        *content = ToolResultContent::Text(String::from("[context-edited] moved out"));
        elided += 1;
    }
    elided
}
"#;
    let found = severities(source);
    assert!(
        reports_error(&found, "a message of `session.messages` is replaced"),
        "{found:?}"
    );
    // Held by the agent itself: the same.
    let own = format!(
        "{}}}\n",
        variant(source, "session: &mut Session, ", "&mut self, ")
            .replace("session.messages", "self.messages")
            .replace("pub struct Session", "pub struct Agent")
            .replace(
                "pub fn elide_tool_results",
                "impl Agent {\npub fn elide_tool_results"
            )
    );
    let found = severities(&own);
    assert!(
        reports_error(&found, "a message of `self.messages` is replaced"),
        "{found:?}"
    );
    // Look-alike: numbers reached through two indexes.
    let scores = r#"
pub struct Ranker { pub scores: Vec<Row> }
impl Ranker {
    pub fn reset(&mut self, i: usize, j: usize) {
        self.scores[i].values[j] = 0.0;
    }
}
"#;
    assert!(findings(scores).is_empty(), "{:?}", findings(scores));
}

#[test]
fn a_start_index_moved_forward_over_the_window_sent_is_a_cut_by_position() {
    // A context manager that sends only the turns above `self.floor` and evicts by moving it
    // forward under a budget: the turns below stay stored but are never sent again.
    let source = r#"
pub struct Turn { pub prompt: String, pub answer: String, pub tokens: usize }

pub struct Context { turns: Vec<Turn>, floor: usize }

impl Context {
    pub fn push_turn(&mut self, prompt: String, answer: String, tokens: usize) {
        self.turns.push(Turn { prompt, answer, tokens });
    }

    pub fn select(&mut self, budget: usize) -> Vec<Message> {
        let keep = self.fit(budget);
        if keep < self.turns.len() - self.floor {
            self.floor = self.turns.len() - keep;
        }
        let mut messages = Vec::new();
        for turn in &self.turns[self.floor..] {
            messages.push(Message::user(turn.prompt.clone()));
            messages.push(Message::assistant(turn.answer.clone()));
        }
        messages
    }

    fn fit(&self, budget: usize) -> usize {
        let mut left = budget;
        let mut keep = 0;
        for turn in self.turns[self.floor..].iter().rev() {
            if turn.tokens > left { break; }
            left -= turn.tokens;
            keep += 1;
        }
        keep
    }

    pub fn clear(&mut self) {
        self.floor = 0;
    }
}
"#;
    let cut = [("RG008".to_string(), "truncate".to_string())];
    assert_eq!(findings(source), cut, "{:?}", severities(source));
    assert!(
        severities(source)[0]
            .1
            .starts_with("`self.turns` is cut host-side (`self.floor =`)"),
        "{:?}",
        severities(source)
    );
    // Moved one turn at a time while over the budget, the window read through `skip` or `get`.
    let stepped = variant(
        source,
        "if keep < self.turns.len() - self.floor {\n            self.floor = self.turns.len() - keep;\n        }",
        "while self.turns.len() - self.floor > keep {\n            self.floor += 1;\n        }",
    );
    assert_eq!(findings(&stepped), cut);
    let skipped = variant(
        &stepped,
        "for turn in &self.turns[self.floor..] {",
        "for turn in self.turns.iter().skip(self.floor) {",
    );
    assert_eq!(findings(&skipped), cut);
    let got = variant(
        &stepped,
        "for turn in &self.turns[self.floor..] {",
        "for turn in self.turns.get(self.floor..).unwrap_or_default() {",
    );
    assert_eq!(findings(&got), cut);
    let maxed = variant(
        source,
        "self.floor = self.turns.len() - keep;",
        "self.floor = self.floor.max(self.turns.len().saturating_sub(keep));",
    );
    assert_eq!(findings(&maxed), cut);

    // Look-alike: a start index only ever reset to 0 (and moved back to a position handed in).
    let reset_only = variant(
        source,
        "self.floor = self.turns.len() - keep;",
        "self.floor = self.floor.min(keep);",
    );
    assert!(
        findings(&reset_only).is_empty(),
        "{:?}",
        findings(&reset_only)
    );

    // Look-alike: a page of a UI list, `skip` then `take`, or a view that scrolls both ways.
    let page = r#"
pub struct ChatView { messages: Vec<Message>, offset: usize }
impl ChatView {
    pub fn next_page(&mut self) { self.offset += PAGE; }
    pub fn rows(&self) -> Vec<String> {
        self.messages.iter().skip(self.offset).take(PAGE).map(|m| m.content.clone()).collect()
    }
}
"#;
    assert!(findings(page).is_empty(), "{:?}", findings(page));
    let scroll = r#"
pub struct ChatView { messages: Vec<Message>, scroll: usize }
impl ChatView {
    pub fn down(&mut self) { self.scroll += 1; }
    pub fn up(&mut self) { self.scroll = self.scroll.saturating_sub(1); }
    pub fn visible(&self) -> &[Message] { &self.messages[self.scroll..] }
}
"#;
    assert!(findings(scroll).is_empty(), "{:?}", findings(scroll));

    // Look-alike: a cursor over a stream that hands on what it has not delivered yet, past
    // exactly what it read, or to the end.
    let cursor = r#"
pub struct Relay { messages: Vec<Message>, sent: usize }
impl Relay {
    pub fn flush(&mut self, out: &mut Vec<Message>) {
        let pending = &self.messages[self.sent..];
        out.extend(pending.iter().cloned());
        self.sent += pending.len();
    }
    pub fn drain_new(&mut self) -> Vec<Message> {
        let new = self.messages[self.sent..].to_vec();
        self.sent = self.messages.len();
        new
    }
}
"#;
    assert!(findings(cursor).is_empty(), "{:?}", findings(cursor));
    // A byte stream's read position, and a read offset into a log file.
    let stream = r#"
pub struct Decoder { buf: Vec<u8>, pos: usize }
impl Decoder {
    pub fn next_frame(&mut self) -> Option<Vec<u8>> {
        let rest = &self.buf[self.pos..];
        let n = *rest.first()? as usize;
        self.pos += n + 1;
        Some(rest[1..=n].to_vec())
    }
}
pub struct Tail { lines: Vec<String>, read_pos: usize, offset: u64 }
impl Tail {
    pub fn poll(&mut self, file: &mut std::fs::File) -> std::io::Result<Vec<String>> {
        file.seek(std::io::SeekFrom::Start(self.offset))?;
        let mut text = String::new();
        self.offset += file.read_to_string(&mut text)? as u64;
        self.lines.extend(text.lines().map(String::from));
        let fresh = self.lines[self.read_pos..].to_vec();
        self.read_pos += 1;
        Ok(fresh)
    }
}
"#;
    assert!(findings(stream).is_empty(), "{:?}", findings(stream));
}

/// Eighty-eighth round: a context manager whose public `prepare(&self, messages:
/// &[ChatMessage])` works on `let mut working = messages.to_vec()` and hands it, by reference,
/// to its own private methods (`self.drop_oldest(&mut working)`, `self.count_tokens(&working)`),
/// which pass it on again (`self.strip_leading(messages)`). The copy was taken as put back into
/// `self` because a method of `self` was handed it, and the forward through a method call was
/// recorded on the call before it, so every pass was reported (six errors, two notes). Now a
/// lend by reference to a method of `self` keeps nothing in `self`, and a private method lent
/// copies only, directly or through such a forward, cuts no window.
#[test]
fn a_copy_lent_to_private_methods_of_self_cuts_no_window() {
    let source = r#"
pub struct Manager { max: usize, counter: Counter }
impl Manager {
    pub async fn prepare(&self, messages: &[ChatMessage]) -> (Vec<ChatMessage>, usize) {
        let mut working = messages.to_vec();
        if self.count_tokens(&working) > self.max {
            self.drop_oldest(&mut working);
        }
        let tokens = self.count_tokens(&working);
        (working, tokens)
    }
    fn count_tokens(&self, messages: &[ChatMessage]) -> usize {
        self.counter.count(messages)
    }
    fn drop_oldest(&self, messages: &mut Vec<ChatMessage>) {
        while self.count_tokens(messages) > self.max && messages.len() > 1 {
            messages.remove(0);
        }
        self.strip_leading(messages);
    }
    fn strip_leading(&self, messages: &mut Vec<ChatMessage>) {
        while messages.first().is_some_and(|m| m.role == Role::Tool) {
            messages.remove(0);
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[]));
    // Contrast: the copy handed to a method named for giving `self` a new history.
    let replaced = variant(
        source,
        "        let tokens = self.count_tokens(&working);\n",
        "        self.replace_history(&working);\n        let tokens = self.count_tokens(&working);\n",
    );
    assert_eq!(
        findings(&replaced),
        pairs(&[("RG008", "truncate"), ("RG008", "truncate")])
    );
    // Contrast: the copy handed over by value to a method of `self`.
    let handed_over = variant(
        source,
        "        let tokens = self.count_tokens(&working);\n        (working, tokens)\n",
        "        let tokens = self.count_tokens(&working);\n        self.keep(working.clone());\n        (working, tokens)\n",
    );
    assert_eq!(
        findings(&handed_over),
        pairs(&[("RG008", "truncate"), ("RG008", "truncate")])
    );
    // Contrast: the private passes handed the window a caller keeps.
    let kept = variant(
        source,
        "    fn count_tokens(",
        "    pub fn trim(&self, history: &mut Vec<ChatMessage>) {\n        self.drop_oldest(history);\n    }\n    fn count_tokens(",
    );
    assert_eq!(
        findings(&kept),
        pairs(&[("RG008", "truncate"), ("RG008", "truncate")])
    );
}

/// Eighty-eighth round: a strategy that takes the context's blocks by value (`mut blocks:
/// Vec<ContextBlock>`), keeps the newest that fit a token budget and returns them
/// (`blocks.into_iter().enumerate().filter(|(i, _)| kept.contains(i)).map(|(_, b)| b)
/// .collect()`) was missed: a block of a context was no message, and a window taken by value
/// was an edit when returned rebuilt around a summary or with placeholders only. Now a block or
/// slot of a context or a conversation (`ContextBlock`) is one of its entries, and a window
/// taken by value, moved out through an adaptor that lets only some items through (`filter`,
/// `skip`, `take`, `skip_while`, `take_while`, `step_by`) and returned, directly or through a
/// local, replaces the caller's window with fewer items: a cut by position or budget (RG008)
/// when no adaptor reads an item (`skip(n)`, `|(i, _)| ..`), a drop chosen by what the items
/// say (RG002) when one does. A map over every item, a copy of a borrowed window, or a field
/// of an item copied into a local (`let mut pinned = blocks[i].pinned`, assigned later) is no
/// edit.
#[test]
fn a_window_taken_by_value_and_returned_filtered_is_cut() {
    let source = r#"
pub struct TruncateOldest;
impl TruncateOldest {
    pub async fn apply(&self, mut blocks: Vec<ContextBlock>, budget: usize) -> Result<(Vec<ContextBlock>, usize), ContextError> {
        let mut remaining = budget;
        let mut kept = Vec::new();
        for (i, block) in blocks.iter().enumerate().rev() {
            if block.pinned || block.tokens <= remaining {
                remaining = remaining.saturating_sub(block.tokens);
                kept.push(i);
            }
        }
        let result: Vec<ContextBlock> = blocks
            .into_iter()
            .enumerate()
            .filter(|(i, _)| kept.contains(i))
            .map(|(_, b)| b)
            .collect();
        let count = group_pinned(&result);
        Ok((result, count))
    }
}
fn group_pinned(blocks: &[ContextBlock]) -> usize {
    let mut pinned = blocks[0].pinned;
    let mut count = 0;
    for j in 1..blocks.len() {
        pinned = pinned || blocks[j].pinned;
        count += 1;
    }
    count
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    let found = severities(source);
    assert!(
        found[0]
            .1
            .contains("returned as the items `filter` lets through"),
        "{found:?}"
    );
    // The newest `keep` by position, returned directly.
    let skipped = r#"
pub fn keep_recent(messages: Vec<Message>, keep: usize) -> Vec<Message> {
    let n = messages.len();
    messages.into_iter().skip(n.saturating_sub(keep)).collect()
}
"#;
    assert_eq!(findings(skipped), pairs(&[("RG008", "truncate")]));
    // A filter that reads the items: a drop chosen by what they say.
    let chosen = variant(
        source,
        ".filter(|(i, _)| kept.contains(i))",
        ".filter(|(_, b)| b.pinned)",
    );
    assert_eq!(findings(&chosen), pairs(&[("RG002", "drop")]));
    // Contrast: every item mapped and returned.
    let mapped = r#"
pub fn normalise(messages: Vec<Message>) -> Vec<Message> {
    messages.into_iter().map(|m| m.trimmed()).collect()
}
"#;
    assert_eq!(findings(mapped), pairs(&[]));
    // Contrast: a borrowed window copied and filtered for one request.
    let borrowed = variant(
        skipped,
        "messages: Vec<Message>, keep: usize) -> Vec<Message> {\n    let n = messages.len();\n    messages.into_iter()",
        "messages: &[Message], keep: usize) -> Vec<Message> {\n    let n = messages.len();\n    messages.iter().cloned()",
    );
    assert_eq!(findings(&borrowed), pairs(&[]));
    // Contrast: a block of something else (a code block) is no entry of a conversation.
    let code = source.replace("ContextBlock", "CodeBlock");
    assert_eq!(findings(&code), pairs(&[]));
}

/// Eighty-eighth round: a chat store that loads each chat's saved messages at start
/// (`if let Ok(msgs) = serde_json::from_str::<Vec<ChatMessage>>(&json)`), moves them into a
/// deque (`let mut deque = VecDeque::from(msgs)`) and pops the oldest past its limit before
/// keeping it: the cut was missed, as the list parsed under `if let Ok(..)` was only typed, not
/// a window (it was under `let .. = ..unwrap()`), and the deque it was moved into was no
/// window either. Now both are: what an `if let` deserialises is bound as a `let` binds it, and
/// a window local moved into another collection (`VecDeque::from(msgs)`, `Vec::from(msgs)`,
/// `msgs.into()`) is the same window, named as the code now calls it (`deque`). A borrowed
/// parameter converted (a copy) is not.
#[test]
fn a_loaded_list_moved_into_a_deque_and_cut_is_a_cut() {
    let source = r#"
pub fn load(rows: Vec<(String, String)>) -> HashMap<String, Session> {
    let mut buffers = HashMap::new();
    for (chat_id, json) in rows {
        if let Ok(msgs) = serde_json::from_str::<Vec<ChatMessage>>(&json) {
            let mut deque = VecDeque::from(msgs);
            while deque.len() > MAX_MESSAGES {
                deque.pop_front();
            }
            buffers.insert(chat_id, Session { messages: deque });
        }
    }
    buffers
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    // The finding names the deque the code cuts, not the list moved into it.
    assert!(
        severities(source)[0]
            .1
            .starts_with("`deque` is cut host-side (`pop_front`)"),
        "{:?}",
        severities(source)
    );
    let into = variant(
        source,
        "let mut deque = VecDeque::from(msgs);",
        "let mut deque: VecDeque<ChatMessage> = msgs.into();",
    );
    assert_eq!(findings(&into), pairs(&[("RG008", "truncate")]));
    // Contrast: a borrowed slice the caller lends, copied into a deque and cut for one reply.
    let borrowed = r#"
pub fn recent(messages: &[ChatMessage]) -> Vec<ChatMessage> {
    let mut kept = Vec::from(messages);
    while kept.len() > MAX_MESSAGES {
        kept.remove(0);
    }
    kept
}
"#;
    assert_eq!(findings(borrowed), pairs(&[]));
    // Contrast: numbers parsed and moved into a deque hold no conversation.
    let numbers = source
        .replace("Vec<ChatMessage>", "Vec<u64>")
        .replace("msgs", "samples");
    assert_eq!(findings(&numbers), pairs(&[]));
}

/// Eighty-eighth round's leftover: a history projection that never edits its turns but sends
/// only those past a coverage cursor (`filter(|turn| self.covered_through.is_none_or(|c|
/// turn.id > c))`), moving the cursor forward as it summarises the turns it passes. The turns
/// below the cursor are never sent again, only their summary: a cut by position (RG008), as a
/// start index moved forward is.
#[test]
fn a_coverage_cursor_moved_forward_over_the_turns_sent_is_a_cut_by_position() {
    let source = r#"
pub struct Turn { pub id: u64, pub messages: Vec<Message> }

pub struct History {
    turns: Vec<Turn>,
    covered_through: Option<u64>,
    summary_messages: Vec<Message>,
    summarizer: Box<dyn Summarizer>,
}

impl History {
    pub fn push_turn(&mut self, turn: Turn) {
        self.turns.push(turn);
    }

    pub async fn compact(&mut self, keep: usize) {
        let uncovered: Vec<&Turn> = self
            .turns
            .iter()
            .filter(|turn| self.covered_through.is_none_or(|covered| turn.id > covered))
            .collect();
        if uncovered.len() <= keep {
            return;
        }
        let aged = &uncovered[..uncovered.len() - keep];
        let id_end = aged[aged.len() - 1].id;
        let text: Vec<Message> = aged.iter().flat_map(|t| t.messages.iter().cloned()).collect();
        if let Ok(summary) = self.summarizer.summarize(&text).await {
            self.covered_through = Some(
                self.covered_through
                    .map_or(id_end, |current| current.max(id_end)),
            );
            self.summary_messages.push(summary);
        }
    }

    pub fn messages(&self) -> Vec<Message> {
        let mut out = self.summary_messages.clone();
        for turn in self
            .turns
            .iter()
            .filter(|turn| self.covered_through.is_none_or(|covered| turn.id > covered))
        {
            out.extend(turn.messages.iter().cloned());
        }
        out
    }
}
"#;
    let cut = [("RG008".to_string(), "truncate".to_string())];
    assert_eq!(findings(source), cut, "{:?}", severities(source));
    assert!(
        severities(source)[0]
            .1
            .starts_with("`self.turns` is cut host-side (`self.covered_through =`)"),
        "{:?}",
        severities(source)
    );
    // The turns read from a store the projection only reads, through a local; the cursor a
    // plain index compared the other way round and moved by `+=`.
    let stored = variant(
        source,
        "        for turn in self\n            .turns\n            .iter()",
        "        let turns = self.turns.snapshot();\n        for turn in turns\n            .iter()",
    );
    assert_eq!(findings(&stored), cut);
    let index = variant(
        &variant(
            source,
            "covered_through: Option<u64>",
            "covered_through: u64",
        ),
        "self.covered_through = Some(\n                self.covered_through\n                    .map_or(id_end, |current| current.max(id_end)),\n            );",
        "self.covered_through += text.len() as u64;",
    )
    .replace(
        "self.covered_through.is_none_or(|covered| turn.id > covered)",
        "self.covered_through <= turn.id",
    );
    assert_eq!(findings(&index), cut);

    // Look-alike: the same filter with nothing summarised where the cursor moves (a mark of
    // what a reader has seen).
    let unsummarised = variant(
        source,
        "            self.summary_messages.push(summary);\n",
        "",
    );
    assert!(
        findings(&unsummarised).is_empty(),
        "{:?}",
        findings(&unsummarised)
    );
    // Look-alike: a cursor set to a value handed in and reset, never moved forward.
    let reset = variant(
        source,
        "self.covered_through = Some(\n                self.covered_through\n                    .map_or(id_end, |current| current.max(id_end)),\n            );",
        "self.covered_through = Some(id_end);",
    ) + "\nimpl History {\n    pub fn clear(&mut self) {\n        self.covered_through = None;\n    }\n}\n";
    assert!(findings(&reset).is_empty(), "{:?}", findings(&reset));
    // Look-alike: a cursor moved forward and back (a view that shows the passed turns again).
    let back = index.clone()
        + "\nimpl History {\n    pub fn reopen(&mut self) {\n        self.covered_through -= 1;\n    }\n}\n";
    assert!(findings(&back).is_empty(), "{:?}", findings(&back));
    // Look-alike: a filter by a parameter.
    let by_parameter = r#"
pub struct Turn { pub id: u64, pub messages: Vec<Message> }
pub struct History { turns: Vec<Turn>, summary_messages: Vec<Message> }
impl History {
    pub fn since(&self, after: u64) -> Vec<Message> {
        let mut out = self.summary_messages.clone();
        for turn in self.turns.iter().filter(|turn| turn.id > after) {
            out.extend(turn.messages.iter().cloned());
        }
        out
    }
    pub fn summarise(&mut self, summary: Message) {
        self.summary_messages.push(summary);
    }
}
"#;
    assert!(
        findings(by_parameter).is_empty(),
        "{:?}",
        findings(by_parameter)
    );
    // Look-alike: a read-only view for display, the unread messages past a read mark moved
    // forward as the user reads.
    let unread = r#"
pub struct Inbox { messages: Vec<Message>, last_read: u64 }
impl Inbox {
    pub fn unread(&self) -> Vec<&Message> {
        self.messages.iter().filter(|m| m.id > self.last_read).collect()
    }
    pub fn mark_read(&mut self, id: u64) {
        self.last_read = self.last_read.max(id);
    }
}
"#;
    assert!(findings(unread).is_empty(), "{:?}", findings(unread));
}

/// Eighty-ninth round: a memory keeps `Arc<Mutex<Vec<Memo>>>`, `Memo { id: String, message:
/// Message, timestamp: DateTime<Utc>, importance: f32 }` declared in the same file, removes the
/// oldest past its limit at every `add` and empties the list in `clear`; none of it was seen,
/// as a `Memo` was no message by its name. Now a struct the file declares with one field
/// holding a message and only bookkeeping beside it (text, numbers, ids, time stamps) is that
/// message with its bookkeeping, when one of them says when (`timestamp`, `created_at`): an
/// entry of a conversation's log, and a collection of them is a conversation. A message kept
/// under a label or an id alone (the eighty-seventh round's `PinnedItem { label, message }`,
/// a slot the agent fills and empties by name), a record holding a collection, something that
/// is not bookkeeping beside the message (a reply channel), or one named for a request or a
/// job is not one.
#[test]
fn a_record_declared_around_one_message_is_a_message() {
    let source = r#"
pub struct Memo {
    pub id: String,
    pub message: Message,
    pub timestamp: DateTime<Utc>,
    pub importance: f32,
}
pub struct SlidingWindowMemory {
    memos: Arc<Mutex<Vec<Memo>>>,
    max_messages: usize,
}
impl SlidingWindowMemory {
    pub async fn add(&self, message: &Message) {
        let mut memos = self.memos.lock().await;
        if memos.len() >= self.max_messages {
            memos.remove(0);
        }
        memos.push(Memo::from_message(message.clone()));
    }
    pub async fn clear(&self) {
        self.memos.lock().await.clear();
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(
        note_starting(&found[0], "`self.memos` is cut host-side (`remove`)"),
        "{found:?}"
    );
    assert!(note_containing(&found[1], "an explicit reset"), "{found:?}");
    // Contrast: the record also carries a channel for the reply, work waiting for a model.
    let with_reply = variant(
        source,
        "    pub importance: f32,\n}",
        "    pub importance: f32,\n    pub reply: oneshot::Sender<String>,\n}",
    );
    assert_eq!(findings(&with_reply), pairs(&[]));
    // Contrast: a message kept under an id, with no time: a slot, not a logged turn.
    let slot = variant(
        source,
        "    pub timestamp: DateTime<Utc>,
",
        "",
    );
    assert_eq!(findings(&slot), pairs(&[]));
    // Contrast: a record named for a request to a model.
    let request = variant(source, "Memo", "QueuedRequest");
    assert_eq!(findings(&request), pairs(&[]));
    // Contrast: a record holding a whole conversation is a holder, not one message.
    let holder = variant(
        source,
        "pub message: Message,",
        "pub messages: Vec<Message>,",
    );
    assert_eq!(findings(&holder), pairs(&[]));
}

/// Eighty-ninth round: the same memory's `deserialize(&self, markdown: &str)` replaces its
/// list with what it parses from the caller's text (`let memos =
/// parse_markdown_to_memos(markdown)?; *stored = memos`), a restore of a saved memory: it
/// read as messages dropped from the window (an error) once the list was one. Now a window
/// of `self` replaced whole with what the body parsed from text the caller lends (a call
/// named for parsing, `parse_..`, `deserialize_..`, `decode_..`, as `serde_json::from_str`
/// already was) is loaded from it, as with a value handed in: a note, as such loads are.
/// Text the body reads itself (a file) is not lent: replacing the window with its parse is
/// still a drop.
#[test]
fn a_window_replaced_with_a_parse_of_the_callers_text_is_a_load() {
    let source = r#"
pub struct MarkdownMemory {
    messages: Arc<Mutex<Vec<Message>>>,
}
impl MarkdownMemory {
    pub async fn deserialize(&self, markdown: &str) -> Result<(), MemoryError> {
        let messages = parse_markdown_to_messages(markdown)?;
        let mut stored = self.messages.lock().await;
        *stored = messages;
        Ok(())
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(&found[0], "a load: the window is replaced with `messages`"),
        "{found:?}"
    );
    // Contrast: text the body reads itself from a file.
    let read_here = variant(
        source,
        "parse_markdown_to_messages(markdown)?",
        "parse_markdown_to_messages(&std::fs::read_to_string(markdown)?)?",
    );
    assert_eq!(single_severity(&read_here), "error");
}

/// Eighty-ninth round: a history window's `select_messages(&self, messages: &[ChatMessage])`
/// copies the newest of a borrowed slice into a fresh `selected` (`selected.push(messages[0]
/// .clone())`, then `for msg in messages.iter().skip(start)`) and gives back
/// `self.apply_char_limit(selected)`, a private method that takes the copy by value, removes
/// the oldest past a character budget and returns it. Its cut was a note (RG008): a copy was
/// only known as one when lent by `&mut` and filled in a `for` over the window itself, and a
/// value handed to a method of `self` was taken as kept there. Now a copy filled with items of
/// a window (through `iter().skip(n)` and the like, or indexed) and handed by value in the call
/// whose value the body gives back, to a private method that gives its parameter back, is cut
/// as a copy: the caller keeps every message. The same method handed the copy as a statement,
/// or made public, still cuts.
#[test]
fn a_copy_handed_by_value_to_a_private_method_and_given_back_cuts_no_window() {
    let source = r#"
pub struct HistoryWindow { max_messages: usize, max_chars: usize }
impl HistoryWindow {
    pub fn select_messages(&self, messages: &[ChatMessage]) -> Vec<ChatMessage> {
        let mut selected = Vec::new();
        selected.push(messages[0].clone());
        let start = messages.len().saturating_sub(self.max_messages);
        for msg in messages.iter().skip(start) {
            selected.push(msg.clone());
        }
        self.apply_char_limit(selected)
    }
    fn apply_char_limit(&self, mut messages: Vec<ChatMessage>) -> Vec<ChatMessage> {
        let mut total = 0;
        while !messages.is_empty() && total + messages[0].content.len() > self.max_chars {
            total += 1;
            messages.remove(0);
        }
        messages
    }
}
"#;
    assert_eq!(findings(source), pairs(&[]));
    // Contrast: the method is public: a caller outside may hand it its window.
    let public = variant(
        source,
        "    fn apply_char_limit",
        "    pub fn apply_char_limit",
    );
    assert_eq!(findings(&public), pairs(&[("RG008", "truncate")]));
    // Contrast: the copy handed over as a statement, kept by the method as far as the body
    // shows.
    let kept = variant(
        source,
        "        self.apply_char_limit(selected)\n",
        "        self.apply_char_limit(selected);\n        Vec::new()\n",
    );
    assert_eq!(findings(&kept), pairs(&[("RG008", "truncate")]));
}

/// Eighty-ninth round's follow-up: a record around one message (`Memo { id, message,
/// timestamp, importance }`) was only read as a message in the file that declares it; an agent
/// often declares it in one module (`memo.rs`) and keeps and cuts a `Vec<Memo>` in another
/// (`memory.rs`). The linter's first pass now shares the records each file declares with the
/// files that name them, as it shares message holders: the memory's cut and reset are found
/// there too. A record declared elsewhere without a time (a slot under an id), or a name two
/// files declare (one of them no record), is shared with none.
#[test]
fn a_record_declared_in_another_file_is_a_message() {
    let record = r#"
pub struct Memo {
    pub id: String,
    pub message: Message,
    pub timestamp: DateTime<Utc>,
    pub importance: f32,
}
"#;
    let memory = r#"
use crate::memo::Memo;

pub struct SlidingWindowMemory {
    memos: Arc<Mutex<Vec<Memo>>>,
    max_messages: usize,
}
impl SlidingWindowMemory {
    pub async fn add(&self, message: &Message) {
        let mut memos = self.memos.lock().await;
        if memos.len() >= self.max_messages {
            memos.remove(0);
        }
        memos.push(Memo::from_message(message.clone()));
    }
    pub async fn clear(&self) {
        self.memos.lock().await.clear();
    }
}
"#;
    let found = files_finding_fields(
        &[("memo.rs", record), ("memory.rs", memory)],
        "severity",
        "message",
    );
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(
        note_starting(&found[0], "`self.memos` is cut host-side (`remove`)"),
        "{found:?}"
    );
    assert!(note_containing(&found[1], "an explicit reset"), "{found:?}");
    let files = files_finding_fields(
        &[("memo.rs", record), ("memory.rs", memory)],
        "file",
        "rule",
    );
    assert!(
        files.iter().all(|(file, _)| file.ends_with("memory.rs")),
        "{files:?}"
    );

    // Look-alike: the record declared elsewhere says no time: a message kept under an id.
    let slot = variant(record, "    pub timestamp: DateTime<Utc>,\n", "");
    let found = files_finding_fields(&[("memo.rs", &slot), ("memory.rs", memory)], "rule", "edit");
    assert_eq!(found, pairs(&[]));
    // Look-alike: a third file declares another `Memo` (a note to the user): the name is
    // ambiguous and shared with none.
    let other = "pub struct Memo { pub title: String, pub body: String }\n";
    let found = files_finding_fields(
        &[
            ("memo.rs", record),
            ("notes.rs", other),
            ("memory.rs", memory),
        ],
        "rule",
        "edit",
    );
    assert_eq!(found, pairs(&[]));
}

/// Eighty-eighth round's coverage cursor, moved back (`checked_sub`, `saturating_sub`) when a
/// summary is undone: a cursor moved back shows the turns it had passed again, so it is no
/// floor and moving it forward cuts nothing (as `self.covered_through -= 1` already was). The
/// forms of an optional or checked cursor were not read as moves back: `self.covered_through
/// .and_then(|c| c.checked_sub(n))`, `.map(|c| c.saturating_sub(n))` and
/// `self.covered_through.checked_sub(n).unwrap_or(0)` left the forward move a cut. A closure
/// that moves its argument forward (`.map(|c| c.max(n))`) still leaves it one.
#[test]
fn a_coverage_cursor_moved_back_through_checked_sub_is_no_cut() {
    let source = r#"
pub struct Turn { pub id: u64, pub messages: Vec<Message> }

pub struct History {
    turns: Vec<Turn>,
    covered_through: Option<u64>,
    summary_messages: Vec<Message>,
    summarizer: Box<dyn Summarizer>,
}

impl History {
    pub async fn compact(&mut self, keep: usize) {
        let uncovered: Vec<&Turn> = self
            .turns
            .iter()
            .filter(|turn| self.covered_through.is_none_or(|covered| turn.id > covered))
            .collect();
        if uncovered.len() <= keep {
            return;
        }
        let aged = &uncovered[..uncovered.len() - keep];
        let id_end = aged[aged.len() - 1].id;
        let text: Vec<Message> = aged.iter().flat_map(|t| t.messages.iter().cloned()).collect();
        if let Ok(summary) = self.summarizer.summarize(&text).await {
            self.covered_through = Some(
                self.covered_through
                    .map_or(id_end, |current| current.max(id_end)),
            );
            self.summary_messages.push(summary);
        }
    }

    pub fn uncover(&mut self, turns: u64) {
        self.covered_through = self.covered_through.and_then(|c| c.checked_sub(turns));
    }

    pub fn messages(&self) -> Vec<Message> {
        let mut out = self.summary_messages.clone();
        for turn in self
            .turns
            .iter()
            .filter(|turn| self.covered_through.is_none_or(|covered| turn.id > covered))
        {
            out.extend(turn.messages.iter().cloned());
        }
        out
    }
}
"#;
    assert_eq!(findings(source), pairs(&[]));
    let saturating = variant(
        source,
        ".and_then(|c| c.checked_sub(turns))",
        ".map(|c| c.saturating_sub(turns))",
    );
    assert_eq!(findings(&saturating), pairs(&[]));
    let plain = variant(
        &variant(
            &variant(
                source,
                "covered_through: Option<u64>",
                "covered_through: u64",
            ),
            "self.covered_through = Some(\n                self.covered_through\n                    .map_or(id_end, |current| current.max(id_end)),\n            );",
            "self.covered_through = self.covered_through.max(id_end);",
        ),
        "self.covered_through.and_then(|c| c.checked_sub(turns))",
        "self.covered_through.checked_sub(turns).unwrap_or(0)",
    )
    .replace(
        "self.covered_through.is_none_or(|covered| turn.id > covered)",
        "turn.id > self.covered_through",
    );
    assert_eq!(findings(&plain), pairs(&[]));

    // Contrast: moving it forward, and only forward, still cuts (at both writes): the closure
    // moves its argument forward, whatever the method is called.
    let cut = pairs(&[("RG008", "truncate"), ("RG008", "truncate")]);
    let forward = variant(
        source,
        ".and_then(|c| c.checked_sub(turns))",
        ".map(|c| c.max(turns))",
    );
    assert_eq!(findings(&forward), cut);
    let forward_plain = variant(
        &plain,
        "self.covered_through.checked_sub(turns).unwrap_or(0)",
        "self.covered_through.checked_add(turns).unwrap_or(u64::MAX)",
    );
    assert_eq!(findings(&forward_plain), cut);
}

/// Round 90's follow-up: a thread engine's `condense_messages(messages: Vec<ChatMessage>, ..)`
/// returns its system messages, a block the host writes about the earlier turns and the
/// newest turns (`for m in conv_msgs.iter().skip(keep_from) { condensed.push((*m).clone()) }`),
/// leaving the earlier turns out: missed, as a window taken by value and returned rebuilt was
/// read only around a summary, with placeholders or through a filtering adaptor. Now a
/// collection built from the newest items of a part of that window by position (`skip(k)`,
/// `[k..]`, directly or through a local or a loop's binding) and from no other item of that
/// part or of the window is a cut by position (RG008) where it is returned. Look-alikes: the
/// earlier items put back too, the first message pushed before the rest, a borrowed slice
/// copied for one request, and a summary put before the newest (still the one rewrite, RG001).
#[test]
fn a_window_taken_by_value_and_returned_from_its_newest_turns_is_a_cut() {
    let source = r#"
pub struct ChatMessage { pub role: String, pub content: String, pub tool_calls: Option<Vec<String>> }

pub fn condense_messages(messages: Vec<ChatMessage>, keep_turns: usize) -> Result<Vec<ChatMessage>, String> {
    let system_msgs: Vec<ChatMessage> = messages.iter().filter(|m| m.role == "system").cloned().collect();
    let conv_msgs: Vec<&ChatMessage> = messages.iter().filter(|m| m.role != "system").collect();
    if conv_msgs.is_empty() {
        return Ok(messages);
    }
    let mut keep_from = 0usize;
    let mut turns_found = 0usize;
    for i in (0..conv_msgs.len()).rev() {
        if conv_msgs[i].role == "assistant" && conv_msgs[i].tool_calls.is_some() {
            turns_found += 1;
            if turns_found >= keep_turns {
                keep_from = i;
                break;
            }
        }
    }
    let early: Vec<ChatMessage> = conv_msgs[..keep_from].iter().map(|m| (*m).clone()).collect();
    let block = if early.is_empty() { String::new() } else { metadata_block(&early) };
    let mut condensed: Vec<ChatMessage> = system_msgs;
    if !block.is_empty() {
        condensed.push(ChatMessage::system(&block));
    }
    for m in conv_msgs.iter().skip(keep_from) {
        condensed.push((*m).clone());
    }
    Ok(condensed)
}

fn metadata_block(old: &[ChatMessage]) -> String {
    let mut text = String::from("==== Old Messages Compacted ====\n");
    for m in old {
        text.push_str(&format!("{}: {} chars\n", m.role, m.content.len()));
    }
    text
}
"#;
    let loop_push = "    for m in conv_msgs.iter().skip(keep_from) {\n        condensed.push((*m).clone());\n    }\n";
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    let found = severities(source);
    assert!(
        note_containing(
            &found[0],
            "returned rebuilt from its newest items past a position, without those before it"
        ),
        "{found:?}"
    );
    // The newest through a local slice, extended in.
    let sliced = variant(
        source,
        loop_push,
        "    let recent = &conv_msgs[keep_from..];\n    condensed.extend(recent.iter().map(|m| (*m).clone()));\n",
    );
    assert_eq!(findings(&sliced), pairs(&[("RG008", "truncate")]));

    // Look-alike: the earlier turns put back before the newest (a marker between): nothing cut.
    let kept = variant(
        source,
        loop_push,
        "    for m in early {\n        condensed.push(m);\n    }\n    for m in conv_msgs.iter().skip(keep_from) {\n        condensed.push((*m).clone());\n    }\n",
    );
    assert_eq!(findings(&kept), pairs(&[]));
    // Look-alike: the first message pushed, then every one after it.
    let whole = r#"
pub fn with_prompt(messages: Vec<ChatMessage>, prompt: &str) -> Vec<ChatMessage> {
    let mut out = Vec::new();
    out.push(messages[0].clone());
    out.push(ChatMessage::system(prompt));
    out.extend(messages.iter().skip(1).cloned());
    out
}
"#;
    assert_eq!(findings(whole), pairs(&[]));
    // Look-alike: a borrowed window copied and cut for one request.
    let borrowed = source
        .replace(
            "messages: Vec<ChatMessage>, keep_turns",
            "messages: &[ChatMessage], keep_turns",
        )
        .replace("return Ok(messages);", "return Ok(messages.to_vec());");
    assert_eq!(findings(&borrowed), pairs(&[]));
    // Look-alike: a summary the model writes put before the newest is the one rewrite.
    let summarised = variant(source, "metadata_block(&early)", "llm_summarize(&early)");
    assert_eq!(findings(&summarised), pairs(&[("RG001", "rewrite")]));
}

/// Round 90's follow-up: the coverage cursor moved back through a local bound to its own
/// value (`if let Some(c) = self.covered_through { self.covered_through =
/// Some(c.saturating_sub(n)) }`, `let c = self.covered_through.unwrap_or(0)`, an arm of `match
/// self.covered_through`) was still read as moved only forward, so its forward move stayed a
/// cut: only the field itself counted as the base of a move. Now a local the body binds to the
/// field's own value is read as the field. A local moved forward (`c.max(n)`), or a local
/// computed from something else (`let c = self.turns.len() as u64`), still leaves the forward
/// move a cut.
#[test]
fn a_coverage_cursor_moved_back_through_a_local_copy_is_no_cut() {
    let source = r#"
pub struct Turn { pub id: u64, pub messages: Vec<Message> }

pub struct History {
    turns: Vec<Turn>,
    covered_through: Option<u64>,
    summary_messages: Vec<Message>,
    summarizer: Box<dyn Summarizer>,
}

impl History {
    pub async fn compact(&mut self, keep: usize) {
        let uncovered: Vec<&Turn> = self
            .turns
            .iter()
            .filter(|turn| self.covered_through.is_none_or(|covered| turn.id > covered))
            .collect();
        if uncovered.len() <= keep {
            return;
        }
        let aged = &uncovered[..uncovered.len() - keep];
        let id_end = aged[aged.len() - 1].id;
        let text: Vec<Message> = aged.iter().flat_map(|t| t.messages.iter().cloned()).collect();
        if let Ok(summary) = self.summarizer.summarize(&text).await {
            self.covered_through = Some(
                self.covered_through
                    .map_or(id_end, |current| current.max(id_end)),
            );
            self.summary_messages.push(summary);
        }
    }

    pub fn uncover(&mut self, turns: u64) {
        if let Some(c) = self.covered_through {
            self.covered_through = Some(c.saturating_sub(turns));
        }
    }

    pub fn messages(&self) -> Vec<Message> {
        let mut out = self.summary_messages.clone();
        for turn in self
            .turns
            .iter()
            .filter(|turn| self.covered_through.is_none_or(|covered| turn.id > covered))
        {
            out.extend(turn.messages.iter().cloned());
        }
        out
    }
}
"#;
    assert_eq!(findings(source), pairs(&[]));
    let unwrapped = variant(
        source,
        "if let Some(c) = self.covered_through {\n            self.covered_through = Some(c.saturating_sub(turns));\n        }",
        "let c = self.covered_through.unwrap_or(0);\n        self.covered_through = Some(c - turns);",
    );
    assert_eq!(findings(&unwrapped), pairs(&[]));
    let matched = variant(
        source,
        "if let Some(c) = self.covered_through {\n            self.covered_through = Some(c.saturating_sub(turns));\n        }",
        "match self.covered_through {\n            Some(c) => self.covered_through = c.checked_sub(turns),\n            None => {}\n        }",
    );
    assert_eq!(findings(&matched), pairs(&[]));

    // Contrast: the local moved forward leaves both forward moves cuts; a local computed from
    // the turns' count moves nothing back, so `compact`'s forward move stays a cut.
    let cut = pairs(&[("RG008", "truncate"), ("RG008", "truncate")]);
    let forward = variant(
        source,
        "Some(c.saturating_sub(turns))",
        "Some(c.max(turns))",
    );
    assert_eq!(findings(&forward), cut);
    let other = variant(
        source,
        "if let Some(c) = self.covered_through {\n            self.covered_through = Some(c.saturating_sub(turns));\n        }",
        "let c = self.turns.len() as u64;\n        self.covered_through = Some(c.saturating_sub(turns));",
    );
    assert_eq!(findings(&other), pairs(&[("RG008", "truncate")]));
}

/// A start index moved forward and reset on the same path (`self.floor = self.turns.len() -
/// keep; self.turns.drain(..self.floor); self.floor = 0;`, a context that folds the turns
/// below its floor away and starts again at 0) was reported twice: the drain, and the floor
/// moved forward. A reset floor cuts nothing; the drain is the cut. A reset in a branch only
/// (`if self.turns.is_empty()`), or before the move, leaves the move a cut.
#[test]
fn a_floor_moved_forward_and_reset_on_the_same_path_cuts_nothing() {
    let source = r#"
pub struct Context {
    turns: Vec<Message>,
    floor: usize,
    keep: usize,
}

impl Context {
    pub fn visible(&self) -> &[Message] {
        &self.turns[self.floor..]
    }

    pub fn push(&mut self, message: Message) {
        self.turns.push(message);
    }

    pub fn rebase(&mut self) {
        if self.turns.len() > self.keep {
            self.floor = self.turns.len() - self.keep;
        }
        self.turns.drain(..self.floor);
        self.floor = 0;
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_starting(&found[0], "`self.turns` is cut host-side (`drain`)"),
        "{found:?}"
    );
    // Look-alike: the floor moved forward and reset with nothing drained (a copy of the newest
    // taken through a view): nothing is cut.
    let view = variant(
        source,
        "    pub fn rebase(&mut self) {",
        "    pub fn recent(&mut self) -> Vec<Message> {",
    )
    .replace(
        "        self.turns.drain(..self.floor);\n        self.floor = 0;\n",
        "        let recent = self.visible().to_vec();\n        self.floor = 0;\n        recent\n",
    );
    assert_eq!(findings(&view), pairs(&[]));

    // Contrast: reset only when the turns are empty: the move forward still cuts.
    let floor_cut = "`self.turns` is cut host-side (`self.floor =`)";
    let branch = variant(
        &view,
        "        self.floor = 0;\n",
        "        if self.turns.is_empty() {\n            self.floor = 0;\n        }\n",
    );
    let found = severities(&branch);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(note_starting(&found[0], floor_cut), "{found:?}");
    // Contrast: reset before the move.
    let before = variant(
        &view,
        "        if self.turns.len() > self.keep {",
        "        self.floor = 0;\n        if self.turns.len() > self.keep {",
    )
    .replacen(
        "        self.floor = 0;\n        recent\n",
        "        recent\n",
        1,
    );
    let found = severities(&before);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(note_starting(&found[0], floor_cut), "{found:?}");
}

/// Round 90: `if let Some(prev) = self.checkpoints.pop() { self.messages = prev }` for
/// `checkpoints: Vec<Vec<Message>>`, a stack of copies the agent took of its own window before
/// each turn: an undo to an earlier state of the conversation, the user's, so a note where no
/// linted code calls it. Called by the linted code, or restored from a field that is no stack
/// of conversations, it keeps its level.
#[test]
fn a_window_restored_from_a_stack_of_its_own_copies_is_an_undo() {
    let source = r#"
pub struct Agent { messages: Vec<Message>, checkpoints: Vec<Vec<Message>> }

impl Agent {
    fn save_checkpoint(&mut self) {
        if self.checkpoints.len() >= 10 {
            self.checkpoints.remove(0);
        }
        self.checkpoints.push(self.messages.clone());
    }

    pub fn undo(&mut self) -> bool {
        if let Some(prev) = self.checkpoints.pop() {
            self.messages = prev;
            true
        } else {
            false
        }
    }

    pub fn run_turn(&mut self, input: &str) {
        self.save_checkpoint();
        self.messages.push(Message::user(input));
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(
            &found[0],
            "(an undo: the window is replaced with `prev`, a copy of the window taken earlier, popped off `self.checkpoints`"
        ),
        "{found:?}"
    );
    // Also through `?` and `pop_back` on a deque of copies.
    let deque = variant(
        &variant(
            source,
            "checkpoints: Vec<Vec<Message>>",
            "checkpoints: VecDeque<Vec<Message>>",
        ),
        "        if let Some(prev) = self.checkpoints.pop() {\n            self.messages = prev;\n            true\n        } else {\n            false\n        }",
        "        let prev = self.checkpoints.pop_back().expect(\"a checkpoint\");\n        self.messages = prev;\n        true",
    );
    let found = severities(&deque);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(note_containing(&found[0], "(an undo:"), "{found:?}");

    // In the arm of the command that asks for it: the undo that command asks for.
    let command = format!(
        "{source}\npub fn handle(agent: &mut Agent, line: &str) {{\n    match line {{\n        \"/undo\" => {{ agent.undo(); }}\n        other => agent.run_turn(other),\n    }}\n}}\n"
    );
    let found = severities(&command);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(
            &found[0],
            "(an undo: the user command \"/undo\" asks for it)"
        ),
        "{found:?}"
    );

    // Contrast: the agent calls the undo itself (to make room): an error.
    let called = variant(
        source,
        "        self.messages.push(Message::user(input));",
        "        self.messages.push(Message::user(input));\n        if self.messages.len() > 100 { self.undo(); }",
    );
    assert!(
        reports_error(
            &severities(&called),
            "messages are dropped from `self.messages`"
        ),
        "{:?}",
        severities(&called)
    );
    // Contrast: a field holding one message per entry is no stack of conversations.
    let not_a_stack = variant(
        source,
        "checkpoints: Vec<Vec<Message>>",
        "checkpoints: Vec<Message>",
    )
    .replace(
        "self.checkpoints.push(self.messages.clone());",
        "self.checkpoints.push(self.messages[0].clone());",
    )
    .replace("self.messages = prev;", "self.messages = vec![prev];");
    assert!(
        reports_error(
            &severities(&not_a_stack),
            "messages are dropped from `self.messages`"
        ),
        "{:?}",
        severities(&not_a_stack)
    );
}

/// Round 90: `messages[idx].tool_calls = None; messages[idx].content = format!(..)`: one old
/// assistant message compacted (its calls stripped, its text replaced), reported once where the
/// new text is written, not a second time as a drop for the part emptied. A part emptied alone
/// is still reported.
#[test]
fn a_part_emptied_beside_a_write_of_the_same_item_is_one_edit() {
    let source = r#"
pub fn compact_old(messages: &mut Vec<ChatMessage>, keep_recent: usize) {
    let idx = messages.len().saturating_sub(keep_recent + 1);
    let summary = summarize(&messages[idx].content);
    messages[idx].tool_calls = None;
    messages[idx].content = format!("[compacted] {summary}");
}
"#;
    let found = findings(source);
    assert_eq!(found, pairs(&[("RG001", "rewrite")]), "{found:?}");

    // Contrast: the calls stripped with nothing written in their place: a drop.
    let alone = variant(
        source,
        "    messages[idx].content = format!(\"[compacted] {summary}\");\n",
        "",
    );
    assert_eq!(findings(&alone), pairs(&[("RG002", "drop")]));
    // Contrast: another item written: both edits stay.
    let other = variant(
        source,
        "    messages[idx].content = format!",
        "    messages[idx + 1].content = format!",
    );
    assert_eq!(findings(&other).len(), 2, "{:?}", findings(&other));
}

/// Round 90: `messages.retain(|m| m.role != "system" || !m.content.starts_with(marker))`, then
/// `messages.push(ChatMessage::system(&content))`: a marked system notice (a budget hint, the
/// working notes) replaced by its newer value, as a system prompt replaced is; only system
/// messages go. A `retain` that may remove other messages, or no new system message, keeps the
/// drop.
#[test]
fn a_marked_system_notice_replaced_by_a_newer_one_is_no_drop() {
    let source = r#"
pub fn upsert_system_message(messages: &mut Vec<ChatMessage>, marker: &str, content: String) {
    messages.retain(|m| m.role != "system" || !m.content.starts_with(marker));
    messages.push(ChatMessage::system(&content));
}
"#;
    assert_eq!(findings(source), pairs(&[]));

    // Contrast: the marker alone decides, whatever the role: a drop.
    let any_role = variant(
        source,
        "|m| m.role != \"system\" || !m.content.starts_with(marker)",
        "|m| !m.content.starts_with(marker)",
    );
    assert_eq!(findings(&any_role), pairs(&[("RG002", "drop")]));
    // Contrast: the system role and the marker both needed to keep: other messages go.
    let both = variant(source, "m.role != \"system\" ||", "m.role != \"system\" &&");
    assert_eq!(findings(&both), pairs(&[("RG002", "drop")]));
    // Contrast: a user message pushed instead: the notices are dropped.
    let user = variant(
        source,
        "ChatMessage::system(&content)",
        "ChatMessage::user(&content)",
    );
    assert_eq!(findings(&user), pairs(&[("RG002", "drop")]));
}

/// Session 45 (gap45): a history of enum entries whose compaction pushes the summary as an
/// entry of one variant (`self.add_preamble(format!("[recap]\n{summary}"))`, a method of the
/// file building a `LedgerItem::Preamble`), and a free request builder that sends only the
/// entries from the last such entry on (`&items[index..]` for `rposition(|i| matches!(i,
/// LedgerItem::Preamble { .. }))`). The summary stands in for every entry before it in what
/// the model sees: a rewrite, reported where the summary goes in, naming the builder. A fixed
/// preamble or a user's text in that variant, a builder sending every entry, the summary
/// pushed as another variant, or a guard on the call path: nothing.
#[test]
fn a_summary_pushed_as_the_entry_a_request_builder_starts_from_is_a_rewrite() {
    let source = r#"
pub enum LedgerItem {
    Preamble { text: String, weight: u64 },
    Human { text: String },
    Bot { text: String },
}

pub struct Ledger {
    items: Vec<LedgerItem>,
}

impl Ledger {
    fn add_preamble(&mut self, text: String) {
        let mut item = LedgerItem::Preamble { text, weight: 0 };
        item.reweigh();
        self.items.push(item);
    }

    fn add_human(&mut self, text: String) {
        self.items.push(LedgerItem::Human { text });
    }

    pub fn fold(&mut self, summary: String) {
        self.add_preamble(format!("[recap]\n{}", summary.trim()));
    }
}

pub fn request_messages(items: &[LedgerItem]) -> Vec<ApiMessage> {
    let active = match items
        .iter()
        .rposition(|item| matches!(item, LedgerItem::Preamble { .. }))
    {
        Some(index) => &items[index..],
        None => items,
    };
    active.iter().map(ApiMessage::from).collect()
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        reports_error(
            &found,
            "`self.items` is rewritten with model-authored text (`add_preamble`)"
        ),
        "{found:?}"
    );
    assert!(
        found[0].1.ends_with(
            "(`request_messages` sends only the entries from the last `LedgerItem::Preamble` on: the summary stands in for every entry before it)"
        ),
        "{found:?}"
    );
    assert_eq!(findings(source), pairs(&[("RG001", "rewrite")]));

    // The same entry pushed directly, the builder searching from the end with
    // `iter().rev().position(..)`, or a loop from the end: the same finding.
    let direct = variant(
        source,
        "self.add_preamble(format!(\"[recap]\\n{}\", summary.trim()));",
        "self.items.push(LedgerItem::Preamble { text: summary, weight: 0 });",
    );
    assert_eq!(findings(&direct), pairs(&[("RG001", "rewrite")]));
    let rev_position = variant(
        source,
        "    let active = match items
        .iter()
        .rposition(|item| matches!(item, LedgerItem::Preamble { .. }))
    {
        Some(index) => &items[index..],
        None => items,
    };",
        "    let from_end = items
        .iter()
        .rev()
        .position(|item| matches!(item, LedgerItem::Preamble { .. }))
        .unwrap_or(items.len() - 1);
    let active = &items[items.len() - 1 - from_end..];",
    );
    assert_eq!(findings(&rev_position), pairs(&[("RG001", "rewrite")]));
    let looped = variant(
        source,
        "    let active = match items
        .iter()
        .rposition(|item| matches!(item, LedgerItem::Preamble { .. }))
    {
        Some(index) => &items[index..],
        None => items,
    };",
        "    let mut start = 0;
    for (i, item) in items.iter().enumerate().rev() {
        if let LedgerItem::Preamble { .. } = item {
            start = i;
            break;
        }
    }
    let active = &items[start..];",
    );
    assert_eq!(findings(&looped), pairs(&[("RG001", "rewrite")]));

    // Contrast: a fixed preamble, or the user's own text, in that variant: nothing replaced.
    let fixed = variant(
        source,
        "self.add_preamble(format!(\"[recap]\\n{}\", summary.trim()));",
        "self.add_preamble(PREAMBLE.to_string());",
    );
    assert_eq!(findings(&fixed), pairs(&[]));
    let users = variant(
        source,
        "pub fn fold(&mut self, summary: String) {
        self.add_preamble(format!(\"[recap]\\n{}\", summary.trim()));",
        "pub fn fold(&mut self, user_text: String) {
        self.add_preamble(user_text);",
    );
    assert_eq!(findings(&users), pairs(&[]));
    // Contrast: a model's reply that is no summary pushed in that variant: the next turn.
    let reply = variant(
        source,
        "self.add_preamble(format!(\"[recap]\\n{}\", summary.trim()));",
        "let reply = self.llm.complete(&self.prompt);
        self.add_preamble(reply);",
    );
    assert_eq!(findings(&reply), pairs(&[]));
    // The same pushed by a free function of the file handed the list.
    let free = variant(
        source,
        "        self.add_preamble(format!(\"[recap]\\n{}\", summary.trim()));
    }
}",
        "        push_preamble(&mut self.items, format!(\"[recap]\\n{}\", summary.trim()));
    }
}

fn push_preamble(items: &mut Vec<LedgerItem>, text: String) {
    items.push(LedgerItem::Preamble { text, weight: 0 });
}",
    );
    let found = severities(&free);
    assert!(
        reports_error(
            &found,
            "`self.items` is rewritten with model-authored text (`push_preamble`)"
        ),
        "{found:?}"
    );
    // Contrast: a builder that sends every entry: no boundary.
    let all_sent = variant(
        source,
        "        Some(index) => &items[index..],",
        "        Some(_) => items,",
    );
    assert_eq!(findings(&all_sent), pairs(&[]));
    // Contrast: the summary pushed as another variant than the one the builder starts from.
    let other_variant = variant(
        source,
        "self.add_preamble(format!(",
        "self.add_human(format!(",
    );
    assert_eq!(findings(&other_variant), pairs(&[]));
    // Contrast: the folding method called only from a guard.
    let guarded = variant(
        source,
        "    pub fn fold(&mut self, summary: String) {",
        "    #[retention_safe]
    pub fn compact(&mut self, window: &mut GuardedWindow<Store>, summary: String) {
        window.flush().unwrap();
        self.fold(summary);
    }

    fn fold(&mut self, summary: String) {",
    );
    assert_eq!(findings(&guarded), pairs(&[]));
}

/// Session 45 (gap45): the same shape over three files of one crate: the entries and the
/// method pushing a preamble in `ledger.rs`, the request builder starting from the last
/// preamble in `request.rs`, the summary folded in from `fold.rs`. The kind and the pusher are
/// shared across the crate's files, so the summary is found where it goes in. A builder that
/// sends every entry leaves it silent.
#[test]
fn a_summary_pushed_as_the_boundary_entry_from_another_file_is_a_rewrite() {
    let ledger = r#"
pub enum LedgerItem {
    Preamble { text: String },
    Human { text: String },
}

pub struct Ledger {
    pub items: Vec<LedgerItem>,
}

impl Ledger {
    pub fn add_preamble(&mut self, text: String) {
        self.items.push(LedgerItem::Preamble { text });
    }
}
"#;
    let request = r#"
use crate::ledger::LedgerItem;

pub fn request_messages(items: &[LedgerItem]) -> Vec<ApiMessage> {
    let start = items
        .iter()
        .rposition(|item| matches!(item, LedgerItem::Preamble { .. }))
        .unwrap_or(0);
    items[start..].iter().map(ApiMessage::from).collect()
}
"#;
    let fold = r#"
use crate::ledger::Ledger;

impl Ledger {
    pub fn fold(&mut self, summary: String) {
        self.add_preamble(format!("[recap] {summary}"));
    }
}
"#;
    let files = |request: &str| {
        files_finding_fields(
            &[
                ("ledger.rs", ledger),
                ("request.rs", request),
                ("fold.rs", fold),
            ],
            "file",
            "message",
        )
    };
    let found = files(request);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].0, "fold.rs");
    assert!(
        found[0]
            .1
            .starts_with("`self.items` is rewritten with model-authored text (`add_preamble`)")
            && found[0].1.contains(
                "(`request_messages` sends only the entries from the last `LedgerItem::Preamble` on"
            ),
        "{found:?}"
    );
    // Contrast: a builder that sends every entry.
    let all_sent = variant(request, "items[start..]", "items");
    assert_eq!(files(&all_sent), Vec::new());
}

/// Round 91: `new_history.extend(ctx.history.drain(split..)); ctx.history = new_history` with
/// `let mut new_history = vec![Turn { .. summary .. }]`: the newest turns drained straight into
/// the list that replaces the window were reported twice, a drop at the `drain` and a rewrite
/// at the assignment, as only a drain bound by `let` (`let rest = w.drain(k..).collect()`) was
/// known to be put back. Now a drain or split whose items are put whole into a local
/// (`extend`, `append`, `extend_from_slice`, directly or through an iterator chain) that is
/// then assigned to the same window is one edit, the reassignment. Look-alikes: the local not
/// put back, or put into another window, leaves the drain a cut.
#[test]
fn a_drain_put_straight_into_the_window_s_replacement_is_one_edit() {
    let source = r#"
pub struct Context { pub history: Vec<Message> }

pub async fn summarise(ctx: &mut Context, model: &Model) {
    let split = ctx.history.len() - 6;
    let out = model.complete(&ctx.history[..split]).await;
    let summary = out.text.unwrap_or_default();
    let mut new_history = vec![Message::system(summary)];
    new_history.extend(ctx.history.drain(split..));
    ctx.history = new_history;
}
"#;
    assert_eq!(findings(source), pairs(&[("RG001", "rewrite")]));
    // Through `append` of a split, and through an iterator chain.
    let split = variant(
        source,
        "new_history.extend(ctx.history.drain(split..));",
        "new_history.append(&mut ctx.history.split_off(split));",
    );
    assert_eq!(findings(&split), pairs(&[("RG001", "rewrite")]));
    let chained = variant(
        source,
        "ctx.history.drain(split..));",
        "ctx.history.drain(split..).map(|m| m));",
    );
    assert_eq!(findings(&chained), pairs(&[("RG001", "rewrite")]));

    // Look-alike: the local is never put back: the turns from `split` on are cut from the
    // window, by position.
    let kept_aside = variant(
        source,
        "    ctx.history = new_history;\n",
        "    archive(new_history);\n",
    );
    assert_eq!(findings(&kept_aside), pairs(&[("RG008", "truncate")]));
    // Look-alike: the local replaces another window (rewritten with the summary): this one is
    // still cut.
    let elsewhere = variant(
        source,
        "pub struct Context { pub history: Vec<Message> }",
        "pub struct Context { pub history: Vec<Message>, pub older: Vec<Message> }",
    );
    let elsewhere = variant(
        &elsewhere,
        "    ctx.history = new_history;",
        "    ctx.older = new_history;",
    );
    assert_eq!(
        findings(&elsewhere),
        pairs(&[("RG008", "truncate"), ("RG001", "rewrite")])
    );
}

/// Round 91: `for turn in ctx.history.iter_mut().take(split) { for b in turn.blocks.iter_mut()
/// { if let Block::ToolResult { call_id, content } = b { *b = Block::Text(format!("[{call_id}
/// (trimmed)] {preview}…")) } } }`: an older item rebuilt from its own parts with one clipped
/// (or with one emptied: `*b = Block::FileRef { path: path.clone(), hash: hash.clone(),
/// excerpt: None }`) was an error, "the text of messages is overwritten", where a clip of the
/// item's text field (`m.content = format!("{preview}…")`) was a cut by length. Now an item
/// written whole with a value built only from the parts an `if let` destructured it into,
/// literals and counts, at least one part clipped to its first characters or left empty, is a
/// cut by length (RG008) too. Look-alikes: text from elsewhere in the value, or every part
/// kept whole, stay what they were.
#[test]
fn an_item_rebuilt_from_its_own_parts_with_one_clipped_is_a_cut() {
    let source = r#"
pub struct Context { pub history: Vec<Turn> }
pub struct Turn { pub blocks: Vec<Block> }

fn budget_reduce(ctx: &mut Context) {
    let keep_recent = 8;
    if ctx.history.len() <= keep_recent { return; }
    let split = ctx.history.len() - keep_recent;
    for turn in ctx.history.iter_mut().take(split) {
        for b in turn.blocks.iter_mut() {
            if let Block::ToolResult { call_id, content } = b {
                let preview = content.to_string().chars().take(200).collect::<String>();
                *b = Block::Text(format!("[tool-result:{call_id} (trimmed)] {preview}…"));
            }
        }
    }
}

pub fn run(ctx: &mut Context) { budget_reduce(ctx) }
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    // A part emptied, the others copied back.
    let snipped = variant(
        source,
        "            if let Block::ToolResult { call_id, content } = b {\n                let preview = content.to_string().chars().take(200).collect::<String>();\n                *b = Block::Text(format!(\"[tool-result:{call_id} (trimmed)] {preview}…\"));\n",
        "            if let Block::FileRef { path, hash, excerpt } = b {\n                *b = Block::FileRef { path: path.clone(), hash: hash.clone(), excerpt: None };\n",
    );
    assert_eq!(findings(&snipped), pairs(&[("RG008", "truncate")]));

    // Look-alike: a note the caller hands in written beside the clip: not the item's own.
    let other_text = variant(
        source,
        "fn budget_reduce(ctx: &mut Context) {",
        "fn budget_reduce(ctx: &mut Context, note: &str) {",
    );
    let other_text = variant(
        &other_text,
        "(trimmed)] {preview}…\"",
        "(trimmed)] {preview} {note}\"",
    );
    let other_text = variant(
        &other_text,
        "budget_reduce(ctx) }",
        "budget_reduce(ctx, \"x\") }",
    );
    assert!(
        !findings(&other_text).contains(&("RG008".to_owned(), "truncate".to_owned())),
        "{:?}",
        findings(&other_text)
    );
    // Look-alike: the item destructured is another one than the item written.
    let another = variant(source, "= b {", "= &turn.blocks[0] {");
    assert!(
        !findings(&another).contains(&("RG008".to_owned(), "truncate".to_owned())),
        "{:?}",
        findings(&another)
    );
}

/// Round 91: a context strategy's `compact(&self, messages: Vec<ProviderMessage>) ->
/// Vec<ProviderMessage>` keeps the first message and walks the rest newest first
/// (`for msg in rest.iter().rev()`), pushing each until the next would pass half the budget
/// (`break`), then returns `vec![first]` extended with what it kept: the middle is gone.
/// Missed, as a collection holding the first message was read as the window put back whole
/// and `rev()` as no slice of it. Now the bindings of a loop that walks a part of a window
/// taken by value newest first and may `break` hold only the newest items the loop lets
/// through, and a collection given them (directly, or extended with another so given) and
/// returned in place of the window is a cut (RG008), whatever else it holds. Look-alikes:
/// the same walk with no `break` (every item kept), and the same walk over a borrowed slice
/// (a copy for one request).
#[test]
fn a_window_taken_by_value_walked_newest_first_until_a_budget_is_a_cut() {
    let source = r#"
pub struct SlidingWindow { chars_per_token: usize }

impl ContextStrategy for SlidingWindow {
    fn compact(&self, messages: Vec<ProviderMessage>) -> Vec<ProviderMessage> {
        if messages.len() <= 2 {
            return messages;
        }
        let first = messages[0].clone();
        let rest = &messages[1..];
        let total_tokens: usize = messages.iter().map(|m| m.text.len() / 4).sum();
        let target = total_tokens / 2;
        let mut kept = Vec::new();
        let mut current_tokens = first.text.len() / 4;
        for msg in rest.iter().rev() {
            let msg_tokens = msg.text.len() / 4;
            if current_tokens + msg_tokens > target && !kept.is_empty() {
                break;
            }
            kept.push(msg.clone());
            current_tokens += msg_tokens;
        }
        kept.reverse();
        let mut result = vec![first];
        result.extend(kept);
        result
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    // The kept items returned directly.
    let direct = variant(
        source,
        "        let mut result = vec![first];\n        result.extend(kept);\n        result\n",
        "        kept\n",
    );
    assert_eq!(findings(&direct), pairs(&[("RG008", "truncate")]));

    // Look-alike: no `break`: every item of the rest is kept behind the first.
    let every = variant(
        source,
        "            if current_tokens + msg_tokens > target && !kept.is_empty() {\n                break;\n            }\n",
        "",
    );
    assert_eq!(findings(&every), pairs(&[]));
    // Look-alike: a borrowed slice walked the same way: a copy for one request.
    let borrowed = variant(
        source,
        "fn compact(&self, messages: Vec<ProviderMessage>)",
        "fn compact(&self, messages: &[ProviderMessage])",
    );
    let borrowed = variant(
        &borrowed,
        "            return messages;\n",
        "            return messages.to_vec();\n",
    );
    assert_eq!(findings(&borrowed), pairs(&[]));
}

/// Session 45 (gap45b): the request builder finds the boundary through a method of its own
/// (`let start = self.last_preamble().unwrap_or(0); &self.items[start..]`, where
/// `last_preamble` does the `rposition`), and a token counter earlier in the file counts the
/// entries from the same boundary (`self.items[start..].iter().map(..).sum()`). The call is
/// read as the search it returns, and the builder named is the method that sends the entries,
/// not the counter. A counter alone, a fixed preamble, or a search for another variant:
/// nothing.
#[test]
fn a_builder_finding_the_boundary_through_its_own_method_is_named() {
    let source = r#"
pub enum LedgerItem {
    Preamble { text: String },
    Human { text: String },
    Bot { text: String },
}

pub struct Ledger {
    items: Vec<LedgerItem>,
}

impl Ledger {
    pub fn active_weight(&self) -> u64 {
        let start = self.last_preamble().unwrap_or(0);
        self.items[start..].iter().map(LedgerItem::weight).sum()
    }

    fn last_preamble(&self) -> Option<usize> {
        self.items
            .iter()
            .rposition(|item| matches!(item, LedgerItem::Preamble { .. }))
    }

    fn add_preamble(&mut self, text: String) {
        self.items.push(LedgerItem::Preamble { text });
    }

    pub fn fold(&mut self, summary: String) {
        self.add_preamble(format!("[recap]\n{summary}"));
    }

    pub fn request_messages(&self) -> Vec<ApiMessage> {
        let start = self.last_preamble().unwrap_or(0);
        self.items[start..].iter().map(ApiMessage::from).collect()
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        reports_error(
            &found,
            "`self.items` is rewritten with model-authored text (`add_preamble`)"
        ) && found[0].1.ends_with(
            "(`request_messages` sends only the entries from the last `LedgerItem::Preamble` on: the summary stands in for every entry before it)"
        ),
        "{found:?}"
    );
    assert_eq!(findings(source), pairs(&[("RG001", "rewrite")]));

    // The same through an associated function handed the entries.
    let handed = variant(
        source,
        "    fn last_preamble(&self) -> Option<usize> {
        self.items",
        "    fn last_preamble(items: &[LedgerItem]) -> Option<usize> {
        items",
    )
    .replace(
        "self.last_preamble().unwrap_or(0)",
        "Self::last_preamble(&self.items).unwrap_or(0)",
    );
    assert_eq!(findings(&handed), pairs(&[("RG001", "rewrite")]));

    // Contrast: only the counter reads from the boundary: no request builder.
    let counter_only = variant(
        source,
        "self.items[start..].iter().map(ApiMessage::from).collect()",
        "self.items.iter().map(ApiMessage::from).collect()",
    );
    assert_eq!(findings(&counter_only), pairs(&[]));
    // Contrast: a fixed preamble in that variant.
    let fixed = variant(
        source,
        "self.add_preamble(format!(\"[recap]\\n{summary}\"));",
        "self.add_preamble(PREAMBLE.to_string());",
    );
    assert_eq!(findings(&fixed), pairs(&[]));
    // Contrast: the method searches for another variant than the one the summary goes into.
    let other = variant(
        source,
        "matches!(item, LedgerItem::Preamble { .. })",
        "matches!(item, LedgerItem::Human { .. })",
    );
    assert_eq!(findings(&other), pairs(&[]));
}

/// Session 45 (gap45b): the request builder tests the entries' kind through a method of the
/// entry type (`rposition(|item| item.is_preamble())`, `fn is_preamble(&self) -> bool {
/// matches!(self, Self::Preamble { .. }) }`), or passes that method by path
/// (`rposition(LedgerItem::is_preamble)`). The call is read as the test it returns: a summary
/// pushed as a preamble is a rewrite. A predicate that tests something else than a kind, or
/// another kind than the one the summary goes into: nothing.
#[test]
fn a_boundary_kind_tested_through_a_predicate_method_is_read() {
    let source = r#"
pub enum LedgerItem {
    Preamble { text: String },
    Human { text: String },
}

impl LedgerItem {
    pub fn is_preamble(&self) -> bool {
        matches!(self, Self::Preamble { .. })
    }

    pub fn is_human(&self) -> bool {
        matches!(self, LedgerItem::Human { .. })
    }

    pub fn is_long(&self) -> bool {
        self.text().len() > 4096
    }
}

pub struct Ledger {
    items: Vec<LedgerItem>,
}

impl Ledger {
    pub fn fold(&mut self, summary: String) {
        self.items.push(LedgerItem::Preamble { text: summary });
    }
}

pub fn request_messages(items: &[LedgerItem]) -> Vec<ApiMessage> {
    let start = items.iter().rposition(|item| item.is_preamble()).unwrap_or(0);
    items[start..].iter().map(ApiMessage::from).collect()
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        reports_error(
            &found,
            "`self.items` is rewritten with model-authored text (`push`)"
        ) && found[0].1.ends_with(
            "(`request_messages` sends only the entries from the last `LedgerItem::Preamble` on: the summary stands in for every entry before it)"
        ),
        "{found:?}"
    );
    assert_eq!(findings(source), pairs(&[("RG001", "rewrite")]));

    // The same with the predicate passed by path, or tested in a loop from the end.
    let by_path = variant(
        source,
        "rposition(|item| item.is_preamble())",
        "rposition(LedgerItem::is_preamble)",
    );
    assert_eq!(findings(&by_path), pairs(&[("RG001", "rewrite")]));
    let looped = variant(
        source,
        "    let start = items.iter().rposition(|item| item.is_preamble()).unwrap_or(0);",
        "    let mut start = 0;
    for (i, item) in items.iter().enumerate().rev() {
        if item.is_preamble() {
            start = i;
            break;
        }
    }",
    );
    assert_eq!(findings(&looped), pairs(&[("RG001", "rewrite")]));

    // Contrast: a predicate that tests the entry's length, not its kind.
    let length = variant(source, "item.is_preamble()", "item.is_long()");
    assert_eq!(findings(&length), pairs(&[]));
    // Contrast: a predicate for another kind than the one the summary goes into.
    let other = variant(source, "item.is_preamble()", "item.is_human()");
    assert_eq!(findings(&other), pairs(&[]));
}

/// Session 45 (gap45b): the summary reaches the method pushing the boundary entry through a
/// wrapper of the file (`fn record_recap(&mut self, text: String) { self.add_preamble(text) }`,
/// `add_preamble` pushing a `LedgerItem::Preamble`), or through a free wrapper handed the
/// list. The wrapper forwards its parameter into the entry, so handing it a summary is the
/// rewrite, reported where the summary goes in. A wrapper that pushes a fixed text whatever it
/// is handed, or one that forwards into another variant: nothing.
#[test]
fn a_summary_forwarded_to_the_boundary_entry_pusher_through_a_wrapper_is_a_rewrite() {
    let source = r#"
pub enum LedgerItem {
    Preamble { text: String },
    Human { text: String },
}

pub struct Ledger {
    items: Vec<LedgerItem>,
}

impl Ledger {
    fn add_preamble(&mut self, text: String) {
        self.items.push(LedgerItem::Preamble { text });
    }

    fn add_human(&mut self, text: String) {
        self.items.push(LedgerItem::Human { text });
    }

    fn record_recap(&mut self, text: String) {
        self.add_preamble(format!("[recap]\n{text}"));
    }

    pub fn fold(&mut self, summary: String) {
        self.record_recap(summary);
    }
}

pub fn request_messages(items: &[LedgerItem]) -> Vec<ApiMessage> {
    let start = items
        .iter()
        .rposition(|item| matches!(item, LedgerItem::Preamble { .. }))
        .unwrap_or(0);
    items[start..].iter().map(ApiMessage::from).collect()
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        reports_error(
            &found,
            "`self.items` is rewritten with model-authored text (`record_recap`)"
        ) && found[0].1.ends_with(
            "(`request_messages` sends only the entries from the last `LedgerItem::Preamble` on: the summary stands in for every entry before it)"
        ),
        "{found:?}"
    );
    assert_eq!(findings(source), pairs(&[("RG001", "rewrite")]));

    // The same through two wrappers, and through a free wrapper handed the list.
    let twice = variant(
        source,
        "    pub fn fold(&mut self, summary: String) {
        self.record_recap(summary);",
        "    fn note_recap(&mut self, line: String) {
        self.record_recap(line);
    }

    pub fn fold(&mut self, summary: String) {
        self.note_recap(summary);",
    );
    let found = severities(&twice);
    assert!(
        reports_error(
            &found,
            "`self.items` is rewritten with model-authored text (`note_recap`)"
        ),
        "{found:?}"
    );
    let free = variant(
        source,
        "        self.record_recap(summary);
    }
}",
        "        record_recap(&mut self.items, summary);
    }
}

fn push_preamble(items: &mut Vec<LedgerItem>, text: String) {
    items.push(LedgerItem::Preamble { text });
}

fn record_recap(items: &mut Vec<LedgerItem>, text: String) {
    push_preamble(items, format!(\"[recap]\\n{text}\"));
}",
    );
    let found = severities(&free);
    assert!(
        reports_error(
            &found,
            "`self.items` is rewritten with model-authored text (`record_recap`)"
        ),
        "{found:?}"
    );

    // Contrast: a wrapper pushing a fixed text whatever it is handed.
    let constant = variant(
        source,
        "self.add_preamble(format!(\"[recap]\\n{text}\"));",
        "let _ = text;
        self.add_preamble(PLACEHOLDER.to_string());",
    );
    assert_eq!(severities(&constant), Vec::new());
    // Contrast: a wrapper forwarding into another variant than the one the builder starts from.
    let other = variant(
        source,
        "self.add_preamble(format!(",
        "self.add_human(format!(",
    );
    assert_eq!(findings(&other), pairs(&[]));
}

/// Round 91's follow-up (session 45): the older turns replaced by a digest the host writes in a
/// buffer it started (`String::from("[microcompact-summary]\n")`) and filled by walking those
/// turns' content blocks (`summary.push_str(&t.chars().take(80)..)`), no model called, is a
/// rewrite the host wrote: RG001 worded for a digest the host writes, not a drop, not a model's
/// text. Walked through a slice with the newest given back by `split_off`, the same.
#[test]
fn a_digest_the_host_builds_from_the_older_turns_blocks_is_its_rewrite() {
    let source = r#"
pub enum Block { Text(String), ToolCall { name: String }, FileRef { path: String } }
pub struct Turn { pub role: Role, pub blocks: Vec<Block> }
pub struct Context { pub history: Vec<Turn> }

pub fn microcompact(ctx: &mut Context) {
    let split = ctx.history.len() - 6;
    let mut summary = String::from("[microcompact-summary]\n");
    for turn in ctx.history.iter().take(split) {
        for b in &turn.blocks {
            match b {
                Block::Text(t) => {
                    summary.push_str(&t.chars().take(80).collect::<String>());
                    summary.push(' ');
                }
                Block::ToolCall { name } => summary.push_str(&format!("(call:{name}) ")),
                Block::FileRef { path } => summary.push_str(&format!("(file:{path}) ")),
            }
        }
        summary.push('\n');
    }
    let mut new_history = vec![Turn { role: Role::System, blocks: vec![Block::Text(summary)] }];
    new_history.extend(ctx.history.drain(split..));
    ctx.history = new_history;
}
"#;
    let host = "a digest the host writes in `microcompact` (no model call;";
    let found = severities(source);
    assert!(
        reports_error(
            &found,
            "`ctx.history` is rewritten with a digest the host writes in `microcompact`"
        ),
        "{found:?}"
    );
    assert_eq!(findings(source), pairs(&[("RG001", "rewrite")]));
    let sliced = variant(
        &variant(
            source,
            "ctx.history.iter().take(split)",
            "&ctx.history[..split]",
        ),
        "    let mut new_history = vec![Turn { role: Role::System, blocks: vec![Block::Text(summary)] }];\n    new_history.extend(ctx.history.drain(split..));\n    ctx.history = new_history;\n",
        "    let recent = ctx.history.split_off(split);\n    ctx.history.clear();\n    ctx.history.push(Turn { role: Role::System, blocks: vec![Block::Text(summary)] });\n    ctx.history.extend(recent);\n",
    );
    let found = severities(&sliced);
    assert!(
        found.len() == 1 && found[0].0 == "error" && found[0].1.contains(host),
        "{found:?}"
    );
    let model = variant(
        source,
        "fn microcompact(ctx: &mut Context)",
        "fn microcompact(ctx: &mut Context, llm: &Llm)",
    );
    let model = variant(
        &model,
        "    let mut new_history = vec![",
        "    let summary = llm.summarize(&summary);\n    let mut new_history = vec![",
    );
    // The model's summary of the same turns stays the model's text. The transcript it is given
    // is no summary, but the model's summary goes to the front, where the next run's walk of
    // the first `split` turns (as `&ctx.history[..split]`) starts: that run summarises it again.
    assert_eq!(
        severities(&model),
        vec![
            (
                "error".to_owned(),
                "`summarize` is fed a value that is already a rewrite (from its own earlier summary: `=` puts the summary at `ctx.history[0..]`, where the range it summarises starts)".to_owned()
            ),
            (
                "error".to_owned(),
                "`ctx.history` is rewritten with model-authored text (`=`) on a call path that passes no guard".to_owned()
            )
        ]
    );
    let fixed = variant(
        source,
        "    for turn in ctx.history.iter().take(split) {",
        "    summary.push_str(&split.to_string());\n    for turn in std::iter::empty::<&Turn>() {",
    );
    // A fixed marker (its count is no text of the turns) replaces them: a drop, as before.
    assert_eq!(findings(&fixed), pairs(&[("RG002", "drop")]));
    let logged = variant(
        source,
        "    let mut new_history = vec![Turn { role: Role::System, blocks: vec![Block::Text(summary)] }];\n    new_history.extend(ctx.history.drain(split..));\n    ctx.history = new_history;\n",
        "    log::info!(\"{summary}\");\n    ctx.history.drain(..split);\n",
    );
    // The digest logged and not put back: the older turns are only cut.
    assert_eq!(findings(&logged), pairs(&[("RG008", "truncate")]));
    let counted = variant(
        source,
        "                Block::Text(t) => {\n                    summary.push_str(&t.chars().take(80).collect::<String>());\n                    summary.push(' ');\n                }\n                Block::ToolCall { name } => summary.push_str(&format!(\"(call:{name}) \")),\n                Block::FileRef { path } => summary.push_str(&format!(\"(file:{path}) \")),\n",
        "                Block::Text(_) => texts += 1,\n                Block::ToolCall { .. } => calls += 1,\n                Block::FileRef { .. } => files += 1,\n",
    );
    let counted = variant(&counted, "        summary.push('\\n');\n", "");
    let counted = variant(
        &counted,
        "    let mut new_history",
        "    summary.push_str(&format!(\"{texts} texts, {calls} calls, {files} files\"));\n    let mut new_history",
    );
    let counted = variant(
        &counted,
        "    for turn in",
        "    let (mut texts, mut calls, mut files) = (0, 0, 0);\n    for turn in",
    );
    // Counts of the turns' block kinds keep none of their words: a drop.
    assert_eq!(findings(&counted), pairs(&[("RG002", "drop")]));
}

/// Round 91's follow-up (session 45), the ninetieth round's primitive: a compactor of the file
/// that returns the digest it writes without a model inside a struct
/// (`CompactionResult { summary, .. }` from `summarize_messages`, clipping each older
/// message), whose `summary` the caller puts in place of the older messages, is a digest the
/// host writes (RG001 so worded), not a model's text. A summariser the linted code does not
/// declare may ask a model: the same call stays the model's text.
#[test]
fn a_digest_the_host_returns_inside_a_struct_is_its_rewrite() {
    let source = r#"
pub struct CompactionResult { pub messages_before: usize, pub summary: String }

pub fn compact_messages(messages: &[Message], keep: usize) -> CompactionResult {
    let split = messages.len() - keep;
    let summary = summarize_messages(&messages[..split]);
    CompactionResult { messages_before: messages.len(), summary }
}

pub fn apply_compaction(messages: &mut Vec<Message>, keep: usize) {
    let result = compact_messages(messages, keep);
    let split = messages.len() - keep;
    let preserved = messages.split_off(split);
    messages.clear();
    messages.push(Message::system(format!("<summary>\n{}\n</summary>", result.summary)));
    messages.extend(preserved);
}

fn summarize_messages(messages: &[Message]) -> String {
    let mut parts = Vec::new();
    for m in messages {
        parts.push(m.content.chars().take(100).collect::<String>());
    }
    parts.join("\n")
}
"#;
    let found = severities(source);
    assert!(
        reports_error(
            &found,
            "`messages` is rewritten with a digest the host writes in `compact_messages` (no model call; `clear`)"
        ),
        "{found:?}"
    );
    assert_eq!(findings(source), pairs(&[("RG001", "rewrite")]));

    let elsewhere = variant(
        source,
        "fn summarize_messages(messages: &[Message]) -> String {\n    let mut parts = Vec::new();\n    for m in messages {\n        parts.push(m.content.chars().take(100).collect::<String>());\n    }\n    parts.join(\"\\n\")\n}\n",
        "",
    );
    let found = severities(&elsewhere);
    assert!(
        reports_error(
            &found,
            "`messages` is rewritten with model-authored text (`clear`)"
        ),
        "{found:?}"
    );
    assert_eq!(findings(&elsewhere), pairs(&[("RG001", "rewrite")]));
}

/// Round 92: an agent memory store keeps each agent's memories in a map of holders
/// (`agents: RwLock<HashMap<String, AgentMemory>>` with `struct AgentMemory { memories:
/// Vec<MemoryEntry> }` and `struct MemoryEntry { content: String, strength: f64, .. }`), as a
/// field named `memories` of such entries is a window on `self`. Past a cap, `store` sorts an
/// agent's memories by their strength and truncates them: a choice by score (RG002), not a cut
/// by position; `apply_decay` walks every agent (`for agent in agents.values_mut()`) and
/// removes the weak ones (RG002). Look-alikes: a holder of numeric readings, a list of ids
/// evicted from a working set (the memories stay in the store), and memories sorted by their
/// time before the cut (a cut by position, RG008).
#[test]
fn memories_of_holders_kept_in_a_map_are_each_agent_s_window() {
    let source = r#"
pub struct MemoryEntry { pub id: String, pub content: String, pub strength: f64 }

struct AgentMemory { memories: Vec<MemoryEntry>, working_memory: Vec<String> }

pub struct AgentMemoryStore { agents: RwLock<HashMap<String, AgentMemory>>, max: usize }

impl AgentMemoryStore {
    pub fn store(&self, agent_id: &str, entry: MemoryEntry) {
        let mut agents = self.agents.write();
        let agent = agents.entry(agent_id.to_string()).or_insert_with(AgentMemory::new);
        if agent.memories.len() >= self.max {
            agent.memories.sort_by(|a, b| a.strength.partial_cmp(&b.strength).unwrap());
            agent.memories.truncate(self.max - 1);
        }
        agent.memories.push(entry);
    }

    pub fn promote(&self, agent_id: &str, id: &str) {
        let mut agents = self.agents.write();
        let agent = agents.get_mut(agent_id).unwrap();
        if agent.working_memory.len() >= self.max {
            agent.working_memory.remove(0);
        }
        agent.working_memory.push(id.to_string());
    }

    pub fn apply_decay(&self, threshold: f64) {
        let mut agents = self.agents.write();
        for agent in agents.values_mut() {
            for memory in &mut agent.memories {
                memory.strength *= 0.99;
            }
            agent.memories.retain(|m| m.strength >= threshold);
        }
    }
}
"#;
    assert_eq!(
        findings(source),
        pairs(&[("RG002", "drop"), ("RG002", "drop")])
    );

    let readings = source.replace("pub content: String", "pub reading: f64");
    assert_eq!(findings(&readings), pairs(&[]));

    let by_time = variant(
        source,
        "a.strength.partial_cmp(&b.strength)",
        "a.created.partial_cmp(&b.created)",
    );
    assert_eq!(
        findings(&by_time),
        pairs(&[("RG008", "truncate"), ("RG002", "drop")])
    );
}

/// Round 92: `for m in messages.iter_mut() { if let Some(ref mut calls) = m.tool_calls {
/// calls.retain(..); if calls.is_empty() { m.tool_calls = None; } } }`: the unanswered calls
/// are dropped (RG002); setting the part to `None` once it is found empty loses nothing more
/// and is no second edit (it was reported as the text of the messages overwritten). Set to
/// `None` under another test, or with nothing found empty, it stays an edit.
#[test]
fn a_part_set_to_none_once_found_empty_is_no_second_edit() {
    let source = r#"
pub fn repair_orphaned_tool_uses(messages: &mut Vec<ChatMessage>, answered: &HashSet<String>) {
    for msg in messages.iter_mut() {
        if let Some(ref mut tool_calls) = msg.tool_calls {
            tool_calls.retain(|tc| answered.contains(&tc.id));
            if tool_calls.is_empty() {
                msg.tool_calls = None;
            }
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG002", "drop")]));

    let other_test = variant(
        source,
        "if tool_calls.is_empty() {",
        "if tool_calls.len() > 8 {",
    );
    assert_eq!(
        findings(&other_test).len(),
        2,
        "{:?}",
        findings(&other_test)
    );

    let other_part = variant(
        source,
        "if tool_calls.is_empty() {",
        "if msg.content.is_empty() {",
    );
    assert_eq!(
        findings(&other_part).len(),
        2,
        "{:?}",
        findings(&other_part)
    );
}

/// Round 92: a streaming agent handle's builder method sets the history it keeps outside the
/// agent to the one handed in, wrapped in its shared cell (`self.chat_history =
/// Arc::new(RwLock::new(history))`): a load, as `self.history = history` is (a note when
/// nothing in the linted code calls it). A new history made in the cell from something else
/// (`vec![Message::system(prompt)]`) is still a drop.
#[test]
fn a_history_handed_in_inside_a_shared_cell_is_a_load() {
    let source = r#"
pub struct RigAgentHandle { chat_history: Arc<RwLock<Vec<Message>>>, depth: usize }

impl RigAgentHandle {
    pub fn with_history(mut self, history: Vec<Message>) -> Self {
        self.chat_history = Arc::new(RwLock::new(history));
        self
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(note_containing(&found[0], "(a load: "), "{found:?}");

    let made = variant(
        source,
        "RwLock::new(history)",
        "RwLock::new(vec![Message::system(history.describe())])",
    );
    assert_eq!(single_severity(&made), "error");
}

/// Round 93: a memory's `restore(snapshot)` sets its messages and its summary from the
/// snapshot the caller hands in (`*self.messages.write() = snapshot.messages;
/// *self.summary.write() = snapshot.summary`): a load of both, a note when nothing calls it.
/// It was an RG001 error, the restored summary read as standing in for the messages the load
/// replaced. A summary from another value (`Some(summary)` handed in beside), one set in a
/// function not named as a load (`apply_compaction(result)`), or one restored beside a cut
/// of the window (`drain`) still stands in for what goes.
#[test]
fn a_summary_restored_with_the_window_from_one_snapshot_is_loaded_with_it() {
    let source = r#"
pub struct CompactingMemory { summary: RwLock<Option<String>>, messages: RwLock<Vec<ChatMessage>> }

impl CompactingMemory {
    pub async fn restore(&self, snapshot: MemorySnapshot) -> Result<()> {
        *self.messages.write() = snapshot.messages;
        *self.summary.write() = snapshot.summary;
        Ok(())
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(note_containing(&found[0], "(a load: "), "{found:?}");

    let plain_fields = variant(
        &variant(source, "*self.messages.write()", "self.messages"),
        "*self.summary.write()",
        "self.summary",
    );
    let found = severities(&plain_fields);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(note_containing(&found[0], "(a load: "), "{found:?}");

    let other_summary = variant(
        &variant(
            source,
            "snapshot: MemorySnapshot)",
            "snapshot: MemorySnapshot, summary: String)",
        ),
        "= snapshot.summary;",
        "= Some(summary);",
    );
    assert_eq!(findings(&other_summary), pairs(&[("RG001", "rewrite")]));

    let applied = variant(source, "fn restore(", "fn apply_compaction(");
    assert_eq!(findings(&applied), pairs(&[("RG001", "rewrite")]));

    let cut = variant(
        source,
        "*self.messages.write() = snapshot.messages;",
        "self.messages.write().drain(..snapshot.count);",
    );
    assert_eq!(findings(&cut), pairs(&[("RG001", "rewrite")]));
}

/// Round 93: a conversation's `load_session` replaces its messages with those a saved
/// session is opened with (`let (session, messages) = Session::open_searching(&dirs, id)?;
/// self.messages = messages`): a load, as with a call named `load` (a note when nothing
/// calls it); `open` and `read` now name a read-back in a function named as a load. The same
/// call under another name (`compact_searching`), or in a function not named as a load,
/// stays an RG002 error.
#[test]
fn messages_a_saved_session_is_opened_with_are_a_load() {
    let source = r#"
pub struct Conversation { messages: Vec<Message>, session: Session }

impl Conversation {
    pub fn load_session(&mut self, id: &str) -> Result<(), Error> {
        let (session, messages) = Session::open_searching(&self.dirs, id)?;
        self.session = session;
        self.messages = messages;
        Ok(())
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(&found[0], "read back by a load"),
        "{found:?}"
    );

    let read = variant(source, "Session::open_searching", "Session::read_saved");
    assert!(note_containing(
        &severities(&read)[0],
        "read back by a load"
    ));

    let other_call = variant(
        source,
        "Session::open_searching",
        "Session::compact_searching",
    );
    assert_eq!(single_severity(&other_call), "error");

    let other_function = variant(source, "fn load_session(", "fn switch_session(");
    assert_eq!(single_severity(&other_function), "error");
}

/// Round 93: a history's `smart_trim` walks its messages for the one of lowest score by role
/// (`if score < lowest_score { lowest_score = score; best_index = Some(i); }`) and removes it
/// while over a token budget: a choice of what goes by that score (RG002), as a cut after a
/// sort by priority or a `min_by_key(|m| m.priority)` is. It was a cut by position or budget
/// (RG008). The same walk keeping the oldest by time or the largest by tokens stays RG008.
#[test]
fn the_item_a_walk_ranks_lowest_removed_is_a_choice_by_that_rank() {
    let source = r#"
pub struct ChatHistory { messages: Vec<ChatMessage>, max_tokens: usize }

impl ChatHistory {
    fn smart_trim(&mut self) {
        let mut total: usize = self.messages.iter().map(estimate).sum();
        while total > self.max_tokens && self.messages.len() > 1 {
            let mut best_index = None;
            let mut lowest_score = i32::MAX;
            for i in 1..self.messages.len() {
                let msg = &self.messages[i];
                let score = match msg.role.as_str() {
                    "tool" => 10,
                    "assistant" => 50,
                    _ => 40,
                };
                if score < lowest_score {
                    lowest_score = score;
                    best_index = Some(i);
                }
            }
            if best_index.is_none() {
                best_index = Some(1);
            }
            if let Some(idx) = best_index {
                let removed = self.messages.remove(idx);
                total = total.saturating_sub(estimate(&removed));
            } else {
                break;
            }
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG002", "drop")]));

    let by_time = variant(
        &variant(
            source,
            "if score < lowest_score {",
            "if msg.created_at < oldest_at {",
        ),
        "lowest_score",
        "oldest_at",
    );
    assert_eq!(findings(&by_time), pairs(&[("RG008", "truncate")]));

    let by_size = variant(
        &variant(
            source,
            "if score < lowest_score {",
            "if msg.tokens > largest {",
        ),
        "lowest_score = score;",
        "largest = msg.tokens;",
    );
    assert_eq!(findings(&by_size), pairs(&[("RG008", "truncate")]));
}

/// Round 93's ranked removal with its index unwrapped by `let ... else` instead of `if let`: the
/// same choice by rank (RG002); the same walk by age stays a cut by position (RG008).
#[test]
fn the_item_a_walk_ranks_lowest_unwrapped_by_let_else_is_a_choice_by_that_rank() {
    let source = r#"
pub struct ChatHistory { messages: Vec<ChatMessage>, max_tokens: usize }

impl ChatHistory {
    fn smart_trim(&mut self) {
        let mut total: usize = self.messages.iter().map(estimate).sum();
        while total > self.max_tokens && self.messages.len() > 1 {
            let mut best_index = None;
            let mut lowest_score = i32::MAX;
            for i in 1..self.messages.len() {
                let msg = &self.messages[i];
                let score = if msg.role == "tool" { 10 } else { 40 };
                if score < lowest_score {
                    lowest_score = score;
                    best_index = Some(i);
                }
            }
            let Some(idx) = best_index else { break };
            let removed = self.messages.remove(idx);
            total = total.saturating_sub(estimate(&removed));
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG002", "drop")]));

    let by_time = variant(
        &variant(
            source,
            "if score < lowest_score {",
            "if msg.created_at < oldest_at {",
        ),
        "lowest_score",
        "oldest_at",
    );
    assert_eq!(findings(&by_time), pairs(&[("RG008", "truncate")]));
}

/// Round 94: a list this body started and filled only with the window's own items (the
/// items a walk keeps, a range copied whole, an item rebuilt from its own parts) is a
/// selection of the window's messages whatever it is named (`compacted`): replacing the
/// window with it (`mem::replace`) drops the items left out (RG002), not a rewrite with a
/// digest the host writes. The same list given text the body formats is still that digest
/// (RG001).
#[test]
fn a_list_named_compacted_holding_only_the_windows_items_is_a_selection() {
    let source = r#"
pub struct ContextMemory { messages: Vec<Message> }

impl ContextMemory {
    pub fn compact_tool_exchanges_since(&mut self, checkpoint: usize, ids: &HashSet<String>) -> Vec<String> {
        let mut removed_results = Vec::new();
        let mut compacted = Vec::with_capacity(self.messages.len());
        compacted.extend_from_slice(&self.messages[..checkpoint]);
        for message in &self.messages[checkpoint..] {
            match message {
                Message::Assistant { content, tool_calls } => {
                    let retained_calls: Vec<_> = tool_calls.iter().filter(|c| !ids.contains(&c.id)).cloned().collect();
                    compacted.push(Message::Assistant { content: content.clone(), tool_calls: retained_calls });
                }
                Message::Tool { call_id, content, .. } if ids.contains(call_id) => removed_results.push(content.clone()),
                other => compacted.push(other.clone()),
            }
        }
        let _previous = std::mem::replace(&mut self.messages, compacted);
        removed_results
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG002", "drop")]));

    let formatted = variant(
        source,
        "other => compacted.push(other.clone()),",
        "other => compacted.push(Message::user(format!(\"[earlier] {}\", other.text()))),",
    );
    assert_eq!(findings(&formatted), pairs(&[("RG001", "rewrite")]));
}

/// Round 94: `let previous = std::mem::replace(&mut self.messages, compacted)` hands back
/// what the window held; putting it back untouched when a check fails (`self.messages =
/// previous`) restores the window, no second edit. The replacement stays an edit, and a
/// value cut before it is put back is still one.
#[test]
fn the_window_put_back_from_mem_replace_is_no_second_edit() {
    let source = r#"
pub struct ContextMemory { messages: Vec<Message> }

impl ContextMemory {
    pub fn drop_tool_results(&mut self, ids: &HashSet<String>) -> Result<()> {
        let kept: Vec<Message> = self.messages.iter().filter(|m| !ids.contains(m.call_id())).cloned().collect();
        let previous = std::mem::replace(&mut self.messages, kept);
        if let Err(error) = self.validate() {
            self.messages = previous;
            return Err(error);
        }
        Ok(())
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG002", "drop")]));

    let cut_first = variant(
        source,
        "            self.messages = previous;",
        "            let mut previous = previous;\n            previous.truncate(4);\n            self.messages = previous;",
    );
    assert_eq!(
        findings(&cut_first),
        pairs(&[("RG002", "drop"), ("RG008", "truncate")])
    );
}

/// Round 94: a type named as an agent's memory entry and declared with its text as `content`
/// (`struct MemoryEntry { content: String, token_count: u32, .. }`) is one memory the agent
/// keeps for the model: a collection of them is its memory whatever the field and its owner
/// are called (`entries` of a `RingBuffer` behind a lock, `working` of an `AgentMemory`), also
/// when the entry is declared in another file of the crate. Its oldest popped over a token
/// budget is a cut (RG008), clearing it a reset, and the buffer cleared for a summary a
/// rewrite (RG001). An entry without text `content`, or a type not named as a memory entry
/// (`PageEntry`), stays no memory.
#[test]
fn a_collection_of_memory_entries_with_text_content_is_the_agents_memory() {
    let buffer = r#"
use super::types::MemoryEntry;
use std::collections::VecDeque;
use std::sync::Arc;
use tokio::sync::Mutex;

pub struct RingBuffer { entries: Arc<Mutex<VecDeque<MemoryEntry>>>, capacity_tokens: u32, total: u32 }

impl RingBuffer {
    pub async fn push(&mut self, entry: MemoryEntry) {
        let mut entries = self.entries.lock().await;
        self.total += entry.token_count;
        entries.push_back(entry);
        while self.total > self.capacity_tokens {
            if let Some(evicted) = entries.pop_front() {
                self.total -= evicted.token_count;
            } else {
                break;
            }
        }
    }

    pub async fn summarize(&self, summary: String, summary_tokens: u32) {
        let mut entries = self.entries.lock().await;
        entries.clear();
        entries.push_back(MemoryEntry::new(summary, summary_tokens));
    }
}
"#;
    let types = r#"
pub struct MemoryEntry { pub id: Uuid, pub content: String, pub token_count: u32, pub timestamp: SystemTime }
"#;
    let rules = |buffer: &str, types: &str| {
        files_finding_fields(
            &[("buffer.rs", buffer), ("types.rs", types)],
            "rule",
            "edit",
        )
    };
    assert_eq!(
        rules(buffer, types),
        pairs(&[("RG008", "truncate"), ("RG001", "rewrite")])
    );

    let without_text = variant(types, "pub content: String", "pub content: Vec<u8>");
    assert_eq!(rules(buffer, &without_text), pairs(&[]));

    let page = variant(types, "MemoryEntry", "PageEntry");
    let page_buffer = variant(buffer, "MemoryEntry", "PageEntry");
    assert_eq!(rules(&page_buffer, &page), pairs(&[]));

    let tiers = r#"
pub struct MemoryEntry { pub id: String, pub content: String, pub tokens: usize }

pub struct AgentMemory { working: VecDeque<MemoryEntry>, working_size: usize }

impl AgentMemory {
    pub fn add_working(&mut self, entry: MemoryEntry) {
        while self.working.len() >= self.working_size {
            if self.working.pop_front().is_none() {
                break;
            }
        }
        self.working.push_back(entry);
    }
}
"#;
    assert_eq!(findings(tiers), pairs(&[("RG008", "truncate")]));
}

/// A copy of a window held behind a lock (`let base = HISTORY.lock().unwrap().clone()`),
/// grown by the turn and stored back through a guard bound to a local (`let mut guard =
/// HISTORY.lock().unwrap(); *guard = history;`) puts the window's own messages back with the
/// turn's added: no message goes, as when it is stored back without the guard local. The
/// same copy cut before it is stored back still drops messages, and so does another list
/// stored through the guard.
#[test]
fn a_copy_grown_and_stored_back_through_a_lock_guard_is_no_drop() {
    let grown = r#"
static HISTORY: Lazy<Mutex<Vec<Message>>> = Lazy::new(|| Mutex::new(Vec::new()));

pub async fn send(agent: &Agent, prompt: &str) -> Result<String, String> {
    let base = HISTORY.lock().map_err(|e| e.to_string())?.clone();
    let mut history = base;
    history.push(Message::user(prompt));
    let reply = agent.prompt(prompt).await?;
    history.push(Message::assistant(&reply));
    {
        let mut guard = HISTORY.lock().map_err(|e| e.to_string())?;
        *guard = history;
    }
    Ok(reply)
}
"#;
    assert_eq!(findings(grown), pairs(&[]));

    let cut = variant(
        grown,
        "    history.push(Message::user(prompt));\n",
        "    history.push(Message::user(prompt));\n    history.retain(|m| m.role != Role::Tool);\n",
    );
    // The cut of the local named as a history and the store of what it kept.
    assert_eq!(
        findings(&cut),
        pairs(&[("RG002", "drop"), ("RG002", "drop")])
    );

    let other = variant(
        grown,
        "*guard = history;",
        "*guard = vec![Message::user(prompt)];",
    );
    assert_eq!(findings(&other), pairs(&[("RG002", "drop")]));
}

/// Text formatted from counts alone (`format!("[Tool output removed — {} tokens, turn {}]",
/// msg.token_count, current_turn)`, a field named as a quantity being a number) says how much
/// went, none of the words that went: written over old tool outputs it is a marker the host
/// writes, and the outputs' text is dropped (RG002), even when the local holding it is named
/// `summary`. The same local formatted from the output's own words is a digest the host
/// writes (RG001).
#[test]
fn a_marker_formatted_from_counts_is_no_digest_whatever_its_name() {
    let stale = r#"
impl Saver {
    fn remove_stale_tool_outputs(&self, messages: &mut Vec<Message>, turn: usize) {
        let cutoff = turn.saturating_sub(self.protected_turns);
        let mut current_turn = 0usize;
        for msg in messages.iter_mut() {
            if msg.role == "user" {
                current_turn += 1;
            }
            if msg.role == "tool" && current_turn <= cutoff && msg.token_count > 50 {
                let summary = format!("[Tool output removed — {} tokens, turn {}]", msg.token_count, current_turn);
                msg.token_count = summary.len() / 4;
                msg.content = summary;
            }
        }
    }
}
"#;
    let found = severities(stale);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        reports_error(&found, "the text of messages in `messages` is overwritten"),
        "{found:?}"
    );

    let digest = variant(
        stale,
        "msg.token_count, current_turn);",
        "msg.token_count, &msg.content[..200]);",
    );
    assert_eq!(findings(&digest), pairs(&[("RG001", "rewrite")]));
}

/// A stage that takes the request by value, moves its messages out into two lists (retrieval
/// chunks and the rest), removes chunks from the first (`retain` by relevance, `truncate`
/// after a sort by relevance, a walk that stops when the budget is spent, each kept chunk's
/// text cut to its share) and returns both reassembled in its output drops those chunks
/// from the request's messages: RG002 at each removal, the text cut a cut by length
/// (RG008). The same removals from a list that the output is not built from (a batch logged
/// and thrown away) edit nothing the caller keeps, and the same partition put back whole
/// drops nothing.
#[test]
fn items_moved_out_and_cut_in_a_list_before_they_are_returned_are_dropped() {
    let saver = r#"
impl Stage for BudgetStage {
    async fn process(&self, input: StageInput) -> Result<StageOutput, StageError> {
        let mut rest: Vec<(usize, Message)> = Vec::new();
        let mut chunks: Vec<(usize, Message, f64)> = Vec::new();
        for (i, msg) in input.messages.into_iter().enumerate() {
            if msg.role == "tool" {
                let relevance = relevance_of(&msg.content);
                chunks.push((i, msg, relevance));
            } else {
                rest.push((i, msg));
            }
        }
        chunks.retain(|(_, _, r)| *r >= self.min_relevance);
        chunks.sort_by(|a, b| b.2.partial_cmp(&a.2).unwrap());
        chunks.truncate(self.max_chunks);
        let mut used = 0usize;
        let mut kept: Vec<(usize, Message)> = Vec::new();
        for (idx, mut msg, _r) in chunks {
            if used >= self.max_tokens {
                break;
            }
            if msg.token_count > self.chunk_tokens {
                msg.content = self.truncate_chunk(&msg.content, self.chunk_tokens);
            }
            used += msg.token_count;
            kept.push((idx, msg));
        }
        let mut all = rest;
        all.extend(kept);
        all.sort_by_key(|(i, _)| *i);
        let messages: Vec<Message> = all.into_iter().map(|(_, m)| m).collect();
        Ok(StageOutput { messages, tools: input.tools })
    }
}
"#;
    assert_eq!(
        findings(saver),
        pairs(&[
            ("RG002", "drop"),
            ("RG002", "drop"),
            ("RG002", "drop"),
            ("RG008", "truncate"),
        ])
    );
    let found = severities(saver);
    assert!(
        reports_error(
            &found,
            "messages are dropped from `input.messages` (`retain`)"
        ),
        "{found:?}"
    );

    // The cut chunks are logged, and the output is built from every message moved out.
    let logged = variant(
        saver,
        "        let mut all = rest;\n        all.extend(kept);\n",
        "        log_kept(&kept);\n        let mut all = rest;\n",
    );
    let logged = variant(
        &logged,
        "                rest.push((i, msg));\n            }",
        "                rest.push((i, msg.clone()));\n            }\n            everything.push((i, msg));",
    );
    let logged = variant(
        &logged,
        "        let mut rest: Vec<(usize, Message)> = Vec::new();\n",
        "        let mut rest: Vec<(usize, Message)> = Vec::new();\n        let mut everything: Vec<(usize, Message)> = Vec::new();\n",
    );
    let logged = variant(
        &logged,
        "        let mut all = rest;\n",
        "        let mut all = everything;\n",
    );
    let logged = variant(
        &logged,
        "chunks.push((i, msg, relevance));",
        "chunks.push((i, msg.clone(), relevance));",
    );
    assert_eq!(findings(&logged), pairs(&[]));

    let whole = r#"
impl Stage for SplitStage {
    async fn process(&self, input: StageInput) -> Result<StageOutput, StageError> {
        let mut rest = Vec::new();
        let mut chunks = Vec::new();
        for (i, msg) in input.messages.into_iter().enumerate() {
            if msg.role == "tool" { chunks.push((i, msg)); } else { rest.push((i, msg)); }
        }
        let mut all = rest;
        all.extend(chunks);
        all.sort_by_key(|(i, _)| *i);
        let messages: Vec<Message> = all.into_iter().map(|(_, m)| m).collect();
        Ok(StageOutput { messages, tools: input.tools })
    }
}
"#;
    assert_eq!(findings(whole), pairs(&[]));
}

/// Two consecutive assistant messages merged, the second's text appended verbatim to the
/// first's (`let merged = format!("{}\n{}", w[i].content, w[i + 1].content); w[i].content =
/// merged; w.remove(i + 1)`, the merged length measured on the way), keep every word the
/// window held: neither the write nor the removal is an edit. The same removal after the
/// first's text is written without the second's, or from a neighbour's text cut short, drops
/// words.
#[test]
fn consecutive_messages_merged_into_one_drop_nothing() {
    let merged = r#"
fn collapse_consecutive(messages: &mut Vec<Message>) {
    let mut i = 0;
    while i + 1 < messages.len() {
        if messages[i].role == "assistant" && messages[i + 1].role == "assistant" {
            let merged_content = format!("{}\n{}", messages[i].content, messages[i + 1].content);
            let merged_tokens = merged_content.len() / 4;
            messages[i].content = merged_content;
            messages[i].token_count = merged_tokens;
            messages.remove(i + 1);
        } else {
            i += 1;
        }
    }
}
"#;
    assert_eq!(findings(merged), pairs(&[]));

    let replaced = variant(
        merged,
        "format!(\"{}\\n{}\", messages[i].content, messages[i + 1].content)",
        "format!(\"{}\", messages[i + 1].content)",
    );
    assert_ne!(findings(&replaced), pairs(&[]));

    let clipped = variant(
        merged,
        "messages[i + 1].content)",
        "&messages[i + 1].content[..80])",
    );
    assert_ne!(findings(&clipped), pairs(&[]));
}

/// A local bound to a mutable borrow of a range of a window's items (`let Some(old) =
/// self.messages.get_mut(1..cut) else { return }`, `if let Some(old) = ..`, `let old = &mut
/// self.messages[1..cut]`) holds those items: walking it and writing a stub over each old
/// tool output past a length (`m["content"] = json!(CLEARED)`) cuts their text, as the same
/// loop over `&mut self.messages[1..cut]` does. A shared borrow of the range copied into a
/// new list, or a range of a list that is no window, edit nothing.
#[test]
fn a_mutable_range_of_a_window_bound_to_a_local_is_walked_as_the_window() {
    let cleared = r#"
use serde_json::{json, Value};
const CLEAR_MIN: usize = 1_000;
const CLEARED: &str = "[earlier tool output cleared to save context]";
pub struct Engine { messages: Vec<Value> }
impl Engine {
    fn clear_stale_tool_results(&mut self, cut: usize) {
        let Some(old) = self.messages.get_mut(1..cut) else {
            return;
        };
        for m in old {
            if role(m) != "tool" {
                continue;
            }
            let len = m.get("content").and_then(|c| c.as_str()).map_or(0, str::len);
            if len > CLEAR_MIN {
                m["content"] = json!(CLEARED);
            }
        }
    }
    pub fn compact(&mut self, cut: usize) {
        self.clear_stale_tool_results(cut);
    }
}
fn role(m: &Value) -> &str {
    m["role"].as_str().unwrap_or("")
}
"#;
    assert_eq!(findings(cleared), pairs(&[("RG008", "truncate")]));

    let if_let = variant(
        cleared,
        "        let Some(old) = self.messages.get_mut(1..cut) else {\n            return;\n        };\n        for m in old {",
        "        if let Some(old) = self.messages.get_mut(1..cut) {\n        for m in old {",
    );
    let if_let = variant(
        &if_let,
        "            }\n        }\n    }\n    pub fn compact",
        "            }\n        }\n        }\n    }\n    pub fn compact",
    );
    assert_eq!(findings(&if_let), pairs(&[("RG008", "truncate")]));

    let borrowed = variant(
        cleared,
        "        let Some(old) = self.messages.get_mut(1..cut) else {\n            return;\n        };",
        "        let old = &mut self.messages[1..cut];",
    );
    assert_eq!(findings(&borrowed), pairs(&[("RG008", "truncate")]));

    // Read through a shared borrow and written into a new list: the window keeps its text.
    let shared = variant(
        cleared,
        "        let Some(old) = self.messages.get_mut(1..cut) else {\n            return;\n        };\n        for m in old {",
        "        let mut stubs: Vec<Value> = Vec::new();\n        let old = &self.messages[1..cut];\n        for m in old {\n            let mut m = m.clone();",
    );
    let shared = variant(
        &shared,
        "                m[\"content\"] = json!(CLEARED);\n            }\n        }",
        "                m[\"content\"] = json!(CLEARED);\n            }\n            stubs.push(m);\n        }\n        log_stubs(&stubs);",
    );
    assert_eq!(findings(&shared), pairs(&[]));

    // A range of a list of rows no model reads.
    let rows = variant(
        cleared,
        "pub struct Engine { messages: Vec<Value> }",
        "pub struct Engine { messages: Vec<Value>, rows: Vec<Value> }",
    );
    let rows = variant(
        &rows,
        "self.messages.get_mut(1..cut)",
        "self.rows.get_mut(1..cut)",
    );
    assert_eq!(findings(&rows), pairs(&[]));
}

/// A summary read back from a store's row into the field that stands for the cut turns
/// (`let row = context_summary::Entity::find_by_id(id).one(db).await?; match row {
/// Some(row) => gs.context_summary = Some(row.summary), .. }`, or `if let Some(row) = row`)
/// reinstates a summary made before: no rewrite, and nothing to flush. The same field given
/// a model's reply in the compaction is still a rewrite.
#[test]
fn a_summary_read_back_from_a_store_row_is_no_rewrite() {
    let source = r#"
pub async fn compact_now(gs: &mut GameStatus, llm: &Llm, cut: usize) -> Result<()> {
    let prompt = format!("Summarise:\n{}", render(&gs.line_list[..cut]));
    let response = llm.complete(&[LlmMessage::user(prompt)]).await?;
    let summary = response.trim().to_string();
    gs.context_summary = Some(summary.clone());
    gs.context_summary_cutoff = cut;
    Ok(())
}

pub async fn load_summary_into_status(db: &DatabaseConnection, gs: &mut GameStatus) -> Result<()> {
    let Some(save_id) = gs.active_save_id else {
        return Ok(());
    };
    let row = context_summary::Entity::find_by_id(save_id).one(db).await?;
    match row {
        Some(row) if (row.cutoff_count as usize) <= gs.line_list.len() => {
            gs.context_summary = Some(row.summary);
            gs.context_summary_cutoff = row.cutoff_count as usize;
        }
        _ => {
            gs.context_summary = None;
            gs.context_summary_cutoff = 0;
        }
    }
    Ok(())
}
"#;
    let found = finding_fields(source, "rule", "function");
    assert!(
        found
            .iter()
            .all(|(_, function)| !function.ends_with("::load_summary_into_status")),
        "{found:?}"
    );
    assert!(
        found
            .iter()
            .any(|(rule, function)| rule == "RG001" && function.ends_with("::compact_now")),
        "{found:?}"
    );

    let if_let = variant(
        source,
        "    match row {\n        Some(row) if (row.cutoff_count as usize) <= gs.line_list.len() => {",
        "    if let Some(row) = row {\n        {",
    );
    let if_let = variant(
        &if_let,
        "        }\n        _ => {\n            gs.context_summary = None;\n            gs.context_summary_cutoff = 0;\n        }\n    }",
        "        }\n    }",
    );
    let found = finding_fields(&if_let, "rule", "function");
    assert!(
        found
            .iter()
            .all(|(_, function)| !function.ends_with("::load_summary_into_status")),
        "{found:?}"
    );

    // A row read from no store (a value the caller builds) reinstates nothing known.
    let handed = variant(
        source,
        "    let row = context_summary::Entity::find_by_id(save_id).one(db).await?;\n",
        "    let row = summarise_row(&gs.line_list, save_id).await?;\n",
    );
    let found = finding_fields(&handed, "rule", "function");
    assert!(
        found
            .iter()
            .any(|(rule, function)| rule == "RG001"
                && function.ends_with("::load_summary_into_status")),
        "{found:?}"
    );
}

/// A summary handed to a method of `self` that puts it into the window and cuts what it
/// stands for (`self.apply_compaction(cut, &summary)`: the summary folded into the first kept
/// turn, `messages.drain(1..cut)`), then kept in a field to be carried into the next
/// compaction (`self.last_summary = Some(summary)`), stands in for that call's cut only: the
/// backstop that drops the oldest turns over a budget afterwards (`self.enforce_budget(b)`)
/// loses turns no summary holds, a cut by budget and not a rewrite. When the summary is
/// handed to a call that cuts nothing (a log), or to none, it still stands in for the
/// backstop's cut, as before.
#[test]
fn a_summary_kept_after_the_call_that_applies_it_stands_in_for_that_call_only() {
    let source = r#"
pub struct Engine { messages: Vec<Value>, last_summary: Option<String> }
impl Engine {
    async fn maybe_compact(&mut self, client: &Client, budget: usize) {
        let cut = find_cut(&self.messages);
        if cut > 1 {
            let transcript = serialize_transcript(&self.messages[1..cut]);
            let summary = client.summarize(&transcript).await.unwrap_or_default();
            self.apply_compaction(cut, &summary);
            self.last_summary = Some(summary);
        }
        self.enforce_budget(budget);
    }
    fn apply_compaction(&mut self, cut: usize, summary: &str) {
        let original = self.messages[cut]["content"].as_str().unwrap_or("").to_string();
        self.messages[cut]["content"] = json!(format!("{summary}\n\n{original}"));
        self.messages.drain(1..cut);
    }
    fn enforce_budget(&mut self, budget: usize) {
        while estimate_tokens(&self.messages) > budget {
            let cut = find_cut(&self.messages);
            if cut <= 1 {
                break;
            }
            self.messages.drain(1..cut);
        }
    }
}
"#;
    let at_backstop = |source: &str| {
        finding_fields(source, "rule", "message")
            .into_iter()
            .filter(|(_, message)| message.contains("(`enforce_budget`)"))
            .map(|(rule, _)| rule)
            .collect::<Vec<_>>()
    };
    assert_eq!(at_backstop(source), Vec::<String>::new());
    let found = finding_fields(source, "rule", "message");
    assert!(
        found
            .iter()
            .any(|(rule, message)| rule == "RG001" && message.contains("(`apply_compaction`)")),
        "{found:?}"
    );

    // Handed to a log, not to the call that puts it in: it stands in for the backstop's cut.
    let logged = variant(
        source,
        "            self.apply_compaction(cut, &summary);\n",
        "            self.log_summary(&summary);\n",
    );
    let logged = variant(
        &logged,
        "    fn apply_compaction(",
        "    fn log_summary(&self, summary: &str) {\n        tracing::info!(\"{summary}\");\n    }\n    fn apply_compaction(",
    );
    assert_eq!(at_backstop(&logged), vec!["RG001".to_string()]);

    // Handed to no call at all.
    let kept_only = variant(
        source,
        "            self.apply_compaction(cut, &summary);\n",
        "",
    );
    assert_eq!(at_backstop(&kept_only), vec!["RG001".to_string()]);
}

/// A regenerate takes back the newest turn however it finds it: an index a search from the
/// end for the user's message unwraps through `let .. else` (`let Some(idx) =
/// self.messages.iter().rposition(|m| matches!(m.kind, MessageKind::User)) else { return };
/// self.messages.truncate(idx + 1)`), the newest answer found from the end and removed
/// (`rposition(|m| m.role == MessageRole::Assistant)` then `remove(idx)`), or the question
/// popped in the arm of a `match` on the newest message whose guard tests the user's role,
/// after its answer was popped (one take-back, reported once). The same cuts at an index a
/// search for anything else finds (a cut by size), or under a guard that tests no role, are
/// no take-back.
#[test]
fn a_regenerate_found_by_let_else_remove_or_a_match_on_the_newest_message_is_a_take_back() {
    let let_else = r#"
pub struct App { messages: Vec<Message> }
impl App {
    fn regenerate_last(&mut self) {
        let Some(idx) = self
            .messages
            .iter()
            .rposition(|m| matches!(m.kind, MessageKind::User))
        else {
            return;
        };
        let text = self.messages[idx].text.clone();
        self.messages.truncate(idx + 1);
        self.send(text);
    }
}
"#;
    let found = severities(let_else);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(&found[0], "(a take-back: the newest turn"),
        "{found:?}"
    );
    let by_length = variant(
        let_else,
        ".rposition(|m| matches!(m.kind, MessageKind::User))",
        ".position(|m| m.text.len() > 4000)",
    );
    let found = severities(&by_length);
    assert!(
        found
            .iter()
            .all(|(_, message)| !message.contains("take-back")),
        "{found:?}"
    );

    let remove_answer = r#"
pub struct Chat { messages: Vec<ChatMessage> }
impl Chat {
    pub fn regenerate_last(&mut self) -> bool {
        if let Some(idx) = self
            .messages
            .iter()
            .rposition(|m| m.role == MessageRole::Assistant)
        {
            self.messages.remove(idx);
            return true;
        }
        false
    }
}
"#;
    let found = severities(remove_answer);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(
            &found[0],
            "a take-back: the newest answer, and nothing in the linted code calls it"
        ),
        "{found:?}"
    );
    let by_size = variant(
        remove_answer,
        ".rposition(|m| m.role == MessageRole::Assistant)",
        ".rposition(|m| m.tokens > 2000)",
    );
    let found = severities(&by_size);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(!found[0].1.contains("take-back"), "{found:?}");

    let match_arm = r#"
pub struct Assistant { history: Vec<ChatMessage> }
impl Assistant {
    pub fn regenerate(&mut self) -> Option<String> {
        if matches!(self.history.last(), Some(m) if m.role == "assistant") {
            self.history.pop();
        }
        match self.history.last() {
            Some(m) if m.role == "user" => {
                let text = m.content.clone();
                self.history.pop();
                Some(text)
            }
            _ => None,
        }
    }
}
"#;
    let found = severities(match_arm);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(&found[0], "a take-back: the newest answer"),
        "{found:?}"
    );
    // The question popped alone is the newest turn taken back.
    let question_only = variant(
        match_arm,
        "        if matches!(self.history.last(), Some(m) if m.role == \"assistant\") {\n            self.history.pop();\n        }\n",
        "",
    );
    let found = severities(&question_only);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(&found[0], "a take-back: the newest turn"),
        "{found:?}"
    );
    // A guard that tests no role pops whatever is newest: a second drop, an error.
    let any_message = variant(
        match_arm,
        "Some(m) if m.role == \"user\" => {",
        "Some(m) if m.content.len() > 10 => {",
    );
    let found = severities(&any_message);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(
        reports_error(&found, "messages are dropped from `self.history` (`pop`)"),
        "{found:?}"
    );
}

/// Ninety-eighth round: a desktop pet's AI companion keeps the replies of proactive
/// suggestions in `pending: Vec<AiChatResponse>` for the window to collect
/// (`std::mem::take(&mut self.pending)`). A type named for what one call gives back
/// (`ChatResponse`, `AiChatResponse`) is the envelope of a reply (its suggested action, whether
/// it needs confirming), not a turn kept in a conversation: handing the queue over drops no
/// message. A list of the turns inside such replies (`ChatResponseMessage`), or of messages,
/// taken the same way still is.
#[test]
fn a_queue_of_reply_envelopes_taken_is_no_window() {
    let source = r#"
pub struct Companion {
    pending: Vec<AiChatResponse>,
}
impl Companion {
    pub fn take_pending(&mut self) -> Vec<AiChatResponse> {
        std::mem::take(&mut self.pending)
    }
}
"#;
    assert_eq!(severities(source), Vec::<(String, String)>::new());
    for item in ["ChatResponseMessage", "ChatMessage"] {
        let turns = variant(source, "AiChatResponse", item);
        let found = severities(&turns);
        assert!(
            reports_error(
                &found,
                "messages are dropped from `self.pending` (`mem::take`)"
            ),
            "{item}: {found:?}"
        );
    }
}

/// Ninety-eighth round: the same companion trims each pet's history, then drops from its map
/// the histories left with no message (`self.histories.retain(|_, history|
/// !history.is_empty())`). A `retain` that keeps exactly the items that are not empty drops
/// only empty ones, and nothing said goes with them. A `retain` that keeps the long
/// histories, or the non-empty ones among the recent, still drops conversations.
#[test]
fn a_retain_of_the_non_empty_conversations_drops_nothing() {
    let source = r#"
use std::collections::BTreeMap;
pub struct Memory {
    histories: BTreeMap<String, Vec<ChatMessage>>,
}
impl Memory {
    fn drop_empty(&mut self) {
        self.histories.retain(|_, history| !history.is_empty());
    }
}
"#;
    assert_eq!(severities(source), Vec::<(String, String)>::new());
    let by_reference = variant(
        source,
        "|_, history| !history.is_empty()",
        "|_, &mut ref history| !history.is_empty()",
    );
    assert_eq!(severities(&by_reference), Vec::<(String, String)>::new());
    for kept in [
        "|_, history| history.len() > 2",
        "|_, history| !history.is_empty() && history.len() > 2",
    ] {
        let chosen = variant(source, "|_, history| !history.is_empty()", kept);
        assert_eq!(single_severity(&chosen), "error", "{kept}");
    }
}

/// Ninety-eighth round: the companion's `import_chat(path)` replaces every pet's history with
/// those of an archive the user picks, read back from the file (`let archive: ChatArchive =
/// read_bounded_json(path, ..)?; self.histories = archive.histories`). A function named for
/// an import fills the window anew from elsewhere, as one named for a load does: a load, a
/// note while nothing in the linted code calls it. The same replacement in a function named
/// for a merge is no load.
#[test]
fn an_import_read_back_from_a_file_is_a_load() {
    let source = r#"
pub struct Companion {
    histories: BTreeMap<String, Vec<ChatMessage>>,
}
impl Companion {
    pub fn import_chat(&mut self, path: &Path) -> Result<usize, String> {
        let archive: ChatArchive = read_bounded_json(path)
            .ok_or_else(|| "invalid".to_string())?;
        let count = archive.histories.len();
        self.histories = archive.histories;
        Ok(count)
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(
            &found[0],
            "(a load: the window is replaced with `archive.histories`, read back by a load"
        ),
        "{found:?}"
    );
    let merge = variant(source, "fn import_chat", "fn merge_chat");
    assert_eq!(single_severity(&merge), "error");
}

/// Ninety-eighth round: a chat client's `load_session` reads a session back (decrypted or
/// not: `if let Some(key) = key { decrypt_and_load_session(..) } else { load_session(..) }`,
/// then `let session = session?`) and writes its messages into the conversation it shares
/// with the client through the lock guard of the parameter (`let mut conv =
/// conversation.lock().ok()?; *conv = session.messages.clone()`). The guard behind `.ok()?`
/// is the caller's window, as behind `.unwrap()`, and what replaces it is read back by a
/// load: a load, a note (at the base, the write went unseen). The same write in a function
/// not named as a load, or of a value no load read back, is reported as an error.
#[test]
fn a_load_through_the_lock_guard_of_a_shared_parameter_is_a_load() {
    let source = r#"
use std::sync::{Arc, Mutex};
pub fn load_session(
    id: &str,
    dir: &Path,
    conversation: &Arc<Mutex<Vec<Message>>>,
    key: Option<&[u8; 32]>,
) -> Option<Session> {
    let session = if let Some(key) = key {
        sessions::decrypt_and_load_session(dir, id, key)
    } else {
        sessions::load_session(dir, id)
    };
    let session = session?;
    let mut conv = conversation.lock().ok()?;
    *conv = session.messages.clone();
    Some(session)
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(
            &found[0],
            "(a load: the window is replaced with `session.messages`, read back by a load"
        ),
        "{found:?}"
    );
    let not_a_load = variant(source, "pub fn load_session(", "pub fn apply_session(");
    assert_eq!(single_severity(&not_a_load), "error");
    let decrypted_only = variant(
        source,
        "sessions::load_session(dir, id)",
        "sessions::fresh_session(dir, id)",
    );
    assert_eq!(single_severity(&decrypted_only), "error");
}

/// Ninety-eighth round: the same client's `save_session` reads the saved session back, writes
/// the shared conversation's whole copy into it (`session.messages = conv.clone()`) and saves
/// it (`save_session_atomic(dir, &session)`): the window flushed into the record that is
/// saved, no edit of the window. The same copy written into a record that is never saved,
/// or a record given part of the window, is still an edit of that record's messages.
#[test]
fn a_window_copied_whole_into_a_record_that_is_saved_is_a_flush() {
    let source = r#"
use std::sync::{Arc, Mutex};
pub fn save_session(id: &str, dir: &Path, conversation: &Arc<Mutex<Vec<Message>>>) -> Result<(), Error> {
    let conv = conversation.lock().unwrap();
    let mut session = sessions::load_session(dir, id).unwrap_or_else(|| Session::new("Untitled"));
    session.messages = conv.clone();
    sessions::save_session_atomic(dir, &session)
}
"#;
    assert_eq!(severities(source), Vec::<(String, String)>::new());
    let never_saved = variant(
        source,
        "    sessions::save_session_atomic(dir, &session)\n",
        "    sessions::show(dir, &session)\n",
    );
    assert_eq!(single_severity(&never_saved), "error");
    let part_of_it = variant(
        source,
        "session.messages = conv.clone();",
        "session.messages = conv[conv.len() - 10..].to_vec();",
    );
    assert!(!severities(&part_of_it).is_empty());
}

/// Ninety-ninth round: a layered compressor takes the older messages out (`split_off` the
/// recent tail, `drain(..)` the rest keeping only the system messages), puts the summary a
/// model wrote in front of the system messages it kept, appends the tail and writes the list
/// back (`self.messages = persistent`). The list of the window's system messages the body
/// collected is a buffer it started: the model's summary put into it makes the window
/// replaced with it a summary rewrite, as `let mut m = vec![summary]` does. The same list
/// given the system prompt the caller hands in, or nothing, is still only a cut of the older
/// messages (RG008).
#[test]
fn a_summary_put_into_the_kept_system_messages_is_a_rewrite() {
    let source = r#"
pub struct Kernel {
    messages: Vec<Message>,
    provider: Provider,
}
impl Kernel {
    pub async fn compress(&mut self, split: usize) -> Result<(), Error> {
        let transcript = self.messages[..split]
            .iter()
            .map(|m| m.content.clone())
            .collect::<Vec<_>>()
            .join("\n");
        let response = self.provider.complete(transcript).await?;
        let mut retained = self.messages.split_off(split);
        let mut persistent = self
            .messages
            .drain(..)
            .filter(|m| m.role == Role::System)
            .collect::<Vec<_>>();
        persistent.insert(0, Message::system(response.content));
        persistent.append(&mut retained);
        self.messages = persistent;
        Ok(())
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG001", "rewrite")]));
    assert!(
        reports_error(
            &severities(source),
            "`self.messages` is rewritten with model-authored text (`=`)"
        ),
        "{:?}",
        severities(source)
    );
    let handed_prompt = variant(
        &variant(
            source,
            "Message::system(response.content)",
            "Message::system(prompt.to_string())",
        ),
        "split: usize)",
        "split: usize, prompt: &str)",
    );
    assert_eq!(findings(&handed_prompt), pairs(&[("RG008", "truncate")]));
    let nothing_added = variant(
        source,
        "        persistent.insert(0, Message::system(response.content));\n",
        "",
    );
    assert_eq!(findings(&nothing_added), pairs(&[("RG008", "truncate")]));
}

/// Ninety-ninth round: a coding agent's `compact` streams a summary from the active provider
/// through an accessor (`self.provider().stream(..)`, its deltas gathered into
/// `full_summary`) and puts it in front of the newest messages. A method that takes no
/// argument and is named like the client (`provider()`, `llm()`) hands it out, as the field
/// `self.provider` does: what its calls return is a model's text, so the rewrite is worded as
/// model-authored, not as a digest the host writes. An accessor named otherwise
/// (`self.backend().stream(..)`) stays unknown.
#[test]
fn a_model_client_reached_through_an_accessor_writes_model_text() {
    let source = r#"
pub struct Agent {
    messages: Vec<Message>,
    providers: Vec<Arc<dyn Provider>>,
}
impl Agent {
    fn provider(&self) -> &dyn Provider {
        &*self.providers[0]
    }
    pub async fn compact(&mut self, keep: usize) -> Result<()> {
        let cutoff = self.messages.len() - keep;
        let kept = self.messages[cutoff..].to_vec();
        let request = vec![Message::user("Summarize the conversation so far.".to_string())];
        let mut stream_rx = self.provider().stream(&request, 4096).await?;
        let mut full_summary = String::new();
        while let Some(event) = stream_rx.recv().await {
            if let StreamEventType::TextDelta(text) = event.event_type {
                full_summary.push_str(&text);
            }
        }
        self.messages = vec![Message::assistant(format!("Summary:\n\n{}", full_summary))];
        self.messages.extend(kept);
        Ok(())
    }
}
"#;
    assert!(
        reports_error(
            &severities(source),
            "`self.messages` is rewritten with model-authored text (`=`)"
        ),
        "{:?}",
        severities(source)
    );
    let other_accessor = variant(
        &variant(source, "fn provider(&self)", "fn backend(&self)"),
        "self.provider().stream(",
        "self.backend().stream(",
    );
    assert!(
        !reports_error(
            &severities(&other_accessor),
            "`self.messages` is rewritten with model-authored text"
        ),
        "{:?}",
        severities(&other_accessor)
    );
}

/// Ninety-ninth round: a conversation's `clear_except_system` sets its system message aside by
/// its role (`self.messages.iter().find(|m| m.role == Role::System).cloned()`), clears the
/// messages and puts that one back: a reset that keeps the system prompt, a note while
/// nothing calls it, as `retain(|m| m.role == Role::System)` is. Put back beside the newest
/// user message it is still a cut to those two by position (RG008), and so is the newest user
/// message alone.
#[test]
fn the_system_message_set_aside_by_role_and_put_back_after_a_clear_is_a_reset() {
    let source = r#"
pub struct Conversation {
    pub messages: Vec<Message>,
}
impl Conversation {
    pub fn clear_except_system(&mut self) {
        let system_message = self
            .messages
            .iter()
            .find(|m| m.role == Role::System)
            .cloned();
        self.messages.clear();
        if let Some(msg) = system_message {
            self.messages.push(msg);
        }
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(
            &found[0],
            "(an explicit reset: nothing in the linted code calls it)"
        ),
        "{found:?}"
    );
    let with_newest_user = variant(
        source,
        "        self.messages.clear();\n",
        "        let newest = self.messages.iter().rev().find(|m| m.role == Role::User).cloned();\n        self.messages.clear();\n        if let Some(m) = newest {\n            self.messages.push(m);\n        }\n",
    );
    assert_eq!(findings(&with_newest_user), pairs(&[("RG008", "truncate")]));
    let newest_user_only = variant(
        source,
        ".find(|m| m.role == Role::System)",
        ".rev().find(|m| m.role == Role::User)",
    );
    assert_eq!(findings(&newest_user_only), pairs(&[("RG008", "truncate")]));
}

/// Ninety-ninth round: two compactions that summarise the oldest messages (`older =
/// messages[..n]`) and put the summary back at the front, where the next run's range starts:
/// an agent loop that splits off the recent tail, clears the window, pushes the summary and
/// appends the tail, and a coding agent that writes the window back as a fixed marker, the
/// summary, then the kept tail (`vec![Message::user("[Previous conversation summarized
/// below]"), Message::assistant(summary)]`). From the second run on each summarises its own
/// earlier summary (RG003), as `drain(..n)` then `insert(0, summary)` does. A range read
/// after the front (`messages[1..n]`) leaves the summary out, and the fixed marker put back
/// without the summary folds nothing in.
#[test]
fn a_summary_put_back_at_the_front_after_a_clear_or_a_fixed_marker_is_summarised_again() {
    let cleared = r#"
pub struct Agent {
    messages: Vec<Message>,
    llm: Llm,
}
impl Agent {
    pub async fn compact(&mut self, n: usize) -> Result<(), Error> {
        let older: Vec<Message> = self.messages[..n].to_vec();
        let summary = self.llm.summarize(older).await?;
        let mut rest = self.messages.split_off(n);
        self.messages.clear();
        self.messages.push(Message::user(format!("Summary of the earlier conversation:\n\n{summary}")));
        self.messages.append(&mut rest);
        Ok(())
    }
}
"#;
    assert_eq!(
        findings(cleared),
        pairs(&[("RG003", "rewrite"), ("RG001", "rewrite")])
    );
    let read_after_the_front = variant(
        cleared,
        "self.messages[..n].to_vec()",
        "self.messages[1..n].to_vec()",
    );
    assert_eq!(
        findings(&read_after_the_front),
        pairs(&[("RG001", "rewrite")])
    );
    let marked = r#"
pub struct Agent {
    messages: Vec<Message>,
    llm: Llm,
}
impl Agent {
    pub async fn compact(&mut self, n: usize) -> Result<(), Error> {
        let older = self.messages[..n].to_vec();
        let kept = self.messages[n..].to_vec();
        let summary = self.llm.summarize(&older).await?;
        self.messages = vec![
            Message::user("[Previous conversation summarized below]".to_string()),
            Message::assistant(format!("Summary of prior context:\n\n{}", summary)),
        ];
        self.messages.extend(kept);
        Ok(())
    }
}
"#;
    assert_eq!(
        findings(marked),
        pairs(&[("RG003", "rewrite"), ("RG001", "rewrite")])
    );
    let marker_alone = variant(
        marked,
        "            Message::assistant(format!(\"Summary of prior context:\\n\\n{}\", summary)),\n",
        "",
    );
    assert!(
        !findings(&marker_alone)
            .iter()
            .any(|(rule, _)| rule == "RG003"),
        "{:?}",
        findings(&marker_alone)
    );
}

/// Ninety-ninth round: a conversation's `compact` hands the model all but the newest five
/// messages, read as `self.messages.iter().take(self.messages.len() - 5)`, then clears the
/// window and puts the summary first: the first `n` items are the range `messages[..n]`, so
/// the next run summarises this summary again (RG003). Items taken after the first
/// (`iter().skip(1).take(n)`) or the newest (`iter().rev().take(n)`) leave it out.
#[test]
fn the_first_items_taken_from_a_walk_of_the_window_are_a_range_from_its_start() {
    let source = r#"
pub struct Conversation {
    pub messages: Vec<Message>,
}
impl Conversation {
    pub async fn compact(&mut self, api_client: &Client) -> Result<()> {
        let messages_to_compact: Vec<Message> = self
            .messages
            .iter()
            .take(self.messages.len() - 5)
            .cloned()
            .collect();
        let summary_prompt = format!(
            "Summarize the following conversation:\n\n{}",
            messages_to_compact.iter().map(|m| m.text()).collect::<Vec<_>>().join("\n\n")
        );
        let summary = api_client.complete(summary_prompt).await?;
        let new_messages = self.messages.split_off(messages_to_compact.len());
        self.messages.clear();
        self.messages.push(Message::system(format!("Previous conversation summary:\n{}", summary)));
        self.messages.extend(new_messages);
        Ok(())
    }
}
"#;
    assert_eq!(
        findings(source),
        pairs(&[("RG003", "rewrite"), ("RG001", "rewrite")])
    );
    for other in [
        ".iter()\n            .skip(1)\n            .take(",
        ".iter()\n            .rev()\n            .take(",
    ] {
        let not_from_the_start = variant(source, ".iter()\n            .take(", other);
        assert_eq!(
            findings(&not_from_the_start),
            pairs(&[("RG001", "rewrite")]),
            "{other}"
        );
    }
}

/// Hundredth round: a local model's chat engine declares its prompt's parts with no value
/// (`let parts: Vec<PromptPart<'_>>;`) and gives them one in each branch of an `if` (the first
/// turn opens with the BOS token, a later one closes the previous turn): the compiler allows
/// no read before that assignment, so it is the list's first value and drops nothing. The
/// same list assigned once and then assigned again (`let mut parts; parts = ..;` before the
/// branches) has its value replaced, and is still reported.
#[test]
fn a_local_declared_with_no_value_and_assigned_in_each_branch_drops_nothing() {
    let source = r#"
pub struct ChatEngine {
    tokenizer: Tokenizer,
    history: Vec<ChatMessage>,
}
impl ChatEngine {
    pub fn send_user_message(&mut self, user_text: &str) -> Result<String, Error> {
        let bos = self.tokenizer.bos_id;
        let eos = self.tokenizer.eos_id;
        let user_segment: String;
        let parts: Vec<PromptPart<'_>>;
        if self.history.is_empty() {
            user_segment = format!("Human: {}\n\nAssistant: ", user_text);
            parts = vec![
                PromptPart::Special(bos),
                PromptPart::Text(&user_segment),
                PromptPart::Special(eos),
            ];
        } else {
            user_segment = format!("Human: {}\n\nAssistant: ", user_text);
            parts = vec![
                PromptPart::Special(eos),
                PromptPart::Text(&user_segment),
                PromptPart::Special(eos),
            ];
        }
        let reply = self.tokenizer.generate(&parts)?;
        self.history.push(ChatMessage { role: Role::User, content: user_text.to_string() });
        self.history.push(ChatMessage { role: Role::Assistant, content: reply.clone() });
        Ok(reply)
    }
}
"#;
    assert_eq!(findings(source), pairs(&[]));
    let assigned_twice = variant(
        source,
        "let parts: Vec<PromptPart<'_>>;",
        "let mut parts: Vec<PromptPart<'_>>;\n        parts = vec![PromptPart::Special(bos)];",
    );
    let drops = findings(&assigned_twice);
    assert!(
        drops.len() >= 2
            && drops
                .iter()
                .all(|f| f == &("RG002".to_owned(), "drop".to_owned())),
        "{drops:?}"
    );
}

/// Hundredth round, round 99's gap: a coding agent's `cleanup_if_empty` deletes the database
/// record of its conversation only when its window is empty (`if self.messages.is_empty() &&
/// self.persisted`), before `new_conversation` clears the window for a new id: the record of
/// a conversation that holds nothing goes, and no message leaves the window. The same delete
/// with no test, with a test that the window is not empty, or of a conversation whose key is
/// handed in (not the window's own, beside it) is still a drop.
#[test]
fn a_stored_conversation_deleted_when_the_window_beside_it_is_empty_drops_nothing() {
    let source = r#"
pub struct Agent {
    messages: Vec<Message>,
    conversation_id: String,
    persisted: bool,
    db: Database,
}
impl Agent {
    pub fn cleanup_if_empty(&mut self) {
        if self.messages.is_empty() && self.persisted {
            let _ = self.db.delete_conversation(&self.conversation_id);
        }
    }
    pub fn new_conversation(&mut self) {
        self.cleanup_if_empty();
        self.conversation_id = uuid::Uuid::new_v4().to_string();
        self.persisted = false;
        self.messages.clear();
    }
}
"#;
    // The clear of `new_conversation` alone: a reset.
    assert_eq!(findings(source), pairs(&[("RG002", "drop")]));
    let untested = variant(
        source,
        "if self.messages.is_empty() && self.persisted",
        "if self.persisted",
    );
    let not_empty = variant(
        source,
        "if self.messages.is_empty() && self.persisted",
        "if !self.messages.is_empty() && self.persisted",
    );
    let handed_in = variant(
        &variant(
            source,
            "pub fn cleanup_if_empty(&mut self) {",
            "pub fn cleanup_if_empty(&mut self, conversation_id: &str) {",
        ),
        "delete_conversation(&self.conversation_id)",
        "delete_conversation(conversation_id)",
    );
    for deleted in [untested, not_empty, handed_in] {
        assert_eq!(
            findings(&deleted),
            pairs(&[("RG002", "drop"), ("RG002", "drop")]),
            "{deleted}"
        );
    }
}

/// Hundredth round: a context manager keeps its rounds as `session: Vec<(String, String)>`,
/// pushed as `(user.to_string(), assistant.to_string())`, and drains the oldest past a number
/// of rounds: a host-side cut of the conversation (RG008), though neither the field's name nor
/// its item type says so; the pair of what the user asked and what the assistant answered
/// does. Pairs of anything else (`(key, value)`), or named in the other order, keep the list
/// out of the window.
#[test]
fn a_list_filled_with_user_and_assistant_pairs_is_a_conversation() {
    let source = r#"
pub struct ContextManager {
    system_prompt: String,
    session: Vec<(String, String)>,
    max_session_rounds: usize,
}
impl ContextManager {
    pub fn add_turn(&mut self, user: &str, assistant: &str) {
        self.session.push((user.to_string(), assistant.to_string()));
        if self.session.len() > self.max_session_rounds {
            let excess = self.session.len() - self.max_session_rounds;
            self.session.drain(0..excess);
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    for other_pair in [
        "(key.to_string(), value.to_string())",
        "(assistant.to_string(), user.to_string())",
    ] {
        let other = variant(
            source,
            "(user.to_string(), assistant.to_string())",
            other_pair,
        );
        assert!(findings(&other).is_empty(), "{other}");
    }
}

/// Round 101 (round 100's leftover, the messenger agent's `rollback_turn`): a failed turn
/// rolled back to the field its start set to the window's length (`self.turn_start =
/// self.history.len()` in `run_turn`, `self.history.truncate(self.turn_start)` in another
/// method), then the half tool exchange a compaction inside the turn may leave popped off the
/// end, takes back what the turn added and drops none of the conversation. A field named for
/// something else (`stored`), or also set from a parameter, is no mark; a pop under a test of
/// anything but half a tool exchange is still a drop.
#[test]
fn a_window_truncated_to_the_mark_its_turn_set_takes_the_turn_back() {
    let source = r#"
pub struct Agent {
    history: Vec<Message>,
    turn_start: usize,
    model: Model,
}
impl Agent {
    pub fn run_turn(&mut self, input: &str) -> Result<(), Error> {
        self.turn_start = self.history.len();
        self.history.push(Message::user(input));
        let reply = self.model.complete(&self.history)?;
        self.history.push(reply);
        Ok(())
    }
    pub fn rollback_turn(&mut self) {
        self.history.truncate(self.turn_start);
        while self.history.last().is_some_and(|m| m.tool_uses().next().is_some()) {
            self.history.pop();
        }
    }
}
"#;
    assert!(findings(source).is_empty(), "{:?}", findings(source));
    let stored = variant(source, "turn_start", "stored");
    assert_eq!(
        findings(&stored),
        pairs(&[("RG008", "truncate"), ("RG002", "drop")])
    );
    let set_by_caller = variant(
        source,
        "    pub fn rollback_turn(&mut self) {",
        "    pub fn resume(&mut self, start: usize) { self.turn_start = start; }\n    pub fn rollback_turn(&mut self) {",
    );
    assert_eq!(
        findings(&set_by_caller),
        pairs(&[("RG008", "truncate"), ("RG002", "drop")])
    );
    let other_test = variant(
        source,
        "m.tool_uses().next().is_some()",
        "m.role == Role::User",
    );
    assert_eq!(findings(&other_test), pairs(&[("RG002", "drop")]));
}

/// Round 102 (a context engine's `fit_to_context_window`): a window compacted by a
/// compactor (`*messages = result.messages`, a rewrite) and then, still over its budget,
/// rebuilt from its own system messages and the newest of its other messages that fit
/// (`*messages = final_msgs`) is cut by position, not rewritten again: the text the cut keeps
/// is the window's own, the compaction's output reported where it was made. A second
/// compaction there (`*messages = again.messages` from another `compact` call) is still a
/// rewrite, and so is the cut window given a summary made apart from it (of a rewritten
/// window's text: a rewrite of a rewrite too).
#[test]
fn a_window_cut_to_its_own_newest_items_after_a_compaction_is_a_truncation() {
    let source = r#"
pub fn fit(messages: &mut Vec<ChatMessage>, budget: usize) -> usize {
    let compactor = compressor::ContextCompactor::new(5);
    let result = compactor.compact(messages);
    *messages = result.messages;
    if messages.len() <= budget {
        return messages.len();
    }
    let (system_msgs, conversation): (Vec<_>, Vec<_>) = messages
        .iter()
        .partition(|m| matches!(m.role, Role::System));
    let mut kept = Vec::new();
    let mut used = 0usize;
    for msg in conversation.iter().rev() {
        let cost = msg.content.len() / 4;
        if used + cost > budget && !kept.is_empty() {
            break;
        }
        kept.push((*msg).clone());
        used += cost;
    }
    kept.reverse();
    let mut final_msgs: Vec<ChatMessage> = system_msgs.into_iter().cloned().collect();
    final_msgs.extend(kept);
    *messages = final_msgs;
    messages.len()
}
"#;
    assert_eq!(
        findings(source),
        pairs(&[("RG001", "rewrite"), ("RG008", "truncate")])
    );
    let compacted_again = variant(
        source,
        "    let (system_msgs,",
        "    let again = compactor.compact(messages);\n    *messages = again.messages;\n    let (system_msgs,",
    );
    assert_eq!(
        findings(&compacted_again),
        pairs(&[
            ("RG001", "rewrite"),
            ("RG003", "rewrite"),
            ("RG001", "rewrite"),
            ("RG008", "truncate")
        ])
    );
    let summary_apart = variant(
        source,
        "    final_msgs.extend(kept);",
        "    let summary = summarizer.summarize(&conversation);\n    final_msgs.push(ChatMessage::system(summary));\n    final_msgs.extend(kept);",
    );
    assert_eq!(
        findings(&summary_apart),
        pairs(&[
            ("RG001", "rewrite"),
            ("RG003", "rewrite"),
            ("RG001", "rewrite")
        ])
    );
}

/// Round 102 (a context manager's compressor): an arm of a `match` on a configured strategy
/// (`CompressionStrategy::RemoveOldest => self.remove_oldest(messages, target)`) picks how the
/// host cuts its window when it is over budget, not what a user asked for: the removal of the
/// first low-priority message while the window is over its budget is the host's cut by budget
/// (RG008), not a user's edit. A variant of an enum named for a command
/// (`Command::RemoveOldest`) is still the user's; one of a policy (`EvictionPolicy`) is a
/// setting too.
#[test]
fn an_arm_of_a_configured_strategy_is_no_user_command() {
    let source = r#"
pub enum CompressionStrategy { RemoveOldest, KeepAll }
pub struct Message { pub content: String, pub tokens: usize, pub priority: u8 }
pub struct Compressor { strategy: CompressionStrategy }
impl Compressor {
    pub fn compress(&self, messages: &mut Vec<Message>, target: usize) {
        match &self.strategy {
            CompressionStrategy::RemoveOldest => self.remove_oldest(messages, target),
            CompressionStrategy::KeepAll => {}
        }
    }
    fn remove_oldest(&self, messages: &mut Vec<Message>, target: usize) {
        while messages.iter().map(|m| m.tokens).sum::<usize>() > target {
            if let Some(pos) = messages.iter().position(|m| m.priority == 0) {
                messages.remove(pos);
            } else {
                break;
            }
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    let command = variant(source, "CompressionStrategy", "Command");
    let found = severities(&command);
    assert!(
        found.len() == 1 && note_containing(&found[0], "an edit the user asks for"),
        "{found:?}"
    );
    let policy = variant(source, "CompressionStrategy", "EvictionPolicy");
    assert_eq!(findings(&policy), pairs(&[("RG008", "truncate")]));
}

/// Round 102 (a context manager's short-term memory): a window drained whole into a local
/// (`let copy: Vec<Message> = self.messages.drain(..).collect()`) and given back item by item
/// (`for m in copy { self.messages.push_back(m) }`) loses nothing, as `self.messages.extend(copy)`
/// does; nor does a `clear` between the two, of a window the drain already emptied. A loop
/// that gives back only some items (a test on each, `copy.into_iter().skip(n)`), pushes
/// something made from each (`summarise(m)`) or pushes them into another window still leaves
/// the drain an edit.
#[test]
fn a_full_drain_given_back_item_by_item_is_no_drop() {
    let source = r#"
use std::collections::VecDeque;
pub struct Message { pub text: String }
pub struct Context { messages: VecDeque<Message>, archive: VecDeque<Message> }
fn keep(m: &Message) -> bool { !m.text.is_empty() }
fn summarise(m: Message) -> Message { m }
impl Context {
    pub fn reorder(&mut self) {
        let copy: Vec<Message> = self.messages.drain(..).collect();
        for m in copy { self.messages.push_back(m); }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[]));
    let cleared = variant(
        source,
        "        for m in copy",
        "        self.messages.clear();\n        for m in copy",
    );
    assert_eq!(findings(&cleared), pairs(&[]));
    let extended = variant(
        &cleared,
        "for m in copy { self.messages.push_back(m); }",
        "self.messages.extend(copy);",
    );
    assert_eq!(findings(&extended), pairs(&[]));
    let drop = pairs(&[("RG002", "drop")]);
    let some = variant(
        source,
        "{ self.messages.push_back(m); }",
        "{ if keep(&m) { self.messages.push_back(m); } }",
    );
    assert_eq!(findings(&some), drop);
    let skipped = variant(source, "in copy {", "in copy.into_iter().skip(2) {");
    assert_eq!(findings(&skipped), drop);
    let elsewhere = variant(
        source,
        "self.messages.push_back(m)",
        "self.archive.push_back(m)",
    );
    assert_eq!(findings(&elsewhere), drop);
    let other = variant(source, "push_back(m)", "push_back(summarise(m))");
    assert_eq!(findings(&other), pairs(&[("RG001", "rewrite")]));
    // A clear with nothing drained before it is still a reset (an RG002 note).
    let reset = variant(
        source,
        "        let copy: Vec<Message> = self.messages.drain(..).collect();\n",
        "        let copy: Vec<Message> = Vec::new();\n        self.messages.clear();\n",
    );
    let found = severities(&reset);
    assert!(
        found.len() == 1 && note_containing(&found[0], "explicit reset"),
        "{found:?}"
    );
}

/// Round 103: a window cleared and given back copies of its system messages and of its
/// newest few (`self.messages.iter().rev().take(n).cloned().collect()`, put back with
/// `extend(recent.into_iter().rev())`), or of those from a position on (`iter().skip(k)`),
/// is cut by position (RG008), as a range copy `history[k..].to_vec()` put back is; it was
/// an RG002 drop. Newest items chosen by what they say, or all but the newest
/// (`rev().skip(1)`), stay drops.
#[test]
fn a_window_given_back_its_newest_copied_by_rev_take_is_a_truncation() {
    let source = r#"
use std::collections::VecDeque;
#[derive(Clone, PartialEq)]
pub enum Role { System, User }
#[derive(Clone)]
pub struct Message { pub role: Role, pub text: String, pub pinned: bool }
pub struct Conversation { messages: VecDeque<Message>, tokens: usize, max_tokens: usize }
impl Conversation {
    pub fn add(&mut self, m: Message) {
        self.tokens += m.text.len();
        self.messages.push_back(m);
        while self.tokens > self.max_tokens && self.messages.len() > 1 {
            self.truncate_middle();
        }
    }
    fn truncate_middle(&mut self) {
        let system: Vec<_> = self.messages.iter().filter(|m| m.role == Role::System).cloned().collect();
        let recent: Vec<_> = self.messages.iter().rev().take(3).cloned().collect();
        self.messages.clear();
        self.messages.extend(system);
        self.messages.extend(recent.into_iter().rev());
        self.tokens = self.messages.iter().map(|m| m.text.len()).sum();
    }
}
"#;
    let cut = pairs(&[("RG008", "truncate")]);
    assert_eq!(findings(source), cut);
    let skipped = variant(
        source,
        "self.messages.iter().rev().take(3).cloned().collect()",
        "self.messages.iter().skip(self.messages.len() - 3).cloned().collect()",
    );
    let skipped = variant(&skipped, "recent.into_iter().rev()", "recent");
    assert_eq!(findings(&skipped), cut);
    let drop = pairs(&[("RG002", "drop")]);
    let chosen = variant(
        source,
        "iter().rev().take(3)",
        "iter().rev().filter(|m| m.pinned).take(3)",
    );
    assert_eq!(findings(&chosen), drop);
    let all_but_newest = variant(source, "iter().rev().take(3)", "iter().rev().skip(1)");
    assert_eq!(findings(&all_but_newest), drop);
    let middle = variant(source, "iter().rev().take(3)", "iter().skip(1).take(3)");
    assert_eq!(findings(&middle), drop);
}

/// Round 103: a session that injects control messages under a role of its own
/// (`self.push_message("workflow", blocks)`) and strips them again (`retain(|m| m.role !=
/// "workflow")`, or a closure that first keeps every other role and then decides among that
/// role's messages) takes out only the host's own notes: no drop. It was an RG002 error. A role
/// of a side of a conversation (`"user"`), a role the file never pushes, and a `retain` keeping
/// only that role stay drops.
#[test]
fn a_role_the_file_injects_itself_stripped_is_no_drop() {
    let source = r#"
pub struct Message { pub role: String, pub text: String }
pub struct Session { messages: Vec<Message> }
impl Session {
    fn push_message(&mut self, role: &str, text: String) {
        self.messages.push(Message { role: role.to_string(), text });
    }
    pub fn inject_workflow_message(&mut self, content: &str) {
        self.push_message("workflow", content.to_string());
    }
    pub fn send(&mut self, text: String) {
        self.push_message("user", text);
    }
    pub fn remove_workflow_messages(&mut self) {
        self.messages.retain(|m| m.role != "workflow");
    }
}
"#;
    assert_eq!(findings(source), pairs(&[]));
    let verify_only = variant(
        source,
        "self.messages.retain(|m| m.role != \"workflow\");",
        "self.messages.retain(|m| {\n            if m.role != \"workflow\" {\n                return true;\n            }\n            !m.text.starts_with(\"Verify\")\n        });",
    );
    assert_eq!(findings(&verify_only), pairs(&[]));
    let drop = pairs(&[("RG002", "drop")]);
    let users = variant(source, "m.role != \"workflow\"", "m.role != \"user\"");
    assert_eq!(findings(&users), drop);
    let not_injected = variant(
        source,
        "self.push_message(\"workflow\", content.to_string());",
        "self.push_message(\"user\", content.to_string());",
    );
    assert_eq!(findings(&not_injected), drop);
    let only_workflow = variant(source, "m.role != \"workflow\"", "m.role == \"workflow\"");
    assert_eq!(findings(&only_workflow), drop);
    // A role named for a summary holds what stands in for messages already gone.
    let summaries = source.replace("\"workflow\"", "\"summary\"");
    assert_eq!(findings(&summaries), drop);
}

/// Round 103 (round 102's leftover): a `clear` right after a full drain of the same window into
/// a local drops nothing when both are statements of a block nested in the body (`if
/// self.messages.len() > self.max { let copy = w.drain(..).collect(); w.clear(); .. }`), as
/// at the body's top level; it was an RG008 cut. A drain outside the block, a call of a method
/// of `self` between, and a drain not given back are still reported as before.
#[test]
fn a_clear_after_a_full_drain_in_a_nested_block_drops_nothing() {
    let source = r#"
use std::collections::VecDeque;
pub struct Message { pub text: String }
pub struct Context { messages: VecDeque<Message>, archive: VecDeque<Message>, max: usize }
impl Context {
    fn note(&mut self) {}
    pub fn reorder(&mut self) {
        if self.messages.len() > self.max {
            let copy: Vec<Message> = self.messages.drain(..).collect();
            self.messages.clear();
            for m in copy { self.messages.push_back(m); }
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[]));
    let cut = pairs(&[("RG008", "truncate")]);
    let between = variant(
        source,
        "            self.messages.clear();",
        "            self.note();\n            self.messages.clear();",
    );
    assert_eq!(findings(&between), cut);
    let elsewhere = variant(
        source,
        "self.messages.push_back(m)",
        "self.archive.push_back(m)",
    );
    // The drain, not given back, is the one edit; the clear after it drops nothing.
    assert_eq!(findings(&elsewhere), cut);
    let outside = variant(
        source,
        "        if self.messages.len() > self.max {\n            let copy: Vec<Message> = self.messages.drain(..).collect();",
        "        let copy: Vec<Message> = self.messages.drain(..).collect();\n        if copy.len() > self.max {",
    );
    assert_eq!(
        findings(&outside),
        pairs(&[("RG002", "drop"), ("RG008", "truncate")])
    );
}

/// Round 104: an undo that walks the window from the end by index (`for i in
/// (0..h.len()).rev()`) and removes the newest answer and then the question before it, each in
/// an arm of a `match` on the message's role taken once (`Role::Assistant if answer.is_none() =>
/// answer = Some(h.remove(i))`, `Role::User if .. => { h.remove(i); break; }`), in a method
/// nothing in the linted code calls, was two RG002 errors. Each removal now takes back the
/// newest message of its role (a note, as `remove(at)` where `rposition` finds it is). So does
/// an `if` on the message at the index that leaves the loop. Still errors: the walk from the
/// oldest, an arm taken for every answer, and a role other than the user's or the assistant's.
#[test]
fn an_undo_removing_by_index_in_a_loop_from_the_end_takes_back_the_turn() {
    let source = r#"
pub struct Chat { messages: Vec<Message> }
impl Chat {
    pub fn remove_last_turn(&mut self) -> Option<(Message, Message)> {
        let mut user_msg = None;
        let mut assistant_msg = None;
        for i in (0..self.messages.len()).rev() {
            match self.messages[i].role {
                Role::Assistant if assistant_msg.is_none() => {
                    assistant_msg = Some(self.messages.remove(i));
                }
                Role::User if assistant_msg.is_some() && user_msg.is_none() => {
                    user_msg = Some(self.messages.remove(i));
                    break;
                }
                _ => continue,
            }
        }
        user_msg.zip(assistant_msg)
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(
        note_containing(&found[0], "a take-back: the newest answer")
            && note_containing(&found[1], "a take-back: the newest turn"),
        "{found:?}"
    );
    // An `if` on the message at the index that leaves the loop: the same.
    let with_if = r#"
pub struct Chat { messages: Vec<Message> }
impl Chat {
    pub fn drop_last_answer(&mut self) {
        for i in (0..self.messages.len()).rev() {
            if self.messages[i].role == Role::Assistant {
                self.messages.remove(i);
                break;
            }
        }
    }
}
"#;
    let found = severities(with_if);
    assert!(
        found.len() == 1 && note_containing(&found[0], "a take-back: the newest answer"),
        "{found:?}"
    );
    // Contrast: walked from the oldest, the oldest answer and question go.
    let oldest = variant(
        source,
        "(0..self.messages.len()).rev()",
        "0..self.messages.len()",
    );
    let found = severities(&oldest);
    assert!(
        found.len() == 2 && found.iter().all(|(s, _)| s == "error"),
        "{found:?}"
    );
    // Contrast: every answer removed (no `is_none` test of what the arm sets, no `break`).
    let every_answer = variant(
        with_if,
        "                self.messages.remove(i);\n                break;",
        "                self.messages.remove(i);",
    );
    assert_eq!(single_severity(&every_answer), "error");
    // Contrast: a system message is no part of the newest turn.
    let system = variant(with_if, "Role::Assistant", "Role::System");
    assert_eq!(single_severity(&system), "error");
}

/// Round 104: a window of the session an `Option` field of `self` holds, reached through a
/// mutable binding (`if let Some(ref mut session) = self.current_session`, `if let Some(session)
/// = self.current_session.as_mut()`), is the method's own window, as `self.messages` is. A
/// setter replacing it with what the caller hands in, nothing in the linted code calling it, was
/// an RG002 error where `self.messages = messages` is a load note; so was an undo taking back
/// the newest turn there. Both are notes now. Still errors: the setter called by linted code,
/// and a session found in a collection the caller hands in.
#[test]
fn a_window_of_the_session_an_option_field_holds_is_the_methods_own() {
    let source = r#"
pub struct Session { pub messages: Vec<Message> }
pub struct SessionManager { current_session: Option<Session> }
impl SessionManager {
    pub fn set_messages(&mut self, messages: Vec<Message>) {
        if let Some(ref mut session) = self.current_session {
            session.messages = messages;
        }
    }
    pub fn undo(&mut self) {
        if let Some(ref mut session) = self.current_session {
            if let Some(at) = session.messages.iter().rposition(|m| m.role == Role::User) {
                session.messages.truncate(at);
            }
        }
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(
        note_containing(&found[0], "a load: the window is replaced with `messages`")
            && note_containing(&found[1], "a take-back: the newest turn"),
        "{found:?}"
    );
    // `as_mut()` and `&mut`: the same.
    for holder in ["self.current_session.as_mut()", "&mut self.current_session"] {
        let other = variant(
            source,
            "Some(ref mut session) = self.current_session",
            "Some(session) = HOLDER",
        )
        .replace("HOLDER", holder);
        let found = severities(&other);
        assert!(
            found.len() == 2 && found.iter().all(|(s, _)| s == "note"),
            "{holder}: {found:?}"
        );
    }
    // Contrast: the setter called by linted code, which may have left messages out.
    let called = format!(
        "{source}\npub fn shrink(m: &mut SessionManager, kept: Vec<Message>) {{ m.set_messages(kept); }}\n"
    );
    assert!(
        reports_error(
            &severities(&called),
            "messages are dropped from `session.messages`"
        ),
        "{:?}",
        severities(&called)
    );
    // Contrast: the session of another manager, handed in, is the caller's.
    let handed = variant(
        source,
        "    pub fn set_messages(&mut self, messages: Vec<Message>) {\n        if let Some(ref mut session) = self.current_session {",
        "    pub fn set_messages(&mut self, other: &mut SessionManager, messages: Vec<Message>) {\n        if let Some(ref mut session) = other.current_session {",
    );
    assert!(
        reports_error(
            &severities(&handed),
            "messages are dropped from `session.messages`"
        ),
        "{:?}",
        severities(&handed)
    );
}

/// Round 105: a chat screen writes a streamed reply into its newest line again as the tokens
/// arrive, under a test that the line starts with the speaker's label (`if
/// last.starts_with("Assistant:") { *last = line; }` for `line` = `format!("Assistant: {}",
/// self.buffer)`): the same line's newer version, a note as a same-id update is, though linted
/// code calls it. Still errors: the newest line replaced without the label test, with a line of
/// another label, and with a model's text.
#[test]
fn the_newest_line_written_again_with_its_label_is_its_newer_version() {
    let source = r#"
pub struct App { pub messages: Vec<String>, pub buffer: String }
impl App {
    pub fn on_token(&mut self, token: &str) {
        self.buffer.push_str(token);
        self.update_line();
    }
    fn update_line(&mut self) {
        let line = if self.buffer.trim().is_empty() {
            String::new()
        } else {
            format!("Assistant: {}", self.buffer.trim())
        };
        if let Some(last) = self.messages.last_mut() {
            if last.starts_with("Assistant:") {
                *last = line;
                return;
            }
        }
        if !line.is_empty() {
            self.messages.push(line);
        }
    }
}
"#;
    let found = severities(source);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        note_containing(
            &found[0],
            "(the same line updated: `line` is written with the label `Assistant:`"
        ),
        "{found:?}"
    );
    // The `format!` written directly: the same.
    let direct = variant(
        source,
        "*last = line;",
        "*last = format!(\"Assistant: {}\", self.buffer);",
    );
    assert_eq!(single_severity(&direct), "note");
    // Contrast: no label test, the newest line replaced whatever it was.
    let untested = variant(source, "last.starts_with(\"Assistant:\")", "true");
    assert!(
        reports_error(
            &severities(&untested),
            "the newest message of `self.messages` is overwritten"
        ),
        "{:?}",
        severities(&untested)
    );
    // Contrast: a line of another label written over the assistant's.
    let other = variant(source, "format!(\"Assistant: {}\"", "format!(\"User: {}\"");
    assert_eq!(single_severity(&other), "error");
    // Contrast: a model's text under the test is a rewrite.
    let model = variant(
        source,
        "*last = line;",
        "*last = format!(\"Assistant: {}\", llm.summarize(&line));",
    );
    assert_error_containing(&model, "model-authored");
}

/// Round 105: a hand-off renderer builds its sections from the events it is lent
/// (`Sections::collect(facts)`, `facts: &HandoffFacts`), drops the oldest tool lines of them
/// to fit a size (`self.conversation.retain(..)` in a private `prune`) and gives back the text
/// it assembles (`Ok(sections.assemble(..))`). The value holds what it read; the events keep
/// every line. That `retain` was an RG002 error; it is nothing now. Still errors: the value
/// built from a source lent mutably, the value handed on (not only rendered), the body giving
/// back nothing rendered from it, and `prune` public.
#[test]
fn a_value_built_from_borrows_and_rendered_is_cut_as_a_copy() {
    let source = r#"
pub struct Event { pub kind: String, pub content: String }
pub struct HandoffFacts { pub events: Vec<Event> }
struct Line { text: String, tool: bool }
struct Sections { conversation: Vec<Line> }
impl Sections {
    fn collect(facts: &HandoffFacts) -> Self {
        let mut conversation = Vec::new();
        for event in &facts.events {
            conversation.push(Line { text: event.content.clone(), tool: event.kind == "tool" });
        }
        Sections { conversation }
    }
    fn assemble(&self) -> String {
        self.conversation.iter().map(|l| l.text.as_str()).collect::<Vec<_>>().join("\n")
    }
    fn prune(&mut self, mut excess: usize) -> bool {
        let mut pruned = false;
        self.conversation.retain(|line| {
            if excess == 0 || !line.tool {
                return true;
            }
            excess = excess.saturating_sub(line.text.len());
            pruned = true;
            false
        });
        pruned
    }
}
pub fn render(facts: &HandoffFacts, max_bytes: usize) -> Result<String, String> {
    let mut sections = Sections::collect(facts);
    let full = sections.assemble();
    if full.len() <= max_bytes {
        return Ok(full);
    }
    if !sections.prune(full.len() - max_bytes) {
        return Ok(full);
    }
    Ok(sections.assemble())
}
"#;
    let found = severities(source);
    assert!(found.is_empty(), "{found:?}");
    // `&facts` of an owned parameter: the same.
    let owned = variant(
        source,
        "pub fn render(facts: &HandoffFacts, max_bytes: usize) -> Result<String, String> {\n    let mut sections = Sections::collect(facts);",
        "pub fn render(facts: HandoffFacts, max_bytes: usize) -> Result<String, String> {\n    let mut sections = Sections::collect(&facts);",
    );
    assert!(severities(&owned).is_empty(), "{:?}", severities(&owned));
    let drops = |source: &str| {
        reports_error(
            &severities(source),
            "messages are dropped from `self.conversation`",
        )
    };
    // Contrast: built from a source lent mutably, it may have taken the source's lines.
    let lent = variant(
        source,
        "fn collect(facts: &HandoffFacts) -> Self {",
        "fn collect(facts: &mut HandoffFacts) -> Self {",
    )
    .replace(
        "pub fn render(facts: &HandoffFacts, max_bytes: usize) -> Result<String, String> {\n    let mut sections = Sections::collect(facts);",
        "pub fn render(facts: &mut HandoffFacts, max_bytes: usize) -> Result<String, String> {\n    let mut sections = Sections::collect(facts);",
    );
    assert!(drops(&lent), "{:?}", severities(&lent));
    // Contrast: the value handed on after the cut, not only rendered.
    let handed = variant(
        source,
        "    Ok(sections.assemble())\n}",
        "    keep(sections);\n    Ok(String::new())\n}\nfn keep(_s: Sections) {}",
    );
    assert!(drops(&handed), "{:?}", severities(&handed));
    // Contrast: nothing rendered from it given back.
    let unrendered = variant(
        source,
        "    Ok(sections.assemble())\n}",
        "    let _ = sections.assemble();\n    Ok(String::new())\n}",
    );
    assert!(drops(&unrendered), "{:?}", severities(&unrendered));
    // Contrast: a public `prune` may be called on any value.
    let public = variant(
        source,
        "    fn prune(&mut self",
        "    pub fn prune(&mut self",
    );
    assert!(drops(&public), "{:?}", severities(&public));
}

/// Round 106: a memory entry type of another module (`crate::ai::types::MemoryEntry`), built
/// in the file with a struct literal setting `content`, is what the agent remembers: the map
/// of them (`short_term: HashMap<String, MemoryEntry>`), joined into the context by
/// `build_context`, is its memory, and the entries of lowest importance removed from it are
/// dropped unguarded.
#[test]
fn a_memory_entry_built_with_content_is_remembered_text() {
    let source = r#"
use std::collections::HashMap;
use crate::ai::types::MemoryEntry;
pub struct MemoryManager { short_term: HashMap<String, MemoryEntry>, short_term_limit: usize }
impl MemoryManager {
    pub fn remember_short(&mut self, id: String, content: String) {
        let entry = MemoryEntry { id: id.clone(), content, importance: 0.5, access_count: 0 };
        self.short_term.insert(id, entry);
        if self.short_term.len() > self.short_term_limit {
            self.compress_short_term();
        }
    }
    pub fn build_context(&self) -> String {
        self.short_term.values().map(|e| e.content.clone()).collect::<Vec<_>>().join("\n")
    }
    fn compress_short_term(&mut self) {
        let mut entries: Vec<(String, f64)> =
            self.short_term.iter().map(|(id, e)| (id.clone(), e.importance)).collect();
        entries.sort_by(|a, b| a.1.partial_cmp(&b.1).unwrap());
        let to_remove = self.short_term.len() - self.short_term_limit;
        for (id, _) in entries.into_iter().take(to_remove) {
            self.short_term.remove(&id);
        }
    }
}
"#;
    assert_error_containing(source, "messages are dropped from `self.short_term`");
    // Look-alike: the literal sets no `content` (an emulator's memory map of addresses).
    assert_silent(&variant(
        source,
        "MemoryEntry { id: id.clone(), content, importance: 0.5, access_count: 0 }",
        "MemoryEntry { id: id.clone(), bytes: content.into_bytes(), importance: 0.5, access_count: 0 }",
    ));
    // Look-alike: an entry not named for memory (a cache's entry).
    assert_silent(&source.replace("MemoryEntry", "CacheEntry"));
    // Look-alike: the file declares the entry, without its text as `content`: the
    // declaration says what it holds.
    assert_silent(&variant(
        source,
        "use crate::ai::types::MemoryEntry;",
        "pub struct MemoryEntry { id: String, content: Vec<u8>, importance: f64, access_count: u32 }",
    ));
}

/// Round 106: the rows of a table of an agent's memories deleted below a score (`DELETE FROM
/// memory_fragments WHERE importance < 0.3`, after the scores are decayed) are the memories
/// scoring lowest dropped, as a `retain` by importance drops them from a list.
#[test]
fn memories_deleted_below_a_score_are_dropped() {
    let source = r#"
use rusqlite::Connection;
pub fn search_memories(conn: &Connection, query: &str) -> Result<Vec<String>, rusqlite::Error> {
    let mut stmt = conn.prepare("SELECT text_summary FROM memory_fragments WHERE memory_fts MATCH ?1")?;
    let rows = stmt.query_map([query], |row| row.get(0))?.collect::<Result<Vec<_>, _>>()?;
    Ok(rows)
}
pub fn decay_memories(conn: &Connection) -> Result<(), rusqlite::Error> {
    conn.execute("UPDATE memory_fragments SET importance = importance * 0.95", [])?;
    conn.execute("DELETE FROM memory_fragments WHERE importance < 0.3", [])?;
    Ok(())
}
"#;
    assert_error_containing(source, "`memory_fragments`");
    // Look-alike: a table not named for memories (a cache's entries).
    assert_silent(&source.replace("memory_fragments", "cache_entries"));
    // Look-alike: the rows cut by another column than a score.
    assert_silent(&variant(
        source,
        "WHERE importance < 0.3",
        "WHERE created_at < 1700000000",
    ));
    // Look-alike: `<>` is not a bound.
    assert_silent(&variant(
        source,
        "WHERE importance < 0.3",
        "WHERE importance <> 0.3",
    ));
}

/// After round 104 (lint106b): a session manager saves a clone of the current session without
/// its info lines (`let mut save_session = session.clone(); save_session.messages.retain(|m|
/// m.role != Role::Info);`, then `serde_json::to_string_pretty(&save_session)` written with
/// `fs::write`), while the live session keeps every message: a view being saved, no window
/// cut. Still errors: the copy's text sent rather than written, the copy handed to a store,
/// the copy installed back in the session, and the live session cut and saved.
#[test]
fn a_clone_cut_and_written_to_a_file_cuts_no_window() {
    let source = r#"
pub struct Session { pub name: String, pub messages: Vec<Message> }
pub struct SessionManager { current_session: Option<Session>, dir: std::path::PathBuf }
impl SessionManager {
    pub fn new_session(&mut self, name: &str) -> std::io::Result<()> {
        self.current_session = Some(Session { name: name.to_string(), messages: Vec::new() });
        self.save_current()
    }
    pub fn save_current(&self) -> std::io::Result<()> {
        if let Some(session) = &self.current_session {
            let path = self.dir.join(format!("{}.json", session.name));
            let mut save_session = session.clone();
            save_session.messages.retain(|m| m.role != Role::Info);
            let json = serde_json::to_string_pretty(&save_session)?;
            std::fs::write(&path, json)?;
        }
        Ok(())
    }
}
"#;
    let found = severities(source);
    assert!(found.is_empty(), "{found:?}");
    // The serialised text handed straight to the writer: the same.
    let direct = variant(
        source,
        "let json = serde_json::to_string_pretty(&save_session)?;\n            std::fs::write(&path, json)?;",
        "std::fs::write(&path, serde_json::to_vec(&save_session)?)?;",
    );
    let found = severities(&direct);
    assert!(found.is_empty(), "{found:?}");
    let dropped = "messages are dropped from `save_session.messages`";
    for (from, to) in [
        // The text sent (to a model, a peer) rather than written to a file.
        ("std::fs::write(&path, json)?;", "self.client.send(json)?;"),
        // The copy handed to a store.
        (
            "let json = serde_json::to_string_pretty(&save_session)?;",
            "self.store.save(&save_session)?; let json = String::new();",
        ),
        // The copy installed back in the session.
        (
            "std::fs::write(&path, json)?;",
            "std::fs::write(&path, json)?; self.current_session = Some(save_session);",
        ),
    ] {
        let other = variant(source, from, to);
        let found = severities(&other);
        assert!(reports_error(&found, dropped), "{to}: {found:?}");
    }
    // The live session cut, then saved.
    let live = variant(
        &variant(
            source,
            "if let Some(session) = &self.current_session {",
            "if let Some(session) = &mut self.current_session {",
        ),
        "let mut save_session = session.clone();",
        "let save_session = session;",
    );
    let found = severities(&live);
    assert!(reports_error(&found, dropped), "{found:?}");
}

/// After round 104 (lint106b): a private function taking a list by value and giving back the
/// items a filter lets through (`drop_orphans(messages: Vec<Message>) -> Vec<Message>`),
/// whose every caller hands it a copy (`messages.clone()` of a read guard, or the list a
/// method taking `&self` returns by value, `self.get_messages().await?`) and goes on filtering
/// and cutting the result before giving it back, cuts no window. Still errors: a caller
/// handing it the live window (`std::mem::take(&mut self.history)`), a copy whose result is
/// installed back in the window (`self.history = drop_orphans(self.history.clone())`, through
/// a local, or through a local built from the result).
#[test]
fn a_filter_of_a_copy_handed_by_value_cuts_no_window() {
    let source = r#"
pub struct Store { messages: RwLock<Vec<Message>>, context_messages: usize, history: Vec<Message> }
fn drop_orphans(messages: Vec<Message>) -> Vec<Message> {
    let ids: HashSet<String> = messages.iter().map(|m| m.id.clone()).collect();
    messages
        .into_iter()
        .filter(|m| match m.parent_id.as_deref() {
            None => true,
            Some(pid) => ids.contains(pid),
        })
        .collect()
}
fn sliding_window(messages: &[Message], turns: usize) -> Vec<Message> {
    messages[messages.len().saturating_sub(turns)..].to_vec()
}
impl Store {
    pub async fn get_messages(&self) -> Result<Vec<Message>, Error> {
        let messages = self.messages.read().await;
        let mut messages = messages.clone();
        messages.sort_by_key(|m| m.seq);
        Ok(messages)
    }
    pub async fn context(&self, turns: usize) -> Result<Vec<Message>, Error> {
        let messages = self.get_messages().await?;
        let messages: Vec<Message> = drop_orphans(messages);
        let messages: Vec<Message> = messages.into_iter().filter(|m| m.role.is_some()).collect();
        Ok(sliding_window(&messages, turns))
    }
    pub async fn request_view(&self) -> Result<Vec<Message>, Error> {
        let messages = self.messages.read().await;
        let messages: Vec<Message> = messages.clone();
        let messages: Vec<Message> = drop_orphans(messages);
        let result = sliding_window(&messages, self.context_messages);
        Ok(result)
    }
}
"#;
    let found = severities(source);
    assert!(found.is_empty(), "{found:?}");
    let dropped = "messages are dropped from `messages` (`filter`)";
    for method in [
        "pub fn prune(&mut self) { let all = std::mem::take(&mut self.history); self.history = drop_orphans(all); }",
        "pub fn refresh(&mut self) { self.history = drop_orphans(self.history.clone()); }",
        "pub fn refresh(&mut self) { let copy = self.history.clone(); let kept = drop_orphans(copy); self.history = kept; }",
        "pub fn refresh(&mut self) { let copy = self.history.clone(); let kept = drop_orphans(copy); let shown: Vec<Message> = kept.into_iter().filter(|m| m.role.is_some()).collect(); self.history = shown; }",
    ] {
        let other = format!(
            "{}    {method}\n}}\n",
            source.trim_end().trim_end_matches('}')
        );
        let found = severities(&other);
        assert!(reports_error(&found, dropped), "{method}: {found:?}");
    }
}

/// Round 107: a store's memories of one session deleted by comparing an optional field with
/// the caller's key wrapped (`memories.retain(|m| m.session_id.as_ref() != Some(&session_id))`,
/// the key an owned copy of the parameter made to move into an `async` block) are the
/// memories the caller names, a note as `retain(|m| m.session_id != session_id)` is, not an
/// error.
#[test]
fn memories_of_a_session_the_caller_names_are_deleted_on_request() {
    let source = r#"
pub struct MemoryEntry { pub id: String, pub content: String, pub session_id: Option<String> }
pub struct InMemoryStore { memories: std::sync::RwLock<Vec<MemoryEntry>> }
impl InMemoryStore {
    pub fn delete_by_session(&self, session_id: &str) -> usize {
        let session_id = session_id.to_string();
        let mut memories = self.memories.write().unwrap();
        let before = memories.len();
        memories.retain(|m| m.session_id.as_ref() != Some(&session_id));
        before - memories.len()
    }
}
"#;
    let found = severities(source);
    assert!(
        found.len() == 1 && note_containing(&found[0], "the caller passes in"),
        "{found:?}"
    );
    // The same with `as_deref` and the parameter itself.
    let found = severities(&variant(
        source,
        "m.session_id.as_ref() != Some(&session_id)",
        "m.session_id.as_deref() != Some(session_id.as_str())",
    ));
    assert!(found.len() == 1 && found[0].0 == "note", "{found:?}");
    // Look-alike: the key is not the caller's (a session the store picks itself).
    assert_eq!(
        single_severity(&variant(
            source,
            "let session_id = session_id.to_string();",
            "let session_id = self.oldest_session();",
        )),
        "error"
    );
    // Look-alike: a copy of the parameter changed before the test (not what the caller
    // named).
    assert_eq!(
        single_severity(&variant(
            source,
            "let session_id = session_id.to_string();",
            "let session_id = format!(\"{session_id}-old\");",
        )),
        "error"
    );
}

/// Round 107: a memory entry of another module (`use crate::agents::langchain::MemoryEntry`)
/// that the file never builds but whose `content` it reads through a parameter of that type
/// (`fn update_index(&self, entry: &MemoryEntry)` splitting `entry.content` into words) holds
/// what the agent remembers, so `memories: HashMap<MemoryType, Vec<MemoryEntry>>` is its
/// memory and the entries older than a cut-off removed from it are cut by age.
#[test]
fn a_memory_entry_whose_content_is_read_is_remembered_text() {
    let source = r#"
use std::collections::HashMap;
use crate::agents::langchain::{MemoryEntry, MemoryType};
pub struct MemoryManager { memories: HashMap<MemoryType, Vec<MemoryEntry>>, index: HashMap<String, Vec<String>> }
impl MemoryManager {
    pub fn store_memory(&mut self, entry: MemoryEntry) {
        self.update_index(&entry);
        self.memories.entry(entry.entry_type.clone()).or_default().push(entry);
    }
    fn update_index(&mut self, entry: &MemoryEntry) {
        for word in entry.content.split_whitespace() {
            self.index.entry(word.to_lowercase()).or_default().push(entry.id.clone());
        }
    }
    pub fn remove_expired(&mut self, cutoff: i64) {
        for type_memories in self.memories.values_mut() {
            type_memories.retain(|e| e.timestamp > cutoff);
        }
    }
}
"#;
    let found = severities(source);
    assert!(
        found.iter().any(|f| note_containing(f, "by age")),
        "{found:?}"
    );
    // Look-alike: the parameter's `content` is not read (only its id).
    assert_silent(&variant(
        source,
        "entry.content.split_whitespace()",
        "entry.id.split('-')",
    ));
    // Look-alike: an entry not named for memory (a cache's entry).
    assert_silent(&source.replace("MemoryEntry", "CacheEntry"));
    // Look-alike: `content` read from another value than the parameter.
    assert_silent(&variant(
        source,
        "entry.content.split_whitespace()",
        "self.default_content().split_whitespace()",
    ));
}

/// Round 107: a memory removed at the position a `position` found by the caller's id
/// (`if let Some(index) = type_memories.iter().position(|e| e.id == entry_id) {
/// type_memories.remove(index); }`) is the one the caller names, a note as `retain(|e| e.id !=
/// entry_id)` is, not an error.
#[test]
fn a_memory_removed_where_the_callers_id_was_found_is_asked_for() {
    let source = r#"
pub struct MemoryEntry { pub id: String, pub content: String, pub importance: f32 }
pub struct Store { memories: Vec<MemoryEntry> }
impl Store {
    pub fn delete_memory(&mut self, entry_id: &str) -> bool {
        if let Some(index) = self.memories.iter().position(|e| e.id == entry_id) {
            self.memories.remove(index);
            return true;
        }
        false
    }
}
"#;
    let found = severities(source);
    assert!(
        found.len() == 1 && note_containing(&found[0], "`entry_id`"),
        "{found:?}"
    );
    // Look-alike: the position found by a score, not the caller's id.
    assert_eq!(
        single_severity(&variant(
            source,
            "position(|e| e.id == entry_id)",
            "position(|e| e.importance < 0.1)",
        )),
        "error"
    );
    // Look-alike: the position found in another list than the one removed from.
    assert_eq!(
        single_severity(&variant(
            source,
            "self.memories.iter().position(|e| e.id == entry_id)",
            "self.archive.iter().position(|e| e.id == entry_id)",
        )),
        "error"
    );
}

/// Round 107's JSON memory store (lint107b): a memory set read from its file by a free
/// function of the file (`read_all(&path)?`, returning `Vec<Memory>` of a type declared in
/// another module) and written back over the same file (`atomic_write_index(&path,
/// &memories)`) is the stored memory, not a copy: what the body removes in between is gone. A
/// delete of the memory the caller names is a note, a prune by the store's own score an
/// error; a list not written back, or written elsewhere, and lists that hold no memory (a
/// config, a cache of computed values, a replay memory of transitions without text) stay
/// silent.
#[test]
fn a_memory_list_loaded_and_written_back_over_its_file_is_the_memory() {
    let source = r#"
use crate::types::Memory;
use std::path::PathBuf;

fn read_all(index_path: &PathBuf) -> Result<Vec<Memory>, String> {
    let text = std::fs::read_to_string(index_path).map_err(|e| e.to_string())?;
    serde_json::from_str(&text).map_err(|e| e.to_string())
}

fn atomic_write_index(index_path: &PathBuf, memories: &[Memory]) -> Result<(), String> {
    let json = serde_json::to_string_pretty(memories).map_err(|e| e.to_string())?;
    let tmp = index_path.with_extension("json.tmp");
    std::fs::write(&tmp, &json).map_err(|e| e.to_string())?;
    std::fs::rename(&tmp, index_path).map_err(|e| e.to_string())
}

pub fn delete_memory(memory_id: &str, path: PathBuf) -> Result<(), String> {
    let mut memories = read_all(&path)?;
    memories.retain(|m| m.id != memory_id);
    atomic_write_index(&path, &memories)
}
"#;
    let found = severities(source);
    assert!(
        found.len() == 1 && note_containing(&found[0], "`memory_id`"),
        "{found:?}"
    );
    // The store prunes by its own score: an error.
    assert_eq!(
        single_severity(&variant(
            source,
            "memories.retain(|m| m.id != memory_id);",
            "memories.retain(|m| m.use_count > 2);",
        )),
        "error"
    );
    // Look-alike: the list edited and handed back to the caller, not written over the file.
    assert_silent(&variant(
        source,
        "atomic_write_index(&path, &memories)",
        "Ok(println!(\"{}\", memories.len()))",
    ));
    // Look-alike: the list written to another file (an export), the set itself untouched.
    assert_silent(&variant(
        source,
        "atomic_write_index(&path, &memories)",
        "atomic_write_index(&export_path(), &memories)",
    ));
    // Look-alike: a config file loaded and saved with a plugin removed.
    let config = r#"
use std::path::PathBuf;
pub struct Plugin { pub name: String, pub enabled: bool, pub content: String }
fn load_config(path: &PathBuf) -> Result<Vec<Plugin>, String> { todo!() }
fn save_config(path: &PathBuf, plugins: &[Plugin]) -> Result<(), String> { todo!() }
pub fn remove_plugin(path: PathBuf, name: &str) -> Result<(), String> {
    let mut plugins = load_config(&path)?;
    plugins.retain(|p| p.name != name && p.enabled);
    save_config(&path, &plugins)
}
"#;
    assert_silent(config);
    // Look-alike: a cache of computed values (embeddings by key) loaded and saved.
    let cache = r#"
use std::collections::HashMap;
use std::path::PathBuf;
fn read_cache(path: &PathBuf) -> Result<HashMap<String, Vec<f32>>, String> { todo!() }
fn write_cache(path: &PathBuf, cache: &HashMap<String, Vec<f32>>) -> Result<(), String> { todo!() }
pub fn evict_stale(path: PathBuf, live: &[String]) -> Result<(), String> {
    let mut embedding_cache = read_cache(&path)?;
    embedding_cache.retain(|key, _| live.contains(key));
    write_cache(&path, &embedding_cache)
}
"#;
    assert_silent(cache);
    // Look-alike: a reinforcement learner's replay memory of transitions, loaded and saved.
    let replay = r#"
use std::path::PathBuf;
pub struct Transition { pub state: Vec<f32>, pub action: usize, pub reward: f32 }
fn load_replay(path: &PathBuf) -> Result<Vec<Transition>, String> { todo!() }
fn save_replay(path: &PathBuf, memory: &[Transition]) -> Result<(), String> { todo!() }
pub fn keep_rewarded(path: PathBuf) -> Result<(), String> {
    let mut replay_memory = load_replay(&path)?;
    replay_memory.retain(|t| t.reward > 0.0);
    save_replay(&path, &replay_memory)
}
"#;
    assert_silent(replay);
}

/// Round 107's layered memory (lint107b): a struct named as an agent's memory
/// (`EpisodicMemory`) keeping records whose text is in fields of their own, not `content`
/// (`Episode { what, outcome, who, .. }`), keeps what the agent remembers: forgetting episodes
/// below a decayed confidence is a drop. A replay memory of a learner's transitions (numbers
/// only), a record with one label besides numbers, and a struct not named for memory stay
/// silent.
#[test]
fn an_episodic_memory_of_records_with_their_own_text_fields_is_remembered_text() {
    let source = r#"
pub struct Episode {
    pub id: u64,
    pub what: String,
    pub when: u64,
    pub who: Vec<String>,
    pub outcome: String,
    pub confidence: f64,
    pub importance: f64,
}
pub struct EpisodicMemory { episodes: Vec<Episode>, capacity: usize }
impl EpisodicMemory {
    pub fn apply_forgetting(&mut self, now: u64, half_life: u64) {
        for ep in &mut self.episodes {
            let age = now.saturating_sub(ep.when);
            ep.confidence *= 0.5_f64.powf(age as f64 / half_life as f64);
        }
        self.episodes.retain(|e| e.confidence > 0.01);
    }
}
"#;
    assert_eq!(single_severity(source), "error");
    // Look-alike: a replay memory of transitions, numbers only.
    assert_silent(&variant(
        &variant(source, "pub what: String,", "pub state: Vec<f32>,"),
        "pub outcome: String,",
        "pub reward: f32,",
    ));
    // Look-alike: one label besides numbers (the environment's name).
    assert_silent(&variant(
        &variant(source, "pub what: String,", "pub env_name: String,"),
        "pub outcome: String,",
        "pub reward: f32,",
    ));
    // Look-alike: the same records in a struct not named for memory (a game's event log).
    assert_silent(&variant(source, "EpisodicMemory", "EpisodeLog"));
}

/// Round 108's memory documents: `facts` of records the file declares with text `content`
/// (`Fact { id, content, confidence }`), or one list of them per category
/// (`HashMap<FactCategory, Vec<MemoryFact>>`), are what an agent has learnt and keeps for the
/// model: cutting the least weighted ones after a sort is the agent pruning its memory by its
/// own score, an error, and removing the facts the caller names a note. Facts without text
/// (a rule engine's predicates), text that is no record (`Vec<String>`) and the same records
/// under another name (`rows`) stay silent.
#[test]
fn facts_an_agent_keeps_with_their_text_are_its_memory() {
    let source = r#"
pub struct Fact { pub id: String, pub content: String, pub confidence: f32, pub weight: f32 }
pub struct KnowledgeFile { pub facts: Vec<Fact>, pub removed: u64 }
impl KnowledgeFile {
    pub fn compute_all_weights(&mut self, half_life_days: f32) {
        for fact in &mut self.facts {
            fact.weight = fact.confidence / half_life_days;
        }
    }
    pub fn prune_to_max(&mut self, max_count: usize, half_life_days: f32) {
        self.compute_all_weights(half_life_days);
        self.facts.sort_by(|a, b| b.weight.partial_cmp(&a.weight).unwrap());
        let removed = self.facts.split_off(max_count);
        self.removed += removed.len() as u64;
    }
}
"#;
    assert_eq!(single_severity(source), "error");
    // The caller names the facts to remove: a note.
    let found = severities(&variant(
        source,
        "pub fn prune_to_max(&mut self, max_count: usize, half_life_days: f32) {
        self.compute_all_weights(half_life_days);
        self.facts.sort_by(|a, b| b.weight.partial_cmp(&a.weight).unwrap());
        let removed = self.facts.split_off(max_count);
        self.removed += removed.len() as u64;
    }",
        "pub fn remove_facts(&mut self, fact_ids: &[String]) {
        self.facts.retain(|f| !fact_ids.contains(&f.id));
    }",
    ));
    assert!(
        found.len() == 1 && note_containing(&found[0], "the messages `fact_ids` names"),
        "{found:?}"
    );
    // Look-alike: the ids listed by the store itself, not the caller: its own prune.
    let found = severities(&variant(
        source,
        "pub fn prune_to_max(&mut self, max_count: usize, half_life_days: f32) {
        self.compute_all_weights(half_life_days);
        self.facts.sort_by(|a, b| b.weight.partial_cmp(&a.weight).unwrap());
        let removed = self.facts.split_off(max_count);
        self.removed += removed.len() as u64;
    }",
        "pub fn remove_stale(&mut self) {
        let stale: Vec<String> = self.facts.iter().filter(|f| f.confidence < 0.2).map(|f| f.id.clone()).collect();
        self.facts.retain(|f| !stale.contains(&f.id));
    }",
    ));
    assert!(found.len() == 1 && found[0].0 == "error", "{found:?}");
    // One list of facts per category, cut to a size after a sort by importance.
    let by_category = r#"
use std::collections::HashMap;
use std::sync::RwLock;
pub struct MemoryFact { pub id: String, pub content: String, pub importance: f32 }
pub struct Notebook { facts: RwLock<HashMap<String, Vec<MemoryFact>>> }
impl Notebook {
    pub fn add_fact(&self, category: String, fact: MemoryFact) {
        let mut facts = self.facts.write().unwrap();
        let listed = facts.entry(category).or_default();
        listed.push(fact);
        listed.sort_by(|a, b| b.importance.partial_cmp(&a.importance).unwrap());
        listed.truncate(50);
    }
}
"#;
    assert_eq!(single_severity(by_category), "error");
    // Look-alike: a rule engine's facts, predicates without text content.
    assert_silent(&variant(
        source,
        "pub struct Fact { pub id: String, pub content: String, pub confidence: f32, pub weight: f32 }",
        "pub struct Fact { pub id: String, pub predicate: u32, pub confidence: f32, pub weight: f32 }",
    ));
    // Look-alike: the same records under a name that says nothing of facts.
    assert_silent(&variant(source, "facts", "rows"));
}

/// Round 108's memory consolidator: a field of a type named for a kind of memory an agent
/// keeps (`ShortTermMemory` of another module) is that memory, so clearing it after its
/// context was summarised into another store drops what it remembered, an error. A machine's
/// memory (`Memory`, `GuestMemory`) cleared on reset, and a memory type the file declares
/// without anything that holds text, stay silent.
#[test]
fn a_kind_of_agent_memory_of_another_module_cleared_is_a_drop() {
    let source = r#"
use crate::long_term::LongTermMemory;
use crate::short_term::ShortTermMemory;
pub struct Consolidator<'a> {
    short_term: &'a mut ShortTermMemory,
    long_term: &'a mut LongTermMemory,
}
impl<'a> Consolidator<'a> {
    pub fn maybe_consolidate(&mut self) {
        if self.short_term.len() >= 20 {
            self.consolidate();
        }
    }
    fn consolidate(&mut self) {
        let context = self.short_term.get_context();
        let summary = context.join(" ");
        self.long_term.store(summary);
        self.short_term.clear();
    }
}
"#;
    assert_eq!(single_severity(source), "error");
    // Look-alike: an emulator's memory cleared on reset.
    assert_silent(&variant(source, "ShortTermMemory", "Memory"));
    assert_silent(&variant(source, "ShortTermMemory", "GuestMemory"));
}

/// Round 108's context strategies: messages kept by their embeddings' similarity to the last
/// question are the window's own messages, not text a model wrote: `llm.embedding(..)` gives
/// numbers. The replacement is a drop (RG002), not a rewrite (RG001); a model's summary put
/// in their place is still a rewrite.
#[test]
fn messages_kept_by_their_embeddings_are_not_model_authored() {
    let source = r#"
pub async fn keep_relevant(history: &mut Vec<Message>, llm: &Llm, query: &str, top_k: usize) {
    let query_embedding = llm.embedding(query).await;
    let mut kept = Vec::new();
    for m in history.iter() {
        let e = llm.embedding(&m.content).await;
        kept.push((dot(&query_embedding, &e), m.clone()));
    }
    kept.truncate(top_k);
    *history = kept.into_iter().map(|k| k.1).collect();
}
"#;
    let found = findings(source);
    assert!(
        found.iter().any(|(rule, _)| rule == "RG002")
            && found.iter().all(|(rule, _)| rule != "RG001"),
        "{found:?}"
    );
    // A model's words put in their place stay a rewrite.
    let found = findings(&variant(
        source,
        "kept.push((dot(&query_embedding, &e), m.clone()));",
        "kept.push((dot(&query_embedding, &e), Message::system(llm.complete(&m.content).await)));",
    ));
    assert!(found.iter().any(|(rule, _)| rule == "RG001"), "{found:?}");
}

/// Round 108 (a leftover of round 107): a delete by the key of a session the caller names
/// removes that session's messages, and the note says so, not "the one message".
#[test]
fn a_delete_by_a_sessions_key_names_that_sessions_messages() {
    let source = r#"
pub struct MemoryEntry { pub content: String, pub session_id: String }
pub struct InMemoryStore { memories: Vec<MemoryEntry> }
impl InMemoryStore {
    pub fn delete_by_session(&mut self, session_id: &str) {
        self.memories.retain(|m| m.session_id != session_id);
    }
}
"#;
    let found = severities(source);
    assert!(
        found.len() == 1
            && note_containing(&found[0], "the messages of the session `session_id` names"),
        "{found:?}"
    );
    // One message by its own id keeps the one message.
    let found = severities(&variant(source, "session_id", "entry_id"));
    assert!(
        found.len() == 1 && note_containing(&found[0], "the one message `entry_id` names"),
        "{found:?}"
    );
}

/// Round 109's companion memories: a list of memories sorted by a field of their own
/// (`vividness`, no word of a score in it) and cut to a size keeps the ones that field ranks
/// first, a choice of what goes by what the items hold: RG002, as a sort by `importance`
/// already was. Sorted by when they came (`logged_at`) or where they sit (`seq`), the same cut
/// is still the oldest cut, RG008's.
#[test]
fn a_cut_after_a_sort_by_a_field_of_the_items_is_a_chosen_drop() {
    let source = r#"
pub struct Recollection { pub content: String, pub vividness: f64, pub logged_at: u64, pub seq: u64 }
pub struct Companion { pub memories: Vec<Recollection> }
impl Companion {
    pub fn remember(&mut self, content: String, vividness: f64, logged_at: u64, seq: u64) {
        self.memories.push(Recollection { content, vividness, logged_at, seq });
        if self.memories.len() > 64 {
            self.memories.sort_by(|a, b| b.vividness.partial_cmp(&a.vividness).unwrap());
            self.memories.truncate(64);
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG002", "drop")]));
    assert_eq!(single_severity(source), "error");
    // Look-alike: sorted newest first by when they came, the oldest cut.
    let by_time = variant(
        source,
        "b.vividness.partial_cmp(&a.vividness).unwrap()",
        "b.logged_at.cmp(&a.logged_at)",
    );
    assert_eq!(findings(&by_time), pairs(&[("RG008", "truncate")]));
    // Look-alike: sorted by a key of their order.
    let by_order = variant(
        source,
        "self.memories.sort_by(|a, b| b.vividness.partial_cmp(&a.vividness).unwrap());",
        "self.memories.sort_by_key(|m| std::cmp::Reverse(m.seq));",
    );
    assert_eq!(findings(&by_order), pairs(&[("RG008", "truncate")]));
}

/// Round 109's companion memories: a memory built with its text in `content` and a
/// description of the agent's state in another field (`mood: self.tracker.get_mood_summary()`)
/// says its content; that summary stands in for none of the memories the cut drops, so the
/// cut is no rewrite (RG008 here, the oldest removed). The same summary put in `content`, or
/// in a field named as a summary, still makes the cut a rewrite.
#[test]
fn a_summary_in_a_records_other_field_is_not_what_it_says() {
    let source = r#"
pub struct Memory { pub content: String, pub mood: String, pub summary: String }
pub struct Companion { pub memories: Vec<Memory>, tracker: MoodTracker }
impl Companion {
    pub fn remember(&mut self, content: String) {
        let memory = Memory { content, mood: self.tracker.get_mood_summary(), summary: String::new() };
        self.memories.push(memory);
        if self.memories.len() > 64 {
            self.memories.remove(0);
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    let as_content = variant(
        source,
        "Memory { content, mood: self.tracker.get_mood_summary(), summary: String::new() }",
        "Memory { content: self.tracker.get_mood_summary(), mood: content, summary: String::new() }",
    );
    assert_eq!(findings(&as_content), pairs(&[("RG001", "rewrite")]));
    let as_summary = variant(
        source,
        "Memory { content, mood: self.tracker.get_mood_summary(), summary: String::new() }",
        "Memory { content, mood: String::new(), summary: self.tracker.get_mood_summary() }",
    );
    assert_eq!(findings(&as_summary), pairs(&[("RG001", "rewrite")]));
}

/// Round 109's memory maintenance and memory tool: a memory kept by another module
/// (`memory_store: &Arc<MemoryStore>`, `memory: Arc<dyn Memory>`) asked to forget an entry
/// loses it: the entries its own low score picked (`memory_store.forget(&memory.id)` for each
/// candidate) are an RG002 error; the one key a method no linted code calls is handed is the
/// caller's pick, a note. Still silent: a semaphore permit forgotten (`permit.forget()`), a
/// cache asked to forget a key, and a memory whose `forget` the linted code declares (its body
/// reports its own edits).
#[test]
fn an_entry_forgotten_by_a_memory_of_another_module_is_dropped() {
    let source = r#"
use std::sync::Arc;
use crate::store::MemoryStore;
pub async fn prune(memory_store: &Arc<MemoryStore>, floor: f32) -> usize {
    let mut pruned = 0;
    for memory in memory_store.low_importance(floor).await {
        if memory_store.forget(&memory.id).await.unwrap_or(false) {
            pruned += 1;
        }
    }
    pruned
}
"#;
    assert_eq!(findings(source), pairs(&[("RG002", "drop")]));
    assert_eq!(single_severity(source), "error");
    let handed = r#"
use std::sync::Arc;
use crate::memory::Memory;
pub struct Recall { memory: Arc<dyn Memory> }
impl Recall {
    pub async fn forget_entry(&self, key: &str) -> bool {
        self.memory.forget(key).await.unwrap_or(false)
    }
}
"#;
    assert_eq!(findings(handed), pairs(&[("RG002", "drop")]));
    assert_eq!(single_severity(handed), "note");
    // Look-alikes: a permit, a cache, and a memory the linted code declares.
    assert_silent(&variant(
        source,
        "memory_store.forget(&memory.id).await.unwrap_or(false)",
        "{ permit.forget(); true }",
    ));
    assert_silent(&variant(
        source,
        "memory_store.forget(",
        "page_cache.forget(",
    ));
    assert_silent(&format!(
        "{source}\npub struct MemoryStore {{ ids: Vec<String> }}\nimpl MemoryStore {{\n    pub async fn forget(&self, id: &str) -> Option<bool> {{ Some(self.ids.iter().any(|i| i == id)) }}\n}}\n"
    ));
}

/// Round 110's memory extraction: `if transcript.trim().is_empty() { return }` on the
/// conversation rendered for a model reads whether it holds words: `str`'s trims return a
/// view of the text and cut nothing, whatever their receiver is called. A method of the
/// conversation's own type named for cutting it to a size (`trim_to_fit(n)`) still cuts it.
#[test]
fn a_strs_trim_of_a_conversation_cuts_nothing() {
    let source = r#"
use crate::session::ChatSession;
pub fn shrink(conversation: &mut ChatSession, budget: usize) {
    if conversation.messages.len() > 2 {
        conversation.trim_to_fit(budget);
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    let rendered = r#"
pub fn extract(chat: &Chat, window: usize) -> Option<String> {
    let conversation = render_transcript(chat, window);
    if conversation.trim().is_empty() || conversation.trim_end_matches('.').len() < 3 {
        return None;
    }
    Some(conversation.trim_start().to_string())
}
fn render_transcript(chat: &Chat, window: usize) -> String {
    chat.lines.iter().rev().take(window).cloned().collect::<Vec<_>>().join("\n")
}
"#;
    assert_silent(rendered);
}

/// Round 110's experiential memory: `ExperientialMemory { lessons: Vec<Lesson> }` whose
/// lessons keep an error pattern and its fix as text, filled only with `Lesson { .. }`
/// literals: a struct named as an agent's memory says its records are what the agent
/// remembers, so the literals are no foreign items (a clipboard's entries) and dropping the
/// unconfirmed ones is an RG002 error. Still silent: the same records kept by a struct not
/// named as a memory, and a memory's list of records that keep one label only.
#[test]
fn records_a_memory_is_filled_with_as_literals_are_what_it_remembers() {
    let source = r#"
pub struct Insight { pub trigger: String, pub remedy: String, pub noted_at: u64, pub confirmed: bool }
pub struct ProceduralMemory { pub insights: Vec<Insight>, pub lookups: u64 }
impl ProceduralMemory {
    pub fn note(&mut self, trigger: &str, remedy: &str, now: u64) {
        self.insights.push(Insight { trigger: trigger.into(), remedy: remedy.into(), noted_at: now, confirmed: false });
    }
    pub fn remedy_for(&mut self, error: &str) -> Option<String> {
        self.lookups += 1;
        self.insights.iter().find(|i| error.contains(&i.trigger)).map(|i| i.remedy.clone())
    }
    pub fn forget_unconfirmed(&mut self, cutoff: u64) {
        self.insights.retain(|i| i.confirmed || i.noted_at > cutoff);
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG002", "drop")]));
    assert_eq!(single_severity(source), "error");
    assert_silent(&variant(source, "ProceduralMemory", "InsightCatalog"));
    assert_silent(
        &variant(
            &variant(source, "pub remedy: String,", "pub remedy: u32,"),
            "remedy: remedy.into()",
            "remedy: remedy.len() as u32",
        )
        .replace("map(|i| i.remedy.clone())", "map(|i| i.remedy.to_string())"),
    );
}

/// Round 110's cross-chat memory store: `MemoryFact { id, fact, confidence, .. }` keeps its
/// text in a field named as the entry itself, its type's last word, as a `MemoryEntry` keeps
/// it in `content`: an entry of the agent's memory, so the list the file fills with such
/// literals (`self.kept.push(MemoryFact { .. })`) is what the agent remembers, and forgetting
/// the entries named by ids handed in drops them (RG002; a note here, as nothing in the file
/// calls it: in the store, the model's extraction named them, an error). Still silent: the same store whose entries
/// keep their text under a label, and entries named for no memory.
#[test]
fn a_memory_entry_named_for_its_text_is_remembered() {
    let source = r#"
pub struct MemoryFact { pub id: u64, pub fact: String, pub weight: f32 }
pub struct Recall { pub kept: Vec<MemoryFact>, next: u64 }
impl Recall {
    pub fn add(&mut self, fact: String) {
        self.next += 1;
        self.kept.push(MemoryFact { id: self.next, fact, weight: 0.5 });
    }
    pub fn block(&self) -> String {
        self.kept.iter().map(|n| n.fact.as_str()).collect::<Vec<_>>().join("\n")
    }
    pub fn apply(&mut self, forget: &[u64]) {
        self.kept.retain(|n| !forget.contains(&n.id));
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG002", "drop")]));
    // The ids to forget are handed to a method nothing in the file calls: the caller's pick.
    assert_eq!(single_severity(source), "note");
    assert_silent(
        &variant(source, "fact: String", "label: String")
            .replace(
                "MemoryFact { id: self.next, fact, weight: 0.5 }",
                "MemoryFact { id: self.next, label: fact, weight: 0.5 }",
            )
            .replace("n.fact.as_str()", "n.label.as_str()"),
    );
    assert_silent(&variant(source, "MemoryFact", "PageFact"));
}

/// Round 110's semantic memory: `if self.facts.len() > 500 { self.facts.retain(|f|
/// f.confidence > 0.3) }` keeps the items a grade of what they hold puts above a threshold:
/// the length test says when to cut, the grade what goes, a chosen drop (RG002), not the
/// oldest cut (RG008). Still RG008 under the same test: a retain that keeps the newer by a
/// time of theirs, and one that grades nothing (`!m.content.is_empty()`).
#[test]
fn a_retain_above_a_grade_under_a_length_test_is_a_chosen_drop() {
    let source = r#"
pub struct Memory { pub content: String, pub salience: f32, pub stored_at: u64 }
pub struct Mind { pub memories: Vec<Memory> }
impl Mind {
    pub fn learn(&mut self, content: String, salience: f32, now: u64) {
        self.memories.push(Memory { content, salience, stored_at: now });
        if self.memories.len() > 200 {
            self.memories.retain(|m| m.salience > 0.2);
        }
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG002", "drop")]));
    assert_eq!(single_severity(source), "error");
    let by_time = variant(
        source,
        "|m| m.salience > 0.2",
        "|m| m.stored_at + 3600 > now",
    );
    assert_eq!(findings(&by_time), pairs(&[("RG008", "truncate")]));
    let ungraded = variant(source, "|m| m.salience > 0.2", "|m| !m.content.is_empty()");
    assert_eq!(findings(&ungraded), pairs(&[("RG008", "truncate")]));
}

/// Round 110's chat snapshots: `summarize_chat(chat) -> RecentConversationSummary`, a
/// function of the file that copies the chat's last lines into a struct named as a summary
/// and calls no model, writes the digest itself: the snapshot put in place of the old one is
/// "a digest the host writes", not "model-authored text". A struct named as a summary counts
/// as one holding a summary, as a struct with a `summary` field does. The same function
/// awaiting a model still writes model-authored text.
#[test]
fn a_struct_named_as_a_summary_the_host_fills_is_its_digest() {
    let source = r#"
pub struct ThreadDigest { pub thread_id: String, pub gist: String, pub touched: u64 }
pub struct Recall { pub past_conversations: Vec<ThreadDigest> }
impl Recall {
    pub fn refresh(&mut self, thread: &Thread) {
        let digest = summarize_thread(thread);
        self.past_conversations.retain(|d| d.thread_id != thread.id);
        self.past_conversations.push(digest);
    }
}
fn summarize_thread(thread: &Thread) -> ThreadDigest {
    let gist = thread.lines.iter().rev().take(3).cloned().collect::<Vec<_>>().join(" | ");
    ThreadDigest { thread_id: thread.id.clone(), gist, touched: thread.touched }
}
"#;
    assert_error_containing(source, "a digest the host writes in `summarize_thread`");
    let by_model = variant(
        &variant(
            source,
            "let digest = summarize_thread(thread);",
            "let digest = summarize_thread(thread).await;",
        )
        .replace("pub fn refresh(", "pub async fn refresh("),
        "fn summarize_thread(thread: &Thread) -> ThreadDigest {\n    let gist = thread.lines.iter().rev().take(3).cloned().collect::<Vec<_>>().join(\" | \");",
        "async fn summarize_thread(thread: &Thread) -> ThreadDigest {\n    let gist = LLM.complete(&thread.lines.join(\"\\n\")).await;",
    );
    assert_error_containing(&by_model, "model-authored text");
}

/// Round 110's session memories: a list a getter of the linted code hands out (`fn
/// recollections(&self) -> Vec<Recollection>`, read out of the session's metadata), cut to the
/// newest and handed back to its setter on the same value (`set_recollections`), is the list
/// the session keeps: the cut drops the oldest memories, RG008. Still silent: the copy cut and
/// only rendered, and one handed to a method that is not the getter's setter.
#[test]
fn a_list_a_getter_hands_out_and_its_setter_takes_back_is_kept() {
    let source = r#"
pub struct Recollection { pub topic: String, pub content: String }
pub struct Session { extras: std::collections::HashMap<String, serde_json::Value> }
impl Session {
    pub fn recollections(&self) -> Vec<Recollection> {
        self.extras.get("recollections").cloned().and_then(|v| serde_json::from_value(v).ok()).unwrap_or_default()
    }
    pub fn set_recollections(&mut self, memories: Vec<Recollection>) {
        if let Ok(v) = serde_json::to_value(memories) { self.extras.insert("recollections".into(), v); }
    }
}
pub fn remember(session: &mut Session, said: &str, cap: usize) {
    let mut memories = session.recollections();
    memories.push(Recollection { topic: String::new(), content: said.to_string() });
    if memories.len() > cap {
        let from = memories.len() - cap;
        memories = memories.split_off(from);
    }
    session.set_recollections(memories);
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    assert_silent(&variant(
        source,
        "    session.set_recollections(memories);\n}",
        "    println!(\"{}\", memories.len());\n}",
    ));
    assert_silent(&variant(
        source,
        "    session.set_recollections(memories);\n}",
        "    session.archive(memories);\n}",
    ));
}

/// Round 109's host dossier: a list of records with text (`notes: Vec<SiteNote>` with
/// `content`) that a method of the source named for rendering the prompt reads
/// (`fn render_for_prompt(&self)`) is shown to the model each turn: dropping some of it
/// (`retain`) drops what the model is told, RG002, whatever the field is called. Still
/// silent: the same list only shown on a screen (`fn render_for_screen`), and a list of
/// records without text read by the prompt method.
#[test]
fn a_list_rendered_into_the_prompt_is_kept_for_the_model() {
    let source = r#"
pub struct SiteNote { pub serial: u32, pub content: String }
pub struct Dossier { pub site: String, pub notes: Vec<SiteNote> }
impl Dossier {
    pub fn forget_matching(&mut self, word: &str) {
        self.notes.retain(|n| !n.content.contains(word));
    }
    pub fn render_for_prompt(&self) -> String {
        self.notes.iter().map(|n| format!("- {}", n.content)).collect::<Vec<_>>().join("\n")
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG002", "drop")]));
    assert_silent(&variant(source, "render_for_prompt", "render_for_screen"));
    assert_silent(&variant(
        &variant(source, "pub content: String", "pub weight: f64"),
        "!n.content.contains(word)",
        "n.weight > 0.5",
    ));
}

/// Round 110's chat snapshots: a local named `summary` bound to a call of a free function of
/// the source that returns a record the source declares (`fn snapshot_of(chat: &Chat) ->
/// ChatSnapshot`, no model, no summariser by its name) holds what the host built, not a
/// model's rewrite: the drop that follows its push is RG002, as under any other name. Still
/// RG001: the same local bound to a model's reply.
#[test]
fn a_local_named_summary_bound_to_a_host_record_is_no_rewrite() {
    let source = r#"
pub struct Chat { pub id: String, pub lines: Vec<String> }
pub struct ChatSnapshot { pub chat_id: String, pub snippet: String }
pub struct Recall { pub recent: Vec<ChatSnapshot> }
impl Recall {
    pub fn note_chat(&mut self, chat: &Chat) {
        let summary = snapshot_of(chat);
        self.recent.retain(|s| s.chat_id != chat.id);
        self.recent.push(summary);
    }
}
fn snapshot_of(chat: &Chat) -> ChatSnapshot {
    ChatSnapshot { chat_id: chat.id.clone(), snippet: chat.lines.join(" | ") }
}
"#;
    let renamed = variant(
        &variant(
            source,
            "let summary = snapshot_of(chat);",
            "let snap = snapshot_of(chat);",
        ),
        "self.recent.push(summary);",
        "self.recent.push(snap);",
    );
    assert_eq!(findings(source), findings(&renamed));
    assert_eq!(findings(source), pairs(&[("RG002", "drop")]));
}

/// Round 111's panel memory: each kept turn's text written over with what a function of the
/// file hands back for it, a function that keeps the first characters of the text it is given
/// and an ellipsis (`fn clamp_words(text: &str, most: usize) -> String`), is a cut by length,
/// RG008, as with a helper named `truncate_text`, whatever the function is called
/// (`body::text_clippers`). Still a rewrite of the text (RG002): the same loop with a function
/// that changes the text otherwise (`text.replace(..)`), or one that keeps a prefix of
/// something other than the text it is given.
#[test]
fn a_helper_keeping_the_first_characters_of_its_text_clips_it() {
    let source = r#"
pub struct Turn { pub user: String, pub answer: String }
pub struct Memory { pub turns: Vec<Turn> }
impl Memory {
    pub fn settle(&mut self) {
        for turn in &mut self.turns {
            turn.user = clamp_words(&turn.user, 900);
        }
    }
}
fn clamp_words(text: &str, most: usize) -> String {
    if text.chars().count() <= most {
        return text.to_string();
    }
    let mut text: String = text.chars().take(most.saturating_sub(1)).collect();
    text.push('~');
    text
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    let rewritten = variant(
        source,
        "let mut text: String = text.chars().take(most.saturating_sub(1)).collect();",
        "let mut text: String = text.replace(\"\\n\", \" \");",
    );
    assert_eq!(findings(&rewritten), pairs(&[("RG002", "drop")]));
    let other_prefix = variant(
        source,
        "let mut text: String = text.chars().take(most.saturating_sub(1)).collect();",
        "let banner = \"[kept] \".to_string();\n    let mut text: String = banner.chars().take(most).collect();",
    );
    assert_eq!(findings(&other_prefix), pairs(&[("RG002", "drop")]));
}

/// Round 111's memory maintenance: a memory kept as one file per memory in a directory, a group
/// of them handed to a model for one merged memory, the files of the group removed
/// (`fs::remove_file(&f.path)`) and the model's answer written into the directory
/// (`store_note_file(memory_dir, .., &merged)`): the memories removed are replaced by what the
/// model wrote, RG001, as a memory file written over with a model's answer is; also when the
/// answer is written with `fs::write(memory_dir.join(..), ..)`. Still silent: the same body
/// writing into a directory that names no memory, writing the files' own text joined (no model
/// wrote it), and removing only the temporary file it wrote itself.
#[test]
fn memory_files_removed_for_a_models_merge_are_rewritten() {
    let source = r#"
pub struct NoteFile { pub path: PathBuf, pub kind: String }
pub async fn merge_notes(client: &Client, memory_dir: &Path) -> anyhow::Result<()> {
    let files = list_note_files(memory_dir);
    let mut bodies = Vec::new();
    for f in &files {
        bodies.push(std::fs::read_to_string(&f.path)?);
    }
    let merged = client.chat(&bodies.join("\n---\n")).await?;
    for f in &files {
        std::fs::remove_file(&f.path)?;
    }
    store_note_file(memory_dir, "merged.md", &merged)?;
    Ok(())
}
"#;
    assert_eq!(findings(source), pairs(&[("RG001", "rewrite")]));
    let joined = variant(
        source,
        "store_note_file(memory_dir, \"merged.md\", &merged)?;",
        "std::fs::write(memory_dir.join(\"merged.md\"), &merged)?;",
    );
    assert_eq!(findings(&joined), pairs(&[("RG001", "rewrite")]));
    assert_silent(&variant(source, "memory_dir", "export_dir"));
    assert_silent(&variant(
        source,
        "let merged = client.chat(&bodies.join(\"\\n---\\n\")).await?;",
        "let merged = bodies.join(\"\\n---\\n\");",
    ));
    assert_silent(&variant(
        source,
        "    for f in &files {\n        std::fs::remove_file(&f.path)?;\n    }\n",
        "    let scratch = memory_dir.join(\"merge.tmp\");\n    std::fs::write(&scratch, &merged)?;\n    std::fs::remove_file(&scratch)?;\n",
    ));
}

/// Round 112's facts memory file: an entry of an agent's memory named as one (`MemoryFact`)
/// keeps its text as `text` as often as `content`; a list of them (`facts: Vec<MemoryFact>`
/// of a record loaded from the memory file and saved back) is the memory: its oldest cut to
/// a size after a sort by time is RG008, and forgetting the one fact the caller names a
/// note. Still silent: the same entry whose only text is a label of no memory (`tag`), and
/// the same list under a name and type that say nothing of facts or memory.
#[test]
fn a_memory_entry_with_its_text_as_text_is_remembered() {
    let source = r#"
pub struct MemoryFact { pub id: String, pub text: String, pub updated_ms: u64 }
#[derive(Default)]
pub struct FactFile { pub facts: Vec<MemoryFact> }
fn load_fact_file() -> FactFile { FactFile::default() }
fn save_fact_file(_file: &FactFile) {}
pub fn remember(fact: MemoryFact) {
    let mut file = load_fact_file();
    file.facts.push(fact);
    if file.facts.len() > 100 {
        file.facts.sort_by_key(|f| f.updated_ms);
        let excess = file.facts.len() - 100;
        file.facts.drain(0..excess);
    }
    save_fact_file(&file);
}
pub fn forget(id: &str) {
    let mut file = load_fact_file();
    file.facts.retain(|f| f.id != id);
    save_fact_file(&file);
}
"#;
    assert_eq!(
        findings(source),
        pairs(&[("RG008", "truncate"), ("RG002", "drop")])
    );
    let found = severities(source);
    assert!(
        note_containing(&found[1], "the one message `id` names"),
        "{found:?}"
    );
    assert_silent(
        &variant(source, "pub text: String", "pub tag: u32").replace("MemoryFact", "PageFact"),
    );
    assert_silent(
        &variant(source, "MemoryFact", "PageRow")
            .replace("facts", "rows")
            .replace("FactFile", "PageFile"),
    );
}

/// Round 112's facts memory file: `let mut store = load_unlocked();`, a struct the linted code
/// declares read by a function of it named as a read, cut (`store.facts.truncate(limit)`)
/// and shown (`json!({ "facts": store.facts })`), never saved back and sent to no model: the
/// body's own copy, the file keeps every fact. The same copy saved back (`save_unlocked(
/// &store)`) is the memory, and the cut RG008.
#[test]
fn a_record_loaded_and_never_saved_back_is_a_copy() {
    let source = r#"
pub struct MemoryFact { pub id: String, pub text: String, pub updated_ms: u64 }
#[derive(Default)]
pub struct FactFile { pub facts: Vec<MemoryFact> }
fn load_fact_file() -> FactFile { FactFile::default() }
fn save_fact_file(_file: &FactFile) {}
pub fn listed(limit: usize) -> serde_json::Value {
    let mut file = load_fact_file();
    file.facts.sort_by_key(|f| std::cmp::Reverse(f.updated_ms));
    file.facts.truncate(limit);
    serde_json::json!({ "facts": file.facts })
}
"#;
    assert_silent(source);
    // The same copy of entries whose text is `content`, a memory before this round too.
    assert_silent(&variant(source, "pub text: String", "pub content: String"));
    let saved = variant(
        source,
        "    serde_json::json!({ \"facts\": file.facts })",
        "    save_fact_file(&file);\n    serde_json::json!({ \"facts\": file.facts })",
    );
    assert_eq!(findings(&saved), pairs(&[("RG008", "truncate")]));
}

/// Round 112's conversation coach: `context: Vec<(String, String)>`, the (speaker, text) pairs
/// `fn push_turn(&mut self, speaker: &str, text: &str)` pushes onto and `fn transcript(&self)`
/// joins, is the rolling transcript the coach hands its model, though a name like `context` and pairs of text say nothing of a
/// conversation alone: a method named for adding a turn says what the field keeps, and the
/// oldest turns drained past a count are RG008. Still silent: the same field pushed onto by a
/// method named for something else (`push_binding`), and by one that adds something about
/// turns (`push_turn_count`).
#[test]
fn a_field_a_turn_adder_pushes_onto_keeps_the_turns() {
    let source = r#"
pub struct Coach { context: Vec<(String, String)>, max_turns: usize }
impl Coach {
    pub fn push_turn(&mut self, speaker: &str, text: &str) {
        self.context.push((speaker.to_uppercase(), text.to_string()));
        let n = self.context.len();
        if n > self.max_turns {
            self.context.drain(..n - self.max_turns);
        }
    }
    fn transcript(&self) -> String {
        self.context.iter().map(|(s, t)| format!("{s}: {t}")).collect::<Vec<_>>().join("\n")
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    assert_silent(&variant(source, "push_turn", "push_binding"));
    assert_silent(&variant(source, "push_turn", "push_turn_count"));
}

/// Round 112's desktop assistant: `let mut facts = get_memory(app);`, a list a read of the
/// linted code named for the memory it returns, cut to a count and put back through a
/// key-value store (`store.set(MEMORY_KEY, serde_json::to_value(&facts).unwrap())`): the kept
/// memory itself, its oldest cut RG008, though its name (`facts` of plain strings) and the
/// store it is put back into say nothing of it. Still silent: the same list never put back (a
/// copy), and a read named for something else (`get_bookmarks`).
#[test]
fn a_list_read_named_as_memory_and_set_back_is_the_memory() {
    let source = r#"
const MEMORY_KEY: &str = "memory";
pub fn get_memory(app: &App) -> Vec<String> {
    app.store().get(MEMORY_KEY).and_then(|v| serde_json::from_value(v).ok()).unwrap_or_default()
}
pub fn remember(app: &App, fact: &str) {
    let store = app.store();
    let mut facts = get_memory(app);
    facts.push(fact.to_string());
    if facts.len() > 50 { facts.drain(0..facts.len() - 50); }
    store.set(MEMORY_KEY, serde_json::to_value(&facts).unwrap());
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    assert_silent(&variant(
        source,
        "    store.set(MEMORY_KEY, serde_json::to_value(&facts).unwrap());\n",
        "    println!(\"{}\", facts.join(\", \"));\n",
    ));
    assert_silent(&variant(source, "get_memory", "get_bookmarks"));
}

/// Round 113's durable self: `let mut source_conversation = None;` in a frontmatter parser,
/// set to `Some(value)` in the arm of its key inside the loop over the header's lines, is an
/// optional slot given the latest value the loop finds, not a conversation replaced, though
/// its name holds one: an RG002 error before. Still reported: the same local declared with
/// what a load of the conversation gives, then replaced (and the forty-sixth round's local set
/// again outside any loop, `a_local_set_once_in_either_arm_of_a_match_drops_nothing`).
#[test]
fn an_optional_local_refilled_in_a_loop_drops_nothing() {
    let source = r#"
pub struct Note { pub name: String, pub source_conversation: Option<String>, pub body: String }
pub fn parse_note(name: &str, text: &str) -> Note {
    let mut source_conversation = None;
    for line in text.lines() {
        let Some((key, value)) = line.split_once(':') else { continue };
        let value = value.trim().to_string();
        match key.trim() {
            "source_conversation" => source_conversation = Some(value),
            _ => {}
        }
    }
    Note { name: name.to_string(), source_conversation, body: text.to_string() }
}
"#;
    assert_silent(source);
    assert_silent(&variant(
        source,
        "let mut source_conversation = None;",
        "let mut source_conversation: Option<String> = None;",
    ));
    let loaded = variant(
        source,
        "let mut source_conversation = None;",
        "let mut source_conversation = load_conversation();",
    ) + "fn load_conversation() -> Option<String> { None }\n";
    assert_eq!(findings(&loaded), pairs(&[("RG002", "drop")]));
}

/// Round 114 (the phone agent's rolling context): `messages.drain(head..cut)`, where `head:
/// usize` is how many leading messages (system prompt, history, task) the caller keeps and
/// `cut` the end of the oldest groups past a count or byte budget, cuts by position, as
/// `drain(2..cut)` and `drain(PINNED_HEAD..cut)` do: RG008, not an RG002 drop.
#[test]
fn a_range_from_a_head_the_caller_keeps_is_a_cut_by_position() {
    let source = r#"
pub struct Msg { pub role: String, pub content: String }
pub struct Runner { messages: Vec<Msg> }
impl Runner {
    pub fn step(&mut self, reply: Msg) {
        self.messages.push(reply);
        bound_context(&mut self.messages, 3, 60, 32_000);
    }
}
fn bound_context(messages: &mut Vec<Msg>, head: usize, max_msgs: usize, max_bytes: usize) {
    let mut bytes: usize = messages.iter().map(|m| m.content.len()).sum();
    let mut count = messages.len();
    let mut cut = head;
    for i in head..messages.len() {
        if count <= max_msgs && bytes <= max_bytes {
            break;
        }
        bytes -= messages[i].content.len();
        count -= 1;
        cut = i + 1;
    }
    messages.drain(head..cut);
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    let constant = variant(
        source,
        "messages.drain(head..cut)",
        "messages.drain(HEAD..cut)",
    ) + "const HEAD: usize = 3;\n";
    assert_eq!(findings(&constant), pairs(&[("RG008", "truncate")]));
    // `first` is as often the start of a span the caller picks; a head with no end drops
    // everything after it.
    assert_eq!(
        findings(&variant(source, "head", "first")),
        pairs(&[("RG002", "drop")])
    );
    assert_eq!(
        findings(&variant(
            source,
            "messages.drain(head..cut)",
            "messages.drain(head..)"
        )),
        pairs(&[("RG002", "drop")])
    );
    // The same cut of a list of jobs is no window.
    assert_silent(
        &source
            .replace("messages", "jobs")
            .replace("Msg", "Job")
            .replace("content", "payload"),
    );
}

/// Round 114 (the phone agent's rolling context): a window lent mutably to a call outside the
/// linted code whose first word is a verb of leaving items out (`context::elide_old_images(&mut
/// messages)`, `remove_stale_turns`, `forget_oldest`) drops what that call chooses, as
/// `prune_messages` did: RG002 at the call. Still silent: a first word that says no removal
/// (`render_old_images`), the window lent shared, and a callee the linted code declares (its
/// body reports its own edits).
#[test]
fn a_window_lent_to_an_outside_call_that_leaves_items_out_is_a_drop() {
    let source = r#"
pub struct ChatMessage { pub role: String, pub content: String }
pub struct Runner { history: Vec<ChatMessage> }
impl Runner {
    pub fn turn(&mut self, reply: ChatMessage) {
        self.history.push(reply);
        vision::elide_old_images(&mut self.history);
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG002", "drop")]));
    for name in ["remove_stale_turns", "forget_oldest", "omit_tool_noise"] {
        let renamed = variant(source, "vision::elide_old_images", name);
        assert_eq!(findings(&renamed), pairs(&[("RG002", "drop")]), "{name}");
    }
    assert_silent(&variant(
        source,
        "vision::elide_old_images",
        "vision::render_old_images",
    ));
    assert_silent(&variant(source, "(&mut self.history)", "(&self.history)"));
    assert_silent(&format!(
        "{source}\nfn elide_old_images(h: &mut Vec<ChatMessage>) {{ h.push(ChatMessage {{ role: String::new(), content: String::new() }}); }}\n"
    ).replace("vision::elide_old_images", "elide_old_images"));
}

/// Round 114, read beside round 113's lesson log: a list read by a function named for the
/// memory it returns (`read_memories(&path)?`) was put back only by a call whose first word is
/// a write (`write_`, `save_`, `set`), so `atomic_write(&path, &memories)` over the same path,
/// which puts back a list read by `read_all(&path)?`, did not: the memory's age cut went
/// unreported. A read named for memory now keeps the reading of any list read too (a write
/// named so in any word, given the list and the same source): RG008 for the cut by age.
/// Still silent: the list written to another path, and the list only printed.
#[test]
fn a_memory_read_by_its_name_and_written_atomically_over_its_file_is_the_memory() {
    let source = r#"
use std::path::{Path, PathBuf};
pub struct Memory { pub at: u64, pub content: String }
pub struct Journal { dir: PathBuf }
fn read_memories(path: &Path) -> std::io::Result<Vec<Memory>> { Ok(Vec::new()) }
fn atomic_write(path: &Path, memories: &[Memory]) -> std::io::Result<()> { Ok(()) }
impl Journal {
    pub fn expire(&self, cutoff: u64) -> std::io::Result<()> {
        let path = self.dir.join("memories.jsonl");
        let mut memories = read_memories(&path)?;
        memories.retain(|m| m.at > cutoff);
        atomic_write(&path, &memories)?;
        Ok(())
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    assert_silent(&variant(
        source,
        "atomic_write(&path, &memories)?;",
        "atomic_write(&self.dir.join(\"expired.jsonl\"), &memories)?;",
    ));
    assert_silent(&variant(
        source,
        "atomic_write(&path, &memories)?;",
        "println!(\"{}\", memories.len());",
    ));
}

/// Round 115 (the chat loop's history string trimmed from its oldest line): a window emptied
/// in the arm beside one that cuts it by position or budget (`if let Some(nl) =
/// w[from..].find('\n') { *w = w[from + nl + 1..].to_string() } else { w.clear() }`, or the
/// `None` arm of a `match` on the boundary) is that cut run to its end where no line break is
/// left to stop at: RG008, as the cut beside it, where it was an RG002 drop. Still a drop: a
/// clear in an arm of its own test (`else if`), beside an arm that keeps what the items say
/// rather than cutting by length; still silent, the same code over a list of jobs.
#[test]
fn a_window_emptied_where_its_cut_finds_no_boundary_is_the_same_cut() {
    let source = r#"
pub struct Tutor { history: String }
impl Tutor {
    pub fn note(&mut self, entry: &str) {
        self.history.push_str(entry);
        let spare = self.history.len().saturating_sub(12_000);
        if spare > 0 {
            shed_from_front(&mut self.history, spare);
        }
    }
}
fn shed_from_front(history: &mut String, spare: usize) {
    let from = history.floor_char_boundary(spare);
    if let Some(br) = history[from..].find('\n') {
        *history = history[from + br + 1..].to_string();
    } else {
        history.clear();
    }
}
"#;
    assert_eq!(
        findings(source),
        pairs(&[("RG008", "truncate"), ("RG008", "truncate")])
    );
    let matched = variant(
        source,
        "if let Some(br) = history[from..].find('\\n') {\n        *history = history[from + br + 1..].to_string();\n    } else {\n        history.clear();\n    }",
        "match history[from..].find('\\n') {\n        Some(br) => *history = history[from + br + 1..].to_string(),\n        None => history.clear(),\n    }",
    );
    assert_eq!(
        findings(&matched),
        pairs(&[("RG008", "truncate"), ("RG008", "truncate")])
    );
    // A clear under a test of its own beside the cut is that test's choice.
    let own_test = variant(
        source,
        "    } else {\n        history.clear();",
        "    } else if history.contains(\"#private\") {\n        history.clear();",
    );
    assert_eq!(
        findings(&own_test),
        pairs(&[("RG008", "truncate"), ("RG002", "drop")])
    );
    // Beside an arm that keeps lines by what they say, the clear is a drop.
    let chosen = variant(
        source,
        "*history = history[from + br + 1..].to_string();",
        "history.retain(|c| c != '#' && br > 0);",
    );
    assert!(
        findings(&chosen).contains(&("RG002".to_owned(), "drop".to_owned())),
        "{:?}",
        findings(&chosen)
    );
    // The same code over a list of jobs is no window.
    assert_silent(
        &source
            .replace("history", "jobs")
            .replace("Tutor", "Queue")
            .replace("entry", "job"),
    );
}

/// Round 115 (an IDE's global context): the memories of the agents it keeps, reached as
/// `agent.memory.short_term` and `agent.memory.long_term` through a map of agent states whose
/// types another module declares, were no window: neither field's name is one, and no type
/// said what they hold. A field of a field named `memory` whose last word is a kind of memory
/// (`short_term`, `long_term`, `working`, `episodic`), of a type not known, reads as the
/// type `ShortTermMemory` does (`names::names_kind_of_memory_field`): the oldest cut to a count
/// is RG008, the entries kept by importance an RG002 drop. Still silent: a machine's memory
/// (`memory.pages`), a number kept about a memory (`memory.short_term_count`), and a kind of
/// cache (`cache.short_term`).
#[test]
fn a_kind_of_memory_reached_through_a_field_named_memory_is_the_agents_memory() {
    let source = r#"
use std::collections::HashMap;
pub struct Registry { agents: HashMap<String, AgentState> }
impl Registry {
    pub fn tidy(&mut self, ids: &[String]) {
        for id in ids {
            if let Some(agent) = self.agents.get_mut(id) {
                while agent.memory.short_term.len() > 40 {
                    agent.memory.short_term.pop_front();
                }
                agent.memory.long_term.retain(|_, note| note.weight > 0.5);
            }
        }
    }
}
"#;
    assert_eq!(
        findings(source),
        pairs(&[("RG008", "truncate"), ("RG002", "drop")])
    );
    let episodic = variant(source, "short_term", "episodic");
    assert_eq!(
        findings(&episodic),
        pairs(&[("RG008", "truncate"), ("RG002", "drop")])
    );
    assert_silent(
        &source
            .replace("short_term", "pages")
            .replace("long_term", "frames"),
    );
    assert_silent(&variant(
        source,
        "while agent.memory.short_term.len() > 40 {\n                    agent.memory.short_term.pop_front();\n                }\n                agent.memory.long_term.retain(|_, note| note.weight > 0.5);",
        "agent.memory.short_term_count = 0;",
    ));
    assert_silent(&source.replace("memory", "cache"));
}

/// Round 116 (capped short-term memories): an agent's short-term memory kept as a field of the struct that
/// is its memory (`short_term: VecDeque<String>` in `struct MemorySystem`, `VecDeque<Memory>`
/// of another module in `struct MemoryEngine`), its oldest popped past a capacity, was no
/// window: `short_term` is no window's name and no type said what it holds, where
/// `agent.memory.short_term` already was one. A field of `self` whose last word is a kind of
/// memory, in an impl of a struct named as an agent's memory (`memory` its first word, or a
/// kind of agent memory), is now that memory when it is a list of what may hold text
/// (`names::names_kind_of_memory_in_holder`): the oldest popped to a count is RG008, a
/// `clear` of it in its own method an explicit reset. Still silent: the same field in a cache's
/// struct (`CacheSystem`), a list of ids (`VecDeque<u64>`), and a field named for something
/// else (`pages`).
#[test]
fn a_kind_of_memory_kept_by_the_struct_that_is_the_agents_memory_is_its_memory() {
    let source = r#"
use std::collections::VecDeque;
pub struct MemorySystem { short_term: VecDeque<String>, limit: usize }
impl MemorySystem {
    pub fn remember(&mut self, line: String) {
        if self.short_term.len() >= self.limit {
            self.short_term.pop_front();
        }
        self.short_term.push_back(line);
    }
    pub fn recent(&self) -> Vec<String> {
        self.short_term.iter().cloned().collect()
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    let engine = source
        .replace("MemorySystem", "MemoryEngine")
        .replace("VecDeque<String>", "VecDeque<Note>")
        .replace("line: String", "line: Note")
        .replace("Vec<String>", "Vec<Note>")
        .replace(
            "use std::collections::VecDeque;",
            "use std::collections::VecDeque;\nuse crate::models::Note;",
        );
    assert_eq!(findings(&engine), pairs(&[("RG008", "truncate")]));
    assert_silent(&source.replace("MemorySystem", "CacheSystem"));
    assert_silent(
        &source
            .replace("VecDeque<String>", "VecDeque<u64>")
            .replace("line: String", "line: u64")
            .replace("Vec<String>", "Vec<u64>"),
    );
    assert_silent(&source.replace("short_term", "pages"));
}

/// Round 117 (a reasoning context's working memory, a tiered agent memory): a memory entry
/// whose `content` is a JSON document (`struct WorkingMemoryItem { content: serde_json::Value,
/// relevance: f32 }`) was no text, so `working_memory: VecDeque<WorkingMemoryItem>` was no
/// window and its oldest popped past a cap said nothing, where the same entry with `content:
/// String` was a memory. A `content` or `text` field holding a JSON value (`serde_json::Value`,
/// or `Value` as imported) now holds text (`Walker::is_json_document`, asked by
/// `holds_items_with_content`). Still silent: a `Value` the linted code declares itself (an
/// interpreter's `enum Value`), and the same list under a name that is no memory's.
#[test]
fn a_memory_entry_whose_content_is_a_json_document_holds_text() {
    let source = r#"
use std::collections::VecDeque;
pub struct WorkingMemoryItem { pub id: u64, pub content: serde_json::Value, pub relevance: f32 }
pub struct ReasoningContext { pub working_memory: VecDeque<WorkingMemoryItem>, pub max_working_memory: usize }
impl ReasoningContext {
    pub fn add_to_working_memory(&mut self, item: WorkingMemoryItem) {
        self.working_memory.push_back(item);
        while self.working_memory.len() > self.max_working_memory {
            self.working_memory.pop_front();
        }
    }
    pub fn recent(&self, limit: usize) -> Vec<&WorkingMemoryItem> {
        self.working_memory.iter().rev().take(limit).collect()
    }
}
"#;
    assert_eq!(findings(source), pairs(&[("RG008", "truncate")]));
    let imported = variant(source, "content: serde_json::Value", "content: Value");
    let imported = variant(
        &imported,
        "use std::collections::VecDeque;",
        "use serde_json::Value;\nuse std::collections::VecDeque;",
    );
    assert_eq!(findings(&imported), pairs(&[("RG008", "truncate")]));
    assert_silent(&variant(
        source,
        "pub content: serde_json::Value, pub relevance: f32 }",
        "pub content: Value, pub relevance: f32 }\npub enum Value { Int(i64), Float(f64) }",
    ));
    assert_silent(&source.replace("working_memory", "pending_jobs"));
}

/// Round 117 (a tiered agent memory): `if let Some(entry) = self.working_memory.remove(idx) {
/// self.episodic_memory.push(entry); }` in a `consolidate` was an RG002 drop, though the entry
/// only moves from the working memory to the episodic memory of the same agent, which keeps
/// it. An item taken out of one of the agent's memories and put whole into another of the same
/// holder, at the top level of the block where it is bound (`put_where_bound`), is a move:
/// the edit is forgotten (`Walker::forget_moved_between_memories`, the memories read by
/// `Walker::is_memory_of_self`). Still edits: the same move under a test of its own (`if
/// self.episodic_memory.len() < self.max_episodic`, the entry lost when there is no room), and
/// an item of the conversation put into a memory (`self.messages` is not what the memory is).
#[test]
fn an_entry_moved_from_one_memory_to_another_is_kept() {
    let source = r#"
use std::collections::VecDeque;
pub struct MemoryEntry { pub id: u64, pub content: String, pub importance: f64 }
pub struct AgentMemory { working_memory: VecDeque<MemoryEntry>, episodic_memory: Vec<MemoryEntry>, max_episodic: usize }
impl AgentMemory {
    pub fn consolidate(&mut self, threshold: f64) -> u32 {
        let mut moved = 0;
        let mut to_move = Vec::new();
        for (i, entry) in self.working_memory.iter().enumerate() {
            if entry.importance >= threshold {
                to_move.push(i);
            }
        }
        for &idx in to_move.iter().rev() {
            if let Some(entry) = self.working_memory.remove(idx) {
                self.episodic_memory.push(entry);
                moved += 1;
            }
        }
        moved
    }
    pub fn recall(&self) -> Vec<String> {
        self.working_memory.iter().chain(&self.episodic_memory).map(|e| e.content.clone()).collect()
    }
}
"#;
    assert_silent(source);
    let when_room = variant(
        source,
        "                self.episodic_memory.push(entry);",
        "                if self.episodic_memory.len() < self.max_episodic {\n                    self.episodic_memory.push(entry);\n                }",
    );
    assert_eq!(findings(&when_room), pairs(&[("RG002", "drop")]));
    let from_messages = variant(
        source,
        "working_memory: VecDeque<MemoryEntry>",
        "messages: VecDeque<MemoryEntry>",
    )
    .replace("self.working_memory", "self.messages");
    assert_eq!(findings(&from_messages), pairs(&[("RG002", "drop")]));
}
