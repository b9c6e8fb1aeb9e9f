//! The functions of a file named for a compaction that only pick items of the list they are
//! handed (see [`super::AnalysisConfig::item_selectors`]): `fn compress_message_history(&self,
//! messages: &[Message], n: usize) -> Vec<Message>` keeping every k-th message by cloning it
//! writes no text, so what it returns is a selection of the window, not a summary.

use syn::{Block, Expr, FnArg, Item, Type};

use super::AnalysisConfig;
use super::items::for_each_function;
use super::search::any_expr_in_block;

/// The names of the functions of `items` that are named as summarisers (`compress_history`,
/// `compact_messages`), are not `async`, take a list (`&[T]`, `&Vec<T>`, `Vec<T>`) and
/// return one (`Vec<T>`, `VecDeque<T>`), ask no model, and write nothing of their own (see
/// [`writes_nothing`]): each item they return is one they were handed.
pub(crate) fn item_selectors(items: &[Item], cfg: &AnalysisConfig) -> Vec<String> {
    if !cfg.heuristics {
        return Vec::new();
    }
    let mut found = Vec::new();
    for_each_function(items, 0, &mut |_, sig, block| {
        let name = sig.ident.to_string();
        let named_summariser = (cfg.is_summariser(&name) || cfg.is_contextual_summariser(&name))
            && !cfg.extra_summarisers.contains(&name);
        let takes_list = sig
            .inputs
            .iter()
            .any(|input| matches!(input, FnArg::Typed(typed) if is_list(&typed.ty)));
        let returns_list = matches!(&sig.output, syn::ReturnType::Type(_, ty) if is_owned_list(ty));
        if named_summariser
            && sig.asyncness.is_none()
            && takes_list
            && returns_list
            && cfg.writes_without_model(block, &[], &[])
            && writes_nothing(block)
        {
            found.push(name);
        }
    });
    found
}

/// `ty` is a list handed in: `&[T]`, `&Vec<T>`, `&mut Vec<T>` or an owned `Vec<T>`.
fn is_list(ty: &Type) -> bool {
    match ty {
        Type::Reference(r) => matches!(&*r.elem, Type::Slice(_)) || is_owned_list(&r.elem),
        other => is_owned_list(other),
    }
}

/// `ty` is `Vec<T>` or `VecDeque<T>`.
fn is_owned_list(ty: &Type) -> bool {
    matches!(ty, Type::Path(p) if p.path.segments.last()
        .is_some_and(|last| last.ident == "Vec" || last.ident == "VecDeque"))
}

/// `block` writes no text and builds no item: no string literal, no macro but `vec!`, no
/// struct literal, no constructor of a type other than a standard collection
/// (`Message::new(..)`, `ChatMessage::system(..)`), no assignment to a field and no method
/// that edits text (`push_str`, `truncate`, `replace_range`).
fn writes_nothing(block: &Block) -> bool {
    const COLLECTIONS: &[&str] = &[
        "Vec", "VecDeque", "HashSet", "HashMap", "BTreeMap", "BTreeSet",
    ];
    const TEXT_EDITS: &[&str] = &["push_str", "truncate", "replace_range", "insert_str"];
    !any_expr_in_block(block, |e| match e {
        Expr::Lit(lit) => matches!(lit.lit, syn::Lit::Str(_)),
        Expr::Macro(mac) => !mac.mac.path.is_ident("vec"),
        Expr::Struct(_) => true,
        Expr::Assign(assign) => matches!(&*assign.left, Expr::Field(_)),
        Expr::MethodCall(call) => TEXT_EDITS.contains(&call.method.to_string().as_str()),
        Expr::Call(call) => matches!(&*call.func, Expr::Path(p)
            if p.path.segments.len() >= 2
                && !COLLECTIONS.contains(&p.path.segments[0].ident.to_string().as_str())
                && p.path.segments[0].ident != "Self"
                && p.path.segments[0].ident != "std"),
        _ => false,
    })
}

#[cfg(test)]
mod tests {
    use super::item_selectors;
    use crate::analysis::AnalysisConfig;

    fn selectors(source: &str) -> Vec<String> {
        let file: syn::File = syn::parse_str(source).unwrap();
        item_selectors(&file.items, &AnalysisConfig::default())
    }

    #[test]
    fn a_compression_that_clones_items_it_is_handed_selects_them() {
        let source = r"
            fn compress_history(messages: &[Message], n: usize) -> Vec<Message> {
                let mut kept = Vec::new();
                for m in messages.iter().rev().take(n) { kept.insert(0, m.clone()); }
                kept
            }
            fn compact_messages(messages: Vec<Message>) -> Vec<Message> {
                messages.into_iter().step_by(2).collect()
            }";
        assert_eq!(selectors(source), ["compress_history", "compact_messages"]);
    }

    #[test]
    fn a_compression_that_writes_text_or_is_not_named_so_selects_nothing() {
        let source = r#"
            fn compress_history(messages: &[Message]) -> Vec<Message> {
                vec![Message::system(format!("{} messages", messages.len()))]
            }
            fn compact_messages(messages: &[Message]) -> Vec<Message> {
                let mut kept = messages.to_vec();
                kept[0].content = String::new();
                kept
            }
            async fn summarize_history(messages: &[Message]) -> Vec<Message> {
                messages.to_vec()
            }
            fn keep_newest(messages: &[Message]) -> Vec<Message> {
                messages.to_vec()
            }
            fn compress_text(text: &str) -> String {
                text.to_string()
            }"#;
        assert!(selectors(source).is_empty(), "{:?}", selectors(source));
    }
}
