//! Which places are windows: parameters, fields, configured places and names, aliases of a
//! window (`let h = &mut self.history`), items borrowed mutably (`for m in h.iter_mut()`), and
//! copies that are only views or scratch buffers.

use std::collections::HashSet;

use syn::{Expr, FnArg, Pat, Type};

use super::taint::mark;
use super::{Binding, Walker, Window};
use crate::analysis::place::{LOCK_METHODS, Place, Root, place_of};
use crate::analysis::search::{any_expr, any_expr_in_block};
use crate::analysis::syntax::{
    binds_by_ref_mut, calls_one_of, is_mut_collection, pattern_idents, pattern_idents_of_fields,
    segment_names, strip_parens, strip_reference, strip_unwraps,
};
use crate::analysis::types::{
    Item as ItemShape, Shape, collection_item, is_channel_end, is_json_value, map_value, peel,
    type_name,
};
use crate::analysis::{AnalysisConfig, MAX_DEPTH, names};

/// Types whose values are never text: paths and times.
const NEVER_TEXT_TYPES: &[&str] = &[
    "PathBuf",
    "Path",
    "SystemTime",
    "Instant",
    "Duration",
    "DateTime",
    "NaiveDateTime",
];

/// Methods that hand out mutable access to items.
pub(super) const ELEMENT_METHODS: &[&str] = &[
    "iter_mut",
    "values_mut",
    "last_mut",
    "first_mut",
    "get_mut",
    "as_mut_slice",
    "chunks_mut",
];

/// First words of the names of calls that read a kept list or record back (`load_memories`,
/// `read_all`, `get_memory`, `fetch_history`, `restore_session`, `open_store`), for
/// [`Walker::list_stored_back`] and [`Walker::loaded_record_left_unsaved`].
const LIST_READ_VERBS: &[&str] = &["load", "read", "get", "fetch", "restore", "open"];

impl Walker<'_, '_> {
    /// Bind the function's parameters: windows by name and type, other `&mut` collections as
    /// possible windows (their position), and the rest by their type.
    pub(super) fn bind_params(
        &mut self,
        inputs: &syn::punctuated::Punctuated<FnArg, syn::token::Comma>,
    ) {
        let typed = inputs.iter().filter_map(|arg| match arg {
            FnArg::Typed(t) => Some(t),
            FnArg::Receiver(_) => None,
        });
        for (index, param) in typed.enumerate() {
            if let Some((name, inner)) = extracted(&param.pat, &param.ty) {
                // `State(state): State<AppState>`: the handler's state, of the inner type.
                self.params.insert(name.clone());
                self.param_types.insert(name.clone(), inner.clone());
                self.locals.insert(name, Binding::Typed(Box::new(inner)));
                continue;
            }
            let Pat::Ident(ident) = &*param.pat else {
                continue;
            };
            let name = ident.ident.to_string();
            self.params.insert(name.clone());
            self.param_types.insert(name.clone(), (*param.ty).clone());
            if is_service_type(&param.ty) {
                self.taint.services.insert(name.clone());
            }
            let mut_ref = matches!(&*param.ty, Type::Reference(r) if r.mutability.is_some());
            if mut_ref {
                self.mut_params.insert(name.clone(), index);
            }
            let window_type = self
                .window_by_name_and_type(&name, Some(&param.ty))
                .or_else(|| conversation_behind_trait(&param.ty).then_some(false));
            if let Some(guarded) = window_type {
                let window = Window {
                    target: name.clone(),
                    guarded,
                    param: None,
                    mut_ref,
                    raw_known: !guarded,
                };
                if !matches!(&*param.ty, Type::Reference(_)) {
                    self.consumed.push(window.clone());
                }
                self.locals.insert(name, Binding::Window(window));
            } else if self.is_mut_message(&param.ty) {
                // A message handed in mutably (`msg: &mut Message`): an item of whatever
                // window the caller passes it from (see `CallSite::forwarded_items`).
                let window = Window {
                    target: name.clone(),
                    guarded: false,
                    param: Some(index),
                    mut_ref: true,
                    raw_known: true,
                };
                self.locals.insert(name.clone(), Binding::Element(window));
                self.walked_items.insert(name);
            } else if is_mut_collection(self.cfg, &param.ty) {
                let window = Window {
                    target: name.clone(),
                    guarded: false,
                    param: Some(index),
                    mut_ref,
                    raw_known: true,
                };
                self.locals.insert(name, Binding::Window(window));
            } else {
                self.locals.insert(name, Binding::Typed(param.ty.clone()));
            }
        }
    }

    /// `ty` is a collection of a struct declared in the linted code whose text is held in a
    /// field of [`names::RECORD_TEXT_FIELDS`], like a chat message's (`Vec<Memory>` with
    /// `struct Memory { content: String, importance: u8 }`, `Vec<MemoryFact>` with `struct
    /// MemoryFact { id: String, text: String, updated_ms: u64 }`): items the model reads. So
    /// is such a field holding a JSON document (`struct WorkingMemoryItem { content:
    /// serde_json::Value, relevance: f32 }`: see [`Self::is_json_document`]).
    fn holds_items_with_content(&self, ty: &Type) -> bool {
        crate::analysis::types::collection_item(ty)
            .and_then(type_name)
            .is_some_and(|item| {
                names::RECORD_TEXT_FIELDS.iter().any(|field| {
                    self.structs.field(&item, field).is_some_and(|text| {
                        self.cfg.shape(text) == Shape::Text || self.is_json_document(text)
                    })
                })
            })
    }

    /// `target` is a field of `self` that is one of the agent's memories: named as memories
    /// (`self.working_memory`, `self.long_term_memories`), or a kind of memory of the struct
    /// that is the agent's memory (`self.long_term` in `impl MemorySystem`: see
    /// [`names::names_kind_of_memory_in_holder`]).
    pub(super) fn is_memory_of_self(&self, target: &str) -> bool {
        target
            .strip_prefix("self.")
            .filter(|field| !field.contains(['.', '[']))
            .is_some_and(|field| {
                names::names_memories(field)
                    || self
                        .self_type
                        .is_some_and(|owner| names::names_kind_of_memory_in_holder(owner, field))
            })
    }

    /// `ty` is a JSON document (`serde_json::Value`, or `Value` as imported: see
    /// [`is_json_value`]), not a `Value` struct or enum of the linted code's own (`enum Value
    /// { Int(i64), Float(f64) }` of an interpreter).
    fn is_json_document(&self, ty: &Type) -> bool {
        is_json_value(ty)
            && !self.structs.declares("Value")
            && self.structs.enum_variants("Value").is_none()
    }

    /// `ty` is a sequence whose items may hold text: text, messages, or a type not known to
    /// hold none (`VecDeque<String>`, `Vec<Memory>` of another module), not ids or numbers
    /// (`Vec<u64>`) nor structs of the linted code without text (see [`Self::holds_no_text`]).
    /// A map of entries by key is a store whose entries say what they hold when they are built
    /// (see [`Self::holds_records_of_a_memory`] and the memory entries built with `content`).
    fn is_list_that_may_hold_text(&self, ty: &Type) -> bool {
        matches!(self.cfg.shape(ty), Shape::Collection(item) if item != ItemShape::Primitive)
            && map_value(ty).is_none()
            && !self.holds_no_text(ty)
    }

    /// `ty` is a collection of a struct declared in the linted code none of whose fields can
    /// hold text: numbers, flags, paths, times, bytes, options and collections of them, or
    /// structs of the linted code made the same way (`Vec<PerformanceSample>` with `struct
    /// PerformanceSample { cpu: Option<f64> }`; `Vec<TurnCheckpoint>` with `struct
    /// TurnCheckpoint { message_start_index: usize, file_changes: Vec<FileChange> }` and
    /// `struct FileChange { path: PathBuf, previous: Option<Vec<u8>> }`): readings or
    /// bookmarks, not messages, whatever the collection or its item type is called.
    fn holds_no_text(&self, ty: &Type) -> bool {
        collection_item(ty).is_some_and(|item| self.declared_without_text(item, &mut Vec::new()))
    }

    /// `ty` is a struct declared in the linted code, with fields, none of which can hold text
    /// (see [`Self::holds_no_text`]). `seen` holds the structs being looked into: a struct
    /// that contains itself is not known to be without text.
    fn declared_without_text(&self, ty: &Type, seen: &mut Vec<String>) -> bool {
        let Some(name) = type_name(ty) else {
            return false;
        };
        if seen.contains(&name) {
            return false;
        }
        let Some(fields) = self.structs.field_types(&name) else {
            return false;
        };
        let fields: Vec<&Type> = fields.collect();
        seen.push(name);
        let without_text =
            !fields.is_empty() && fields.iter().all(|field| self.never_text(field, seen));
        seen.pop();
        without_text
    }

    /// A field of type `ty` can hold no text (see [`Self::holds_no_text`]).
    fn never_text(&self, ty: &Type, seen: &mut Vec<String>) -> bool {
        match self.cfg.shape(ty) {
            Shape::Primitive | Shape::Collection(ItemShape::Primitive) => true,
            Shape::Other(name) if NEVER_TEXT_TYPES.contains(&name.as_str()) => true,
            Shape::Other(_) => self.declared_without_text(ty, seen),
            Shape::Collection(ItemShape::Other) => {
                collection_item(ty).is_some_and(|item| self.never_text(item, seen))
            }
            _ => false,
        }
    }

    /// `ty` is `&mut` to one message (`&mut ChatMessage`).
    fn is_mut_message(&self, ty: &Type) -> bool {
        matches!(ty, Type::Reference(r) if r.mutability.is_some())
            && type_name(ty).is_some_and(|name| self.cfg.is_message_type(&name))
    }

    /// Whether a place called `name` with type `ty` is a window (`Some(guarded)`).
    pub(super) fn window_by_name_and_type(&self, name: &str, ty: Option<&Type>) -> Option<bool> {
        use names::WindowName;
        // A configured field is a window whatever its type (`Vec<u8>` included).
        if self.cfg.extra_window_fields.iter().any(|f| f == name) {
            return Some(false);
        }
        // A map of conversations (`HashMap<ChannelId, VecDeque<ChatMessage>>`, or of holders
        // of one: `HashMap<String, ChatSession>`) holds windows: clearing it, or removing one
        // of them, drops conversations.
        if ty.is_some_and(|t| self.is_map_of_holders(t)) {
            return Some(false);
        }
        if ty.is_some_and(|t| self.holds_no_text(t) || holds_shared_references(t)) {
            return None;
        }
        // The end of a channel (`chat_stream_rx: Option<mpsc::Receiver<StreamEvent>>`),
        // whatever its name: what it carries passes through it, nothing is kept, so dropping
        // it (`= None`) drops no message.
        if ty.is_some_and(is_channel_end) {
            return None;
        }
        // A list of rows a screen draws (`messages: Vec<ChatMessage>` of a type declared with
        // notice rows: `ChatMessage::Info`), whatever its name: not what a model reads.
        if ty
            .and_then(collection_item)
            .and_then(type_name)
            .is_some_and(|item| self.cfg.shows_display_variants(&item))
        {
            return None;
        }
        // A list of what a server and its clients send each other (`messages:
        // VecDeque<ServerMessage>`, a chat room's broadcast kept for late joiners), whatever
        // its name: not a conversation with a model.
        if ty
            .and_then(collection_item)
            .and_then(type_name)
            .is_some_and(|item| names::names_wire_message(&item))
        {
            return None;
        }
        let shape = ty.map(|t| self.cfg.shape(t));
        match &shape {
            Some(Shape::WindowType(guarded)) => return Some(*guarded),
            Some(Shape::Collection(ItemShape::Message)) => return Some(false),
            Some(Shape::Primitive | Shape::Collection(ItemShape::Primitive)) => return None,
            // `window: &mut ContextWindow` of a crate the linted code does not declare: the
            // type says it holds the conversation, so `window.clear()` empties it.
            Some(Shape::Other(type_name))
                if names::names_conversation_holder(type_name)
                    && !self.structs.declares(type_name) =>
            {
                return Some(false);
            }
            // `short_term: &mut ShortTermMemory` of another module: a kind of memory an agent
            // keeps for the model, so `short_term.clear()` empties what it remembers.
            Some(Shape::Other(type_name))
                if names::names_kind_of_agent_memory(type_name)
                    && !self.structs.declares(type_name) =>
            {
                return Some(false);
            }
            _ => {}
        }
        // `facts: Vec<Fact>` with `struct Fact { content: String, .. }`, or one list of them
        // per category (`HashMap<FactCategory, Vec<MemoryFact>>`): what an agent has learnt
        // and keeps for the model, as `memories` of such items are.
        if names::names_learnt_facts(name)
            && ty.is_some_and(|t| {
                self.holds_items_with_content(t)
                    || map_value(t).is_some_and(|lists| self.holds_items_with_content(lists))
            })
        {
            return Some(false);
        }
        // `notes: Vec<HostNote>` with `struct HostNote { content: String, .. }`, read by a
        // method of the source named for rendering the prompt (`fn format_for_prompt(&self)`):
        // text the model is shown each turn, kept as memory is, whatever the field's name.
        if ty.is_some_and(|t| self.holds_items_with_content(t))
            && self.structs.rendered_into_prompt(name)
        {
            return Some(false);
        }
        match self.cfg.window_name(name) {
            WindowName::Strong => Some(false),
            // `context: Vec<(String, String)>` that `fn push_turn(&mut self, speaker, text)`
            // pushes onto: the turns it keeps, whatever their type.
            WindowName::Weak => (matches!(shape, Some(Shape::Collection(ItemShape::Message)))
                || self.structs.takes_added_turns(name)
                || (names::names_memories(name)
                    && ty.is_some_and(|t| self.holds_items_with_content(t))))
            .then_some(false),
            WindowName::No => None,
        }
    }

    /// The window local `init` moves into another collection (`VecDeque::from(msgs)`,
    /// `Vec::from(msgs)`, `msgs.into()`, for a local `msgs` bound to a window by value, not a
    /// parameter): the same messages under a new name, as `let deque = msgs` is. A parameter
    /// may be a borrowed slice, which the conversion copies.
    pub(super) fn converted_window<'e>(&self, init: &'e Expr) -> Option<&'e Expr> {
        const COLLECTIONS: &[&str] = &["Vec", "VecDeque", "LinkedList"];
        let source = match strip_parens(init) {
            Expr::Call(call) if call.args.len() == 1 => {
                let Expr::Path(func) = &*call.func else {
                    return None;
                };
                let segments: Vec<String> = func
                    .path
                    .segments
                    .iter()
                    .map(|s| s.ident.to_string())
                    .collect();
                let [.., collection, from] = segments.as_slice() else {
                    return None;
                };
                (COLLECTIONS.contains(&collection.as_str())
                    && ["from", "from_iter"].contains(&from.as_str()))
                .then(|| &call.args[0])?
            }
            Expr::MethodCall(call) if call.method == "into" && call.args.is_empty() => {
                &call.receiver
            }
            _ => return None,
        };
        let Expr::Path(path) = strip_parens(source) else {
            return None;
        };
        let name = path.path.get_ident()?.to_string();
        (!self.params.contains(&name)
            && matches!(self.locals.get(&name), Some(Binding::Window(w)) if !w.mut_ref))
        .then_some(source)
    }

    /// The one window a holder hands to its own methods: `memory` of a struct the source
    /// declares with a single field of messages (`EpisodicMemory { turns: VecDeque<Turn>,
    /// max_turns: usize }`) stands for that field (`memory.turns`).
    ///
    /// A holder of a type the linted code does not declare (`session: Session` of another
    /// module, or a place of no known type) holds the conversation the body reads from one of
    /// its fields named as one (`self.session.messages.iter()`): it stands for that field.
    pub(super) fn held_window(&self, holder: &Expr) -> Option<Window> {
        let place = place_of(holder)?;
        let ty = self.place_type(&place).or_else(|| match &place.root {
            Root::Local(name) if place.fields.is_empty() => self.param_types.get(name),
            _ => None,
        });
        let owner = ty.and_then(type_name);
        if owner
            .as_ref()
            .is_none_or(|owner| !self.structs.declares(owner))
        {
            return self.read_field_window(&place);
        }
        let owner = owner?;
        let held = self
            .structs
            .fields_where(&owner, |ty| self.cfg.is_message_collection(ty));
        let [field] = held.as_slice() else {
            return None;
        };
        let mut fields = place.fields.clone();
        fields.push((*field).to_owned());
        self.window_of_place(&Place { fields, ..place })
    }

    /// The field of `holder` named as a conversation (`messages`, `history`; not a weak name
    /// such as `items`) that the body reads (`self.session.messages.iter()`): its window.
    /// So is one the body reads as a list through an accessor of the same name, handed
    /// nothing (`context.messages().to_vec()`, `&context.history()`,
    /// `count_tokens(context.messages())`); an accessor whose result is asked for something
    /// else (`client.messages().create(request)`, an endpoint) reads no conversation.
    fn read_field_window(&self, holder: &Place) -> Option<Window> {
        let prefix = holder.text();
        let mut field = None;
        let is_holder = |base: &Expr| place_of(base).is_some_and(|base| base.text() == prefix);
        // `holder.messages()`, handed nothing and named as a conversation.
        let accessor = |e: &Expr| match strip_parens(e) {
            Expr::MethodCall(call) if call.args.is_empty() && is_holder(&call.receiver) => {
                let name = call.method.to_string();
                (self.cfg.window_name(&name) == names::WindowName::Strong).then_some(name)
            }
            _ => None,
        };
        any_expr_in_block(self.body, |e| {
            const LIST_READS: &[&str] = &[
                "to_vec",
                "iter",
                "len",
                "is_empty",
                "clone",
                "to_owned",
                "first",
                "last",
                "get",
                "into_iter",
            ];
            let read_as_list = match e {
                Expr::MethodCall(call)
                    if LIST_READS.contains(&call.method.to_string().as_str()) =>
                {
                    accessor(&call.receiver)
                }
                Expr::Reference(r) => accessor(&r.expr),
                Expr::Index(index) => accessor(&index.expr),
                Expr::Call(call) => call.args.iter().find_map(accessor),
                _ => None,
            };
            if let Some(name) = read_as_list {
                field = Some(name);
                return true;
            }
            let Expr::Field(access) = e else {
                return false;
            };
            let syn::Member::Named(name) = &access.member else {
                return false;
            };
            if !is_holder(&access.base) {
                return false; // another holder's field: its name is not read
            }
            let name = name.to_string();
            let read = self.cfg.window_name(&name) == names::WindowName::Strong;
            if read {
                field = Some(name);
            }
            read
        });
        let mut fields = holder.fields.clone();
        fields.push(field?);
        self.window_of_place(&Place {
            fields,
            ..holder.clone()
        })
    }

    /// The declared type of the field of `self` a local stands for (`buf` after `let mut buf
    /// = self.buffer.lock()`: the type of `self.buffer`), when the source says it.
    pub(super) fn field_type_of_alias(&self, local: &str) -> Option<&Type> {
        let field = self.field_aliases.get(local)?.strip_prefix("self.")?;
        if field.contains('.') {
            return None;
        }
        self.structs.field(self.self_type?, field)
    }

    /// A field of `self` holding a conversation behind a pointer to a trait object named for
    /// one (`inner: Arc<dyn Session>`): the holder of that conversation.
    pub(super) fn trait_conversation_field(&self, expr: &Expr) -> Option<Window> {
        let place = place_of(strip_reference(expr))?;
        let holds = place.root == Root::SelfValue
            && place.fields.len() == 1
            && self
                .place_type(&place)
                .is_some_and(|ty| is_conversation_trait_object(peel(ty)));
        holds.then(|| Window::raw(place.text()))
    }

    /// The trait of a field of `self` holding, behind a pointer, a value of a trait the file
    /// keeps conversations in (`MemoryStore` for `store: Arc<dyn MemoryStore>` beside `impl
    /// MemoryStore for ..`, see [`crate::analysis::AnalysisConfig::message_store_traits`]):
    /// the field holds the conversations of that store.
    pub(super) fn message_store_trait(&self, place: &Place, ty: Option<&Type>) -> Option<String> {
        let Some(Type::TraitObject(object)) = ty.map(peel) else {
            return None;
        };
        if place.root != Root::SelfValue || place.fields.len() != 1 {
            return None;
        }
        object.bounds.iter().find_map(|bound| match bound {
            syn::TypeParamBound::Trait(t) => t
                .path
                .segments
                .last()
                .map(|s| s.ident.to_string())
                .filter(|name| self.cfg.message_store_traits.contains(name)),
            _ => None,
        })
    }

    /// The declared type of a place, when the source says it.
    pub(super) fn place_type(&self, place: &Place) -> Option<&Type> {
        let mut ty: &Type = match &place.root {
            Root::SelfValue => {
                let owner = self.self_type?;
                let first = place.fields.first()?;
                self.structs.field(owner, first)?
            }
            Root::Local(name) => match self.locals.get(name) {
                Some(Binding::Typed(t)) => {
                    if place.fields.is_empty() {
                        return Some(t);
                    }
                    let owner = type_name(t)?;
                    self.structs.field(&owner, &place.fields[0])?
                }
                // A parameter, or a local bound to it (`let mut all = sessions.lock().await`):
                // its declared type.
                Some(Binding::Window(w))
                    if place.fields.is_empty() && self.params.contains(&w.target) =>
                {
                    return self.param_types.get(&w.target);
                }
                // A holder taken from a map of them (`state.index`), the value a typed
                // local's lock guards (`let mut chat = shared.lock().await` with `shared:
                // Arc<Mutex<Chat>>`), or a parameter declared as a struct of the source
                // (`chat_state: &mut ChatState`): its struct's field.
                Some(Binding::Window(w)) if !place.fields.is_empty() => {
                    let owner = match self.locked_types.get(name) {
                        Some(locked) if !self.holder_types.contains_key(name) => type_name(locked)?,
                        _ => self.holder_struct(name, w)?,
                    };
                    self.structs.field(&owner, &place.fields[0])?
                }
                _ => return None,
            },
        };
        for field in place.fields.iter().skip(1) {
            let owner = type_name(ty)?;
            ty = self.structs.field(&owner, field)?;
        }
        Some(ty)
    }

    /// The window `place` denotes (its collection, for an indexed place).
    fn window_of_place(&self, place: &Place) -> Option<Window> {
        let collection = if place.through_index {
            place.collection()
        } else {
            place.clone()
        };
        let text = match &collection.root {
            // The guard of the owner's map of conversations is that map.
            Root::Local(name) if collection.fields.is_empty() => self
                .map_guards
                .get(name)
                .cloned()
                .unwrap_or_else(|| collection.text()),
            _ => collection.text(),
        };
        // `summary.messages` in a transformer of a summary being built: the summary's own
        // content, not the conversation.
        let owners = match &collection.root {
            Root::Local(name) => std::iter::once(name.as_str())
                .chain(collection.fields.iter().map(String::as_str))
                .collect::<Vec<_>>(),
            Root::SelfValue => collection.fields.iter().map(String::as_str).collect(),
        };
        if owners.split_last().is_some_and(|(_, owners)| {
            owners
                .iter()
                .any(|o| self.cfg.is_unambiguous_summary_name(o))
        }) {
            return None;
        }
        if let Root::Local(name) = &collection.root {
            // A field of a scratch copy or view (`window.messages` of a loaded window) is part
            // of it.
            match self.locals.get(name) {
                Some(Binding::Window(w) | Binding::Element(w)) if collection.fields.is_empty() => {
                    return Some(w.clone());
                }
                Some(Binding::View) => return None,
                _ => {}
            }
        }
        let ty = self.place_type(&collection);
        let guarded_type = ty
            .as_ref()
            .is_some_and(|t| self.cfg.shape(t) == Shape::WindowType(true));
        if self.cfg.windows.contains(&text) || self.guarded_places.contains(&text) {
            let guarded = guarded_type || self.guarded_places.contains(&text);
            let heuristic = self.window_by_name_and_type(collection.name(), ty);
            return Some(Window {
                target: text.clone(),
                guarded,
                param: None,
                mut_ref: false,
                raw_known: !guarded && heuristic == Some(false),
            });
        }
        if (self.is_request_field(&collection) && !self.grown_requests.contains(&text))
            || self.display_lists.contains(&text)
        {
            return None;
        }
        if collection.root == Root::SelfValue && collection.fields.is_empty() {
            return self.self_is_window.then_some(Window::raw(text));
        }
        if self.is_message_index(&collection, ty) || self.is_conversation_index(&collection, ty) {
            return None;
        }
        if self.is_shown_field(&collection) {
            return None;
        }
        if !self.is_unread_field(&collection, ty)
            && let Some(guarded) = self.window_by_name_and_type(collection.name(), ty)
        {
            return Some(Window {
                target: text,
                guarded,
                param: None,
                mut_ref: false,
                raw_known: !guarded,
            });
        }
        // `agent.memory.short_term` of a type the linted code does not declare: a kind of
        // memory the agent keeps for the model, as a field typed `ShortTermMemory` is.
        if ty.is_none()
            && self.cfg.heuristics
            && let [.., parent, field] = collection.fields.as_slice()
            && names::names_kind_of_memory_field(parent, field)
        {
            return Some(Window::raw(text));
        }
        // `self.short_term: VecDeque<String>` in `impl MemorySystem`: a kind of memory of the
        // struct that is the agent's memory, as `memory.short_term` is, when it is a sequence
        // of what can hold text.
        if collection.root == Root::SelfValue
            && self.cfg.heuristics
            && let [field] = collection.fields.as_slice()
            && self
                .self_type
                .is_some_and(|owner| names::names_kind_of_memory_in_holder(owner, field))
            && ty.is_some_and(|t| self.is_list_that_may_hold_text(t))
        {
            return Some(Window::raw(text));
        }
        // `self.session` that the file fills with `(user, assistant)` pairs: the rounds of a
        // conversation (see [`crate::analysis::AnalysisConfig::turn_pair_lists`]).
        if self.is_conversation_field(&collection, ty)
            || self.message_store_trait(&collection, ty).is_some()
            || self.cfg.turn_pair_lists.contains(&text)
        {
            return Some(Window::raw(text));
        }
        // In #[retention_safe] code (declared window management) a weaker name of unknown
        // type counts too: the struct declaring it is not part of the annotated item. Its kind
        // is unknown, so handing it out is not called an escape.
        (self.facts.annotated
            && ty.is_none()
            && self.cfg.is_window_name_in_guarded_code(collection.name()))
        .then_some(Window {
            target: text,
            guarded: false,
            param: None,
            mut_ref: false,
            raw_known: false,
        })
    }

    /// `place` is a map of single messages (`message_store: HashMap<Id, SessionMessage>`) in
    /// a struct that also holds a sequence of the same messages (`messages:
    /// Vec<SessionMessage>`): an index of them (by id, kept for every branch), not the window.
    /// The model reads the sequence, whose edits are the ones reported; removing an entry from
    /// the index only follows them.
    fn is_message_index(&self, place: &Place, ty: Option<&Type>) -> bool {
        let Some(item) = ty
            .and_then(map_value)
            .filter(|value| collection_item(value).is_none())
            .and_then(type_name)
        else {
            return false;
        };
        let Some((_, parents)) = place.fields.split_last() else {
            return false;
        };
        let owner = match (&place.root, parents.is_empty()) {
            (Root::SelfValue, true) => self.self_type.map(str::to_owned),
            _ => {
                let parent = Place {
                    fields: parents.to_vec(),
                    through_index: false,
                    fields_after_index: 0,
                    fields_after_first_index: 0,
                    ..place.clone()
                };
                self.place_type(&parent).and_then(type_name)
            }
        };
        owner.is_some_and(|owner| {
            !self
                .structs
                .fields_where(&owner, |field| {
                    map_value(field).is_none()
                        && collection_item(field)
                            .and_then(type_name)
                            .is_some_and(|sequenced| sequenced == item)
                })
                .is_empty()
        })
    }

    /// `place` is a field of `self` mapping ids to records of conversations that hold no
    /// messages (`conversations: HashMap<String, Conversation>` of titles and timestamps), in
    /// a struct that keeps those conversations' messages in a map of them (`messages:
    /// HashMap<String, Vec<Message>>`): an index of the conversations, not a window. Removing a
    /// record goes with removing its messages, which is the edit reported.
    fn is_conversation_index(&self, place: &Place, ty: Option<&Type>) -> bool {
        let ([_], Root::SelfValue, Some(owner)) =
            (place.fields.as_slice(), &place.root, self.self_type)
        else {
            return false;
        };
        let Some(record) = ty
            .and_then(map_value)
            .filter(|value| collection_item(value).is_none())
            .and_then(type_name)
        else {
            return false;
        };
        let holds_messages = self
            .structs
            .field_types(&record)
            .map(|mut fields| fields.any(|field| self.cfg.is_message_collection(field)));
        holds_messages == Some(false)
            && !self
                .structs
                .fields_where(owner, |field| self.cfg.is_map_of_conversations(field))
                .is_empty()
    }

    /// `place` is a private field of `self` with a weaker window name (`memories`), of items
    /// not named as messages (`Vec<Memory>`), that no code of the file reads (see
    /// [`crate::analysis::AnalysisConfig::unread_fields`]): no model is given what it holds.
    /// A strong name (`history`), messages (`Vec<ChatMessage>`) or a configured field stay a
    /// window whoever reads them, and so does a field its owner's name or trait says holds the
    /// conversation (see [`Self::is_conversation_field`]).
    fn is_unread_field(&self, place: &Place, ty: Option<&Type>) -> bool {
        matches!(place.fields.as_slice(), [field]
            if place.root == Root::SelfValue
                && !place.through_index
                && self.cfg.window_name(field) == names::WindowName::Weak
                && !ty.is_some_and(|t| self.cfg.is_message_collection(t))
                && !self.cfg.extra_window_fields.iter().any(|f| f == field)
                && self.cfg.unread_fields.iter().any(|f| f == field))
    }

    /// `place` is a field a screen draws beside the conversation its struct sends to a model
    /// (see [`crate::analysis::AnalysisConfig::shown_fields`]: `self.turns` beside
    /// `self.history`), not a configured window field: what it holds is shown, not read by the
    /// model.
    fn is_shown_field(&self, place: &Place) -> bool {
        matches!(place.fields.as_slice(), [field]
            if !place.through_index
                && !self.cfg.extra_window_fields.iter().any(|f| f == field)
                && self.cfg.shown_fields.iter().any(|f| f == field))
    }

    /// The window a mutable accessor named for it hands out (`ctx.session_mut()`,
    /// `agent.history_mut()`: no arguments, `_mut` after a name whose last word is a strong
    /// window word or `session`, or a configured window field), named as written; or that an
    /// accessor so named hands out behind a lock, locked (`cl.conversation().lock()`: shared,
    /// and written through the guard). Its owner's type is often a trait the linted code does
    /// not declare. The accessor hands out what its last word names: `chat_store_mut()` a
    /// store, not a chat.
    fn accessed_window(&self, expr: &Expr) -> Option<Window> {
        let Expr::MethodCall(call) = crate::analysis::place::strip(expr) else {
            return None;
        };
        let method = call.method.to_string();
        let stem = method
            .strip_suffix("_mut")
            .or_else(|| locks_accessor(expr, call).then_some(method.as_str()))?;
        let names_window = self.cfg.extra_window_fields.iter().any(|f| f == stem)
            || names::words(stem).last().is_some_and(|w| {
                self.cfg.window_name(w) == names::WindowName::Strong || names::word_is(w, "session")
            });
        (call.args.is_empty() && !stem.is_empty() && names_window).then(|| Window {
            target: quote::ToTokens::to_token_stream(call)
                .to_string()
                .replace(' ', ""),
            guarded: false,
            param: None,
            mut_ref: true,
            raw_known: true,
        })
    }

    /// The conversation a lookup by key named for one hands out, bound to one name the body
    /// edits as a list (`if let Some(session) = self.session_manager.get_session(&id) {
    /// session.drain(..n); }`, `let history = store.find_history(id).unwrap()`): the lookup is
    /// `get`, `find` or `lookup` followed by words whose last is `session` or a strong window
    /// word, called with the key on a holder that is no window itself, not awaited (an awaited
    /// lookup may load a copy), and the binding is cut or filled directly (`drain`,
    /// `truncate`, `remove`, `push`, ..). The list handed out is the conversation, as the one
    /// a mutable accessor named for it hands out is (`ctx.session_mut()`); a session the body
    /// only reads, or edits through its fields, is not taken for a list.
    pub(super) fn looked_up_conversation(&self, pat: &Pat, expr: &Expr) -> Option<Window> {
        const LOOKUPS: &[&str] = &["get", "find", "lookup"];
        const FILLS: &[&str] = &[
            "push",
            "push_back",
            "push_front",
            "insert",
            "extend",
            "append",
        ];
        let name = match pattern_idents(pat).as_slice() {
            [name] => name.clone(),
            _ => return None,
        };
        let Expr::MethodCall(call) = strip_unwraps(expr) else {
            return None;
        };
        let method = call.method.to_string();
        let words: Vec<&str> = names::words(&method).collect();
        let named_for_conversation = match words.as_slice() {
            [first, .., last] => {
                LOOKUPS.iter().any(|l| names::word_is(first, l))
                    && (names::word_is(last, "session")
                        || self.cfg.window_name(last) == names::WindowName::Strong)
            }
            _ => false,
        };
        if !named_for_conversation
            || call.args.is_empty()
            || place_of(&call.receiver).is_none()
            || self.window_of(&call.receiver).is_some()
        {
            return None;
        }
        let edited_as_list = any_expr_in_block(self.body, |e| {
            matches!(e, Expr::MethodCall(m)
            if matches!(strip_parens(&m.receiver), Expr::Path(p) if p.path.is_ident(&name))
                && {
                    let method = m.method.to_string();
                    crate::analysis::types::DESTRUCTIVE_METHODS.contains(&method.as_str())
                        || FILLS.contains(&method.as_str())
                })
        });
        edited_as_list.then(|| Window {
            target: quote::ToTokens::to_token_stream(call)
                .to_string()
                .replace(' ', ""),
            guarded: false,
            param: None,
            mut_ref: true,
            raw_known: true,
        })
    }

    /// The window an item's text belongs to, reached through the item's mutable accessor for
    /// it (`msg.content_mut()`, `entry.parts_mut()`: no arguments, `_mut` after a content
    /// field's name, called on an item of a window): part of that item, as `msg.content` is,
    /// so a loop over it (`for block in msg.content_mut().iter_mut()`) walks the window's text.
    fn item_text_accessed(&self, expr: &Expr) -> Option<Window> {
        let Expr::MethodCall(call) = strip_parens(expr) else {
            return None;
        };
        let method = call.method.to_string();
        let stem = method.strip_suffix("_mut")?;
        if !call.args.is_empty() || stem.is_empty() || !is_content_field(stem) {
            return None;
        }
        let Expr::Path(item) = strip_parens(&call.receiver) else {
            return None;
        };
        match self.locals.get(&item.path.get_ident()?.to_string()) {
            Some(Binding::Element(window)) => Some(window.clone()),
            _ => None,
        }
    }

    /// `place` is a field of one request to the model that the body builds itself: a local
    /// whose type is named as a request (`let mut body = CompletionPayload::default()`, or
    /// `if let Ok(mut req) = serde_json::from_str::<ChatRequest>(&text)`). It holds a copy of
    /// the conversation built for one call, not the conversation the agent keeps: filling or
    /// cutting it edits nothing. So is a field of `self` in a builder of the request, taking
    /// `self` by value (`fn with_messages(mut self, ..)` in `impl ApiRequest`). A request handed
    /// in may carry the caller's conversation (a reducer that cuts `req.messages` and returns
    /// them), and one reached through `&mut self` or a `&mut` parameter may be where the agent
    /// keeps its turns: both stay windows.
    fn is_request_field(&self, place: &Place) -> bool {
        match &place.root {
            Root::Local(name) => {
                !place.fields.is_empty() && !self.params.contains(name) && self.is_request(name)
            }
            // `self.messages = messages` in a builder of the request (`Self` by value).
            Root::SelfValue => !place.fields.is_empty() && self.builds_request,
        }
    }

    /// The local or parameter `name` holds one request to the model by value: its type is named
    /// as a request or payload (`ChatRequest`, `InferenceRequest`, `ChatPayload`).
    fn is_request(&self, name: &str) -> bool {
        matches!(self.locals.get(name), Some(Binding::Typed(ty))
            if !matches!(**ty, Type::Reference(_))
                && type_name(ty).is_some_and(|t| names::is_request_type_name(&t)))
    }

    /// `assign` fills a field of a request held by value with a whole copy of a window
    /// (`req.messages = Some(history.clone())` in a handler given `Json(mut req):
    /// Json<ChatRequest>`): the request is built from the conversation for one call, and what
    /// the field held before was not the conversation.
    pub(super) fn fills_request(&self, assign: &syn::ExprAssign) -> bool {
        let into_request = place_of(&assign.left).is_some_and(|p| {
            matches!(&p.root, Root::Local(name) if !p.fields.is_empty() && self.is_request(name))
        });
        let value = match strip_parens(&assign.right) {
            Expr::Call(call)
                if matches!(&*call.func, Expr::Path(p) if p.path.is_ident("Some"))
                    && call.args.len() == 1 =>
            {
                &call.args[0]
            }
            other => other,
        };
        into_request && self.copies_whole_window(value)
    }

    /// The window `expr` denotes, and whether the expression is an item of it rather than the
    /// whole (`history[i].content`, `m.content` for an element alias `m`).
    pub(super) fn window_of(&self, expr: &Expr) -> Option<(Window, bool)> {
        if let Some(window) = self.accessed_window(expr) {
            return Some((window, false));
        }
        if let Some(window) = self.item_text_accessed(expr) {
            return Some((window, true));
        }
        let place = place_of(expr)?;
        // `history.items` that the file fills only with `ClipboardItem { .. }`: no
        // conversation (see [`crate::analysis::AnalysisConfig::foreign_item_lists`]).
        if !place.through_index
            && !self
                .cfg
                .extra_window_fields
                .iter()
                .any(|f| Some(f) == place.fields.last())
            && self.cfg.foreign_item_lists.contains(&place.text())
            && !self.holds_records_of_a_memory(&place, self.place_type(&place))
        {
            return None;
        }
        if let Root::Local(name) = &place.root
            && let Some(Binding::Element(w)) = self.locals.get(name)
        {
            // An item that holds a conversation of its own (`conv` found by id in
            // `self.conversations`): its field that names messages (`conv.messages`) is a
            // window, edited as one.
            if let Some(field) = place.fields.first()
                && names_nested_messages(field)
            {
                let window = Window {
                    target: format!("{name}.{field}"),
                    ..w.clone()
                };
                return Some((window, place.fields.len() > 1 || place.through_index));
            }
            return Some((w.clone(), true));
        }
        if let Root::Local(name) = &place.root
            && let Some(Binding::Window(w)) = self.locals.get(name)
            && !place.fields.is_empty()
        {
            // A field of an alias: `h.items` where `h` is a window is part of it, unless the
            // field is the window proper (`conversation.messages` for a `conversation`).
            let field = &place.fields[0];
            // A holder whose struct the source declares (taken from a map of them, or a
            // parameter of that type: `chat: &mut Conversation`): its fields that hold
            // messages are windows; the others (`state.updated_at`, `chat.pending`) are
            // bookkeeping.
            if self
                .holder_struct(name, w)
                .is_some_and(|owner| !self.struct_field_holds_messages(&owner, field))
            {
                return None;
            }
            // A field the owner's struct declares as a number (`msgs_since_reply: u8`) counts
            // messages, whatever its name: resetting it drops none.
            let first = Place {
                root: place.root.clone(),
                fields: vec![field.clone()],
                through_index: false,
                fields_after_index: 0,
                fields_after_first_index: 0,
            };
            if self
                .place_type(&first)
                .is_some_and(|ty| self.cfg.shape(ty) == Shape::Primitive)
            {
                return None;
            }
            // A field named as a number about the conversation, reached directly or through
            // a part of the holder (`conversation.total_tokens`,
            // `conversation.metadata.total_tokens`): the holder's bookkeeping, whatever its
            // type, as a field declared as a number is. A quantity of one word (`tokens`,
            // `bytes`) may name a buffer of them, and is not taken as a number.
            if place.fields.last().is_some_and(|last| {
                (names::names_quantity(last) && names::words(last).nth(1).is_some())
                    || names::names_key_or_tally(last)
            }) {
                return None;
            }
            if self.cfg.window_name(field) == names::WindowName::Strong
                || self.holder_field_holds_messages(name, field)
            {
                let window = Window {
                    target: format!("{}.{field}", w.target),
                    ..w.clone()
                };
                return Some((window, place.fields.len() > 1 || place.through_index));
            }
            return Some((w.clone(), true));
        }
        if let Some(window) = conversation_in_list(&place) {
            return Some((window, place.fields_after_index > 1));
        }
        // `session.messages[mi].content[bi]`: a part of one message reached through a second
        // index (a block of its content); the window is the collection the first index picks
        // the message from.
        let window = self.window_of_place(&place).or_else(|| {
            (place.fields_after_first_index > place.fields_after_index)
                .then(|| Place {
                    fields_after_index: place.fields_after_first_index,
                    ..place.clone()
                })
                .and_then(|outer| self.window_of_place(&outer))
        })?;
        Some((window, place.through_index))
    }

    /// The window held by the value `left` writes, when the body reads a field of that value
    /// as a window (`session.messages` for `*session = ..` or `self.session = ..`, also through
    /// `self`), or a field of the local `right` it is given (`loaded.messages` for `*session =
    /// loaded`: the same type's field): replacing the holder whole replaces that window.
    pub(super) fn holder_window(&self, left: &Expr, right: &Expr) -> Option<Window> {
        let holder = match strip_parens(left) {
            Expr::Unary(deref) if matches!(deref.op, syn::UnOp::Deref(_)) => place_of(&deref.expr)?,
            other => place_of(other)?,
        };
        if holder.through_index || (holder.root == Root::SelfValue && holder.fields.is_empty()) {
            return None;
        }
        let given = place_of(right).filter(|p| p.fields.is_empty() && !p.through_index);
        let mut window = None;
        any_expr_in_block(self.body, |e| {
            let Expr::Field(field) = e else {
                return false;
            };
            let Some(place) = place_of(e) else {
                return false;
            };
            let one_field_more = place.root == holder.root
                && !place.through_index
                && place.fields.len() == holder.fields.len() + 1
                && place.fields.starts_with(&holder.fields);
            if let Some((found, false)) = one_field_more.then(|| self.window_of(e)).flatten() {
                window = Some(found);
                return true;
            }
            let of_given = given.as_ref().is_some_and(|g| {
                place.root == g.root && !place.through_index && place.fields.len() == 1
            });
            if let (true, syn::Member::Named(name)) = (of_given, &field.member)
                && let Some((found, false)) = self.window_of(e)
            {
                window = Some(Window {
                    target: format!("{}.{name}", holder.text()),
                    ..found
                });
                return true;
            }
            false
        });
        window.or_else(|| self.declared_holder_window(&holder))
    }

    /// The window a holder parameter is when the body reads none of its fields (`*session =
    /// loaded` with `session: &mut ChatSession`): its declared type is a struct of the source
    /// with a field of messages (that field), or is named as the holder of one conversation
    /// (`ChatSession`, `ConversationHistory`; see `AnalysisConfig::is_conversation_holder_type`).
    /// Replacing the holder whole replaces that conversation.
    fn declared_holder_window(&self, holder: &Place) -> Option<Window> {
        let Root::Local(name) = &holder.root else {
            return None;
        };
        if !holder.fields.is_empty() || !self.params.contains(name) {
            return None;
        }
        let holder_type = type_name(self.param_types.get(name)?)?;
        let field = self
            .structs
            .fields_where(&holder_type, |ty| self.cfg.is_message_collection(ty))
            .first()
            .map(|field| format!("{name}.{field}"));
        if field.is_none() && !self.cfg.is_conversation_holder_type(&holder_type) {
            return None;
        }
        Some(Window {
            target: field.unwrap_or_else(|| name.clone()),
            guarded: false,
            param: None,
            mut_ref: true,
            raw_known: false,
        })
    }

    /// A conversation kept in a local across turns: a fresh sequence (`Vec::new()`) named or
    /// typed like a window, pushed to, or lent mutably to a call (`run_turn(&mut history,
    /// ..)`), inside a `loop` or `while` of the body (a chat REPL's turn loop in `main`). Not
    /// a scratch buffer filled in a `for` over another window.
    pub(super) fn running_history(
        &self,
        pat: &Pat,
        declared: Option<&Type>,
        init: &Expr,
    ) -> Option<Window> {
        let Pat::Ident(ident) = pat else {
            return None;
        };
        let name = ident.ident.to_string();
        if !crate::analysis::syntax::is_fresh_sequence(init)
            || self.window_by_name_and_type(&name, declared) != Some(false)
        {
            return None;
        }
        let pushed_in_turn_loop = any_expr_in_block(self.body, |e| {
            let body = match e {
                Expr::Loop(l) => &l.body,
                Expr::While(w) => &w.body,
                _ => return false,
            };
            any_expr_in_block(body, |inner| match inner {
                Expr::MethodCall(m) => {
                    (["push", "push_back"].contains(&m.method.to_string().as_str())
                        && is_local(&m.receiver, &name))
                        || m.args.iter().any(|a| lends_mutably(a, &name))
                }
                Expr::Call(call) => call.args.iter().any(|a| lends_mutably(a, &name)),
                _ => false,
            })
        });
        pushed_in_turn_loop.then_some(Window::raw(name))
    }

    /// The struct of the source a call of one of its free functions returns
    /// (`load_store(&path).await?` for `async fn load_store(..) -> Result<StoreFile>`).
    pub(super) fn returned_struct(&self, expr: &Expr) -> Option<Type> {
        let Expr::Call(call) = crate::analysis::place::strip(expr) else {
            return None;
        };
        let Expr::Path(func) = &*call.func else {
            return None;
        };
        let name = func.path.get_ident()?.to_string();
        self.structs.returned_struct(&name).cloned()
    }

    /// The declared type of the field `expr` reads or locks (`self.short_term.write()`), when
    /// it is a map of conversations: a local bound to it is that map.
    /// The declared type of the typed local whose lock `expr` takes
    /// (`shared.lock().await`, `state.write().unwrap()`, `cell.borrow_mut()` with `shared:
    /// Arc<Mutex<Chat>>`): the guard reaches that value's fields.
    pub(super) fn locked_local_type(&self, expr: &Expr) -> Option<Type> {
        let mut expr = strip_unwraps(expr);
        if let Expr::Await(awaited) = expr {
            expr = strip_unwraps(&awaited.base);
        }
        let Expr::MethodCall(call) = expr else {
            return None;
        };
        if !call.args.is_empty()
            || !["lock", "read", "write", "borrow_mut", "borrow"]
                .contains(&call.method.to_string().as_str())
        {
            return None;
        }
        let Expr::Path(local) = strip_parens(&call.receiver) else {
            return None;
        };
        let name = local.path.get_ident()?.to_string();
        match self.locals.get(&name) {
            Some(Binding::Typed(ty)) => Some((**ty).clone()),
            _ => None,
        }
    }

    pub(super) fn aliased_field_type(&self, expr: &Expr) -> Option<Type> {
        let place = place_of(expr)?;
        if place.through_index || place.fields.is_empty() {
            return None;
        }
        self.place_type(&place)
            .filter(|t| self.is_map_of_holders(t))
            .cloned()
    }

    /// One conversation of a map of them (declared `HashMap<ChannelId, Vec<ChatMessage>>`),
    /// taken by its key: `map.entry(key).or_default()` (or `or_insert_with(..)`,
    /// `or_insert(..)`) or `map.get_mut(&key)`. It is a window of its own, named
    /// `map[key]`, not one item of the map: `buf.pop_front()` cuts that conversation.
    pub(super) fn conversation_in_map(&self, expr: &Expr) -> Option<Window> {
        let (map, key) = value_taken_mutably(expr)?;
        let place = place_of(map)?;
        if place.through_index
            || !self
                .place_type(&place)
                .is_some_and(|t| self.cfg.is_map_of_conversations(t))
        {
            return None;
        }
        let map = match &place.root {
            Root::Local(name) if place.fields.is_empty() => self.map_guards.get(name).cloned(),
            _ => None,
        };
        Some(Window {
            target: format!("{}[{}]", map.unwrap_or_else(|| place.text()), key_text(key)),
            guarded: false,
            param: None,
            mut_ref: true,
            raw_known: true,
        })
    }

    /// One holder of a conversation taken by its key (`sessions.get_mut(&id)`,
    /// `entry(id).or_default()`) from a map of them (declared `HashMap<String, ChatSession>`)
    /// held by a typed local (the guard `let mut sessions = state.sessions.write().await`):
    /// that conversation, named `state.sessions[id]`, its fields windows by their names
    /// (`session.turns`).
    pub(super) fn holder_in_map(&self, expr: &Expr) -> Option<Window> {
        let (map, key) = holder_taken_from_map(expr)?;
        let place = place_of(map)?;
        let Root::Local(name) = &place.root else {
            return None;
        };
        let Some(Binding::Typed(ty)) = self.locals.get(name) else {
            return None;
        };
        if !place.fields.is_empty() || !self.is_map_of_holders(ty) {
            return None;
        }
        let map = self
            .map_guards
            .get(name)
            .cloned()
            .unwrap_or_else(|| place.text());
        Some(Window {
            target: format!("{map}[{key}]"),
            guarded: false,
            param: None,
            mut_ref: true,
            raw_known: true,
        })
    }

    /// `ty` is a map whose values each hold one conversation: named so (see
    /// [`crate::analysis::AnalysisConfig::is_map_of_conversation_holders`]), or a struct of
    /// the linted source with a field that is a collection of message-like items
    /// (`HashMap<SessionId, SessionState>` with `SessionState { records: Vec<ContextRecord> }`).
    pub(super) fn is_map_of_holders(&self, ty: &Type) -> bool {
        self.cfg.is_map_of_conversation_holders(ty) || self.map_value_holder(ty).is_some()
    }

    /// The name of the value type of the map `ty`, when it is a struct of the linted source
    /// that holds a collection of message-like items in one of its fields.
    pub(super) fn map_value_holder(&self, ty: &Type) -> Option<String> {
        let value = type_name(map_value(ty)?)?;
        let holds_messages = self
            .structs
            .fields_where(&value, |_| true)
            .into_iter()
            .any(|field| self.struct_field_holds_conversation(&value, field));
        holds_messages.then_some(value)
    }

    /// The struct a holder taken from a map of them has for its type (`SessionState` for
    /// `sessions.get_mut(&id)` on a `HashMap<SessionId, SessionState>`), when it is one of the
    /// linted source that holds messages.
    pub(super) fn holder_type_in_map(&self, expr: &Expr) -> Option<String> {
        let (map, _) = holder_taken_from_map(expr)?;
        let place = place_of(map)?;
        let Root::Local(name) = &place.root else {
            return None;
        };
        let Some(Binding::Typed(ty)) = self.locals.get(name) else {
            return None;
        };
        self.map_value_holder(ty)
    }

    /// `state.records` for a holder `state` taken from a map of them, where the holder's
    /// struct declares `records` as a collection of message-like items: that conversation's
    /// window, whatever the field's name.
    fn holder_field_holds_messages(&self, holder: &str, field: &str) -> bool {
        self.holder_types
            .get(holder)
            .is_some_and(|owner| self.struct_field_holds_messages(owner, field))
    }

    /// `owner`'s struct declares `field` as a collection of message-like items, or as a map
    /// of such collections (`conversations: HashMap<i64, Vec<MessageArgs>>`, one per chat).
    fn struct_field_holds_messages(&self, owner: &str, field: &str) -> bool {
        self.struct_field_holds_conversation(owner, field)
            || self
                .structs
                .field(owner, field)
                .is_some_and(|ty| self.cfg.is_map_of_conversations(ty))
    }

    /// `owner`'s struct declares `field` as one conversation: a collection of message-like
    /// items, or memories an agent keeps for the model (`memories: Vec<MemoryEntry>` with
    /// `struct MemoryEntry { content: String, .. }`), as such a field of `self` is (see
    /// [`Self::window_by_name_and_type`]). So a map of such holders (`agents: HashMap<String,
    /// AgentMemory>`) holds one conversation per key.
    fn struct_field_holds_conversation(&self, owner: &str, field: &str) -> bool {
        self.structs.field(owner, field).is_some_and(|ty| {
            self.cfg.is_message_collection(ty)
                || (names::names_memories(field) && self.holds_items_with_content(ty))
        })
    }

    /// The struct of the linted code a holder alias `name` (bound as window `w`) is: one taken
    /// from a map of them, or a parameter declared as that struct (`chat: &mut Conversation`,
    /// also through a local bound to it).
    fn holder_struct(&self, name: &str, w: &Window) -> Option<String> {
        if let Some(owner) = self.holder_types.get(name) {
            return Some(owner.clone());
        }
        if !self.params.contains(&w.target) {
            return self.held_struct_of_field(&w.target);
        }
        type_name(self.param_types.get(&w.target)?).filter(|owner| self.structs.declares(owner))
    }

    /// The struct the source declares that a field of `self` holds, behind its lock or pointer
    /// (`history: Mutex<History>`): an alias of that field (`let mut history =
    /// self.history.lock().unwrap()`, or the guard a lock helper returns) reaches the struct's
    /// fields, of which only those that hold messages are windows, as they are through
    /// `self.history.console` written out.
    fn held_struct_of_field(&self, target: &str) -> Option<String> {
        let place = place_of(&syn::parse_str::<Expr>(target).ok()?)?;
        if place.root != Root::SelfValue || place.fields.len() != 1 {
            return None;
        }
        type_name(self.place_type(&place)?).filter(|owner| self.structs.declares(owner))
    }

    /// `self.items` of a struct named like a conversation (`ConversationHistory`, `ChatLog`),
    /// or implementing a trait named for one (`impl Session for InMemorySession`), is its
    /// window when the field has a weaker window name (`items`, `entries`, `log`) and holds a
    /// collection of anything but numbers: the owner says what the items are. So is such a
    /// field of a struct named as an agent's memory (`ShortTermMemory`, `WorkingMemory`)
    /// holding items with text `content`.
    fn is_conversation_field(&self, place: &Place, ty: Option<&Type>) -> bool {
        use names::WindowName;
        let (Root::SelfValue, [field], Some(owner), Some(ty)) =
            (&place.root, place.fields.as_slice(), self.self_type, ty)
        else {
            return false;
        };
        let weak_field = self.cfg.window_name(field) == WindowName::Weak;
        // `ShortTermMemory { entries: Vec<ShortTermEntry> }` with `struct ShortTermEntry {
        // content: String, .. }`: a struct named as an agent's memory (its last word) keeps
        // those entries for the model to read, as a field named `memories` of them would.
        let memory_entries =
            || names::names_memory_owner(owner) && self.holds_items_with_content(ty);
        ((self.cfg.window_name(owner) == WindowName::Strong
            || self.structs.implements_conversation(owner))
            && weak_field
            && matches!(
                self.cfg.shape(ty),
                Shape::Collection(ItemShape::Message | ItemShape::Text | ItemShape::Other)
            ))
            || (weak_field && memory_entries())
            || self.holds_records_of_a_memory(place, Some(ty))
    }

    /// `place` is a field of `self` in a struct named as an agent's memory (`ExperientialMemory
    /// { lessons: Vec<Lesson> }`) holding records that keep what happened as text in fields of
    /// their own (see [`Self::holds_remembered_records`]): what the agent remembers, whatever
    /// the field and its items are called, and however the file builds them (`Lesson {
    /// error_pattern, fix_description, .. }` pushed as a literal is such a record, not a
    /// foreign item).
    fn holds_records_of_a_memory(&self, place: &Place, ty: Option<&Type>) -> bool {
        matches!((&place.root, place.fields.as_slice(), self.self_type, ty),
            (Root::SelfValue, [_], Some(owner), Some(ty))
                if names::names_memory_owner(owner) && self.holds_remembered_records(ty))
    }

    /// `ty` is a sequence of a struct declared in the linted code that keeps what happened as
    /// text in fields of its own, not as `content` (`Vec<Episode>` with `struct Episode {
    /// what: String, outcome: String, who: Vec<String>, importance: f64 }`): at least two
    /// text fields, not counting ids, keys and names. A replay memory's transitions (`state:
    /// Vec<f32>, action: usize, reward: f32`) keep numbers, and a record with one label
    /// (`env_name: String`) keeps no remembered text.
    fn holds_remembered_records(&self, ty: &Type) -> bool {
        if !matches!(self.cfg.shape(ty), Shape::Collection(_)) || map_value(ty).is_some() {
            return false;
        }
        let Some(item) = collection_item(ty).and_then(type_name) else {
            return false;
        };
        let texts = self.structs.fields_where(&item, |field| {
            self.cfg.shape(field) == Shape::Text
                || matches!(self.cfg.shape(field), Shape::Collection(ItemShape::Text))
        });
        texts
            .iter()
            .filter(|name| {
                !names::names_key_or_tally(name)
                    && !names::any_word_is(name, &["id", "name", "key", "label"])
            })
            .count()
            >= 2
    }

    /// The window a mutable borrow of a range of its items denotes (`&mut history[1..cut]`,
    /// `history.get_mut(1..cut)`, also under `?`, `unwrap` or `expect`, and
    /// `history.as_mut_slice()`): a local bound to it holds every item of that range mutably,
    /// and walking it walks the window's own items, as `for m in &mut history[1..cut]` does.
    /// `get_mut(i)` of one position is an item, not a range.
    pub(super) fn mut_range_of_window(&self, expr: &Expr) -> Option<Window> {
        let receiver = match strip_unwraps(expr) {
            Expr::Reference(r) if r.mutability.is_some() => match strip_parens(&r.expr) {
                Expr::Index(index) if matches!(strip_parens(&index.index), Expr::Range(_)) => {
                    &*index.expr
                }
                _ => return None,
            },
            Expr::MethodCall(call)
                if call.method == "get_mut"
                    && call.args.len() == 1
                    && matches!(strip_parens(&call.args[0]), Expr::Range(_)) =>
            {
                &*call.receiver
            }
            Expr::MethodCall(call) if call.method == "as_mut_slice" && call.args.is_empty() => {
                &*call.receiver
            }
            _ => return None,
        };
        match self.window_of(receiver)? {
            (window, false) => Some(Window {
                mut_ref: true,
                ..window
            }),
            (_, true) => None,
        }
    }

    /// The window whose items `expr` yields mutably (`history.iter_mut()`, `&mut history`,
    /// `history.last_mut()`, `history.iter_mut().enumerate()`).
    pub(super) fn element_source(&self, expr: &Expr) -> Option<Window> {
        let mut expr = expr;
        for _ in 0..MAX_DEPTH {
            match expr {
                Expr::MethodCall(call) => {
                    let name = call.method.to_string();
                    if ELEMENT_METHODS.contains(&name.as_str()) {
                        return self.window_of(&call.receiver).map(|(w, _)| w);
                    }
                    expr = &call.receiver;
                }
                Expr::Paren(p) => expr = &p.expr,
                _ => return None,
            }
        }
        None
    }

    /// A place with a weaker window name and a type the linted code does not declare
    /// (`self.context`, `state.memory`), assigned a summary: replacing it with a summary is
    /// what compaction does to a context window, so it is taken for one.
    pub(super) fn context_replaced_by_summary(
        &self,
        left: &Expr,
        right: &Expr,
    ) -> Option<(Window, bool)> {
        let place = place_of(left)?;
        let weak_name = self.cfg.window_name(place.name()) == names::WindowName::Weak;
        if place.through_index || !weak_name || self.place_type(&place).is_some() {
            return None;
        }
        // A summary of retrieved material (`summarize_chunks(&chunks)`,
        // `last_retrieval_summary`) is the retrieval context refreshed, not the conversation
        // compacted: the documents stay in their store.
        let origin = self.derive(right).summary?;
        if names_retrieved_material(&origin) {
            return None;
        }
        let window = Window {
            target: place.text(),
            guarded: false,
            param: None,
            mut_ref: false,
            raw_known: false,
        };
        Some((window, false))
    }

    /// `let <window> = <store>.load_..(..)`: a window named binding read from a verbatim store
    /// (`database.lock().await.load_active_history(id)?`), so the originals are durable there.
    pub(super) fn loads_window_from_store(&self, pat: &Pat, init: &Expr) -> bool {
        const READS: &[&str] = &["load", "get", "fetch", "read", "restore", "open", "find"];
        let Pat::Ident(ident) = pat else {
            return false;
        };
        let Expr::MethodCall(call) = crate::analysis::place::strip(init) else {
            return false;
        };
        let reads = names::first_word_is_any(&call.method.to_string(), READS);
        let from_store = place_of(&call.receiver).is_some_and(|p| {
            self.cfg.is_store_name(p.name())
                || self
                    .cfg
                    .stores
                    .iter()
                    .any(|s| p.text().starts_with(s.as_str()))
        });
        reads
            && from_store
            && self
                .window_by_name_and_type(&ident.ident.to_string(), None)
                .is_some()
    }

    /// The type of the list `pat` is bound to when the body loads it from a file or store and
    /// writes it back over the same place: `init` calls a read (`read_all(&path)?`,
    /// `store.load_memories(&key)?`), the list's type declared on the binding or returned by
    /// a free function of the linted code (`fn read_all(..) -> Result<Vec<Memory>, AppError>`),
    /// and a later call named as a write is handed the list and the same source, as an
    /// argument or its receiver (`atomic_write_index(&path, &memories)?`,
    /// `store.save_memories(&key, &memories)`). What the body removes from the list before
    /// the write is removed from what is stored, no copy kept: the list is the stored memory,
    /// not a copy of it, when its name and type say it holds messages or memories (see
    /// [`Self::window_by_name_and_type`]), or its name names memories and its items can hold
    /// text. A list loaded and not written back, or written somewhere else, is a copy. So is
    /// a list a getter of the linted code hands out and its setter takes back on the same
    /// value (`let mut memories = state.session_memories()` with `fn session_memories(&self)
    /// -> Vec<MemoryNote>`, then `state.set_session_memories(memories)`): the list kept in
    /// that value, read out and put back.
    pub(super) fn list_stored_back(
        &self,
        pat: &Pat,
        declared: Option<&Type>,
        init: &Expr,
    ) -> Option<Type> {
        let Pat::Ident(ident) = pat else {
            return None;
        };
        let name = ident.ident.to_string();
        let read = crate::analysis::place::strip(init);
        let (callee, args, receiver) = crate::analysis::syntax::call_parts(read)?;
        // A getter the file declares on the receiver's type, put back by its `set_` twin.
        let getter = receiver.and_then(|r| {
            let owner = self.receiver_type(r)?;
            self.structs.method_returned_type(&owner, &callee)
        });
        let setter = format!("set_{callee}");
        if !names::first_word_is_any(&callee, LIST_READ_VERBS) && getter.is_none() {
            return None;
        }
        let ty = match (declared, receiver) {
            (Some(ty), _) => ty.clone(),
            (None, None) => self.structs.returned_type(&callee)?.clone(),
            (None, Some(_)) => getter?.clone(),
        };
        collection_item(&ty)?;
        let source_text = |e: &Expr| place_of(strip_reference(e)).map(|p| p.text());
        let sources: Vec<String> = args
            .iter()
            .copied()
            .chain(receiver)
            .filter_map(source_text)
            .filter(|s| *s != "self")
            .collect();
        // A read named for the memory it returns (`get_memory(app)`, `load_memories()`) says
        // what the list is: handed to a write or a `set` in any form (`store.set(MEMORY_KEY,
        // serde_json::to_value(&facts)?)` of a key-value store), it is put back where it was
        // kept, whatever the write is called on; as any list read, it is also put back by a
        // write named so in any word and given the list and the same source
        // (`atomic_write(&path, &memories)` after `read_memories(&path)`).
        let named_memory = names::names_memories(&callee);
        if sources.is_empty() && !named_memory {
            return None;
        }
        let written_back = any_expr_in_block(self.body, |e| {
            let Some((writer, args, receiver)) = crate::analysis::syntax::call_parts(e) else {
                return false;
            };
            if named_memory
                && (names::first_word_is_any(&writer, names::STORE_WRITE_VERBS)
                    || names::first_word_is_any(&writer, names::REPLACE_VERBS))
                && args
                    .iter()
                    .any(|a| any_expr(a, |inner| is_local(inner, &name)))
            {
                return true;
            }
            (names::any_word_is(&writer, names::STORE_WRITE_VERBS)
                || (getter.is_some() && writer == setter))
                && args
                    .iter()
                    .any(|a| is_local_or_its_clone(strip_reference(a), &name))
                && args
                    .iter()
                    .copied()
                    .chain(receiver)
                    .filter_map(source_text)
                    .any(|s| sources.contains(&s))
        });
        // The list holds the agent's memory by its name and type (`history: Vec<Message>`), or
        // is named for memories and holds items that can hold text (`memories: Vec<Memory>`
        // of a type declared elsewhere; not a replay memory of `Transition { state: Vec<f32>,
        // reward: f32 }`).
        let memory = self.window_by_name_and_type(&name, Some(&ty)).is_some()
            || ((names::names_memories(&name) || named_memory) && !self.holds_no_text(&ty));
        (written_back && memory).then_some(ty)
    }

    /// The window of an item borrowed mutably as a whole: an element alias (`msg` in
    /// `for msg in &mut history`), or `&mut history[i]`. Destructuring it
    /// (`if let Message::Tool { content, .. } = msg`) borrows its fields mutably.
    pub(super) fn borrowed_item(&self, expr: &Expr) -> Option<Window> {
        let (item, by_mut_ref) = match strip_parens(expr) {
            Expr::Reference(r) if r.mutability.is_some() => (&*r.expr, true),
            other => (other, false),
        };
        let place = place_of(item)?;
        let alias = matches!(&place.root, Root::Local(n) if matches!(self.locals.get(n), Some(Binding::Element(_))));
        let whole_item =
            place.fields.is_empty() || (place.through_index && place.fields_after_index == 0);
        if !whole_item || !(alias || (by_mut_ref && place.through_index)) {
            return None;
        }
        self.window_of(item).map(|(window, _)| window)
    }

    /// [`Self::borrowed_item`], or the text field of an item that `pat` borrows mutably:
    /// `if let Content::Text { ref mut text } = messages[i].content` (or `= &mut
    /// messages[i].content`) binds `text` into the item, so writing it rewrites the item.
    pub(super) fn borrowed_item_text(&self, expr: &Expr, pat: &Pat) -> Option<Window> {
        if let Some(window) = self.borrowed_item(expr) {
            return Some(window);
        }
        // `if let Some(calls) = msg.tool_calls.as_mut()` borrows the field mutably, as `&mut
        // msg.tool_calls` does.
        let (item, by_mut_ref) = match strip_parens(expr) {
            Expr::Reference(r) if r.mutability.is_some() => (&*r.expr, true),
            Expr::MethodCall(m)
                if m.args.is_empty() && (m.method == "as_mut" || m.method == "as_deref_mut") =>
            {
                (&*m.receiver, true)
            }
            other => (other, false),
        };
        if !by_mut_ref && !binds_by_ref_mut(pat) {
            return None;
        }
        let place = place_of(item)?;
        let walked_alias = matches!(&place.root, Root::Local(n) if self.walked_items.contains(n));
        if !(place.through_index || walked_alias) || !self.writes_item_text(item) {
            // An alias from `last_mut()` is the newest message being written (a streamed or
            // regenerated reply), not an old one being pruned.
            return None;
        }
        self.window_of(item).map(|(window, _)| window)
    }

    /// Bind `pat` to items of `window`; `walked` when the loop or closure visits every item
    /// (see [`walks_every_item`]), so that destructuring one reaches old messages.
    pub(super) fn bind_items(&mut self, pat: &Pat, window: &Window, walked: bool) {
        self.bind_pattern(pat, &Binding::Element(window.clone()));
        for name in pattern_idents(pat) {
            mark(&mut self.walked_items, &name, walked);
        }
    }

    /// Bind the text fields a pattern takes out of an item of `window` as element aliases
    /// (`content` in `Message::Tool { content, .. }`; not bookkeeping such as `tokens`).
    pub(super) fn bind_item_fields(&mut self, pat: &Pat, window: &Window) {
        for name in pattern_idents_of_fields(pat, is_content_field) {
            self.locals.insert(name, Binding::Element(window.clone()));
        }
    }

    /// The window a `for` loop walks mutably: [`Self::element_source`], `&mut history`, or a
    /// binding that already is a mutable borrow of one (`for m in messages` with
    /// `messages: &mut Vec<Message>`, or after `let h = &mut self.history`).
    pub(super) fn loop_source(&self, expr: &Expr) -> Option<Window> {
        match strip_parens(expr) {
            Expr::Reference(r) if r.mutability.is_some() => self.window_of(&r.expr).map(|(w, _)| w),
            other => self
                .mut_borrowed_window(other)
                .or_else(|| self.element_source(other)),
        }
    }

    /// `expr` names a local bound to a mutable borrow of a whole window (a `&mut Vec<Message>`
    /// parameter, `let h = &mut self.history`): walking it by value yields every item mutably.
    pub(super) fn mut_borrowed_window(&self, expr: &Expr) -> Option<Window> {
        let Expr::Path(path) = strip_parens(expr) else {
            return None;
        };
        let name = path.path.get_ident()?.to_string();
        match self.locals.get(&name) {
            Some(Binding::Window(w)) if w.mut_ref => Some(w.clone()),
            _ => None,
        }
    }

    /// Every binding of `pat` is `binding`.
    pub(super) fn bind_pattern(&mut self, pat: &Pat, binding: &Binding) {
        for name in pattern_idents(pat) {
            self.locals.insert(name, binding.clone());
        }
    }

    /// `let mut history = conv.history.iter().cloned().collect()` (or `.clone()`, `.to_vec()`)
    /// that the body never writes back into a window (`self.history = history`,
    /// `self.set_history(history)`, `mem::swap`): a scratch copy for a request or a view.
    /// Cutting it loses nothing; a copy written back is reported where it is written back.
    /// So is a value an awaited method of a field of `self` loads
    /// (`let mut window = self.history.context(channel).await?`, see [`awaits_loaded_value`])
    /// that is never locked (a shared handle's lock edits what the holder keeps) nor written
    /// back. So is a clone of a value holding a conversation (`let mut saved =
    /// session.clone()`) that the body edits only through its fields and serialises into a
    /// file (see [`super::serialised::only_written_out`]): a view being saved, the value it
    /// was cloned from keeping every message. So is the list a method of this type taking
    /// `&self` returns by value (`let messages = self.get_messages().await?`, see
    /// [`crate::analysis::types::StructFields::returns_owned_list`]): a copy handed out.
    pub(super) fn scratch_copy(&self, pat: &Pat, init: &Expr) -> bool {
        let Pat::Ident(ident) = pat else {
            return false;
        };
        let name = ident.ident.to_string();
        let loaded = awaits_loaded_value(init) && !self.locked_in_body(&name);
        let saved = matches!(strip_parens(init), Expr::MethodCall(call)
                if call.method == "clone" && call.args.is_empty())
            && super::serialised::only_written_out(self.body, &name);
        (self.copies_whole_window(init)
            || loaded
            || saved
            || self.handed_out_list(init)
            || self.copies_view(init)
            || self.loaded_record_left_unsaved(&name, init))
            && !self.written_back(&name)
    }

    /// `let mut store = load_unlocked();` (the local `name` bound by `init`): a struct the
    /// linted code declares, returned by a free function of it named as a read (see
    /// [`LIST_READ_VERBS`]: `load_`, `read_`, `get_`), that the body hands to no write (a call whose first word is
    /// one of [`names::STORE_WRITE_VERBS`] given the local, `save_unlocked(&store)`, or called
    /// on it, `store.save()`) and to no model. It is the body's own copy of what is kept,
    /// read to be shown or counted (`store.facts.truncate(limit)` before `json!({ "facts":
    /// store.facts })`): the kept record still holds what the body cuts from the copy. The
    /// same copy written back is the record (see [`Self::list_stored_back`]); one handed to a
    /// model is the context it is sent.
    fn loaded_record_left_unsaved(&self, name: &str, init: &Expr) -> bool {
        let Some((callee, _, None)) = crate::analysis::syntax::call_parts(strip_unwraps(init))
        else {
            return false;
        };
        let record = self
            .structs
            .returned_type(&callee)
            .filter(|ty| collection_item(ty).is_none())
            .and_then(type_name)
            .is_some_and(|ty| self.structs.declares(&ty));
        if !record || !names::first_word_is_any(&callee, LIST_READ_VERBS) {
            return false;
        }
        let mentions = |e: &Expr| any_expr(e, |inner| is_local(inner, name));
        !any_expr_in_block(self.body, |e| {
            let Some((called, args, receiver)) = crate::analysis::syntax::call_parts(e) else {
                return false;
            };
            let given = args.iter().any(|a| mentions(a)) || receiver.is_some_and(mentions);
            given
                && (names::first_word_is_any(&called, names::STORE_WRITE_VERBS)
                    || self.cfg.call_kind(
                        &called,
                        receiver,
                        args.iter().copied(),
                        &self.taint.summarise_prompts,
                    ) == crate::analysis::derive::CallKind::Model)
        })
    }

    /// `init` copies whole (`clone`, `to_vec`, `to_owned`) a local that is itself a view or
    /// scratch copy (`let messages: Vec<Message> = messages.clone()` after `let messages =
    /// self.messages.read().await` in a method reading `self` only): a copy of a copy.
    fn copies_view(&self, init: &Expr) -> bool {
        matches!(strip_parens(init), Expr::MethodCall(call)
        if call.args.is_empty()
            && ["clone", "to_vec", "to_owned"].contains(&call.method.to_string().as_str())
            && matches!(strip_parens(&call.receiver), Expr::Path(p)
                if p.path.get_ident().is_some_and(|local| {
                    matches!(self.locals.get(&local.to_string()), Some(Binding::View))
                })))
    }

    /// `init` is (under `.await`, `?`, `unwrap`) a call of a method of this type on `self` that
    /// takes `&self` and returns a list by value (`self.get_messages().await?`).
    fn handed_out_list(&self, init: &Expr) -> bool {
        let mut expr = strip_unwraps(init);
        while let Expr::Await(awaited) = expr {
            expr = strip_unwraps(&awaited.base);
        }
        matches!(expr, Expr::MethodCall(call)
        if matches!(strip_parens(&call.receiver), Expr::Path(p) if p.path.is_ident("self"))
            && self.self_type.is_some_and(|owner| {
                self.structs.returns_owned_list(owner, &call.method.to_string())
            }))
    }

    /// What `pat` binds from `init` is the body's own copy of text the caller lends: `init`
    /// parses a parameter borrowed shared (`serde_json::from_str::<Value>(body)` for `body:
    /// &str`, `from_slice(bytes)` for `bytes: &[u8]`, or a function named for parsing,
    /// `parse_markdown_to_memos(markdown)`; under `?`, `unwrap`, `ok()`, `let Ok(..)
    /// = .. else`), or takes a part of a value so parsed (`root.pointer_mut("/state/history")
    /// .and_then(|v| v.as_array_mut())`, `root["history"]`), and nothing bound is written back
    /// into a window or `self`. Cutting it loses nothing the caller holds, as cutting
    /// `messages.to_vec()` of a borrowed `messages` does not: the caller keeps its text. Text
    /// the body reads itself (a file, a field) is not lent, and its parse stays a window by
    /// its name.
    pub(super) fn parsed_copy(&self, pat: &Pat, init: &Expr) -> bool {
        self.parses_lent_text(init)
            && pattern_idents(pat)
                .iter()
                .all(|name| !self.written_back(name))
    }

    /// `expr` parses a parameter borrowed shared, or reaches into a local that holds such a
    /// parse (see [`Self::parsed_copy`]).
    pub(super) fn parses_lent_text(&self, expr: &Expr) -> bool {
        const PARSERS: &[&str] = &["from_str", "from_slice"];
        const KEYED: &[&str] = &["get_mut", "pointer_mut", "get", "pointer"];
        let mut expr = expr;
        // A part taken by a key written out (`raw.get_mut("messages")`, `raw["messages"]`).
        let mut keyed = false;
        for _ in 0..MAX_DEPTH {
            expr = match strip_parens(expr) {
                Expr::Call(call) => {
                    return (calls_one_of(call, PARSERS) || names_a_parse(call))
                        && call.args.len() == 1
                        && self.lent_text(&call.args[0]);
                }
                Expr::MethodCall(call) => {
                    keyed |= KEYED.contains(&call.method.to_string().as_str())
                        && call
                            .args
                            .first()
                            .is_some_and(|key| self.names_window_key(key));
                    &call.receiver
                }
                Expr::Field(field) => &field.base,
                Expr::Index(index) => {
                    keyed |= self.names_window_key(&index.index);
                    &index.expr
                }
                Expr::Reference(reference) => &reference.expr,
                Expr::Try(tried) => &tried.expr,
                Expr::Unary(deref) if matches!(deref.op, syn::UnOp::Deref(_)) => &deref.expr,
                Expr::Path(path) => {
                    return path.path.get_ident().is_some_and(|local| {
                        let local = local.to_string();
                        self.parsed_copies.contains(&local)
                            || (keyed && self.lent_json_document(&local))
                    });
                }
                _ => return false,
            };
        }
        false
    }

    /// `key` is a text literal naming a conversation (`"messages"`, `"/history"`).
    fn names_window_key(&self, key: &Expr) -> bool {
        let Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(key),
            ..
        }) = strip_parens(key)
        else {
            return false;
        };
        let key = key.value();
        let last = key.rsplit('/').next().unwrap_or_default();
        !last.is_empty() && self.cfg.window_name(last) != names::WindowName::No
    }

    /// `name` is a parameter lent as a whole JSON document (`raw: &mut serde_json::Value`,
    /// `body: &mut Value`) and named for no conversation: the wire form of one request (a
    /// proxy's or a server's body, `{"model", "system", "messages", ..}`), whose parts taken
    /// by a key naming a conversation (`raw.get_mut("messages")`) are that request's copy of
    /// what its client holds. A document named as a window (`history: &mut Value`) is still
    /// one.
    fn lent_json_document(&self, name: &str) -> bool {
        let Some(Type::Reference(r)) = self.param_types.get(name) else {
            return false;
        };
        is_json_value(&r.elem) && self.cfg.window_name(name) == names::WindowName::No
    }

    /// `arg` is a parameter the function borrows shared (`body` or `&body` for `body: &str`,
    /// `bytes.as_bytes()`), or a text view of one.
    fn lent_text(&self, arg: &Expr) -> bool {
        let mut arg = strip_reference(arg);
        if let Expr::MethodCall(call) = strip_parens(arg)
            && call.args.is_empty()
            && ["as_bytes", "as_str", "as_ref", "trim"].contains(&call.method.to_string().as_str())
        {
            arg = strip_reference(&call.receiver);
        }
        let Expr::Path(path) = strip_parens(arg) else {
            return false;
        };
        path.path.get_ident().is_some_and(|name| {
            matches!(self.param_types.get(&name.to_string()),
                Some(Type::Reference(r)) if r.mutability.is_none())
        })
    }

    /// The body takes a lock on the local `name` (`name.lock().await`): it is a shared handle.
    fn locked_in_body(&self, name: &str) -> bool {
        any_expr_in_block(self.body, |e| {
            matches!(e, Expr::MethodCall(call)
                if LOCK_METHODS.contains(&call.method.to_string().as_str())
                    && matches!(strip_parens(&call.receiver), Expr::Path(p) if p.path.is_ident(name)))
        })
    }

    /// `let mut kept = self.history.clone()` (under any name) that the body assigns back to a
    /// window (`self.history = kept`; handed to a setter, its own edits stay reported): a
    /// working copy, followed as a window of its own so that how it is cut
    /// (by position or budget, or by what it says) decides what the write-back is. Its own
    /// edits are not reported: the write-back is. So is a local that starts from another owned
    /// value (`let mut next = before;` with `before` a snapshot, `self.snapshot()`) and is
    /// assigned back whole: one edit, reported where it is installed. So is the messages a
    /// store hands out (`let mut messages = self.chat_memory.get_messages().await?`) given
    /// back to it whole after it is cleared (`self.chat_memory.clear().await?;
    /// self.chat_memory.add_messages(&messages).await?`): the clear installs the copy.
    pub(super) fn written_back_copy(&self, pat: &Pat, init: &Expr) -> Option<Window> {
        let Pat::Ident(ident) = pat else {
            return None;
        };
        let name = ident.ident.to_string();
        let assigned_back = any_expr_in_block(self.body, |e| {
            matches!(e, Expr::Assign(a)
                if is_local_or_its_clone(&a.right, &name)
                    && self.window_of(&a.left).is_some_and(|(w, item)| !item && w.target != name))
        });
        let starts_as_copy = self.copies_whole_window(init) || self.starts_from_owned_value(init);
        let installed = assigned_back
            || (awaits_loaded_value(init) && self.refilled_after_clear(&name).is_some());
        ((starts_as_copy || awaits_loaded_value(init)) && installed).then_some(Window::raw(name))
    }

    /// The window the body clears and then hands the local `name` whole
    /// (`self.chat_memory.clear()`, then `self.chat_memory.add_messages(&name)`), when there
    /// is one: the local is installed as the window's new content.
    fn refilled_after_clear(&self, name: &str) -> Option<String> {
        let mut cleared: Vec<String> = Vec::new();
        let mut refilled = None;
        any_expr_in_block(self.body, |e| {
            let Expr::MethodCall(call) = e else {
                return false;
            };
            let Some((window, false)) = self.window_of(&call.receiver) else {
                return false;
            };
            if window.target == name {
                return false;
            }
            if call.method == "clear" && call.args.is_empty() {
                cleared.push(window.target);
            } else if cleared.contains(&window.target)
                && call
                    .args
                    .iter()
                    .any(|a| is_local_or_its_clone(strip_reference(a), name))
            {
                refilled = Some(window.target);
            }
            refilled.is_some()
        });
        refilled
    }

    /// `init` is an owned value of its own: another local that is no window nor item of one
    /// (`before`), or what a method of `self` returns (`self.history_snapshot()`), not a value
    /// moved out of a window (`mem::take(&mut self.history)`, `self.history.split_off(n)`).
    fn starts_from_owned_value(&self, init: &Expr) -> bool {
        match strip_parens(init) {
            Expr::Path(p) => p.path.get_ident().is_some_and(|local| {
                !matches!(
                    self.locals.get(&local.to_string()),
                    Some(Binding::Window(_) | Binding::Element(_))
                )
            }),
            Expr::MethodCall(call) => {
                matches!(strip_parens(&call.receiver), Expr::Path(p) if p.path.is_ident("self"))
                    && self.window_of(init).is_none()
            }
            _ => false,
        }
    }

    /// `init` copies a whole window (`.clone()`, `.to_vec()`, `.iter().cloned().collect()`).
    fn copies_whole_window(&self, init: &Expr) -> bool {
        self.copied_window(init).is_some()
    }

    /// The window `init` copies whole (`self.history` in `self.history.clone()`,
    /// `.to_vec()`, `.iter().cloned().collect()`), when it copies one. A lock taken on a clone
    /// (`self.queue.clone().lock()`, the clone of an `Arc`) guards the same value: no copy.
    pub(super) fn copied_window<'e>(&self, init: &'e Expr) -> Option<&'e Expr> {
        const COPIES: &[&str] = &["clone", "to_vec", "to_owned", "cloned", "copied"];
        let mut expr = strip_parens(init);
        let mut copied = false;
        for _ in 0..MAX_DEPTH {
            let Expr::MethodCall(call) = expr else {
                break;
            };
            if !copied && LOCK_METHODS.contains(&call.method.to_string().as_str()) {
                return None;
            }
            copied |= COPIES.contains(&call.method.to_string().as_str());
            if copied
                && self
                    .window_of(&call.receiver)
                    .is_some_and(|(_, item)| !item)
            {
                return Some(&call.receiver);
            }
            expr = strip_parens(&call.receiver);
        }
        None
    }

    /// The body hands the local `name` to a window: assigns a value mentioning it to a field
    /// of `self` or to a window, passes it to a method of `self` or of a window, or swaps or
    /// replaces with it (`mem::swap(&mut self.history, &mut name)`).
    /// Reading a field of it not named like a window (`self.store.save(name.id, ..)`) hands
    /// over that field, not the copy; a summariser handed it (`self.client.summarize(&name)`)
    /// reads it for the summary it returns.
    pub(super) fn written_back(&self, name: &str) -> bool {
        let is_name = |e: &Expr| matches!(strip_parens(e), Expr::Path(p) if p.path.is_ident(name));
        let mentions = |expr: &Expr| {
            let (mut uses, mut other_fields) = (0usize, 0usize);
            any_expr(expr, |e| {
                match e {
                    Expr::Path(_) if is_name(e) => uses += 1,
                    Expr::Field(f)
                        if is_name(&f.base)
                            && matches!(&f.member, syn::Member::Named(field)
                                if self.cfg.window_name(&field.to_string()) == names::WindowName::No) =>
                    {
                        other_fields += 1;
                    }
                    _ => {}
                }
                false
            });
            uses > other_fields
        };
        let into_window = |expr: &Expr| {
            place_of(expr).is_some_and(|p| {
                p.root != Root::Local(name.to_string())
                    && (p.root == Root::SelfValue || self.window_of(expr).is_some())
            })
        };
        any_expr_in_block(self.body, |e| match e {
            Expr::Assign(assign) => mentions(&assign.right) && into_window(&assign.left),
            // `self.client.summarize(&pruned)`: handed to a summariser, the copy is read for
            // a summary it returns, not put back.
            // `self.drop_oldest(&mut working)`: lent to a method of `self` for the call (see
            // `lent_to_own_method`). `self.apply_char_limit(selected)` as the body's value:
            // handed over and given back to the body's caller.
            Expr::MethodCall(call) => {
                call.args
                    .iter()
                    .filter(|arg| {
                        let given_back = || {
                            handed_to_own_method(call, arg, name)
                                && self.gives_back(
                                    |e| matches!(e, Expr::MethodCall(m) if std::ptr::eq(m, call)),
                                )
                        };
                        !lent_to_own_method(call, arg, name) && !given_back()
                    })
                    .any(mentions)
                    && into_window(&call.receiver)
                    && !self.cfg.is_summariser(&call.method.to_string())
            }
            Expr::Call(call) => {
                matches!(&*call.func, Expr::Path(p) if p.path.segments.last().is_some_and(|s| ["swap", "replace"].contains(&s.ident.to_string().as_str())))
                    && call.args.iter().any(mentions)
            }
            _ => false,
        })
    }

    /// The fields of an item a place goes through (`content` in `m.content` for an item alias
    /// `m`, or in `history[i].content`); empty when the place is a whole item.
    fn item_fields<'p>(&self, place: &'p Place) -> &'p [String] {
        let alias = matches!(&place.root, Root::Local(n) if matches!(self.locals.get(n), Some(Binding::Element(_))));
        // `conv.messages[i].content` for an item `conv` that holds a conversation: the
        // fields of the message, as for `history[i].content`.
        let nested = place
            .fields
            .first()
            .is_some_and(|f| names_nested_messages(f));
        if alias && !(nested && place.through_index) {
            &place.fields
        } else if place.through_index {
            &place.fields[place.fields.len() - place.fields_after_index.min(place.fields.len())..]
        } else {
            &[]
        }
    }

    /// A write through `expr` changes an item's text: the whole item, or a field like
    /// `content` (not bookkeeping such as `m.tokens` or `m.score`).
    pub(super) fn writes_item_text(&self, expr: &Expr) -> bool {
        place_of(expr).is_none_or(|place| match self.item_fields(&place) {
            // `call.function.arguments` of a tool call: the function a call records, whose
            // arguments the next turns read back.
            [function, field, ..] if function == "function" => is_content_field(field),
            fields => fields.first().is_none_or(|field| is_content_field(field)),
        })
    }
}

/// `call` is a function named for parsing what it is handed (`parse_markdown_to_memos(text)`,
/// `deserialize_history(raw)`, `decode_messages(bytes)`): its first word is `parse`,
/// `deserialize` or `decode`.
fn names_a_parse(call: &syn::ExprCall) -> bool {
    matches!(&*call.func, Expr::Path(func) if func.path.segments.last().is_some_and(|s| {
        names::first_word_is_any(&s.ident.to_string(), &["parse", "deserialize", "decode"])
    }))
}

/// `arg` lends the local `name` (`&name`, `&mut name`) to a method called on `self` itself
/// (`self.drop_oldest(&mut working)`, `self.count_tokens(&working)`): the method borrows it
/// for the call; what it does with it is judged in its own body (a private method lent
/// copies only cuts no window). A value handed over (`self.set_history(history)`), a lend to
/// a method named for giving its holder a new value (`self.replace_history(&kept)`), or one
/// to a field's method (`self.history.append(&mut kept)` moves the items in) may keep it.
fn lent_to_own_method(call: &syn::ExprMethodCall, arg: &Expr, name: &str) -> bool {
    matches!(strip_parens(arg), Expr::Reference(r)
        if matches!(strip_parens(&r.expr), Expr::Path(p) if p.path.is_ident(name)))
        && names_own_method(call)
}

/// `arg` hands the local `name` over by value to a method called on `self` itself
/// (`self.apply_char_limit(selected)`), not one named for giving its holder a new value: when
/// the call is the value the body gives back, the method gives it back too, and what it does
/// with it is judged in its own body.
fn handed_to_own_method(call: &syn::ExprMethodCall, arg: &Expr, name: &str) -> bool {
    matches!(strip_parens(arg), Expr::Path(p) if p.path.is_ident(name)) && names_own_method(call)
}

/// `call` is a method called on `self` itself, not named for giving its holder a new value
/// (`self.replace_history(..)`, `self.set_messages(..)`).
fn names_own_method(call: &syn::ExprMethodCall) -> bool {
    matches!(strip_parens(&call.receiver), Expr::Path(p) if p.path.is_ident("self"))
        && !names::first_word_is_any(&call.method.to_string(), names::REPLACE_VERBS)
}

/// A field of an item named for the messages it holds (`conv.messages`, `session.history`,
/// `thread.turns`): the item is a conversation, the field its window. A single conversation
/// or chat an item refers to (`message.chat`) is not one.
fn names_nested_messages(field: &str) -> bool {
    const MESSAGES: &[&str] = &["messages", "msgs", "history", "turns", "transcript"];
    names::words(field)
        .last()
        .is_some_and(|last| MESSAGES.iter().any(|m| names::word_is(last, m)))
}

/// The messages of one conversation of a list of them, reached by index
/// (`self.conversations[idx].messages`, `chats[i].history`): a window of its own, named as
/// written without the index (`self.conversations.messages`), as `conv.messages` is for a
/// `conv` taken from the list. The place must end in that field, or go on into one of its
/// messages (`self.conversations[i].messages[j].content` is no such place: its last index is
/// the message's).
fn conversation_in_list(place: &Place) -> Option<Window> {
    let after = place.fields_after_index;
    if !place.through_index || after == 0 || after > place.fields.len() {
        return None;
    }
    let first_after = place.fields.len() - after;
    let list = place.fields[..first_after].last()?;
    let field = &place.fields[first_after];
    (names::names_conversations(list) && names_nested_messages(field)).then(|| {
        let collection = Place {
            fields: place.fields[..=first_after].to_vec(),
            through_index: false,
            fields_after_index: 0,
            fields_after_first_index: 0,
            ..place.clone()
        };
        Window::raw(collection.text())
    })
}

/// `expr` yields every item of a window (`h.iter_mut()`, `&mut h`, `h.iter_mut().enumerate()`),
/// not one chosen item (`h.last_mut()`, `h.get_mut(i)`).
pub(super) fn walks_every_item(expr: &Expr) -> bool {
    const ONE_ITEM: &[&str] = &["last_mut", "first_mut", "get_mut"];
    let mut expr = strip_parens(expr);
    for _ in 0..MAX_DEPTH {
        match expr {
            Expr::Reference(r) => return r.mutability.is_some(),
            Expr::MethodCall(call) => {
                let name = call.method.to_string();
                if ELEMENT_METHODS.contains(&name.as_str()) {
                    return !ONE_ITEM.contains(&name.as_str());
                }
                expr = strip_parens(&call.receiver);
            }
            _ => return false,
        }
    }
    false
}

/// The function takes `&self`: it cannot change the windows `self` holds.
pub(super) fn reads_self_only(
    inputs: &syn::punctuated::Punctuated<FnArg, syn::token::Comma>,
) -> bool {
    inputs.iter().any(
        |arg| matches!(arg, FnArg::Receiver(r) if r.reference.is_some() && r.mutability.is_none()),
    )
}

/// The function takes `self` by value and `self_type` is named as one request to the model
/// (`fn with_messages(mut self, messages: Vec<Message>) -> Self` in `impl ApiRequest`): the
/// value it fills is the request being built for one call, a copy of the conversation, not
/// where the agent keeps it (see [`names::is_request_type_name`]).
pub(super) fn builds_request(
    self_type: Option<&str>,
    inputs: &syn::punctuated::Punctuated<FnArg, syn::token::Comma>,
) -> bool {
    self_type.is_some_and(names::is_request_type_name)
        && inputs
            .iter()
            .any(|arg| matches!(arg, FnArg::Receiver(r) if r.reference.is_none()))
}

/// A function named `drop` whose only input is `&mut self`: the body of a `Drop` impl.
pub(super) fn is_drop_glue(
    name: &str,
    inputs: &syn::punctuated::Punctuated<FnArg, syn::token::Comma>,
) -> bool {
    name == "drop"
        && inputs.len() == 1
        && inputs.iter().all(
            |arg| matches!(arg, FnArg::Receiver(r) if r.reference.is_some() && r.mutability.is_some()),
        )
}

impl Walker<'_, '_> {
    /// In a `Drop` impl, a window given back what a field of the guard saved
    /// (`self.agent.history = std::mem::take(&mut self.saved_history)`, or `=
    /// self.saved.clone()`): an RAII guard that set the window aside when it was made puts
    /// it back as it goes. Nothing of the conversation is lost, on either side.
    pub(super) fn puts_back_in_drop(&self, assign: &syn::ExprAssign) -> bool {
        if !self.drop_glue || self.window_of(&assign.left).is_none() {
            return false;
        }
        let saved_field = |e: &Expr| {
            place_of(strip_reference(strip_parens(e)))
                .is_some_and(|p| p.root == Root::SelfValue && !p.fields.is_empty())
        };
        match strip_parens(&assign.right) {
            Expr::Call(call) => {
                calls_one_of(call, &["take", "replace"])
                    && call.args.first().is_some_and(saved_field)
            }
            right => saved_field(right) || copies_self_place(right),
        }
    }
}

/// `expr` copies a place rooted at `self` (`self.messages.clone()`, `self.turns.to_vec()`),
/// or collects new items from borrowed ones of it
/// (`self.contexts.iter().map(Message::from).collect()`).
pub(super) fn copies_self_place(expr: &Expr) -> bool {
    const COPIES: &[&str] = &["clone", "to_vec", "to_owned"];
    matches!(strip_parens(expr), Expr::MethodCall(call)
        if COPIES.contains(&call.method.to_string().as_str())
            && place_of(&call.receiver).is_some_and(|p| p.root == Root::SelfValue))
        || collects_from_borrowed_self_items(expr)
}

/// `expr` is `self.f.iter()` followed by adapters and a final `collect()`
/// (`self.contexts.iter().map(Message::from).collect()`): items are only borrowed from the
/// place, so what is collected is new. A lock on the way (`self.h.lock().unwrap().iter()`)
/// still only borrows; a `drain` or `into_iter` would move items out and is no such chain.
fn collects_from_borrowed_self_items(expr: &Expr) -> bool {
    let Expr::MethodCall(collect) = strip_parens(expr) else {
        return false;
    };
    if collect.method != "collect" {
        return false;
    }
    let mut receiver = strip_parens(&collect.receiver);
    for _ in 0..MAX_DEPTH {
        let Expr::MethodCall(call) = receiver else {
            return false;
        };
        if call.method == "iter" {
            return place_of(&call.receiver).is_some_and(|p| p.root == Root::SelfValue);
        }
        if ["drain", "into_iter", "split_off"].contains(&call.method.to_string().as_str()) {
            return false;
        }
        receiver = strip_parens(&call.receiver);
    }
    false
}

/// The lists `block` fills with rows a screen draws and nothing else
/// (`app.messages.push(ChatLine::Info(text))`, `app.messages.push(ChatLine::WelcomeBrand)`):
/// what the screen shows, not what a model reads, however they are named. A list is one only
/// when every item added to it through `push`, `push_back`, `push_front` or `insert` is built
/// as a variant or value of a display row type ([`display_row_type`]), and it is filled at least
/// once.
pub(super) fn display_lists(cfg: &AnalysisConfig, block: &syn::Block) -> HashSet<String> {
    let mut rows = HashSet::new();
    let mut other = HashSet::new();
    any_expr_in_block(block, |expr| {
        if let Expr::MethodCall(call) = expr
            && ["push", "push_back", "push_front", "insert"]
                .contains(&call.method.to_string().as_str())
            && let Some(item) = call.args.last()
            && let Some(list) = place_of(&call.receiver)
        {
            if display_row_type(cfg, item) {
                rows.insert(list.text());
            } else {
                other.insert(list.text());
            }
        }
        false
    });
    rows.retain(|list| !other.contains(list));
    rows
}

/// `expr` builds a row a screen draws: a variant or value of a type the file shows with a
/// variant only a screen has ([`AnalysisConfig::shows_display_variants`]: `ChatLine::Info(text)`,
/// `ChatLine::WelcomeBrand`, `ChatLine::User { .. }`, `ChatLine::new(..)` once `ChatLine` has
/// such a variant). A name alone (`MessageRow::new(..)`, a database's row) is not enough.
fn display_row_type(cfg: &AnalysisConfig, expr: &Expr) -> bool {
    let path = match strip_parens(expr) {
        Expr::Path(p) => &p.path,
        Expr::Call(call) => match strip_parens(&call.func) {
            Expr::Path(p) => &p.path,
            _ => return false,
        },
        Expr::Struct(s) => &s.path,
        _ => return false,
    };
    let segments = segment_names(path);
    segments.iter().rev().take(2).any(|name| {
        name.starts_with(|c: char| c.is_ascii_uppercase()) && cfg.shows_display_variants(name)
    })
}

/// A field that holds an item's text (`content`, `text`, `parts`), by its words.
pub(super) fn is_content_field(field: &str) -> bool {
    const CONTENT_WORDS: &[&str] = &[
        "content",
        "contents",
        "text",
        "body",
        "message",
        "msg",
        "parts",
        "payload",
        "data",
        "value",
        "summary",
        "output",
        "result",
        "arguments",
        "blocks",
        "chunks",
    ];
    // A field holding a whole turn's message (`entry.user`, `pair.assistant`), by its exact
    // name: `user_id` is bookkeeping.
    const TURN_FIELDS: &[&str] = &["user", "assistant", "prompt", "response", "reply"];
    // The calls a message records (`tool_calls`, `function_call`, `tool_uses`): what the
    // model did, which the next turns read back. Not what refers to one (`tool_call_id`).
    let has_word = |set: &[&str]| names::any_word_is(field, set);
    // A key or a tally about the text (`last_summary_message_index`, `message_count`) is
    // bookkeeping, whatever else its name says.
    field.parse::<usize>().is_ok()
        || TURN_FIELDS.contains(&field)
        || (has_word(CONTENT_WORDS) && !names::names_key_or_tally(field))
        || (has_word(&["tool", "function"])
            && has_word(&["call", "calls", "use", "uses"])
            && !has_word(&["id", "ids", "name", "count", "index", "kind", "type"]))
}

/// A map key as written, without the borrow and clone around it (`&msg.channel_id`,
/// `msg.channel.clone()` -> `msg.channel_id`, `msg.channel`).
pub(super) fn key_text(key: &Expr) -> String {
    let mut key = strip_parens(key);
    for _ in 0..MAX_DEPTH {
        key = match key {
            Expr::Reference(r) => strip_parens(&r.expr),
            Expr::MethodCall(m)
                if m.args.is_empty()
                    && ["clone", "to_owned", "to_string"]
                        .contains(&m.method.to_string().as_str()) =>
            {
                strip_parens(&m.receiver)
            }
            _ => break,
        };
    }
    quote::ToTokens::to_token_stream(key)
        .to_string()
        .replace(' ', "")
}

/// `origin` (a derivation's description) names retrieved material: a summary of search
/// results or document chunks (`llm.summarize_chunks(..)`, `state.last_retrieval_summary`).
fn names_retrieved_material(origin: &str) -> bool {
    const RETRIEVED_WORDS: &[&str] = &[
        "chunk",
        "chunks",
        "document",
        "documents",
        "docs",
        "passages",
        "retrieval",
        "retrieved",
        "search",
    ];
    origin
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .flat_map(names::words)
        .any(|w| RETRIEVED_WORDS.iter().any(|r| names::word_is(w, r)))
}

/// A web framework's extractor parameter and the type it holds: taken apart by a pattern
/// whose name matches its type's (`State(state): State<AppState>`), or bound whole to a
/// wrapper of shared application state (`data: web::Data<AppState>`,
/// `state: State<AppState>`, `ext: Extension<AppState>`), which derefs to what it wraps.
fn extracted(pat: &Pat, ty: &Type) -> Option<(String, Type)> {
    const STATE_WRAPPERS: &[&str] = &["State", "Data", "Extension"];
    let Type::Path(path) = ty else {
        return None;
    };
    let wrapper = path.path.segments.last()?;
    let syn::PathArguments::AngleBracketed(args) = &wrapper.arguments else {
        return None;
    };
    let [syn::GenericArgument::Type(inner)] = args.args.iter().collect::<Vec<_>>()[..] else {
        return None;
    };
    let binding = match pat {
        Pat::TupleStruct(pattern) if pattern.path.segments.last()?.ident == wrapper.ident => {
            match pattern.elems.iter().collect::<Vec<_>>()[..] {
                [Pat::Ident(binding)] => binding,
                _ => return None,
            }
        }
        Pat::Ident(binding) if STATE_WRAPPERS.iter().any(|w| wrapper.ident == w) => binding,
        _ => return None,
    };
    Some((binding.ident.to_string(), inner.clone()))
}

/// The map a holder is taken mutably from and, as written, the key it is taken by: one value
/// (see [`value_taken_mutably`]), or each value in turn (`for agent in agents.values_mut()`,
/// written `..`: every conversation of the map, one after the other).
fn holder_taken_from_map(expr: &Expr) -> Option<(&Expr, String)> {
    if let Some((map, key)) = value_taken_mutably(expr) {
        return Some((map, key_text(key)));
    }
    match crate::analysis::place::strip(expr) {
        Expr::MethodCall(call) if call.method == "values_mut" && call.args.is_empty() => {
            Some((&*call.receiver, "..".to_string()))
        }
        _ => None,
    }
}

/// The map and the key of a value taken mutably out of a map: `map.get_mut(&key)`,
/// `map.entry(key).or_default()` (or `or_insert_with(..)`, `or_insert(..)`), or the entry
/// itself (`map.entry(key)`, whose `Occupied` arm holds the value).
pub(super) fn value_taken_mutably(expr: &Expr) -> Option<(&Expr, &Expr)> {
    const ENTRY_FILLERS: &[&str] = &[
        "or_default",
        "or_insert_with",
        "or_insert",
        "or_insert_with_key",
    ];
    let Expr::MethodCall(call) = crate::analysis::place::strip(expr) else {
        return None;
    };
    let method = call.method.to_string();
    if ENTRY_FILLERS.contains(&method.as_str()) {
        match crate::analysis::place::strip(&call.receiver) {
            Expr::MethodCall(entry) if entry.method == "entry" && entry.args.len() == 1 => {
                Some((&*entry.receiver, entry.args.first()?))
            }
            _ => None,
        }
    } else if (method == "get_mut" || method == "entry") && call.args.len() == 1 {
        Some((&*call.receiver, call.args.first()?))
    } else {
        None
    }
}

/// `ty` is a collection of shared references (`Vec<&'a Message>`): a view of messages held
/// elsewhere. Removing from it drops no message.
fn holds_shared_references(ty: &Type) -> bool {
    matches!(collection_item(ty), Some(Type::Reference(r)) if r.mutability.is_none())
}

/// `expr` is the local `name` or a copy of it (`name.clone()`, `name.to_vec()`).
fn is_local_or_its_clone(expr: &Expr, name: &str) -> bool {
    let mut expr = strip_parens(expr);
    if let Expr::MethodCall(call) = expr
        && ["clone", "to_vec"].contains(&call.method.to_string().as_str())
        && call.args.is_empty()
    {
        expr = strip_parens(&call.receiver);
    }
    matches!(expr, Expr::Path(p) if p.path.is_ident(name))
}

/// `&mut dyn Session` or `&mut impl ConversationHistory`: a conversation behind a trait the
/// code is generic over (an agent SDK's session store), whatever the parameter is called. A
/// shared borrow edits nothing, and a trait named for anything else (`&mut dyn Memory` of an
/// emulator) is not one.
fn conversation_behind_trait(ty: &Type) -> bool {
    let Type::Reference(reference) = ty else {
        return false;
    };
    reference.mutability.is_some() && is_conversation_trait_object(&reference.elem)
}

/// `ty` is a trait object or `impl Trait` of a trait named for a conversation (`dyn Session`,
/// `impl ChatHistory`).
fn is_conversation_trait_object(ty: &Type) -> bool {
    let bounds = match ty {
        Type::TraitObject(object) => &object.bounds,
        Type::ImplTrait(trait_bound) => &trait_bound.bounds,
        _ => return false,
    };
    bounds.iter().any(|bound| {
        matches!(bound, syn::TypeParamBound::Trait(t)
        if t.path.segments.last().is_some_and(|s| {
            names::names_conversation_trait(&s.ident.to_string())
        }))
    })
}

/// `self.history.context(channel).await?`: the value an awaited method of a field of `self`
/// returns (not a lock, nor a `_mut` accessor) is owned, loaded for this body; borrowing a
/// held value mutably across an `.await` from a holder is not what such a method does.
fn awaits_loaded_value(init: &Expr) -> bool {
    const ADAPTERS: &[&str] = &["map_err", "context", "with_context", "unwrap", "expect"];
    let mut expr = strip_parens(init);
    for _ in 0..MAX_DEPTH {
        expr = match expr {
            Expr::Try(t) => strip_parens(&t.expr),
            Expr::MethodCall(m) if ADAPTERS.contains(&m.method.to_string().as_str()) => {
                strip_parens(&m.receiver)
            }
            _ => break,
        };
    }
    let Expr::Await(awaited) = expr else {
        return false;
    };
    let Expr::MethodCall(call) = strip_parens(&awaited.base) else {
        return false;
    };
    let method = call.method.to_string();
    !LOCK_METHODS.contains(&method.as_str())
        && !method.ends_with("_mut")
        && place_of(&call.receiver)
            .is_some_and(|p| p.root == Root::SelfValue && !p.fields.is_empty() && !p.through_index)
}

/// `expr` is the local `name`.
fn is_local(expr: &Expr, name: &str) -> bool {
    matches!(strip_parens(expr), Expr::Path(p) if p.path.is_ident(name))
}

/// `expr` lends the local `name` mutably (`&mut name`).
fn lends_mutably(expr: &Expr, name: &str) -> bool {
    matches!(strip_parens(expr), Expr::Reference(r) if r.mutability.is_some() && is_local(&r.expr, name))
}

/// `expr` locks what `accessor` returns (`cl.conversation().lock().unwrap()`, through
/// `unwrap`, `expect`, `?` and `.await`): the lock is taken on the accessor's result itself.
fn locks_accessor(expr: &Expr, accessor: &syn::ExprMethodCall) -> bool {
    let mut expr = expr;
    for _ in 0..MAX_DEPTH {
        expr = match strip_unwraps(expr) {
            Expr::Await(awaited) => &awaited.base,
            Expr::MethodCall(lock)
                if lock.args.is_empty()
                    && LOCK_METHODS.contains(&lock.method.to_string().as_str()) =>
            {
                return matches!(strip_parens(&lock.receiver), Expr::MethodCall(inner)
                    if std::ptr::eq(inner, accessor));
            }
            _ => return false,
        };
    }
    false
}

/// The fields of requests a loop keeps across its turns (`request.messages` for `let mut
/// request = ProviderRequest { messages, .. }` bound before `for round in ..`, whose body
/// hands `&request` to a call and pushes onto `request.messages`), by their text: the loop's
/// running conversation, sent whole each turn and grown with each reply and tool result, not a
/// copy of a window for one call (see [`Walker::is_request_field`]). A request the loop body
/// binds itself is built anew each turn: one call's copy.
pub(super) fn grown_requests(block: &syn::Block) -> HashSet<String> {
    let mut grown = HashSet::new();
    any_expr_in_block(block, |expr| {
        let body = match expr {
            Expr::ForLoop(l) => &l.body,
            Expr::While(l) => &l.body,
            Expr::Loop(l) => &l.body,
            _ => return false,
        };
        let mut turn = LoopTurn::default();
        syn::visit::Visit::visit_block(&mut turn, body);
        grown.extend(
            turn.pushed
                .into_iter()
                .filter(|(local, _)| turn.sent.contains(local) && !turn.bound.contains(local))
                .map(|(_, field)| field),
        );
        false
    });
    grown
}

/// What one turn of a loop does with its locals (see [`grown_requests`]).
#[derive(Default)]
struct LoopTurn {
    /// `(local, place)` for each push onto a field of a local (`request.messages.push(..)`).
    pushed: Vec<(String, String)>,
    /// Locals handed whole to a call (`complete(&request)`, `send(request.clone())`).
    sent: HashSet<String>,
    /// Locals the loop body binds.
    bound: HashSet<String>,
    depth: usize,
}

impl LoopTurn {
    fn note_args<'e>(&mut self, args: impl Iterator<Item = &'e Expr>) {
        for arg in args {
            let arg = strip_reference(strip_parens(arg));
            let arg = match arg {
                Expr::MethodCall(call) if call.method == "clone" && call.args.is_empty() => {
                    &*call.receiver
                }
                other => other,
            };
            if let Some(place) = place_of(arg)
                && place.fields.is_empty()
                && let Root::Local(name) = place.root
            {
                self.sent.insert(name);
            }
        }
    }
}

impl<'ast> syn::visit::Visit<'ast> for LoopTurn {
    fn visit_local(&mut self, local: &'ast syn::Local) {
        self.bound.extend(pattern_idents(&local.pat));
        syn::visit::visit_local(self, local);
    }

    fn visit_expr(&mut self, expr: &'ast Expr) {
        if self.depth >= MAX_DEPTH {
            return;
        }
        match expr {
            Expr::MethodCall(call) => {
                if ["push", "push_back", "extend"].contains(&call.method.to_string().as_str())
                    && let Some(place) = place_of(&call.receiver)
                    && !place.fields.is_empty()
                    && let Root::Local(name) = &place.root
                {
                    self.pushed.push((name.clone(), place.text()));
                }
                self.note_args(call.args.iter());
            }
            Expr::Call(call) => self.note_args(call.args.iter()),
            _ => {}
        }
        self.depth += 1;
        syn::visit::visit_expr(self, expr);
        self.depth -= 1;
    }
}

/// `ty` is a trait object or an `impl Trait`, behind references, parentheses or a smart
/// pointer (`&dyn SummaryPort`, `Arc<dyn Compact + Send>`, `&mut impl Summarizer`): a service
/// handed in, not a value of text. A bound that converts to or shows a value
/// (`impl Into<String>`, `impl AsRef<str>`, `impl Display`, `impl IntoIterator<Item = ..>`)
/// stands for the value itself.
fn is_service_type(ty: &Type) -> bool {
    const VALUE_TRAITS: &[&str] = &[
        "Into",
        "AsRef",
        "AsMut",
        "ToString",
        "Display",
        "Debug",
        "Borrow",
        "ToOwned",
        "Iterator",
        "IntoIterator",
        "Deref",
        "Serialize",
    ];
    let service = |bounds: &syn::punctuated::Punctuated<syn::TypeParamBound, syn::token::Plus>| {
        !bounds.iter().any(|bound| {
            matches!(bound, syn::TypeParamBound::Trait(t)
            if t.path.segments.last().is_some_and(|seg| {
                VALUE_TRAITS.contains(&seg.ident.to_string().as_str())
            }))
        })
    };
    match ty {
        Type::TraitObject(t) => service(&t.bounds),
        Type::ImplTrait(t) => service(&t.bounds),
        Type::Reference(r) => is_service_type(&r.elem),
        Type::Paren(p) => is_service_type(&p.elem),
        Type::Path(p) => p.path.segments.last().is_some_and(|seg| {
            ["Arc", "Box", "Rc"].contains(&seg.ident.to_string().as_str())
                && matches!(&seg.arguments, syn::PathArguments::AngleBracketed(args)
                    if args.args.iter().any(|a| matches!(a, syn::GenericArgument::Type(t) if is_service_type(t))))
        }),
        _ => false,
    }
}
