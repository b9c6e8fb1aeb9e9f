//! A conversation kept in a store rather than a collection: a Redis list cut with `LTRIM`
//! (`redis::pipe().cmd("LTRIM").arg(&session_id).arg(0).arg(n)`, or `con.ltrim(&key, 0, n)`).
//! Nothing in the syntax says what an arbitrary store key holds, so only a key that names a
//! conversation (`session_id`, `chat_key`, `history_key`) is taken for one. `LTRIM` keeps a
//! range of positions: a host-side cut, or a rewrite when the same pipeline stores a summary
//! beside it (`.cmd("SET").arg(summary_key).arg(summary)`). Likewise a conversation kept in
//! SQL rows: a `DELETE` statement handed to a query call (`sqlx::query("DELETE FROM messages
//! WHERE conversation_id = ?1 AND created_at < ?2")`, `conn.execute(&format!(..), ..)`) or
//! written in a query macro (`sqlx::query!("DELETE FROM messages WHERE session_id = ?", id)`) that
//! deletes a conversation's rows by their key column, older than a cut-off (a host-side cut),
//! or all of them (the conversation removed whole); a table of messages a statement names no
//! conversation of (one assistant's `conversation`) loses rows by a cut-off, or all of them
//! (`DELETE FROM conversation`, one statement of a batch). And a key-value store's key that holds a
//! conversation's history deleted (`redis_delete(&key)` for `key = history_key(user)`,
//! `con.del(format!("chat_history:{id}"))`): the conversation removed whole. And an agent's
//! memories kept in SQL rows, deleted below a score (`DELETE FROM memory_fragments WHERE
//! importance < 0.3`): the memories scoring lowest dropped.

use syn::Expr;

use super::{NewEdit, Walker, Window};
use crate::analysis::WholeWindow;
use crate::analysis::derive::Derivation;
use crate::analysis::names;
use crate::analysis::place::place_of;
use crate::analysis::search::any_expr_in_block;
use crate::analysis::syntax::{called_name, span_range, strip_parens, strip_reference};

/// Words of a store key that holds a conversation.
const CONVERSATION_KEY_WORDS: &[&str] = &[
    "session",
    "chat",
    "conversation",
    "history",
    "messages",
    "thread",
    "dialog",
    "transcript",
];

/// Words of a key-value store's key that holds a conversation's messages themselves
/// (`history_key(user)`, `"chat_history:{id}"`). Not `session` or `thread` alone: a key under
/// a session may hold anything the session keeps (a game's players, a login).
const HISTORY_KEY_WORDS: &[&str] = &[
    "history",
    "histories",
    "messages",
    "conversation",
    "conversations",
    "transcript",
    "transcripts",
    "dialog",
    "dialogue",
];

/// Words of a chat platform's place a bot keeps one conversation for (a Discord or IRC
/// `channel`, a Matrix `room`): in a table that holds messages, its key column
/// (`channel_id`, `room_id`) keys a conversation as `chat_id` does. Not in
/// [`CONVERSATION_KEY_WORDS`], which also reads store keys, where a channel may be a pub/sub
/// channel.
const CHAT_PLACE_WORDS: &[&str] = &["channel", "room"];

/// Last words of a call that deletes a key from a key-value store (`del`, `redis_delete`,
/// `unlink`).
const KEY_DELETE_WORDS: &[&str] = &["del", "delete", "unlink"];

/// Words of a SQL table that holds the messages of conversations (`messages`,
/// `chat_history`, `conversation_turns`).
const MESSAGE_TABLE_WORDS: &[&str] = &[
    "message",
    "messages",
    "turn",
    "turns",
    "history",
    "histories",
    "conversation",
    "conversations",
    "chat",
    "chats",
    "dialog",
    "dialogs",
    "transcript",
    "transcripts",
];

impl Walker<'_, '_> {
    /// `call` trims a Redis list whose key names a conversation (`.cmd("LTRIM").arg(key)`,
    /// `.ltrim(key, start, stop)`): record the cut. A later `.arg(summary)` of the same
    /// pipeline (the `SET` of a summary key) stores a summary beside it: the cut is then a
    /// rewrite, as for a summary stored beside a window.
    pub(super) fn note_store_trim(&mut self, call: &syn::ExprMethodCall) {
        if let Some((trim, key)) = ltrim_here(call) {
            let Some(target) = conversation_key(key) else {
                return;
            };
            let window = Window::raw(target);
            let edit = NewEdit {
                method: "LTRIM",
                written: None,
                // From the `cmd`/`ltrim` name, not the start of the pipeline.
                span: (trim.method.span(), trim.paren_token.span.close()),
                value: Derivation::default(),
                score: None,
                replaces_all: false,
                length_cut: true,
            };
            self.record_edit(&window, edit);
        } else if call.method == "arg"
            && call
                .args
                .first()
                .is_some_and(|value| self.derive(value).summary.is_some())
            && let Some(target) = trimmed_below(&call.receiver)
        {
            self.inserts.push((target, true, self.branches.clone()));
        }
    }

    /// A call handed a SQL statement (`sqlx::query("DELETE FROM ..")`, `conn.execute(&format!(
    /// "DELETE FROM {table} WHERE conversation_id = ?1"), ..)`) that deletes rows of one
    /// conversation by its key column: record the edit of the table. Rows older than a
    /// cut-off (`AND created_at < ?2`, `AND id NOT IN (SELECT .. ORDER BY .. LIMIT ?)`) are a
    /// host-side cut by age or position; with no other condition the conversation is removed
    /// whole, as `conversations.remove(&id)` removes it from a map. A delete on any other
    /// condition (`AND role = 'tool'`, `AND id = ?2`) is not recognised: what it chooses is not
    /// in the statement's syntax.
    pub(super) fn note_sql_delete<'e>(&mut self, args: impl IntoIterator<Item = &'e Expr>) {
        for arg in args {
            let Some(text) = sql_text(arg) else {
                continue;
            };
            for statement in text.split(';') {
                self.note_conversation_delete(arg, statement);
            }
        }
    }

    /// `statement`, one of the statements of `arg`, deletes rows of a table of messages (see
    /// [`conversation_delete`]): record the edit of the table.
    fn note_conversation_delete(&mut self, arg: &Expr, statement: &str) {
        let Some(delete) = conversation_delete(statement) else {
            self.note_chosen_row_delete(arg, statement);
            self.note_scored_memory_delete(arg, statement);
            return;
        };
        if !delete.older_than_cut && self.saves_rows_of(&delete.table) {
            return;
        }
        let window = Window::raw(delete.table);
        self.record_edit(&window, row_delete(arg, delete.older_than_cut));
        if !delete.older_than_cut
            && let Some(pending) = self.pending.last_mut()
        {
            pending.fact.site.reading.whole = Some(match delete.key {
                Some(key) => WholeWindow::Entry(key),
                None => WholeWindow::Emptied,
            });
        }
    }
}

impl Walker<'_, '_> {
    /// `statement` deletes one row of a table of messages by its id (`DELETE FROM messages
    /// WHERE id = ?1`) and the body picks a row of that table from one conversation's rows
    /// (`SELECT id FROM messages WHERE conversation_id = ?1 .. LIMIT 1`): one message of the
    /// conversation is dropped. An id handed in, with no such selection, may be any message of
    /// any store: not recognised.
    fn note_chosen_row_delete(&mut self, arg: &Expr, statement: &str) {
        let Some(table) = one_row_delete(statement) else {
            return;
        };
        let chosen = any_expr_in_block(self.body, |e| {
            sql_text(e).is_some_and(|query| selects_from_conversation(&query, &table))
        });
        if !chosen {
            return;
        }
        self.record_edit(&Window::raw(table), row_delete(arg, false));
    }

    /// `statement` deletes the rows of a table of an agent's memories whose score falls below
    /// a bound (`DELETE FROM memory_fragments WHERE importance < 0.3`, after `UPDATE
    /// memory_fragments SET importance = importance * 0.95`; see [`scored_memory_delete`]):
    /// the memories scoring lowest are dropped, chosen by their score, as
    /// `memories.retain(|m| m.importance >= 0.3)` drops them from a list.
    fn note_scored_memory_delete(&mut self, arg: &Expr, statement: &str) {
        let Some(table) = scored_memory_delete(statement, |column| self.cfg.is_scorer(column))
        else {
            return;
        };
        self.record_edit(&Window::raw(table), row_delete(arg, false));
    }

    /// A call named as a key deletion (`redis_delete(&key)`, `con.del(key)`, `.unlink(key)`)
    /// whose first argument is a key naming a conversation's history, written there or held in
    /// a local built from one (`let key = history_key(user).await`): record the conversation
    /// removed whole from the store, as a SQL `DELETE` of all its rows is.
    pub(super) fn note_key_delete(&mut self, name: &str, key: Option<&Expr>) {
        let deletes = names::words(name)
            .last()
            .is_some_and(|w| KEY_DELETE_WORDS.iter().any(|k| names::word_is(w, k)));
        let Some(key) = key.filter(|_| deletes) else {
            return;
        };
        let key = strip_deref(key);
        let held = place_of(key)
            .and_then(|place| self.taint.kv_keys.get(&place.text()))
            .cloned();
        let Some(built) = held.or_else(|| history_key_text(key)) else {
            return;
        };
        let window = Window::raw(built);
        let edit = NewEdit {
            method: "DEL",
            written: None,
            span: span_range(key),
            value: Derivation::default(),
            score: None,
            replaces_all: false,
            length_cut: false,
        };
        self.record_edit(&window, edit);
        if let Some(pending) = self.pending.last_mut() {
            let written = quote::ToTokens::to_token_stream(key)
                .to_string()
                .replace(' ', "");
            pending.fact.site.reading.whole = Some(WholeWindow::Entry(written));
        }
    }
}

/// Verbs of a repository's method that takes messages out of a conversation it keeps
/// (`delete_messages_before`, `prune_old_turns`).
const REPO_CUT_VERBS: &[&str] = &["delete", "remove", "purge", "prune", "drop", "evict"];

/// Words of such a method that say which messages go: those older than a cut-off
/// (`delete_messages_before(session_id, cutoff_id)`, `delete_old_messages(chat_id, keep)`).
const REPO_CUTOFF_WORDS: &[&str] = &["before", "older", "old", "oldest", "until", "prior"];

impl Walker<'_, '_> {
    /// `call` is a repository's method named for deleting a conversation's messages older
    /// than a cut-off (`session_repo.delete_messages_before(session_id, cutoff_id)`: a verb
    /// of deletion, a word of messages, a word of a cut-off) handed a key naming the
    /// conversation (`session_id`, `chat_id`): the conversation the repository keeps under
    /// that key loses its oldest messages, a host-side cut as a SQL `DELETE .. AND
    /// created_at < ?` is. Recorded as an edit of `repo[key]`. A method of the same receiver
    /// handed the same key and a summary or a model's text (`session_repo.insert_summary(
    /// session_id, &header)`) puts it into that conversation: the cut is then a rewrite, as
    /// an `LTRIM` is beside the `SET` of a summary. A key that names no conversation (a
    /// queue's `queue_id`), or a method that names no cut-off (`delete_message(session_id,
    /// id)`, one message the caller names), is not recognised.
    ///
    /// A store of one conversation needs no key: a method named for pruning its messages to
    /// a limit (`store.prune_chat_messages_to(MAX_TURNS)`: a verb of deletion, a word of
    /// messages, a word of a limit) handed only a count cuts the conversation the store
    /// keeps, the copy a later session loads back: an edit of `store`. A method naming no
    /// messages (`prune_cache_to(MAX)`) or handed no count (`delete_messages_to(peer)`) is
    /// not recognised.
    pub(super) fn note_repo_message_cut(&mut self, call: &syn::ExprMethodCall) {
        let name = call.method.to_string();
        if let Some(repo) = repo_limit_cut(call) {
            self.record_repo_cut(&name, Window::raw(repo), call);
            return;
        }
        if self.note_repo_conversation_delete(&name, call) {
            return;
        }
        let Some((repo, key)) = repo_conversation_call(call) else {
            return;
        };
        if names_repo_cut(&name) {
            self.record_repo_cut(&name, Window::raw(format!("{repo}[{key}]")), call);
            return;
        }
        let put = call
            .args
            .iter()
            .skip(1)
            .map(|arg| self.derive(arg))
            .find(|value| value.summary.is_some() || value.model.is_some());
        if let Some(value) = put {
            let summary = value.summary.is_some()
                || names::words(&name).any(|w| names::word_starts_with(w, "summar"));
            self.inserts
                .push((format!("{repo}[{key}]"), summary, self.branches.clone()));
        }
    }

    /// `call` is a store's method named for deleting every message of a conversation
    /// (`db.messages().delete_session_messages(&session.id)`, `repo.purge_chat_history(chat_id)`:
    /// a verb of deletion, a plural word of messages or a word of a conversation, no word of a
    /// cut-off or a limit) handed only a key naming the conversation (`session.id`,
    /// `chat_id`): the conversation the store keeps under that key is removed whole, as a SQL
    /// `DELETE` of all its rows removes it. Recorded as a drop of `repo[key]`, the receiver as
    /// written. A body that also puts messages back under the same key (`insert_message(
    /// &session.id, m)`, a SQL `INSERT` into a table of messages) saves the conversation anew,
    /// and is not recognised; nor is a method handed more than the key
    /// (`delete_messages(chat_id, ids)`: the messages the caller names), a key that names no
    /// conversation (`delete_messages(&message_id)`), or a window lent to the call
    /// (`pruner.prune_messages(&mut self.messages)`, an edit in place, reported as one).
    fn note_repo_conversation_delete(&mut self, name: &str, call: &syn::ExprMethodCall) -> bool {
        if !names_repo_whole_delete(name) || call.args.len() != 1 {
            return false;
        }
        // The window itself lent to the call (`pruner.prune_messages(&mut self.messages)`) is
        // no key: the call edits it in place.
        let arg = &call.args[0];
        let lent = matches!(strip_parens(arg), Expr::Reference(r) if r.mutability.is_some());
        if lent || self.window_of(strip_reference(arg)).is_some() {
            return false;
        }
        let Some(key) = conversation_key(arg) else {
            return false;
        };
        // Under a test that the window beside the key is empty: the record of a conversation
        // that holds nothing is removed, and no message leaves the window. Recognised and not
        // recorded.
        if self.window_beside_key_tested_empty(&key) {
            return true;
        }
        if self.puts_messages_back(&key) {
            return false;
        }
        let repo = place_of(strip_parens(&call.receiver))
            .map(|p| p.text())
            .unwrap_or_else(|| {
                quote::ToTokens::to_token_stream(&*call.receiver)
                    .to_string()
                    .replace(' ', "")
            });
        self.record_store_edit(name, Window::raw(format!("{repo}[{key}]")), call, false);
        if let Some(pending) = self.pending.last_mut() {
            pending.fact.site.reading.whole = Some(WholeWindow::Entry(key));
        }
        true
    }

    /// The delete runs where a condition found empty (`if self.messages.is_empty() &&
    /// self.persisted`) a window kept beside the conversation key `key`, a field of the same
    /// value (`self.messages` beside `self.conversation_id`): the conversation deleted is the
    /// window's own record, emptied. A window of another value (`other.messages`), or a key
    /// that is a local (`conversation_id`, handed in), is not beside it.
    fn window_beside_key_tested_empty(&self, key: &str) -> bool {
        let Some((key_root, _)) = key.split_once('.') else {
            return false;
        };
        self.empty_places.iter().any(|place| {
            place
                .split_once('.')
                .is_some_and(|(root, _)| root == key_root)
                && syn::parse_str::<Expr>(place)
                    .is_ok_and(|tested| self.window_of(&tested).is_some())
        })
    }

    /// The body puts messages into a store under the conversation key `key` (a method named
    /// for adding or saving messages handed that key first: `insert_message(&session.id, m)`,
    /// `save_history(session_id, &h)`), or inserts rows into a table of messages with SQL.
    fn puts_messages_back(&self, key: &str) -> bool {
        const PUT_VERBS: &[&str] = &[
            "insert", "add", "save", "append", "push", "store", "create", "write", "put", "upsert",
            "set", "replace",
        ];
        any_expr_in_block(self.body, |e| match e {
            Expr::MethodCall(call) => {
                let name = call.method.to_string();
                names::any_word_is(&name, PUT_VERBS)
                    && names::any_word_is(&name, MESSAGE_TABLE_WORDS)
                    && call
                        .args
                        .first()
                        .and_then(conversation_key)
                        .is_some_and(|k| k == key)
            }
            _ => sql_text(e).is_some_and(|statement| {
                MESSAGE_TABLE_WORDS
                    .iter()
                    .any(|table| inserts_into(&statement, table))
            }),
        })
    }

    /// Record `call`, a repository's cut of the conversation it keeps, as a host-side cut of
    /// `window`.
    fn record_repo_cut(&mut self, name: &str, window: Window, call: &syn::ExprMethodCall) {
        self.record_store_edit(name, window, call, true);
    }

    /// Record `call`, a store method named `name` editing `window`, as a host-side edit: a
    /// cut to a length (`length_cut`) or a deletion of the messages under a key.
    fn record_store_edit(
        &mut self,
        name: &str,
        window: Window,
        call: &syn::ExprMethodCall,
        length_cut: bool,
    ) {
        let edit = NewEdit {
            method: name,
            written: None,
            span: (call.method.span(), call.paren_token.span.close()),
            value: Derivation::default(),
            score: None,
            replaces_all: false,
            length_cut,
        };
        self.record_edit(&window, edit);
    }
}

impl Walker<'_, '_> {
    /// `memory_store.forget(&memory.id)`, `self.memory.forget(key)`,
    /// `memories.delete_memory(id)`: a method of a value named for an agent's memory (see
    /// [`names::names_memories`]) that the walk knows for no window, named for forgetting
    /// (`forget` its first word) or for deleting a memory (a verb of deletion first and a word
    /// of memory), handed one key: the memory kept behind that value, in a store of another
    /// module, loses the entry under the key, as `memories.retain(|m| m.id != id)` loses it
    /// from a list. Recorded as a drop of `receiver[key]` at the call, with the method's name
    /// in [`crate::analysis::EditReading::lent_to`]: when the linted code declares a function
    /// of that name, its body reports its own edit and this one is not reported. A key the
    /// function is handed (`fn forget(&self, key: &str)`) is the caller's pick
    /// ([`crate::analysis::EditReading::at_caller_position`]). A call handed nothing
    /// (`permit.forget()`) or more than a key, or on a value named for no memory
    /// (`cache.forget(key)`), is not recognised.
    pub(super) fn note_memory_forget(&mut self, call: &syn::ExprMethodCall) {
        if call.args.len() != 1 {
            return;
        }
        let name = call.method.to_string();
        let Some(first) = names::words(&name).next() else {
            return;
        };
        let forgets = names::word_is(first, "forget");
        let deletes_memory =
            REPO_CUT_VERBS.iter().any(|v| names::word_is(first, v)) && names::names_memories(&name);
        if !(forgets || deletes_memory) {
            return;
        }
        let receiver = strip_parens(&call.receiver);
        let Some(place) = place_of(receiver) else {
            return;
        };
        if !names::names_memories(place.name()) || self.window_of(receiver).is_some() {
            return;
        }
        let key = &call.args[0];
        let written = quote::ToTokens::to_token_stream(strip_reference(strip_parens(key)))
            .to_string()
            .replace(' ', "");
        let window = Window::raw(format!("{}[{written}]", place.text()));
        self.record_store_edit(&name, window, call, false);
        let at_caller = self.parameter_named(key);
        if let Some(pending) = self.pending.last_mut() {
            pending.fact.site.reading.lent_to = Some(name);
            pending.fact.site.reading.at_caller_position = at_caller;
        }
    }
}

/// The receiver of `call`, as written, and its first argument when it is a key naming a
/// conversation (`session_repo`, `session_id`); `self.` left on a field (`self.repo`).
fn repo_conversation_call(call: &syn::ExprMethodCall) -> Option<(String, String)> {
    let key = conversation_key(call.args.first()?)?;
    let repo = place_of(strip_parens(&call.receiver))?.text();
    Some((repo, key))
}

/// `name` is a method named for deleting a conversation's messages older than a cut-off
/// (`delete_messages_before`, `prune_old_turns`, `remove_oldest_history`).
fn names_repo_cut(name: &str) -> bool {
    let has = |set: &[&str]| names::any_word_is(name, set);
    has(REPO_CUT_VERBS) && has(MESSAGE_TABLE_WORDS) && has(REPO_CUTOFF_WORDS)
}

/// `name` is a method named for deleting every message of a conversation
/// (`delete_session_messages`, `purge_chat_history`, `remove_conversation`): a verb of
/// deletion and a plural word of messages (`messages`, `turns`, `history`) or a word of a
/// conversation, and no word of a cut-off or a limit (see [`names_repo_cut`]).
fn names_repo_whole_delete(name: &str) -> bool {
    const WHOLE_WORDS: &[&str] = &[
        "messages",
        "turns",
        "history",
        "histories",
        "conversation",
        "conversations",
        "chat",
        "chats",
        "transcript",
        "transcripts",
    ];
    let has = |set: &[&str]| names::any_word_is(name, set);
    has(REPO_CUT_VERBS) && has(WHOLE_WORDS) && !has(REPO_CUTOFF_WORDS) && !has(REPO_LIMIT_WORDS)
}

/// Words of a store's method that say it keeps its messages to a limit
/// (`prune_chat_messages_to(MAX_TURNS)`, `delete_messages_over_limit(max)`).
const REPO_LIMIT_WORDS: &[&str] = &["to", "limit", "max", "cap", "keep"];

/// Words of an argument that is a count of messages to keep (`MAX_TURNS`, `self.limit`,
/// `keep_last`).
const COUNT_WORDS: &[&str] = &[
    "max", "limit", "cap", "keep", "count", "size", "len", "capacity", "last", "recent",
];

/// The receiver of `call`, as written, when it is a store's method named for pruning the
/// messages of the one conversation it keeps to a limit (`store.prune_chat_messages_to(
/// MAX_TURNS)`) and handed only that count.
fn repo_limit_cut(call: &syn::ExprMethodCall) -> Option<String> {
    let name = call.method.to_string();
    let has = |set: &[&str]| names::any_word_is(&name, set);
    if !(has(REPO_CUT_VERBS) && has(MESSAGE_TABLE_WORDS) && has(REPO_LIMIT_WORDS)) {
        return None;
    }
    if call.args.len() != 1 || !call.args.first().is_some_and(is_count) {
        return None;
    }
    Some(place_of(strip_parens(&call.receiver))?.text())
}

/// `expr` is a count: an integer, a name or field named for one (`MAX_TURNS`,
/// `self.max_messages`), a length (`n.len()`) or arithmetic on one.
fn is_count(expr: &Expr) -> bool {
    match strip_parens(expr) {
        Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Int(_),
            ..
        }) => true,
        Expr::Path(path) => path
            .path
            .segments
            .last()
            .is_some_and(|s| names::any_word_is(&s.ident.to_string(), COUNT_WORDS)),
        Expr::Field(field) => match &field.member {
            syn::Member::Named(ident) => names::any_word_is(&ident.to_string(), COUNT_WORDS),
            syn::Member::Unnamed(_) => false,
        },
        Expr::MethodCall(call) => call.method == "len",
        Expr::Binary(binary) => is_count(&binary.left) || is_count(&binary.right),
        _ => false,
    }
}

/// `expr` builds a key-value store's key that names a conversation's history
/// (`history_key(user).await`, `format!("{PREFIX}:ai:history:{}", id)`, `"chat_messages"`):
/// the key as built, without `.await`, `?` or a borrow.
pub(crate) fn history_key_text(expr: &Expr) -> Option<String> {
    let mut expr = strip_deref(expr);
    while let Expr::Await(inner) = expr {
        expr = strip_deref(&inner.base);
    }
    while let Expr::Try(inner) = expr {
        expr = strip_deref(&inner.expr);
    }
    let named = match expr {
        Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(s),
            ..
        }) => s.value(),
        Expr::Macro(mac) if mac.mac.path.is_ident("format") => mac.mac.tokens.to_string(),
        Expr::Call(call) => quote::ToTokens::to_token_stream(&call.func).to_string(),
        _ => return None,
    };
    let names_history = names::any_word_is(&named, HISTORY_KEY_WORDS);
    names_history.then(|| {
        quote::ToTokens::to_token_stream(expr)
            .to_string()
            .replace(' ', "")
    })
}

impl Walker<'_, '_> {
    /// The body also inserts rows into `table` and calls no model or summariser: a
    /// conversation's rows deleted whole and written again (`save_session` deleting the rows
    /// of `session_id` and inserting each message it is handed) are saved, not dropped. With
    /// a model call in the body the rows written back may be its summary, and the delete stays
    /// an edit.
    fn saves_rows_of(&self, table: &str) -> bool {
        let inserts = any_expr_in_block(self.body, |e| {
            sql_text(e).is_some_and(|statement| inserts_into(&statement, table))
        });
        let calls_model = any_expr_in_block(self.body, |e| {
            called_name(e)
                .is_some_and(|name| self.cfg.is_model_call(&name) || self.cfg.is_summariser(&name))
        });
        inserts && !calls_model
    }
}

/// `statement` inserts rows into `table` (`INSERT INTO messages (..)`, `INSERT OR REPLACE INTO
/// {table}(..)`).
fn inserts_into(statement: &str, table: &str) -> bool {
    let words: Vec<&str> = statement.split_whitespace().take(5).collect();
    let Some(into) = words.iter().position(|w| w.eq_ignore_ascii_case("into")) else {
        return false;
    };
    let target = words
        .get(into + 1)
        .map(|w| unquoted(w.split('(').next().unwrap_or_default()));
    words
        .first()
        .is_some_and(|w| w.eq_ignore_ascii_case("insert"))
        && target == Some(table)
}

/// A macro named as a database query (`sqlx::query!("DELETE FROM messages WHERE session_id =
/// ?", id)`, `query_as!`, `query_scalar!`): its statement is checked as a query call's is.
/// Other macros are not (a log line may quote a statement it does not run).
pub(super) fn is_query_macro(mac: &syn::Macro) -> bool {
    mac.path
        .segments
        .last()
        .is_some_and(|s| s.ident == "query" || s.ident.to_string().starts_with("query_"))
}

/// The text of a SQL statement as written in `arg`: a string literal, or the format string of
/// `format!` (`&format!("DELETE FROM {table} ..")`).
fn sql_text(arg: &Expr) -> Option<String> {
    match strip_reference(arg) {
        Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(s),
            ..
        }) => Some(s.value()),
        Expr::Macro(mac) if mac.mac.path.is_ident("format") => {
            let first = mac.mac.tokens.clone().into_iter().next()?;
            syn::parse2::<syn::LitStr>(first.into())
                .ok()
                .map(|s| s.value())
        }
        _ => None,
    }
}

/// A `DELETE` of one conversation's rows, or of a whole table of messages.
struct ConversationDelete {
    /// The table as written, without quotes (`{table}` for a format placeholder).
    table: String,
    /// The key column the rows are deleted under (`conversation_id`); none when the statement
    /// deletes from the whole table.
    key: Option<String>,
    /// Only rows older than a cut-off go (`created_at < ?2`); else the whole conversation.
    older_than_cut: bool,
}

/// `statement` is `DELETE FROM <table> WHERE <key> = ..` on a table that holds messages
/// (`messages`, `chat_history`, or a placeholder `{table}`) with a key column naming a
/// conversation (`conversation_id`, `session_id`, `chat_id`), and either no other condition
/// or a cut-off by age or position. A table of messages the statement names no conversation
/// of (an assistant with one conversation, `conversation`) loses rows by a cut-off alone
/// (`WHERE id IN (SELECT id FROM conversation ORDER BY id DESC LIMIT -1 OFFSET ?1)`), or all
/// its rows with no condition (`DELETE FROM conversation`).
fn conversation_delete(statement: &str) -> Option<ConversationDelete> {
    let words: Vec<&str> = statement.split_whitespace().collect();
    let [delete, from, table, rest @ ..] = words.as_slice() else {
        return None;
    };
    let keywords = [(delete, "delete"), (from, "from")];
    if !keywords.iter().all(|(w, k)| w.eq_ignore_ascii_case(k)) {
        return None;
    }
    let table = unquoted(table);
    if !holds_messages(table) {
        return None;
    }
    let condition = match rest {
        [] => {
            return Some(ConversationDelete {
                table: table.to_string(),
                key: None,
                older_than_cut: false,
            });
        }
        [where_, condition @ ..] if where_.eq_ignore_ascii_case("where") => condition.join(" "),
        _ => return None,
    };
    let key = key_column(&condition);
    let upper = condition.to_ascii_uppercase();
    let older_than_cut = condition.contains('<')
        || [" NOT IN ", " LIMIT ", " ORDER BY "]
            .iter()
            .any(|k| upper.contains(k));
    let only_key = key.is_some() && !upper.contains(" AND ") && !upper.contains(" OR ");
    (older_than_cut || only_key).then_some(ConversationDelete {
        table: table.to_string(),
        key,
        older_than_cut,
    })
}

/// `statement` is `DELETE FROM <table> WHERE id = ..` on a table that holds messages, with no
/// other condition: the table as written, without quotes.
fn one_row_delete(statement: &str) -> Option<String> {
    let (table, rest) = delete_where(statement)?;
    let condition = rest.concat();
    let by_id = condition.split_once('=').is_some_and(|(column, value)| {
        column.eq_ignore_ascii_case("id") && is_one_parameter(value)
    });
    (by_id && holds_messages(table)).then(|| table.to_string())
}

/// `statement` is `DELETE FROM <table> WHERE <column> < ..` (or `<=`) on a table named for
/// an agent's memories (`memory_fragments`, `agent_memories`), the column compared first one
/// `is_score` names (`importance`, `relevance_score`): the table as written, without quotes.
/// A cut by another column (`created_at < ?1`) says nothing of a score.
fn scored_memory_delete(statement: &str, is_score: impl Fn(&str) -> bool) -> Option<String> {
    let (table, rest) = delete_where(statement)?;
    let condition = rest.join(" ");
    let (column, bound) = condition.split_once('<')?;
    let column = column.trim();
    let is_ident = !column.is_empty()
        && column
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_');
    (is_ident && !bound.starts_with('>') && names::names_memories(table) && is_score(column))
        .then(|| table.to_string())
}

/// `statement` is `DELETE FROM <table> WHERE ..`: the table as written, without quotes, and
/// the words of its condition.
fn delete_where(statement: &str) -> Option<(&str, Vec<&str>)> {
    let words: Vec<&str> = statement.split_whitespace().collect();
    let [delete, from, table, where_, rest @ ..] = words.as_slice() else {
        return None;
    };
    let keywords = [(delete, "delete"), (from, "from"), (where_, "where")];
    keywords
        .iter()
        .all(|(w, k)| w.eq_ignore_ascii_case(k))
        .then(|| (unquoted(table), rest.to_vec()))
}

/// `value` is one bound parameter of a statement (`?`, `?1`, `$1`, `:id`).
fn is_one_parameter(value: &str) -> bool {
    let mut chars = value.chars();
    matches!(chars.next(), Some('?' | '$' | ':'))
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// `query` selects from `table` the rows of one conversation (`SELECT id FROM messages WHERE
/// conversation_id = ?1 AND role = 'assistant' ..`): its condition names a conversation's key
/// column (see [`key_column`]).
fn selects_from_conversation(query: &str, table: &str) -> bool {
    let words: Vec<&str> = query.split_whitespace().collect();
    if !words
        .first()
        .is_some_and(|w| w.eq_ignore_ascii_case("select"))
    {
        return false;
    }
    let Some(from) = words.iter().position(|w| w.eq_ignore_ascii_case("from")) else {
        return false;
    };
    let Some(where_) = words.iter().position(|w| w.eq_ignore_ascii_case("where")) else {
        return false;
    };
    words.get(from + 1).is_some_and(|t| unquoted(t) == table)
        && where_ == from + 2
        && key_column(&words[where_ + 1..].join(" ")).is_some()
}

/// A table name as written, without the quotes a dialect puts around it.
fn unquoted(table: &str) -> &str {
    table.trim_matches(|c: char| matches!(c, '"' | '`' | '\'' | '[' | ']'))
}

/// A table named as holding messages (`messages`, `chat_history`), or a format placeholder
/// (`{table}`) that may name one.
fn holds_messages(table: &str) -> bool {
    let placeholder = table.starts_with('{') && table.ends_with('}');
    placeholder || names::any_word_is(table, MESSAGE_TABLE_WORDS)
}

/// The first column of `condition` compared with `=` whose name is a conversation's key
/// (`conversation_id = ?1`, `session_id=$1`, `channel_id = ?1`): a conversation word or a
/// chat platform's place, then `id` or `key`.
fn key_column(condition: &str) -> Option<String> {
    let is_ident = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let mut rest = condition;
    while let Some(start) = rest.find(is_ident) {
        let tail = &rest[start..];
        let end = tail.find(|c: char| !is_ident(c)).unwrap_or(tail.len());
        let (column, after) = tail.split_at(end);
        let compared = after.trim_start().starts_with('=');
        let words: Vec<&str> = names::words(column).collect();
        let keyed = matches!(words.as_slice(), [.., owner, last]
            if CONVERSATION_KEY_WORDS
                .iter()
                .chain(CHAT_PLACE_WORDS)
                .any(|k| names::word_is(owner, k))
                && (names::word_is(last, "id") || names::word_is(last, "key")));
        if compared && keyed {
            return Some(column.to_string());
        }
        rest = after;
    }
    None
}

/// The `LTRIM` that `call` itself makes, and its key: `call` is `.arg(key)` right after
/// `.cmd("LTRIM")`, or `.ltrim(key, ..)`.
fn ltrim_here(call: &syn::ExprMethodCall) -> Option<(&syn::ExprMethodCall, &Expr)> {
    if call.method == "ltrim" {
        return call.args.first().map(|key| (call, key));
    }
    if call.method == "arg"
        && let Expr::MethodCall(cmd) = strip_parens(&call.receiver)
        && cmd.method == "cmd"
        && cmd.args.first().is_some_and(is_ltrim_literal)
    {
        return call.args.first().map(|key| (cmd, key));
    }
    None
}

/// The conversation key of an `LTRIM` earlier in the chain that `receiver` ends.
fn trimmed_below(receiver: &Expr) -> Option<String> {
    let mut link = peel_chain(receiver)?;
    for _ in 0..crate::analysis::MAX_DEPTH {
        if let Some((_, key)) = ltrim_here(link) {
            return conversation_key(key);
        }
        link = peel_chain(&link.receiver)?;
    }
    None
}

/// The key as written (`&*session_id` -> `session_id`) when it names a conversation.
fn conversation_key(key: &Expr) -> Option<String> {
    let text = quote::ToTokens::to_token_stream(strip_deref(key))
        .to_string()
        .replace(' ', "");
    let names_conversation = names::any_word_is(&text, CONVERSATION_KEY_WORDS);
    names_conversation.then_some(text)
}

/// The method call under `.await`, `?` and parentheses.
fn peel_chain(expr: &Expr) -> Option<&syn::ExprMethodCall> {
    let mut expr = strip_parens(expr);
    loop {
        match expr {
            Expr::Await(inner) => expr = strip_parens(&inner.base),
            Expr::Try(inner) => expr = strip_parens(&inner.expr),
            Expr::MethodCall(call) => return Some(call),
            _ => return None,
        }
    }
}

/// `"LTRIM"` in any case.
fn is_ltrim_literal(expr: &Expr) -> bool {
    matches!(strip_parens(expr), Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. })
        if s.value().eq_ignore_ascii_case("ltrim"))
}

/// `&*session_id` -> `session_id`.
fn strip_deref(expr: &Expr) -> &Expr {
    let mut expr = strip_reference(expr);
    while let Expr::Unary(unary) = expr
        && matches!(unary.op, syn::UnOp::Deref(_))
    {
        expr = strip_reference(&unary.expr);
    }
    expr
}

/// The edit an SQL `DELETE` of rows makes, at the statement `arg`: a cut of the oldest rows
/// when `length_cut`.
fn row_delete(arg: &Expr, length_cut: bool) -> NewEdit<'_> {
    NewEdit {
        method: "DELETE",
        written: None,
        span: span_range(arg),
        value: Derivation::default(),
        score: None,
        replaces_all: false,
        length_cut,
    }
}
