//! Which files to lint: crate roots from `cargo metadata`, or the `.rs` files under a directory.
//!
//! With a manifest (`PATH/Cargo.toml`, or PATH itself naming one), every target of every
//! workspace member under PATH (libraries, binaries, examples, build scripts; not tests and
//! benches) is a crate root; modules are then followed from the roots (see
//! [`crate::modules`]), so files the crates do not compile (trybuild fixtures, generated
//! scratch files) are not linted. Without a manifest, every `.rs` file under PATH is linted,
//! honouring `.gitignore`. A single `.rs` file may also be given.

use std::path::{Path, PathBuf};

use cargo_metadata::{MetadataCommand, TargetKind as CargoTargetKind};
use serde_json::Value;

/// The role of a crate target; it decides which functions are call-graph entries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TargetKind {
    /// A library: its public functions are entries.
    Library,
    /// A binary, example, test, bench or build script: only `main`, trait impls and spawned
    /// tasks are entries (other items are not reachable from outside the crate).
    Executable,
}

/// One crate root to follow modules from.
#[derive(Debug, Clone)]
pub struct CrateRoot {
    /// The crate's name as code refers to it (`-` replaced by `_`).
    pub crate_name: String,
    /// Unique among all roots (a package's library and binary may share a name).
    pub crate_key: String,
    /// Library or executable.
    pub kind: TargetKind,
    /// The root source file (`src/lib.rs`, `src/main.rs`, ...).
    pub root_file: PathBuf,
    /// Index into [`Discovered::packages`].
    pub package: usize,
}

/// A workspace member, as far as linting cares.
#[derive(Debug, Clone)]
pub struct Package {
    /// Package name.
    pub name: String,
    /// Its `Cargo.toml`.
    pub manifest_path: PathBuf,
    /// Its `[package.metadata]` table (`null` when absent).
    pub metadata: Value,
}

/// What [`discover`] found.
#[derive(Debug, Clone)]
pub struct Discovered {
    /// The directory findings are reported relative to.
    pub root: PathBuf,
    /// The workspace's `Cargo.toml`, when there is one.
    pub workspace_manifest: Option<PathBuf>,
    /// Its `[workspace.metadata]` table (`null` when absent).
    pub workspace_metadata: Value,
    /// Workspace members under the root.
    pub packages: Vec<Package>,
    /// Crate roots to follow modules from (libraries first).
    pub roots: Vec<CrateRoot>,
    /// Files to lint as they are, without following modules (no manifest).
    pub loose_files: Vec<PathBuf>,
    /// PATH was one `.rs` file: it is linted as a crate root (module path `[]`).
    pub single_file: bool,
}

/// Why discovery failed (exit code 2).
#[derive(Debug)]
pub struct DiscoveryError(pub String);

impl std::fmt::Display for DiscoveryError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// Find what to lint at `path` (a workspace or package directory, a `Cargo.toml`, a directory
/// of sources, or one `.rs` file).
pub fn discover(path: &Path) -> Result<Discovered, DiscoveryError> {
    let path = &std::fs::canonicalize(path)
        .map_err(|e| DiscoveryError(format!("cannot read {}: {e}", path.display())))?;
    let meta = std::fs::metadata(path)
        .map_err(|e| DiscoveryError(format!("cannot read {}: {e}", path.display())))?;
    if meta.is_file() {
        if path.file_name().is_some_and(|n| n == "Cargo.toml") {
            let dir = path.parent().unwrap_or(Path::new("."));
            return from_manifest(path, dir);
        }
        let dir = path.parent().unwrap_or(Path::new(".")).to_path_buf();
        return Ok(Discovered {
            single_file: true,
            ..loose(dir, vec![path.to_path_buf()])
        });
    }
    let manifest = path.join("Cargo.toml");
    if manifest.is_file() {
        return from_manifest(&manifest, path);
    }
    Ok(loose(path.to_path_buf(), walk_rust_files(path)))
}

/// Lint `files` as they are (no module following), reporting paths relative to `root`.
pub fn loose(root: PathBuf, files: Vec<PathBuf>) -> Discovered {
    Discovered {
        root,
        workspace_manifest: None,
        workspace_metadata: Value::Null,
        packages: Vec::new(),
        roots: Vec::new(),
        loose_files: files,
        single_file: false,
    }
}

/// Every `.rs` file under `dir`, honouring `.gitignore` and skipping hidden directories, sorted.
pub fn walk_rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = ignore::WalkBuilder::new(dir)
        .require_git(false)
        .build()
        .filter_map(Result::ok)
        .filter(|entry| entry.file_type().is_some_and(|t| t.is_file()))
        .map(ignore::DirEntry::into_path)
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .collect();
    files.sort();
    files
}

fn from_manifest(manifest: &Path, dir: &Path) -> Result<Discovered, DiscoveryError> {
    let metadata = MetadataCommand::new()
        .manifest_path(manifest)
        .no_deps()
        .exec()
        .map_err(|e| {
            DiscoveryError(format!(
                "`cargo metadata` failed for {}: {}",
                manifest.display(),
                first_line_of_cargo_error(&e)
            ))
        })?;
    let dir_abs = std::fs::canonicalize(dir)
        .map_err(|e| DiscoveryError(format!("cannot read {}: {e}", dir.display())))?;
    let mut packages = Vec::new();
    let mut libraries = Vec::new();
    let mut executables = Vec::new();
    for id in &metadata.workspace_members {
        let Some(package) = metadata.packages.iter().find(|p| &p.id == id) else {
            continue;
        };
        let manifest_path = PathBuf::from(package.manifest_path.as_std_path());
        let package_dir = manifest_path
            .parent()
            .map(Path::to_path_buf)
            .unwrap_or_default();
        let package_dir = std::fs::canonicalize(&package_dir).unwrap_or(package_dir);
        if !package_dir.starts_with(&dir_abs) {
            continue;
        }
        let index = packages.len();
        packages.push(Package {
            name: package.name.to_string(),
            manifest_path,
            metadata: package.metadata.clone(),
        });
        for target in &package.targets {
            // Test code edits windows to set up cases, not to prune them: not linted.
            if target
                .kind
                .iter()
                .all(|k| matches!(k, CargoTargetKind::Test | CargoTargetKind::Bench))
            {
                continue;
            }
            let is_lib = target.kind.iter().any(is_library_kind);
            let crate_name = target.name.replace('-', "_");
            let root = CrateRoot {
                crate_key: if is_lib {
                    crate_name.clone()
                } else {
                    format!("{crate_name}[{}]", target.src_path)
                },
                crate_name,
                kind: if is_lib {
                    TargetKind::Library
                } else {
                    TargetKind::Executable
                },
                root_file: PathBuf::from(target.src_path.as_std_path()),
                package: index,
            };
            if is_lib {
                libraries.push(root);
            } else {
                executables.push(root);
            }
        }
    }
    libraries.extend(executables);
    Ok(Discovered {
        root: dir.to_path_buf(),
        workspace_manifest: Some(
            PathBuf::from(metadata.workspace_root.as_std_path()).join("Cargo.toml"),
        ),
        workspace_metadata: metadata.workspace_metadata.clone(),
        packages,
        roots: libraries,
        loose_files: Vec::new(),
        single_file: false,
    })
}

fn is_library_kind(kind: &CargoTargetKind) -> bool {
    matches!(
        kind,
        CargoTargetKind::Lib
            | CargoTargetKind::RLib
            | CargoTargetKind::DyLib
            | CargoTargetKind::CDyLib
            | CargoTargetKind::StaticLib
            | CargoTargetKind::ProcMacro
    )
}

/// Cargo's own error text is long; keep its first meaningful line.
fn first_line_of_cargo_error(error: &cargo_metadata::Error) -> String {
    let text = error.to_string();
    text.lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && *l != "`cargo metadata` exited with an error:")
        .unwrap_or(text.as_str())
        .to_owned()
}
