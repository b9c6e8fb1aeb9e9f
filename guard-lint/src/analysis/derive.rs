//! Where a value comes from: a summariser (a rewrite), a model call, a relevance scorer.
//!
//! A body walk keeps a [`Taint`] of the places (bindings, fields) known to hold such values;
//! [`derivation`] answers for one expression, looking into closures and macro arguments.

use std::collections::{HashMap, HashSet};

use syn::visit::{self, Visit};
use syn::{Expr, Lit};

use super::AnalysisConfig;
use super::macros::macro_exprs;
use super::place::place_of;
use super::search::{any_expr, expr_ident};
use super::syntax::diverges;

/// Places known to hold derived values, by place text (`summary`, `self.history`), each with a
/// short description of its origin (`summarize`, `score`).
#[derive(Debug, Default, Clone)]
pub(crate) struct Taint {
    /// Holds a rewrite: a summariser's output, a guarded `rewrite`'s result, a rewritten window.
    pub summary: HashMap<String, String>,
    /// Holds a model's output.
    pub model: HashMap<String, String>,
    /// Holds (or was decided by) a relevance score computed in this body.
    pub score: HashMap<String, String>,
    /// Holds a prompt that asks a model to summarise (`let prompt = format!("Summarize: ..")`).
    pub summarise_prompts: HashSet<String>,
    /// Bindings whose text this body wrote itself from literals and counts
    /// (`let summary = format!("[{n} messages omitted]")`): a summary name does not make them one.
    pub host_written: HashSet<String>,
    /// Hold the index of the oldest message of a role
    /// (`let at = history.iter().position(|m| m.role != Role::System)`).
    pub oldest_indices: HashSet<String>,
    /// Holds the positions of the messages of a role in a window, oldest first
    /// (`history.iter().enumerate().filter(|(_, m)| m.role == Role::User).map(|(i, _)| i)
    /// .collect()`): its first is the oldest message of that role.
    pub role_positions: HashSet<String>,
    /// Hold a position a helper chose by rank (`let at = self.find_lowest_priority()`,
    /// `least_important_index(..)`): a cut there is a choice of what goes, even under a
    /// budget test.
    pub chosen_indices: HashSet<String>,
    /// Hold the key a queue of keys in arrival order gives first
    /// (`let Some(old_id) = self.order.pop_front()`): the conversation stored longest.
    pub oldest_keys: HashSet<String>,
    /// Hold the messages kept because they fit a length or token budget (pushed under a
    /// condition on a count, or in a loop that stops at a budget).
    pub budget_kept: HashSet<String>,
    /// Hold one item of a window found by what its text says
    /// (`let noted = w.iter().find(|m| m.content.contains("remember")).cloned()`).
    pub found_by_content: HashSet<String>,
    /// Hold how many of a window's messages come before its newest `n`
    /// (`let older = self.turns.len().saturating_sub(self.recent_turns)`): a loop over the
    /// positions below it walks the oldest messages by count.
    pub older_counts: HashSet<String>,
    /// Hold whether a window's first message is its system prompt (`let has_system =
    /// messages.first().is_some_and(|m| m.role == "system")`): `if has_system { 1 } else { 0 }`
    /// is the index of the oldest message after it.
    pub first_is_system: HashSet<String>,
    /// Hold items a cut took out of a window (`let old = w.drain(..n).collect()`).
    pub cut_out: HashSet<String>,
    /// Hold every message of a window but its system ones, set apart by role alone
    /// (`let rest: Vec<_> = history.iter().filter(|m| !matches!(m.role, Role::System)).cloned().collect()`),
    /// or every message of it (`let all = history.clone()`, `turns.drain(..).collect()`,
    /// `std::mem::take(&mut self.history)`): none chosen by what it says, so its newest `n`
    /// (`rest.into_iter().rev().take(n)`) are kept by position.
    pub unchosen_messages: HashSet<String>,
    /// Hold text read from a range of a window, with the window and the range's start
    /// (`let old = self.history[start..end].to_vec()` holds `("self.history", "start")`).
    pub window_reads: HashMap<String, WindowRead>,
    /// Parameters declared as a trait object or an `impl Trait`, behind references or
    /// smart pointers (`summary: &dyn SummaryPort`, `compactor: Arc<dyn Compact>`): a service
    /// handed in, not text, whatever its name says.
    pub services: HashSet<String>,
    /// Hold a sequence that starts with a summary
    /// (`let mut rebuilt = vec![Message::system(summary)]`): a window replaced by it has the
    /// summary at its front, where a range read from `0` starts.
    pub summary_first: HashSet<String>,
    /// Hold a sequence this body started empty (`Vec::with_capacity(n)`, `vec![]`) and has
    /// added nothing to yet: a summary pushed into it first puts it in [`Self::summary_first`].
    pub unfilled: HashSet<String>,
    /// Hold a key-value map this body started empty (`HashMap::new()`): the variables of a
    /// template it fills in (`vars.insert("summary".into(), existing.to_string())`).
    pub template_vars: HashSet<String>,
    /// Hold a summary or model text written in this body, joined to whatever else the value
    /// holds (`let joined = format!("{prev}\n\n{reply}")` with a model's `reply`): stored
    /// beside a window, it is new text standing in for what is cut.
    pub fresh_summaries: HashSet<String>,
    /// Hold the first messages of a window and nothing else yet, with the range's end as
    /// written (`rebuilt.extend(history[..2].iter().cloned())` holds `"2"`).
    pub window_prefix: HashMap<String, String>,
    /// Hold a summary right after the first messages of a window, at the index written
    /// (`"2"` once `rebuilt` above is given the summary): a window replaced by it has the
    /// summary where a range read from that index starts.
    pub summary_at: HashMap<String, String>,
    /// Hold a model's reply to a window's own messages (`let result = llm.complete(&messages)`):
    /// put back into that window after a later cut, it replaces what was cut.
    pub model_fed: HashMap<String, ModelFed>,
    /// Hold text written from every message of a window, with that window
    /// (`let transcript = self.history.messages().iter().map(..).collect::<Vec<_>>().join("\n")`
    /// holds `"self.history"`): a model given it is given the whole window.
    pub transcripts: HashMap<String, String>,
    /// Hold a window's whole content, taken out of it to be put back later in the body
    /// (`let saved = std::mem::take(&mut self.history)` holds `"self.history"`).
    pub taken_out: HashMap<String, String>,
    /// Hold a value built from the function's parameters and nothing the body wrote itself
    /// (`let reply = Reply::new(answer, tokenizer)` for a parameter `answer`).
    pub from_params: HashSet<String>,
    /// Hold the first part of an item's text, with that text's place
    /// (`let head: String = m.content.chars().take(200).collect()` holds `"m.content"`).
    pub text_prefixes: HashMap<String, String>,
    /// Hold a key-value store's key that names a conversation's history, with the key as built
    /// (`let key = history_key(user).await` holds `"history_key(user)"`).
    pub kv_keys: HashMap<String, String>,
    /// Hold text this body formats itself from its own locals, calling nothing that could
    /// return a model's words (`let summary = format!("[{n} earlier]\n{}", parts.join("\n"))`):
    /// when the body calls no model, a summary so named is a digest the host writes.
    pub formatted_here: HashSet<String>,
    /// Hold a number, whatever it counts (`let to_compact = app.messages.len()
    /// .saturating_sub(keep)`, `let keep = 4`): named in a digest's `format!`, it is no text
    /// the caller hands in, though it was measured on a window the caller lent.
    pub numbers: HashSet<String>,
    /// Hold an item of a window walked by a loop, or text taken from one (`turn` in `for turn
    /// in ctx.history.iter().take(split)`, `b` in `for b in &turn.blocks`, `t` in
    /// `Block::Text(t) =>` of `match b`): the window's own words. A buffer named as a summary
    /// that the body started and adds them to is a digest of those items the host writes.
    pub item_text: HashSet<String>,
    /// Hold only a window's own items, in a list this body started empty and filled with
    /// them (`let mut compacted = Vec::new(); .. compacted.push(other.clone())`,
    /// `compacted.extend_from_slice(&self.history[..n])`): a selection of the window's
    /// messages, not a summary of them, whatever the list is named.
    pub window_items: HashSet<String>,
    /// Hold summary or model text only as read from a window the body rewrote earlier (its
    /// own items: `let (system, rest) = messages.iter().partition(..)` after `*messages =
    /// compacted.messages`), not text a call wrote for them.
    pub own_text: HashSet<String>,
    /// Fields of a local bound to a struct literal, by place (`inner.items` for `let inner =
    /// Walker { items: take(&mut self.items), digests: take(&mut self.digests) }`): each holds
    /// what the literal put there, not what the record's other fields hold.
    pub literal_fields: HashSet<String>,
}

/// What places hold by origin: [`Taint::summary`] and [`Taint::model`], kept aside while a
/// branch the other one excludes is walked.
#[derive(Debug, Default, Clone)]
pub(crate) struct Origins {
    summary: HashMap<String, String>,
    model: HashMap<String, String>,
}

impl Taint {
    /// What places hold by origin now.
    pub(crate) fn origins(&self) -> Origins {
        Origins {
            summary: self.summary.clone(),
            model: self.model.clone(),
        }
    }

    /// Put `origins` back (those held before a branch), returning those held until now (at
    /// the branch's end).
    pub(crate) fn restore_origins(&mut self, origins: Origins) -> Origins {
        Origins {
            summary: std::mem::replace(&mut self.summary, origins.summary),
            model: std::mem::replace(&mut self.model, origins.model),
        }
    }

    /// Add `other`'s origins for the places that hold none now: after two exclusive branches
    /// a place holds what either gave it.
    pub(crate) fn join_origins(&mut self, other: Origins) {
        for (place, origin) in other.summary {
            self.summary.entry(place).or_insert(origin);
        }
        for (place, origin) in other.model {
            self.model.entry(place).or_insert(origin);
        }
    }
}

/// A model call given a window's messages, whose reply a binding holds.
#[derive(Debug, Clone)]
pub(crate) struct ModelFed {
    /// The window (`messages`).
    pub window: String,
    /// How many edits the body had recorded before the call.
    pub edits_before: usize,
    /// The model call (`complete`) and its span: first and last token.
    pub callee: String,
    pub span: (proc_macro2::Span, proc_macro2::Span),
    /// Suppressions in scope at the call.
    pub suppressions: Vec<usize>,
}

/// A range of a window that a value was read from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct WindowRead {
    /// The window (`self.history`).
    pub window: String,
    /// The range's start as written (`start`, `1`; `0` for `..end`).
    pub start: String,
}

/// The origins found in one expression (each the first one seen).
#[derive(Debug, Default, Clone)]
pub(crate) struct Derivation {
    /// Derived from a rewrite (summary).
    pub summary: Option<String>,
    /// Derived from a model call.
    pub model: Option<String>,
    /// Derived from a relevance score computed in this body.
    pub score: Option<String>,
}

impl Derivation {
    /// Combine two derivations, keeping the first origin of each kind.
    pub(crate) fn or(self, other: Derivation) -> Derivation {
        Derivation {
            summary: self.summary.or(other.summary),
            model: self.model.or(other.model),
            score: self.score.or(other.score),
        }
    }
}

/// What kind of value a call returns, by its name and receiver.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum CallKind {
    /// A summariser: returns a rewrite.
    Summariser,
    /// A model call: returns model text.
    Model,
    /// A relevance scorer.
    Scorer,
    /// Anything else.
    Plain,
}

/// Methods that attach an error message to a result (`anyhow`'s `context`, `expect`).
const ERROR_ADAPTERS: &[&str] = &["context", "with_context", "expect", "wrap_err", "ok_or"];

/// Methods that read, convert or unwrap a value: they return what their receiver holds, so
/// they are never model calls themselves, whatever the receiver is named.
const ACCESSOR_METHODS: &[&str] = &[
    "as_ref",
    "as_deref",
    "as_str",
    "as_mut",
    "clone",
    "cloned",
    "copied",
    "to_owned",
    "to_string",
    "into",
    "ok_or",
    "ok_or_else",
    "unwrap",
    "unwrap_or",
    "unwrap_or_default",
    "unwrap_or_else",
    "expect",
    "is_some",
    "is_none",
    "len",
    "is_empty",
];

/// The receiver is named like what a model returned (`llm_output`, `model_reply`): reading it
/// reads model text, unlike reading a model's id or settings (`config.model`).
fn names_output(receiver: &Expr) -> bool {
    const OUTPUT_WORDS: &[&str] = &[
        "output",
        "reply",
        "response",
        "answer",
        "text",
        "result",
        "completion",
        "content",
    ];
    place_of(receiver).is_some_and(|p| {
        super::names::words(p.name())
            .any(|w| OUTPUT_WORDS.iter().any(|o| w.eq_ignore_ascii_case(o)))
    })
}

const SUMMARISE_PROMPT_STEMS: &[&str] = &["summar", "condens", "compress", "compact", "rewrite"];

/// A string literal among `args`, a binding in `prompts`, or a constant named as a summarise
/// prompt (`COMPACTION_PROMPT`, see [`super::names::names_summarise_prompt_constant`]) asks a
/// model to summarise (`"Summarize: {}"`).
pub(crate) fn asks_to_summarise<'a>(
    args: impl IntoIterator<Item = &'a Expr>,
    prompts: &HashSet<String>,
) -> bool {
    args.into_iter().any(|arg| {
        any_expr(arg, |e| match e {
            Expr::Path(path) => {
                place_of(e).is_some_and(|p| prompts.contains(&p.text()))
                    || path.path.segments.last().is_some_and(|last| {
                        super::names::names_summarise_prompt_constant(&last.ident.to_string())
                    })
            }
            Expr::Lit(syn::ExprLit {
                lit: Lit::Str(s), ..
            }) => {
                let text = s.value().to_lowercase();
                SUMMARISE_PROMPT_STEMS.iter().any(|p| text.contains(p))
            }
            _ => false,
        })
    })
}

impl AnalysisConfig {
    /// [`Self::call_kind`] of a method call.
    pub(crate) fn method_call_kind(
        &self,
        call: &syn::ExprMethodCall,
        prompts: &HashSet<String>,
    ) -> CallKind {
        self.call_kind(
            &call.method.to_string(),
            Some(&call.receiver),
            &call.args,
            prompts,
        )
    }

    /// The kind of a call named `name`, on `receiver` when a method call, with `args`, given
    /// the summarise prompts bound so far.
    pub(crate) fn call_kind<'a>(
        &self,
        name: &str,
        receiver: Option<&Expr>,
        args: impl IntoIterator<Item = &'a Expr> + Clone,
        prompts: &HashSet<String>,
    ) -> CallKind {
        // `ContextError::CondensationFailed(e)`, `Summary(text)`: a constructor wraps its
        // argument, it writes nothing. `compact_with_summary(summary, n)` applies a summary.
        // `self.model.as_ref()`, `config.llm.clone()`: reading a field named like a model
        // (its id or settings) is no model call.
        // `compactor.max_summary_tokens()`: a number, even asked of a summariser.
        // `.context("failed to summarize")`, `.expect(..)`: an error message says what
        // failed; it asks no model for anything.
        // `llm.embedding(text, dim)`: a vector of numbers about the text, no text written.
        if name.starts_with(|c: char| c.is_ascii_uppercase())
            || ERROR_ADAPTERS.contains(&name)
            || super::names::names_quantity(name)
            || super::names::names_embedding(name)
            || self.applies_summary(name)
            || (ACCESSOR_METHODS.contains(&name) && receiver.is_some_and(|r| !names_output(r)))
        {
            return CallKind::Plain;
        }
        let receiver_model = receiver.and_then(|r| self.model_chain(r));
        // `db.compact_session(id, &summary)` records a summary; it does not write one.
        let receiver_is_store = receiver
            .and_then(place_of)
            .is_some_and(|p| self.is_store_name(p.name()));
        // `self.memory.compress(summary_text)`: a compaction method of a holder of the window
        // (no model, no summariser object) given a finished summary and no messages puts that
        // summary in; it writes none of its own.
        let applies_given_summary =
            receiver.is_some() && receiver_model.is_none() && !self.mentions_window(args.clone());
        // `self.compress_message_history(&context.messages, 3)`, a function of the file that
        // only picks items of what it is handed (see `item_selectors`): a selection, no summary.
        let selects_items =
            receiver_model.is_none() && self.item_selectors.iter().any(|s| s == name);
        if selects_items {
            return CallKind::Plain;
        }
        if self.is_summariser(name)
            || name == "rewrite"
            || receiver_model == Some(true)
            || (self.is_contextual_summariser(name)
                && !receiver_is_store
                && !applies_given_summary
                && self.mentions_conversation(args.clone()))
        {
            CallKind::Summariser
        } else if self.is_scorer(name) {
            CallKind::Scorer
        } else if self.is_model_call(name)
            || receiver_model == Some(false)
            || self.prompts_an_agent(name, receiver, args.clone())
        {
            if asks_to_summarise(args, prompts) {
                CallKind::Summariser
            } else {
                CallKind::Model
            }
        } else {
            CallKind::Plain
        }
    }
}

impl AnalysisConfig {
    /// A call named as prompting (`prompt`, `prompt_once`, `prompt_with_history`) on an agent
    /// or a model, or handed one: rig's `agent.prompt(text)`, or a hook that runs it
    /// (`hook.prompt_once(&agent, &mut history, &transcript)`). A prompt read or built
    /// (`prompt_template(..)`, `config.prompt()`) prompts nothing.
    fn prompts_an_agent<'a>(
        &self,
        name: &str,
        receiver: Option<&Expr>,
        args: impl IntoIterator<Item = &'a Expr>,
    ) -> bool {
        const AGENTS: &[&str] = &["agent", "agents"];
        let names_an_agent = |e: &Expr| {
            place_of(super::syntax::strip_reference(e)).is_some_and(|p| {
                super::names::words(p.name())
                    .any(|w| AGENTS.iter().any(|a| super::names::word_is(w, a)))
                    || self.model_receiver(p.name()).is_some()
            })
        };
        self.heuristics
            && super::names::first_word_is_any(name, &["prompt"])
            && (receiver.is_some_and(names_an_agent) || args.into_iter().any(names_an_agent))
    }

    /// Whether method calls on `receiver` are model calls: the receiver is named like a model
    /// client, or is reached through a model call (`self.client.chat().create(..)`).
    /// `Some(true)` for a summariser.
    fn model_chain(&self, receiver: &Expr) -> Option<bool> {
        let mut expr = receiver;
        for _ in 0..super::MAX_DEPTH {
            if let Some(place) = place_of(expr) {
                return self.model_receiver(place.name());
            }
            let Expr::MethodCall(call) = super::place::strip(expr) else {
                return None;
            };
            let name = call.method.to_string();
            if self.is_summariser(&name) {
                return Some(true);
            }
            if self.is_model_call(&name) {
                return Some(false);
            }
            // `self.provider().stream(..)`: an accessor handing out the client (no argument,
            // named like one) stands for it, as the field `self.provider` does.
            if call.args.is_empty()
                && let Some(kind) = self.model_receiver(&name)
            {
                return Some(kind);
            }
            expr = &call.receiver;
        }
        None
    }

    /// `generate_summary(&messages, &current_summary)`: a call that makes a summary (a verb
    /// that makes, then the noun) given the conversation itself (an argument naming a window:
    /// `messages`, `history`) summarises it. The same name given other data
    /// (`generate_summary(load_summary_data(..))`) is left alone.
    pub(crate) fn requests_summary_of<'a>(
        &self,
        name: &str,
        args: impl IntoIterator<Item = &'a Expr>,
    ) -> bool {
        const MAKES: &[&str] = &[
            "generate", "create", "make", "produce", "request", "update", "build", "write",
        ];
        const SUMMARY: &[&str] = &["summary", "summaries", "recap", "digest"];
        let words: Vec<&str> = super::names::words(name).collect();
        let (Some(first), Some(last)) = (words.first(), words.last()) else {
            return false;
        };
        self.heuristics
            && words.len() > 1
            && MAKES.iter().any(|v| super::names::word_is(first, v))
            && SUMMARY.iter().any(|n| super::names::word_is(last, n))
            && args.into_iter().any(|arg| {
                any_expr(arg, |e| {
                    expr_ident(e).is_some_and(|ident| {
                        self.window_name(&ident) == super::names::WindowName::Strong
                    })
                })
            })
    }

    /// A [`CallKind::Summariser`] call that summarises its arguments (not merely a
    /// constructor named after a summary, like `Message::summary(text)`, nor a `rewrite`
    /// that applies one).
    pub(crate) fn summarises(&self, name: &str, receiver: Option<&Expr>) -> bool {
        const VERBS: &[&str] = &[
            "summari",
            "condens",
            "compress",
            "compact",
            "paraphras",
            "distil",
        ];
        let receiver_is_summariser = receiver.and_then(|r| self.model_chain(r)) == Some(true);
        receiver_is_summariser
            || self.extra_summarisers.iter().any(|s| s == name)
            || self.relayed_summarisers.iter().any(|s| s == name)
            || !self.is_summariser(name) && name != "rewrite"
            || super::names::words(name)
                .any(|w| VERBS.iter().any(|v| super::names::word_starts_with(w, v)))
    }
}

impl AnalysisConfig {
    /// Some argument names conversation text: a window-like name (`history`, `messages`),
    /// a summary (`summary`; not `compacted`, which is no evidence for `compact_data(..)`) or a
    /// summariser (`condense(..)`).
    /// Some argument names a window (`messages`, `&self.history`), not only a summary.
    fn mentions_window<'a>(&self, args: impl IntoIterator<Item = &'a Expr>) -> bool {
        args.into_iter().any(|arg| {
            any_expr(arg, |e| {
                expr_ident(e)
                    .is_some_and(|name| self.window_name(&name) == super::names::WindowName::Strong)
            })
        })
    }

    fn mentions_conversation<'a>(&self, args: impl IntoIterator<Item = &'a Expr>) -> bool {
        // A count of messages (`compact_window(messages.len())`) is a number, not their text.
        let is_count = |arg: &Expr| {
            matches!(super::place::strip(arg), Expr::MethodCall(m)
                if ["len", "is_empty", "count", "capacity"].contains(&m.method.to_string().as_str()))
        };
        args.into_iter().filter(|arg| !is_count(arg)).any(|arg| {
            any_expr(arg, |e| {
                expr_ident(e).is_some_and(|name| {
                    self.window_name(&name) == super::names::WindowName::Strong
                        || self.is_unambiguous_summary_name(&name)
                        || self.is_summariser(&name)
                })
            })
        })
    }
}

/// The origins of the value of `expr`, given what the body walk knows so far.
pub(crate) fn derivation(cfg: &AnalysisConfig, taint: &Taint, expr: &Expr) -> Derivation {
    derivation_past(cfg, taint, expr, &HashSet::new())
}

/// [`derivation`], blind to what the places in `past` hold: the origins `expr` has apart
/// from them (none when it only reads them).
pub(crate) fn derivation_past(
    cfg: &AnalysisConfig,
    taint: &Taint,
    expr: &Expr,
    past: &HashSet<String>,
) -> Derivation {
    let mut finder = Finder {
        cfg,
        taint,
        past,
        found: Derivation::default(),
        depth: 0,
    };
    finder.visit_expr(expr);
    finder.found
}

struct Finder<'a> {
    cfg: &'a AnalysisConfig,
    taint: &'a Taint,
    /// Places whose origins are not counted (see [`derivation_past`]).
    past: &'a HashSet<String>,
    found: Derivation,
    depth: usize,
}

impl Finder<'_> {
    fn note_call(&mut self, kind: CallKind, name: &str, receiver: Option<&Expr>) {
        let slot = match kind {
            CallKind::Summariser => &mut self.found.summary,
            CallKind::Model => &mut self.found.model,
            CallKind::Scorer => &mut self.found.score,
            CallKind::Plain => return,
        };
        slot.get_or_insert_with(|| match receiver.and_then(place_of) {
            Some(place) => format!("`{}.{name}(..)`", place.text()),
            None => format!("`{name}(..)`"),
        });
    }

    fn note_place(&mut self, expr: &Expr) {
        let Some(place) = place_of(expr) else { return };
        let text = place.text();
        let collection = place.collection().text();
        if self.past.contains(&text) || self.past.contains(&collection) {
            return;
        }
        for key in [&text, &collection] {
            if let Some(origin) = self.taint.summary.get(key) {
                self.found.summary.get_or_insert_with(|| origin.clone());
            }
            if let Some(origin) = self.taint.model.get(key) {
                self.found.model.get_or_insert_with(|| origin.clone());
            }
            if let Some(origin) = self.taint.score.get(key) {
                self.found.score.get_or_insert_with(|| origin.clone());
            }
        }
        // A place named like a summary, with no known origin, is its own description (unless
        // this body wrote its text from literals).
        if self.cfg.is_summary_name(place.name())
            && !self.taint.host_written.contains(&text)
            && !self.taint.window_items.contains(&text)
            && !self.taint.services.contains(&text)
        {
            self.found
                .summary
                .get_or_insert_with(|| format!("`{text}`"));
        }
    }
}

impl Finder<'_> {
    /// `Memory { content, consciousness_state: tracker.get_state_summary(), .. }`: a record
    /// built with its text in a field of [`super::names::RECORD_TEXT_FIELDS`] says that text. What its other
    /// fields hold, unless named as a summary (`summary: Some(recap)`), is kept beside the text
    /// (a state, a label, a signature): a summary or a model's words there are not what the
    /// record says, though a score there still ranks it.
    fn visit_record(&mut self, built: &syn::ExprStruct) {
        for field in &built.fields {
            let says = match &field.member {
                syn::Member::Named(name) => {
                    let name = name.to_string();
                    super::names::RECORD_TEXT_FIELDS.contains(&name.as_str())
                        || self.cfg.is_summary_name(&name)
                }
                syn::Member::Unnamed(_) => true,
            };
            let text_before =
                (!says).then(|| (self.found.summary.clone(), self.found.model.clone()));
            self.visit_expr(&field.expr);
            if let Some((summary, model)) = text_before {
                (self.found.summary, self.found.model) = (summary, model);
            }
        }
        if let Some(rest) = &built.rest {
            self.visit_expr(rest);
        }
    }
}

/// `built` sets a field of [`super::names::RECORD_TEXT_FIELDS`]: the record's text is there.
fn sets_its_text(built: &syn::ExprStruct) -> bool {
    built.fields.iter().any(|field| {
        matches!(&field.member, syn::Member::Named(name)
            if super::names::RECORD_TEXT_FIELDS.iter().any(|t| name == t))
    })
}

impl Visit<'_> for Finder<'_> {
    fn visit_expr(&mut self, expr: &Expr) {
        if self.depth >= super::MAX_DEPTH {
            return;
        }
        self.depth += 1;
        // A model's reply is the model's text, not the summaries its prompt carried
        // (`client.chat(&request)` with a request assembled around a summary): its
        // arguments are not followed.
        let mut reply_of_model = false;
        let mut measure = false;
        match expr {
            Expr::Path(_) | Expr::Field(_) => self.note_place(expr),
            Expr::Call(call) => {
                if let Expr::Path(p) = &*call.func
                    && let Some(seg) = p.path.segments.last()
                {
                    let name = seg.ident.to_string();
                    let kind =
                        self.cfg
                            .call_kind(&name, None, &call.args, &self.taint.summarise_prompts);
                    self.note_call(kind, &name, None);
                    reply_of_model = kind == CallKind::Model;
                    measure = kind == CallKind::Plain && super::names::names_a_measure(&name);
                }
            }
            Expr::MethodCall(call) => {
                let kind = self
                    .cfg
                    .method_call_kind(call, &self.taint.summarise_prompts);
                self.note_call(kind, &call.method.to_string(), Some(&call.receiver));
                if kind == CallKind::Model {
                    reply_of_model = true;
                    self.visit_expr(&call.receiver);
                }
                measure = kind == CallKind::Plain
                    && super::names::names_a_measure(&call.method.to_string());
            }
            _ => {}
        }
        // A measure (`estimate_tokens(&summary)`) gives a number about its arguments: what
        // else they say is kept, not the summary or model text they hold.
        let text_before = measure.then(|| (self.found.summary.clone(), self.found.model.clone()));
        match expr {
            _ if reply_of_model => {}
            // `history[i]`, `history[start..end]`: the text is the collection's; the index
            // is a position (`let Some(i) = next_condensable(&history)`), whatever call gave it.
            Expr::Index(indexed) => self.visit_expr(&indexed.expr),
            // An arm or branch that leaves (`Err(e) => { log.push(..); continue; }`) gives
            // the value nothing, whatever it touches on the way out.
            Expr::Match(choice) => {
                self.visit_expr(&choice.expr);
                for arm in choice.arms.iter().filter(|arm| !diverges(&arm.body)) {
                    self.visit_expr(&arm.body);
                }
            }
            Expr::Struct(built) if sets_its_text(built) => self.visit_record(built),
            // `inner.items` of a local the body built as `Walker { items, digests }`: the
            // field's own origin, noted above, not the record's other fields.
            Expr::Field(_)
                if place_of(expr)
                    .is_some_and(|p| self.taint.literal_fields.contains(&p.text())) => {}
            _ => visit::visit_expr(self, expr),
        }
        if let Some((summary, model)) = text_before {
            (self.found.summary, self.found.model) = (summary, model);
        }
        self.depth -= 1;
    }

    fn visit_macro(&mut self, mac: &syn::Macro) {
        for e in macro_exprs(mac) {
            // `format!("Summary: {summary}")`: inline arguments are names in the string.
            if let Expr::Lit(syn::ExprLit {
                lit: Lit::Str(s), ..
            }) = &e
            {
                for name in inline_format_args(&s.value()) {
                    let ident = syn::Ident::new(name, s.span());
                    self.note_place(&Expr::Path(syn::ExprPath {
                        attrs: Vec::new(),
                        qself: None,
                        path: ident.into(),
                    }));
                }
            }
            self.visit_expr(&e);
        }
    }
}

/// `expr` builds text only from literals, counts and constructors, with no call that could
/// return a model's words and no value that `names_text` says holds text (a `content` or
/// `reply` passed in may be one): `format!("[{n} earlier messages omitted]")`,
/// `Message::system(format!(..))`, `ChatMessage { role: "user".into(), content: .. }`. The caller
/// has already checked that nothing in it is derived from a summary or a model call.
pub(crate) fn is_host_written(expr: &Expr, names_text: impl Fn(&str) -> bool) -> bool {
    is_host_written_from(expr, names_text, |_| false)
}

/// [`is_host_written`], where a local `host_local` says holds text the body wrote itself
/// counts as such text: `ChatMessage { content: vec![Text { text: summary_text }], .. }` for
/// `let summary_text = format!("[{} messages exchanged]", n)`.
pub(crate) fn is_host_written_from(
    expr: &Expr,
    names_text: impl Fn(&str) -> bool,
    host_local: impl Fn(&str) -> bool,
) -> bool {
    let mut writes_text = false;
    let only_plain_calls = !any_expr(expr, |e| match e {
        Expr::Lit(syn::ExprLit {
            lit: Lit::Str(s), ..
        }) => {
            writes_text = true;
            inline_format_args(&s.value()).any(&names_text)
        }
        Expr::Path(p) => p.path.get_ident().is_some_and(|i| {
            let name = i.to_string();
            if host_local(&name) {
                writes_text = true;
                return false;
            }
            names_text(&name)
        }),
        Expr::Field(f) => matches!(&f.member, syn::Member::Named(n) if names_text(&n.to_string())),
        // A constructor or associated function (`Message::system(..)`, `String::new()`);
        // an unqualified call (`build_summary(..)`) may be anything.
        Expr::Call(call) => !matches!(&*call.func, Expr::Path(p) if p.path.segments.len() >= 2),
        Expr::MethodCall(call) => !HOST_TEXT_METHODS.contains(&call.method.to_string().as_str()),
        Expr::Await(_) | Expr::Closure(_) | Expr::Block(_) | Expr::Async(_) => true,
        _ => false,
    });
    writes_text && only_plain_calls
}

/// Methods that convert or measure a value without adding words to it.
const HOST_TEXT_METHODS: &[&str] = &[
    "into",
    "to_string",
    "to_owned",
    "len",
    "count",
    "saturating_sub",
    "saturating_add",
    "min",
    "max",
];

/// The identifiers named inline in a format string: `{summary}`, `{turns:?}` (not `{}`, `{0}`,
/// `{{`).
pub(crate) fn inline_format_args(format: &str) -> impl Iterator<Item = &str> {
    format
        .split("{{")
        .flat_map(|unescaped| unescaped.split('{').skip(1))
        .filter_map(|piece| piece.split_once('}').map(|(inside, _)| inside))
        .map(|inside| inside.split(':').next().unwrap_or_default().trim())
        .filter(|name| {
            name.starts_with(|c: char| c.is_alphabetic() || c == '_')
                && name.chars().all(|c| c.is_alphanumeric() || c == '_')
                && syn::parse_str::<syn::Ident>(name).is_ok()
        })
}

impl AnalysisConfig {
    /// A call named `name` (on `receiver`, not a model client: `self.llm.summarize(..)` stays
    /// the model's) is of a host-written summariser (`self.create_simple_summary(&old)`). A
    /// receiver naming a fieldless type of the file whose summarisers are all host-written
    /// (`GenericSummarizer.summarize(..)`, see
    /// [`AnalysisConfig::host_summariser_types`]) is no model client.
    pub(crate) fn is_host_written_summariser(&self, name: &str, receiver: Option<&Expr>) -> bool {
        receiver.is_none_or(|r| {
            self.model_chain(r).is_none() || names_type_of(r, &self.host_summariser_types)
        }) && self.host_writes(name)
    }

    fn host_writes(&self, name: &str) -> bool {
        self.host_written_summarisers.iter().any(|h| h == name)
            && !self.extra_summarisers.iter().any(|s| s == name)
    }

    /// `block` writes its result without a model: no `.await`, and no call that is a model,
    /// summariser or scorer call, except calls of the file's functions already found to write
    /// their text without one (`host_written`: `truncate_summary_text(text)` inside
    /// `summarize_history_slice`, a helper that clips each message's snippet), a method of
    /// that name only on a receiver that is no model client or is one of `host_types`
    /// (`GenericSummarizer.summarize(content, ..)`).
    pub(crate) fn writes_without_model(
        &self,
        block: &syn::Block,
        host_written: &[String],
        host_types: &[String],
    ) -> bool {
        let no_prompts = HashSet::new();
        let known = |name: &str| host_written.iter().any(|h| h == name);
        !super::search::any_expr_in_block(block, |e| match e {
            Expr::Await(_) => true,
            Expr::MethodCall(call) => {
                let host_receiver = self.model_chain(&call.receiver).is_none()
                    || names_type_of(&call.receiver, host_types);
                !(known(&call.method.to_string()) && host_receiver)
                    && self.method_call_kind(call, &no_prompts) != CallKind::Plain
            }
            Expr::Call(call) => match &*call.func {
                Expr::Path(p) => p.path.segments.last().is_some_and(|s| {
                    let name = s.ident.to_string();
                    !known(&name)
                        && self.call_kind(&name, None, &call.args, &no_prompts) != CallKind::Plain
                }),
                _ => false,
            },
            _ => false,
        })
    }
}

/// `receiver` is a path naming one of `types` (`GenericSummarizer`, a unit struct's value).
fn names_type_of(receiver: &Expr, types: &[String]) -> bool {
    matches!(super::syntax::strip_reference(receiver), Expr::Path(p)
        if p.path.segments.last().is_some_and(|s| types.iter().any(|t| s.ident == t)))
}
