//! Rewrites of a file's items into the forms the rest of the analysis reads, made once before
//! the walk:
//!
//! - a type alias the file declares without generic parameters is written out where it is
//!   used: a field `state: SharedMessages` under `type SharedMessages =
//!   Arc<Mutex<Vec<Message>>>` is a shared vector of messages, as if written so;
//! - a call of one of the file's lock helpers is written as the lock it takes: a helper is a
//!   function that returns a guard (`MutexGuard`, `RwLockWriteGuard`, `RefMut`, or a `Result`
//!   of one) and takes exactly one lock in its body, on one of its parameters
//!   (`fn lock_messages(m: &SharedMessages) -> MutexGuard<'_, Vec<Message>>`, called as
//!   `lock_messages(&self.state)`, is `(&self.state).lock()`) or on a field of `self` (`fn
//!   lock_history(&self) -> MutexGuard<'_, Vec<Message>> { self.history.lock()... }`, called
//!   as `self.lock_history()` in the same `impl`, is `self.history.lock()`). What the helper
//!   does with a poisoned lock (`unwrap_or_else(|p| p.into_inner())`, `map_err(..)`) does not
//!   change the place it hands out.
//!
//! Aliases, free lock helpers and lock helper methods declared in another file of the crate
//! ([`SharedDeclarations`], collected by [`declarations`]) are read the same way, unless the
//! file declares its own of the same name (a method: of the same type and name); a method
//! helper, declared in the file or so, is read where it is called on `self` in an `impl` of
//! its type, or on a parameter declared of its type (`brain.history()` in `fn remember(brain:
//! &Brain, ..)`, behind references, `Arc` or `Box`).
//!
//! Nothing is cloned when the file declares and is handed neither.

use std::collections::{HashMap, HashSet};

use proc_macro2::Span;
use syn::spanned::Spanned;
use syn::visit::Visit;
use syn::visit_mut::{self, VisitMut};
use syn::{Expr, FnArg, Item, ReturnType, Type};

use super::SharedDeclarations;
use super::place::{LOCK_METHODS, Root, place_of};
use super::syntax::pattern_idents;

/// How many aliases deep an alias is written out (`type A = Vec<B>; type B = ...`).
const MAX_ALIAS_DEPTH: usize = 8;

/// `items` with their aliases and those of `external` written out and their lock helpers'
/// calls and those of `external` written as locks, or `None` when there are none (the items
/// are read as they are).
pub(crate) fn normalised(items: &[Item], external: &SharedDeclarations) -> Option<Vec<Item>> {
    let mut aliases = type_aliases(items);
    for (name, written) in &external.aliases {
        if !aliases.contains_key(name)
            && let Ok(ty) = syn::parse_str::<Type>(written)
        {
            aliases.insert(name.clone(), ty);
        }
    }
    let mut helpers = LockHelpers::of(items);
    let declared_functions = free_function_names(items);
    for (name, position) in &external.lock_helpers {
        if !declared_functions.contains(name.as_str()) {
            helpers.free.insert(name.clone(), *position);
        }
    }
    let declared_methods = method_names(items);
    for (owner, name, fields) in &external.method_lock_helpers {
        let key = (owner.clone(), name.clone());
        if !declared_methods.contains(&key) {
            helpers.methods.insert(key, fields.clone());
        }
    }
    if aliases.is_empty() && helpers.is_empty() {
        return None;
    }
    let mut items = items.to_vec();
    let mut rewrite = Rewrite {
        aliases,
        helpers,
        impl_type: None,
        param_types: HashMap::new(),
        alias_depth: 0,
        expr_depth: 0,
    };
    for item in &mut items {
        rewrite.visit_item_mut(item);
    }
    Some(items)
}

/// The aliases, free lock helpers and lock helper methods declared at the top of `items` that
/// concern what `holds` accepts (an alias of such a type, a helper whose guard holds one), for
/// the other files of the crate (see the module documentation). Other aliases would only make
/// those files analysed twice.
pub(crate) fn declarations(items: &[Item], holds: impl Fn(&Type) -> bool) -> SharedDeclarations {
    let mut aliases: Vec<(String, String)> = type_aliases(items)
        .into_iter()
        .filter(|(_, ty)| holds(ty))
        .map(|(name, ty)| (name, quote::ToTokens::to_token_stream(&ty).to_string()))
        .collect();
    aliases.sort();
    let helpers = LockHelpers::of(items).free;
    let mut lock_helpers: Vec<(String, usize)> = items
        .iter()
        .filter_map(|item| match item {
            Item::Fn(f) => {
                let name = f.sig.ident.to_string();
                let position = *helpers.get(&name)?;
                mentions_type(&f.sig.output, &holds).then_some((name, position))
            }
            _ => None,
        })
        .collect();
    lock_helpers.sort();
    let methods = LockHelpers::of(items).methods;
    let mut method_lock_helpers: Vec<_> = impl_methods(items)
        .filter_map(|(owner, f)| {
            let key = (owner, f.sig.ident.to_string());
            let fields = methods.get(&key)?.clone();
            mentions_type(&f.sig.output, &holds).then_some((key.0, key.1, fields))
        })
        .collect();
    method_lock_helpers.sort();
    SharedDeclarations {
        aliases,
        lock_helpers,
        method_lock_helpers,
        param_resummarisers: Vec::new(),
        summary_installers: Vec::new(),
        summary_boundaries: Vec::new(),
        entry_pushers: Vec::new(),
    }
}

/// The methods of the `impl` blocks at the top of `items`, each with its type's name.
fn impl_methods(items: &[Item]) -> impl Iterator<Item = (String, &syn::ImplItemFn)> {
    items.iter().flat_map(|item| {
        let (owner, methods) = match item {
            Item::Impl(imp) => (super::types::type_name(&imp.self_ty), imp.items.as_slice()),
            _ => (None, &[][..]),
        };
        methods.iter().filter_map(move |inner| match inner {
            syn::ImplItem::Fn(f) => Some((owner.clone()?, f)),
            _ => None,
        })
    })
}

/// The (type, method) names the `impl` blocks at the top of `items` declare.
fn method_names(items: &[Item]) -> HashSet<(String, String)> {
    impl_methods(items)
        .map(|(owner, f)| (owner, f.sig.ident.to_string()))
        .collect()
}

/// Some type written in `output` (`MutexGuard<'_, Vec<Message>>`, or a type argument of it)
/// is one `holds` accepts.
fn mentions_type(output: &ReturnType, holds: impl Fn(&Type) -> bool) -> bool {
    struct Mentions<F>(F, bool);
    impl<F: Fn(&Type) -> bool> Visit<'_> for Mentions<F> {
        fn visit_type(&mut self, ty: &Type) {
            self.1 |= (self.0)(ty);
            syn::visit::visit_type(self, ty);
        }
    }
    let mut mentions = Mentions(holds, false);
    mentions.visit_return_type(output);
    mentions.1
}

/// The names of the free functions declared at the top of `items`.
fn free_function_names(items: &[Item]) -> HashSet<String> {
    items
        .iter()
        .filter_map(|item| match item {
            Item::Fn(f) => Some(f.sig.ident.to_string()),
            _ => None,
        })
        .collect()
}

/// The type aliases declared at the top of `items` without generic parameters, by name; a
/// name declared twice is left out.
fn type_aliases(items: &[Item]) -> HashMap<String, Type> {
    let mut aliases = HashMap::new();
    let mut repeated = HashSet::new();
    for item in items {
        let Item::Type(alias) = item else {
            continue;
        };
        if !alias.generics.params.is_empty() {
            continue;
        }
        let name = alias.ident.to_string();
        if aliases.insert(name.clone(), (*alias.ty).clone()).is_some() {
            repeated.insert(name);
        }
    }
    aliases.retain(|name, _| !repeated.contains(name));
    aliases
}

/// The lock helpers of a file (see the module documentation).
#[derive(Default)]
struct LockHelpers {
    /// Free functions, by name: the position of the parameter they lock.
    free: HashMap<String, usize>,
    /// Methods, by the name of their `impl`'s type and their own: the fields of `self` they
    /// lock (`["history"]`, `["inner", "history"]`).
    methods: HashMap<(String, String), Vec<String>>,
}

impl LockHelpers {
    /// The lock helpers declared at the top of `items` and in their `impl` blocks; a name
    /// declared twice is left out.
    fn of(items: &[Item]) -> Self {
        let mut helpers = Self::default();
        let mut declared: HashMap<String, usize> = HashMap::new();
        for item in items {
            if let Item::Fn(f) = item {
                let name = f.sig.ident.to_string();
                *declared.entry(name.clone()).or_default() += 1;
                if let Some(position) = locked_parameter(&f.sig, &f.block) {
                    helpers.free.insert(name, position);
                }
            }
        }
        for (owner, f) in impl_methods(items) {
            if let Some(fields) = locked_field_of_self(&f.sig, &f.block) {
                helpers
                    .methods
                    .insert((owner, f.sig.ident.to_string()), fields);
            }
        }
        helpers
            .free
            .retain(|name, _| declared.get(name) == Some(&1));
        helpers
    }

    fn is_empty(&self) -> bool {
        self.free.is_empty() && self.methods.is_empty()
    }
}

/// The position of the parameter a free function returns the lock guard of, when it is a lock
/// helper: it returns a guard and its body takes one lock, on that parameter itself.
fn locked_parameter(sig: &syn::Signature, block: &syn::Block) -> Option<usize> {
    if sig.receiver().is_some() || !returns_guard(&sig.output) {
        return None;
    }
    let locked = only_lock_receiver(block)?;
    let Root::Local(name) = locked.root else {
        return None;
    };
    if !locked.fields.is_empty() || locked.through_index {
        return None;
    }
    sig.inputs.iter().position(|input| {
        matches!(input, FnArg::Typed(typed) if pattern_idents(&typed.pat) == [name.clone()])
    })
}

/// The fields of `self` a method returns the lock guard of, when it is a lock helper: it takes
/// `&self` (or `&mut self`) and nothing else, returns a guard, and its body takes one lock, on
/// a field of `self`.
fn locked_field_of_self(sig: &syn::Signature, block: &syn::Block) -> Option<Vec<String>> {
    let by_reference = sig.receiver().is_some_and(|r| r.reference.is_some());
    if !by_reference || sig.inputs.len() != 1 || !returns_guard(&sig.output) {
        return None;
    }
    let locked = only_lock_receiver(block)?;
    (locked.root == Root::SelfValue && !locked.fields.is_empty() && !locked.through_index)
        .then_some(locked.fields)
}

/// The return type names a lock guard (`MutexGuard<'_, T>`, `RwLockWriteGuard<T>`,
/// `RefMut<T>`), alone or inside a `Result` or `Option`.
fn returns_guard(output: &ReturnType) -> bool {
    struct Guard(bool);
    impl Visit<'_> for Guard {
        fn visit_path_segment(&mut self, segment: &syn::PathSegment) {
            let name = segment.ident.to_string();
            self.0 |= name.ends_with("Guard") || name == "RefMut";
            syn::visit::visit_path_segment(self, segment);
        }
    }
    let ReturnType::Type(_, ty) = output else {
        return false;
    };
    let mut guard = Guard(false);
    guard.visit_type(ty);
    guard.0
}

/// The place the one lock call of `block` is taken on, when it takes exactly one.
fn only_lock_receiver(block: &syn::Block) -> Option<super::place::Place> {
    struct Locks<'a>(Vec<&'a Expr>);
    impl<'a> Visit<'a> for Locks<'a> {
        fn visit_expr_method_call(&mut self, call: &'a syn::ExprMethodCall) {
            if LOCK_METHODS.contains(&call.method.to_string().as_str()) && call.args.is_empty() {
                self.0.push(&call.receiver);
            }
            syn::visit::visit_expr_method_call(self, call);
        }
        fn visit_item(&mut self, _: &'a Item) {}
    }
    let mut locks = Locks(Vec::new());
    locks.visit_block(block);
    match locks.0.as_slice() {
        [receiver] => place_of(receiver),
        _ => None,
    }
}

/// The rewrite of [`normalised`].
struct Rewrite {
    aliases: HashMap<String, Type>,
    helpers: LockHelpers,
    /// The type of the `impl` block being rewritten.
    impl_type: Option<String>,
    /// The parameters of the function being rewritten, each with its type's name, wrappers
    /// and references peeled (`brain: &Brain`, `agent: Arc<Agent>`).
    param_types: HashMap<String, String>,
    alias_depth: usize,
    /// How deep in nested expressions the rewrite is.
    expr_depth: usize,
}

impl Rewrite {
    /// The lock a call of a helper takes, written out: `lock_messages(&self.state)` as
    /// `(&self.state).lock()`, `self.lock_history()` as `self.history.lock()`.
    fn lock_taken(&self, expr: &Expr) -> Option<Expr> {
        match expr {
            Expr::Call(call) => {
                let Expr::Path(callee) = &*call.func else {
                    return None;
                };
                let name = callee.path.get_ident()?.to_string();
                let position = *self.helpers.free.get(&name)?;
                let locked = call.args.iter().nth(position)?;
                Some(lock_call(
                    syn::parse_quote_spanned!(call.span()=> (#locked)),
                    call.span(),
                ))
            }
            Expr::MethodCall(call) if call.args.is_empty() => {
                let Expr::Path(receiver) = &*call.receiver else {
                    return None;
                };
                let receiver = receiver.path.get_ident()?.to_string();
                let owner = if receiver == "self" {
                    self.impl_type.clone()?
                } else {
                    self.param_types.get(&receiver)?.clone()
                };
                let key = (owner, call.method.to_string());
                let fields = self.helpers.methods.get(&key)?;
                let mut locked = (*call.receiver).clone();
                for field in fields {
                    // A named field (`history`, `r#type`) or a position (`self.0`).
                    let member = syn::parse_str::<syn::Member>(field).ok()?;
                    locked = syn::parse_quote_spanned!(call.span()=> #locked.#member);
                }
                Some(lock_call(locked, call.span()))
            }
            _ => None,
        }
    }
}

/// The parameters of `sig` bound to a name, each with its type's name
/// ([`super::types::type_name`]: `&Brain` and `Arc<Brain>` are `Brain`).
fn param_types(sig: &syn::Signature) -> HashMap<String, String> {
    sig.inputs
        .iter()
        .filter_map(|input| match input {
            FnArg::Typed(typed) => match &*typed.pat {
                syn::Pat::Ident(name) => {
                    Some((name.ident.to_string(), super::types::type_name(&typed.ty)?))
                }
                _ => None,
            },
            FnArg::Receiver(_) => None,
        })
        .collect()
}

/// `receiver.lock()`, spanned at `span`.
fn lock_call(receiver: Expr, span: Span) -> Expr {
    syn::parse_quote_spanned!(span=> #receiver.lock())
}

impl VisitMut for Rewrite {
    fn visit_item_impl_mut(&mut self, imp: &mut syn::ItemImpl) {
        let outer = self
            .impl_type
            .replace(super::types::type_name(&imp.self_ty).unwrap_or_default());
        visit_mut::visit_item_impl_mut(self, imp);
        self.impl_type = outer;
    }

    fn visit_item_type_mut(&mut self, _: &mut syn::ItemType) {}

    fn visit_item_fn_mut(&mut self, f: &mut syn::ItemFn) {
        let outer = std::mem::replace(&mut self.param_types, param_types(&f.sig));
        visit_mut::visit_item_fn_mut(self, f);
        self.param_types = outer;
    }

    fn visit_impl_item_fn_mut(&mut self, f: &mut syn::ImplItemFn) {
        let outer = std::mem::replace(&mut self.param_types, param_types(&f.sig));
        visit_mut::visit_impl_item_fn_mut(self, f);
        self.param_types = outer;
    }

    fn visit_type_mut(&mut self, ty: &mut Type) {
        let alias = match ty {
            Type::Path(path) if path.qself.is_none() => path
                .path
                .get_ident()
                .and_then(|ident| self.aliases.get(&ident.to_string())),
            _ => None,
        };
        match alias {
            Some(written) if self.alias_depth < MAX_ALIAS_DEPTH => {
                *ty = written.clone();
                self.alias_depth += 1;
                self.visit_type_mut(ty);
                self.alias_depth -= 1;
            }
            Some(_) => {}
            None => visit_mut::visit_type_mut(self, ty),
        }
    }

    fn visit_expr_mut(&mut self, expr: &mut Expr) {
        // Nesting deeper than the analysis reads is left as it is.
        if self.expr_depth >= super::MAX_DEPTH {
            return;
        }
        self.expr_depth += 1;
        visit_mut::visit_expr_mut(self, expr);
        self.expr_depth -= 1;
        if let Some(lock) = self.lock_taken(expr) {
            *expr = lock;
        }
    }
}

#[cfg(test)]
mod tests {
    use quote::ToTokens;

    use super::{SharedDeclarations, declarations, normalised};

    /// [`declarations`] of `items`, a type holding messages being one whose tokens name
    /// `Vec<Message>`.
    fn message_declarations(items: &[syn::Item]) -> SharedDeclarations {
        declarations(items, |ty| {
            quote::ToTokens::to_token_stream(ty)
                .to_string()
                .contains("Vec < Message >")
        })
    }

    fn rewritten(source: &str) -> Option<String> {
        rewritten_with(source, &SharedDeclarations::default())
    }

    /// `source` with the aliases and lock helpers written out, those `shared` by other files
    /// included; `None` when it has none to write out.
    fn rewritten_with(source: &str, shared: &SharedDeclarations) -> Option<String> {
        let file: syn::File = syn::parse_str(source).unwrap();
        normalised(&file.items, shared).map(|items| {
            items
                .iter()
                .map(|i| i.to_token_stream().to_string())
                .collect::<Vec<_>>()
                .join("\n")
        })
    }

    #[test]
    fn writes_out_aliases_and_the_locks_helpers_take() {
        let text = rewritten(
            "type Shared = Arc<Mutex<Vec<Message>>>;
             fn lock_messages(m: &Shared) -> MutexGuard<'_, Vec<Message>> {
                 match m.lock() { Ok(g) => g, Err(p) => p.into_inner() }
             }
             struct Runner { state: Shared }
             impl Runner {
                 fn lock_state(&self) -> MutexGuard<'_, Vec<Message>> {
                     self.state.lock().unwrap_or_else(|p| p.into_inner())
                 }
                 fn f(&mut self) { *lock_messages(&self.state) = vec![]; self.lock_state().clear(); }
             }",
        )
        .unwrap();
        assert!(
            text.contains("state : Arc < Mutex < Vec < Message > > >"),
            "{text}"
        );
        assert!(
            text.contains("* (& self . state) . lock () = vec ! []"),
            "{text}"
        );
        assert!(text.contains("self . state . lock () . clear ()"), "{text}");
    }

    #[test]
    fn a_helper_may_lock_a_positional_or_raw_field() {
        let text = rewritten(
            "struct A(Mutex<Vec<Message>>);
             impl A {
                 fn guard(&self) -> MutexGuard<'_, Vec<Message>> { self.0.lock().unwrap() }
                 fn f(&self) { self.guard().clear(); }
             }
             struct B { r#type: Mutex<Vec<Message>> }
             impl B {
                 fn guard(&self) -> MutexGuard<'_, Vec<Message>> { self.r#type.lock().unwrap() }
                 fn f(&self) { self.guard().clear(); }
             }",
        )
        .unwrap();
        assert!(text.contains("self . 0 . lock () . clear ()"), "{text}");
        assert!(
            text.contains("self . r#type . lock () . clear ()"),
            "{text}"
        );
    }

    #[test]
    fn reads_the_aliases_and_lock_helpers_another_file_declares() {
        let api: syn::File = syn::parse_str(
            "pub(crate) type SharedMessages = Arc<Mutex<Vec<Message>>>;
             pub type BoxError = Box<dyn std::error::Error>;
             pub(crate) fn lock_messages(m: &SharedMessages) -> MutexGuard<'_, Vec<Message>> {
                 match m.lock() { Ok(g) => g, Err(p) => p.into_inner() }
             }",
        )
        .unwrap();
        let shared = message_declarations(&api.items);
        assert_eq!(shared.lock_helpers, [("lock_messages".to_owned(), 0)]);
        // An alias that does not concern messages is not worth another file's second analysis.
        assert_eq!(
            shared
                .aliases
                .iter()
                .map(|(name, _)| name.as_str())
                .collect::<Vec<_>>(),
            ["SharedMessages"]
        );
        let text = rewritten_with(
            "struct Runner { state: SharedMessages }
             impl Runner { fn f(&self) { *lock_messages(&self.state) = vec![]; } }",
            &shared,
        )
        .unwrap();
        assert!(
            text.contains("state : Arc < Mutex < Vec < Message > > >"),
            "{text}"
        );
        assert!(
            text.contains("* (& self . state) . lock () = vec ! []"),
            "{text}"
        );
        // A file's own function of the helper's name is its own, not the other file's helper.
        let text = rewritten_with(
            "fn lock_messages(m: &u8) -> u8 { *m }
             fn f(x: &u8) { lock_messages(x); }",
            &shared,
        )
        .unwrap();
        assert!(text.contains("lock_messages (x)"), "{text}");
    }

    #[test]
    fn reads_the_lock_helper_methods_another_file_declares() {
        let brain: syn::File = syn::parse_str(
            "impl Brain {
                 fn history(&self) -> MutexGuard<'_, Vec<Message>> { self.history.lock().unwrap() }
                 fn stats(&self) -> MutexGuard<'_, Stats> { self.stats.lock().unwrap() }
             }",
        )
        .unwrap();
        let shared = message_declarations(&brain.items);
        assert_eq!(
            shared.method_lock_helpers,
            [(
                "Brain".to_owned(),
                "history".to_owned(),
                vec!["history".to_owned()]
            )]
        );
        let text = rewritten_with(
            "impl Brain { fn forget(&self) { self.history().clear(); } }
             impl Other { fn forget(&self) { self.history().clear(); } }",
            &shared,
        )
        .unwrap();
        assert!(
            text.contains("self . history . lock () . clear ()"),
            "{text}"
        );
        assert!(text.contains("self . history () . clear ()"), "{text}");
        // A file's own method of the helper's type and name is its own.
        let text = rewritten_with(
            "impl Brain { fn history(&self) -> Vec<Message> { Vec::new() } }
             impl Brain { fn forget(&self) { self.history().clear(); } }",
            &shared,
        );
        assert!(
            text.as_deref()
                .is_none_or(|text| text.contains("self . history () . clear ()")),
            "{text:?}"
        );
    }

    #[test]
    fn reads_a_lock_helper_method_called_on_a_parameter_of_its_type() {
        let brain: syn::File = syn::parse_str(
            "impl Brain {
                 fn history(&self) -> MutexGuard<'_, Vec<Message>> { self.history.lock().unwrap() }
             }",
        )
        .unwrap();
        let shared = message_declarations(&brain.items);
        let text = rewritten_with(
            "fn forget(brain: &Brain) { brain.history().clear(); }
             fn forget_shared(brain: Arc<Brain>) { brain.history().clear(); }
             fn other(session: &Session) { session.history().clear(); }",
            &shared,
        )
        .unwrap();
        assert_eq!(
            text.matches("brain . history . lock () . clear ()").count(),
            2,
            "{text}"
        );
        assert!(text.contains("session . history () . clear ()"), "{text}");
    }

    #[test]
    fn leaves_alone_what_is_no_helper() {
        // Two locks, a generic alias, a helper of another impl's type: nothing to rewrite.
        assert_eq!(
            rewritten(
                "type Result<T> = std::result::Result<T, Error>;
                 fn both(a: &M, b: &M) -> MutexGuard<'_, u8> { let _x = b.lock(); a.lock().unwrap() }
                 fn f(a: &M) { both(a, a).clear(); }"
            ),
            None
        );
        let text = rewritten(
            "impl A { fn guard(&self) -> MutexGuard<'_, Vec<u8>> { self.items.lock().unwrap() } }
             impl B { fn f(&self) { self.guard().clear(); } }",
        )
        .unwrap();
        assert!(text.contains("self . guard () . clear ()"), "{text}");
    }
}
