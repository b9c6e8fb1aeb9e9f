//! The traits of a store of conversations (see [`super::AnalysisConfig::message_store_traits`]):
//! a memory strategy that wraps another store of the same trait (`store: Arc<dyn
//! MemoryStore>` beside `impl MemoryStore for SummaryBufferMemory`) edits the conversations
//! that inner store keeps, whatever the field is called.

use std::collections::BTreeSet;

use syn::visit::{self, Visit};
use syn::{FnArg, GenericArgument, Item, PathArguments, ReturnType, Signature, Type};

use super::AnalysisConfig;
use super::types::{peel, type_name};

/// The traits `items` declares or implements with a method that hands out a collection of
/// message-like items (`async fn load(&self, session_id: &str) -> Result<Vec<Message>, E>`)
/// and one that takes a message in (`async fn append(&self, session_id: &str, message:
/// Message)`): each value of such a trait keeps conversations. Sorted, without repeats.
pub(crate) fn message_store_traits(items: &[Item], cfg: &AnalysisConfig) -> Vec<String> {
    let mut found = StoreTraits {
        cfg,
        traits: BTreeSet::new(),
    };
    for item in items {
        found.visit_item(item);
    }
    found.traits.into_iter().collect()
}

struct StoreTraits<'c> {
    cfg: &'c AnalysisConfig,
    traits: BTreeSet<String>,
}

impl StoreTraits<'_> {
    /// Among `signatures`, one hands out messages and one takes a message in.
    fn keeps_messages<'s>(&self, signatures: impl Iterator<Item = &'s Signature> + Clone) -> bool {
        signatures.clone().any(|sig| self.hands_out_messages(sig))
            && signatures.into_iter().any(|sig| self.takes_a_message(sig))
    }

    /// `sig` returns a collection of message-like items, also in a `Result`.
    fn hands_out_messages(&self, sig: &Signature) -> bool {
        let ReturnType::Type(_, ty) = &sig.output else {
            return false;
        };
        self.cfg.is_message_collection(ok_type(ty))
    }

    /// `sig` takes one message-like item by value or by reference (`message: Message`).
    fn takes_a_message(&self, sig: &Signature) -> bool {
        sig.inputs.iter().any(|input| match input {
            FnArg::Typed(arg) => type_name(&arg.ty).is_some_and(|n| self.cfg.is_message_type(&n)),
            FnArg::Receiver(_) => false,
        })
    }
}

impl<'ast> Visit<'ast> for StoreTraits<'_> {
    fn visit_item_trait(&mut self, item: &'ast syn::ItemTrait) {
        let signatures = item.items.iter().filter_map(|i| match i {
            syn::TraitItem::Fn(f) => Some(&f.sig),
            _ => None,
        });
        if self.keeps_messages(signatures) {
            self.traits.insert(item.ident.to_string());
        }
        visit::visit_item_trait(self, item);
    }

    fn visit_item_impl(&mut self, item: &'ast syn::ItemImpl) {
        let signatures = item.items.iter().filter_map(|i| match i {
            syn::ImplItem::Fn(f) => Some(&f.sig),
            _ => None,
        });
        if let Some((_, path, _)) = &item.trait_
            && let Some(last) = path.segments.last()
            && self.keeps_messages(signatures)
        {
            self.traits.insert(last.ident.to_string());
        }
        visit::visit_item_impl(self, item);
    }
}

/// The type a `Result` holds when it is `Ok` (`Result<Vec<Message>, E>` -> `Vec<Message>`),
/// or `ty` itself.
fn ok_type(ty: &Type) -> &Type {
    let peeled = peel(ty);
    if let Type::Path(path) = peeled
        && let Some(last) = path.path.segments.last()
        && last.ident == "Result"
        && let PathArguments::AngleBracketed(args) = &last.arguments
        && let Some(GenericArgument::Type(ok)) = args.args.first()
    {
        return ok;
    }
    peeled
}

#[cfg(test)]
mod tests {
    use super::message_store_traits;
    use crate::analysis::AnalysisConfig;

    fn of(source: &str) -> Vec<String> {
        let items = syn::parse_file(source).unwrap().items;
        message_store_traits(&items, &AnalysisConfig::default())
    }

    #[test]
    fn a_trait_that_loads_and_appends_messages_keeps_conversations() {
        let implemented = "impl MemoryStore for Buffer {
            async fn append(&self, id: &str, message: Message) -> Result<(), E> { Ok(()) }
            async fn load(&self, id: &str) -> Result<Vec<Message>, E> { Ok(vec![]) }
        }";
        assert_eq!(of(implemented), ["MemoryStore"]);
        let declared = "pub trait ChatStore {
            fn add(&mut self, message: &ChatMessage);
            fn messages(&self) -> Vec<ChatMessage>;
        }";
        assert_eq!(of(declared), ["ChatStore"]);
    }

    #[test]
    fn a_trait_that_only_hands_out_messages_or_keeps_other_things_is_none() {
        let read_only = "impl Source for Feed { fn load(&self) -> Vec<Message> { vec![] } }";
        assert!(of(read_only).is_empty());
        let blobs = "impl BlobStore for Disk {
            fn put(&self, key: &str, blob: Bytes) {}
            fn get(&self, key: &str) -> Vec<u8> { vec![] }
        }";
        assert!(of(blobs).is_empty());
        let inherent = "impl Buffer {
            fn append(&self, message: Message) {}
            fn load(&self) -> Vec<Message> { vec![] }
        }";
        assert!(of(inherent).is_empty());
    }
}
