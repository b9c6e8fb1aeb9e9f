//! Structs that hold a conversation, known across files. The analysis of one file sees only
//! the structs that file declares; an agent often declares its memory in one module
//! (`struct Memory { short_term: Vec<Message> }`) and trims it in another
//! (`memory.short_term.drain(..n)`). After the first pass, every file that names a message
//! holder declared in another file (and declares none of that name itself) is analysed again
//! with that struct's fields, and its facts are replaced. A struct whose `impl` declares a
//! method a collection also has (`impl Clearable for ChatView { fn clear }`) is shared the
//! same way, with those methods: `self.chat.clear()` on a `ChatView` in another file runs
//! that method, not a collection's `clear`.
//!
//! A record around one message (`struct Memo { message: Message, timestamp: DateTime<Utc> }`,
//! see [`AnalysisConfig::message_records`]) is shared the same way: a file that names one
//! declared in another file (`memos: Vec<Memo>`) is analysed again knowing it is a message.
//!
//! Type aliases and lock helpers are shared within a crate the same way: a file that names an
//! alias another file of its crate declares (`state: SharedMessages`), or calls a lock helper
//! declared there (`lock_messages(&self.state)`), is analysed again reading them as that file
//! declares them (see [`AnalysisConfig::external_declarations`]). So are the summarisers that
//! fold a summary handed to them into what they ask a model: a file that calls one hands it
//! the report of that summary summarised again. And so are the kinds of entry a request
//! builder sends from the last of on, with the functions pushing a parameter into an entry of
//! such a kind (see [`AnalysisConfig::summary_boundaries`]): a file that names the kind's type
//! or calls such a pusher is analysed again knowing them, so a summary it pushes as such an
//! entry is found where it goes in.

use std::collections::HashMap;

use crate::analysis::{AnalysisConfig, DeclaredStruct, SharedDeclarations};
use crate::facts::{Callee, FileFacts};
use crate::parse::{FileAnalysis, FileContext, reanalyse};

/// Analyse again, on `threads` threads, the files of `files` that name a message holder or a
/// record around one message declared in another one, or use an alias or lock helper declared in another file of their
/// crate, each with an analysis `make` builds from `base` plus those declarations. A name
/// declared differently in two files is ambiguous and shared with none.
pub fn share<A: FileAnalysis<Facts = FileFacts> + Send>(
    files: &mut [(FileContext, FileFacts)],
    threads: usize,
    base: &AnalysisConfig,
    make: impl Fn(AnalysisConfig) -> A,
) -> Result<(), String> {
    let shared = unambiguous_holders(files);
    let by_crate = unambiguous_declarations(files);
    let records = unambiguous_records(files);
    if shared.is_empty() && by_crate.is_empty() && records.is_empty() {
        return Ok(());
    }
    let mut jobs = Vec::new();
    let mut targets = Vec::new();
    for (index, (context, facts)) in files.iter().enumerate() {
        let needed = needed_by(facts, &shared);
        let named_records = records_named_by(facts, &records);
        let used = by_crate
            .get(&context.crate_key)
            .map(|declared| declarations_used_by(facts, declared))
            .unwrap_or_default();
        if needed.is_empty() && used.is_empty() && named_records.is_empty() {
            continue;
        }
        let config = AnalysisConfig {
            external_structs: needed,
            external_declarations: used,
            external_message_records: named_records,
            ..base.clone()
        };
        jobs.push((context.clone(), make(config)));
        targets.push(index);
    }
    if jobs.is_empty() {
        return Ok(());
    }
    for (index, facts) in targets.into_iter().zip(reanalyse(jobs, threads)?) {
        if let Some(facts) = facts {
            files[index].1 = facts;
        }
    }
    Ok(())
}

/// The message holders of every file, by name, leaving out a name that another struct
/// (declared with other fields, holding messages or not) also has.
fn unambiguous_holders(files: &[(FileContext, FileFacts)]) -> HashMap<String, DeclaredStruct> {
    let mut declarations: HashMap<&str, usize> = HashMap::new();
    for name in files.iter().flat_map(|(_, facts)| &facts.declared_structs) {
        *declarations.entry(name).or_default() += 1;
    }
    let mut by_name: HashMap<String, (DeclaredStruct, usize)> = HashMap::new();
    let mut differing = Vec::new();
    for holder in files.iter().flat_map(|(_, facts)| &facts.message_holders) {
        match by_name.get_mut(&holder.name) {
            Some((known, count)) if known == holder => *count += 1,
            Some(_) => differing.push(holder.name.clone()),
            None => {
                by_name.insert(holder.name.clone(), (holder.clone(), 1));
            }
        }
    }
    by_name
        .into_iter()
        .filter(|(name, (_, count))| {
            !differing.contains(name) && declarations.get(name.as_str()) == Some(count)
        })
        .map(|(name, (holder, _))| (name, holder))
        .collect()
}

/// The records around one message the files declare, leaving out a name that another struct
/// (declared with other fields, a record or not) also has.
fn unambiguous_records(files: &[(FileContext, FileFacts)]) -> Vec<String> {
    let mut declarations: HashMap<&str, usize> = HashMap::new();
    for name in files.iter().flat_map(|(_, facts)| &facts.declared_structs) {
        *declarations.entry(name).or_default() += 1;
    }
    let mut records: HashMap<&str, usize> = HashMap::new();
    for name in files.iter().flat_map(|(_, facts)| &facts.record_types) {
        *records.entry(name).or_default() += 1;
    }
    let mut shared: Vec<String> = records
        .into_iter()
        .filter(|(name, count)| declarations.get(name) == Some(count))
        .map(|(name, _)| name.to_owned())
        .collect();
    shared.sort();
    shared
}

/// The shared records `facts`' file names without declaring a struct of that name itself.
fn records_named_by(facts: &FileFacts, records: &[String]) -> Vec<String> {
    records
        .iter()
        .filter(|name| facts.type_names.contains(name) && !facts.declared_structs.contains(name))
        .cloned()
        .collect()
}

/// The aliases, lock helpers and lock helper methods the files of each crate declare, by crate
/// key, leaving out a name declared differently in two of its files, the summarisers folding a
/// summary parameter its files declare, and the kinds of entry its request builders start
/// from with the pushers of entries of those kinds; crates that declare none are left out.
fn unambiguous_declarations(
    files: &[(crate::parse::FileContext, FileFacts)],
) -> HashMap<String, SharedDeclarations> {
    let mut aliases: HashMap<(&str, &str), Option<&str>> = HashMap::new();
    let mut helpers: HashMap<(&str, &str), Option<usize>> = HashMap::new();
    let mut methods: HashMap<(&str, &str, &str), Option<&[String]>> = HashMap::new();
    for (context, facts) in files {
        let key = context.crate_key.as_str();
        for (name, written) in &facts.declarations.aliases {
            let known = aliases.entry((key, name)).or_insert(Some(written));
            if *known != Some(written.as_str()) {
                *known = None;
            }
        }
        for (name, position) in &facts.declarations.lock_helpers {
            let known = helpers.entry((key, name)).or_insert(Some(*position));
            if *known != Some(*position) {
                *known = None;
            }
        }
        for (owner, name, fields) in &facts.declarations.method_lock_helpers {
            let known = methods.entry((key, owner, name)).or_insert(Some(fields));
            if *known != Some(fields.as_slice()) {
                *known = None;
            }
        }
    }
    let mut by_crate: HashMap<String, SharedDeclarations> = HashMap::new();
    for ((key, name), written) in aliases {
        if let Some(written) = written {
            let declared = by_crate.entry(key.to_owned()).or_default();
            declared.aliases.push((name.to_owned(), written.to_owned()));
        }
    }
    for ((key, name), position) in helpers {
        if let Some(position) = position {
            let declared = by_crate.entry(key.to_owned()).or_default();
            declared.lock_helpers.push((name.to_owned(), position));
        }
    }
    for ((key, owner, name), fields) in methods {
        if let Some(fields) = fields {
            let declared = by_crate.entry(key.to_owned()).or_default();
            declared
                .method_lock_helpers
                .push((owner.to_owned(), name.to_owned(), fields.to_vec()));
        }
    }
    for (context, facts) in files {
        let own = &facts.declarations;
        if !own.param_resummarisers.is_empty() || !own.summary_installers.is_empty() {
            let declared = by_crate.entry(context.crate_key.clone()).or_default();
            declared
                .param_resummarisers
                .extend(own.param_resummarisers.iter().cloned());
            declared
                .summary_installers
                .extend(own.summary_installers.iter().cloned());
        }
    }
    // The kinds request builders start from, and the pushers of entries of those kinds.
    for (context, facts) in files {
        let own = &facts.declarations.summary_boundaries;
        if !own.is_empty() {
            let declared = by_crate.entry(context.crate_key.clone()).or_default();
            declared.summary_boundaries.extend(own.iter().cloned());
        }
    }
    for (context, facts) in files {
        if let Some(declared) = by_crate.get_mut(&context.crate_key) {
            let boundaries = &declared.summary_boundaries;
            let pushers = facts
                .declarations
                .entry_pushers
                .iter()
                .filter(|p| boundaries.iter().any(|b| b.admits(&p.entry)));
            let pushers: Vec<_> = pushers.cloned().collect();
            declared.entry_pushers.extend(pushers);
        }
    }
    for declared in by_crate.values_mut() {
        declared.summary_boundaries.sort();
        declared
            .summary_boundaries
            .dedup_by(|a, b| a.kind == b.kind);
        declared.entry_pushers.sort();
        declared.entry_pushers.dedup();
        declared.aliases.sort();
        declared.lock_helpers.sort();
        declared.method_lock_helpers.sort();
        declared.param_resummarisers.sort();
        declared.param_resummarisers.dedup();
        declared.summary_installers.sort();
        declared.summary_installers.dedup();
    }
    by_crate
}

/// The declarations of `declared` (its crate's) that `facts`' file uses without declaring
/// them itself: the aliases among the type names it mentions, the lock helpers among the
/// functions it calls by their bare name (`lock_messages(&self.state)`), the lock helper
/// methods it calls on a value of their type (`self.history()`), the summarisers folding a
/// summary parameter that it calls by their name, through a path or as a method
/// (`summarizer::summarize_conversation(..)`), when it declares no function of that name; and
/// the pushers of boundary entries it calls so, with the boundaries of the kinds they push or
/// whose type it names, that it does not find itself.
fn declarations_used_by(facts: &FileFacts, declared: &SharedDeclarations) -> SharedDeclarations {
    let own = &facts.declarations;
    let aliases = declared
        .aliases
        .iter()
        .filter(|(name, _)| !own.aliases.iter().any(|(mine, _)| mine == name))
        .filter(|(name, _)| facts.type_names.contains(name))
        .cloned()
        .collect();
    let called = |name: &str| {
        facts.functions.iter().flat_map(|f| &f.calls).any(
            |call| matches!(&call.callee, Callee::Path(segments) if segments.as_slice() == [name]),
        )
    };
    let lock_helpers = declared
        .lock_helpers
        .iter()
        .filter(|(name, _)| !own.lock_helpers.iter().any(|(mine, _)| mine == name))
        .filter(|(name, _)| called(name))
        .cloned()
        .collect();
    // A method helper called on a value of its type (`self.history()` in `impl Brain`).
    let called_on = |owner: &str, name: &str| {
        facts.functions.iter().flat_map(|f| &f.calls).any(|call| {
            matches!(&call.callee, Callee::Method { name: called, receiver: Some(on) }
                if called == name && on == owner)
        })
    };
    let method_lock_helpers = declared
        .method_lock_helpers
        .iter()
        .filter(|(owner, name, _)| {
            !own.method_lock_helpers
                .iter()
                .any(|(o, n, _)| o == owner && n == name)
        })
        .filter(|(owner, name, _)| called_on(owner, name))
        .cloned()
        .collect();
    let called_by_name = |name: &str| {
        facts
            .functions
            .iter()
            .flat_map(|f| &f.calls)
            .any(|call| match &call.callee {
                Callee::Path(segments) => segments.last().is_some_and(|last| last == name),
                Callee::Method { name: called, .. } => called == name,
            })
    };
    let param_resummarisers = declared
        .param_resummarisers
        .iter()
        .filter(|name| !facts.functions.iter().any(|f| f.name == **name))
        .filter(|name| called_by_name(name))
        .cloned()
        .collect();
    // Installers the file calls, its own declarations of the name included: the name is
    // checked against the whole crate (a method forwarding to a free function of its name).
    let summary_installers = declared
        .summary_installers
        .iter()
        .filter(|name| called_by_name(name))
        .cloned()
        .collect();
    // Pushers of entries of a boundary kind the file calls and declares no function of that
    // name for; the boundaries of the kinds the file names the type of, or such a pusher
    // pushes, that it does not find itself.
    let entry_pushers: Vec<_> = declared
        .entry_pushers
        .iter()
        .filter(|p| !facts.functions.iter().any(|f| f.name == p.name))
        .filter(|p| called_by_name(&p.name))
        .cloned()
        .collect();
    let summary_boundaries = declared
        .summary_boundaries
        .iter()
        .filter(|b| {
            !own.summary_boundaries
                .iter()
                .any(|mine| mine.kind == b.kind)
        })
        .filter(|b| {
            facts.type_names.iter().any(|name| name == b.type_name())
                || entry_pushers.iter().any(|p| b.admits(&p.entry))
        })
        .cloned()
        .collect();
    SharedDeclarations {
        aliases,
        lock_helpers,
        method_lock_helpers,
        param_resummarisers,
        summary_installers,
        summary_boundaries,
        entry_pushers,
    }
}

/// The shared holders `facts`' file names without declaring a holder of that name itself.
fn needed_by(facts: &FileFacts, shared: &HashMap<String, DeclaredStruct>) -> Vec<DeclaredStruct> {
    facts
        .type_names
        .iter()
        .filter(|name| !facts.message_holders.iter().any(|own| &own.name == *name))
        .filter_map(|name| shared.get(name).cloned())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn holder(name: &str, field: &str) -> DeclaredStruct {
        DeclaredStruct {
            name: name.to_owned(),
            fields: vec![(field.to_owned(), "Vec < Message >".to_owned())],
            builders: Vec::new(),
            methods: Vec::new(),
        }
    }

    fn facts(holders: Vec<DeclaredStruct>, names: &[&str]) -> FileFacts {
        FileFacts {
            declared_structs: holders.iter().map(|h| h.name.clone()).collect(),
            message_holders: holders,
            type_names: names.iter().map(|n| (*n).to_owned()).collect(),
            ..FileFacts::default()
        }
    }

    fn context(path: &str) -> FileContext {
        FileContext {
            path: path.into(),
            relative: path.to_owned(),
            crate_key: "c".to_owned(),
            crate_name: "c".to_owned(),
            kind: crate::discovery::TargetKind::Library,
            module_path: Vec::new(),
            bytes: 0,
        }
    }

    #[test]
    fn a_holder_declared_elsewhere_is_needed_by_a_file_naming_it() {
        let files = vec![
            (
                context("memory.rs"),
                facts(vec![holder("Memory", "short_term")], &["Memory"]),
            ),
            (
                context("agent.rs"),
                facts(Vec::new(), &["Memory", "Message"]),
            ),
        ];
        let shared = unambiguous_holders(&files);
        assert_eq!(
            needed_by(&files[1].1, &shared),
            vec![holder("Memory", "short_term")]
        );
        // The declaring file already knows it.
        assert!(needed_by(&files[0].1, &shared).is_empty());
    }

    #[test]
    fn a_record_declared_elsewhere_is_named_by_a_file_naming_it() {
        let mut memo = facts(Vec::new(), &["Memo", "Message"]);
        memo.declared_structs.push("Memo".to_owned());
        memo.record_types.push("Memo".to_owned());
        let files = vec![
            (context("memo.rs"), memo),
            (context("memory.rs"), facts(Vec::new(), &["Memo"])),
            (context("other.rs"), facts(Vec::new(), &["Message"])),
        ];
        let records = unambiguous_records(&files);
        assert_eq!(records_named_by(&files[1].1, &records), ["Memo"]);
        // The declaring file already knows it; a file not naming it needs it not.
        assert!(records_named_by(&files[0].1, &records).is_empty());
        assert!(records_named_by(&files[2].1, &records).is_empty());
    }

    #[test]
    fn a_name_declared_differently_twice_is_shared_with_none() {
        let files = vec![
            (
                context("a.rs"),
                facts(vec![holder("State", "messages")], &["State"]),
            ),
            (
                context("b.rs"),
                facts(vec![holder("State", "history")], &["State"]),
            ),
            (context("c.rs"), facts(Vec::new(), &["State"])),
        ];
        let shared = unambiguous_holders(&files);
        assert!(needed_by(&files[2].1, &shared).is_empty());

        // Declared a second time without messages: ambiguous too.
        let mut plain = facts(Vec::new(), &["State"]);
        plain.declared_structs.push("State".to_owned());
        let files = vec![
            (
                context("a.rs"),
                facts(vec![holder("State", "messages")], &["State"]),
            ),
            (context("b.rs"), plain),
            (context("c.rs"), facts(Vec::new(), &["State"])),
        ];
        assert!(needed_by(&files[2].1, &unambiguous_holders(&files)).is_empty());
    }
}
