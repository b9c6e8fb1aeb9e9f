//! Structs that hold a conversation, known across files. The analysis of one file sees only
//! the structs that file declares; an agent often declares its memory in one module
//! (`struct Memory { short_term: Vec<Message> }`) and trims it in another
//! (`memory.short_term.drain(..n)`). After the first pass, every file that names a message
//! holder declared in another file (and declares none of that name itself) is analysed again
//! with that struct's fields, and its facts are replaced. A struct whose `impl` declares a
//! method a collection also has (`impl Clearable for ChatView { fn clear }`) is shared the
//! same way, with those methods: `self.chat.clear()` on a `ChatView` in another file runs
//! that method, not a collection's `clear`.

use std::collections::HashMap;

use crate::analysis::{AnalysisConfig, DeclaredStruct};
use crate::facts::FileFacts;
use crate::parse::{FileAnalysis, FileContext, reanalyse};

/// Analyse again, on `threads` threads, the files of `files` that name a message holder
/// declared in another one, each with an analysis `make` builds from `base` plus those
/// structs. A name declared differently in two files is ambiguous and shared with none.
pub fn share<A: FileAnalysis<Facts = FileFacts> + Send>(
    files: &mut [(FileContext, FileFacts)],
    threads: usize,
    base: &AnalysisConfig,
    make: impl Fn(AnalysisConfig) -> A,
) -> Result<(), String> {
    let shared = unambiguous_holders(files);
    if shared.is_empty() {
        return Ok(());
    }
    let mut jobs = Vec::new();
    let mut targets = Vec::new();
    for (index, (context, facts)) in files.iter().enumerate() {
        let needed = needed_by(facts, &shared);
        if needed.is_empty() {
            continue;
        }
        let config = AnalysisConfig {
            external_structs: needed,
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
