//! Neighbouring items merged: `w[i].content = format!("{}\n{}", w[i].content, w[i + 1].content);
//! w.remove(i + 1);` appends one item's text verbatim to its neighbour's and removes the item
//! whose text now lives there. No words leave the window: neither the write nor the removal is
//! an edit of it.

use quote::ToTokens;
use syn::Expr;
use syn::visit::Visit;

use crate::analysis::macros::format_string_and_operands;
use crate::analysis::search::any_expr_in_block;
use crate::analysis::syntax::strip_parens;

/// One field of an item at a position: `w[i].content` as (`w`, `i`, `content`), the collection
/// and the index as written.
struct ItemField {
    collection: String,
    index: String,
    field: String,
}

/// `expr` as [`ItemField`].
fn item_field(expr: &Expr) -> Option<ItemField> {
    let Expr::Field(field) = strip_parens(expr) else {
        return None;
    };
    let Expr::Index(indexed) = strip_parens(&field.base) else {
        return None;
    };
    let syn::Member::Named(name) = &field.member else {
        return None;
    };
    Some(ItemField {
        collection: indexed.expr.to_token_stream().to_string(),
        index: indexed.index.to_token_stream().to_string(),
        field: name.to_string(),
    })
}

/// `left = right` (or `left = merged` for `let merged = right` never written again, in `body`)
/// writes into `left`, the field of one item, a `format!` of that field and of the same field
/// of other items of the same collection, and of nothing else: the indexes of those others.
pub(super) fn merged_neighbours(body: &syn::Block, left: &Expr, right: &Expr) -> Vec<String> {
    let Some(target) = item_field(left) else {
        return Vec::new();
    };
    let declared;
    let value = match strip_parens(right) {
        Expr::Path(local) if local.path.get_ident().is_some() => {
            let name = local
                .path
                .get_ident()
                .map(ToString::to_string)
                .unwrap_or_default();
            let Some(init) = declared_once(body, &name) else {
                return Vec::new();
            };
            declared = init;
            &declared
        }
        other => other,
    };
    let Some((text, operands)) = format_string_and_operands(strip_parens(value)) else {
        return Vec::new();
    };
    if crate::analysis::derive::inline_format_args(&text)
        .next()
        .is_some()
    {
        return Vec::new();
    }
    let mut keeps_own = false;
    let mut others = Vec::new();
    for operand in &operands {
        let Some(read) = item_field(operand) else {
            return Vec::new();
        };
        if read.collection != target.collection || read.field != target.field {
            return Vec::new();
        }
        if read.index == target.index {
            keeps_own = true;
        } else {
            others.push(read.index);
        }
    }
    if keeps_own { others } else { Vec::new() }
}

/// `collection.remove(index)` (both as written) removes an item whose text `body` appended
/// to a neighbour's (see [`merged_neighbours`]).
pub(super) fn removes_merged_item(body: &syn::Block, collection: &Expr, index: &Expr) -> bool {
    let collection = collection.to_token_stream().to_string();
    let index = index.to_token_stream().to_string();
    any_expr_in_block(body, |e| {
        let Expr::Assign(assign) = e else {
            return false;
        };
        item_field(&assign.left).is_some_and(|target| target.collection == collection)
            && merged_neighbours(body, &assign.left, &assign.right).contains(&index)
    })
}

/// The value of the one `let name = ..` in `body`, when nothing assigns `name` again (a
/// method call may read it: `merged.len()`).
fn declared_once(body: &syn::Block, name: &str) -> Option<Expr> {
    struct Declarations<'n> {
        name: &'n str,
        inits: Vec<Option<Expr>>,
    }
    impl Visit<'_> for Declarations<'_> {
        fn visit_local(&mut self, local: &syn::Local) {
            if matches!(&local.pat, syn::Pat::Ident(p) if p.ident == self.name) {
                self.inits
                    .push(local.init.as_ref().map(|init| (*init.expr).clone()));
            }
            syn::visit::visit_local(self, local);
        }
        fn visit_item(&mut self, _: &syn::Item) {}
    }
    let mut declarations = Declarations {
        name,
        inits: Vec::new(),
    };
    declarations.visit_block(body);
    let reassigned = any_expr_in_block(
        body,
        |e| matches!(e, Expr::Assign(assign) if matches!(strip_parens(&assign.left), Expr::Path(p) if p.path.is_ident(name))),
    );
    match declarations.inits.as_slice() {
        [Some(init)] if !reassigned => Some(init.clone()),
        _ => None,
    }
}
