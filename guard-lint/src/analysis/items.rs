//! The walk over items: modules, impl blocks, traits and functions, with their paths.

use proc_macro2::Span;
use syn::spanned::Spanned;
use syn::{Attribute, Block, ImplItem, Item, Signature as FnSignature, TraitItem, Visibility};

use super::body::{Signature, walk_body};
use super::facts::BodyFacts;
use super::syntax::pattern_idents;
use super::types::{StructFields, type_name};
use super::{
    AnalysisConfig, Callee, EditKind, FileFacts, FunctionFacts, SharedDeclarations, Violation,
    WholeWindow,
};
use crate::rules;

/// The attribute's name, as the analysis recognises it (any path ending in it).
const ANNOTATION: &str = "retention_safe";

/// Analyse every function in `file`, whose module path is `module_path` (e.g. `["agent"]`;
/// empty for a crate root).
pub fn analyze_file(file: &syn::File, module_path: &[String], cfg: &AnalysisConfig) -> FileFacts {
    let mut facts = analyze_items(&file.items, module_path, cfg);
    facts.type_names = capitalised_path_names(file);
    // The summarisers the walk found fold a summary parameter in; the rest is declared.
    let param_resummarisers = std::mem::take(&mut facts.declarations.param_resummarisers);
    let summary_installers = std::mem::take(&mut facts.declarations.summary_installers);
    let summary_boundaries = std::mem::take(&mut facts.declarations.summary_boundaries);
    let entry_pushers = std::mem::take(&mut facts.declarations.entry_pushers);
    facts.declarations = SharedDeclarations {
        param_resummarisers,
        summary_installers,
        summary_boundaries,
        entry_pushers,
        ..super::normalise::declarations(&file.items, |ty| cfg.is_message_collection(ty))
    };
    resolve_renamed_paths(&mut facts, &file.items);
    facts
}

/// Path calls that start with a name the file's `use` items rename (`hist::clear_history(..)`
/// under `use self::history as hist;`) are written back with the path renamed
/// (`self::history::clear_history`), so that the call graph finds the module's functions.
fn resolve_renamed_paths(facts: &mut FileFacts, items: &[Item]) {
    let mut renames = Vec::new();
    for item in items {
        if let Item::Use(used) = item {
            collect_renames(&used.tree, &mut Vec::new(), &mut renames);
        }
    }
    if renames.is_empty() {
        return;
    }
    for call in facts.functions.iter_mut().flat_map(|f| f.calls.iter_mut()) {
        let Callee::Path(segments) = &mut call.callee else {
            continue;
        };
        let Some((_, path)) = segments
            .first()
            .and_then(|first| renames.iter().find(|(alias, _)| alias == first))
        else {
            continue;
        };
        let mut resolved = path.clone();
        resolved.extend(segments.drain(1..));
        *segments = resolved;
    }
}

/// The renames of a `use` tree (`self::history as hist`, `a::{b as c, d}`), each as the new
/// name and the path it stands for.
fn collect_renames(
    tree: &syn::UseTree,
    prefix: &mut Vec<String>,
    renames: &mut Vec<(String, Vec<String>)>,
) {
    match tree {
        syn::UseTree::Path(path) => {
            prefix.push(path.ident.to_string());
            collect_renames(&path.tree, prefix, renames);
            prefix.pop();
        }
        syn::UseTree::Rename(rename) if rename.rename != "_" => {
            let mut path = prefix.clone();
            path.push(rename.ident.to_string());
            renames.push((rename.rename.to_string(), path));
        }
        syn::UseTree::Group(group) => {
            for tree in &group.items {
                collect_renames(tree, prefix, renames);
            }
        }
        _ => {}
    }
}

/// The capitalised names in the paths of `file` (`Memory` in `memory: &mut Memory` and in
/// `Memory::open(..)`), sorted and without repeats: the types it may use.
fn capitalised_path_names(file: &syn::File) -> Vec<String> {
    struct Names(std::collections::BTreeSet<String>);
    impl<'ast> syn::visit::Visit<'ast> for Names {
        fn visit_path_segment(&mut self, segment: &'ast syn::PathSegment) {
            let name = segment.ident.to_string();
            if name.starts_with(|c: char| c.is_ascii_uppercase()) {
                self.0.insert(name);
            }
            syn::visit::visit_path_segment(self, segment);
        }
    }
    let mut names = Names(std::collections::BTreeSet::new());
    syn::visit::Visit::visit_file(&mut names, file);
    names.0.into_iter().collect()
}

/// Analyse one item (a function, impl block, trait or inline module), as `#[retention_safe]`
/// does with the item it is attached to.
pub fn analyze_item(item: &Item, module_path: &[String], cfg: &AnalysisConfig) -> FileFacts {
    analyze_items(std::slice::from_ref(item), module_path, cfg)
}

fn analyze_items(items: &[Item], module_path: &[String], cfg: &AnalysisConfig) -> FileFacts {
    let normalised = super::normalise::normalised(items, &cfg.external_declarations);
    let items = normalised.as_deref().unwrap_or(items);
    let mut host_written = Vec::new();
    let mut host_types = Vec::new();
    collect_host_written_summarisers(items, cfg, &mut host_written, &mut host_types);
    let relayed = super::relays::relayed_summarisers(items, cfg, &host_written);
    let text_clippers = super::body::text_clippers(items, cfg);
    let item_selectors = super::item_selectors::item_selectors(items, cfg);
    let mut marker_tests = Vec::new();
    collect_marker_tests(items, &mut marker_tests);
    let summary_front_windows = super::summary_fronts::summary_front_windows(items);
    let summary_skipping_ranges = super::body::summary_skipping_ranges(items);
    let (own_boundaries, own_pushers) = super::summary_boundaries::summary_boundaries(items, cfg);
    let external = &cfg.external_declarations;
    let mut summary_boundaries = own_boundaries.clone();
    summary_boundaries.extend(
        external
            .summary_boundaries
            .iter()
            .filter(|b| !own_boundaries.iter().any(|own| own.kind == b.kind))
            .cloned(),
    );
    let mut entry_pushers = own_pushers.clone();
    entry_pushers.extend(
        external
            .entry_pushers
            .iter()
            .filter(|p| {
                !own_pushers
                    .iter()
                    .any(|own| own.name == p.name && own.self_type == p.self_type)
            })
            .cloned(),
    );
    let unread_fields = super::unread_fields::unread_fields(items);
    let turn_pair_lists = super::turn_pairs::turn_pair_lists(items);
    let shown_fields = super::shown_lists::shown_fields(items, cfg);
    let stream_cursors = super::stream_cursors::stream_cursors(items);
    let turn_marks = super::turn_marks::turn_marks(items);
    let injected_roles = super::injected_roles::injected_roles(items);
    let window_floors = super::window_floors::window_floors(items, cfg);
    let display_types = super::display_types::display_types(items);
    let message_store_traits = super::message_stores::message_store_traits(items, cfg);
    let declared_records = super::message_records::message_records(items, cfg);
    let mut record_types = declared_records.clone();
    record_types.extend(cfg.external_message_records.iter().cloned());
    record_types.extend(super::message_records::built_memory_entries(items, cfg));
    record_types.sort();
    record_types.dedup();
    let foreign_item_lists = super::foreign_items::foreign_item_lists(items, cfg, &record_types);
    let file_cfg;
    let cfg = if host_written.is_empty()
        && host_types.is_empty()
        && relayed.is_empty()
        && text_clippers.is_empty()
        && item_selectors.is_empty()
        && marker_tests.is_empty()
        && summary_front_windows.is_empty()
        && summary_skipping_ranges.is_empty()
        && summary_boundaries.is_empty()
        && unread_fields.is_empty()
        && foreign_item_lists.is_empty()
        && turn_pair_lists.is_empty()
        && shown_fields.is_empty()
        && stream_cursors.is_empty()
        && turn_marks.is_empty()
        && injected_roles.is_empty()
        && window_floors.is_empty()
        && display_types.is_empty()
        && message_store_traits.is_empty()
        && record_types.is_empty()
    {
        cfg
    } else {
        file_cfg = AnalysisConfig {
            host_written_summarisers: host_written,
            host_summariser_types: host_types,
            relayed_summarisers: relayed,
            text_clippers,
            item_selectors,
            marker_tests,
            summary_front_windows,
            summary_skipping_ranges,
            summary_boundaries,
            entry_pushers,
            unread_fields,
            foreign_item_lists,
            turn_pair_lists,
            shown_fields,
            stream_cursors,
            turn_marks,
            injected_roles,
            window_floors,
            display_types,
            message_store_traits,
            message_records: record_types,
            ..cfg.clone()
        };
        &file_cfg
    };
    let mut structs = StructFields::default();
    let mut declared = Vec::new();
    collect_structs(items, &mut structs, &mut declared, 0);
    let message_holders = structs.holders(&declared, |ty| cfg.is_message_collection(ty));
    for external in &cfg.external_structs {
        structs.add_external(external);
    }
    let mut walker = ItemWalker {
        cfg,
        structs,
        facts: FileFacts::default(),
        bad_suppressions: Vec::new(),
        active: Vec::new(),
        param_resummarisers: Vec::new(),
        handed_resummaries: Vec::new(),
        summary_takers: Vec::new(),
        self_summaries: Vec::new(),
    };
    let context = Context {
        path: module_path.to_vec(),
        self_type: None,
        self_is_window: false,
        annotated: cfg.annotated,
        trait_impl: false,
        in_test: false,
        depth: 0,
    };
    walker.items(items.iter(), &context);
    let mut facts = walker.finish();
    facts.message_holders = message_holders;
    facts.declared_structs = declared;
    facts.declarations.summary_boundaries = own_boundaries;
    facts.declarations.entry_pushers = own_pushers;
    facts.record_types = declared_records;
    facts
}

/// Record the structs of `items` (inline modules included) and their names.
fn collect_structs(
    items: &[Item],
    structs: &mut StructFields,
    declared: &mut Vec<String>,
    depth: usize,
) {
    if depth >= super::MAX_DEPTH {
        return;
    }
    for item in items {
        match item {
            Item::Struct(s) => {
                structs.add(s);
                declared.push(s.ident.to_string());
            }
            Item::Enum(e) => structs.add_enum(e),
            Item::Fn(f) => structs.add_function(f),
            Item::Impl(i) => structs.add_methods(i),
            Item::Mod(m) => {
                if let Some((_, inner)) = &m.content {
                    collect_structs(inner, structs, declared, depth + 1);
                }
            }
            _ => {}
        }
    }
}

/// The functions of `items` named like summarisers (`create_simple_summary`), or led by a
/// summarising verb though a quantity makes the name none (`summarize_to_budget(content,
/// budget)`), that return text they write without a model, or a struct of the file holding
/// it in a field named as a summary (`fn compact_messages(..) -> CompactionResult` for
/// `CompactionResult { summary: String, .. }`, see [`collect_summary_records`]): synchronous, no `.await`, no model or summariser call but of
/// another such function (`summarize_history_slice` clipping each snippet with
/// `truncate_summary_text`, itself host-written: found in rounds until none is added)
/// (see [`AnalysisConfig::host_written_summarisers`]). The methods of a type the file declares
/// without fields (`struct GenericSummarizer;` with `impl ContentSummarizer for
/// GenericSummarizer { fn summarize(..) }`) are taken as helpers too, whatever the type's name
/// says: nothing in it can hold a model client. Such a type whose every method named like a
/// summariser is host-written goes to `types` (see
/// [`AnalysisConfig::host_summariser_types`]), so that a call on it
/// (`GenericSummarizer.summarize(&result, ..)`) is known for one, in later rounds too.
fn collect_host_written_summarisers(
    items: &[Item],
    cfg: &AnalysisConfig,
    out: &mut Vec<String>,
    types: &mut Vec<String>,
) {
    if !cfg.heuristics {
        return;
    }
    let mut fieldless = Vec::new();
    collect_fieldless_types(items, 0, &mut fieldless);
    let mut summary_records = Vec::new();
    collect_summary_records(items, cfg, 0, &mut summary_records);
    let host_written =
        |sig: &FnSignature, block: &Block, known: &[String], known_types: &[String]| {
            let name = sig.ident.to_string();
            (sig.asyncness.is_none()
                && (cfg.is_summariser(&name)
                    || cfg.leads_with_summary_verb(&name)
                    || cfg.is_contextual_summariser(&name))
                && !cfg.extra_summarisers.contains(&name)
                && (returns_text(&sig.output, |_| false)
                    || (returns_text(&sig.output, |t| {
                        cfg.is_message_type(t) || summary_records.iter().any(|r| r == t)
                    }) && !wraps_text_handed_in(sig, cfg)))
                && cfg.writes_without_model(block, known, known_types))
            .then_some(name)
        };
    // The methods of a model client (`impl Llm`), stubbed or not, are the model's; its
    // associated functions without `self` (`Self::summarize_entries(&old)` in `impl
    // ContextCompactor`) are helpers like free functions.
    let start = out.len();
    let types_start = types.len();
    for _ in 0..super::MAX_DEPTH {
        let known: Vec<String> = out[start..].to_vec();
        let known_types: Vec<String> = types[types_start..].to_vec();
        let mut found = Vec::new();
        // A fieldless type's summariser-named methods, and whether each is host-written.
        let mut type_methods: Vec<(String, bool)> = Vec::new();
        for_each_function(items, 0, &mut |owner, sig, block| {
            let owner_type = owner.and_then(|imp| type_name(&imp.self_ty));
            let fieldless_owner = owner_type
                .as_ref()
                .filter(|t| fieldless.contains(*t) && cfg.model_receiver(t).is_some());
            let model_client = owner_type
                .as_ref()
                .is_some_and(|t| cfg.model_receiver(t).is_some());
            if !model_client || sig.receiver().is_none() || fieldless_owner.is_some() {
                let written = host_written(sig, block, &known, &known_types);
                if let Some(t) = fieldless_owner
                    && cfg.is_summariser(&sig.ident.to_string())
                {
                    type_methods.push((t.clone(), written.is_some()));
                }
                found.extend(written);
            }
        });
        let mut found_types: Vec<String> = Vec::new();
        for (t, _) in &type_methods {
            if !found_types.contains(t)
                && type_methods.iter().all(|(u, written)| u != t || *written)
            {
                found_types.push(t.clone());
            }
        }
        let grew = found.len() > known.len() || found_types.len() > known_types.len();
        out.truncate(start);
        out.extend(found);
        types.truncate(types_start);
        types.extend(found_types);
        if !grew {
            break;
        }
    }
}

/// The structs of `items` (inline modules included) with a text field named as a summary
/// (`struct CompactionResult { summary: String, .. }`): a function returning one returns the
/// summary it wrote, as one returning the text would.
fn collect_summary_records(
    items: &[Item],
    cfg: &AnalysisConfig,
    depth: usize,
    out: &mut Vec<String>,
) {
    if depth >= super::MAX_DEPTH {
        return;
    }
    for item in items {
        match item {
            Item::Struct(s)
                if s.fields.iter().any(|field| {
                    is_text_type(&field.ty, |_| false)
                        && (cfg.is_summary_name(&s.ident.to_string())
                            || field
                                .ident
                                .as_ref()
                                .is_some_and(|name| cfg.is_summary_name(&name.to_string())))
                }) =>
            {
                out.push(s.ident.to_string());
            }
            Item::Mod(m) => {
                if let Some((_, inner)) = &m.content {
                    collect_summary_records(inner, cfg, depth + 1, out);
                }
            }
            _ => {}
        }
    }
}

/// The structs of `items` (inline modules included) declared without fields (`struct
/// GenericSummarizer;`, `struct Clip {}`, `struct Clip()`).
fn collect_fieldless_types(items: &[Item], depth: usize, out: &mut Vec<String>) {
    if depth >= super::MAX_DEPTH {
        return;
    }
    for item in items {
        match item {
            Item::Struct(s) if s.fields.is_empty() => out.push(s.ident.to_string()),
            Item::Mod(m) => {
                if let Some((_, inner)) = &m.content {
                    collect_fieldless_types(inner, depth + 1, out);
                }
            }
            _ => {}
        }
    }
}

/// The functions of `items` (methods and inline modules included) that return `bool` and test
/// text for a marker the host writes, a string literal opening with `[`
/// (`text.contains("[acknowledged")`, `starts_with("[system")`): they tell the host's own
/// placeholders from the conversation (see [`AnalysisConfig::marker_tests`]).
fn collect_marker_tests(items: &[Item], out: &mut Vec<String>) {
    let tests_marker = |sig: &FnSignature, block: &Block| {
        let returns_bool = matches!(&sig.output, syn::ReturnType::Type(_, ty)
            if matches!(&**ty, syn::Type::Path(p) if p.path.is_ident("bool")));
        (returns_bool && super::search::any_expr_in_block(block, tests_text_for_marker))
            .then(|| sig.ident.to_string())
    };
    for_each_function(items, 0, &mut |_, sig, block| {
        out.extend(tests_marker(sig, block));
    });
}

/// Calls `visit` on every function of `items` with its signature and body: free functions,
/// the methods of `impl` blocks (with the block) and, down to [`super::MAX_DEPTH`] levels from
/// `depth`, the functions of inline modules.
pub(crate) fn for_each_function<'a>(
    items: &'a [Item],
    depth: usize,
    visit: &mut impl FnMut(Option<&'a syn::ItemImpl>, &'a FnSignature, &'a Block),
) {
    if depth >= super::MAX_DEPTH {
        return;
    }
    for item in items {
        match item {
            Item::Fn(f) => visit(None, &f.sig, &f.block),
            Item::Impl(imp) => {
                for inner in &imp.items {
                    if let ImplItem::Fn(f) = inner {
                        visit(Some(imp), &f.sig, &f.block);
                    }
                }
            }
            Item::Mod(m) => {
                if let Some((_, inner)) = &m.content {
                    for_each_function(inner, depth + 1, visit);
                }
            }
            _ => {}
        }
    }
}

/// `expr` tests text for a marker the host writes: `contains`, `starts_with` or `ends_with`
/// given a string literal that opens with `[` (`"[acknowledged"`).
fn tests_text_for_marker(expr: &syn::Expr) -> bool {
    const TESTS: &[&str] = &["contains", "starts_with", "ends_with"];
    matches!(expr, syn::Expr::MethodCall(call)
        if TESTS.contains(&call.method.to_string().as_str())
            && matches!(call.args.first(), Some(syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(text),
                ..
            })) if text.value().starts_with('[')))
}

/// The function returns text (`String`), or a type `other` accepts, or `Result`/`Option` of
/// one: `fn create_summary(old: &[ChatMessage]) -> ChatMessage` returns the digest it wrote
/// in a message.
pub(super) fn returns_text(output: &syn::ReturnType, other: impl Fn(&str) -> bool) -> bool {
    let syn::ReturnType::Type(_, ty) = output else {
        return false;
    };
    is_text_type(ty, other)
}

/// `ty` is text (`String`), or a type `other` accepts, or `Result`/`Option` of one.
fn is_text_type(ty: &syn::Type, other: impl Fn(&str) -> bool) -> bool {
    let syn::Type::Path(path) = ty else {
        return false;
    };
    let Some(last) = path.path.segments.last() else {
        return false;
    };
    let accepted = |ident: &syn::Ident| ident == "String" || other(&ident.to_string());
    if accepted(&last.ident) {
        return true;
    }
    match &last.arguments {
        syn::PathArguments::AngleBracketed(args)
            if last.ident == "Result" || last.ident == "Option" =>
        {
            matches!(args.args.first(), Some(syn::GenericArgument::Type(syn::Type::Path(p)))
                if p.path.segments.last().is_some_and(|s| accepted(&s.ident)))
        }
        _ => false,
    }
}

/// A parameter is named like a summary (`fn build_summary_message(summary: &str) -> Message`):
/// the function wraps a summary written elsewhere, it writes no digest of its own.
fn wraps_text_handed_in(sig: &FnSignature, cfg: &AnalysisConfig) -> bool {
    sig.inputs.iter().any(|input| {
        matches!(input, syn::FnArg::Typed(typed)
            if pattern_idents(&typed.pat).iter().any(|name| cfg.is_summary_name(name)))
    })
}

/// Where an item sits.
#[derive(Clone)]
struct Context {
    path: Vec<String>,
    self_type: Option<String>,
    /// The impl's type is itself a collection of messages (`impl History for
    /// Mutex<Vec<ChatMessage>>`): `self` is the window.
    self_is_window: bool,
    annotated: bool,
    trait_impl: bool,
    in_test: bool,
    depth: usize,
}

/// A function with a body, whatever kind of item holds it.
struct FnItem<'a> {
    attrs: &'a [Attribute],
    vis: Option<&'a Visibility>,
    sig: &'a FnSignature,
    block: &'a Block,
}

struct ItemWalker<'c> {
    cfg: &'c AnalysisConfig,
    structs: StructFields,
    facts: FileFacts,
    bad_suppressions: Vec<syn::Error>,
    /// Suppressions of the enclosing items (impl blocks, modules).
    active: Vec<usize>,
    /// The summarisers of the item that fold a summary handed to them as a parameter into
    /// what they ask a model (`summarize_conversation(model, &msgs, prior_summary)`), by name:
    /// they report that summary summarised again themselves.
    param_resummarisers: Vec<String>,
    /// Each summariser call a function hands an earlier summary: the function's index, where
    /// the argument starts, and the callee (see [`Self::drop_resummaries_callees_report`]).
    handed_resummaries: Vec<(usize, proc_macro2::LineColumn, String)>,
    /// The functions of the item that take a summary as a parameter (named like one, or
    /// handed on as one), each with the summarisers it hands that parameter to (see
    /// [`Self::summary_installers`]).
    summary_takers: Vec<SummaryTaker>,
    /// For each function pushed, the summary its body keeps in a field of `self` and the
    /// methods it calls on `self`, with where it calls them apart from that summary (see
    /// [`Self::summary_beside_callee_cuts`]).
    self_summaries: Vec<SelfSummary>,
}

/// A function taking a summary as a parameter: its name, the callee of each summariser call
/// it hands that parameter to, whether its body calls a model or a summariser, and whether it
/// edits a window.
struct SummaryTaker {
    name: String,
    handed_to: Vec<String>,
    asks_model: bool,
    edits_window: bool,
}

impl SummaryTaker {
    /// Installs its summary (`known` telling the installers): hands it to installers only, or
    /// to none and, asking no model, edits a window (puts it there). A function that only
    /// returns text made from it (`build_compact_summary(previous_summary, removed)`, a digest
    /// of the host's) or asks a model with it writes a new summary from the old one.
    fn installs(&self, known: impl Fn(&String) -> bool) -> bool {
        if self.handed_to.is_empty() {
            self.edits_window && !self.asks_model
        } else {
            self.handed_to.iter().all(known)
        }
    }
}

impl ItemWalker<'_> {
    fn items<'a>(&mut self, items: impl Iterator<Item = &'a Item>, cx: &Context) {
        for item in items {
            self.item(item, cx);
        }
    }

    fn item(&mut self, item: &Item, cx: &Context) {
        if cx.depth >= super::MAX_DEPTH {
            return;
        }
        let pushed = self.enter_attrs(item_attrs(item), || item.span());
        let inner = Context {
            depth: cx.depth + 1,
            ..cx.clone()
        };
        match item {
            Item::Fn(f) => self.function(
                FnItem {
                    attrs: &f.attrs,
                    vis: Some(&f.vis),
                    sig: &f.sig,
                    block: &f.block,
                },
                &inner,
            ),
            Item::Impl(imp) => {
                let context = Context {
                    self_type: type_name(&imp.self_ty),
                    self_is_window: self.cfg.is_message_collection(&imp.self_ty),
                    annotated: cx.annotated || has_annotation(&imp.attrs),
                    trait_impl: imp.trait_.is_some(),
                    in_test: cx.in_test || is_cfg_test(&imp.attrs),
                    ..inner
                };
                for impl_item in &imp.items {
                    let ImplItem::Fn(f) = impl_item else { continue };
                    let pushed = self.enter_attrs(&f.attrs, || f.span());
                    self.function(
                        FnItem {
                            attrs: &f.attrs,
                            vis: Some(&f.vis),
                            sig: &f.sig,
                            block: &f.block,
                        },
                        &context,
                    );
                    self.leave_attrs(pushed);
                }
            }
            Item::Trait(tr) => {
                let context = Context {
                    self_type: Some(tr.ident.to_string()),
                    self_is_window: false,
                    annotated: cx.annotated || has_annotation(&tr.attrs),
                    trait_impl: true,
                    ..inner
                };
                for trait_item in &tr.items {
                    let TraitItem::Fn(f) = trait_item else {
                        continue;
                    };
                    let Some(block) = &f.default else { continue };
                    let pushed = self.enter_attrs(&f.attrs, || f.span());
                    self.function(
                        FnItem {
                            attrs: &f.attrs,
                            vis: None,
                            sig: &f.sig,
                            block,
                        },
                        &context,
                    );
                    self.leave_attrs(pushed);
                }
            }
            Item::Mod(m) => {
                if let Some((_, content)) = &m.content {
                    let mut context = inner;
                    context.path.push(m.ident.to_string());
                    context.in_test |= is_cfg_test(&m.attrs);
                    self.items(content.iter(), &context);
                }
            }
            _ => {}
        }
        self.leave_attrs(pushed);
    }

    fn function(&mut self, f: FnItem<'_>, cx: &Context) {
        let annotated = cx.annotated || has_annotation(f.attrs);
        let pushed = if f.vis.is_some() && cx.self_type.is_none() {
            // A free function's own attributes (methods' were read by the caller).
            self.enter_attrs(f.attrs, || {
                let start = f.sig.fn_token.span;
                start
                    .join(f.block.brace_token.span.close())
                    .unwrap_or(start)
            })
        } else {
            0
        };
        let signature = Signature {
            cfg: self.cfg,
            structs: &self.structs,
            self_type: cx.self_type.as_deref(),
            self_is_window: cx.self_is_window,
            name: &f.sig.ident.to_string(),
            inputs: &f.sig.inputs,
            output: &f.sig.output,
            annotated,
        };
        let mut nested = Vec::new();
        let body = walk_body(
            &signature,
            f.block,
            self.active.clone(),
            &mut self.facts.suppressions,
            &mut self.bad_suppressions,
            &mut nested,
        );
        let name = f.sig.ident.to_string();
        let mut path = cx.path.clone();
        path.extend(cx.self_type.clone());
        path.push(name.clone());
        self.note_resummaries(f.sig, &body);
        let violations = rules::check_body(&body, &self.facts.suppressions);
        let BodyFacts {
            is_guard,
            mut edits,
            param_edits,
            calls,
            too_deep,
            hands_back,
            returns_param,
            summary_beside_self,
            self_method_calls,
            self_calls_apart,
            self_calls_given_summary,
            ..
        } = body;
        self.self_summaries.push((
            summary_beside_self,
            self_method_calls,
            self_calls_apart,
            self_calls_given_summary,
        ));
        for edit in &mut edits {
            let root = edit
                .site
                .reading
                .target
                .split(['.', '['])
                .next()
                .unwrap_or_default();
            // `messages.into_iter().filter(..).collect()` as the value: the parameter taken by
            // value is given back as the items the filter lets through.
            let filtered =
                crate::analysis::ITEM_FILTERS.contains(&edit.site.reading.method.as_str());
            edit.site.reading.own_param = own_param(&f.sig.inputs, root, returns_param, filtered);
        }
        self.facts.functions.push(FunctionFacts {
            path: path.join("::"),
            name: name.clone(),
            self_type: cx.self_type.clone(),
            is_pub: cx.trait_impl || f.vis.is_some_and(|v| !matches!(v, Visibility::Inherited)),
            is_crate_only: !cx.trait_impl
                && f.vis
                    .is_some_and(|v| matches!(v, Visibility::Restricted(_))),
            is_main: name == "main" && cx.self_type.is_none(),
            is_trait_impl: cx.trait_impl,
            is_async: f.sig.asyncness.is_some(),
            is_builder: is_builder(f.sig),
            is_test: cx.in_test || is_cfg_test(f.attrs) || is_test_fn(f.attrs),
            span: f.sig.ident.span(),
            is_annotated: annotated,
            is_guard,
            edits: edits.into_iter().map(|e| e.site).collect(),
            param_edits: param_edits
                .into_iter()
                .map(|(param_index, item, e)| super::ParamEdit {
                    param_index,
                    item,
                    edit: e.site,
                })
                .collect(),
            calls,
            violations,
            too_deep,
            hands_back,
        });
        let context = Context {
            path: {
                let mut p = cx.path.clone();
                p.extend(cx.self_type.clone());
                p.push(name);
                p
            },
            self_type: None,
            self_is_window: false,
            annotated: self.cfg.annotated,
            trait_impl: false,
            in_test: cx.in_test || is_cfg_test(f.attrs) || is_test_fn(f.attrs),
            depth: cx.depth + 1,
        };
        self.items(nested.into_iter(), &context);
        self.leave_attrs(pushed);
    }

    fn enter_attrs(&mut self, attrs: &[Attribute], scope: impl Fn() -> Span) -> usize {
        super::suppress::enter(
            attrs,
            scope,
            &mut self.facts.suppressions,
            &mut self.bad_suppressions,
            &mut self.active,
        )
    }

    fn leave_attrs(&mut self, pushed: usize) {
        let keep = self.active.len() - pushed;
        self.active.truncate(keep);
    }

    /// Record the summariser calls the function about to be pushed hands an earlier summary,
    /// and whether it folds a summary parameter of its own into a model's prompt.
    fn note_resummaries(&mut self, sig: &FnSignature, body: &BodyFacts) {
        let index = self.facts.functions.len();
        let params: Vec<String> = sig
            .inputs
            .iter()
            .filter_map(|input| match input {
                syn::FnArg::Typed(typed) => Some(pattern_idents(&typed.pat)),
                syn::FnArg::Receiver(_) => None,
            })
            .flatten()
            .collect();
        let handed_to: Vec<String> = body
            .resummaries
            .iter()
            .filter(|r| params.iter().any(|p| r.origin == format!("`{p}`")))
            .map(|r| r.callee.clone())
            .collect();
        if !handed_to.is_empty() || params.iter().any(|p| self.cfg.is_summary_name(p)) {
            self.summary_takers.push(SummaryTaker {
                name: sig.ident.to_string(),
                handed_to,
                asks_model: body.model_call,
                edits_window: !body.edits.is_empty(),
            });
        }
        for resummary in &body.resummaries {
            self.handed_resummaries.push((
                index,
                resummary.span.0.start(),
                resummary.callee.clone(),
            ));
        }
    }

    /// A summary handed to a summariser of the item, or of another file of the crate (see
    /// [`SharedDeclarations::param_resummarisers`]), that folds that parameter into its own
    /// model prompt (`summarize_conversation(.., prior_summary.as_deref())`) is reported once,
    /// in the summariser, where the model is asked: the caller's report of the same summary
    /// summarised again is dropped.
    ///
    /// A summary handed to a summary installer (see [`Self::summary_installers`]) is not
    /// summarised again at all: that report is dropped too.
    fn drop_resummaries_callees_report(&mut self, installers: &[String]) {
        let external = &self.cfg.external_declarations.param_resummarisers;
        for (index, at, callee) in &self.handed_resummaries {
            let Some(function) = self.facts.functions.get_mut(*index) else {
                continue;
            };
            let installs = installers.contains(callee);
            if !installs
                && (function.name == *callee
                    || !(self.param_resummarisers.contains(callee) || external.contains(callee)))
            {
                continue;
            }
            function
                .violations
                .retain(|v| v.rule.id != "RG003" || v.span.start() != *at);
        }
    }

    /// The summary installers known in the file: each function of the item that takes a
    /// summary and hands it to no summariser but installers, nor asks a model otherwise (see
    /// [`SummaryTaker::installs`]; reached, to a fixed point, by name, across files through
    /// [`SharedDeclarations::summary_installers`]), unless another function of the same name
    /// does hand it to one. The rest of the functions that hand a
    /// summary parameter to a summariser fold it in: they are the item's
    /// `param_resummarisers`.
    fn summary_installers(&mut self) -> Vec<String> {
        let external = &self.cfg.external_declarations.summary_installers;
        let mut installers: Vec<String> = Vec::new();
        loop {
            let known = |name: &String| installers.contains(name) || external.contains(name);
            let found: Vec<String> = self
                .summary_takers
                .iter()
                .filter(|t| !installers.contains(&t.name) && t.installs(known))
                .map(|t| t.name.clone())
                .collect();
            if found.is_empty() {
                break;
            }
            installers.extend(found);
        }
        let folding: Vec<String> = self
            .summary_takers
            .iter()
            .filter(|t| !t.handed_to.is_empty() && !installers.contains(&t.name))
            .map(|t| t.name.clone())
            .collect();
        self.param_resummarisers.extend(folding.iter().cloned());
        let mut known: Vec<String> = installers
            .into_iter()
            .chain(external.iter().cloned())
            .filter(|name| !folding.contains(name))
            .collect();
        known.sort();
        known.dedup();
        known
    }

    fn finish(mut self) -> FileFacts {
        self.summary_beside_callee_cuts();
        let installers = self.summary_installers();
        self.drop_resummaries_callees_report(&installers);
        self.param_resummarisers.sort();
        self.param_resummarisers.dedup();
        self.facts.declarations.param_resummarisers = std::mem::take(&mut self.param_resummarisers);
        self.facts.declarations.summary_installers = installers;
        let violations: Vec<Violation> = rules::suppression_without_reason::check(
            &self.facts.suppressions,
            &self.bad_suppressions,
        );
        self.facts.violations = violations;
        self.facts
    }
}

impl ItemWalker<'_> {
    /// A method that keeps a summary in a field of `self` (`self.summary =
    /// Some(summary_text.into())`) and calls a method of `self` that cuts a window of `self`
    /// (`self.trim_old_messages()`, which pops the oldest of `self.messages`) rewrites that
    /// window, as the same cut in its own body would: the summary stands in for what the
    /// callee drops. The cut is added to the caller's edits at the call, a rewrite with the
    /// summary beside it; the callee's own edit stays what it is for its other callers. A
    /// callee that cuts no window of `self`, a method called on another value, or a caller
    /// keeping no summary adds nothing.
    fn summary_beside_callee_cuts(&mut self) {
        let functions = &self.facts.functions;
        let mut added = Vec::new();
        for (index, (summary, self_calls, apart, given)) in self.self_summaries.iter().enumerate() {
            let (Some(summary), Some(caller)) = (summary, functions.get(index)) else {
                continue;
            };
            if caller.is_guard || caller.self_type.is_none() {
                continue;
            }
            // The cut of a method of `self` the body calls (`find_cut` picks it by name).
            let cut_of = |name: &str| {
                functions
                    .iter()
                    .filter(|f| {
                        f.name == name
                            && f.self_type == caller.self_type
                            && !f.is_guard
                            && f.path != caller.path
                    })
                    .flat_map(|f| f.edits.iter())
                    .find(|e| {
                        e.kind != EditKind::Rewrite
                            && matches!(e.reading.whole, None | Some(WholeWindow::Emptied))
                            && e.reading
                                .target
                                .strip_prefix("self.")
                                .is_some_and(|field| !field.contains(['.', '[']))
                    })
            };
            // `self.apply_compaction(cut, &summary); self.last_summary = Some(summary)`: the
            // summary went in through a call that cuts the window, and is kept to be carried
            // forward. Another call's cut (`self.enforce_budget(budget)`) drops messages it
            // does not summarise.
            let applied_at: Vec<_> = caller
                .calls
                .iter()
                .filter_map(|call| match &call.callee {
                    Callee::Method {
                        name,
                        receiver_type,
                    } if receiver_type == &caller.self_type
                        && given.contains(&(call.span.start().line, call.span.start().column))
                        && cut_of(name).is_some() =>
                    {
                        Some((call.span.start().line, call.span.start().column))
                    }
                    _ => None,
                })
                .collect();
            for call in &caller.calls {
                let Callee::Method {
                    name,
                    receiver_type,
                } = &call.callee
                else {
                    continue;
                };
                let at = call.span.start();
                if receiver_type != &caller.self_type
                    || !self_calls.contains(name)
                    || call.in_closure
                    || apart.contains(&(at.line, at.column))
                    || (!applied_at.is_empty() && !applied_at.contains(&(at.line, at.column)))
                {
                    continue;
                }
                if let Some(cut) = cut_of(name) {
                    let mut edit = cut.clone();
                    edit.kind = EditKind::Rewrite;
                    edit.reading.method.clone_from(name);
                    edit.reading.whole = None;
                    edit.span = call.span;
                    edit.last_token = call.span;
                    edit.reading.suppressions = call.suppressions.clone();
                    edit.reading.user_command = call.user_command.clone();
                    edit.reading.summary_beside = Some(summary.clone());
                    edit.reading.own_param = None;
                    edit.reading.lent_to = None;
                    edit.reading.passed_through = None;
                    added.push((index, edit));
                }
            }
        }
        for (index, edit) in added {
            self.facts.functions[index].edits.push(edit);
        }
    }
}

/// `fn with_x(mut self, ..) -> Self`: a method taking `self` by value and returning `Self`.
pub(crate) fn is_builder(sig: &FnSignature) -> bool {
    let by_value = sig
        .receiver()
        .is_some_and(|r| r.reference.is_none() && r.colon_token.is_none());
    let returns_self = matches!(&sig.output, syn::ReturnType::Type(_, ty)
        if matches!(&**ty, syn::Type::Path(p) if p.qself.is_none() && p.path.is_ident("Self")));
    by_value && returns_self
}

/// Whether `attrs` holds `#[retention_safe]` (any path ending in it).
pub(crate) fn has_annotation(attrs: &[Attribute]) -> bool {
    attrs.iter().any(|a| {
        a.path()
            .segments
            .last()
            .is_some_and(|s| s.ident == ANNOTATION)
    })
}

/// `#[cfg(test)]` among `attrs`.
fn is_cfg_test(attrs: &[Attribute]) -> bool {
    attrs.iter().any(|a| {
        a.path().is_ident("cfg") && a.parse_args::<syn::Ident>().is_ok_and(|arg| arg == "test")
    })
}

/// `#[test]`, `#[tokio::test]` and the like among `attrs`.
fn is_test_fn(attrs: &[Attribute]) -> bool {
    attrs
        .iter()
        .any(|a| a.path().segments.last().is_some_and(|s| s.ident == "test"))
}

fn item_attrs(item: &Item) -> &[Attribute] {
    match item {
        Item::Const(i) => &i.attrs,
        Item::Enum(i) => &i.attrs,
        Item::ExternCrate(i) => &i.attrs,
        Item::Fn(_) => &[],
        Item::ForeignMod(i) => &i.attrs,
        Item::Impl(i) => &i.attrs,
        Item::Macro(i) => &i.attrs,
        Item::Mod(i) => &i.attrs,
        Item::Static(i) => &i.attrs,
        Item::Struct(i) => &i.attrs,
        Item::Trait(i) => &i.attrs,
        Item::TraitAlias(i) => &i.attrs,
        Item::Type(i) => &i.attrs,
        Item::Union(i) => &i.attrs,
        Item::Use(i) => &i.attrs,
        _ => &[],
    }
}

/// The position (among explicit arguments) of the parameter that `target` is, when it is
/// borrowed mutably (`messages` for `messages: &mut Vec<ChatMessage>`) or taken by value and
/// given back as the function's value (`returned`, `messages` in `fn apply_char_limit(&self,
/// mut messages: Vec<ChatMessage>) -> Vec<ChatMessage>`), or given back as the items a filter
/// of it lets through (`filtered`: `messages.into_iter().filter(..).collect()` in `fn
/// drop_orphans(messages: Vec<ChatMessage>) -> Vec<ChatMessage>`).
fn own_param(
    inputs: &syn::punctuated::Punctuated<syn::FnArg, syn::token::Comma>,
    target: &str,
    returned: Option<usize>,
    filtered: bool,
) -> Option<usize> {
    inputs
        .iter()
        .filter_map(|input| match input {
            syn::FnArg::Typed(typed) => Some(typed),
            syn::FnArg::Receiver(_) => None,
        })
        .enumerate()
        .position(|(index, typed)| {
            matches!(&*typed.pat, syn::Pat::Ident(ident) if ident.ident == target)
                && match &*typed.ty {
                    syn::Type::Reference(r) => r.mutability.is_some(),
                    _ => filtered || returned == Some(index),
                }
        })
}

/// What [`ItemWalker::summary_beside_callee_cuts`] reads of one function: the summary its
/// body keeps in a field of `self`, the methods it calls on `self`, and where it calls them
/// apart from that summary.
type SelfSummary = (
    Option<String>,
    Vec<String>,
    Vec<crate::analysis::facts::LineColumn>,
    Vec<crate::analysis::facts::LineColumn>,
);
