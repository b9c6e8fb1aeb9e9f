//! The lists a screen draws beside the conversation a model is sent (see
//! [`super::AnalysisConfig::shown_fields`]): a TUI's `Chat { turns: Vec<Turn>, history:
//! Vec<Json> }` that hands `messages: self.history.clone()` to its model's worker keeps in
//! `turns` what it shows (notes and stats between the turns too), not what the model reads.

use std::collections::{BTreeSet, HashMap, HashSet};

use syn::visit::{self, Visit};
use syn::{Expr, Item, ReturnType, Stmt};

use super::AnalysisConfig;
use super::names::words;
use super::place::{Root, place_of};
use super::syntax::{strip_parens, strip_reference};
use super::types::collection_item;
use super::unread_fields::collect_idents;

/// Fields of a request or a model call's message that carry the conversation it is given.
const SENT_FIELDS: &[&str] = &["messages", "history", "conversation", "context", "turns"];

/// Methods that change a collection, or hand out its items to be written in place, or count
/// them: no read of what it holds.
const WRITES: &[&str] = &[
    "push",
    "push_back",
    "push_front",
    "insert",
    "truncate",
    "clear",
    "retain",
    "retain_mut",
    "extend",
    "dedup",
    "reserve",
    "shrink_to_fit",
    "last_mut",
    "first_mut",
    "get_mut",
    "iter_mut",
    "len",
    "is_empty",
    "capacity",
];

/// The names of the collection fields a struct of `items` declares beside a field whose whole
/// value the file sends to a model (put as a request's or a worker message's `messages`:
/// `ToWorker::Turn { messages: self.history.clone(), .. }`, or handed to a model call:
/// `client.chat(&self.history)`), when the file sends the field itself nowhere and reads what it
/// holds only in functions that return nothing, send nothing and name none of the sent fields
/// (a screen's drawing code): every other use writes it, writes an item of it in place
/// (`last_mut()`) or counts it. The model's conversation is the sent field; this one is what
/// the screen shows of it. Nothing is found when a child module lives in another file (it may
/// read the field), and a field whose name two structs of the file declare is left alone.
pub(crate) fn shown_fields(items: &[Item], cfg: &AnalysisConfig) -> Vec<String> {
    let mut uses = Uses::default_with(cfg);
    for item in items {
        uses.visit_item(item);
    }
    if uses.external_module {
        return Vec::new();
    }
    let mut declared: HashMap<&str, usize> = HashMap::new();
    for fields in &uses.structs {
        for (name, _) in fields {
            *declared.entry(name.as_str()).or_default() += 1;
        }
    }
    let mut shown = BTreeSet::new();
    for fields in &uses.structs {
        let sent: Vec<&String> = fields
            .iter()
            .filter(|(name, collection)| *collection && uses.sent.contains(name))
            .map(|(name, _)| name)
            .collect();
        if sent.is_empty() {
            continue;
        }
        for (name, collection) in fields {
            let read_where_sent = uses.reads.iter().any(|(field, function)| {
                field == name
                    && uses.functions.get(*function).is_none_or(|f| {
                        !f.returns_unit
                            || f.sends
                            || sent.iter().any(|s| f.mentions.contains(s.as_str()))
                    })
            });
            if *collection
                && !uses.sent.contains(name)
                && declared.get(name.as_str()) == Some(&1)
                && !read_where_sent
            {
                shown.insert(name.clone());
            }
        }
    }
    shown.into_iter().collect()
}

/// What one function does that [`shown_fields`] asks about.
#[derive(Default)]
struct Function {
    returns_unit: bool,
    /// It puts a field's value as a conversation into a literal, or calls a model.
    sends: bool,
    /// The fields it names.
    mentions: HashSet<String>,
}

/// What a walk of a file's items finds about its fields.
struct Uses<'c> {
    cfg: &'c AnalysisConfig,
    /// The named fields of each struct, with whether each is a collection.
    structs: Vec<Vec<(String, bool)>>,
    /// Fields whose whole value is sent to a model.
    sent: HashSet<String>,
    /// Field accesses that read what the field holds, with the function (index into
    /// `functions`, or past its end outside any function).
    reads: Vec<(String, usize)>,
    /// Field accesses (by address) that only write, count or hand out items to write.
    writes: HashSet<usize>,
    functions: Vec<Function>,
    /// The functions being walked, innermost last.
    current: Vec<usize>,
    external_module: bool,
    depth: usize,
}

impl<'c> Uses<'c> {
    fn default_with(cfg: &'c AnalysisConfig) -> Self {
        Uses {
            cfg,
            structs: Vec::new(),
            sent: HashSet::new(),
            reads: Vec::new(),
            writes: HashSet::new(),
            functions: Vec::new(),
            current: Vec::new(),
            external_module: false,
            depth: 0,
        }
    }

    /// The field whose whole value `expr` is (`self.history`, `&self.history`,
    /// `self.history.clone()`, `self.history.to_vec()`), by name.
    fn whole_field(expr: &Expr) -> Option<String> {
        let expr = strip_reference(strip_parens(expr));
        let expr = match expr {
            Expr::MethodCall(call)
                if call.args.is_empty()
                    && ["clone", "to_vec"].contains(&&*call.method.to_string()) =>
            {
                strip_parens(&call.receiver)
            }
            other => other,
        };
        let place = place_of(expr)?;
        (!place.through_index && !matches!(place.root, Root::Local(_) if place.fields.is_empty()))
            .then(|| place.fields.last().cloned())
            .flatten()
    }

    fn note_sent(&mut self, field: String) {
        self.sent.insert(field);
        if let Some(&f) = self.current.last() {
            self.functions[f].sends = true;
        }
    }

    fn enter_function(&mut self, output: &ReturnType, body: &syn::Block) {
        let returns_unit = match output {
            ReturnType::Default => true,
            ReturnType::Type(_, ty) => matches!(&**ty, syn::Type::Tuple(t) if t.elems.is_empty()),
        };
        self.functions.push(Function {
            returns_unit,
            ..Function::default()
        });
        self.current.push(self.functions.len() - 1);
        self.visit_block(body);
        self.current.pop();
    }
}

impl<'ast> Visit<'ast> for Uses<'_> {
    fn visit_item(&mut self, item: &'ast Item) {
        if self.depth >= super::MAX_DEPTH {
            return;
        }
        match item {
            Item::Struct(s) => {
                let fields = s
                    .fields
                    .iter()
                    .filter_map(|f| {
                        let name = f.ident.as_ref()?.to_string();
                        Some((name, collection_item(&f.ty).is_some()))
                    })
                    .collect();
                self.structs.push(fields);
            }
            Item::Mod(m) if m.content.is_none() => self.external_module = true,
            Item::Fn(f) => {
                self.depth += 1;
                self.enter_function(&f.sig.output, &f.block);
                self.depth -= 1;
                return;
            }
            _ => {}
        }
        self.depth += 1;
        visit::visit_item(self, item);
        self.depth -= 1;
    }

    fn visit_impl_item_fn(&mut self, f: &'ast syn::ImplItemFn) {
        self.enter_function(&f.sig.output, &f.block);
    }

    fn visit_stmt(&mut self, stmt: &'ast Stmt) {
        // `self.turns.pop();`: a take whose value is thrown away reads nothing.
        if let Stmt::Expr(Expr::MethodCall(call), Some(_)) = stmt
            && ["pop", "pop_front", "pop_back", "remove"].contains(&&*call.method.to_string())
            && let Expr::Field(field) = strip_parens(&call.receiver)
        {
            self.writes.insert(std::ptr::from_ref(field) as usize);
        }
        visit::visit_stmt(self, stmt);
    }

    fn visit_expr(&mut self, expr: &'ast Expr) {
        if self.depth >= super::MAX_DEPTH {
            return;
        }
        match expr {
            Expr::MethodCall(call) => {
                if WRITES.contains(&&*call.method.to_string())
                    && let Expr::Field(field) = strip_parens(&call.receiver)
                {
                    self.writes.insert(std::ptr::from_ref(field) as usize);
                }
                if self.cfg.is_model_call(&call.method.to_string()) {
                    for arg in &call.args {
                        if let Some(field) = Self::whole_field(arg) {
                            self.note_sent(field);
                        }
                    }
                }
            }
            Expr::Assign(assign) => {
                if let Expr::Field(field) = strip_parens(&assign.left) {
                    self.writes.insert(std::ptr::from_ref(field) as usize);
                }
            }
            Expr::Struct(built) => {
                for value in &built.fields {
                    if let syn::Member::Named(member) = &value.member
                        && words(&member.to_string()).last().is_some_and(|last| {
                            SENT_FIELDS.iter().any(|w| last.eq_ignore_ascii_case(w))
                        })
                        && let Some(field) = Self::whole_field(&value.expr)
                    {
                        self.note_sent(field);
                    }
                }
            }
            _ => {}
        }
        self.depth += 1;
        visit::visit_expr(self, expr);
        self.depth -= 1;
    }

    fn visit_expr_field(&mut self, field: &'ast syn::ExprField) {
        if let syn::Member::Named(ident) = &field.member {
            let name = ident.to_string();
            let function = self.current.last().copied().unwrap_or(usize::MAX);
            if let Some(f) = self.functions.get_mut(function) {
                f.mentions.insert(name.clone());
            }
            if !self.writes.contains(&(std::ptr::from_ref(field) as usize)) {
                self.reads.push((name, function));
            }
        }
        visit::visit_expr_field(self, field);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        // A field named in a macro (`format!("{:?}", self.turns)`, `json!({"messages":
        // self.turns})`) may be read, and sent, there.
        let mut idents = HashSet::new();
        collect_idents(mac.tokens.clone(), &mut idents, 0);
        self.reads
            .extend(idents.into_iter().map(|ident| (ident, usize::MAX)));
    }
}
