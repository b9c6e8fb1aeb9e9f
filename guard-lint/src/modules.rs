//! Following `mod` declarations from a parsed file to the files that hold them, as rustc and
//! rustfmt do: `mod x;` is `x.rs` or `x/mod.rs` beside a mod-rs file (a crate root, a `mod.rs`,
//! or a file loaded through `#[path]`) and under `stem/` beside any other file; inline
//! `mod a { mod b; }` adds `a/`; `#[path = "..."]` is relative to the declaring file's directory
//! (or, inside inline modules, to the inline modules' directory).

use std::path::{Path, PathBuf};

use syn::{Attribute, Expr, ExprLit, Item, Lit, Meta};

/// A source file and its place in the module tree.
#[derive(Debug, Clone)]
pub struct ModuleFile {
    /// The file.
    pub path: PathBuf,
    /// Module path inside the crate (`[]` for the crate root).
    pub module_path: Vec<String>,
    /// Whether child modules are looked up beside this file (crate roots, `mod.rs`, files
    /// loaded through `#[path]`) rather than in a directory named after it.
    pub owns_directory: bool,
}

impl ModuleFile {
    /// A crate root.
    pub fn root(path: PathBuf) -> Self {
        ModuleFile {
            path,
            module_path: Vec::new(),
            owns_directory: true,
        }
    }

    /// The directory this file's `mod x;` items are looked up in.
    fn child_directory(&self) -> PathBuf {
        let parent = self.path.parent().unwrap_or(Path::new("")).to_path_buf();
        if self.owns_directory {
            parent
        } else {
            match self.path.file_stem() {
                Some(stem) => parent.join(stem),
                None => parent,
            }
        }
    }
}

/// An out-of-line `mod x;` found in a file.
#[derive(Debug, Clone)]
pub struct ModuleDeclaration {
    /// Files that may hold it, in rustc's order of preference.
    pub candidates: Vec<PathBuf>,
    /// Module path of the declared module.
    pub module_path: Vec<String>,
    /// Whether it was loaded through `#[path]` (then it owns its directory).
    pub has_path_attribute: bool,
    /// Whether it is behind `#[cfg(...)]` (a missing file is then not an error).
    pub cfg_gated: bool,
    /// 1-based line of the declaration.
    pub line: usize,
    /// 1-based column of the declaration's name.
    pub column: usize,
}

impl ModuleDeclaration {
    /// The file for this module: the first candidate that exists.
    pub fn resolve(&self) -> Option<ModuleFile> {
        let path = self.candidates.iter().find(|c| c.is_file())?.clone();
        let owns_directory =
            self.has_path_attribute || path.file_name().is_some_and(|n| n == "mod.rs");
        Some(ModuleFile {
            path,
            module_path: self.module_path.clone(),
            owns_directory,
        })
    }
}

/// Every out-of-line module declared in `file` (including inside inline modules).
pub fn declarations(parsed: &syn::File, file: &ModuleFile) -> Vec<ModuleDeclaration> {
    let mut found = Vec::new();
    let file_directory = file.path.parent().unwrap_or(Path::new("")).to_path_buf();
    collect(
        &parsed.items,
        &file.child_directory(),
        &file_directory,
        &file.module_path,
        false,
        &mut found,
    );
    found
}

/// `dir`: where `mod x;` looks; `path_base`: what `#[path]` is relative to.
fn collect(
    items: &[Item],
    dir: &Path,
    path_base: &Path,
    module_path: &[String],
    inside_cfg: bool,
    found: &mut Vec<ModuleDeclaration>,
) {
    for item in items {
        let Item::Mod(module) = item else { continue };
        let name = module.ident.to_string();
        let name = name.strip_prefix("r#").unwrap_or(&name).to_owned();
        let mut child_path = module_path.to_vec();
        child_path.push(name.clone());
        let path_attribute = path_attribute(&module.attrs);
        let cfg_gated = inside_cfg || module.attrs.iter().any(|a| a.path().is_ident("cfg"));
        match &module.content {
            Some((_, inner)) => {
                let inner_dir = match &path_attribute {
                    Some(p) => dir.join(p),
                    None => dir.join(&name),
                };
                collect(inner, &inner_dir, &inner_dir, &child_path, cfg_gated, found);
            }
            None => {
                let candidates = match &path_attribute {
                    Some(p) => vec![path_base.join(p)],
                    None => vec![
                        dir.join(format!("{name}.rs")),
                        dir.join(&name).join("mod.rs"),
                    ],
                };
                let start = module.ident.span().start();
                found.push(ModuleDeclaration {
                    candidates,
                    module_path: child_path,
                    has_path_attribute: path_attribute.is_some(),
                    cfg_gated,
                    line: start.line,
                    column: start.column + 1,
                });
            }
        }
    }
}

/// The string of a `#[path = "..."]` attribute, if any.
fn path_attribute(attrs: &[Attribute]) -> Option<String> {
    attrs.iter().find_map(|attr| match &attr.meta {
        Meta::NameValue(nv) if nv.path.is_ident("path") => match &nv.value {
            Expr::Lit(ExprLit {
                lit: Lit::Str(s), ..
            }) => Some(s.value()),
            _ => None,
        },
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decls(src: &str, file: &ModuleFile) -> Vec<ModuleDeclaration> {
        let parsed = syn::parse_file(src).expect("test source parses");
        declarations(&parsed, file)
    }

    #[test]
    fn crate_root_children_sit_beside_it() {
        let root = ModuleFile::root(PathBuf::from("src/lib.rs"));
        let found = decls("mod agent;", &root);
        assert_eq!(
            found[0].candidates,
            [
                PathBuf::from("src/agent.rs"),
                PathBuf::from("src/agent/mod.rs")
            ]
        );
        assert_eq!(found[0].module_path, ["agent"]);
    }

    #[test]
    fn non_mod_rs_children_sit_in_a_directory_named_after_the_file() {
        let file = ModuleFile {
            path: PathBuf::from("src/agent.rs"),
            module_path: vec!["agent".into()],
            owns_directory: false,
        };
        let found = decls("mod compact { mod summary; }", &file);
        assert_eq!(
            found[0].candidates[0],
            PathBuf::from("src/agent/compact/summary.rs")
        );
        assert_eq!(found[0].module_path, ["agent", "compact", "summary"]);
    }

    #[test]
    fn path_attribute_is_relative_to_the_declaring_file() {
        let file = ModuleFile {
            path: PathBuf::from("src/agent.rs"),
            module_path: vec!["agent".into()],
            owns_directory: false,
        };
        let found = decls("#[path = \"other/x.rs\"] mod x;", &file);
        assert_eq!(found[0].candidates, [PathBuf::from("src/other/x.rs")]);
        assert!(found[0].has_path_attribute);
    }

    #[test]
    fn cfg_gated_declarations_are_marked() {
        let root = ModuleFile::root(PathBuf::from("src/lib.rs"));
        let found = decls("#[cfg(windows)] mod win; mod unix;", &root);
        assert!(found[0].cfg_gated);
        assert!(!found[1].cfg_gated);
    }
}
