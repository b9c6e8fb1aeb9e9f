//! The call graph over every analysed file of the workspace, and the unguarded routes to an
//! edit site.
//!
//! Resolution is syntactic (no type information, no `use` resolution) and errs towards more
//! edges: `f()` reaches every free function named `f` (those of the caller's crate when there
//! are any); `m::f()` the free functions `f` in a module path ending in `m`; `T::f()` and
//! `Self::f()` the methods `f` of `T`; `x.f()` the methods `f` of `x`'s type when the analysis
//! knows it, else every method named `f` (trait methods included).
//!
//! Entries are `main`, trait impl methods, public functions of library crates, and `async`
//! functions nothing calls (spawned tasks). An edit is reported when a route without guards
//! leads to it from an entry, or from a function nothing visible calls (it may be called
//! through a function pointer or a macro). Only edits whose every caller chain ends in a guard
//! are left alone.

use std::collections::{HashMap, VecDeque};

use crate::discovery::TargetKind;
use crate::facts::{Callee, FileFacts, FunctionFact, Location};
use crate::parse::FileContext;
use crate::report::PathStep;

/// A function in the graph: file index and function index within the file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId {
    /// Index of the file.
    pub file: usize,
    /// Index of the function in its file's facts.
    pub function: usize,
}

/// A resolved call: who calls, where, and which of the caller's calls it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Edge {
    /// The calling function.
    pub caller: NodeId,
    /// The call's location.
    pub location: Location,
    /// Index of the call in the caller's `calls`.
    pub call: usize,
}

/// A guard-free call path to an edit site.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Route {
    /// The steps, from the entry to the edit site.
    pub steps: Vec<PathStep>,
    /// The calls taken, as (caller, index in the caller's `calls`).
    pub calls: Vec<(NodeId, usize)>,
}

/// The graph, built once per run.
pub struct CallGraph<'a> {
    files: &'a [(FileContext, FileFacts)],
    /// For every node, who calls it and where.
    callers: HashMap<NodeId, Vec<Edge>>,
}

impl<'a> CallGraph<'a> {
    /// Build the graph of `files`.
    pub fn build(files: &'a [(FileContext, FileFacts)]) -> Self {
        let index = NameIndex::new(files);
        let mut callers: HashMap<NodeId, Vec<Edge>> = HashMap::new();
        for (file_index, (context, facts)) in files.iter().enumerate() {
            for (function_index, function) in facts.functions.iter().enumerate() {
                let caller = NodeId {
                    file: file_index,
                    function: function_index,
                };
                for (call_index, call) in function.calls.iter().enumerate() {
                    for callee in index.resolve(files, context, function, &call.callee) {
                        if callee != caller {
                            callers.entry(callee).or_default().push(Edge {
                                caller,
                                location: call.location,
                                call: call_index,
                            });
                        }
                    }
                }
            }
        }
        CallGraph { files, callers }
    }

    /// The function behind `node`.
    pub fn function(&self, node: NodeId) -> &'a FunctionFact {
        &self.files[node.file].1.functions[node.function]
    }

    /// The file behind `node`.
    pub fn context(&self, node: NodeId) -> &'a FileContext {
        &self.files[node.file].0
    }

    /// Every resolved call of `node`.
    pub fn callers(&self, node: NodeId) -> &[Edge] {
        self.callers.get(&node).map_or(&[], Vec::as_slice)
    }

    /// Whether `node` is an entry: `main`, a trait impl method, an `async fn` nothing calls,
    /// or a public function of a library that no guard calls (a public helper called by a
    /// guard is taken to be part of that guard).
    fn is_entry(&self, node: NodeId) -> bool {
        let function = self.function(node);
        function.is_main
            || function.is_trait_impl
            || (function.is_async && self.callers(node).is_empty())
            || (function.is_pub
                && self.context(node).kind == TargetKind::Library
                && !self
                    .callers(node)
                    .iter()
                    .any(|edge| self.function(edge.caller).is_guard))
    }

    /// Whether some non-guard function calls `node`.
    fn has_unguarded_caller(&self, node: NodeId) -> bool {
        self.callers(node)
            .iter()
            .any(|edge| !self.function(edge.caller).is_guard)
    }

    /// A shortest guard-free route to `target`, from the entry through which the code is
    /// driven, as call-path steps ending at `site` in `target`; `None` when every caller chain
    /// ends in a guard (or `target` is a guard).
    ///
    /// Starts are preferred in this order: entries that no unguarded function calls (`main`,
    /// a library's top-level API), then any entry, then functions nothing visibly calls.
    pub fn unguarded_route(&self, target: NodeId, site: Location) -> Option<Route> {
        if self.function(target).is_guard {
            return None;
        }
        // Backward breadth-first search; `toward[n]` is the edge from n towards the target.
        let mut toward: HashMap<NodeId, Option<(NodeId, Edge)>> = HashMap::new();
        let mut order = vec![target];
        toward.insert(target, None);
        let mut queue = VecDeque::from([target]);
        while let Some(node) = queue.pop_front() {
            for edge in self.callers(node) {
                let caller = edge.caller;
                if self.function(caller).is_guard || toward.contains_key(&caller) {
                    continue;
                }
                toward.insert(caller, Some((node, *edge)));
                order.push(caller);
                queue.push_back(caller);
            }
        }
        let start = order
            .iter()
            .find(|&&n| self.is_entry(n) && !self.has_unguarded_caller(n))
            .or_else(|| order.iter().find(|&&n| self.is_entry(n)))
            .or_else(|| order.iter().find(|&&n| self.callers(n).is_empty()))?;
        let mut route = Route {
            steps: Vec::new(),
            calls: Vec::new(),
        };
        let mut node = *start;
        loop {
            let step = toward.get(&node).copied().flatten();
            let location = step.map_or(site, |(_, edge)| edge.location);
            route.steps.push(self.step(node, location));
            match step {
                Some((next, edge)) => {
                    route.calls.push((node, edge.call));
                    node = next;
                }
                None => return Some(route),
            }
        }
    }

    /// A call-path step through `node` at `location`.
    pub fn step(&self, node: NodeId, location: Location) -> PathStep {
        PathStep {
            file: self.context(node).relative.clone(),
            line: location.line,
            column: Some(location.column),
            function: self.function(node).path.clone(),
        }
    }
}

/// Functions by name, for call resolution.
struct NameIndex {
    by_name: HashMap<String, Vec<NodeId>>,
}

impl NameIndex {
    fn new(files: &[(FileContext, FileFacts)]) -> Self {
        let mut by_name: HashMap<String, Vec<NodeId>> = HashMap::new();
        for (file, (_, facts)) in files.iter().enumerate() {
            for (function, fact) in facts.functions.iter().enumerate() {
                by_name
                    .entry(fact.name.clone())
                    .or_default()
                    .push(NodeId { file, function });
            }
        }
        NameIndex { by_name }
    }

    fn resolve(
        &self,
        files: &[(FileContext, FileFacts)],
        context: &FileContext,
        caller: &FunctionFact,
        callee: &Callee,
    ) -> Vec<NodeId> {
        let function = |n: &NodeId| &files[n.file].1.functions[n.function];
        let file = |n: &NodeId| &files[n.file].0;
        match callee {
            Callee::Method { name, receiver } => {
                let Some(candidates) = self.by_name.get(name) else {
                    return Vec::new();
                };
                candidates
                    .iter()
                    .filter(|n| match (&function(n).self_type, receiver) {
                        (None, _) => false,
                        (Some(own), Some(wanted)) => own == wanted,
                        (Some(_), None) => true,
                    })
                    .copied()
                    .collect()
            }
            Callee::Path(segments) => {
                let Some((name, qualifier)) = segments.split_last() else {
                    return Vec::new();
                };
                let Some(candidates) = self.by_name.get(name) else {
                    return Vec::new();
                };
                match qualifier.last().map(String::as_str) {
                    None => {
                        let free: Vec<NodeId> = candidates
                            .iter()
                            .filter(|n| function(n).self_type.is_none())
                            .copied()
                            .collect();
                        let same_crate: Vec<NodeId> = free
                            .iter()
                            .filter(|n| file(n).crate_key == context.crate_key)
                            .copied()
                            .collect();
                        if same_crate.is_empty() {
                            free
                        } else {
                            same_crate
                        }
                    }
                    Some("Self") => candidates
                        .iter()
                        .filter(|n| {
                            function(n).self_type.is_some()
                                && function(n).self_type == caller.self_type
                        })
                        .copied()
                        .collect(),
                    Some(last) if last.starts_with(char::is_uppercase) => {
                        let of_type: Vec<NodeId> = candidates
                            .iter()
                            .filter(|n| function(n).self_type.as_deref() == Some(last))
                            .copied()
                            .collect();
                        if of_type.is_empty() {
                            // `Trait::method(x)`: any implementation may be meant.
                            candidates
                                .iter()
                                .filter(|n| function(n).is_trait_impl)
                                .copied()
                                .collect()
                        } else {
                            of_type
                        }
                    }
                    Some(_) => candidates
                        .iter()
                        .filter(|n| {
                            function(n).self_type.is_none()
                                && module_matches(qualifier, context, file(n))
                        })
                        .copied()
                        .collect(),
                }
            }
        }
    }
}

/// Whether a call qualified by module segments `qualifier` (as written in `from`) may name a
/// function of `candidate`'s module.
fn module_matches(qualifier: &[String], from: &FileContext, candidate: &FileContext) -> bool {
    let mut rest = qualifier;
    let mut crate_fixed = false;
    while let Some((first, tail)) = rest.split_first() {
        match first.as_str() {
            "crate" | "self" | "super" => {
                if candidate.crate_key != from.crate_key {
                    return false;
                }
                crate_fixed = true;
            }
            name if !crate_fixed
                && rest.len() == qualifier.len()
                && name == candidate.crate_name =>
            {
                crate_fixed = true;
            }
            _ => break,
        }
        rest = tail;
    }
    if rest.is_empty() {
        return crate_fixed;
    }
    candidate.module_path.ends_with(rest)
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;
    use crate::facts::Call;

    fn context(relative: &str, module: &[&str], kind: TargetKind) -> FileContext {
        FileContext {
            path: PathBuf::from(relative),
            relative: relative.into(),
            crate_key: "agent".into(),
            crate_name: "agent".into(),
            kind,
            module_path: module.iter().map(|s| s.to_string()).collect(),
            bytes: 0,
        }
    }

    fn function(path: &str, calls: &[Callee]) -> FunctionFact {
        let name = path.rsplit("::").next().unwrap_or(path).to_owned();
        FunctionFact {
            path: path.into(),
            name,
            self_type: None,
            is_pub: false,
            is_main: false,
            is_trait_impl: false,
            is_async: false,
            is_guard: false,
            location: Location::default(),
            edits: Vec::new(),
            param_edits: Vec::new(),
            too_deep: false,
            calls: calls
                .iter()
                .enumerate()
                .map(|(i, callee)| Call {
                    callee: callee.clone(),
                    window_args: Vec::new(),
                    suppressions: Vec::new(),
                    location: Location {
                        line: 10 + i,
                        column: 5,
                        end_line: 10 + i,
                        end_column: 9,
                    },
                })
                .collect(),
            violations: Vec::new(),
        }
    }

    fn path(segments: &[&str]) -> Callee {
        Callee::Path(segments.iter().map(|s| s.to_string()).collect())
    }

    fn site() -> Location {
        Location {
            line: 99,
            column: 1,
            end_line: 99,
            end_column: 2,
        }
    }

    #[test]
    fn route_starts_at_main_not_at_a_public_helper_it_calls() {
        let mut main = function("main", &[path(&["run"])]);
        main.is_main = true;
        let mut run = function("run", &[path(&["window", "trim"])]);
        run.is_pub = true;
        let mut trim = function("window::trim", &[]);
        trim.is_pub = true;
        let files = vec![
            (
                context("src/main.rs", &[], TargetKind::Executable),
                FileFacts {
                    functions: vec![main, run],
                    ..FileFacts::default()
                },
            ),
            (
                context("src/window.rs", &["window"], TargetKind::Library),
                FileFacts {
                    functions: vec![trim],
                    ..FileFacts::default()
                },
            ),
        ];
        let graph = CallGraph::build(&files);
        let route = graph
            .unguarded_route(
                NodeId {
                    file: 1,
                    function: 0,
                },
                site(),
            )
            .expect("reachable");
        let functions: Vec<&str> = route.steps.iter().map(|s| s.function.as_str()).collect();
        assert_eq!(functions, ["main", "run", "window::trim"]);
        assert_eq!(route.steps[0].line, 10);
        assert_eq!(route.steps[2].line, 99);
    }

    #[test]
    fn a_private_edit_reached_only_through_a_guard_is_not_reported() {
        let mut guard = function("compact", &[path(&["helper"])]);
        guard.is_guard = true;
        guard.is_pub = true;
        let helper = function("helper", &[]);
        let files = vec![(
            context("src/lib.rs", &[], TargetKind::Library),
            FileFacts {
                functions: vec![guard, helper],
                ..FileFacts::default()
            },
        )];
        let graph = CallGraph::build(&files);
        assert_eq!(
            graph.unguarded_route(
                NodeId {
                    file: 0,
                    function: 1
                },
                site()
            ),
            None
        );
    }

    #[test]
    fn an_uncalled_private_function_is_its_own_route() {
        let files = vec![(
            context("src/lib.rs", &[], TargetKind::Library),
            FileFacts {
                functions: vec![function("orphan", &[])],
                ..FileFacts::default()
            },
        )];
        let graph = CallGraph::build(&files);
        let route = graph
            .unguarded_route(
                NodeId {
                    file: 0,
                    function: 0,
                },
                site(),
            )
            .expect("conservatively reported");
        assert_eq!(route.steps.len(), 1);
    }

    #[test]
    fn methods_resolve_by_receiver_type_when_known() {
        let caller = function(
            "run",
            &[Callee::Method {
                name: "trim".into(),
                receiver: Some("Window".into()),
            }],
        );
        let mut window_trim = function("Window::trim", &[]);
        window_trim.self_type = Some("Window".into());
        let mut other_trim = function("Other::trim", &[]);
        other_trim.self_type = Some("Other".into());
        let files = vec![(
            context("src/lib.rs", &[], TargetKind::Library),
            FileFacts {
                functions: vec![caller, window_trim, other_trim],
                ..FileFacts::default()
            },
        )];
        let graph = CallGraph::build(&files);
        assert_eq!(
            graph
                .callers(NodeId {
                    file: 0,
                    function: 1
                })
                .len(),
            1
        );
        assert!(
            graph
                .callers(NodeId {
                    file: 0,
                    function: 2
                })
                .is_empty()
        );
    }
}
