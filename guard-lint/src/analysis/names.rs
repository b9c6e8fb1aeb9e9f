//! Name heuristics: which identifiers look like windows, summarisers, scorers, flushes, stores.
//!
//! Names are split into lower-case words (`chat_history` -> `chat`, `history`;
//! `summarizeHistory` -> `summarize`, `history`) and the words are compared with short
//! vocabularies. Configured names (exact) always count; the vocabularies only when
//! [`AnalysisConfig::heuristics`] is on.

use super::AnalysisConfig;

/// The words of an identifier, split at `_` and lower-to-upper case changes, as slices of
/// it (`chat_history` -> `chat`, `history`; `summarizeHistory` -> `summarize`, `History`).
/// Compare them with [`word_is`] / [`word_starts_with`], which ignore ASCII case.
pub(crate) fn words(name: &str) -> impl Iterator<Item = &str> {
    let name = name.strip_prefix("r#").unwrap_or(name);
    let mut rest = name;
    std::iter::from_fn(move || {
        rest = rest.trim_start_matches(|c: char| c == '_' || !c.is_alphanumeric());
        if rest.is_empty() {
            return None;
        }
        let mut prev_lower = false;
        let mut end = rest.len();
        for (i, c) in rest.char_indices() {
            if c == '_' || !c.is_alphanumeric() || (c.is_uppercase() && prev_lower) {
                end = i;
                break;
            }
            prev_lower = c.is_lowercase() || c.is_ascii_digit();
        }
        let (word, tail) = rest.split_at(end);
        rest = tail;
        Some(word)
    })
}

/// The first word of `name` is one of `vocabulary` (`truncate_safe` starts with `truncate`).
pub(crate) fn first_word_is_any(name: &str, vocabulary: &[&str]) -> bool {
    words(name)
        .next()
        .is_some_and(|w| vocabulary.iter().any(|v| w.eq_ignore_ascii_case(v)))
}

/// First words of the names of calls that write what they are handed to storage
/// (`write_memory_file`, `save_history`, `persist`, `dump_notes`).
pub(crate) const STORE_WRITE_VERBS: &[&str] =
    &["write", "save", "persist", "store", "flush", "dump", "put"];

/// Fields that hold what a record or a message says (`content`, `text`).
pub(crate) const RECORD_TEXT_FIELDS: &[&str] = &["content", "text"];

/// First words of the names of methods that give what they are handed to their holder as its
/// new value (`set_history`, `replace_messages`).
pub(crate) const REPLACE_VERBS: &[&str] = &["replace", "set"];

/// First words of the names of functions that fill a window anew from elsewhere (a session
/// log, a store, a file; an archive the user picks: `import_chat(path)`): a `clear` there,
/// refilled without reading the old window, loses nothing the source does not still hold.
const LOAD_VERBS: &[&str] = &[
    "load",
    "import",
    "reload",
    "restore",
    "rehydrate",
    "hydrate",
    "replay",
    "resume",
];

/// `name` is named as a load (`load_conversation`, `restore_session`; see [`LOAD_VERBS`]).
pub(crate) fn names_a_load(name: &str) -> bool {
    first_word_is_any(name, LOAD_VERBS)
}

/// First words of the names of calls that read a saved value back, beside [`LOAD_VERBS`]
/// (`Session::open_searching(dirs, id)`, `read_session(path)`).
const READ_BACK_VERBS: &[&str] = &["open", "read"];

/// `name` is named as reading a saved value back (`load_session`, `open_searching`,
/// `read_history`; also as a second action joined by `and`: `decrypt_and_load_session`): in a
/// function named as a load, what such a call returns is what the function loads.
pub(crate) fn names_a_read_back(name: &str) -> bool {
    let reads_back = |name: &str| names_a_load(name) || first_word_is_any(name, READ_BACK_VERBS);
    reads_back(name)
        || name
            .split("_and_")
            .skip(1)
            .any(|second| !second.is_empty() && reads_back(second))
}

/// `name` names the system message (`change_sys_msg`, `set_system_prompt`,
/// `update_system_message`, `system_messages`): a word for the system, and one for a message
/// or a prompt, or their plurals.
pub(crate) fn names_system_message(name: &str) -> bool {
    any_word_is(name, &["sys", "system"])
        && any_word_is(
            name,
            &[
                "msg",
                "msgs",
                "message",
                "messages",
                "prompt",
                "prompts",
                "instruction",
                "instructions",
            ],
        )
}

/// First words of the names of methods that add to a collection (`push`, `add_message`,
/// `append_turn`): they put items in and take none out.
pub(crate) const ADD_VERBS: &[&str] = &["push", "add", "append", "insert", "extend"];

/// `name` names a method that adds one turn of a conversation to what its struct keeps
/// (`push_turn`, `add_message`, `add_user_message`, `append_utterance`): a word of
/// [`ADD_VERBS`] first and a word for one thing said in a conversation last. A method that adds
/// something about turns (`add_turn_count`, `push_message_id`) ends in another word; one that
/// adds a prompt or a conversation (`add_prompt`, `add_conversation`) adds no turn.
pub(crate) fn names_turn_adder(name: &str) -> bool {
    const SAID: &[&str] = &["message", "msg", "turn", "utterance", "exchange"];
    let words: Vec<&str> = words(name).collect();
    words.len() > 1
        && ADD_VERBS.iter().any(|v| word_is(words[0], v))
        && words
            .last()
            .is_some_and(|last| SAID.iter().any(|s| word_is(last, s)))
}

/// Fields that hold a message's role (`m.role`, `Message { kind: .. }`).
pub(crate) const ROLE_FIELDS: &[&str] = &["role", "kind"];

/// `name` is named as an add (`push_message`, `add_message`; see [`ADD_VERBS`]).
pub(crate) fn names_an_add(name: &str) -> bool {
    first_word_is_any(name, ADD_VERBS)
}

/// `word` is `lower` (a lower-case vocabulary word), ignoring ASCII case.
pub(crate) fn word_is(word: &str, lower: &str) -> bool {
    word.eq_ignore_ascii_case(lower)
}

/// `word` starts with `lower`, ignoring ASCII case.
pub(crate) fn word_starts_with(word: &str, lower: &str) -> bool {
    word.get(..lower.len())
        .is_some_and(|prefix| prefix.eq_ignore_ascii_case(lower))
}

/// A past participle (`compacted`, `summarized`): it names a state, not an action, so a call
/// named with one (`build_compacted_history`, `Compacted(..)`) reports or wraps a result
/// rather than producing a new summary.
fn is_past_participle(word: &str) -> bool {
    word.len() > 3 && word_ends_with(word, "ed")
}

fn word_ends_with(word: &str, lower: &str) -> bool {
    word.len()
        .checked_sub(lower.len())
        .and_then(|start| word.get(start..))
        .is_some_and(|suffix| suffix.eq_ignore_ascii_case(lower))
}

/// Some word of `name` is an action word starting with one of `stems` (`summarize_history`,
/// `compactor`), not a past participle (`compacted_history`), and the name does not start
/// with a verb that asks or picks rather than rewrites (`should_compact`,
/// `select_compact_range`, `find_summary_start`), nor ends in a word for the instructions
/// it writes for a model (`build_compaction_prompt`, `summary_instructions`: the model
/// writes the summary, where the prompt is sent); words after `for`, or after a `to` that
/// follows a noun, name a purpose (`format_for_summary` prepares a summariser's input,
/// `messages_to_summarize` selects it).
fn any_action_word_starts_with(name: &str, stems: &[&str]) -> bool {
    // Besides the predicates' prefixes (`is_`, `should_`, ...).
    // `on_summarize_done`, `on_compaction_start`: an event hook, told that a summary is being
    // or was made; it writes none.
    const PICKING_VERBS: &[&str] = &[
        "need", "select", "find", "pick", "choose", "count", "estimate", "measure", "check",
        "plan", "on",
    ];
    const PROMPT_WORDS: &[&str] = &["prompt", "prompts", "instruction", "instructions"];
    // `build_summarizer_input`, `save_compaction_input`: what a summariser is handed, unless
    // the summarising verb leads (`summarize_input(text)` summarises its input).
    const INPUT_WORDS: &[&str] = &["input", "inputs"];
    // `projection_digest_json`, `compaction_record_json`, `compact_json`: a call ending in a
    // serialisation format writes that format (a record's fields, a hash's hex), not a summary,
    // unless a summarising verb leads (`summarize_as_json(messages)`).
    const FORMAT_WORDS: &[&str] = &["json", "yaml", "yml", "toml", "xml", "csv", "hex", "base64"];
    let leads_with_stem = words(name)
        .next()
        .is_some_and(|first| stems.iter().any(|s| word_starts_with(first, s)));
    let leads_with_summary_verb = words(name).next().is_some_and(|first| {
        SUMMARY_STEMS.iter().any(|s| word_starts_with(first, s))
            && !SUMMARY_NOUNS.iter().any(|n| word_is(first, n))
    });
    if names_quantity(name)
        || (!leads_with_summary_verb
            && words(name)
                .last()
                .is_some_and(|last| FORMAT_WORDS.iter().any(|f| word_is(last, f))))
        || words(name).last().is_some_and(|last| {
            PROMPT_WORDS.iter().any(|p| word_is(last, p))
                || (!leads_with_stem && INPUT_WORDS.iter().any(|p| word_is(last, p)))
        })
    {
        return false;
    }
    let mut words = words(name).peekable();
    if words.peek().is_some_and(|first| {
        PREDICATE_PREFIXES
            .iter()
            .chain(PICKING_VERBS)
            .any(|v| word_is(first, v))
    }) {
        return false;
    }
    // `format_for_summary`, `text_for_compaction`: what is prepared for a summariser, not
    // what one writes; the action words after `for` name its purpose. So do those after a
    // `to` that follows a word (`messages_to_summarize`, `range_to_compact`: what will be
    // summarised), unlike a leading `to` (`to_summary()`, a conversion that writes one).
    words
        .enumerate()
        .take_while(|(i, w)| !(word_is(w, "for") || *i > 0 && word_is(w, "to")))
        .any(|(_, w)| !is_past_participle(w) && stems.iter().any(|s| word_starts_with(w, s)))
}

/// A name opening with a bound or a tally of what follows names a number about a window, not
/// a window: `max_messages`, `min_history`, `num_turns`, `total_messages` (a setting or a
/// statistic, assigned like any number).
fn names_bound_on(name: &str) -> bool {
    const BOUND_WORDS: &[&str] = &["max", "min", "num", "total"];
    let mut words = words(name);
    words
        .next()
        .is_some_and(|first| BOUND_WORDS.iter().any(|b| word_is(first, b)))
        && words.next().is_some()
}

/// A name ending in an identifier, a position, a tally or an order names a key or a number
/// about a window, not a window: `selected_conversation_id`, `chat_ids`,
/// `last_summary_message_index`, `completed_dialog_count`, `history_len`, and
/// `conversation_order` (the keys of a map of conversations in the order they came, for
/// eviction). Token and character counts are left out: `context_tokens` may hold the tokens a
/// local model reads.
pub(crate) fn names_key_or_tally(name: &str) -> bool {
    const LAST_WORDS: &[&str] = &[
        "id", "ids", "uuid", "key", "keys", "count", "index", "idx", "len", "length", "offset",
        "position", "cursor", "order",
    ];
    let words: Vec<&str> = words(name).collect();
    words.len() > 1
        && words
            .last()
            .is_some_and(|last| LAST_WORDS.iter().any(|w| word_is(last, w)))
}

/// A name for the lines a user typed, kept for recall with the arrow keys (`input_history`,
/// `command_history`, `cmd_history`, `search_history`, `shell_history`): a line editor's
/// history of what was typed, not a conversation, whatever its last word says.
fn names_typed_line_recall(name: &str) -> bool {
    const TYPED: &[&str] = &[
        "input", "inputs", "command", "commands", "cmd", "cmds", "readline", "search", "shell",
    ];
    let words: Vec<&str> = words(name).collect();
    words.split_last().is_some_and(|(last, before)| {
        (word_is(last, "history") || word_is(last, "histories"))
            && before.iter().any(|w| TYPED.iter().any(|t| word_is(w, t)))
    })
}

/// A name for the position of one message (`index`, `turn_index`, `assistant_idx`, `pos`):
/// its last word says where a message sits, not how many to keep (`max_messages`, `keep`).
pub(crate) fn names_message_position(name: &str) -> bool {
    const POSITION: &[&str] = &["index", "idx", "ix", "pos", "position"];
    words(name)
        .last()
        .is_some_and(|last| POSITION.iter().any(|p| word_is(last, p)))
}

/// The edit of a message a user picks that `word` names, as a verb or its participle
/// (`delete`, `Deleted`, `edit`, `rewind`): what a command, a UI event or a button named with
/// it asks for. Words of starting over (`clear`, `reset`) name no one message.
pub(crate) fn user_edit_verb(word: &str) -> Option<&'static str> {
    const USER_EDIT_VERBS: &[&str] = &["delete", "remove", "edit", "rewind"];
    USER_EDIT_VERBS.iter().copied().find(|verb| {
        word_is(word, verb)
            || [*verb, "d"].concat().eq_ignore_ascii_case(word)
            || [*verb, "ed"].concat().eq_ignore_ascii_case(word)
    })
}

/// A name ending in `job`, `request` or `payload` names one unit of work handed to a model or
/// a worker (`CHAT_JOB`, a worker's slot for the next send; `chat_request`): what it holds is
/// a copy for that call, not the conversation, whatever its other words say.
pub(crate) fn names_one_job(name: &str) -> bool {
    const JOB_WORDS: &[&str] = &["job", "request", "payload"];
    words(name)
        .last()
        .is_some_and(|last| JOB_WORDS.iter().any(|w| word_is(last, w)))
}

/// A name ending in `lines` or `rows` names the rows of text a screen shows (`chat_lines`, a
/// terminal client's scrollback; `history_rows`), not a conversation: a message is split over
/// as many rows as it has lines, and the rows a view keeps are no model's context. So does a
/// type ending in `Line` or `Row` (`ChatLine`, one row of a TUI's chat area).
fn names_display_rows(name: &str) -> bool {
    const ROW_WORDS: &[&str] = &["lines", "rows", "line", "row"];
    words(name)
        .last()
        .is_some_and(|last| ROW_WORDS.iter().any(|w| word_is(last, w)))
}

/// A type named as a message of a client-server protocol (`ServerMessage`, `ClientEvent`,
/// `WsFrame`): its first word names an end of a connection (`server`, `client`, `socket`,
/// `ws`, `peer`) and its last a unit sent over it (`message`, `event`, `frame`, `packet`).
/// What a server and its clients send each other (a chat room's broadcast, a voice
/// session's status), not a turn a model reads.
pub(crate) fn names_wire_message(name: &str) -> bool {
    const ENDS: &[&str] = &["server", "client", "socket", "websocket", "ws", "peer"];
    const UNITS: &[&str] = &["message", "msg", "event", "frame", "packet"];
    let mut all = words(name);
    let first = all.next();
    let last = all.last();
    first.is_some_and(|w| ENDS.iter().any(|e| word_is(w, e)))
        && last.is_some_and(|w| UNITS.iter().any(|u| word_is(w, u)))
}

/// A name ending in a quantity names a number about a summary or a window, not a summary:
/// `max_summary_tokens()`, `summary_len`, `condensed_size`, `history_limit`; so does one
/// ending in a position in a window (`compaction_boundary()`, `summary_index`).
pub(crate) fn names_quantity(name: &str) -> bool {
    const QUANTITY_WORDS: &[&str] = &[
        "tokens",
        "token",
        "len",
        "length",
        "size",
        "count",
        "limit",
        "budget",
        "threshold",
        "ratio",
        "chars",
        "bytes",
        "words",
        "boundary",
        "index",
        "idx",
        "position",
        "offset",
    ];
    words(name)
        .last()
        .is_some_and(|last| QUANTITY_WORDS.iter().any(|q| word_is(last, q)))
}

/// A call named for an embedding of what it is handed (`embedding(text, dim)`, `embed_query`,
/// `get_embeddings`): it gives a vector of numbers about the text, not text of its own, even
/// asked of a model.
pub(crate) fn names_embedding(name: &str) -> bool {
    any_word_is(name, &["embed", "embedding", "embeddings"])
}

/// A call named for measuring what it is handed (`estimate_tokens(&summary)`,
/// `count_tokens(text)`, `summary.len()`, `text.lines().count()`) gives a number about its
/// arguments, not their text: `len`, `count` or `size` alone, or a name ending in a quantity
/// ([`names_quantity`]) that opens with a measuring verb. `text.chars()` walks the text, and
/// `truncate_to_tokens(&summary, n)` cuts it and gives it back.
pub(crate) fn names_a_measure(name: &str) -> bool {
    const COUNTS: &[&str] = &["len", "count", "size"];
    const MEASURING_VERBS: &[&str] = &[
        "estimate",
        "count",
        "measure",
        "compute",
        "calc",
        "calculate",
        "approx",
        "approximate",
        "get",
    ];
    let mut words = words(name);
    match (words.next(), words.next()) {
        (Some(only), None) => COUNTS.iter().any(|c| word_is(only, c)),
        (Some(first), Some(_)) => {
            names_quantity(name) && MEASURING_VERBS.iter().any(|v| word_is(first, v))
        }
        _ => false,
    }
}

/// `word` is a noun for messages of a conversation (`messages`, `msg`, `history`), the
/// thing a model word before it qualifies (`chat_messages`, `completion_history`).
fn names_messages(word: &str) -> bool {
    const MESSAGE_NOUNS: &[&str] = &["message", "messages", "msg", "msgs", "history", "turns"];
    MESSAGE_NOUNS.iter().any(|n| word_is(word, n))
}

/// One of the words of `name` ([`words`]) is one of `vocabulary` ([`word_is`]):
/// `any_word_is("delete_messages_before", &["delete", "remove"])`.
pub(crate) fn any_word_is(name: &str, vocabulary: &[&str]) -> bool {
    words(name).any(|w| vocabulary.iter().any(|v| word_is(w, v)))
}

/// `name` is a constant named as a prompt that asks a model for a summary
/// (`COMPACTION_PROMPT`, `SUMMARY_SYSTEM_PROMPT`, `CONDENSE_INSTRUCTIONS`): written in upper
/// case, with a word for a summary or a compaction and a last word for a prompt. Its text is
/// often declared in another module the linted file does not hold; its name says what it
/// asks.
pub(crate) fn names_summarise_prompt_constant(name: &str) -> bool {
    const STEMS: &[&str] = &[
        "summar", "condens", "compact", "compress", "recap", "distil",
    ];
    const PROMPTS: &[&str] = &[
        "prompt",
        "prompts",
        "instruction",
        "instructions",
        "template",
    ];
    let constant = name.chars().any(|c| c.is_ascii_uppercase())
        && !name.chars().any(|c| c.is_ascii_lowercase());
    constant
        && words(name).any(|w| STEMS.iter().any(|s| word_starts_with(w, s)))
        && words(name)
            .last()
            .is_some_and(|last| PROMPTS.iter().any(|p| word_is(last, p)))
}

/// Some word of `name` names a summary or a compaction (`summary`, `compacted_history`,
/// `recap_note`): a word of [`SUMMARY_NOUNS`], or one starting with a summarising or
/// compressing stem.
pub(crate) fn any_word_names_a_summary(name: &str) -> bool {
    words(name).any(|w| {
        SUMMARY_NOUNS.iter().any(|n| word_is(w, n))
            || SUMMARY_STEMS
                .iter()
                .chain(CONTEXTUAL_SUMMARY_STEMS)
                .any(|s| word_starts_with(w, s))
    })
}

/// Words that make a call a summariser: its output is a model-authored rewrite.
const SUMMARY_STEMS: &[&str] = &["summar", "condens", "paraphras", "distil", "recap", "tldr"];
/// Words that make a call a summariser only when it is given conversation text (data
/// compression and trie compaction are not summaries).
const CONTEXTUAL_SUMMARY_STEMS: &[&str] = &["compact", "compress", "digest", "shorten"];
/// Words that make a call a model call (its output is model text, not necessarily a summary).
const MODEL_WORDS: &[&str] = &[
    "llm",
    "complete",
    "completion",
    "completions",
    "chat",
    "generate",
    "infer",
    "inference",
    "predict",
    // The Responses API (`client.responses().create(..)`, `service.responses(input, ..)`).
    "responses",
];
/// Receivers whose method calls are model calls (`self.llm.send(..)`, `client.create(..)`).
const MODEL_RECEIVER_WORDS: &[&str] = &[
    "llm",
    "model",
    "openai",
    "anthropic",
    "gpt",
    "claude",
    "gemini",
    "ollama",
    "provider",
    "completions",
];
const SCORER_WORDS: &[&str] = &[
    "score",
    "scores",
    "scoring",
    "scorer",
    "relevance",
    "relevant",
    "rank",
    "rerank",
    "ranking",
    "importance",
    "salience",
    "similarity",
];
const FLUSH_WORDS: &[&str] = &[
    "flush",
    "sync",
    "fsync",
    "persist",
    "archive",
    "backup",
    "save",
    "checkpoint",
];
const STORE_WORDS: &[&str] = &[
    "store", "archive", "journal", "verbatim", "db", "database", "ledger", "vault",
];

/// A name ending in a word for a database or a handle on one (`db`, `chat_db`, `pool`, `conn`,
/// `repository`, `sqlite`; not `db_messages`, rows read out of one): a module of that name
/// (`db::msg_compact(..)`), a value handed to a call (`&pool`) or a receiver (`self.db`) says
/// the call reads or writes persisted rows.
pub(crate) fn names_persistence(name: &str) -> bool {
    const PERSISTENCE_WORDS: &[&str] = &[
        "db",
        "database",
        "connection",
        "conn",
        "pool",
        "repo",
        "repository",
        "sql",
        "sqlite",
        "storage",
        "persistence",
        "dao",
    ];
    words(name)
        .last()
        .is_some_and(|last| PERSISTENCE_WORDS.iter().any(|p| word_is(last, p)))
}

/// Identifiers whose value is (heuristically) a summary: `summary`, `running_summary`.
const SUMMARY_NOUNS: &[&str] = &[
    "summary",
    "summaries",
    "summarized",
    "summarised",
    "compacted",
    "condensed",
    "compressed",
    "digest",
    "recap",
    "rewritten",
    "paraphrase",
    "paraphrased",
];
/// Words naming the part of a conversation a summary stands in for, after a summarising
/// participle (`summarized_prefix`).
const SUMMARISED_PARTS: &[&str] = &[
    "prefix",
    "history",
    "context",
    "conversation",
    "transcript",
    "past",
    "head",
];
/// First words of predicate names (`is_summary`): they hold a flag, not a summary.
const PREDICATE_PREFIXES: &[&str] = &["is", "has", "was", "should", "can", "needs", "did"];
/// Words that may follow a summary noun and still name the summary itself (`summary_text`).
const SUMMARY_TAILS: &[&str] = &["text", "content", "str", "string", "msg", "message", "note"];
/// Names that are windows whatever their (unknown) type.
const STRONG_WINDOW_WORDS: &[&str] = &[
    "history",
    "convo",
    "histories",
    "messages",
    "msgs",
    "conversation",
    "conversations",
    "transcript",
    "turns",
    "dialogue",
    "chat",
];
/// Names that are windows only when the type is known to hold message-like items. `dialog`
/// is one: in a windowed app it is as often the modal on screen (`state.dialog = None`,
/// `settings_dialog`) as a conversation (`dialogue` is the conversation).
const WEAK_WINDOW_WORDS: &[&str] = &[
    "dialog",
    "context",
    "memory",
    "memories",
    "items",
    "log",
    "logs",
    "window",
    "buffer",
    "entries",
    "thread",
    "scratchpad",
    "backlog",
];
/// Type-name words of message-like items (`ChatMessage`, `Turn`, `Span`).
const MESSAGE_TYPE_WORDS: &[&str] = &[
    "message",
    "messages",
    "msg",
    "turn",
    "chat",
    "utterance",
    "dialog",
    "dialogue",
    "conversation",
    "prompt",
    "completion",
    "exchange",
    "interaction",
    "transcript",
];

/// Type-name words of generic entries that are message-like when qualified by a word of
/// [`CONVERSATION_QUALIFIERS`] (`ResponseItem`, `HistoryEntry`, `ThreadItem`).
const ENTRY_WORDS: &[&str] = &["item", "entry", "record"];
/// Words that make an entry type a conversation entry.
const CONVERSATION_QUALIFIERS: &[&str] = &[
    "response",
    "conversation",
    "history",
    "chat",
    "thread",
    "transcript",
    "session",
    "context",
    "dialog",
    "dialogue",
];

/// Type-name words of things about messages that are not messages (`SpanId`, `TurnIndex`),
/// and of a program's output lines that only share the word (`ConsoleMessage`: what a page
/// or a terminal printed, no turn of a conversation).
const NOT_MESSAGE_TYPE_WORDS: &[&str] = &[
    "id", "ids", "key", "index", "idx", "hash", "count", "score", "kind", "role", "type", "config",
    "options", "settings", "error", "handle", "console",
];

/// Last words of a type that describes what a model may call rather than something said
/// (`ChatCompletionFunctions`, `ChatCompletionTool`): tool definitions offered beside the
/// conversation, never a turn of it.
const TOOL_DEFINITION_WORDS: &[&str] = &["function", "functions", "tool", "tools"];

/// Last words of a type named for what one call gives back (`ChatResponse`,
/// `ChatCompletionResponse`, `AiChatResponse`): the whole envelope of a reply (its choices,
/// usage, the actions it suggests), not a turn kept in a conversation. A list of them is a
/// queue of replies for a caller to collect (`pending: Vec<AiChatResponse>`, taken by
/// `mem::take`), not a context window; the turn inside one (`ChatResponseMessage`) and an
/// entry of the Responses API (`ResponseItem`) still are messages.
const RESPONSE_ENVELOPE_WORDS: &[&str] = &["response", "responses"];

/// A type named as one request to a model (`ChatCompletionRequest`, `InferenceRequest`,
/// `ChatPayload`): its last word is `request` or `payload`.
pub(crate) fn is_request_type_name(name: &str) -> bool {
    words(name)
        .last()
        .is_some_and(|last| word_is(last, "request") || word_is(last, "payload"))
}

/// Last words of a type that holds a conversation rather than being one message of it
/// (`ConversationState`, `ChatHistory`, `ChatSession`, `ConversationMemory`, `MessageStore`).
const HOLDER_TYPE_WORDS: &[&str] = &[
    "state",
    "session",
    "history",
    "histories",
    "memory",
    "store",
    "manager",
    "cache",
    "buffer",
    "window",
    "context",
    "queue",
    "list",
    "log",
    "thread",
];

/// A type named as the sequence of one conversation (`ContextWindow`, `ChatHistory`,
/// `ConversationMemory`, `DialogueLog`): a word for a sequence of turns last, after a word for a
/// conversation, or `window` after `context`. A holder of more than the turns (`ChatSession`,
/// `ConversationState`, `ChatManager`) and a queue of network messages (`MessageQueue`) are not.
pub(crate) fn names_conversation_holder(type_name: &str) -> bool {
    const CONVERSATION: &[&str] = &["conversation", "chat", "dialog", "dialogue", "transcript"];
    const SEQUENCE: &[&str] = &["history", "histories", "memory", "buffer", "window", "log"];
    let words: Vec<&str> = words(type_name).collect();
    let Some((last, rest)) = words.split_last() else {
        return false;
    };
    SEQUENCE.iter().any(|h| word_is(last, h))
        && (rest
            .iter()
            .any(|w| CONVERSATION.iter().any(|c| word_is(w, c)))
            || (word_is(last, "window") && rest.last().is_some_and(|w| word_is(w, "context"))))
}

/// A trait named as a conversation an agent keeps (`Session`, `ChatSession`,
/// `ConversationHistory`, `Transcript`): its last word is `session`, `history`,
/// `conversation` or `transcript`, or it names a conversation's sequence (see
/// [`names_conversation_holder`]).
pub(crate) fn names_conversation_trait(name: &str) -> bool {
    const LAST: &[&str] = &["session", "history", "conversation", "transcript"];
    names_conversation_holder(name)
        || words(name)
            .last()
            .is_some_and(|last| LAST.iter().any(|w| word_is(last, w)))
}

/// A name for a collection of whole conversations (`conversations`, `chat_sessions`,
/// `threads`): its items are conversations, not messages.
pub(crate) fn names_conversations(name: &str) -> bool {
    const CONVERSATIONS: &[&str] = &[
        "conversations",
        "convs",
        "convos",
        "chats",
        "sessions",
        "threads",
        "dialogs",
        "dialogues",
        "transcripts",
    ];
    words(name)
        .last()
        .is_some_and(|last| CONVERSATIONS.iter().any(|c| word_is(last, c)))
}

/// `name` ends in entries of a conversation (`provider_response_items`, `chat_entries`,
/// `conversation_records`): a plural entry word last, after a word that says whose entries they
/// are. Such a list is the conversation whatever its item type (`Vec<serde_json::Value>`).
fn names_conversation_entries(name: &str) -> bool {
    const ENTRIES: &[&str] = &["items", "entries", "records"];
    const OF_A_CONVERSATION: &[&str] = &[
        "response",
        "conversation",
        "chat",
        "transcript",
        "dialog",
        "dialogue",
        "message",
    ];
    let words: Vec<&str> = words(name).collect();
    let Some((last, rest)) = words.split_last() else {
        return false;
    };
    ENTRIES.iter().any(|e| word_is(last, e))
        && rest
            .iter()
            .any(|w| OF_A_CONVERSATION.iter().any(|q| word_is(w, q)))
}

/// `name` names an agent's memories (`memories`, `long_term_memory`): what it keeps for the
/// model to read, unlike a retrieval `context` of documents or `entries` of a log.
pub(crate) fn names_memories(name: &str) -> bool {
    any_word_is(name, &["memory", "memories"])
}

/// `name` names a method that renders what its struct keeps into a model's prompt
/// (`format_for_prompt`, `to_prompt`, `render_prompt`): `prompt` its last word, after at least
/// one other word. A getter of a stored prompt (`prompt`) is one word; a prompt's parts
/// (`prompt_tokens`) end in another word.
pub(crate) fn names_prompt_renderer(name: &str) -> bool {
    let words: Vec<&str> = words(name).collect();
    words.len() > 1 && words.last().is_some_and(|last| word_is(last, "prompt"))
}

/// `name` names the facts an agent has learnt and keeps for the model (`facts`, `user_facts`,
/// `learned_facts`): `facts` its last word. Whether they are text an agent remembers is for
/// their type to say (a rule engine's `facts` of predicates hold none).
pub(crate) fn names_learnt_facts(name: &str) -> bool {
    words(name)
        .last()
        .is_some_and(|last| word_is(last, "facts"))
}

/// A type named for a kind of memory an agent keeps (`ShortTermMemory`, `LongTermMemory`,
/// `WorkingMemory`, `EpisodicMemory`, `AgentMemory`): `memory` last, after a word for how long
/// it keeps or what it keeps. A machine's memory (`Memory`, `SharedMemory`, `GuestMemory`,
/// `VirtualMemory`) is not one.
pub(crate) fn names_kind_of_agent_memory(type_name: &str) -> bool {
    let words: Vec<&str> = words(type_name).collect();
    words.split_last().is_some_and(|(last, rest)| {
        word_is(last, "memory") && rest.iter().any(|w| any_word_is(w, MEMORY_KINDS))
    })
}

/// Words for how long a memory an agent keeps holds, or what it holds (`ShortTermMemory`,
/// `WorkingMemory`, `EpisodicMemory`, `AgentMemory`).
const MEMORY_KINDS: &[&str] = &[
    "term",
    "working",
    "episodic",
    "semantic",
    "procedural",
    "agent",
];

/// A field `field` of a field named `parent` is a kind of memory an agent keeps when the two
/// read as the name of such a type, the inner word first (`memory.short_term` as
/// `ShortTermMemory`, `memory.episodic`, `memory.working`; see
/// [`names_kind_of_agent_memory`]): `parent` is the one word `memory` and the field's last word
/// a kind of it. A machine's memory has no such parts (`memory.pages`), and a number kept about
/// one ends in another word (`memory.short_term_count`).
pub(crate) fn names_kind_of_memory_field(parent: &str, field: &str) -> bool {
    parent.eq_ignore_ascii_case("memory") && names_kind_of_memory(field)
}

/// A struct named `owner` is an agent's memory by its last word (`ExperientialMemory`,
/// `ShortTermMemory`, `AgentMemories`).
pub(crate) fn names_memory_owner(owner: &str) -> bool {
    words(owner).last().is_some_and(names_memories)
}

/// A field `field` of a struct named `owner` is a kind of memory an agent keeps when the
/// struct is named as an agent's memory as a whole and the field as one of its kinds
/// (`short_term` of `MemorySystem`, `MemoryEngine` or `AgentMemory`, as `memory.short_term`
/// is; see [`names_kind_of_memory_field`]): memory the struct's first word (before what keeps
/// it: `System`, `Engine`, `Store`) or its last ([`names_memory_owner`]). A machine's memory
/// has no kinds as fields (`MemoryPool.pages`), a struct named for something else kept about
/// memory has another word at both ends (`SharedMemoryPool.working`), and a count ends in
/// another word (`short_term_len`).
pub(crate) fn names_kind_of_memory_in_holder(owner: &str, field: &str) -> bool {
    let first_is_memory = words(owner).next().is_some_and(names_memories);
    (first_is_memory || names_memory_owner(owner)) && names_kind_of_memory(field)
}

/// `name`'s last word is a kind of memory an agent keeps ([`MEMORY_KINDS`]: `short_term`,
/// `working`, `episodic`).
fn names_kind_of_memory(name: &str) -> bool {
    words(name)
        .last()
        .is_some_and(|last| any_word_is(last, MEMORY_KINDS))
}

/// A type named `name` is one entry of an agent's memory (`MemoryEntry`, `MemoryItem`,
/// `ShortTermMemoryRecord`, `MemoryFact`): an entry word, or `fact`, last, after a word for
/// memory.
pub(crate) fn names_memory_entry(name: &str) -> bool {
    let words: Vec<&str> = words(name).collect();
    words.split_last().is_some_and(|(last, rest)| {
        (ENTRY_WORDS.iter().any(|e| word_is(last, e)) || word_is(last, "fact"))
            && rest.iter().any(|w| names_memories(w))
    })
}

/// `name` ends in a word for data kept about a model rather than the model itself
/// (`provider_tool_results`, `model_calls`, `llm_config`, `model_name`): a plural noun or a
/// settings word after the model word. `llm_client`, `model_provider` and `completions` still
/// name the model.
fn names_data_of_a_model(name: &str) -> bool {
    const DATA_WORDS: &[&str] = &[
        "config", "settings", "name", "id", "usage", "info", "options",
    ];
    let words: Vec<&str> = words(name).collect();
    let Some((last, rest)) = words.split_last() else {
        return false;
    };
    !rest.is_empty()
        && !MODEL_RECEIVER_WORDS.iter().any(|w| word_is(last, w))
        && (last.ends_with(['s', 'S']) || DATA_WORDS.iter().any(|w| word_is(last, w)))
}

/// How strongly a name says "window".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum WindowName {
    /// Not a window name.
    No,
    /// A window when the type is unknown, text, or a collection of non-primitive items.
    Strong,
    /// A window only when the type is a collection of message-like items or text.
    Weak,
}

impl AnalysisConfig {
    /// A call named `name` produces a summary (model-authored rewrite of its input).
    pub(crate) fn is_summariser(&self, name: &str) -> bool {
        self.extra_summarisers.iter().any(|s| s == name)
            || self.relayed_summarisers.iter().any(|s| s == name)
            || (self.heuristics && any_action_word_starts_with(name, SUMMARY_STEMS))
    }

    /// `name` opens with a summarising verb (`summarize_to_budget`, `condense_for_limit`), even
    /// where a quantity after it makes the name no summariser's (see [`names_quantity`]).
    pub(crate) fn leads_with_summary_verb(&self, name: &str) -> bool {
        self.heuristics
            && words(name)
                .next()
                .is_some_and(|first| SUMMARY_STEMS.iter().any(|s| word_starts_with(first, s)))
    }

    /// A call named `name` takes a finished summary and puts it somewhere: into the window
    /// (`compact_with_summary(summary, n)`, `replace_history_with_summary(s)`) or a record
    /// (`save_summary(s)`, `log_truncation_summary(s)`, `cache_summary(s)`). It does not write
    /// one, so feeding it a summary is no re-summary. So does a call that dresses a finished
    /// summary for where it goes (`decorate_compaction_summary(summary, ..)`,
    /// `format_summary(s)`, `annotate_summary(s)`): it adds the host's words around it.
    pub(crate) fn applies_summary(&self, name: &str) -> bool {
        const APPLY_VERBS: &[&str] = &[
            "apply", "set", "save", "store", "record", "persist", "insert", "push", "add",
            "append", "attach", "use", "replace", "install", "log", "put", "cache", "decorate",
            "annotate", "format", "render", "wrap", "label", "stamp",
        ];
        const LINKS: &[&str] = &["with", "from", "into", "to", "by"];
        // `apply_compaction(history, &summary)`: the act done, after an apply verb, puts in
        // a result already written.
        const ACT_NOUNS: &[&str] = &["compaction", "compression", "condensation"];
        let words: Vec<&str> = words(name).collect();
        let is_noun = |w: &str| SUMMARY_NOUNS.iter().any(|n| word_is(w, n));
        let applies = words
            .first()
            .is_some_and(|v| APPLY_VERBS.iter().any(|a| word_is(v, a)));
        self.heuristics
            && (words.iter().enumerate().any(|(i, w)| {
                is_noun(w) && (applies || (i > 0 && LINKS.iter().any(|l| word_is(words[i - 1], l))))
            }) || applies
                && words[1..]
                    .iter()
                    .any(|w| ACT_NOUNS.iter().any(|n| word_is(w, n))))
            || self.rebuilds_window(&words)
    }

    /// `words` name a call that builds the window anew (`rebuild_history`,
    /// `build_messages`, `assemble_context`): given a finished summary, it lays it out with
    /// the messages kept; asked of a summariser object (`compactor.rebuild_history(msgs,
    /// &summary)`) it still writes no summary of its own.
    fn rebuilds_window(&self, words: &[&str]) -> bool {
        const BUILD_VERBS: &[&str] = &["rebuild", "build", "assemble", "reassemble"];
        words
            .first()
            .is_some_and(|v| BUILD_VERBS.iter().any(|b| word_is(v, b)))
            && words.iter().any(|w| any_word_is(w, STRONG_WINDOW_WORDS))
    }

    /// A value named `name` is a summariser object (`summarizer`, `self.compactor`,
    /// `history_condenser`): an agent noun, or a configured summariser. A summary itself
    /// (`summary.push_str(..)`, `summary_messages.push(..)`) is not one.
    fn is_summariser_object(&self, name: &str) -> bool {
        let agent_noun = |w: &str| word_ends_with(w, "er") || word_ends_with(w, "or");
        self.extra_summarisers.iter().any(|s| s == name)
            || (self.heuristics
                && words(name).any(|w| {
                    agent_noun(w)
                        && SUMMARY_STEMS
                            .iter()
                            .chain(CONTEXTUAL_SUMMARY_STEMS)
                            .any(|s| word_starts_with(w, s))
                }))
    }

    /// A call named `name` summarises when given conversation text (`compact`, `compress`).
    pub(crate) fn is_contextual_summariser(&self, name: &str) -> bool {
        self.heuristics && any_action_word_starts_with(name, CONTEXTUAL_SUMMARY_STEMS)
    }

    /// A call named `name` is a model call (chat, completion, generation). A model word that
    /// only qualifies the messages the call returns (`session_messages_to_chat_messages`,
    /// `build_chat_history`: messages in a chat's format) names no call of a model.
    pub(crate) fn is_model_call(&self, name: &str) -> bool {
        let words: Vec<&str> = words(name).collect();
        self.heuristics
            && words.iter().enumerate().any(|(i, w)| {
                MODEL_WORDS.iter().any(|m| word_is(w, m))
                    && !words.get(i + 1).is_some_and(|next| names_messages(next))
            })
    }

    /// Method calls on a receiver named `name` are model calls; `Some(true)` when the receiver
    /// is a summariser (`self.summarizer.run(..)`).
    pub(crate) fn model_receiver(&self, name: &str) -> Option<bool> {
        if self.is_summariser_object(name) {
            Some(true)
        } else if self.heuristics
            && any_word_is(name, MODEL_RECEIVER_WORDS)
            && !names_data_of_a_model(name)
        {
            Some(false)
        } else {
            None
        }
    }

    /// A call named `name` computes a relevance score.
    pub(crate) fn is_scorer(&self, name: &str) -> bool {
        self.extra_scorers.iter().any(|s| s == name)
            || (self.heuristics && any_word_is(name, SCORER_WORDS))
    }

    /// A call named `name` makes the verbatim store durable.
    pub(crate) fn is_flush(&self, name: &str) -> bool {
        self.extra_flushes.iter().any(|s| s == name) || any_word_is(name, FLUSH_WORDS)
    }

    /// An identifier named `name` looks like a verbatim store.
    pub(crate) fn is_store_name(&self, name: &str) -> bool {
        self.heuristics && any_word_is(name, STORE_WORDS)
    }

    /// An identifier named `name` holds a summary (`summary`, `running_summary`, `summary_text`).
    pub(crate) fn is_summary_name(&self, name: &str) -> bool {
        if !self.heuristics {
            return false;
        }
        let words: Vec<&str> = words(name).collect();
        // Predicates (`is_summary`, `has_summary`) say whether, not what; and a summary noun
        // after `for` names a purpose (`format_messages_for_summary`, `text_for_summary`: the
        // text prepared for a summariser), as for a summariser's name.
        if words
            .first()
            .is_some_and(|w| PREDICATE_PREFIXES.iter().any(|p| word_is(w, p)))
            || words.iter().skip(1).any(|w| word_is(w, "for"))
        {
            return false;
        }
        let is_noun = |w: &&str| SUMMARY_NOUNS.iter().any(|n| word_is(w, n));
        match words.split_last() {
            Some((last, _)) if is_noun(last) => true,
            Some((last, rest)) => {
                SUMMARY_TAILS.iter().any(|t| word_is(last, t)) && rest.iter().any(is_noun)
            }
            None => false,
        }
    }

    /// A field named for the part of a conversation a summary stands in for: a summarising
    /// participle, then that part (`summarized_prefix`, `summarised_history`,
    /// `condensed_context`), or a summary name of its own (`summary`, `recap_text`). A
    /// participle before a count or a position (`summarized_count`, `summarized_until`) names
    /// a tally, not the summary.
    pub(crate) fn names_kept_summary(&self, name: &str) -> bool {
        if self.is_unambiguous_summary_name(name) {
            return true;
        }
        if !self.heuristics {
            return false;
        }
        let words: Vec<&str> = words(name).collect();
        let Some((last, rest)) = words.split_last() else {
            return false;
        };
        SUMMARISED_PARTS.iter().any(|p| word_is(last, p))
            && rest.iter().any(|w| {
                ["summarized", "summarised", "condensed"]
                    .iter()
                    .any(|p| word_is(w, p))
            })
    }

    /// A field named `name` keeps summaries: a name of a kept summary (see
    /// [`Self::names_kept_summary`]), or a collection of messages named for the summary they
    /// hold (`summary_messages`, `summary_turns`).
    pub(crate) fn keeps_summaries(&self, name: &str) -> bool {
        if self.names_kept_summary(name) {
            return true;
        }
        let words: Vec<&str> = words(name).collect();
        self.heuristics
            && words.split_last().is_some_and(|(last, rest)| {
                names_messages(last)
                    && !rest.is_empty()
                    && self.is_unambiguous_summary_name(rest[0])
            })
    }

    /// `name` holds a summary without help from the code around it: a summary name with a word
    /// that is not also data-compression vocabulary (`summary`, `recap_text`; not `compressed`,
    /// `compacted`, `digest`, which name compressed bytes as often as compacted history).
    pub(crate) fn is_unambiguous_summary_name(&self, name: &str) -> bool {
        self.is_summary_name(name)
            && words(name).any(|w| {
                SUMMARY_NOUNS.iter().any(|n| word_is(w, n))
                    && !CONTEXTUAL_SUMMARY_STEMS
                        .iter()
                        .any(|s| word_starts_with(w, s))
            })
    }

    /// How strongly `name` says "window" (configured fields count as strong).
    pub(crate) fn window_name(&self, name: &str) -> WindowName {
        if self.extra_window_fields.iter().any(|f| f == name) {
            return WindowName::Strong;
        }
        if !self.heuristics
            || names_bound_on(name)
            || names_key_or_tally(name)
            || names_display_rows(name)
            || names_one_job(name)
            || names_typed_line_recall(name)
        {
            return WindowName::No;
        }
        if any_word_is(name, STRONG_WINDOW_WORDS) || names_conversation_entries(name) {
            WindowName::Strong
        } else if any_word_is(name, WEAK_WINDOW_WORDS) {
            WindowName::Weak
        } else {
            WindowName::No
        }
    }

    /// In `#[retention_safe]` code, a place of unknown type named `name` is a window: a strong
    /// or weak window name, except weak names that often mean something else (`window`, which
    /// is usually the guarded window itself, `buffer`, `thread`, `log`).
    pub(crate) fn is_window_name_in_guarded_code(&self, name: &str) -> bool {
        const OTHER_MEANINGS: &[&str] = &["window", "buffer", "thread", "log", "logs"];
        self.window_name(name) != WindowName::No && !any_word_is(name, OTHER_MEANINGS)
    }

    /// A type named `name` (last segment) is a window type; `Some(true)` for the guard's own
    /// `GuardedWindow`.
    pub(crate) fn window_type(&self, name: &str) -> Option<bool> {
        if name == "GuardedWindow" {
            Some(true)
        } else if self.extra_window_types.iter().any(|t| t == name) {
            Some(false)
        } else {
            None
        }
    }

    /// A type named `name` refers to something rather than holding it (`WindowId`, `NodeKey`,
    /// `TabHandle`): a collection of them is not a conversation, whatever it is called.
    pub(crate) fn is_reference_type(&self, name: &str) -> bool {
        const REFERENCE_WORDS: &[&str] = &["id", "ids", "key", "index", "idx", "hash", "handle"];
        self.heuristics
            && words(name)
                .last()
                .is_some_and(|last| REFERENCE_WORDS.iter().any(|w| word_is(last, w)))
    }

    /// A type named `name` holds one conversation (`ConversationHistory`, `ChatSession`,
    /// `MessageStore`): a word of a message type, and a holder word last.
    pub(crate) fn is_conversation_holder_type(&self, name: &str) -> bool {
        self.heuristics
            && any_word_is(name, MESSAGE_TYPE_WORDS)
            && !any_word_is(name, NOT_MESSAGE_TYPE_WORDS)
            && words(name)
                .last()
                .is_some_and(|last| HOLDER_TYPE_WORDS.iter().any(|w| word_is(last, w)))
    }

    /// A type named `name` is a row a screen draws: named for one (`ChatLine`, `DisplayRow`)
    /// or one of [`AnalysisConfig::display_types`].
    pub(crate) fn is_display_row_type(&self, name: &str) -> bool {
        names_display_rows(name) || self.shows_display_variants(name)
    }

    /// A type named `name` is one of [`AnalysisConfig::display_types`]: the file declares it
    /// with, or names it with, a variant only a screen has (`ChatLine::WelcomeBrand`,
    /// `enum ChatMessage { .., Info(String) }`). Its name alone (`MessageRow`, a database's
    /// row of a message) is no such evidence.
    pub(crate) fn shows_display_variants(&self, name: &str) -> bool {
        self.display_types.iter().any(|t| t == name)
    }

    /// A type named `name` is a message-like item (`ChatMessage`, `Turn`, `ResponseItem`,
    /// `HistoryEntry`, `ToolResult`; not `SpanId`, nor a holder of messages such as
    /// `ConversationState`, nor a definition of what the model may call such as
    /// `ChatCompletionFunctions`, nor the envelope of one call's reply such as `ChatResponse`,
    /// nor a summary kept of messages such as
    /// `ConversationSummary`, nor a row a screen draws: `ChatLine`, or a type of
    /// [`AnalysisConfig::display_types`]); or a record the file declares around one message
    /// (`Memo { id, message: Message, timestamp }`, see [`AnalysisConfig::message_records`]).
    pub(crate) fn is_message_type(&self, name: &str) -> bool {
        let qualified_entry =
            || any_word_is(name, ENTRY_WORDS) && any_word_is(name, CONVERSATION_QUALIFIERS);
        // A slot or block of a context window or a conversation (`ContextSlot`, `ChatSlot`,
        // `ContextBlock`): one of its entries. A thread's, a session store's or a response's
        // slot (`ThreadSlot`) holds something else.
        let window_slot = || {
            any_word_is(name, &["slot", "block"])
                && any_word_is(
                    name,
                    &["context", "conversation", "chat", "dialog", "dialogue"],
                )
        };
        // What a tool gave the model back (`ToolResult`, `ProviderToolResult`, `ToolOutput`):
        // part of the conversation the model reads.
        let tool_result = || {
            any_word_is(name, &["tool"])
                && words(name)
                    .last()
                    .is_some_and(|last| ["result", "output"].iter().any(|w| word_is(last, w)))
        };
        if self.heuristics && self.message_records.iter().any(|t| t == name) {
            return true;
        }
        self.heuristics
            && (any_word_is(name, MESSAGE_TYPE_WORDS)
                || qualified_entry()
                || window_slot()
                || tool_result())
            && !any_word_is(name, NOT_MESSAGE_TYPE_WORDS)
            && !self.is_display_row_type(name)
            && !words(name).last().is_some_and(|last| {
                HOLDER_TYPE_WORDS
                    .iter()
                    .chain(TOOL_DEFINITION_WORDS)
                    .chain(RESPONSE_ENVELOPE_WORDS)
                    .chain(SUMMARY_NOUNS)
                    .any(|w| word_is(last, w))
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_a_method_that_adds_a_turn() {
        for name in [
            "push_turn",
            "add_message",
            "add_user_message",
            "append_utterance",
        ] {
            assert!(names_turn_adder(name), "{name}");
        }
        // Adds something about turns, a prompt or a conversation, or adds nothing.
        for name in [
            "add_turn_count",
            "push_message_id",
            "add_prompt",
            "add_conversation",
            "turn",
            "remove_message",
        ] {
            assert!(!names_turn_adder(name), "{name}");
        }
    }

    #[test]
    fn names_persistence_by_the_last_word() {
        for name in [
            "db",
            "chat_db",
            "pool",
            "conn",
            "repository",
            "sqlite",
            "storage",
        ] {
            assert!(names_persistence(name), "{name}");
        }
        // Rows read out of one, or no database at all.
        for name in ["db_messages", "pool_size", "summary", "store", "history"] {
            assert!(!names_persistence(name), "{name}");
        }
    }

    #[test]
    fn names_a_field_that_keeps_summaries() {
        let cfg = AnalysisConfig::default();
        for name in [
            "summary",
            "summaries",
            "summary_messages",
            "summary_turns",
            "recap_text",
        ] {
            assert!(cfg.keeps_summaries(name), "{name}");
        }
        // A tally, a predicate, messages kept for a summary, or the conversation itself.
        for name in [
            "summary_count",
            "has_summary",
            "messages_for_summary",
            "messages",
            "compressed_messages",
        ] {
            assert!(!cfg.keeps_summaries(name), "{name}");
        }
    }

    #[test]
    fn names_a_measure_of_what_it_is_handed() {
        for name in [
            "estimate_tokens",
            "count_tokens",
            "len",
            "count",
            "get_token_count",
            "measure_size",
        ] {
            assert!(names_a_measure(name), "{name}");
        }
        // Walks, cuts or writes text, or names a number it is not handed.
        for name in [
            "chars",
            "tokens",
            "truncate_to_tokens",
            "clip_summary_len",
            "max_tokens",
            "summarize",
            "estimate",
        ] {
            assert!(!names_a_measure(name), "{name}");
        }
    }

    #[test]
    fn names_a_protocols_messages() {
        for name in ["ServerMessage", "ClientEvent", "WsFrame", "PeerMsg"] {
            assert!(names_wire_message(name), "{name}");
        }
        for name in ["ServerConfig", "ChatMessage", "McpServerMessage", "Server"] {
            assert!(!names_wire_message(name), "{name}");
        }
    }

    #[test]
    fn splits_snake_and_camel_case() {
        let split = |name| words(name).collect::<Vec<_>>();
        assert_eq!(split("chat_history"), ["chat", "history"]);
        assert_eq!(split("summarizeHistory"), ["summarize", "History"]);
        assert_eq!(split("ChatMessage"), ["Chat", "Message"]);
        assert_eq!(split("r#type"), ["type"]);
        assert_eq!(split("__x__y"), ["x", "y"]);
        assert!(split("__").is_empty());
        assert!(word_starts_with("Summarize", "summar"));
        assert!(!word_starts_with("sé", "se\u{301}"));
    }

    #[test]
    fn summary_names_end_in_a_summary_noun() {
        let cfg = AnalysisConfig::default();
        assert!(cfg.is_summary_name("running_summary"));
        assert!(cfg.is_summary_name("summary_text"));
        assert!(!cfg.is_summary_name("summary_prompt"));
        assert!(!cfg.is_summary_name("max_summary_tokens"));
        assert!(!cfg.is_summary_name("is_summary"));
        assert!(!cfg.is_summary_name("format_messages_for_summary"));
        assert!(!cfg.is_summary_name("text_for_summary"));
    }

    #[test]
    fn past_participles_are_not_summarisers() {
        let cfg = AnalysisConfig::default();
        assert!(cfg.is_summariser("summarize_history"));
        assert!(cfg.is_summariser("Summarizer"));
        assert!(!cfg.is_summariser("summarized_view"));
        assert!(cfg.is_contextual_summariser("compact_history"));
        assert!(!cfg.is_contextual_summariser("build_compacted_history"));
        assert!(!cfg.is_contextual_summariser("Compacted"));
    }

    #[test]
    fn a_model_word_before_a_message_noun_names_no_model_call() {
        let cfg = AnalysisConfig::default();
        assert!(cfg.is_model_call("chat"));
        assert!(cfg.is_model_call("chat_completion"));
        assert!(cfg.is_model_call("generate_reply"));
        assert!(!cfg.is_model_call("session_messages_to_chat_messages"));
        assert!(!cfg.is_model_call("build_chat_history"));
        assert!(!cfg.is_model_call("to_completion_message"));
    }

    #[test]
    fn a_call_ending_in_a_serialisation_format_writes_no_summary() {
        let cfg = AnalysisConfig::default();
        assert!(!cfg.is_contextual_summariser("projection_digest_json"));
        assert!(!cfg.is_contextual_summariser("compact_json"));
        assert!(!cfg.is_summariser("summary_record_json"));
        assert!(cfg.is_summariser("summarize_as_json"));
        assert!(cfg.is_contextual_summariser("digest_history"));
    }

    #[test]
    fn positions_in_a_window_are_quantities() {
        let cfg = AnalysisConfig::default();
        assert!(!cfg.is_contextual_summariser("compaction_boundary"));
        assert!(!cfg.is_summariser("summary_index"));
        assert!(cfg.is_contextual_summariser("compact_window"));
    }

    #[test]
    fn words_after_a_purpose_are_not_what_a_call_does() {
        let cfg = AnalysisConfig::default();
        assert!(!cfg.is_summariser("messages_to_summarize"));
        assert!(!cfg.is_contextual_summariser("range_to_compact"));
        assert!(!cfg.is_summariser("format_for_summary"));
        assert!(cfg.is_summariser("summarize_to_bullets"));
        assert!(cfg.is_summariser("to_summary"));
    }

    #[test]
    fn qualified_entries_are_message_types() {
        let cfg = AnalysisConfig::default();
        assert!(cfg.is_message_type("ResponseItem"));
        assert!(cfg.is_message_type("HistoryEntry"));
        assert!(cfg.is_message_type("ChatMessage"));
        assert!(!cfg.is_message_type("CacheEntry"));
        assert!(!cfg.is_message_type("MenuItem"));
        assert!(!cfg.is_message_type("ResponseItemId"));
        assert!(!cfg.is_message_type("ConversationState"));
        assert!(!cfg.is_message_type("ChatHistory"));
        assert!(cfg.is_message_type("HistoryMessage"));
        assert!(cfg.is_message_type("ProviderToolResult"));
        assert!(!cfg.is_message_type("ToolRegistry"));
        // A slot or block of a context or a conversation is one of its entries.
        assert!(cfg.is_message_type("ContextSlot"));
        assert!(cfg.is_message_type("ContextBlock"));
        assert!(!cfg.is_message_type("CodeBlock"));
        assert!(!cfg.is_message_type("ThreadBlock"));
    }

    /// Forty-fifth round: a browser library's `ConsoleMessage` (what a page printed) shares
    /// the word with a chat message and nothing else.
    #[test]
    fn system_message_setters_name_the_system_message() {
        assert!(names_system_message("change_sys_msg"));
        assert!(names_system_message("set_system_prompt"));
        assert!(!names_system_message("set_prompt"));
        assert!(!names_system_message("system_time"));
    }

    #[test]
    fn tool_definitions_are_no_message_type() {
        let cfg = AnalysisConfig::default();
        assert!(!cfg.is_message_type("ChatCompletionFunctions"));
        assert!(!cfg.is_message_type("ChatCompletionTool"));
        assert!(cfg.is_message_type("ChatCompletionRequestToolMessage"));
        assert!(cfg.is_message_type("ToolResult"));
    }

    #[test]
    fn the_envelope_of_a_reply_is_no_message_type() {
        let cfg = AnalysisConfig::default();
        assert!(!cfg.is_message_type("ChatResponse"));
        assert!(!cfg.is_message_type("AiChatResponse"));
        assert!(cfg.is_message_type("ChatResponseMessage"));
        assert!(cfg.is_message_type("ResponseItem"));
    }

    #[test]
    fn console_output_is_no_message_type() {
        let cfg = AnalysisConfig::default();
        assert!(!cfg.is_message_type("ConsoleMessage"));
        assert!(cfg.is_message_type("ChatMessage"));
    }

    #[test]
    fn summariser_objects_are_agent_nouns() {
        let cfg = AnalysisConfig::default();
        assert_eq!(cfg.model_receiver("summarizer"), Some(true));
        assert_eq!(cfg.model_receiver("history_compactor"), Some(true));
        assert_eq!(cfg.model_receiver("summary"), None);
        assert_eq!(cfg.model_receiver("provider_tool_results"), None);
        assert_eq!(cfg.model_receiver("llm_config"), None);
        assert_eq!(cfg.model_receiver("llm_client"), Some(false));
        assert_eq!(cfg.model_receiver("llm_provider"), Some(false));
        assert_eq!(cfg.model_receiver("summary_messages"), None);
        assert_eq!(cfg.model_receiver("llm"), Some(false));
    }

    #[test]
    fn reference_types_end_in_an_id_word() {
        let cfg = AnalysisConfig::default();
        assert!(cfg.is_reference_type("WindowId"));
        assert!(cfg.is_reference_type("MessageId"));
        assert!(cfg.is_reference_type("NodeKey"));
        assert!(!cfg.is_reference_type("IdentityMessage"));
        assert!(!cfg.is_reference_type("Message"));
    }

    #[test]
    fn window_names_are_strong_or_weak() {
        let cfg = AnalysisConfig::default();
        assert_eq!(cfg.window_name("chat_history"), WindowName::Strong);
        assert_eq!(cfg.window_name("items"), WindowName::Weak);
        assert_eq!(cfg.window_name("prices"), WindowName::No);
    }

    #[test]
    fn a_message_position_is_named_for_where_not_how_many() {
        assert!(names_message_position("turn_index"));
        assert!(names_message_position("assistantIdx"));
        assert!(names_message_position("pos"));
        assert!(!names_message_position("max_messages"));
        assert!(!names_message_position("keep"));
        assert!(!names_message_position("index_count"));
    }

    #[test]
    fn the_lines_a_user_typed_are_no_window() {
        let cfg = AnalysisConfig::default();
        assert_eq!(cfg.window_name("input_history"), WindowName::No);
        assert_eq!(cfg.window_name("commandHistory"), WindowName::No);
        assert_eq!(cfg.window_name("chat_history"), WindowName::Strong);
        assert_eq!(cfg.window_name("history"), WindowName::Strong);
    }

    #[test]
    fn the_rows_a_screen_shows_are_no_window() {
        let cfg = AnalysisConfig::default();
        assert_eq!(cfg.window_name("chat_lines"), WindowName::No);
        assert_eq!(cfg.window_name("historyRows"), WindowName::No);
        assert_eq!(cfg.window_name("chat_history"), WindowName::Strong);
        assert_eq!(cfg.window_name("messages"), WindowName::Strong);
    }

    #[test]
    fn configured_names_count_without_heuristics() {
        let cfg = AnalysisConfig {
            heuristics: false,
            extra_summarisers: vec!["shrink".into()],
            extra_window_fields: vec!["scratch".into()],
            ..AnalysisConfig::default()
        };
        assert!(cfg.is_summariser("shrink"));
        assert!(!cfg.is_summariser("summarize"));
        assert_eq!(cfg.window_name("scratch"), WindowName::Strong);
        assert_eq!(cfg.window_name("history"), WindowName::No);
    }

    #[test]
    fn quantities_of_a_summary_are_numbers() {
        let cfg = AnalysisConfig::default();
        assert!(names_bound_on("max_messages"));
        assert!(names_bound_on("totalMessages"));
        assert!(!names_bound_on("messages"));
        assert!(!names_bound_on("max"));
        assert!(!names_bound_on("maximal_history"));
        assert!(names_quantity("max_summary_tokens"));
        assert!(names_quantity("summaryLength"));
        assert!(!names_quantity("summary_text"));
        assert!(!cfg.is_summariser("max_summary_tokens"));
        assert!(cfg.is_summariser("summarize_messages"));
    }

    #[test]
    fn a_constant_named_as_a_summarise_prompt_asks_for_one() {
        assert!(names_summarise_prompt_constant("COMPACTION_PROMPT"));
        assert!(names_summarise_prompt_constant("SUMMARY_SYSTEM_PROMPT"));
        assert!(names_summarise_prompt_constant("CONDENSE_INSTRUCTIONS"));
        assert!(!names_summarise_prompt_constant("ANSWER_PROMPT"));
        assert!(!names_summarise_prompt_constant("COMPACTION_THRESHOLD"));
        assert!(!names_summarise_prompt_constant("compaction_prompt"));
        assert!(!names_summarise_prompt_constant("CompactionPrompt"));
    }

    #[test]
    fn a_method_named_for_the_prompt_renders_into_it() {
        assert!(names_prompt_renderer("format_for_prompt"));
        assert!(names_prompt_renderer("to_prompt"));
        assert!(names_prompt_renderer("renderPrompt"));
        assert!(!names_prompt_renderer("prompt"));
        assert!(!names_prompt_renderer("prompt_tokens"));
        assert!(!names_prompt_renderer("format_for_display"));
    }

    #[test]
    fn rebuilding_the_window_applies_a_summary() {
        let cfg = AnalysisConfig::default();
        assert!(cfg.applies_summary("rebuild_history"));
        assert!(cfg.applies_summary("build_messages"));
        assert!(!cfg.applies_summary("rebuild_index"));
        assert!(!cfg.applies_summary("summarize_history"));
    }

    #[test]
    fn a_summarisers_input_and_an_applied_compaction_write_no_summary() {
        let cfg = AnalysisConfig::default();
        assert!(!cfg.is_summariser("build_summarizer_input"));
        assert!(!cfg.is_summariser("save_summarizer_input"));
        assert!(cfg.is_summariser("summarize_input"));
        assert!(cfg.applies_summary("apply_compaction"));
        assert!(names_conversation_holder("ContextWindow"));
        assert!(names_conversation_holder("ConversationMemory"));
        assert!(names_conversation_holder("ChatHistory"));
        assert!(!names_conversation_holder("MessageQueue"));
        assert!(!names_conversation_holder("Window"));
        assert!(!names_conversation_holder("ChatClient"));
        assert!(!names_conversation_holder("ConversationState"));
        assert!(!names_conversation_holder("ChatSession"));
        assert!(!cfg.applies_summary("compaction"));
        assert!(!cfg.applies_summary("run_compaction"));
    }

    #[test]
    fn names_of_what_an_agent_remembers_and_of_an_embedding() {
        assert!(names_learnt_facts("facts"));
        assert!(names_learnt_facts("user_facts"));
        assert!(!names_learnt_facts("fact_count"));
        assert!(!names_learnt_facts("artifacts"));
        assert!(names_kind_of_agent_memory("ShortTermMemory"));
        assert!(names_kind_of_agent_memory("EpisodicMemory"));
        assert!(names_kind_of_agent_memory("AgentMemory"));
        assert!(!names_kind_of_agent_memory("Memory"));
        assert!(!names_kind_of_agent_memory("GuestMemory"));
        assert!(!names_kind_of_agent_memory("WorkingMemoryPool"));
        assert!(names_kind_of_memory_field("memory", "short_term"));
        assert!(names_kind_of_memory_field("memory", "episodic"));
        assert!(!names_kind_of_memory_field("memory", "pages"));
        assert!(!names_kind_of_memory_field("memory", "short_term_count"));
        assert!(!names_kind_of_memory_field("cache", "short_term"));
        assert!(!names_kind_of_memory_field("guest_memory", "working"));
        assert!(names_kind_of_memory_in_holder("MemorySystem", "short_term"));
        assert!(names_kind_of_memory_in_holder("MemoryEngine", "long_term"));
        assert!(names_kind_of_memory_in_holder("AgentMemory", "episodic"));
        assert!(!names_kind_of_memory_in_holder("MemoryPool", "pages"));
        assert!(!names_kind_of_memory_in_holder(
            "SharedMemoryPool",
            "working"
        ));
        assert!(!names_kind_of_memory_in_holder(
            "MemorySystem",
            "short_term_len"
        ));
        assert!(!names_kind_of_memory_in_holder("CacheEngine", "short_term"));
        assert!(names_memory_entry("MemoryFact"));
        assert!(names_memory_entry("MemoryEntry"));
        assert!(!names_memory_entry("Fact"));
        assert!(!names_memory_entry("FactMemory"));
        assert!(names_embedding("embedding"));
        assert!(names_embedding("embed_query"));
        assert!(names_embedding("get_embeddings"));
        assert!(!names_embedding("embedded_fonts"));
        assert!(!names_embedding("generate"));
    }
}
