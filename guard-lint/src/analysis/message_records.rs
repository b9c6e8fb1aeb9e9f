//! The record types a file declares around one message (see
//! [`super::AnalysisConfig::message_records`]): `struct Memo { id: String, message: Message,
//! timestamp: DateTime<Utc>, importance: f32 }` is that message with its bookkeeping, so a
//! `Vec<Memo>` is a conversation, whatever the record is called. The linter shares each file's
//! records with the other files of the workspace that name them (see `crate::holders`).

use syn::visit::{self, Visit};
use syn::{Expr, Fields, Item, Member, Type};

use super::AnalysisConfig;
use super::names::{self, words};
use super::search;
use super::types::{Shape, type_name};

/// Last words of a type that stamps a record with a time (`DateTime`, `SystemTime`,
/// `Instant`, `Timestamp`, `Duration`) or names it (`Uuid`): bookkeeping, no content.
const STAMP_WORDS: &[&str] = &["time", "instant", "timestamp", "duration", "uuid"];

/// Last words of a type or a field that say when something happened (`DateTime<Utc>`,
/// `SystemTime`; `timestamp`, `created_at`, `sent_ts`): the record is an entry of a log.
const WHEN_WORDS: &[&str] = &["time", "instant", "timestamp", "at", "ts", "date"];

/// The structs `items` declares (inline modules included) with named fields, exactly one of
/// which holds one message-like item (`message: Message`, also behind `Box` or `Option`), and
/// every other field bookkeeping: text, a number or flag, an id or key, or a time stamp, with
/// at least one saying when (`timestamp: DateTime<Utc>`, `created_at: i64`): an entry of a
/// conversation's log. A message kept under a label alone (`PinnedItem { label, message }`) is
/// a slot the agent fills and empties by name, not a turn. The record is not named for a
/// request, a job or a payload (`QueuedRequest { message, model, queued_at }` is work waiting
/// for a model), nor as a holder of messages or a row a screen draws. An agent's memory
/// entry with its text as `content` is a record too (see `Records::is_memory_entry`). Sorted,
/// without repeats.
pub(crate) fn message_records(items: &[Item], cfg: &AnalysisConfig) -> Vec<String> {
    let mut found = records(items, cfg);
    found.names.sort();
    found.names.dedup();
    found.names
}

/// The types named as one entry of an agent's memory (`MemoryEntry`, `MemoryItem`) that
/// `items` does not declare but builds with a struct literal setting `content` (`MemoryEntry {
/// id: id.clone(), category: MemoryCategory::ShortTerm, content, importance: 0.5, .. }` of a
/// type declared in another module), or reads the `content` of through a parameter of that
/// type (`fn update_index(&self, entry: &MemoryEntry) { .. entry.content.split_whitespace()
/// .. }`): the literal or the read shows the entry holds what the agent remembers as
/// `content`, as a declaration with `content: String` does (see `Records::is_memory_entry`),
/// so a collection of them is its memory (`short_term: HashMap<String, MemoryEntry>`). A type
/// the file declares is judged by its declaration. Sorted, without repeats.
pub(crate) fn built_memory_entries(items: &[Item], cfg: &AnalysisConfig) -> Vec<String> {
    if !cfg.heuristics {
        return Vec::new();
    }
    let declared = records(items, cfg).declared;
    let mut built = ContentReads::default();
    for item in items {
        built.visit_item(item);
    }
    let mut built: Vec<String> = built
        .types
        .into_iter()
        .filter(|name| names::names_memory_entry(name) && !declared.contains(name))
        .collect();
    search::each_expr_in_items(items, |expr| {
        let Expr::Struct(literal) = expr else {
            return;
        };
        let Some(name) = literal.path.segments.last().map(|s| s.ident.to_string()) else {
            return;
        };
        let sets_content = literal
            .fields
            .iter()
            .any(|f| matches!(&f.member, Member::Named(field) if field == "content"));
        if sets_content && names::names_memory_entry(&name) && !declared.contains(&name) {
            built.push(name);
        }
    });
    built.sort();
    built.dedup();
    built
}

/// The types of the parameters whose `content` a function reads (`entry: &MemoryEntry` with
/// `entry.content` in the body), through references and wrappers.
#[derive(Default)]
struct ContentReads {
    types: Vec<String>,
}

impl ContentReads {
    fn note(&mut self, sig: &syn::Signature, body: &syn::Block) {
        for input in &sig.inputs {
            let syn::FnArg::Typed(typed) = input else {
                continue;
            };
            let syn::Pat::Ident(param) = &*typed.pat else {
                continue;
            };
            let Some(name) = type_name(&typed.ty) else {
                continue;
            };
            let reads_content = search::any_expr_in_block(body, |expr| {
                matches!(expr, Expr::Field(field)
                    if matches!(&field.member, Member::Named(m) if m == "content")
                        && matches!(&*field.base, Expr::Path(p) if p.path.is_ident(&param.ident)))
            });
            if reads_content {
                self.types.push(name);
            }
        }
    }
}

impl<'ast> Visit<'ast> for ContentReads {
    fn visit_item_fn(&mut self, f: &'ast syn::ItemFn) {
        self.note(&f.sig, &f.block);
        visit::visit_item_fn(self, f);
    }

    fn visit_impl_item_fn(&mut self, f: &'ast syn::ImplItemFn) {
        self.note(&f.sig, &f.block);
        visit::visit_impl_item_fn(self, f);
    }
}

/// The records of `items` and the names of every struct they declare.
fn records<'c>(items: &[Item], cfg: &'c AnalysisConfig) -> Records<'c> {
    let mut found = Records {
        cfg,
        names: Vec::new(),
        declared: Vec::new(),
    };
    for item in items {
        found.visit_item(item);
    }
    found
}

struct Records<'c> {
    cfg: &'c AnalysisConfig,
    names: Vec<String>,
    /// Every struct declared (inline modules included).
    declared: Vec<String>,
}

impl Records<'_> {
    /// `ty` holds one message-like item, not a collection of them.
    fn is_one_message(&self, ty: &Type) -> bool {
        matches!(self.cfg.shape(ty), Shape::Other(_))
            && type_name(ty).is_some_and(|name| self.cfg.is_message_type(&name))
    }

    /// `ty` is bookkeeping beside a message: text, a number or flag, an id or key, or a
    /// time stamp.
    fn is_bookkeeping(&self, ty: &Type) -> bool {
        match self.cfg.shape(ty) {
            Shape::Text | Shape::Primitive => true,
            Shape::Other(name) => {
                self.cfg.is_reference_type(&name)
                    || words(&name)
                        .last()
                        .is_some_and(|last| STAMP_WORDS.iter().any(|w| names::word_is(last, w)))
            }
            Shape::WindowType(_) | Shape::Collection(_) => false,
        }
    }

    /// `item` is one entry of an agent's memory: named as one (`MemoryEntry`, `MemoryItem`,
    /// `MemoryFact`) and declared with its text as `content` or `text` (see
    /// [`names::RECORD_TEXT_FIELDS`]), or in a field named as the entry
    /// itself, its type's last word (`struct MemoryEntry { id: Uuid, content: String,
    /// token_count: u32, .. }`, `struct MemoryFact { id: String, fact: String, confidence:
    /// f32, .. }`): what the agent remembers for the model to read, so a collection of them is
    /// its memory (`entries: VecDeque<MemoryEntry>` of a ring buffer, `working` of an
    /// `AgentMemory`, `facts: Vec<MemoryFact>` of a store), whatever it is called.
    fn is_memory_entry(&self, item: &syn::ItemStruct) -> bool {
        let Fields::Named(fields) = &item.fields else {
            return false;
        };
        let name = item.ident.to_string();
        let itself = words(&name).last().unwrap_or_default().to_lowercase();
        names::names_memory_entry(&name)
            && fields.named.iter().any(|f| {
                f.ident.as_ref().is_some_and(|i| {
                    names::RECORD_TEXT_FIELDS.iter().any(|t| i == t) || *i == itself
                }) && self.cfg.shape(&f.ty) == Shape::Text
            })
    }

    fn is_record(&self, item: &syn::ItemStruct) -> bool {
        if self.is_memory_entry(item) {
            return true;
        }
        let Fields::Named(fields) = &item.fields else {
            return false;
        };
        let name = item.ident.to_string();
        let messages = fields
            .named
            .iter()
            .filter(|f| self.is_one_message(&f.ty))
            .count();
        let says_when = |f: &syn::Field| {
            let field_name = f
                .ident
                .as_ref()
                .map(ToString::to_string)
                .unwrap_or_default();
            let last_is_when = |name: &str| {
                words(name)
                    .last()
                    .is_some_and(|last| WHEN_WORDS.iter().any(|w| names::word_is(last, w)))
            };
            self.is_bookkeeping(&f.ty)
                && (last_is_when(&field_name) || type_name(&f.ty).is_some_and(|t| last_is_when(&t)))
        };
        messages == 1
            && fields.named.iter().any(says_when)
            && fields
                .named
                .iter()
                .all(|f| self.is_one_message(&f.ty) || self.is_bookkeeping(&f.ty))
            && !names::names_one_job(&name)
            && !self.cfg.is_conversation_holder_type(&name)
            && !self.cfg.is_display_row_type(&name)
            && !self.cfg.is_message_type(&name)
    }
}

impl<'ast> Visit<'ast> for Records<'_> {
    fn visit_item_struct(&mut self, item: &'ast syn::ItemStruct) {
        self.declared.push(item.ident.to_string());
        if self.cfg.heuristics && self.is_record(item) {
            self.names.push(item.ident.to_string());
        }
        visit::visit_item_struct(self, item);
    }

    // Function bodies declare no record the rest of the file holds.
    fn visit_block(&mut self, _: &'ast syn::Block) {}
}
