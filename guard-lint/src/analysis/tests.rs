//! Tests of the facts the analysis reports (the rules' own cases sit in their files).

use super::{AnalysisConfig, Callee, EditKind, FileFacts, FunctionFacts, analyze_file};

fn analyze(src: &str) -> FileFacts {
    let file = syn::parse_file(src).unwrap_or_else(|e| panic!("test source must parse: {e}"));
    analyze_file(&file, &["agent".to_string()], &AnalysisConfig::default())
}

fn function<'f>(facts: &'f FileFacts, name: &str) -> &'f FunctionFacts {
    facts
        .functions
        .iter()
        .find(|f| f.name == name)
        .unwrap_or_else(|| panic!("no function {name}"))
}

/// `(kind, method, target)` of every edit in function `name`.
fn edits(src: &str, name: &str) -> Vec<(EditKind, String, String)> {
    let facts = analyze(src);
    function(&facts, name)
        .edits
        .iter()
        .map(|e| (e.kind, e.reading.method.clone(), e.reading.target.clone()))
        .collect()
}

fn kinds(src: &str) -> Vec<EditKind> {
    edits(src, "f").into_iter().map(|(k, _, _)| k).collect()
}

#[test]
fn a_summary_replacing_the_window_is_a_rewrite() {
    use EditKind::*;
    assert_eq!(
        kinds(
            "fn f(&mut self) { let s = self.llm.summarize(&self.history); self.history = vec![s]; }"
        ),
        [Rewrite]
    );
    assert_eq!(
        kinds(
            "fn f(&mut self) { let s = compact(&self.messages); self.messages.clear(); self.messages.push(s); }"
        ),
        [Rewrite]
    );
    // The model asked to summarise, the reply replaces everything.
    assert_eq!(
        kinds(
            r#"fn f(&mut self) {
                let reply = self.client.complete(&format!("Summarize this: {:?}", self.history));
                self.history = vec![Message::system(reply)];
            }"#
        ),
        [Rewrite]
    );
    // Old turns drained, a summary inserted in their place.
    assert_eq!(
        kinds(
            "fn f(&mut self, n: usize) {
                let old: Vec<_> = self.history.drain(..n).collect();
                let summary = summarise(&old);
                self.history.insert(0, summary);
            }"
        ),
        [Rewrite]
    );
    // The summary named inline in a format string.
    assert_eq!(
        kinds(
            r#"fn f(&mut self) {
                let summary = self.summarizer.run(&self.history);
                self.history.clear();
                self.history.push(Message::system(format!("Earlier: {summary}")));
            }"#
        ),
        [Rewrite]
    );
    // Every message condensed in place.
    assert_eq!(
        kinds(
            "fn f(&mut self) { for m in self.history.iter_mut() { m.text = condense(&m.text); } }"
        ),
        [Rewrite]
    );
}

#[test]
fn oldest_first_and_budget_cuts_are_truncations() {
    use EditKind::*;
    assert_eq!(
        kinds(
            "fn f(&mut self) { while count_tokens(&self.history) > MAX_TOKENS { self.history.remove(0); } }"
        ),
        [Truncate]
    );
    assert_eq!(
        kinds(
            "fn f(&mut self) { if self.history.len() > self.max_turns { self.history.remove(1); } }"
        ),
        [Truncate]
    );
    assert_eq!(
        kinds(
            "fn f(h: &mut Vec<Message>, n: usize) { h.drain(..n); h.truncate(40); h.pop_front(); }"
        ),
        [Truncate, Truncate, Truncate]
    );
    // Keeping the system prompt at 0.
    assert_eq!(
        kinds(
            "fn f(&mut self, keep: usize) { let n = self.messages.len(); self.messages.drain(1..n - keep); }"
        ),
        [Truncate]
    );
    // The split feeds the reassignment of the same window: one cut.
    assert_eq!(
        kinds("fn f(&mut self, keep: usize) { self.history = self.history.split_off(keep); }"),
        [Truncate]
    );
    // A model reply appended, then the oldest message cut: a sliding window, not a rewrite.
    assert_eq!(
        kinds(
            "fn f(&mut self) {
                let reply = self.llm.chat(&self.history);
                self.history.push(reply);
                if self.history.len() > 20 { self.history.remove(0); }
            }"
        ),
        [Truncate]
    );
}

#[test]
fn chosen_removals_are_drops() {
    use EditKind::*;
    assert_eq!(
        kinds("fn f(history: &mut Vec<Message>) { history.retain(|m| m.role != Role::Tool); }"),
        [Drop]
    );
    assert_eq!(
        kinds("fn f(&mut self, i: usize) { self.history.remove(i); }"),
        [Drop]
    );
    assert_eq!(
        kinds("fn f(&mut self) { self.conversation.clear(); }"),
        [Drop]
    );
    // A score decides: a drop even when the method is positional.
    assert_eq!(
        kinds(
            "fn f(&mut self) { if relevance(&self.history[0]) < 0.35 { self.history.remove(0); } }"
        ),
        [Drop]
    );
}

#[test]
fn windows_are_found_through_bindings_fields_and_types() {
    let src = "
        struct Agent { log: Vec<ChatMessage>, prices: Vec<u32>, items: Vec<Tool> }
        impl Agent {
            fn f(&mut self, buf: &mut VecDeque<Turn>, items: &mut Vec<Message>) {
                let h = &mut self.log;
                h.clear();
                self.prices.clear();
                self.items.clear();
                buf.pop_back();
                items.pop();
                let mut msgs = self.history.lock().unwrap();
                msgs.truncate(3);
                let copy = self.history.clone();
                drop(copy);
            }
        }";
    let targets: Vec<String> = edits(src, "f").into_iter().map(|(_, _, t)| t).collect();
    // Tuple structs: `self.0` typed by the declaration.
    let newtype = "struct ChatHistory(Vec<Message>); impl ChatHistory { fn f(&mut self) { self.0.clear(); } }";
    assert_eq!(edits(newtype, "f").len(), 1);
    // `log` is a weak name, but its items are messages; `prices` holds numbers; `self.items`
    // holds tools (a weak name with non-message items); the parameter `items` holds messages.
    assert_eq!(targets, ["self.log", "buf", "items", "self.history"]);
}

#[test]
fn unknown_weak_names_are_not_windows_but_strong_names_are() {
    assert!(edits("fn f(&mut self) { self.items.clear(); }", "f").is_empty());
    assert!(edits("fn f(&mut self) { self.context.clear(); }", "f").is_empty());
    assert_eq!(
        edits("fn f(&mut self) { self.chat_history.clear(); }", "f").len(),
        1
    );
}

#[test]
fn configured_windows_types_and_summarisers_count() {
    let file = syn::parse_file(
        "fn f(&mut self, w: &mut Scratchpad) { let s = shrink(&self.notes); self.notes = vec![s]; w.clear(); }",
    )
    .unwrap();
    let cfg = AnalysisConfig {
        extra_window_fields: vec!["notes".into()],
        extra_window_types: vec!["Scratchpad".into()],
        extra_summarisers: vec!["shrink".into()],
        ..AnalysisConfig::default()
    };
    let facts = analyze_file(&file, &[], &cfg);
    let edits: Vec<_> = facts.functions[0]
        .edits
        .iter()
        .map(|e| (e.kind, e.reading.target.as_str()))
        .collect();
    assert_eq!(
        edits,
        [(EditKind::Rewrite, "self.notes"), (EditKind::Drop, "w")]
    );
}

#[test]
fn macro_arguments_are_analysed() {
    assert_eq!(
        edits(
            "fn f(&mut self) { assert!(self.history.pop().is_some()); }",
            "f"
        )
        .len(),
        1
    );
    assert_eq!(
        kinds("fn f(&mut self) { self.history = vec![summarize(&self.history)]; }"),
        [EditKind::Rewrite]
    );
    assert!(
        edits(
            "fn f(&mut self) { println!(\"{}\", self.history.len()); }",
            "f"
        )
        .is_empty()
    );
}

#[test]
fn functions_know_their_path_visibility_and_guards() {
    let src = "
        pub fn main() {}
        mod inner {
            pub struct Agent;
            impl Agent { async fn step(&self) {} }
            impl Runner for Agent { fn run(&mut self) { fn helper() {} } }
            #[retention_safe] impl Agent { fn compact(&mut self) {} }
            pub(crate) fn guarded(w: &mut GuardedWindow<MemoryStore>) { w.next_turn(); }
        }";
    let facts = analyze(src);
    let paths: Vec<&str> = facts.functions.iter().map(|f| f.path.as_str()).collect();
    assert_eq!(
        paths,
        [
            "agent::main",
            "agent::inner::Agent::step",
            "agent::inner::Agent::run",
            "agent::inner::Agent::run::helper",
            "agent::inner::Agent::compact",
            "agent::inner::guarded",
        ]
    );
    let main = function(&facts, "main");
    assert!(main.is_main && main.is_pub && !main.is_guard && !main.is_crate_only);
    let step = function(&facts, "step");
    assert!(step.is_async && !step.is_pub && step.self_type.as_deref() == Some("Agent"));
    assert!(!step.is_crate_only);
    let run = function(&facts, "run");
    assert!(run.is_trait_impl && !run.is_crate_only);
    let compact = function(&facts, "compact");
    assert!(compact.is_annotated && compact.is_guard);
    let guarded = function(&facts, "guarded");
    assert!(guarded.is_pub && guarded.is_guard && !guarded.is_annotated);
    assert!(guarded.is_crate_only);
}

#[test]
fn test_code_is_marked() {
    let facts = analyze(
        "fn app() {}
        #[test] fn unit() {}
        #[tokio::test] async fn async_unit() {}
        #[cfg(test)] mod tests { fn helper() {} }",
    );
    let tests: Vec<(&str, bool)> = facts
        .functions
        .iter()
        .map(|f| (f.name.as_str(), f.is_test))
        .collect();
    assert_eq!(
        tests,
        [
            ("app", false),
            ("unit", true),
            ("async_unit", true),
            ("helper", true)
        ]
    );
}

#[test]
fn calls_carry_receiver_types_and_window_arguments() {
    let src = "
        struct Agent { memory: Memory, history: Vec<Message> }
        impl Agent {
            fn f(&mut self) {
                let store = Store::open();
                Self::trim(&mut self.history);
                self.memory.compact();
                store.flush();
                self.step();
                crate::util::prune(3, &mut self.history);
                let _ = self.history.iter().map(|m| render(m)).count();
            }
        }";
    let facts = analyze(src);
    let calls: Vec<(Callee, Vec<usize>, bool)> = function(&facts, "f")
        .calls
        .iter()
        .map(|c| (c.callee.clone(), c.window_args.clone(), c.in_closure))
        .collect();
    let method = |name: &str, ty: Option<&str>| Callee::Method {
        name: name.into(),
        receiver_type: ty.map(Into::into),
    };
    let path = |p: &[&str]| Callee::Path(p.iter().map(|s| s.to_string()).collect());
    assert_eq!(
        calls,
        [
            (path(&["Store", "open"]), vec![], false),
            (path(&["Agent", "trim"]), vec![0], false),
            (method("compact", Some("Memory")), vec![], false),
            (method("flush", Some("Store")), vec![], false),
            (method("step", Some("Agent")), vec![], false),
            (path(&["crate", "util", "prune"]), vec![1], false),
            // Evaluation order: receivers first, closures where they are written.
            (method("iter", Some("Vec")), vec![], false),
            (method("map", None), vec![], false),
            (path(&["render"]), vec![], true),
            (method("count", None), vec![], false),
        ]
    );
}

#[test]
fn edits_of_unrecognised_mut_parameters_are_kept_for_the_call_graph() {
    let facts =
        analyze("fn trim(limit: usize, v: &mut Vec<String>) { v.truncate(limit); v.clear(); }");
    let trim = function(&facts, "trim");
    assert!(trim.edits.is_empty());
    let params: Vec<(usize, EditKind)> = trim
        .param_edits
        .iter()
        .map(|p| (p.param_index, p.edit.kind))
        .collect();
    assert_eq!(params, [(1, EditKind::Truncate), (1, EditKind::Drop)]);
}

#[test]
fn suppressions_are_listed_and_scoped() {
    let src = r#"
        #[retention_allow(unguarded-drop, reason = "reset on logout")]
        fn reset(&mut self) { self.history.clear(); }
        fn other(&mut self) { self.history.clear(); }
    "#;
    let facts = analyze(src);
    assert_eq!(facts.suppressions.len(), 1);
    assert_eq!(facts.suppressions[0].rule.map(|r| r.id), Some("RG002"));
    assert_eq!(function(&facts, "reset").edits[0].reading.suppressions, [0]);
    assert!(
        function(&facts, "other").edits[0]
            .reading
            .suppressions
            .is_empty()
    );
    assert!(facts.violations.is_empty());
}

#[test]
fn spans_locate_the_edit() {
    let facts =
        analyze("fn f(&mut self) {\n    let x = 1;\n    self.history.retain(|m| keep(m));\n}");
    let edit = &function(&facts, "f").edits[0];
    assert_eq!((edit.span.start().line, edit.span.start().column), (3, 4));
    // proc-macro2 columns are 0-based (add 1 for output); the end is exclusive.
    assert_eq!((edit.span.end().line, edit.span.end().column), (3, 36));
    assert_eq!(edit.last_token.end(), edit.span.end());
    // An assignment spans from its place to the end of its value.
    let facts = analyze("fn f(&mut self) {\n    self.history = vec![s];\n}");
    let edit = &function(&facts, "f").edits[0];
    assert_eq!((edit.span.start().column, edit.span.end().column), (4, 26));
}

#[test]
fn deep_nesting_is_cut_off_without_overflowing_the_stack() {
    // 10,000 nested parentheses, built without the (recursive) parser, analysed on a small
    // stack. Parsing and dropping such a tree recurses in syn itself: the linter does both on
    // a thread with a large stack; here the tree is leaked instead of dropped.
    let analysed = std::thread::Builder::new()
        .stack_size(4 << 20)
        .spawn(|| {
            let mut file: syn::File =
                syn::parse_str("fn f(&mut self) { let x = 1; self.history.clear(); }").unwrap();
            let mut deep: syn::Expr = syn::parse_quote!(1);
            for _ in 0..10_000 {
                deep = syn::Expr::Paren(syn::ExprParen {
                    attrs: Vec::new(),
                    paren_token: Default::default(),
                    expr: Box::new(deep),
                });
            }
            let syn::Item::Fn(f) = &mut file.items[0] else {
                unreachable!()
            };
            let syn::Stmt::Local(local) = &mut f.block.stmts[0] else {
                unreachable!()
            };
            *local.init.as_mut().unwrap().expr = deep;
            let facts = analyze_file(&file, &[], &AnalysisConfig::default());
            std::mem::forget(file);
            (facts.functions[0].too_deep, facts.functions[0].edits.len())
        })
        .unwrap()
        .join()
        .expect("the analysis must not overflow a 4 MiB stack");
    assert_eq!(
        analysed,
        (true, 1),
        "cut off, and the code after it still analysed"
    );
}

#[test]
fn realistic_agent_shapes() {
    // Shapes seen in real agents: async locks, a deque of provider messages, a token budget
    // loop keeping the system prompt, a summary requested through a prompt binding and folded
    // with the previous one, a sanitiser that blanks tool output through `iter_mut`.
    let src = r#"
        pub struct Session {
            messages: Arc<Mutex<VecDeque<ChatCompletionRequestMessage>>>,
            running_summary: String,
            client: OpenAiClient,
        }
        impl Session {
            pub async fn fit_budget(&self, budget: usize) {
                let mut messages = self.messages.lock().await;
                while count_tokens(&messages) > budget {
                    messages.remove(1);
                }
            }
            pub async fn compact(&mut self) -> Result<(), Error> {
                let transcript = render(&self.messages.lock().await);
                let prompt = format!(
                    "Summarize the conversation.\nPrevious summary: {}\n{}",
                    self.running_summary, transcript
                );
                let reply = self.client.chat().create(&prompt).await?;
                let mut messages = self.messages.lock().await;
                messages.clear();
                messages.push_back(ChatCompletionRequestMessage::system(reply));
                Ok(())
            }
            pub fn sanitise(&mut self) {
                for m in self.messages.get_mut().unwrap().iter_mut() {
                    if m.is_tool() { m.content = String::from("[removed]"); }
                }
            }
        }
    "#;
    let facts = analyze(src);
    let found = |name: &str| {
        let f = function(&facts, name);
        let edits: Vec<(EditKind, &str, &str)> = f
            .edits
            .iter()
            .map(|e| (e.kind, e.reading.method.as_str(), e.reading.target.as_str()))
            .collect();
        let rules: Vec<&str> = f.violations.iter().map(|v| v.rule.id).collect();
        (edits, rules)
    };
    assert_eq!(
        found("fit_budget"),
        (
            vec![(EditKind::Truncate, "remove", "self.messages")],
            vec![]
        )
    );
    assert_eq!(
        found("compact"),
        (
            vec![(EditKind::Rewrite, "clear", "self.messages")],
            vec!["RG003"]
        )
    );
    assert_eq!(
        found("sanitise"),
        (vec![(EditKind::Drop, "iter_mut", "self.messages")], vec![])
    );
}

#[test]
fn collections_of_a_conversation_struct_are_its_window() {
    use EditKind::*;
    // A weak field name (`entries`) of a struct named like a conversation, items of an
    // unknown type: the owner says they are the conversation.
    let src = "
        struct ChatTranscript { entries: Vec<Record>, cursor: usize, hits: Vec<u32> }
        impl ChatTranscript {
            fn keep_recent(&mut self, kept: Vec<Record>) { self.entries = kept; }
            fn reset_hits(&mut self) { self.hits.clear(); }
        }
        struct Inventory { entries: Vec<Record> }
        impl Inventory { fn empty(&mut self) { self.entries.clear(); } }
    ";
    assert_eq!(
        edits(src, "keep_recent"),
        [(Drop, "=".to_string(), "self.entries".to_string())]
    );
    assert!(
        edits(src, "reset_hits").is_empty(),
        "numbers are not messages"
    );
    assert!(edits(src, "empty").is_empty(), "not a conversation");
}

#[test]
fn conversation_entry_types_are_message_like() {
    use EditKind::*;
    let src = "
        struct Session { items: Vec<HistoryItem>, cache: Vec<CacheEntry> }
        impl Session {
            fn forget(&mut self, i: usize) { self.items.swap_remove(i); }
            fn evict(&mut self, i: usize) { self.cache.swap_remove(i); }
        }
    ";
    assert_eq!(
        edits(src, "forget"),
        [(Drop, "swap_remove".to_string(), "self.items".to_string())]
    );
    assert!(edits(src, "evict").is_empty());
}

#[test]
fn appending_a_window_elsewhere_empties_it() {
    use EditKind::*;
    let src = "
        struct Chat { messages: Vec<Msg>, archived: Vec<Msg> }
        impl Chat {
            fn archive_all(&mut self) { self.archived.append(&mut self.messages); }
            fn absorb(&mut self, mut more: Vec<Msg>) { self.messages.append(&mut more); }
        }
        fn move_out(history: &mut Vec<Msg>, out: &mut Vec<Msg>) { out.append(history); }
        fn move_out_ref(history: &mut Vec<Msg>, out: &mut Vec<Msg>) { out.append(&mut *history); }
    ";
    assert_eq!(
        edits(src, "archive_all"),
        [(Drop, "append".to_string(), "self.messages".to_string())]
    );
    assert!(
        edits(src, "absorb").is_empty(),
        "appending to the window adds"
    );
    assert_eq!(
        edits(src, "move_out"),
        [(Drop, "append".to_string(), "history".to_string())]
    );
    assert_eq!(
        edits(src, "move_out_ref"),
        [(Drop, "append".to_string(), "history".to_string())]
    );
}

#[test]
fn copies_made_by_read_only_methods_are_views_not_windows() {
    use EditKind::*;
    let src = "
        struct Chat { messages: Vec<Msg> }
        impl Chat {
            fn prompt_without_last(&self) -> Vec<Msg> {
                let mut messages = self.messages.clone();
                messages.pop();
                messages
            }
            fn drop_last(&mut self) -> Vec<Msg> {
                let mut messages = self.messages.clone();
                messages.pop();
                self.messages = messages.clone();
                messages
            }
        }
    ";
    assert!(edits(src, "prompt_without_last").is_empty());
    // Written back, the copy is followed: its `pop` makes the write-back a drop, the one
    // edit reported.
    let found = edits(src, "drop_last");
    assert_eq!(
        found,
        [(Drop, "=".to_string(), "self.messages".to_string())]
    );
}

#[test]
fn past_participle_calls_do_not_resummarise() {
    let src = r#"
        fn finish(&mut self) {
            let summary = self.llm.summarize(&self.history);
            let rebuilt = build_compacted_history(&summary);
            self.log.push(Event::Compacted(summary.clone()));
            let again = self.llm.summarize(&summary);
        }
    "#;
    let facts = analyze(src);
    let rules: Vec<(&str, String)> = function(&facts, "finish")
        .violations
        .iter()
        .map(|v| (v.rule.id, v.message.clone()))
        .collect();
    assert_eq!(rules.len(), 1, "{rules:?}");
    assert_eq!(rules[0].0, "RG003");
    assert!(rules[0].1.contains("`summarize`"), "{rules:?}");
}

#[test]
fn draining_a_queue_into_a_loop_consumes_it() {
    use EditKind::*;
    let src = "
        struct Outbox { messages: Vec<PendingMessage> }
        impl Outbox {
            fn flush_to(&mut self, wire: &mut Wire) {
                for message in self.messages.drain(..) { wire.send(message); }
            }
            fn forget_old(&mut self, n: usize) {
                for message in self.messages.drain(..n) { wire.log(message); }
            }
            fn discard(&mut self) { let _ = self.messages.drain(..); }
        }
    ";
    assert!(edits(src, "flush_to").is_empty());
    assert_eq!(
        edits(src, "forget_old"),
        [(Truncate, "drain".to_string(), "self.messages".to_string())]
    );
    assert_eq!(
        edits(src, "discard"),
        [(Drop, "drain".to_string(), "self.messages".to_string())]
    );
}

#[test]
fn histories_of_ids_are_not_windows() {
    use EditKind::*;
    let src = "
        struct Focus { focus_history: Vec<WindowId>, chat_history: Vec<Note> }
        impl Focus {
            fn unmap(&mut self, id: WindowId) { self.focus_history.retain(|x| *x != id); }
            fn forget(&mut self, id: u64) { self.chat_history.retain(|n| n.id != id); }
        }
    ";
    assert!(edits(src, "unmap").is_empty());
    assert_eq!(
        edits(src, "forget"),
        [(Drop, "retain".to_string(), "self.chat_history".to_string())]
    );
}

#[test]
fn an_empty_splice_inserts() {
    use EditKind::*;
    let src = "
        fn f(&mut self, older: Vec<Msg>, n: usize) {
            self.messages.splice(0..0, older);
            self.messages.splice(n..n, Vec::new());
        }
        fn g(&mut self, older: Vec<Msg>) { self.messages.splice(0..2, older); }
    ";
    assert!(edits(src, "f").is_empty());
    assert_eq!(
        edits(src, "g"),
        [(Drop, "splice".to_string(), "self.messages".to_string())]
    );
}

#[test]
fn building_a_summary_is_not_resummarising_it() {
    let src = r#"
        async fn collect(&self, messages: Vec<Msg>) -> String {
            let mut summary_messages: Vec<Msg> = messages.clone();
            summary_messages.push(Msg::user(SUMMARY_PROMPT.to_string()));
            let mut summary = String::new();
            for delta in self.llm.stream(summary_messages) { summary.push_str(&delta); }
            summary
        }
    "#;
    let facts = analyze(src);
    assert!(function(&facts, "collect").violations.is_empty());
}

#[test]
fn match_arms_carry_the_scrutinee_origin() {
    use EditKind::*;
    let src = "
        async fn f(&mut self, split: usize) {
            let older: Vec<Msg> = self.messages.drain(..split).collect();
            let outcome = self.summarize(older).await;
            match outcome {
                Ok(text) => self.messages.insert(0, Msg::summary(text)),
                Err(_) => {}
            }
        }
    ";
    assert_eq!(kinds(src), [Rewrite]);
}

#[test]
fn moving_an_item_to_the_front_is_not_a_drop() {
    use EditKind::*;
    let src = "
        struct Recall { prompt_history: VecDeque<String> }
        impl Recall {
            fn remember(&mut self, prompt: String) {
                self.prompt_history.retain(|p| *p != prompt);
                self.prompt_history.push_back(prompt.clone());
            }
            fn forget(&mut self, prompt: String) {
                self.prompt_history.retain(|p| *p != prompt);
            }
            fn replace_with_summary(&mut self, msg: Msg) {
                self.prompt_history.retain(|m| m.id != msg.id);
                let summary = summarize(&msg);
                self.prompt_history.push_back(summary);
            }
        }
    ";
    assert!(edits(src, "remember").is_empty());
    assert_eq!(
        edits(src, "forget"),
        [(
            Drop,
            "retain".to_string(),
            "self.prompt_history".to_string()
        )]
    );
    assert_eq!(
        edits(src, "replace_with_summary"),
        [(
            Rewrite,
            "retain".to_string(),
            "self.prompt_history".to_string()
        )]
    );
}

#[test]
fn a_drained_queue_handed_to_the_caller_is_not_a_drop() {
    use EditKind::*;
    let src = "
        struct Outbox { messages: Vec<PendingMessage> }
        impl Outbox {
            fn take_all(&mut self) -> Vec<PendingMessage> { self.messages.drain(..).collect() }
            fn send_all(&mut self) -> impl Iterator<Item = Wire> + '_ {
                self.messages.drain(..).map(Wire::from)
            }
            fn early(&mut self, stop: bool) -> Vec<PendingMessage> {
                if stop { return self.messages.drain(..).collect(); }
                Vec::new()
            }
            fn discard(&mut self) -> usize { self.messages.drain(..).count() }
        }
    ";
    assert!(edits(src, "take_all").is_empty());
    assert!(edits(src, "send_all").is_empty());
    assert!(edits(src, "early").is_empty());
    assert_eq!(
        edits(src, "discard"),
        [(Drop, "drain".to_string(), "self.messages".to_string())]
    );
}

#[test]
fn an_impl_on_a_message_collection_edits_self() {
    use EditKind::*;
    let src = "
        impl MessageStore for Mutex<Vec<ChatMessage>> {
            fn overwrite(&self, items: Vec<ChatMessage>) {
                let mut lock = self.lock().unwrap();
                *lock = items;
            }
            fn push_owned(&self, item: ChatMessage) { self.lock().unwrap().push(item); }
        }
        impl Counter for Mutex<Vec<u64>> {
            fn reset_all(&self) { self.lock().unwrap().clear(); }
        }
    ";
    assert_eq!(
        edits(src, "overwrite"),
        [(Drop, "=".to_string(), "self".to_string())]
    );
    assert!(edits(src, "push_owned").is_empty());
    assert!(edits(src, "reset_all").is_empty());
}

#[test]
fn sequences_created_in_the_body_are_not_windows() {
    use EditKind::*;
    let src = "
        fn index(turns: &[Turn]) -> Vec<String> {
            let mut messages = vec![];
            for t in turns { messages.push(t.text()); }
            messages.retain(|m| !m.is_empty());
            messages
        }
        fn request(&mut self) -> Vec<ChatMessage> {
            let mut api_messages: Vec<ChatMessage> = Vec::with_capacity(8);
            api_messages.extend(self.history.iter().cloned());
            api_messages.retain(|m| !m.is_marker());
            let mut kept = Vec::new();
            kept.extend(self.history.drain(..));
            self.history = kept;
            api_messages
        }
    ";
    assert!(edits(src, "index").is_empty());
    let found = edits(src, "request");
    // The window drained whole and reassigned afterwards: the reassignment is the edit.
    assert_eq!(found, [(Drop, "=".to_string(), "self.history".to_string())]);
}

#[test]
fn a_configured_window_field_counts_whatever_its_item_type() {
    let file = syn::parse_file(
        "struct Agent { buf: Vec<u8> } impl Agent { fn f(&mut self) { self.buf.clear(); } }",
    )
    .unwrap();
    let cfg = AnalysisConfig {
        extra_window_fields: vec!["buf".into()],
        ..AnalysisConfig::default()
    };
    let configured = analyze_file(&file, &[], &cfg);
    let targets: Vec<&str> = function(&configured, "f")
        .edits
        .iter()
        .map(|e| e.reading.target.as_str())
        .collect();
    assert_eq!(targets, ["self.buf"]);
    // Without the configuration, bytes are not a window.
    let default = analyze_file(&file, &[], &AnalysisConfig::default());
    assert!(function(&default, "f").edits.is_empty());
}

#[test]
fn a_long_matches_pattern_is_not_nesting() {
    let alternatives: Vec<String> = (0..500).map(|i| format!("\"w{i}\"")).collect();
    let src = format!(
        "fn f(w: &str) -> bool {{ matches!(w, {}) }}",
        alternatives.join(" | ")
    );
    assert!(!function(&analyze(&src), "f").too_deep);
}

#[test]
fn methods_of_a_summary_are_not_summariser_calls() {
    // `Option::or` and a map lookup on summary-named values: no model is asked anything.
    let src = "
        fn or(self, other: D) -> D { D { summary: self.summary.or(other.summary) } }
        fn g(&mut self, key: &str) { if let Some(s) = self.taint.summary.get(key) { self.found.summary.get_or_insert_with(|| s.clone()); } }
        fn h(&mut self) { let s = self.summarizer.run(&self.running_summary); }
    ";
    let facts = analyze(src);
    let rules = |name: &str| -> Vec<&str> {
        function(&facts, name)
            .violations
            .iter()
            .map(|v| v.rule.id)
            .collect()
    };
    assert!(rules("or").is_empty());
    assert!(rules("g").is_empty());
    // A summariser object given a summary is still a rewrite of a rewrite.
    assert_eq!(rules("h"), ["RG003"]);
}

#[test]
fn removing_the_first_message_of_a_role_is_an_oldest_first_cut() {
    use EditKind::*;
    // The index of the first non-system message, found from the front, then removed.
    assert_eq!(
        kinds(
            "fn f(&mut self) -> Option<Msg> {
                let at = self.turns.iter().position(|t| t.role != Role::System);
                if let Some(at) = at { self.turns.remove(at) } else { None }
            }"
        ),
        [Truncate]
    );
    assert_eq!(
        kinds(
            "fn f(turns: &mut Vec<Msg>) -> bool {
                let Some(first) = turns.iter().position(|t| !matches!(t.role, Role::System)) else {
                    return false;
                };
                let last = first + 2;
                turns.drain(first..last);
                true
            }"
        ),
        [Truncate]
    );
    // JSON messages: the first user turn after the system prompt, through a `match` offset.
    assert_eq!(
        kinds(
            r#"fn f(turns: &mut Vec<Value>) {
                let from = match turns.iter().skip(1).position(|t| t.get("role").and_then(|r| r.as_str()) == Some("user")) {
                    Some(p) => p + 1,
                    None => return,
                };
                turns.drain(from..from + 2);
            }"#
        ),
        [Truncate]
    );
    // An index found by what the message says is a chosen removal: still a drop.
    assert_eq!(
        kinds(
            "fn f(&mut self, id: u64) {
                if let Some(at) = self.turns.iter().position(|t| t.id == id) { self.turns.remove(at); }
            }"
        ),
        [Drop]
    );
    // A JSON test of the content, not the role: a chosen removal.
    assert_eq!(
        kinds(
            r#"fn f(turns: &mut Vec<Value>) {
                let from = match turns.iter().position(|t| t.get("content") == Some("secret")) {
                    Some(p) => p,
                    None => return,
                };
                turns.remove(from);
            }"#
        ),
        [Drop]
    );
    // Found from the back (`rposition`): not the oldest.
    assert_eq!(
        kinds(
            "fn f(&mut self) {
                if let Some(at) = self.turns.iter().rposition(|t| t.role != Role::System) { self.turns.remove(at); }
            }"
        ),
        [Drop]
    );
}

#[test]
fn a_window_rebuilt_from_the_newest_messages_that_fit_a_budget_is_a_cut() {
    use EditKind::*;
    assert_eq!(
        kinds(
            "fn f(&mut self) {
                let budget = self.config.max_tokens;
                let mut used = 0;
                let mut recent = Vec::new();
                for m in self.turns.iter().rev() {
                    if used + m.tokens > budget { break; }
                    used += m.tokens;
                    recent.push(m.clone());
                }
                recent.reverse();
                let mut kept = vec![self.turns[0].clone()];
                kept.extend(recent);
                self.turns = kept;
            }"
        ),
        [Truncate]
    );
    // The same loop choosing by a relevance score stays a drop.
    assert_eq!(
        kinds(
            "fn f(&mut self) {
                let mut kept = Vec::new();
                for m in self.turns.iter() {
                    if relevance(m) > 0.5 { kept.push(m.clone()); }
                }
                self.turns = kept;
            }"
        ),
        [Drop]
    );
}

#[test]
fn a_cut_after_a_sort_by_what_the_items_hold_chooses() {
    use EditKind::*;
    let src = "
        struct Memory { content: String, warmth: f32, arrived_at: u64, turn_number: u64 }
        struct Keeper { memories: Vec<Memory> }
        impl Keeper {
            fn by_warmth(&mut self) {
                self.memories.sort_by(|a, b| b.warmth.partial_cmp(&a.warmth).unwrap());
                self.memories.truncate(20);
            }
            fn by_arrival(&mut self) {
                self.memories.sort_by(|a, b| b.arrived_at.cmp(&a.arrived_at));
                self.memories.truncate(20);
            }
            fn by_turn(&mut self) {
                self.memories.sort_by_key(|m| m.turn_number);
                self.memories.truncate(20);
            }
        }
    ";
    assert_eq!(
        edits(src, "by_warmth"),
        [(Drop, "truncate".to_string(), "self.memories".to_string())]
    );
    assert_eq!(
        edits(src, "by_arrival"),
        [(
            Truncate,
            "truncate".to_string(),
            "self.memories".to_string()
        )]
    );
    assert_eq!(
        edits(src, "by_turn"),
        [(
            Truncate,
            "truncate".to_string(),
            "self.memories".to_string()
        )]
    );
}

#[test]
fn a_summary_beside_a_records_text_is_not_its_text() {
    use EditKind::*;
    let src = "
        struct Memory { content: String, state: String }
        struct Keeper { pub memories: Vec<Memory>, gauge: Gauge }
        impl Keeper {
            fn note_state(&mut self, content: String) {
                self.memories.push(Memory { content, state: self.gauge.get_state_summary() });
                if self.memories.len() > 20 { self.memories.remove(0); }
            }
            fn note_summary(&mut self) {
                self.memories.push(Memory { content: self.gauge.get_state_summary(), state: String::new() });
                if self.memories.len() > 20 { self.memories.remove(0); }
            }
        }
    ";
    assert_eq!(
        edits(src, "note_state"),
        [(Truncate, "remove".to_string(), "self.memories".to_string())]
    );
    assert_eq!(
        edits(src, "note_summary"),
        [(Rewrite, "remove".to_string(), "self.memories".to_string())]
    );
}

#[test]
fn a_memory_of_another_module_asked_to_forget_drops_an_entry() {
    use EditKind::*;
    let src = "
        fn tidy(long_term_memory: &Store, ids: Vec<String>) {
            for id in ids { long_term_memory.forget(&id); }
        }
        fn erase(memory: &Store, id: &str) { memory.delete_memory(id); }
        fn release(memory: &Store, permit: Permit) { permit.forget(); memory.forget_all(); }
        fn evict(cache: &Store, id: &str) { cache.forget(id); }
    ";
    assert_eq!(
        edits(src, "tidy"),
        [(
            Drop,
            "forget".to_string(),
            "long_term_memory[id]".to_string()
        )]
    );
    assert_eq!(
        edits(src, "erase"),
        [(Drop, "delete_memory".to_string(), "memory[id]".to_string())]
    );
    assert!(edits(src, "release").is_empty());
    assert!(edits(src, "evict").is_empty());
}

#[test]
fn a_retain_above_a_grade_chooses_even_under_a_length_test() {
    use EditKind::*;
    let src = "
        struct Note { content: String, worth: f32, kept_at: u64 }
        struct Shelf { memories: Vec<Note> }
        impl Shelf {
            fn by_worth(&mut self) {
                if self.memories.len() > 50 { self.memories.retain(|n| n.worth >= 0.4); }
            }
            fn by_age(&mut self, floor: u64) {
                if self.memories.len() > 50 { self.memories.retain(|n| n.kept_at > floor); }
            }
            fn by_words(&mut self) {
                if self.memories.len() > 50 { self.memories.retain(|n| n.content.len() > 3); }
            }
        }
    ";
    assert_eq!(
        edits(src, "by_worth"),
        [(Drop, "retain".to_string(), "self.memories".to_string())]
    );
    assert_eq!(
        edits(src, "by_age"),
        [(Truncate, "retain".to_string(), "self.memories".to_string())]
    );
    // `n.content.len()` is a method's value, not a field graded: the length test decides.
    assert_eq!(
        edits(src, "by_words"),
        [(Truncate, "retain".to_string(), "self.memories".to_string())]
    );
}

#[test]
fn entries_a_memory_keeps_under_their_own_name_are_remembered() {
    use EditKind::*;
    let src = "
        struct MemoryFact { id: u64, fact: String }
        struct Hint { id: u64, hint: String }
        struct Lesson { cause: String, cure: String, seen: u32 }
        struct Ledger { kept: Vec<MemoryFact>, hints: Vec<Hint> }
        struct ProceduralMemory { lessons: Vec<Lesson> }
        impl Ledger {
            fn add(&mut self, id: u64, fact: String) { self.kept.push(MemoryFact { id, fact }); }
            fn hint(&mut self, id: u64, hint: String) { self.hints.push(Hint { id, hint }); }
            fn forget(&mut self, id: u64) { self.kept.retain(|f| f.id != id); self.hints.retain(|h| h.id != id); }
        }
        impl ProceduralMemory {
            fn learn(&mut self, cause: String, cure: String) { self.lessons.push(Lesson { cause, cure, seen: 1 }); }
            fn drop_rare(&mut self) { self.lessons.retain(|l| l.seen > 1); }
        }
    ";
    assert_eq!(
        edits(src, "forget"),
        [(Drop, "retain".to_string(), "self.kept".to_string())]
    );
    assert_eq!(
        edits(src, "drop_rare"),
        [(Drop, "retain".to_string(), "self.lessons".to_string())]
    );
}
