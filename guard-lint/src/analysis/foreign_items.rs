//! The collections a file fills only with values of a type named for something other than a
//! message (see [`super::AnalysisConfig::foreign_item_lists`]): a clipboard's
//! `history.items.insert(0, ClipboardItem { id, kind, text, mime, pinned, .. })` keeps
//! clipboard entries, not turns of a conversation, whatever the collection is called.

use std::collections::BTreeMap;

use syn::visit::{self, Visit};
use syn::{Expr, Item};

use super::AnalysisConfig;
use super::names::{self, words};
use super::place::place_of;

/// Methods that put one item into a collection, and the position of that item among their
/// arguments.
pub(super) const PUTS: &[(&str, usize)] = &[
    ("push", 0),
    ("push_back", 0),
    ("push_front", 0),
    ("insert", 1),
];

/// Methods that put other values into a collection, which the file does not show.
const PUTS_MANY: &[&str] = &["extend", "append", "extend_from_slice", "splice"];

/// Field words of a literal that say one side of a conversation (`role`, `sender`) or what
/// was said in it (`content`, `prompt`, `reply`): such an item may be a turn, whatever its
/// type is called.
const CONVERSATION_FIELD_WORDS: &[&str] = &[
    "role",
    "author",
    "sender",
    "speaker",
    "from",
    "user",
    "assistant",
    "content",
    "message",
    "prompt",
    "response",
    "reply",
    "question",
    "answer",
    "query",
    "input",
    "output",
];

/// The collections (by their place as written, `history.items`) into which `items` puts
/// only struct literals of a type that is not named as a message (`ClipboardItem`, not
/// `ChatMessage`, `Turn` or `HistoryEntry`), nor one of the file's `records` (see
/// [`super::message_records`]: `MemoryFact { id, fact, .. }` is an entry of a memory), and
/// whose fields name no side of a conversation and nothing said in it: at least one such
/// literal, and nothing else put in (a value from elsewhere, or an `extend`, may be a
/// message).
pub(crate) fn foreign_item_lists(
    items: &[Item],
    cfg: &AnalysisConfig,
    records: &[String],
) -> Vec<String> {
    let mut puts = Puts {
        cfg,
        records,
        lists: BTreeMap::new(),
        taken: BTreeMap::new(),
    };
    for item in items {
        puts.visit_item(item);
    }
    puts.lists
        .into_iter()
        .filter_map(|(place, foreign)| foreign.then_some(place))
        .collect()
}

/// What a walk finds put into each collection.
struct Puts<'c> {
    cfg: &'c AnalysisConfig,
    /// The record types of the file: their literals are messages.
    records: &'c [String],
    /// For each collection's place, whether everything put in is a foreign literal.
    lists: BTreeMap<String, bool>,
    /// Locals bound to an item taken out of a collection (`let item =
    /// history.items.remove(i)`), with that collection's place: put back, it is one of the
    /// collection's own items, which says nothing of their type.
    taken: BTreeMap<String, String>,
}

impl Puts<'_> {
    /// `value` is a struct literal of a type named for something else than a message.
    fn is_foreign_literal(&self, value: &Expr) -> bool {
        let Expr::Struct(literal) = super::syntax::strip_parens(value) else {
            return false;
        };
        let Some(last) = literal.path.segments.last() else {
            return false;
        };
        let type_name = last.ident.to_string();
        if type_name == "Self"
            || self.cfg.is_message_type(&type_name)
            || self.records.contains(&type_name)
        {
            return false;
        }
        literal.fields.iter().all(|field| match &field.member {
            syn::Member::Named(name) => !words(&name.to_string()).any(|w| {
                CONVERSATION_FIELD_WORDS
                    .iter()
                    .any(|c| names::word_is(w, c))
            }),
            syn::Member::Unnamed(_) => false,
        })
    }
}

impl<'ast> Visit<'ast> for Puts<'_> {
    fn visit_expr_method_call(&mut self, call: &'ast syn::ExprMethodCall) {
        let method = call.method.to_string();
        let put = PUTS
            .iter()
            .find(|(m, arity)| *m == method && call.args.len() == arity + 1)
            .map(|(_, at)| &call.args[*at]);
        if let Some(place) = place_of(&call.receiver).filter(|p| !p.fields.is_empty()) {
            let own_item = put.and_then(|value| match super::syntax::strip_parens(value) {
                Expr::Path(path) => path.path.get_ident().map(ToString::to_string),
                _ => None,
            });
            if own_item.is_some_and(|local| self.taken.get(&local) == Some(&place.text())) {
                // `history.items.insert(0, item)` for an `item` taken out of it: moved.
            } else if let Some(value) = put {
                let foreign = self.is_foreign_literal(value);
                let entry = self.lists.entry(place.text()).or_insert(true);
                *entry &= foreign;
            } else if PUTS_MANY.contains(&method.as_str()) {
                self.lists.insert(place.text(), false);
            }
        }
        visit::visit_expr_method_call(self, call);
    }

    fn visit_local(&mut self, local: &'ast syn::Local) {
        const TAKES: &[&str] = &["remove", "swap_remove", "pop", "pop_front", "pop_back"];
        let mut pat = &local.pat;
        while let syn::Pat::Type(typed) = pat {
            pat = &typed.pat;
        }
        if let (syn::Pat::Ident(ident), Some(init)) = (pat, &local.init)
            && let Expr::MethodCall(call) = super::place::strip(&init.expr)
            && TAKES.contains(&call.method.to_string().as_str())
            && let Some(place) = place_of(&call.receiver)
        {
            self.taken.insert(ident.ident.to_string(), place.text());
        }
        visit::visit_local(self, local);
    }
}
