//! The private fields of a file's structs that no code of the file reads (see
//! [`super::AnalysisConfig::unread_fields`]): an NPC's `memories` only pushed, sorted and
//! truncated, never formatted into a prompt nor handed out, are no context of any model.

use std::collections::{BTreeSet, HashSet};

use syn::visit::{self, Visit};
use syn::{Expr, Item, Stmt};

/// Methods that change a collection and give nothing of it back (`()`), wherever their value
/// goes.
const UNIT_WRITES: &[&str] = &[
    "push",
    "push_back",
    "push_front",
    "truncate",
    "clear",
    "sort",
    "sort_by",
    "sort_by_key",
    "sort_unstable",
    "sort_unstable_by",
    "sort_unstable_by_key",
    "retain",
    "retain_mut",
    "extend",
    "dedup",
    "dedup_by",
    "dedup_by_key",
    "reserve",
    "shrink_to_fit",
];

/// Methods that take items out of a collection and give them back: no read when their value is
/// thrown away (`self.log.remove(0);`).
const TAKES: &[&str] = &[
    "pop",
    "pop_front",
    "pop_back",
    "remove",
    "swap_remove",
    "drain",
    "split_off",
    "insert",
];

/// Methods that read only how many items a collection holds.
const COUNTS: &[&str] = &["len", "is_empty", "capacity"];

/// The names of the private fields of the structs `items` declares that no code of `items`
/// reads, while it reads some other field of the same struct (the file shows how the struct
/// is used, not only how that field is filled): every use of the field is a write (`self.f =
/// ..`, `self.f.push(..)`, `self.f.truncate(n)`, a take whose value is dropped) or a count
/// (`self.f.len()`). Fields are matched by name whatever the value before the dot, so a read
/// of any field of that name reads it. Nothing is unread when a child module lives in another
/// file (it may read the field), and a struct that derives `Serialize` has every field read.
pub(crate) fn unread_fields(items: &[Item]) -> Vec<String> {
    let mut uses = FieldUses::default();
    for item in items {
        uses.visit_item(item);
    }
    if uses.external_module {
        return Vec::new();
    }
    let read: HashSet<String> = uses
        .fields
        .iter()
        .filter(|(address, _)| !uses.writes.contains(address))
        .map(|(_, name)| name.clone())
        .chain(uses.macro_idents.iter().cloned())
        .collect();
    let mut unread: Vec<String> = uses
        .structs
        .iter()
        .filter(|fields| fields.iter().any(|f| read.contains(f)))
        .flat_map(|fields| fields.iter())
        .filter(|name| {
            uses.private.contains(*name) && !read.contains(*name) && !uses.public.contains(*name)
        })
        .cloned()
        .collect();
    unread.sort();
    unread.dedup();
    unread
}

/// What a walk of a file's items finds about its fields.
#[derive(Default)]
struct FieldUses {
    /// Names of the private named fields of structs not derived `Serialize`.
    private: BTreeSet<String>,
    /// The named fields of each struct, in order.
    structs: Vec<Vec<String>>,
    /// Names of the fields some struct exposes (`pub`, or serialised): read elsewhere.
    public: HashSet<String>,
    /// Every named field access, by the address of its expression.
    fields: Vec<(usize, String)>,
    /// The field accesses (by address) that only write or count.
    writes: HashSet<usize>,
    /// Identifiers inside macros, which may read a field of that name (`format!("{:?}",
    /// self.memories)`).
    macro_idents: HashSet<String>,
    /// A child module lives in another file.
    external_module: bool,
    /// Nesting of the walk.
    depth: usize,
}

impl FieldUses {
    /// Record the field at the root of `receiver` (through locks, `unwrap`, `?` and `.await`)
    /// as only written.
    fn mark_written(&mut self, receiver: &Expr) {
        if let Expr::Field(field) = super::place::strip(receiver) {
            self.writes.insert(std::ptr::from_ref(field) as usize);
        }
    }

    /// A method call whose value is thrown away (`statement` true) or kept.
    fn note_call(&mut self, call: &syn::ExprMethodCall, statement: bool) {
        let method = call.method.to_string();
        let method = method.as_str();
        if COUNTS.contains(&method)
            || UNIT_WRITES.contains(&method)
            || (statement && TAKES.contains(&method))
        {
            self.mark_written(&call.receiver);
        }
    }

    /// Record the fields `item` declares.
    fn note_struct(&mut self, item: &syn::ItemStruct) {
        let serialised = item.attrs.iter().any(|attr| {
            attr.path().is_ident("derive")
                && attr
                    .meta
                    .require_list()
                    .is_ok_and(|list| list.tokens.to_string().contains("Serialize"))
        });
        let mut names = Vec::new();
        for field in &item.fields {
            let Some(ident) = &field.ident else { continue };
            let name = ident.to_string();
            if matches!(field.vis, syn::Visibility::Inherited) && !serialised {
                self.private.insert(name.clone());
            } else {
                self.public.insert(name.clone());
            }
            names.push(name);
        }
        self.structs.push(names);
    }
}

impl<'ast> Visit<'ast> for FieldUses {
    fn visit_item(&mut self, item: &'ast Item) {
        if self.depth >= super::MAX_DEPTH {
            return;
        }
        match item {
            Item::Struct(s) => self.note_struct(s),
            Item::Mod(m) if m.content.is_none() => self.external_module = true,
            _ => {}
        }
        self.depth += 1;
        visit::visit_item(self, item);
        self.depth -= 1;
    }

    fn visit_stmt(&mut self, stmt: &'ast Stmt) {
        if let Stmt::Expr(Expr::MethodCall(call), semi) = stmt {
            self.note_call(call, semi.is_some());
        }
        visit::visit_stmt(self, stmt);
    }

    fn visit_expr(&mut self, expr: &'ast Expr) {
        if self.depth >= super::MAX_DEPTH {
            return;
        }
        match expr {
            Expr::MethodCall(call) => self.note_call(call, false),
            Expr::Assign(assign) => {
                if let Expr::Field(field) = &*assign.left {
                    self.writes.insert(std::ptr::from_ref(field) as usize);
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
            self.fields
                .push((std::ptr::from_ref(field) as usize, ident.to_string()));
        }
        visit::visit_expr_field(self, field);
    }

    fn visit_field_pat(&mut self, pat: &'ast syn::FieldPat) {
        // `let Self { memories, .. } = self`: the field is bound, so read.
        if let syn::Member::Named(ident) = &pat.member {
            self.macro_idents.insert(ident.to_string());
        }
        visit::visit_field_pat(self, pat);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        collect_idents(mac.tokens.clone(), &mut self.macro_idents, 0);
    }
}

/// Every identifier in `tokens`, groups included, down to [`super::MAX_DEPTH`].
pub(super) fn collect_idents(
    tokens: proc_macro2::TokenStream,
    out: &mut HashSet<String>,
    depth: usize,
) {
    if depth >= super::MAX_DEPTH {
        return;
    }
    for token in tokens {
        match token {
            proc_macro2::TokenTree::Ident(ident) => {
                out.insert(ident.to_string());
            }
            proc_macro2::TokenTree::Group(group) => {
                collect_idents(group.stream(), out, depth + 1);
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::unread_fields;

    fn unread(source: &str) -> Vec<String> {
        let file: syn::File = syn::parse_str(source).unwrap();
        unread_fields(&file.items)
    }

    #[test]
    fn a_field_only_pushed_sorted_and_truncated_is_unread() {
        let source = r"
            struct Npc { memories: Vec<Memory>, history: Vec<Turn>, pub log: Vec<String> }
            impl Npc {
                fn add(&mut self, m: Memory) {
                    self.memories.push(m);
                    if self.memories.len() > 10 {
                        self.memories.sort_by(|a, b| a.rank.cmp(&b.rank));
                        self.memories.truncate(10);
                    }
                    self.history.remove(0);
                }
                fn last(&self) -> Option<&Turn> { self.history.last() }
            }";
        assert_eq!(unread(source), ["memories"]);
    }

    #[test]
    fn a_struct_none_of_whose_fields_is_read_shows_nothing() {
        let filled_only = "struct A { memories: Vec<M> } impl A { fn f(&mut self, m: M) { self.memories.push(m); } }";
        assert!(unread(filled_only).is_empty());
    }

    #[test]
    fn a_read_anywhere_or_a_macro_naming_the_field_keeps_it_read() {
        let taken = "struct A { items: Vec<M>, n: usize } impl A { fn g(&self) -> usize { self.n } fn f(&mut self) -> Option<M> { self.items.pop() } }";
        assert!(unread(taken).is_empty());
        let printed = "struct A { items: Vec<M>, n: usize } impl A { fn g(&self) -> usize { self.n } fn f(&mut self) { self.items.clear(); println!(\"{:?}\", self.items); } }";
        assert!(unread(printed).is_empty());
        let serialised = "#[derive(Serialize)] struct A { items: Vec<M>, n: usize } impl A { fn g(&self) -> usize { self.n } fn f(&mut self) { self.items.clear(); } }";
        assert!(unread(serialised).is_empty());
        let elsewhere = "mod helpers; struct A { items: Vec<M>, n: usize } impl A { fn g(&self) -> usize { self.n } fn f(&mut self) { self.items.clear(); } }";
        assert!(unread(elsewhere).is_empty());
    }
}
