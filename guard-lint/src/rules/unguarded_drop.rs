//! RG002 `unguarded-drop`: messages removed from a window on a path without a guard.

use super::Level;

declare_rule! {
    /// ## What it does
    /// Reports a drop from a context window (`retain`, `remove`, `drain`, `clear`, `pop`,
    /// `split_off`, `mem::take`, a filtered reassignment, ...) that an entry point reaches
    /// along a call path on which no function is a guard (`#[retention_safe]`, or a user of
    /// guard-core's `GuardedWindow`). Oldest-first and token-budget cuts are
    /// `host-truncation` (RG008) instead. An explicit reset, a method that `clear`s its own
    /// window (or replaces it with an empty value: `self.history = Vec::new()`,
    /// `*chat = Conversation::default()`, or replaces a value holding it with a new one made
    /// from nothing it holds: `*session = Session::new(model, cwd)` where the body reads
    /// `session.messages`, or `*session = new_session` for `let new_session = ChatSession::new(dir)`
    /// with `session` declared of a type named as one conversation, or gives a field holding
    /// an enum of the linted code, one of whose variants holds the conversation in a field
    /// named and typed as one, a variant built from nothing it holds: `self.mode =
    /// Mode::Listening` for `Dialogue { messages: Vec<Value>, .. }`, or keeps only its first, system message:
    /// `truncate(1)`, or a copy of the list of its system messages:
    /// `self.history = self.system_messages.clone()`, or only its pinned ones:
    /// `retain(|m| m.pinned)`, or removes one
    /// conversation from its map of them,
    /// `conversations.remove(&id)`, or a new list inserted over it:
    /// `conversations.insert(chat_id, vec![system])`, or a new holder of one over it:
    /// `sessions.insert(key, Session::new(prompt))`, or all another map holds under an owner's key:
    /// `system_messages.remove(sender)` beside `histories.remove(sender)`),
    /// or a reset-named function that clears a window held in the state it is handed (a
    /// desktop app's `clear_conversation` command clearing `state.chat.messages`, or the
    /// lock guard of the state its app handle looks up: `app.state::<Conversation>().0.lock()`, a web
    /// handler's `delete_session(State(state), ..)` removing one of `state.sessions`, a
    /// store's `clear` deleting a conversation's rows:
    /// `DELETE FROM messages WHERE conversation_id = ?1`, or a chat channel's or room's:
    /// `WHERE channel_id = ?1`, or every row of a table that holds one conversation:
    /// `DELETE FROM conversation`, or the key-value store's key holding
    /// its history: `redis_delete(&key)` for `key = history_key(user)`, or every message a
    /// store's method deletes under the conversation's key:
    /// `db.messages().delete_session_messages(&session.id)`, or a map of
    /// conversations held in a `static`), that no
    /// linted code calls, or only reset-named functions do (`clear_history`, `reset`, `new_chat`,
    /// `create_new_session`, or a switch to another conversation: `switch_session`), or a
    /// whole-window clear (or a filter down to the system messages) in the `match` arm or `if`
    /// branch of a user command
    /// (`"/clear" => history.clear()`, also with its short aliases: `"clear" | "c" =>`, or as a
    /// word of the command line: `Some(&"new") =>` of `match parts.get(1)`,
    /// `if text == "!forget" { .. }`, a command word a client
    /// sends: `if text == "clear_context" { .. }`, a constant named as a
    /// reset command: `CLEAR_CMD => history.clear()`, a character key a terminal app binds:
    /// `KeyCode::Char('l') => history.clear()`, or `if ctrl('n') { .. }` through a closure that
    /// tests the key, or a `match` arm guarded by such a test: `_ if input.starts_with("/new")
    /// =>`, or a reset-named variant
    /// of a command enum: `Command::DeleteSession(id) => sessions.remove(&id)`, or a variant
    /// reporting that a conversation was started over, which a client mirrors in its arm
    /// (`AcpEvent::ContextCleared(_) => self.transcript.clear()`, `AcpEvent::NewSessionCreated {
    /// .. }`), also when the
    /// arm calls a reset-named function that clears: `Command::Clear => clear_history(..)`,
    /// directly or through other reset-named functions only (`"/clear" =>
    /// self.clear_conversation()` calling `self.conversation.clear_messages()`), or a function
    /// named as a load that replaces the window whole (`"/load" => self.load_conversation()`),
    /// or the typed command's own handler, named for it (`"/resume" => handle_resume(..)`;
    /// not a command named for a compaction, `"/compact" => compact_conversation(..)`, which
    /// asks the host to shrink the conversation: a whole conversation dropped there stays an
    /// error), or
    /// a reset-named handler registered on an HTTP route:
    /// `.route("/clear/:id", post(clear_history))`, or a handler a chat bot registers for a
    /// reset command, whatever its name: `dptree::case![Command::Clear].endpoint(handle_clear)`,
    /// and the reset-named functions it calls), is reported
    /// as a note:
    /// the user starting over is outside the guard's scope; the agent clearing its own window
    /// to make room is not, and stays an error. An accessor that removes or replaces the one
    /// message its caller names (`fn delete(&mut self, index: usize) { self.history.remove(index); }`,
    /// `self.history[index] = message`, the messages from it on (`self.history.truncate(index)`,
    /// a regenerate or rewind from the message the user picks), `retain(|m| m.id != id)`, the text of the message a
    /// `find(|m| m.id == id)` picks; or the one conversation of a
    /// list of them, `conversations.retain(|c| c.id != id)`; also in a value it holds, as an
    /// HTTP handler edits `session.messages` of the session it loads, the id from
    /// `let (session_id, message_id) = path.into_inner()`), or that replaces the
    /// newest message with what the caller passes in (`*self.history.last_mut()? = message`,
    /// a streaming update), and that no linted code calls is the user's edit, a note too. So is
    /// such an edit (also of a field of the message, `self.history[index].content = text`, or
    /// through `get_mut(index)`), or a cut of the window, made in the arm or branch of a command
    /// that names the edit of a message (delete, remove, edit, rewind) or by a function that arm
    /// calls named for it, whoever calls that: `Message::MessageDeleted(index) =>
    /// handle_message_delete(index, ..)` in an iced update, `if ui.button("Delete").clicked() {
    /// self.delete_message(index) }`, `"/rewind" => agent.rewind_context_to(idx)` calling
    /// `truncate_to`, `MessageAction::Delete { idx, .. } => messages.remove(idx)`; or at a
    /// position the screen holds in its edit mode (`if let Some(index) =
    /// self.editing_message_index`, `if is_editing { .. }`): the note names the command, button
    /// or edit mode. A `clear` of a session's history and a new session installed in its holder
    /// after it (`self.session.history.clear(); .. self.session = Session::new(..)`) are one
    /// reset, reported at the `clear`; a command's arm with aliases named as commands
    /// (`SlashCommand::Clear | SlashCommand::New`) is that command's. So is a
    /// message replaced with a newer version of itself that the caller passes in, under a test
    /// that both carry the same id (`if last.id == message.id { last.content = message.content }`,
    /// a streamed reply's next chunk), whoever calls it, and the newest line replaced, under a
    /// test that it starts with a label, with a line formatted with that same label
    /// (`if last.starts_with("Assistant:") { *last = line }` for `line` =
    /// `format!("Assistant: {}", self.buffer)`, a streamed reply's line written again as its
    /// tokens arrive). So is a load in a method that no linted
    /// code calls: the window replaced whole with what the caller hands in (`self.history =
    /// snapshot.clone()`), or cleared and refilled from it (`clear()`, then each message of
    /// `snap.history` pushed), or an undo there, the window replaced with a copy of itself
    /// popped off a stack of them a field holds (`self.messages = prev` for `Some(prev)` of
    /// `self.checkpoints.pop()`, `checkpoints: Vec<Vec<Message>>`), or, in a function named as a load, with what a call named as a
    /// load returns (`self.messages = session.messages` after `let session =
    /// session::load_session(id).await?`); in any function, a value holding the window replaced
    /// with what a call named as a load returns (`*session = loaded` for `Ok(loaded)` of
    /// `ChatSession::load(..)`, the body reading `session.messages` or `loaded.messages`, or
    /// `session` declared of a type named as one conversation: `&mut ChatSession`) is a
    /// load too, a note also in a user command's arm; so is such a value replaced, in a function
    /// named as a load that no linted code calls, with a session its caller hands in by value
    /// (`fn load_session(&mut self, loaded: Session) { self.core.session = loaded }`, the body
    /// reading `self.core.session.history`). A window filled whole while the branch has found
    /// it empty (`if self.history.is_empty() { self.history = store.take_carry_over() }`) drops
    /// nothing and is not reported; nor is the text written into the message a stream is
    /// filling, at the position its type keeps for it (`self.current_index =
    /// Some(self.messages.len())` just before that message is appended, directly or through a
    /// method of `self`, the field otherwise only cleared or copied from such fields), through
    /// `self.messages.get_mut(index)` or `&mut self.messages[index]`: the reply filled in.
    /// A window replaced with what a store reads back
    /// (`history = db.load_history(id)?`, or what a method of the same type that runs a
    /// reading query returns: `self.fetch_messages()` running `SELECT ..` or `MATCH .. RETURN
    /// ..`; also through a local bound to the read), cleared and refilled from elsewhere by a function
    /// named as a load (`fn rehydrate(&mut self)` rebuilding it from a session log, not
    /// reading the old window before the `clear`), given back to itself through builder methods of the linted
    /// code (`conversation = conversation.with_system(s)`, each taking `self` by value and
    /// returning `Self`, or named as an add: `msgs = msgs.add_message(role, text)`), put back untouched after `mem::take` (an error path), or put
    /// back with items added around every one of its own (a preamble in front of a whole copy,
    /// `msgs.extend(self.messages.clone()); self.messages = msgs`, or older messages read back
    /// in front of it, `older.append(&mut *lock); *lock = older`, or one session's messages
    /// copied out of a map of sessions, extended and written back to that session: `let mut
    /// updated = if let Some(s) = sessions.get(id) { s.messages.clone() } else { Vec::new() };
    /// updated.extend(new); sessions.get_mut(id).unwrap().messages = updated`), or kept as serialised text
    /// read back, added to and written again (`conv.messages_json =
    /// serde_json::to_string(&messages)?` for `messages` read with
    /// `serde_json::from_str(&conv.messages_json)`),
    /// loses nothing and is not reported; nor is a `mem::take` of a local the body declared
    /// (not one standing for a field, such as its lock guard) and never reads again
    /// (`store.create(std::mem::take(&mut messages))`): a move; nor an item taken out of a
    /// window the function took by value and handed back with the rest (`let last =
    /// messages.pop(); (last, messages)`, also as the fields of a struct or an enum's variant it
    /// returns, boxed or not: `Some(Self::Prompt { prelude: messages, prompt: Box::new(prompt) })`),
    /// nor an item set aside and put back (`let first = w.remove(0); .. w.insert(0, first)`),
    /// unless it goes back only under a test of it (`if let Some(removed) = w.pop_front() { if
    /// removed.pinned { w.push_front(removed); break; } }`: every other item stays out), nor items
    /// dequeued into the value the function hands back (`if let Some(m) = queue.pop_front() {
    /// return Some(Turn::single(m)); }`, `Turn::new(queue.drain(..).collect())`,
    /// `Turn` perhaps an enum whose `impl` declares `new`), a window
    /// passed through a call that gives it back (`messages = processor.process(messages)`,
    /// every `process` of the linted code returning the window it took by value, bare or in
    /// `Ok(..)`, also under a name it is moved to: `let kept = messages; kept`, or passing it
    /// only through such calls), nor
    /// the newest message popped under a test that it is a placeholder the host writes
    /// itself (`if history.last().is_some_and(is_bridge_message) { history.pop(); }`, the
    /// test a function of the file that looks for a bracketed marker in its text:
    /// `contains("[acknowledged")`), or that it holds no text (`if
    /// matches!(h.last().map(|m| (m.role, m.content.is_empty())), Some((Role::Assistant,
    /// true))) { h.pop(); }`: a streamed reply's placeholder that stayed empty), nor the
    /// newest message popped in the `match` arm or
    /// `if` branch that handles a failure (`Err(_) => history.pop()`, `ChatMsg::Failed(e) =>
    /// self.history.pop()`, `FromWorker::TurnFailed(e) => ..`, `if let Err(e) = reply { .. }`),
    /// outside a length test and any loop that pushes nothing (a loop taking one event a turn
    /// from a channel, `while let Ok(msg) = self.rx.try_recv()`, is none: it pops once per
    /// failed request), in a body that has not cut the window nor taken its own
    /// push back off before: the turn
    /// pushed for the call that failed taken back, whichever function pushed it. Nor is a `truncate` back to a
    /// length the body took of the same window and never changed (`let initial_len =
    /// history.len(); .. history.truncate(initial_len)` after a failed attempt: only what was
    /// added since goes), or to one its caller took before the turn and hands in, by a
    /// parameter named as an earlier length (`guard.truncate(history_len_before)`), the first value a field of a record the body has just built is given
    /// (`let mut saved = Conversation::new(title); saved.messages = self.history.clone()`), or a
    /// write of a key, a tally or an order named after a conversation (`selected_conversation_id`,
    /// `completed_turn_count`, `last_summary_message_index`, `conversation_order`: the keys in the
    /// order they came, for eviction). The messages of a conversation found
    /// in a list of them (`if let Some(conv) = convs.iter_mut().find(|c| c.id == id)`), or
    /// reached in it by index (`self.conversations[idx].messages`), are a
    /// window of their own: `conv.messages.drain(a..b)` is a drop. The messages of the value
    /// an `Option` field of `self` holds, bound mutably (`if let Some(ref mut session) =
    /// self.current_session`), are the method's own window, as `self.messages` is. The window cut back to its
    /// newest user message (`truncate(idx)` or `truncate(idx + 1)`, `idx` where
    /// `rposition(|m| m.role == Role::User)` finds it, also through a `matches!` guard, or the
    /// index of a loop from the end that stops at a user message) takes back the newest turn,
    /// an undo or a retry: RG002 rather than a cut by position (RG008), naming the user command
    /// whose arm calls the function named for it (`"/undo" => app.undo_last()`), a partial drop
    /// that keeps its level there as `"/undo" => history.pop()` does, and a note in a method
    /// that edits its own window and no linted code calls. So is the newest user message removed
    /// where that search finds it (`remove(idx)`, a regenerate that sends it again), and the
    /// newest message popped under a test that it is an answer (`if last.role == "assistant" {
    /// history.pop() }`, a retry), or in a loop that pops while the newest is an answer or a tool's
    /// result (`while h.len() > 1 && h.last().is_some_and(|m| m.role == "tool" || m.role ==
    /// "assistant") { h.pop(); }`, an undo), and the newest answer, or the question before it,
    /// removed at the index of a loop from the end (`for i in (0..h.len()).rev()`) in a `match`
    /// arm or an `if` on that message's role taken once (it leaves the loop, or runs only while a
    /// local it sets is still `None`); a second cut of the same take-back (the retry's pop, then its
    /// truncate to the user message) is that one edit, reported once. Emptying a part of one message
    /// (`history[i].content.clear()`, `history[i].tool_calls = None`) rewrites that message, as assigning it does, and beside
    /// such an assignment of the same item is that one rewrite. A cut by position after sorting the window
    /// by a score (`memories.sort_by(|a, b| a.importance.cmp(&b.importance))`, then
    /// `remove(0)` while over a budget) drops the lowest-scored, a choice: RG002; so does one after
    /// sorting it by any field of its items that says neither when they came nor where they sit
    /// (`sort_by(|a, b| b.vividness.partial_cmp(&a.vividness).unwrap())`, then `truncate(n)`; by
    /// `timestamp` or `seq` the cut stays RG008's), and a retain that keeps the items above a
    /// grade of what they hold (`retain(|f| f.confidence > 0.3)`), under a test of the window's
    /// length too. So is an entry a memory of another module is
    /// asked to forget (`memory_store.forget(&memory.id)`, `self.memory.forget(key)`, on a value
    /// named for a memory), reported at the call unless the linted code declares that method:
    /// a note when the key is a parameter of a method nothing calls. So does the
    /// newest exchange taken back from a local model's llama.cpp KV cache: every position from
    /// a saved one to the end removed (`ctx.clear_kv_cache_seq(Some(0), Some(checkpoint),
    /// None)`, or up to `kv_cache_seq_pos_max(0)`; `llama_memory_seq_rm(mem, 0, checkpoint,
    /// -1)`) as the body's last use of the context, outside any loop: nothing decodes it again
    /// (a prompt-prefix cache, which decodes the new tail after the removal, loses nothing).
    /// Nor is it a drop to remove the system messages and put a new one first
    /// (`retain(|m| !matches!(m, Message::System { .. }))`, then `insert(0,
    /// Message::system(p))`: a new system prompt; or one variant's items, then an item built
    /// with that variant: `retain(|s| s.slot_type != SlotType::Identity)`, then `insert(0, slot)`
    /// for `slot = ContextSlot::new(SlotType::Identity, ..)`; or only the system messages
    /// carrying a marker, then a new system message pushed: `retain(|m| m.role != "system" ||
    /// !m.content.starts_with(marker))`, then `push(ChatMessage::system(&text))`, a host's
    /// notice replaced by its newer value) or to write a new system prompt into the
    /// message a condition finds to be the system one (`if let Chat(chat) = msg && chat.role
    /// == "system" { chat.content = prompt }`, text no summary made), to reload what the model may call (`functions:
    /// Vec<ChatCompletionFunctions>`, items of a type whose last word names a function or a
    /// tool), to switch a shared handle to a conversation to another handed in
    /// (`self.conversation = conversation` over `Rc<RefCell<Conversation>>`), or to cut a list
    /// that a method borrowing `self` collects from its fields' items
    /// (`self.contexts.iter().map(Message::from).collect()`, a view for a request), or to cut,
    /// in a private method, a field of a value that every caller builds from shared borrows
    /// only and renders (`let mut sections = Sections::collect(facts); sections.prune(n);
    /// Ok(sections.assemble())`, the value used nowhere but as a method's receiver: what it
    /// read, its sources keep), or to cut a clone of a value holding a conversation that the
    /// body then only serialises into a file (`let mut saved = session.clone();
    /// saved.messages.retain(..); fs::write(path, serde_json::to_string_pretty(&saved)?)`, a
    /// view being saved: the session keeps every message), or to filter, in a private function,
    /// a list every caller hands it by value as a copy (`messages.clone()`, or the list a `&self`
    /// method gives back) and keeps the result off its windows. A local that
    /// starts from a copy or another owned value (`let mut next = before;`) and is written back
    /// whole into a window is one edit, reported once, where it is installed. A system message
    /// put first through a local (`let entry = Entry::system(p); self.entries[0] = entry`) is a
    /// new system prompt, no drop. Nor is a `retain` that removes messages of one role alone, a
    /// role literal the linted file itself pushes messages under and that names no side of a
    /// conversation (`self.push_message("workflow", blocks)`, then `retain(|m| m.role !=
    /// "workflow")`, or a closure that first keeps every other role, `if m.role != "workflow" {
    /// return true; }`, and then decides among that role's): the host's own notes stripped. A
    /// role of a side (`"user"`, `"assistant"`, `"tool"`, `"system"`), one named for a summary
    /// (`"summary"`) or one the file never pushes stays a drop. A `retain` removing exactly what a copy taken before holds
    /// (`let tools: Vec<_> = w.iter().filter(|e| is_tool(e)).cloned().collect()`, the same test
    /// negated), whose items the body then inserts back into the window, moves them (tool
    /// results put right after their call): no drop. So does one on an item's parts
    /// (`content.retain(|b| !is_image(b))`) whose parts a loop copied out before (`for b in
    /// content.iter() { if is_image(b) { moved.push(b.clone()) } }`) and the body puts into
    /// another item of the same window (`next_blocks.extend(moved)`: image blocks moved to the
    /// next user message); an item then removed under a test that those parts are left empty
    /// (`remove_message = content.is_empty(); .. if remove_message { messages.remove(index)
    /// }`) holds nothing, and its removal is no drop either. Nor is a placeholder expanded:
    /// an item's text overwritten with what a lookup returns for a key the body parsed out of
    /// that same text (`let Some(hash) = elided_hash(text) else { continue }`, then `*text =
    /// full` for `Ok(full)` of what `cas.get(&hash)` read back) gets back the content the
    /// placeholder stood for. A part of one message reached through a second index of a
    /// window that is a field (`&mut session.messages[mi].content[bi]`) is that window's
    /// message, as for a window handed in itself.
    ///
    /// ## Why is this bad?
    /// A dropped message is gone unless a verbatim copy was made durable first. Relevance
    /// scores, "tool output is noise" filters and sanitising helpers all drop spans that a
    /// later turn may need, and a dropped constraint cannot be re-injected if no store kept
    /// it. The drop also leaves no trace of why it happened.
    ///
    /// ## Example
    /// ```rust,ignore
    /// pub fn strip_tool_results(messages: &mut Vec<Message>) {
    ///     messages.retain(|m| m.role != Role::Tool);
    /// }
    /// ```
    ///
    /// ## Use instead
    /// ```rust,ignore
    /// #[retention_safe]
    /// pub fn strip_tool_results(window: &mut GuardedWindow<SqliteStore>, scores: &[(SpanId, Score)]) -> Result<(), RetentionInvariantError> {
    ///     window.flush()?;
    ///     for (id, settled) in scores {
    ///         window.drop_span(*id, settled)?; // a score from an earlier turn
    ///     }
    ///     Ok(())
    /// }
    /// ```
    pub static RULE = { id: "RG002", name: "unguarded-drop", level: Level::Error };
}

/// The finding's message for a drop from `target` by `method`. A write through `iter_mut`, or
/// to items moved out of a window taken by value (`into_iter`), keeps every message but
/// overwrites what some of them say (a tool output replaced with a placeholder), and says so.
pub fn message(target: &str, method: &str) -> String {
    if method == "iter_mut" || method == "into_iter" {
        format!(
            "the text of messages in `{target}` is overwritten (`{method}`) on a call path that passes no guard"
        )
    } else if method == "last_mut" || method == "back_mut" {
        format!(
            "the newest message of `{target}` is overwritten (`{method}`) on a call path that passes no guard"
        )
    } else if method == "first_mut" || method == "front_mut" {
        format!(
            "the oldest message of `{target}` is overwritten (`{method}`) on a call path that passes no guard"
        )
    } else if method == "[]=" {
        format!(
            "a message of `{target}` is replaced (`{method}`) on a call path that passes no guard"
        )
    } else {
        format!(
            "messages are dropped from `{target}` (`{method}`) on a call path that passes no guard"
        )
    }
}

/// What to do instead.
pub const HELP: &str = "flush the verbatim store, then drop through `GuardedWindow::drop_span` with a \
     settled score, or mark the function that owns the window `#[retention_safe]`";
