//! The call graph over every analysed file of the workspace, and the unguarded routes to edit
//! sites.
//!
//! Resolution is syntactic (no type information; of `use` items, only the renames of the
//! caller's file, `use self::history as hist;`, are read, see
//! `analysis::items::resolve_renamed_paths`) and errs towards more edges: `f()` reaches every free function named `f` (those of the caller's crate when there
//! are any); `m::f()` the free functions `f` in a module path ending in `m`; `T::f()` and
//! `Self::f()` the methods `f` of `T` (so `Trait::f(x)` reaches nothing: trait impl methods are
//! entries anyway); `x.f()` the methods `f` of `x`'s type when the analysis knows it, else
//! every method named `f` (trait methods included). Edges are never materialised: functions
//! are indexed by name and by (name, self type), and calls resolved when needed.
//!
//! Entries are `main`, trait impl methods, `async` functions nothing calls (spawned tasks),
//! and public functions of library crates that no guard calls. Routes start, in order of
//! preference, at entries no unguarded function calls (`main`, a library's top-level API),
//! at any entry, then at functions nothing visibly calls (they may be called through a
//! function pointer or a macro). One breadth-first search per preference tier, through
//! non-guard functions only, gives every function its shortest route from the best start; an
//! edit is reported when its function has one. Only edits whose every caller chain ends in a
//! guard are left alone.

use std::cell::OnceCell;
use std::collections::{HashMap, HashSet, VecDeque};

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
///
/// Edges are not materialised (a method call on a receiver of unknown type may reach hundreds
/// of same-named methods in a large workspace): functions are indexed by name, and callees are
/// enumerated from the indexes when a search needs them.
pub struct CallGraph<'a> {
    files: &'a [(FileContext, FileFacts)],
    /// Index of each file's first function in the per-node vectors.
    offsets: Vec<usize>,
    /// Free functions by name.
    free_by_name: HashMap<&'a str, Vec<NodeId>>,
    /// Methods by name.
    methods_by_name: HashMap<&'a str, Vec<NodeId>>,
    /// Methods by (name, self type).
    methods_by_type: HashMap<(&'a str, &'a str), Vec<NodeId>>,
    /// (name, crate key) of every free function.
    free_in_crate: HashSet<(&'a str, &'a str)>,
    /// Call sites (caller, index in its `calls`) by the name they call.
    calls_by_name: HashMap<&'a str, Vec<(NodeId, usize)>>,
    /// For every node, who calls it and where (resolved on first use).
    callers: Vec<OnceCell<Vec<Edge>>>,
    /// For every node, how the preferred unguarded route reaches it.
    reach: Vec<Reach>,
}

/// How the preferred unguarded route reaches a function.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Reach {
    /// No unguarded route reaches it.
    Unreached,
    /// It is where a route starts.
    Start,
    /// Through this call.
    Via {
        /// The caller.
        from: NodeId,
        /// Index of the call in the caller's `calls`.
        call: usize,
        /// Where the call is.
        location: Location,
    },
}

/// Who calls a function, in the ways that decide where routes start.
#[derive(Debug, Clone, Copy, Default)]
struct CalledBy {
    guard: bool,
    unguarded: bool,
}

const NO_NODES: &[NodeId] = &[];

impl<'a> CallGraph<'a> {
    /// Build the graph of `files` and find every function's preferred unguarded route.
    pub fn build(files: &'a [(FileContext, FileFacts)]) -> Self {
        let mut graph = CallGraph {
            files,
            offsets: Vec::with_capacity(files.len()),
            free_by_name: HashMap::new(),
            methods_by_name: HashMap::new(),
            methods_by_type: HashMap::new(),
            free_in_crate: HashSet::new(),
            calls_by_name: HashMap::new(),
            callers: Vec::new(),
            reach: Vec::new(),
        };
        let mut count = 0;
        for (file, (context, facts)) in files.iter().enumerate() {
            graph.offsets.push(count);
            count += facts.functions.len();
            for (function, fact) in facts.functions.iter().enumerate() {
                let node = NodeId { file, function };
                let name = fact.name.as_str();
                match &fact.self_type {
                    Some(self_type) => {
                        graph.methods_by_name.entry(name).or_default().push(node);
                        graph
                            .methods_by_type
                            .entry((name, self_type))
                            .or_default()
                            .push(node);
                    }
                    None => {
                        graph.free_by_name.entry(name).or_default().push(node);
                        graph.free_in_crate.insert((name, &context.crate_key));
                    }
                }
                for (index, call) in fact.calls.iter().enumerate() {
                    graph
                        .calls_by_name
                        .entry(called_name(&call.callee))
                        .or_default()
                        .push((node, index));
                }
            }
        }
        graph.callers = (0..count).map(|_| OnceCell::new()).collect();
        graph.reach = graph.find_routes();
        graph
    }

    /// Some linted type has a method called `name`.
    pub fn defines_method(&self, name: &str) -> bool {
        self.methods_by_name.contains_key(name)
    }

    /// The linted code has a method or a free function called `name`.
    pub fn defines_function(&self, name: &str) -> bool {
        self.defines_method(name) || self.free_by_name.contains_key(name)
    }

    /// The function behind `node`.
    pub fn function(&self, node: NodeId) -> &'a FunctionFact {
        &self.files[node.file].1.functions[node.function]
    }

    /// The file behind `node`.
    pub fn context(&self, node: NodeId) -> &'a FileContext {
        &self.files[node.file].0
    }

    fn index(&self, node: NodeId) -> usize {
        self.offsets[node.file] + node.function
    }

    /// Every node of the graph.
    fn nodes(&self) -> impl Iterator<Item = NodeId> + '_ {
        self.files
            .iter()
            .enumerate()
            .flat_map(|(file, (_, facts))| {
                (0..facts.functions.len()).map(move |function| NodeId { file, function })
            })
    }

    /// Every function `callee`, as written in `caller`, may reach (the caller excluded).
    fn callees<'s>(
        &'s self,
        caller: NodeId,
        callee: &'s Callee,
    ) -> impl Iterator<Item = NodeId> + 's {
        let (candidates, qualifier): (&[NodeId], &[String]) = match callee {
            Callee::Method {
                name,
                receiver: Some(receiver),
            } => (self.methods_of(name, receiver), &[]),
            Callee::Method {
                name,
                receiver: None,
            } => (
                self.methods_by_name
                    .get(name.as_str())
                    .map_or(NO_NODES, Vec::as_slice),
                &[],
            ),
            Callee::Path(segments) => {
                let (name, qualifier) = segments
                    .split_last()
                    .map_or(("", &[][..]), |(n, q)| (n.as_str(), q));
                match qualifier.last().map(String::as_str) {
                    Some("Self") => match &self.function(caller).self_type {
                        Some(own) => (self.methods_of(name, own), &[]),
                        None => (NO_NODES, &[]),
                    },
                    Some(ty) if ty.starts_with(char::is_uppercase) => {
                        (self.methods_of(name, ty), &[])
                    }
                    _ => (
                        self.free_by_name.get(name).map_or(NO_NODES, Vec::as_slice),
                        qualifier,
                    ),
                }
            }
        };
        let from = self.context(caller);
        let unqualified_free = matches!(callee, Callee::Path(s) if s.len() == 1);
        let name = called_name(callee);
        // `f()`: the caller's crate's `f` when it has one, else any crate's.
        let own_crate_only = unqualified_free
            && self
                .free_in_crate
                .contains(&(name, from.crate_key.as_str()));
        candidates.iter().copied().filter(move |&target| {
            target != caller
                && (!own_crate_only || self.context(target).crate_key == from.crate_key)
                && (qualifier.is_empty() || module_matches(qualifier, from, self.context(target)))
        })
    }

    fn methods_of<'s>(&'s self, name: &'s str, self_type: &'s str) -> &'s [NodeId] {
        self.methods_by_type
            .get(&(name, self_type))
            .map_or(NO_NODES, Vec::as_slice)
    }

    /// One forward pass over every call, then breadth-first searches from the route starts,
    /// best starts first: entries that no unguarded function calls (`main`, a library's
    /// top-level API), then any entry, then functions nothing visibly calls. Each function
    /// keeps the first (so shortest, from the best kind of start) route that reaches it.
    fn find_routes(&self) -> Vec<Reach> {
        let count = self.callers.len();
        let mut called = vec![CalledBy::default(); count];
        // A method call on an unknown receiver reaches every method of that name: mark those
        // once per name rather than once per call.
        let mut by_name: HashMap<&str, CalledBy> = HashMap::new();
        for node in self.nodes() {
            let is_guard = self.function(node).is_guard;
            for call in &self.function(node).calls {
                if let Callee::Method {
                    name,
                    receiver: None,
                } = &call.callee
                {
                    let mark = by_name.entry(name).or_default();
                    mark.guard |= is_guard;
                    mark.unguarded |= !is_guard;
                    continue;
                }
                for target in self.callees(node, &call.callee) {
                    let mark = &mut called[self.index(target)];
                    mark.guard |= is_guard;
                    mark.unguarded |= !is_guard;
                }
            }
        }
        for (name, by) in &by_name {
            for &target in self
                .methods_by_name
                .get(name)
                .map_or(NO_NODES, Vec::as_slice)
            {
                let mark = &mut called[self.index(target)];
                mark.guard |= by.guard;
                mark.unguarded |= by.unguarded;
            }
        }
        let is_entry = |node: NodeId| {
            let function = self.function(node);
            let by = called[self.index(node)];
            function.is_main
                || function.is_trait_impl
                || (function.is_async && !by.guard && !by.unguarded)
                || (function.is_pub && self.context(node).kind == TargetKind::Library && !by.guard)
        };
        let candidates: Vec<NodeId> = self
            .nodes()
            .filter(|&n| !self.function(n).is_guard)
            .collect();
        let tiers: [Vec<NodeId>; 3] = [
            candidates
                .iter()
                .copied()
                .filter(|&n| is_entry(n) && !called[self.index(n)].unguarded)
                .collect(),
            candidates
                .iter()
                .copied()
                .filter(|&n| is_entry(n))
                .collect(),
            candidates
                .iter()
                .copied()
                .filter(|&n| {
                    let by = called[self.index(n)];
                    !by.guard && !by.unguarded
                })
                .collect(),
        ];
        let mut reach = vec![Reach::Unreached; count];
        // Names whose methods an unknown-receiver call already reached (all of them at once).
        let mut expanded: HashSet<&str> = HashSet::new();
        for starts in tiers {
            let mut queue = VecDeque::new();
            for start in starts {
                if reach[self.index(start)] == Reach::Unreached {
                    reach[self.index(start)] = Reach::Start;
                    queue.push_back(start);
                }
            }
            while let Some(node) = queue.pop_front() {
                for (index, call) in self.function(node).calls.iter().enumerate() {
                    if let Callee::Method {
                        name,
                        receiver: None,
                    } = &call.callee
                        && !expanded.insert(name)
                    {
                        continue;
                    }
                    for target in self.callees(node, &call.callee) {
                        let slot = &mut reach[self.index(target)];
                        if *slot != Reach::Unreached || self.function(target).is_guard {
                            continue;
                        }
                        *slot = Reach::Via {
                            from: node,
                            call: index,
                            location: call.location,
                        };
                        queue.push_back(target);
                    }
                }
            }
        }
        reach
    }

    /// The call at index `call` in `caller` gives back the window it is handed at argument
    /// `position`: it reaches some function, and every function it may reach takes that window
    /// by value and returns it, having passed it only through calls that give it back in
    /// turn (see [`FunctionFact::hands_back`]). A window passed through such a call
    /// (`messages = processor.process(messages)`) comes back with every message; a cycle of
    /// such calls gives back what it is given. A method called by its path (`Type::f(x,
    /// messages)`) is not followed: its first argument may be the receiver.
    pub fn hands_back(&self, caller: NodeId, call: usize, position: usize) -> bool {
        self.hands_back_through(caller, call, position, &mut HashSet::new())
    }

    /// [`Self::hands_back`], with the functions already being followed in `visiting`.
    fn hands_back_through(
        &self,
        caller: NodeId,
        call: usize,
        position: usize,
        visiting: &mut HashSet<NodeId>,
    ) -> bool {
        let Some(call) = self.function(caller).calls.get(call) else {
            return false;
        };
        let mut reached = false;
        for callee in self.callees(caller, &call.callee) {
            reached = true;
            let function = self.function(callee);
            let by_path = matches!(call.callee, Callee::Path(_)) && function.self_type.is_some();
            if by_path || function.hands_back != Some(position) {
                return false;
            }
            if !visiting.insert(callee) {
                continue;
            }
            let passes_on = function
                .edits
                .iter()
                .filter_map(|e| e.reading.passed_through)
                .all(|(at, arg)| self.hands_back_through(callee, at, arg, visiting));
            if !passes_on {
                return false;
            }
        }
        reached
    }

    /// Every call of `node` in the linted code lends, at `position`, the caller's own copy of a
    /// window (see [`crate::facts::Call::copy_args`]), and there is at least one such call. A
    /// call that passes on there a parameter of its own caller borrowed mutably
    /// (`dedup(messages)` in `fn prune(messages: &mut Vec<Message>)`, see
    /// [`crate::facts::Call::forwarded_windows`]) lends a copy when that caller is private (or
    /// crate-only: `pub(crate)`, `pub(super)`) and is itself lent copies only there:
    /// `prune(&mut copy)` lends the copy on to `dedup`.
    pub fn lent_copies_only(&self, node: NodeId, position: usize) -> bool {
        self.lent_copies_only_from(node, position, &mut HashSet::new())
    }

    fn lent_copies_only_from(
        &self,
        node: NodeId,
        position: usize,
        visiting: &mut HashSet<(NodeId, usize)>,
    ) -> bool {
        if !visiting.insert((node, position)) {
            return false;
        }
        let callers = self.callers(node);
        !callers.is_empty()
            && callers.iter().all(|edge| {
                let caller = self.function(edge.caller);
                let call = &caller.calls[edge.call];
                call.copy_args.contains(&position)
                    || ((!caller.is_pub || caller.is_crate_only)
                        && !caller.is_main
                        && !caller.is_trait_impl)
                        && call
                            .forwarded_windows
                            .iter()
                            .find(|(arg, _)| *arg == position)
                            .is_some_and(|&(_, param)| {
                                self.lent_copies_only_from(edge.caller, param, visiting)
                            })
            })
    }

    /// Every call of `node` in the linted code is made on a local its caller builds from
    /// shared borrows only and renders (see [`crate::facts::Call::receiver_copy`]), and there
    /// is at least one such call.
    pub fn called_on_copies_only(&self, node: NodeId) -> bool {
        let callers = self.callers(node);
        !callers.is_empty()
            && callers
                .iter()
                .all(|edge| self.function(edge.caller).calls[edge.call].receiver_copy)
    }

    /// Every call that may reach `node`.
    pub fn callers(&self, node: NodeId) -> &[Edge] {
        self.callers[self.index(node)].get_or_init(|| {
            let name = self.function(node).name.as_str();
            let Some(sites) = self.calls_by_name.get(name) else {
                return Vec::new();
            };
            sites
                .iter()
                .filter_map(|&(caller, index)| {
                    let call = &self.function(caller).calls[index];
                    self.callees(caller, &call.callee)
                        .any(|target| target == node)
                        .then_some(Edge {
                            caller,
                            location: call.location,
                            call: index,
                        })
                })
                .collect()
        })
    }

    /// A shortest guard-free route to `site` in `target`, from the entry through which the
    /// code is driven; `None` when every caller chain ends in a guard (or `target` is one).
    pub fn unguarded_route(&self, target: NodeId, site: Location) -> Option<Route> {
        if self.function(target).is_guard {
            return None;
        }
        let mut route = Route {
            steps: vec![self.step(target, site)],
            calls: Vec::new(),
        };
        let mut node = target;
        loop {
            match self.reach[self.index(node)] {
                Reach::Unreached => return None,
                Reach::Start => break,
                Reach::Via {
                    from,
                    call,
                    location,
                } => {
                    route.steps.push(self.step(from, location));
                    route.calls.push((from, call));
                    node = from;
                }
            }
        }
        route.steps.reverse();
        route.calls.reverse();
        Some(route)
    }

    /// A guard-free route to `site` in `target` that passes through a function `passes`
    /// accepts, found by walking back from `target` through callers `passes` rejects; `None`
    /// when every unguarded route runs through rejected functions only. The preferred route
    /// of [`Self::unguarded_route`] may be one of many: a helper that clears the window can be
    /// reached from a reset command and from a compaction both.
    pub fn unguarded_route_through(
        &self,
        target: NodeId,
        site: Location,
        passes: impl Fn(NodeId) -> bool,
    ) -> Option<Route> {
        // Each visited node and the call it was reached back from (towards `target`).
        let mut back: HashMap<NodeId, Option<(NodeId, usize, Location)>> = HashMap::new();
        back.insert(target, None);
        let mut queue = VecDeque::from([target]);
        while let Some(node) = queue.pop_front() {
            for edge in self.callers(node) {
                let caller = edge.caller;
                if self.function(caller).is_guard
                    || self.reach[self.index(caller)] == Reach::Unreached
                    || back.contains_key(&caller)
                {
                    continue;
                }
                if passes(caller) {
                    let mut route = self.unguarded_route(caller, edge.location)?;
                    route.calls.push((caller, edge.call));
                    let mut at = node;
                    while let Some(&Some((next, call, location))) = back.get(&at) {
                        route.calls.push((at, call));
                        route.steps.push(self.step(at, location));
                        at = next;
                    }
                    route.steps.push(self.step(target, site));
                    return Some(route);
                }
                back.insert(caller, Some((node, edge.call, edge.location)));
                queue.push_back(caller);
            }
        }
        None
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

/// The name a call site calls: the last path segment, or the method name.
fn called_name(callee: &Callee) -> &str {
    match callee {
        Callee::Path(segments) => segments.last().map_or("", String::as_str),
        Callee::Method { name, .. } => name,
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
            is_crate_only: false,
            is_main: false,
            is_trait_impl: false,
            is_async: false,
            is_builder: false,
            is_guard: false,
            location: Location::default(),
            edits: Vec::new(),
            param_edits: Vec::new(),
            too_deep: false,
            hands_back: None,
            calls: calls
                .iter()
                .enumerate()
                .map(|(i, callee)| Call {
                    callee: callee.clone(),
                    window_args: Vec::new(),
                    forwarded_items: Vec::new(),
                    copy_args: Vec::new(),
                    forwarded_windows: Vec::new(),
                    receiver_copy: false,
                    suppressions: Vec::new(),
                    user_command: None,
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
