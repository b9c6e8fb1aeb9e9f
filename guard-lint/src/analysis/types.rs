//! What a written type says about a place: a guarded window, a collection of messages, text...
//!
//! Only syntax is available, so types are recognised by their last path segment after peeling
//! references and the usual wrappers (`Box`, `Arc`, `Mutex`, `RefCell`, `Option`, ...).

use std::collections::{HashMap, HashSet};

use syn::{GenericArgument, PathArguments, Type};

use super::AnalysisConfig;

const WRAPPERS: &[&str] = &[
    "Box",
    "Arc",
    "Rc",
    "Mutex",
    "RwLock",
    "RefCell",
    "Cell",
    "Option",
    "MutexGuard",
    "RwLockWriteGuard",
    "RefMut",
    "Pin",
    "OwnedMutexGuard",
];
pub(crate) const SEQUENCES: &[&str] = &[
    "Vec",
    "VecDeque",
    "LinkedList",
    "SmallVec",
    "ArrayVec",
    "ThinVec",
    "BinaryHeap",
];
const MAPS: &[&str] = &["HashMap", "BTreeMap", "IndexMap", "DashMap"];
const TEXT: &[&str] = &["String", "str", "Cow"];
/// Ranges of positions (`Range<usize>`): bounds of a window, not its content.
const RANGES: &[&str] = &["Range", "RangeInclusive"];
const PRIMITIVES: &[&str] = &[
    "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize", "f32",
    "f64", "bool", "char",
];

/// What a type says about the values of a place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Shape {
    /// A window type: `true` for guard-core's `GuardedWindow`, `false` for a configured type.
    WindowType(bool),
    /// A sequence or map whose items have the given shape.
    Collection(Item),
    /// Text (`String`, `str`).
    Text,
    /// A number, `bool` or `char`.
    Primitive,
    /// Any other named type (last segment).
    Other(String),
}

/// The shape of a collection's items.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Item {
    /// Message-like (`ChatMessage`, `Turn`, ...).
    Message,
    /// Text.
    Text,
    /// Numbers and the like: ids, keys, indices and handles (`WindowId`, `NodeKey`), which
    /// refer to content but hold none.
    Primitive,
    /// Something else (a user type, a tuple, a generic parameter).
    Other,
}

/// `name` is a pointer, cell or guard that holds one value of another type (`Box`, `Arc`,
/// `Mutex`, `Option`, ...): `Box::new(x)` is still `x`.
pub(crate) fn is_wrapper_type(name: &str) -> bool {
    WRAPPERS.contains(&name)
}

/// `ty` is a shared pointer (`Rc<..>`, `Arc<..>`, behind references): a handle to a value
/// other handles may hold too.
pub(crate) fn is_shared_pointer(ty: &Type) -> bool {
    let mut ty = ty;
    while let Type::Reference(r) = ty {
        ty = &r.elem;
    }
    last_segment(ty).is_some_and(|s| s.ident == "Rc" || s.ident == "Arc")
}

/// `ty` is written as a JSON document (`serde_json::Value`, or `Value` as imported), with no
/// generic arguments: a value that may hold text, as a memory's `content: serde_json::Value`
/// does. Whether a bare `Value` is the linted code's own type is for the caller to ask.
pub(crate) fn is_json_value(ty: &Type) -> bool {
    matches!(ty, Type::Path(p) if p.qself.is_none())
        && last_segment(ty).is_some_and(|s| s.ident == "Value" && s.arguments.is_none())
}

pub(crate) fn last_segment(ty: &Type) -> Option<&syn::PathSegment> {
    match ty {
        Type::Path(p) => p.path.segments.last(),
        _ => None,
    }
}

fn first_type_arg(seg: &syn::PathSegment, index: usize) -> Option<&Type> {
    match &seg.arguments {
        PathArguments::AngleBracketed(args) => args
            .args
            .iter()
            .filter_map(|a| match a {
                GenericArgument::Type(t) => Some(t),
                _ => None,
            })
            .nth(index),
        _ => None,
    }
}

/// Peel references, parentheses and wrapper types (`&mut Arc<Mutex<T>>` -> `T`).
pub(crate) fn peel(mut ty: &Type) -> &Type {
    for _ in 0..super::MAX_DEPTH {
        ty = match ty {
            Type::Reference(r) => &r.elem,
            Type::Paren(p) => &p.elem,
            Type::Group(g) => &g.elem,
            Type::Path(_) => match last_segment(ty) {
                Some(seg) if WRAPPERS.contains(&seg.ident.to_string().as_str()) => {
                    match first_type_arg(seg, 0) {
                        Some(inner) => inner,
                        None => return ty,
                    }
                }
                _ => return ty,
            },
            _ => return ty,
        };
    }
    ty
}

/// The last path segment of the peeled type (`&mut Vec<Msg>` -> `Vec`).
/// The item type of a sequence (`Vec<Memory>`: `Memory`) or the value type of a map.
pub(crate) fn collection_item(ty: &Type) -> Option<&Type> {
    let seg = last_segment(peel(ty))?;
    let name = seg.ident.to_string();
    if SEQUENCES.contains(&name.as_str()) {
        first_type_arg(seg, 0)
    } else if MAPS.contains(&name.as_str()) {
        first_type_arg(seg, 1)
    } else {
        None
    }
}

/// The value type of a map (`RwLock<HashMap<SessionId, SessionState>>`: `SessionState`).
pub(crate) fn map_value(ty: &Type) -> Option<&Type> {
    let seg = last_segment(peel(ty))?;
    if MAPS.contains(&seg.ident.to_string().as_str()) {
        first_type_arg(seg, 1)
    } else {
        None
    }
}

/// The ends of a channel (`mpsc::Receiver<T>`, `UnboundedSender<T>`): what they carry
/// passes through, nothing is kept.
const CHANNEL_ENDS: &[&str] = &[
    "Receiver",
    "Sender",
    "UnboundedReceiver",
    "UnboundedSender",
    "SyncSender",
];

/// `ty` is the end of a channel, behind wrappers (`Option<mpsc::Receiver<StreamEvent>>`).
pub(crate) fn is_channel_end(ty: &Type) -> bool {
    type_name(ty).is_some_and(|name| CHANNEL_ENDS.contains(&name.as_str()))
}

pub(crate) fn type_name(ty: &Type) -> Option<String> {
    last_segment(peel(ty)).map(|s| s.ident.to_string())
}

impl AnalysisConfig {
    /// The shape of `ty`.
    pub(crate) fn shape(&self, ty: &Type) -> Shape {
        let ty = peel(ty);
        match ty {
            Type::Slice(s) => Shape::Collection(self.item(&s.elem)),
            Type::Array(a) => Shape::Collection(self.item(&a.elem)),
            // `(usize, usize)`, `()`: a bound or a pair of counts, never a collection of
            // messages, whatever the field is called (`valid_history_range`).
            Type::Tuple(t) if t.elems.iter().all(|e| self.shape(e) == Shape::Primitive) => {
                Shape::Primitive
            }
            Type::Path(_) => {
                let Some(seg) = last_segment(ty) else {
                    return Shape::Other(String::new());
                };
                let name = seg.ident.to_string();
                if let Some(guarded) = self.window_type(&name) {
                    Shape::WindowType(guarded)
                } else if SEQUENCES.contains(&name.as_str()) {
                    Shape::Collection(first_type_arg(seg, 0).map_or(Item::Other, |t| self.item(t)))
                } else if MAPS.contains(&name.as_str()) {
                    Shape::Collection(first_type_arg(seg, 1).map_or(Item::Other, |t| self.item(t)))
                } else if TEXT.contains(&name.as_str()) {
                    Shape::Text
                } else if PRIMITIVES.contains(&name.as_str())
                    || (RANGES.contains(&name.as_str())
                        && first_type_arg(seg, 0).is_none_or(|t| self.shape(t) == Shape::Primitive))
                {
                    Shape::Primitive
                } else {
                    Shape::Other(name)
                }
            }
            _ => Shape::Other(String::new()),
        }
    }

    /// `ty` is a collection of message-like items (`Mutex<Vec<ChatMessage>>`).
    pub(crate) fn is_message_collection(&self, ty: &Type) -> bool {
        self.shape(ty) == Shape::Collection(Item::Message)
    }

    /// `ty` is a map whose values are collections of messages
    /// (`HashMap<ChannelId, Vec<ChatMessage>>`): one conversation per key.
    pub(crate) fn is_map_of_conversations(&self, ty: &Type) -> bool {
        last_segment(peel(ty)).is_some_and(|seg| {
            MAPS.contains(&seg.ident.to_string().as_str())
                && first_type_arg(seg, 1).is_some_and(|value| self.is_message_collection(value))
        })
    }

    /// `ty` is a map whose values each hold one conversation: collections of messages, or a
    /// type named as a holder of them (`HashMap<SessionId, ConversationHistory>`). Removing
    /// one value removes that whole conversation.
    pub(crate) fn is_map_of_conversation_holders(&self, ty: &Type) -> bool {
        self.is_map_of_conversations(ty)
            || last_segment(peel(ty)).is_some_and(|seg| {
                MAPS.contains(&seg.ident.to_string().as_str())
                    && first_type_arg(seg, 1)
                        .and_then(type_name)
                        .is_some_and(|value| self.is_conversation_holder_type(&value))
            })
    }

    /// The shape of a collection's item type (not recursive: `Vec<Vec<T>>` has `Other` items;
    /// a tuple of messages is a message).
    fn item(&self, ty: &Type) -> Item {
        // Pairs of messages (`(ChatEntry, ChatEntry)`: a user turn and its reply, a few-shot
        // example) are messages too.
        if let Type::Tuple(pair) = peel(ty)
            && !pair.elems.is_empty()
            && pair.elems.iter().all(|e| self.item(e) == Item::Message)
        {
            return Item::Message;
        }
        let Some(name) = type_name(ty) else {
            return Item::Other;
        };
        if TEXT.contains(&name.as_str()) {
            Item::Text
        } else if PRIMITIVES.contains(&name.as_str()) || self.is_reference_type(&name) {
            Item::Primitive
        } else if self.is_message_type(&name) {
            Item::Message
        } else {
            Item::Other
        }
    }
}

/// Methods that remove or replace items of a collection.
pub(crate) const DESTRUCTIVE_METHODS: &[&str] = &[
    "retain",
    "retain_mut",
    "truncate",
    "drain",
    "remove",
    "swap_remove",
    "swap_remove_back",
    "swap_remove_front",
    "pop",
    "pop_front",
    "pop_back",
    "clear",
    "split_off",
    "dedup",
    "dedup_by",
    "dedup_by_key",
    "splice",
    "replace_range",
    "shift_remove",
];

/// The field types of the structs declared in the analysed source, by struct name, and the
/// struct each of its free functions returns.
#[derive(Default)]
pub(crate) struct StructFields {
    fields: HashMap<String, HashMap<String, Type>>,
    returns: HashMap<String, Type>,
    /// The type each method an `impl` block of the source declares returns, by `(type,
    /// method)`, under `Result` or `Option` (see [`returned_value_type`]).
    method_returns: HashMap<(String, String), Type>,
    /// `(type, method)` for every method an `impl` block of the source declares.
    methods: HashSet<(String, String)>,
    /// `(type, field)` for the fields of `self` a method named for rendering the prompt reads
    /// (see [`super::names::names_prompt_renderer`]): what the model is shown.
    prompt_fields: HashSet<(String, String)>,
    /// `(type, field)` for the fields of `self` a method named for adding a turn pushes onto
    /// (see [`super::names::names_turn_adder`]): what the struct keeps of the conversation.
    turn_fields: HashSet<(String, String)>,
    /// `(type, method)` for the methods that return a copy of part of a field of `self` chosen
    /// by position (see [`super::slicing::returns_positional_copy`]).
    positional_copies: HashSet<(String, String)>,
    /// `(type, method)` for the methods whose body runs a query that reads rows back from a
    /// database (see [`super::store_reads::runs_read_query`]).
    store_reads: HashSet<(String, String)>,
    /// `(type, method)` for the methods that take `&self` and return a list by value (see
    /// [`returns_owned_list`]).
    owned_lists: HashSet<(String, String)>,
    /// `(type, method)` for the methods that take `self` by value and return `Self` (see
    /// [`super::items::is_builder`]), also those of structs declared in another file.
    builders: HashSet<(String, String)>,
    /// The types an `impl` block of the source implements a trait named for a conversation
    /// for (`impl Session for InMemorySession`, see [`super::names::names_conversation_trait`]).
    conversation_impls: HashSet<String>,
    /// The variants of the enums declared in the analysed source, by enum name: each
    /// variant's name with its named fields and their types (`Mode::Dialogue { messages:
    /// Vec<Value>, .. }`).
    variants: HashMap<String, Vec<Variant>>,
}

/// A variant of an enum the source declares: its name and its named fields with their types.
pub(crate) type Variant = (String, Vec<(String, Type)>);

impl StructFields {
    /// Record the variants of `item` with their named fields.
    pub(crate) fn add_enum(&mut self, item: &syn::ItemEnum) {
        let variants = item
            .variants
            .iter()
            .map(|v| {
                let fields = v
                    .fields
                    .iter()
                    .filter_map(|f| Some((f.ident.as_ref()?.to_string(), f.ty.clone())))
                    .collect();
                (v.ident.to_string(), fields)
            })
            .collect();
        self.variants.insert(item.ident.to_string(), variants);
    }

    /// The variants of the enum `name` declared in the analysed source, with their named fields.
    pub(crate) fn enum_variants(&self, name: &str) -> Option<&[Variant]> {
        self.variants.get(name).map(Vec::as_slice)
    }

    /// Record the named fields of `item`.
    pub(crate) fn add(&mut self, item: &syn::ItemStruct) {
        // Tuple struct fields by position (`self.0`).
        let fields = item
            .fields
            .iter()
            .enumerate()
            .map(|(i, f)| {
                let name = f
                    .ident
                    .as_ref()
                    .map_or_else(|| i.to_string(), ToString::to_string);
                (name, f.ty.clone())
            })
            .collect();
        self.fields.insert(item.ident.to_string(), fields);
    }

    /// A struct named `name` is declared in the analysed source (or recorded from another file).
    pub(crate) fn declares(&self, name: &str) -> bool {
        self.fields.contains_key(name)
    }

    /// Record the fields of a struct declared in another file (types as token text), unless
    /// a struct of that name is declared here; a type that does not parse is left out.
    pub(crate) fn add_external(&mut self, declared: &super::DeclaredStruct) {
        if self.fields.contains_key(&declared.name) {
            return;
        }
        let fields = declared
            .fields
            .iter()
            .filter_map(|(name, ty)| Some((name.clone(), syn::parse_str::<Type>(ty).ok()?)))
            .collect();
        self.fields.insert(declared.name.clone(), fields);
        for method in &declared.builders {
            self.builders
                .insert((declared.name.clone(), method.clone()));
        }
        for method in &declared.methods {
            self.methods.insert((declared.name.clone(), method.clone()));
        }
    }

    /// The structs recorded from the analysed source (not those added with
    /// [`StructFields::add_external`]) that `holds` says hold messages in some field, or
    /// whose `impl` declares a method a collection also has (`impl Clearable for ChatView {
    /// fn clear }`): a call of it on a value of the struct in another file runs that method.
    pub(crate) fn holders(
        &self,
        declared_here: &[String],
        holds: impl Fn(&Type) -> bool,
    ) -> Vec<super::DeclaredStruct> {
        let mut holders: Vec<super::DeclaredStruct> = declared_here
            .iter()
            .filter_map(|name| {
                let fields = self.fields.get(name)?;
                let mut methods: Vec<String> = self
                    .methods
                    .iter()
                    .filter(|(owner, method)| {
                        owner == name && DESTRUCTIVE_METHODS.contains(&method.as_str())
                    })
                    .map(|(_, method)| method.clone())
                    .collect();
                methods.sort();
                (fields.values().any(&holds) || !methods.is_empty()).then(|| {
                    let mut fields: Vec<(String, String)> = fields
                        .iter()
                        .map(|(f, ty)| {
                            (f.clone(), quote::ToTokens::to_token_stream(ty).to_string())
                        })
                        .collect();
                    fields.sort();
                    let mut builders: Vec<String> = self
                        .builders
                        .iter()
                        .filter(|(owner, _)| owner == name)
                        .map(|(_, method)| method.clone())
                        .collect();
                    builders.sort();
                    super::DeclaredStruct {
                        name: name.clone(),
                        fields,
                        builders,
                        methods,
                    }
                })
            })
            .collect();
        holders.sort_by(|a, b| a.name.cmp(&b.name));
        holders.dedup();
        holders
    }

    /// Record what the free function `f` returns, when that is a type named in the source
    /// (`T`, or `T` inside `Result<T, E>` / `Option<T>`): `let store = load_store(&p).await?`
    /// then has `T`'s fields.
    pub(crate) fn add_function(&mut self, f: &syn::ItemFn) {
        if let Some(ty) = returned_value_type(&f.sig) {
            self.returns.insert(f.sig.ident.to_string(), ty.clone());
        }
    }

    /// Record the methods an `impl` block declares for its type (`impl Sessions { fn remove }`).
    pub(crate) fn add_methods(&mut self, item: &syn::ItemImpl) {
        let Some(owner) = type_name(&item.self_ty) else {
            return;
        };
        if item.trait_.as_ref().is_some_and(|(_, path, _)| {
            path.segments
                .last()
                .is_some_and(|s| super::names::names_conversation_trait(&s.ident.to_string()))
        }) {
            self.conversation_impls.insert(owner.clone());
        }
        for member in &item.items {
            if let syn::ImplItem::Fn(f) = member {
                let key = (owner.clone(), f.sig.ident.to_string());
                if let Some(ty) = returned_value_type(&f.sig) {
                    self.method_returns.insert(key.clone(), ty.clone());
                }
                if super::slicing::returns_positional_copy(f) {
                    self.positional_copies.insert(key.clone());
                }
                if super::store_reads::runs_read_query(f) {
                    self.store_reads.insert(key.clone());
                }
                if returns_owned_list(&f.sig) {
                    self.owned_lists.insert(key.clone());
                }
                if super::items::is_builder(&f.sig) {
                    self.builders.insert(key.clone());
                }
                if super::names::names_prompt_renderer(&key.1) {
                    let mut read = SelfFieldsRead(Vec::new());
                    syn::visit::Visit::visit_block(&mut read, &f.block);
                    for field in read.0 {
                        self.prompt_fields.insert((owner.clone(), field));
                    }
                }
                if super::names::names_turn_adder(&key.1) {
                    let mut pushed = SelfFieldsPushed(Vec::new());
                    syn::visit::Visit::visit_block(&mut pushed, &f.block);
                    for field in pushed.0 {
                        self.turn_fields.insert((owner.clone(), field));
                    }
                }
                self.methods.insert(key);
            }
        }
    }

    /// A method of some struct of the source named for rendering the prompt
    /// (`format_for_prompt`) reads its field `field` (`self.notes`): that field is shown to
    /// the model.
    pub(crate) fn rendered_into_prompt(&self, field: &str) -> bool {
        self.prompt_fields.iter().any(|(_, f)| f == field)
    }

    /// A method of some struct of the source named for adding a turn (`push_turn`) pushes
    /// onto its field `field` (`self.context.push((speaker, text))`): that field keeps the
    /// conversation's turns, whatever it is called.
    pub(crate) fn takes_added_turns(&self, field: &str) -> bool {
        self.turn_fields.iter().any(|(_, f)| f == field)
    }

    /// An `impl` block of the source implements a trait named for a conversation for `owner`
    /// (`impl Session for InMemorySession`): what it stores is that conversation.
    pub(crate) fn implements_conversation(&self, owner: &str) -> bool {
        self.conversation_impls.contains(owner)
    }

    /// An `impl` block of the source declares `method` for the struct `owner`: a call of that
    /// name on an `owner` value runs the source's own code, not a collection's.
    pub(crate) fn declares_method(&self, owner: &str, method: &str) -> bool {
        self.methods
            .contains(&(owner.to_owned(), method.to_owned()))
    }

    /// The method `method` of `owner` returns a copy of part of a field of `self` chosen by
    /// position: a window replaced with what it returns is cut by position.
    pub(crate) fn returns_positional_copy(&self, owner: &str, method: &str) -> bool {
        self.positional_copies
            .contains(&(owner.to_owned(), method.to_owned()))
    }

    /// The method `method` of `owner` runs a query that reads rows back from a database: a
    /// window replaced with what it returns is reloaded from the store.
    pub(crate) fn reads_from_store(&self, owner: &str, method: &str) -> bool {
        self.store_reads
            .contains(&(owner.to_owned(), method.to_owned()))
    }

    /// The method `method` of `owner` takes `&self` and returns a list by value (`async fn
    /// get_messages(&self) -> Result<Vec<ChatMessage>, Error>`): what it hands out is a copy,
    /// the caller's own.
    pub(crate) fn returns_owned_list(&self, owner: &str, method: &str) -> bool {
        self.owned_lists
            .contains(&(owner.to_owned(), method.to_owned()))
    }

    /// Some struct of the source (or one declared in another file and shared with this one)
    /// declares `method` as a builder: it takes `self` by value and returns `Self`.
    pub(crate) fn is_builder_method(&self, method: &str) -> bool {
        self.builders.iter().any(|(_, m)| m == method)
    }

    /// The struct of the source that the free function `name` returns.
    /// The type the free function `name` returns, under `Result` or `Option` (see
    /// [`Self::add_function`]), whatever it is.
    pub(crate) fn returned_type(&self, name: &str) -> Option<&Type> {
        self.returns.get(name)
    }

    /// The type the method `method` an `impl` block of the source declares for `owner`
    /// returns, under `Result` or `Option`.
    pub(crate) fn method_returned_type(&self, owner: &str, method: &str) -> Option<&Type> {
        self.method_returns
            .get(&(owner.to_owned(), method.to_owned()))
    }

    pub(crate) fn returned_struct(&self, name: &str) -> Option<&Type> {
        let ty = self.returns.get(name)?;
        self.fields.contains_key(&type_name(ty)?).then_some(ty)
    }

    /// The type of `field` in struct `owner`, if declared in the analysed source.
    pub(crate) fn field(&self, owner: &str, field: &str) -> Option<&Type> {
        self.fields.get(owner)?.get(field)
    }

    /// The names of the fields of struct `owner` whose type `holds` accepts (none when the
    /// struct is not declared in the analysed source).
    pub(crate) fn fields_where(&self, owner: &str, holds: impl Fn(&Type) -> bool) -> Vec<&str> {
        self.fields.get(owner).map_or_else(Vec::new, |fields| {
            fields
                .iter()
                .filter(|(_, ty)| holds(ty))
                .map(|(name, _)| name.as_str())
                .collect()
        })
    }

    /// The types of every field of struct `owner`, if declared in the analysed source.
    pub(crate) fn field_types(&self, owner: &str) -> Option<impl Iterator<Item = &Type>> {
        self.fields.get(owner).map(|fields| fields.values())
    }
}

/// The method takes `&self` and returns a list by value, alone or under `Result` or `Option`
/// (`fn get_messages(&self) -> Result<Vec<ChatMessage>, Error>`): a new list, not a borrow of
/// one `self` holds, nor a guard of one.
fn returns_owned_list(sig: &syn::Signature) -> bool {
    let reads_self_only = sig
        .receiver()
        .is_some_and(|r| r.reference.is_some() && r.mutability.is_none());
    let syn::ReturnType::Type(_, ty) = &sig.output else {
        return false;
    };
    let mut ty: &Type = ty;
    if let Some(seg) = last_segment(ty)
        && matches!(seg.ident.to_string().as_str(), "Result" | "Option")
        && let Some(inner) = first_type_arg(seg, 0)
    {
        ty = inner;
    }
    reads_self_only && last_segment(ty).is_some_and(|s| s.ident == "Vec" || s.ident == "VecDeque")
}

/// The type `sig` returns, under `Result` or `Option` (`-> Result<Vec<Memory>, Error>`:
/// `Vec<Memory>`).
fn returned_value_type(sig: &syn::Signature) -> Option<&Type> {
    let syn::ReturnType::Type(_, ty) = &sig.output else {
        return None;
    };
    let ty: &Type = ty;
    if let Some(seg) = last_segment(peel(ty))
        && matches!(seg.ident.to_string().as_str(), "Result" | "Option")
        && let Some(inner) = first_type_arg(seg, 0)
    {
        return Some(inner);
    }
    Some(ty)
}

/// Collects the names of the fields of `self` a body reads (`self.notes`).
struct SelfFieldsRead(Vec<String>);

/// The fields of `self` a body pushes one item onto (`self.context.push(..)`,
/// `self.turns.push_back(..)`).
struct SelfFieldsPushed(Vec<String>);

impl<'ast> syn::visit::Visit<'ast> for SelfFieldsPushed {
    fn visit_expr_method_call(&mut self, call: &'ast syn::ExprMethodCall) {
        if ["push", "push_back"].contains(&call.method.to_string().as_str())
            && let syn::Expr::Field(field) = &*call.receiver
            && let (syn::Expr::Path(base), syn::Member::Named(name)) = (&*field.base, &field.member)
            && base.path.is_ident("self")
        {
            self.0.push(name.to_string());
        }
        syn::visit::visit_expr_method_call(self, call);
    }
}

impl<'ast> syn::visit::Visit<'ast> for SelfFieldsRead {
    fn visit_expr_field(&mut self, e: &'ast syn::ExprField) {
        if let (syn::Expr::Path(base), syn::Member::Named(field)) = (&*e.base, &e.member)
            && base.path.is_ident("self")
        {
            self.0.push(field.to_string());
        }
        syn::visit::visit_expr_field(self, e);
    }
}
