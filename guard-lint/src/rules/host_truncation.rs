//! RG008 `host-truncation`: mechanical windowing of a context window (off unless enabled).

use super::Level;

declare_rule! {
    /// ## What it does
    /// Reports an oldest-first or length/token-budget cut of a context window (a sliding
    /// window: `remove(0)` in a loop over a token count, a `loop` that breaks once the window
    /// fits a budget and drains the oldest cuttable messages, `drain(..n)`, `truncate(n)`, the
    /// newest taken out and kept (`let newest: Vec<_> = history.drain(len - n..).collect()`,
    /// as `split_off` takes them; and the window then cut to its first message, `truncate(1)`,
    /// and given them back, behind a notice the body writes from literals and counts or not),
    /// removing
    /// the first message of a role found with `iter().position(|m| m.role != Role::System)`
    /// or counted past with `iter().take_while(|m| m.role == "system").count()`
    /// (or the first unpinned one, `position(|m| !m.pinned)`; or the oldest whole turn, from
    /// the positions of the user's messages: `drain(starts[0]..starts[1])`),
    /// a `retain` whose closure counts what it drops and keeps the rest once the count is
    /// reached, or reads only an item's time against a cut-off (`retain(|m| m.timestamp >=
    /// cutoff)`: the oldest go, whatever they say), a loop over the window's positions that keeps the items past a boundary or
    /// pinned (`if i < cut && !m.pinned { .. } else { kept.push(m) }`), an `LTRIM` of a Redis list under a key that names a conversation
    /// (`.cmd("LTRIM").arg(&session_id)`), a SQL `DELETE` of a conversation's rows older than a
    /// cut-off (`DELETE FROM messages WHERE conversation_id = ?1 AND created_at < ?2`), or of all
    /// but the newest rows of a table that holds one conversation (`DELETE FROM conversation
    /// WHERE id IN (SELECT id FROM conversation ORDER BY id DESC LIMIT -1 OFFSET ?1)`), a context
    /// shift of a local model's llama.cpp KV cache (a range of positions removed,
    /// `ctx.clear_kv_cache_seq(Some(0), Some(keep), Some(keep + n))` or `llama_memory_seq_rm(mem,
    /// 0, keep, keep + n)`, and the later ones moved back, `kv_cache_seq_add(0, Some(keep + n),
    /// None, -n)`; a removal to the end, which the next prompt decodes again, is none), a window
    /// cleared once it has been quiet past a timeout and on no other condition (`if
    /// last.is_some_and(|t| t.elapsed() > FORGET_AFTER) { history.clear() }`), or the
    /// window rebuilt from the newest messages
    /// that fit a budget, or a message's text overwritten with its own head: `m.content =
    /// format!("{head}[.. elided]")` for `head = m.content.chars().take(200).collect()`, or
    /// `truncate_text(&m.content, n)`; or a copy of the window so cut and given back to it
    /// after a `clear`, reported once, at the clear: `self.chat_memory.clear().await?;
    /// self.chat_memory.add_messages(&messages).await?`) that is reachable
    /// without a guard. A condition or loop that also tests what a message says makes the cut
    /// a chosen drop (RG002), except for such a head, which keeps the same text by length. An
    /// item a loop skips while its text is within a bound (`if text_len <= 100 { continue; }`: the
    /// bound named as one, `budget`, `limit`, `max`, `capacity`, `cap` or `threshold`, or a
    /// number above 1 or a constant written out) leaves the rest of the
    /// loop's body to the items past it: a placeholder written there is a cut by length. So is
    /// a clip under a length beside a test of a prefix or suffix written out or a constant
    /// (`m.content.starts_with("FUNCTION_CALL:") && m.content.len() > 300`,
    /// `!text.ends_with(EVICTED_MARK)`), which tags the kind of item the host wrote; a test of
    /// what the text says anywhere (`contains`) or of a prefix the caller hands in still chooses. A
    /// test of a length bound to a local first (`let already_small = c.len() <= STUB.len(); if
    /// already_small { .. } else { .. }`) is that test. A tool call's arguments (`tc.function.arguments`,
    /// also reached through `msg.tool_calls.as_mut()`) are the message's text. A conversation held by
    /// a value of a type the linted code does not declare, whose conversation field the body reads
    /// (`context.messages.len()`), cut to a size by the value's own method handed only numbers
    /// (`context.hard_truncate_to(target)`, `trim_to_fit(0)`), is cut host-side, as is one read
    /// through the holder's accessor (`let messages = context.messages().to_vec()`) and given
    /// back slices of itself through the holder's method named for replacing it
    /// (`context.replace_messages([first, recent].concat())`, read as the assignment to it),
    /// and a window
    /// lent mutably to a call the linted code does not declare whose first word is `cap` or
    /// `limit` (`agent::cap_history_rule(&mut h)` through the history's lock guard). Another
    /// holder's window given what a converter of `self` builds after the body cut a window of
    /// `self` (`session.preamble = self.build_preamble()` after `self.memories.remove(0)`) is
    /// that cut carried into a view, reported once. A `while` bounded by the window's length
    /// whose body reaches the item at that index (`while i < w.len() { if w[i].branch == b {
    /// w.remove(i); } else { i += 1; } }`) walks positions: what it removes is chosen (RG002). A
    /// `truncate` back to a length taken of the same window earlier in the body (a rollback of what
    /// a failed attempt added) is not a cut, nor is the first message set to a system message
    /// (`history[0] = Message::system(p)`, or the value handed to a function named for the
    /// system message: `fn change_sys_msg(&mut self, msg)`), a new system prompt. A cut a
    /// command naming the user's edit asks for (`"/rewind"` calling `rewind_context_to(idx)`,
    /// `AgentInput::Rewind(n) => agent.rewind_turns(n)`) is the user's: an RG002 note. A
    /// `retain` that picks what it keeps by a time (a cut-off, or a name it reads of a time or
    /// a span of time: `sessions.retain(|_, s| now - s.last_active < self.timeout_secs)`,
    /// whole conversations idle past a limit, or a method of the conversation named for its age
    /// and nothing else of it: `sessions.retain(|_, s| !s.is_stale())`) is reported as a cut "by
    /// age". A setter of an item's text (`entry.set_content(clipped)`) writes it as the
    /// assignment to the field does. A skip joining one bound and the mark of an earlier clip by
    /// `||` (`if content.len() <= max || content.ends_with("[truncated]") { continue; }`) leaves
    /// the rest to the unmarked items past the bound. The head of a local list of a window's
    /// positions, ending at its own length less a count (`for &i in
    /// &tool_indices[..tool_indices.len() - keep_recent]`), walks the oldest positions. A window
    /// cleared and given back its first or last item, or the oldest or newest of a role
    /// (`truncate_to_latest`: the system prompt and the newest user message), is cut by
    /// position; given back an item found by what its text says, it is a chosen drop. Cut by
    /// position too: one cleared and given back copies of its newest items taken by position
    /// beside its system messages (`self.messages.iter().rev().take(3).cloned().collect()`, or
    /// `iter().skip(k)` with no `rev` or `take` after it), as with `history[k..].to_vec()`: all
    /// but the newest are gone; one emptied whole (`std::mem::take`, a full `drain(..)`
    /// collected, a copy taken before `clear`) and given back the newest of what it held
    /// (`all.into_iter().skip(k)`); and one split by a `partition` on the system role and given
    /// back its system half and the newest of the rest. A start
    /// index of what a window sends moved forward (`self.floor = self.turns.len() - keep`,
    /// `self.floor += 1`, `self.floor.max(..)`) in a file that reads the window from that index
    /// to its end (`&self.turns[self.floor..]`, `.get(self.floor..)`, `.iter().skip(self.floor)`
    /// with no `take` after it) and never moves it back drops the items below it from what is
    /// sent, oldest first, though the vector keeps them: a cut by position. A page of a list
    /// (`skip(offset).take(PAGE)`), a view that scrolls back (`saturating_sub`), a cursor
    /// moved to the end or past exactly what it read (`self.sent += pending.len()` for
    /// `let pending = &self.messages[self.sent..]`) and an index only reset to 0 hide nothing.
    /// So does a coverage cursor moved forward the same way in a function that also keeps a
    /// summary (`self.summary_messages.extend(..)`), in a file that sends only the items a
    /// `filter` keeps past it (`turns.iter().filter(|t| self.covered.is_none_or(|c| t.id > c))`):
    /// the items it passes are sent as their summary only. A read mark moved forward with
    /// nothing summarised, or a filter by a parameter, hides nothing; nor does a cursor also
    /// moved back, directly or through a local bound to its value (`if let Some(c) =
    /// self.covered { self.covered = Some(c.saturating_sub(n)) }`).
    /// A window taken by value and returned as the items an adaptor that reads no item lets
    /// through (`messages.into_iter().skip(n - keep).collect()`, `blocks.into_iter()
    /// .enumerate().filter(|(i, _)| kept.contains(i)).map(|(_, b)| b).collect()`, directly or
    /// through a local) replaces the caller's window with the items kept by position or budget;
    /// a `filter` that reads the items makes it a chosen drop (RG002). So does a collection
    /// returned in its place that holds the newest items of a part of it past a position
    /// (`for m in conv.iter().skip(keep_from) { condensed.push((*m).clone()) }`, `&conv[k..]`)
    /// and no other item of that part, whatever else it holds (the system messages, a block the
    /// host writes about the turns left out), or the items a loop walking a part of it newest
    /// first let through before a `break` (`for msg in rest.iter().rev() { if over { break; }
    /// kept.push(msg.clone()) }`), whatever else it holds (its first message). An item written
    /// whole with a value built from its own parts, those an `if let` destructured it into, one
    /// clipped to its first characters or left empty (`*b = Block::Text(format!("[{call_id}
    /// (trimmed)] {preview}…"))`, `*b = Block::FileRef { path: path.clone(), hash:
    /// hash.clone(), excerpt: None }`), is cut by length, as its text clipped is, also by a
    /// function of the linted code that keeps the first characters of the text it is handed,
    /// whatever its name (`turn.user = shorten(&turn.user, limit)`). Off by
    /// default; enable it with
    /// `[workspace.metadata.guard.rules] host-truncation = "note"` (or `"warning"`).
    ///
    /// ## Why is this bad?
    /// Host-side truncation is outside the design note's scope: the model does not choose what
    /// goes, so no self-serving summary replaces it. It still removes the oldest messages
    /// first, which is where the operator's standing instructions usually are. Knowing where
    /// it happens helps decide whether the dropped turns should first be kept in a verbatim
    /// store.
    ///
    /// ## Example
    /// ```rust,ignore
    /// while token_count(&history) > max_tokens {
    ///     history.remove(0);
    /// }
    /// ```
    ///
    /// ## Use instead
    /// ```rust,ignore
    /// // Keep the system prompt and constraints out of the sliding part, and copy what slides
    /// // out into a verbatim store so it can be re-injected.
    /// while token_count(&history[pinned..]) > max_tokens {
    ///     store.append(&history[pinned])?;
    ///     history.remove(pinned);
    /// }
    /// ```
    pub static RULE = { id: "RG008", name: "host-truncation", level: Level::Off };
}

/// The finding's message for a cut of `target` by `method`.
pub fn message(target: &str, method: &str) -> String {
    format!(
        "`{target}` is cut host-side (`{method}`) by position or token budget, not by relevance"
    )
}

/// The finding's message for a cut of `target` by `method` that picks what goes by its age
/// (see [`crate::analysis::EditReading::by_age`]).
pub fn by_age_message(target: &str, method: &str) -> String {
    format!("`{target}` is cut host-side (`{method}`) by age, not by relevance")
}

/// What to do instead.
pub const HELP: &str = "pin the system prompt and constraints outside the sliding part, and keep what \
     slides out in a verbatim store if later turns may need it";
