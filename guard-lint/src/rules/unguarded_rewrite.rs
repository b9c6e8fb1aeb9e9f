//! RG001 `unguarded-rewrite`: a model-authored rewrite of a window reachable without a guard.

use super::Level;

declare_rule! {
    /// ## What it does
    /// Reports a rewrite of a context window (the window, or some of its messages, replaced by
    /// text a model or summariser wrote) that an entry point reaches along a call path on
    /// which no function is a guard (`#[retention_safe]`, or a user of guard-core's
    /// `GuardedWindow`). The finding's `path` is that call path. A function that takes the
    /// window by value and returns it rebuilt around a summary
    /// (`fn compress(messages: Vec<Msg>) -> Vec<Msg>`) rewrites it too: the caller's window is
    /// replaced with what it returns. So does the window's holder handed turns built around a
    /// summary through its own method named for replacing the window
    /// (`memory.replace_turns(new_turns)`), or the conversation a field holds behind a trait
    /// named for one, through its method named for replacing the items
    /// (`self.inner.replace_items(compacted)` with `inner: Arc<dyn Session>`), reported at that
    /// call, or a holder of a type the linted code does not declare whose conversation the
    /// body reads through an accessor (`context.messages().to_vec()`) handed a summary through
    /// its own method named for replacing that conversation
    /// (`context.replace_messages(vec![boundary, summary])`). So does a cut of the window while a summary is kept beside it
    /// (`self.summary = Some(merged)`, or through the field's lock guard: `let mut summary =
    /// self.summary.lock().await; *summary = Some(text)`), also one the caller hands in as text (`summary:
    /// String`) and the body adds to a buffer it started (`merged.push_str(summary.trim())`),
    /// or a model's reply handed to another field of the window's owner through a method named
    /// for putting a summary or a compaction there (`memory.apply_compaction(&reply.content)`
    /// for `let memory = self.memory.as_mut()?`, before `self.history.drain(..cut)`).
    /// So does a method keeping a summary in a field of `self` that calls a method of `self`
    /// cutting a window of `self` (`self.summary = Some(summary_text.into());
    /// self.trim_old_messages()`), reported at that call; a call in another arm of the `if` or
    /// `match` the summary is kept in never runs with it and is not one.
    /// So does a body that reads a
    /// file whose path names a memory (`memory_path`, `notes_file`), asks a model for a new
    /// version and writes the answer over it (`fs::write(memory_path, &consolidated)`, or a
    /// temporary file renamed onto it), or that removes files (`fs::remove_file(&f.path)`)
    /// and writes a model's answer into a directory whose path names a memory
    /// (`write_memory_file(memory_dir, .., &merged)`), reported at the removal; its own
    /// temporary file removed is not one. So does a message made as a summary from a
    /// model's text and added to an agent's context
    /// (`context.add_message(ChatMessage::new_summary(summary))`): swiftide sends the model
    /// only what follows the last summary. So does a summary put into an entry of the kind a
    /// request builder of the linted code sends from the last of on
    /// (`self.push_system(summary)`, a method of the crate building a `HistoryEntry::System`,
    /// for a `build_messages` sending `&entries[index..]` from the last system entry, found by
    /// `rposition`, `iter().rev().position` or a loop from the end): the finding names that
    /// builder. A fixed prompt or a user's text in such an entry replaces nothing. A digest the host writes
    /// itself in a summariser of the linted code that asks no model (the first sentence of
    /// each message; a helper of its own that clips each snippet the same way, itself named
    /// like a summariser: `truncate_summary_text(text)`; the `summarize` of a type the linted
    /// code declares without fields, whatever its name says: `GenericSummarizer.summarize(..)`
    /// for `struct GenericSummarizer;`; a function led by a summarising verb though a
    /// quantity follows, `summarize_to_budget(content, budget)`; one named for compressing or
    /// compacting, `compress_messages(&evicted)`; also one returning a struct of the file that
    /// holds the digest in a field named as a summary: `compact_messages(..)` returning
    /// `CompactionResult { summary, .. }`), formats in the
    /// body that cuts, with no model call there and no text the caller hands in (`let summary
    /// = format!("[{n} earlier]\n{}", heads.join("\n"))`), or builds there in a buffer named
    /// as a summary from the text of the items it walks (`let mut summary =
    /// String::from("[summary]\n")` given `t.chars().take(80)` for each `Block::Text(t)` of
    /// each turn of `ctx.history.iter().take(split)`; a buffer given only counts is a fixed
    /// marker), or adds to the owner's list of
    /// summaries beside the window it cuts (`self.summaries.push(recap)`; also a list named
    /// in compression vocabulary, of turn records or not, when what is pushed carries a
    /// summary: `self.compacted.push(CompactedTurn { summary, .. })` for `let summary =
    /// summarizer(&old_turns)`), or keeps, formatted
    /// there, in a field of `self` named as a summary or a summarised part
    /// (`self.summarized_prefix = Some(new_summary)`, for the cuts of the branch it is written
    /// in), is a rewrite as lossy, and the finding says the host wrote it. A list built
    /// around a summary from messages the function only borrows (`messages: &[Msg]`) and
    /// handed back through a `&mut` parameter the value does not read (`*projected =
    /// project(messages, Some(&record))`) is an output for one request, as a list returned
    /// is: the originals stay with the caller. A helper of the linted code named for a
    /// compression that only picks items of the list it is handed (`compress_message_history`
    /// cloning every k-th message: no model, no text, no item built) writes no summary: the
    /// window replaced with its value is a drop or a cut by position, not a rewrite.
    ///
    /// ## Why is this bad?
    /// A summary is the model's own account of what mattered. Once it replaces the original
    /// messages, the summary is the only evidence left for the decision that produced it: a
    /// user constraint ("do not call the payments API without an idempotency key") becomes
    /// "user mentioned API caution", and nothing can contradict the paraphrase. The rewrite is
    /// safe only if a byte-identical copy of every replaced span is durable outside the
    /// model's reach and can be re-injected.
    ///
    /// ## Example
    /// ```rust,ignore
    /// pub fn compact(history: &mut Vec<Message>, model: &mut Model) {
    ///     let summary = model.summarize(&transcript(history));
    ///     *history = vec![Message::summary(summary)];
    /// }
    /// ```
    ///
    /// ## Use instead
    /// ```rust,ignore
    /// #[retention_safe]
    /// pub fn compact(window: &mut GuardedWindow<SqliteStore>, model: &mut Model) -> Result<(), RetentionInvariantError> {
    ///     window.flush()?;
    ///     let ids: Vec<SpanId> = window.spans().iter().map(|s| s.id()).collect();
    ///     let summary = model.summarize(&transcript(window.spans()));
    ///     let score = window.score(ids[0], 0.2);
    ///     window.rewrite(&ids, summary, &score)?;
    ///     Ok(())
    /// }
    /// ```
    pub static RULE = { id: "RG001", name: "unguarded-rewrite", level: Level::Error };
}

/// The finding's message for a rewrite of `target` by `method`.
pub fn message(target: &str, method: &str) -> String {
    format!(
        "`{target}` is rewritten with model-authored text (`{method}`) on a call path that passes no guard"
    )
}

/// The finding's message for a rewrite of `target` by `method` with a digest the host writes
/// in `digest` (a summariser of the linted code that asks no model).
pub fn host_digest_message(target: &str, method: &str, digest: &str) -> String {
    format!(
        "`{target}` is rewritten with a digest the host writes in `{digest}` (no model call; `{method}`) on a call path that passes no guard"
    )
}

/// The finding's message for messages dropped from `target` by `method` while the summary
/// kept in `kept`, beside the window, stands in for them.
pub fn summary_beside_message(target: &str, method: &str, kept: &str) -> String {
    format!(
        "messages are dropped from `{target}` (`{method}`) while the summary kept in `{kept}` stands in for them: a rewrite on a call path that passes no guard"
    )
}

/// What the finding adds for a summary put into an entry of the kind a request builder starts
/// from: where the boundary is read.
pub fn boundary_note(boundary: &crate::analysis::SummaryBoundary) -> String {
    format!(
        " (`{}` sends only the entries from the last {} on: the summary stands in for every entry before it)",
        boundary.builder, boundary.kind
    )
}

/// What to do instead.
pub const HELP: &str = "keep a verbatim copy: edit through `GuardedWindow::rewrite` after `flush()`, \
     or mark the function that owns the window `#[retention_safe]`";
