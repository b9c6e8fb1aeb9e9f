//! Configuration from `[workspace.metadata.guard]` and `[package.metadata.guard]`.
//!
//! ```toml
//! [workspace.metadata.guard]
//! window-types = ["ChatHistory"]      # types whose values are context windows
//! window-fields = ["ctx_buf"]         # fields / bindings that hold a context window
//! summarisers = ["condense"]          # functions whose result is model-authored text
//! scorers = ["rank_relevance"]        # functions that compute relevance scores
//! flushes = ["persist"]               # functions that flush the verbatim store
//! exclude = ["src/generated/**"]      # globs, relative to this Cargo.toml's directory
//!
//! [workspace.metadata.guard.rules]
//! host-truncation = "note"            # rule id or name = "off" | "note" | "warning" | "error"
//! RG004 = "error"
//! ```
//!
//! Package tables add to the workspace's lists, and their rule levels and excludes apply to
//! that package's files. Unknown keys and bad values are errors naming the key and the file.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use globset::{Glob, GlobSet, GlobSetBuilder};
use serde_json::Value;

pub use crate::rules::Level;

/// Parse a configured level: `off`/`allow`, `note`, `warning`/`warn`, `error`/`deny`.
pub fn parse_level(text: &str) -> Option<Level> {
    Some(match text {
        "off" | "allow" => Level::Off,
        "note" => Level::Note,
        "warning" | "warn" => Level::Warning,
        "error" | "deny" => Level::Error,
        _ => return None,
    })
}

/// A configuration mistake (exit code 2).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConfigError {
    /// The `Cargo.toml` holding the mistake.
    pub file: PathBuf,
    /// The full key, e.g. `workspace.metadata.guard.rules.RG001`.
    pub key: String,
    /// What is wrong and what is accepted.
    pub message: String,
}

impl std::fmt::Display for ConfigError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}: `{}`: {}",
            self.file.display(),
            self.key,
            self.message
        )
    }
}

/// Names the analysis should treat specially, on top of its built-in heuristics.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Vocabulary {
    /// Types whose values are context windows.
    pub window_types: Vec<String>,
    /// Fields or bindings that hold a context window.
    pub window_fields: Vec<String>,
    /// Functions whose result is model-authored text.
    pub summarisers: Vec<String>,
    /// Functions that compute relevance scores.
    pub scorers: Vec<String>,
    /// Functions that flush the verbatim store.
    pub flushes: Vec<String>,
}

/// Rule levels and excludes declared by one manifest, applying to files under its directory.
#[derive(Debug, Clone)]
pub struct Scope {
    /// Directory of the declaring `Cargo.toml`.
    pub directory: PathBuf,
    /// Rule id → level.
    pub levels: HashMap<String, Level>,
    /// Files (relative to `directory`) not to lint.
    pub exclude: GlobSet,
}

/// The whole configuration: one vocabulary, and scopes from the most general to the most
/// specific (workspace first, then packages).
#[derive(Debug, Clone, Default)]
pub struct Config {
    /// Extra names for the analysis.
    pub vocabulary: Vocabulary,
    /// Per-manifest levels and excludes.
    pub scopes: Vec<Scope>,
}

impl Config {
    /// Read `metadata.guard` from `table` (the `[workspace.metadata]` or `[package.metadata]`
    /// value) of `manifest`, adding to what is already configured. `prefix` is the key path
    /// used in error messages (`workspace.metadata` or `package.metadata`); `rule_id` maps a
    /// rule id or name to its id, `None` for unknown rules.
    pub fn add(
        &mut self,
        manifest: &Path,
        prefix: &str,
        table: &Value,
        rule_id: &dyn Fn(&str) -> Option<&'static str>,
    ) -> Result<(), ConfigError> {
        let Some(guard) = table.get("guard") else {
            return Ok(());
        };
        let key = format!("{prefix}.guard");
        let error = |key: String, message: String| ConfigError {
            file: manifest.to_path_buf(),
            key,
            message,
        };
        let Value::Object(guard) = guard else {
            return Err(error(key, "expected a table".into()));
        };
        let directory = manifest.parent().unwrap_or(Path::new("")).to_path_buf();
        let mut scope = Scope {
            directory,
            levels: HashMap::new(),
            exclude: GlobSet::empty(),
        };
        for (name, value) in guard {
            let full = format!("{key}.{name}");
            let list = || {
                string_list(value)
                    .ok_or_else(|| error(full.clone(), "expected an array of strings".into()))
            };
            match name.as_str() {
                "window-types" => self.vocabulary.window_types.extend(list()?),
                "window-fields" => self.vocabulary.window_fields.extend(list()?),
                "summarisers" | "summarizers" => self.vocabulary.summarisers.extend(list()?),
                "scorers" => self.vocabulary.scorers.extend(list()?),
                "flushes" => self.vocabulary.flushes.extend(list()?),
                "exclude" => {
                    let mut builder = GlobSetBuilder::new();
                    for pattern in list()? {
                        let glob = Glob::new(&pattern).map_err(|e| {
                            error(full.clone(), format!("bad glob `{pattern}`: {e}"))
                        })?;
                        builder.add(glob);
                    }
                    scope.exclude = builder
                        .build()
                        .map_err(|e| error(full.clone(), e.to_string()))?;
                }
                "rules" => {
                    let Value::Object(rules) = value else {
                        return Err(error(full, "expected a table of rule = level".into()));
                    };
                    for (rule, level) in rules {
                        let rule_key = format!("{full}.{rule}");
                        let id = rule_id(rule).ok_or_else(|| {
                            error(
                                rule_key.clone(),
                                "unknown rule; `cargo guard-lint explain --all` lists them".into(),
                            )
                        })?;
                        let level = level.as_str().and_then(parse_level).ok_or_else(|| {
                            error(
                                rule_key.clone(),
                                "expected \"off\", \"note\", \"warning\" or \"error\"".into(),
                            )
                        })?;
                        scope.levels.insert(id.to_owned(), level);
                    }
                }
                _ => {
                    return Err(error(
                        full,
                        "unknown key; expected one of window-types, window-fields, summarisers, \
                         scorers, flushes, exclude, rules"
                            .into(),
                    ));
                }
            }
        }
        self.scopes.push(scope);
        Ok(())
    }

    /// The configured level of `rule` for `file` (absolute or relative to the current
    /// directory, as discovery produced it), if any scope sets one; the most specific wins.
    pub fn level(&self, rule: &str, file: &Path) -> Option<Level> {
        self.scopes
            .iter()
            .rev()
            .filter(|scope| file.starts_with(&scope.directory))
            .find_map(|scope| scope.levels.get(rule).copied())
    }

    /// Set `levels` (rule id, level) for every file, over whatever the manifests say: the
    /// command line's `--rule` options.
    pub fn override_levels(&mut self, levels: &[(&'static str, Level)]) {
        if levels.is_empty() {
            return;
        }
        self.scopes.push(Scope {
            directory: PathBuf::new(),
            levels: levels
                .iter()
                .map(|&(id, level)| (id.to_owned(), level))
                .collect(),
            exclude: GlobSet::empty(),
        });
    }

    /// Whether some scope excludes `file`.
    pub fn is_excluded(&self, file: &Path) -> bool {
        self.scopes.iter().any(|scope| {
            file.strip_prefix(&scope.directory)
                .is_ok_and(|relative| scope.exclude.is_match(relative))
        })
    }
}

fn string_list(value: &Value) -> Option<Vec<String>> {
    value
        .as_array()?
        .iter()
        .map(|v| v.as_str().map(str::to_owned))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn known(rule: &str) -> Option<&'static str> {
        match rule {
            "RG008" | "host-truncation" => Some("RG008"),
            _ => None,
        }
    }

    #[test]
    fn reads_lists_levels_and_excludes() {
        let mut config = Config::default();
        let table = json!({ "guard": {
            "window-fields": ["ctx_buf"],
            "exclude": ["src/gen/**"],
            "rules": { "host-truncation": "warning" },
        }});
        config
            .add(
                Path::new("/ws/Cargo.toml"),
                "workspace.metadata",
                &table,
                &known,
            )
            .expect("valid config");
        assert_eq!(config.vocabulary.window_fields, ["ctx_buf"]);
        assert_eq!(
            config.level("RG008", Path::new("/ws/src/a.rs")),
            Some(Level::Warning)
        );
        assert!(config.is_excluded(Path::new("/ws/src/gen/x.rs")));
        assert!(!config.is_excluded(Path::new("/ws/src/x.rs")));
    }

    #[test]
    fn errors_name_the_key_and_the_file() {
        let mut config = Config::default();
        let table = json!({ "guard": { "rules": { "no-such-rule": "error" } } });
        let err = config
            .add(
                Path::new("/ws/Cargo.toml"),
                "workspace.metadata",
                &table,
                &known,
            )
            .expect_err("unknown rule");
        assert_eq!(err.key, "workspace.metadata.guard.rules.no-such-rule");
        assert_eq!(err.file, Path::new("/ws/Cargo.toml"));
        let table = json!({ "guard": { "window-fields": "history" } });
        let err = config
            .add(
                Path::new("/ws/Cargo.toml"),
                "workspace.metadata",
                &table,
                &known,
            )
            .expect_err("not a list");
        assert_eq!(err.key, "workspace.metadata.guard.window-fields");
    }
}
