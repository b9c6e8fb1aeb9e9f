//! Reading and parsing the discovered files in parallel, following `mod` declarations.
//!
//! Every file is read, checked to be UTF-8, parsed with `syn`, handed to an analysis callback
//! and dropped before the next file, on worker threads with a large stack (deeply nested code
//! recurses deeply in the parser, the visitors and `Drop`). Span locations are invalidated
//! after each file so memory does not grow with the workspace. Files that cannot be read or
//! parsed, declared modules whose file is missing, and files whose analysis panicked (a bug of
//! the linter, caught by [`isolated`]) become [`ReportError`]s; the other files are still
//! analysed.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use crate::discovery::{Discovered, TargetKind};
use crate::isolate::isolated;
use crate::modules::{self, ModuleFile};
use crate::report::ReportError;

/// Stack size of the parsing threads: enough for 10,000 levels of nesting.
pub const PARSE_STACK_BYTES: usize = 1 << 30;

/// Where a parsed file sits.
#[derive(Debug, Clone)]
pub struct FileContext {
    /// The file as discovery found it.
    pub path: PathBuf,
    /// Path relative to the linted root, with forward slashes.
    pub relative: String,
    /// Key of the crate it belongs to ([`crate::discovery::CrateRoot::crate_key`]; the
    /// directory name for loose files).
    pub crate_key: String,
    /// Name code uses for that crate.
    pub crate_name: String,
    /// Library or executable.
    pub kind: TargetKind,
    /// Module path inside the crate.
    pub module_path: Vec<String>,
    /// Size in bytes.
    pub bytes: usize,
}

/// What [`parse_all`] returns: the analysed files, and the files it could not analyse.
pub type ParseOutcome<T> = (Vec<Parsed<T>>, Vec<ReportError>);

/// One analysed file.
#[derive(Debug)]
pub struct Parsed<T> {
    /// Where it sits.
    pub context: FileContext,
    /// What the analysis callback returned.
    pub facts: T,
}

/// The analysis run on each parsed file, on the thread that parsed it (spans are only valid
/// there).
pub trait FileAnalysis: Sync {
    /// What the analysis keeps of a file.
    type Facts: Send;
    /// Analyse `file`.
    fn analyze(&self, file: &syn::File, context: &FileContext) -> Self::Facts;
}

/// Parse every file of `discovered` (following modules from crate roots) on `threads` threads
/// (`0`: one per core), skipping files `excluded` says to skip. Results are in no particular
/// order.
pub fn parse_all<A: FileAnalysis>(
    discovered: &Discovered,
    threads: usize,
    excluded: &(dyn Fn(&Path) -> bool + Sync),
    analysis: &A,
) -> Result<ParseOutcome<A::Facts>, String> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .stack_size(PARSE_STACK_BYTES)
        .build()
        .map_err(|e| format!("cannot start parsing threads: {e}"))?;
    let walker = Walker {
        root: &discovered.root,
        excluded,
        analysis,
        seen: Mutex::new(HashSet::new()),
        parsed: Mutex::new(Vec::new()),
        errors: Mutex::new(Vec::new()),
    };
    let loose_crate = discovered.root.file_name().map_or_else(
        || "crate".to_owned(),
        |n| n.to_string_lossy().replace('-', "_"),
    );
    pool.scope(|scope| {
        let walker = &walker;
        for root in &discovered.roots {
            let file = ModuleFile::root(root.root_file.clone());
            let unit = Unit {
                crate_key: &root.crate_key,
                crate_name: &root.crate_name,
                kind: root.kind,
                follow_modules: true,
            };
            scope.spawn(move |scope| walker.visit(scope, unit, file));
        }
        for path in &discovered.loose_files {
            let file = ModuleFile {
                path: path.clone(),
                module_path: if discovered.single_file {
                    Vec::new()
                } else {
                    loose_module_path(&discovered.root, path)
                },
                owns_directory: true,
            };
            let unit = Unit {
                crate_key: &loose_crate,
                crate_name: &loose_crate,
                kind: TargetKind::Library,
                follow_modules: false,
            };
            scope.spawn(move |scope| walker.visit(scope, unit, file));
        }
    });
    let parsed = walker
        .parsed
        .into_inner()
        .unwrap_or_else(|e| e.into_inner());
    let errors = walker
        .errors
        .into_inner()
        .unwrap_or_else(|e| e.into_inner());
    Ok((parsed, errors))
}

/// Analyse again, on `threads` threads, files [`parse_all`] has already read and parsed once,
/// each with its own analysis (a configuration that knows more). A file that can no longer be
/// read or parsed, or whose analysis panics, gives `None`: its first facts stand.
pub fn reanalyse<A: FileAnalysis + Send>(
    jobs: Vec<(FileContext, A)>,
    threads: usize,
) -> Result<Vec<Option<A::Facts>>, String> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .stack_size(PARSE_STACK_BYTES)
        .build()
        .map_err(|e| format!("cannot start parsing threads: {e}"))?;
    let results: Vec<Mutex<Option<A::Facts>>> = jobs.iter().map(|_| Mutex::new(None)).collect();
    pool.scope(|scope| {
        for ((context, analysis), slot) in jobs.iter().zip(&results) {
            scope.spawn(move |_| {
                let Ok(text) = std::fs::read_to_string(&context.path) else {
                    return;
                };
                let facts = isolated(|| {
                    let mut parsed = syn::parse_file(&text).ok()?;
                    remove_test_items(&mut parsed.items);
                    Some(analysis.analyze(&parsed, context))
                });
                proc_macro2::extra::invalidate_current_thread_spans();
                *lock(slot) = facts.ok().flatten();
            });
        }
    });
    Ok(results
        .into_iter()
        .map(|slot| slot.into_inner().unwrap_or_else(|e| e.into_inner()))
        .collect())
}

/// The crate a file is visited for.
#[derive(Clone, Copy)]
struct Unit<'a> {
    crate_key: &'a str,
    crate_name: &'a str,
    kind: TargetKind,
    follow_modules: bool,
}

struct Walker<'a, A: FileAnalysis> {
    root: &'a Path,
    excluded: &'a (dyn Fn(&Path) -> bool + Sync),
    analysis: &'a A,
    seen: Mutex<HashSet<PathBuf>>,
    parsed: Mutex<Vec<Parsed<A::Facts>>>,
    errors: Mutex<Vec<ReportError>>,
}

impl<'a, A: FileAnalysis> Walker<'a, A> {
    fn visit<'s>(&'s self, scope: &rayon::Scope<'s>, unit: Unit<'s>, file: ModuleFile) {
        let identity = std::fs::canonicalize(&file.path).unwrap_or_else(|_| file.path.clone());
        if !lock(&self.seen).insert(identity) || (self.excluded)(&file.path) {
            return;
        }
        let relative = relative_path(self.root, &file.path);
        let bytes = match std::fs::read(&file.path) {
            Ok(bytes) => bytes,
            Err(e) => return self.error(Some(&relative), None, format!("cannot read: {e}")),
        };
        let size = bytes.len();
        let text = match String::from_utf8(bytes) {
            Ok(text) => text,
            Err(e) => {
                let at = e.utf8_error().valid_up_to();
                return self.error(
                    Some(&relative),
                    None,
                    format!(
                        "not valid UTF-8 (first bad byte at offset {at}); Rust source must be UTF-8"
                    ),
                );
            }
        };
        // A panic here is a bug of the linter: it costs this file only.
        let outcome = isolated(|| match syn::parse_file(&text) {
            Ok(mut parsed) => {
                remove_test_items(&mut parsed.items);
                let context = FileContext {
                    path: file.path.clone(),
                    relative: relative.clone(),
                    crate_key: unit.crate_key.to_owned(),
                    crate_name: unit.crate_name.to_owned(),
                    kind: unit.kind,
                    module_path: file.module_path.clone(),
                    bytes: size,
                };
                let declarations = if unit.follow_modules {
                    modules::declarations(&parsed, &file)
                } else {
                    Vec::new()
                };
                let facts = self.analysis.analyze(&parsed, &context);
                drop(parsed);
                Ok((context, facts, declarations))
            }
            Err(error) => {
                let start = error.span().start();
                Err((start.line, start.column + 1, error.to_string()))
            }
        });
        proc_macro2::extra::invalidate_current_thread_spans();
        let (analysed, declarations) = match outcome {
            Ok(Ok((context, facts, declarations))) => {
                (Some(Parsed { context, facts }), declarations)
            }
            Err(panic) => {
                self.error(
                    Some(&relative),
                    None,
                    format!(
                        "internal error while analysing {relative}: {panic}; the other files were \
                         linted; please report it"
                    ),
                );
                // The modules declared below the file are still linted.
                let declarations = if unit.follow_modules {
                    isolated(|| module_declarations(&text, &file)).unwrap_or_default()
                } else {
                    Vec::new()
                };
                proc_macro2::extra::invalidate_current_thread_spans();
                (None, declarations)
            }
            Ok(Err((line, column, message))) => {
                return lock(&self.errors).push(ReportError {
                    file: Some(relative),
                    line: (line > 0).then_some(line),
                    column: (line > 0).then_some(column),
                    message: format!("cannot parse: {message}"),
                });
            }
        };
        if let Some(parsed) = analysed {
            lock(&self.parsed).push(parsed);
        }
        for declaration in declarations {
            match declaration.resolve() {
                Some(child) => scope.spawn(move |scope| self.visit(scope, unit, child)),
                None if declaration.cfg_gated => {}
                None => {
                    let looked: Vec<String> = declaration
                        .candidates
                        .iter()
                        .map(|c| relative_path(self.root, c))
                        .collect();
                    lock(&self.errors).push(ReportError {
                        file: Some(relative.clone()),
                        line: Some(declaration.line),
                        column: Some(declaration.column),
                        message: format!(
                            "module `{}` has no file: looked for {}",
                            declaration.module_path.join("::"),
                            looked.join(" and ")
                        ),
                    });
                }
            }
        }
    }

    fn error(&self, file: Option<&str>, line: Option<usize>, message: String) {
        lock(&self.errors).push(ReportError {
            file: file.map(str::to_owned),
            line,
            column: None,
            message,
        });
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

/// The `mod` declarations of `text` (test modules left out), for following a file's modules
/// when its analysis failed.
fn module_declarations(text: &str, file: &ModuleFile) -> Vec<modules::ModuleDeclaration> {
    let Ok(mut parsed) = syn::parse_file(text) else {
        return Vec::new();
    };
    remove_test_items(&mut parsed.items);
    modules::declarations(&parsed, file)
}

/// Remove `#[cfg(test)]` items (unit-test modules and helpers), in inline modules and among
/// the methods of an `impl` or trait too (`#[cfg(test)] pub fn compress(&mut self, ..)`): test
/// code edits windows to set up cases, not to prune them.
fn remove_test_items(items: &mut Vec<syn::Item>) {
    items.retain(|item| !is_cfg_test(item_attributes(item)));
    for item in items {
        match item {
            syn::Item::Mod(module) => {
                if let Some((_, inner)) = &mut module.content {
                    remove_test_items(inner);
                }
            }
            syn::Item::Impl(block) => block.items.retain(|inner| !is_cfg_test_impl_item(inner)),
            syn::Item::Trait(block) => block.items.retain(|inner| !is_cfg_test_trait_item(inner)),
            _ => {}
        }
    }
}

/// An item of an `impl` marked `#[cfg(test)]`.
fn is_cfg_test_impl_item(item: &syn::ImplItem) -> bool {
    match item {
        syn::ImplItem::Fn(f) => is_cfg_test(&f.attrs),
        syn::ImplItem::Const(c) => is_cfg_test(&c.attrs),
        syn::ImplItem::Type(t) => is_cfg_test(&t.attrs),
        _ => false,
    }
}

/// An item of a trait marked `#[cfg(test)]`.
fn is_cfg_test_trait_item(item: &syn::TraitItem) -> bool {
    match item {
        syn::TraitItem::Fn(f) => is_cfg_test(&f.attrs),
        syn::TraitItem::Const(c) => is_cfg_test(&c.attrs),
        syn::TraitItem::Type(t) => is_cfg_test(&t.attrs),
        _ => false,
    }
}

fn item_attributes(item: &syn::Item) -> &[syn::Attribute] {
    match item {
        syn::Item::Fn(f) => &f.attrs,
        syn::Item::Mod(m) => &m.attrs,
        syn::Item::Impl(i) => &i.attrs,
        syn::Item::Const(c) => &c.attrs,
        syn::Item::Static(s) => &s.attrs,
        syn::Item::Struct(s) => &s.attrs,
        syn::Item::Trait(t) => &t.attrs,
        syn::Item::Use(u) => &u.attrs,
        _ => &[],
    }
}

/// `#[cfg(test)]` exactly (not `cfg(any(test, ...))`, which also builds outside tests).
fn is_cfg_test(attributes: &[syn::Attribute]) -> bool {
    attributes.iter().any(|attr| {
        attr.path().is_ident("cfg")
            && attr
                .parse_args::<syn::Ident>()
                .is_ok_and(|ident| ident == "test")
    })
}

/// `path` relative to `root` with forward slashes (`path` as given when it is not under it).
pub fn relative_path(root: &Path, path: &Path) -> String {
    let relative = match path.strip_prefix(root) {
        Ok(relative) => relative.to_path_buf(),
        Err(_) => match (std::fs::canonicalize(root), std::fs::canonicalize(path)) {
            (Ok(root), Ok(path)) => path
                .strip_prefix(&root)
                .map(Path::to_path_buf)
                .unwrap_or(path),
            _ => path.to_path_buf(),
        },
    };
    let parts: Vec<String> = relative
        .components()
        .filter(|c| !matches!(c, std::path::Component::CurDir))
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    parts.join("/")
}

/// Module path of a loose file: its path under `src/` (or the root), without `mod`/`lib`/`main`.
fn loose_module_path(root: &Path, path: &Path) -> Vec<String> {
    let relative = path.strip_prefix(root).unwrap_or(path);
    let mut parts: Vec<String> = relative
        .with_extension("")
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if let Some(src) = parts.iter().position(|p| p == "src") {
        parts.drain(..=src);
    }
    if parts
        .last()
        .is_some_and(|last| matches!(last.as_str(), "mod" | "lib" | "main"))
    {
        parts.pop();
    }
    parts
}
