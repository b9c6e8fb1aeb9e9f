//! RG003 rewrite-of-rewrite.

use super::{Level, RuleContext};
use crate::analysis::Violation;

declare_rule! {
    /// ## What it does
    /// Flags a rewrite fed from a rewrite: a summariser (a call named like `summarize`,
    /// `compact`, `condense`, `compress`, a configured summariser, a call that makes a summary
    /// given the conversation itself, `generate_summary(&messages, ..)`, a compaction handed a
    /// list collected from every message of a window, or a model call whose prompt asks for a
    /// summary, in its text or by a constant's name: `COMPACTION_PROMPT`, also a request gathered
    /// part by part in a local: `input.push(Message::user(format!("Previous conversation
    /// summary:\n{prev}..")))`) given a value that
    /// came from an earlier summary or rewrite; a
    /// `GuardedWindow::rewrite` of spans an earlier rewrite produced; a rewrite's text pushed
    /// back into the window as a fresh, "original" span; and a compaction that summarises
    /// `window[start..end]` and puts its summary back at that same `start`
    /// (`splice(start..end, [summary])`, or `drain(start..end)` then `insert(start, summary)`;
    /// the range read as a transcript the body writes from it, `for m in &messages[1..end]`;
    /// for a range from `0` (or the whole window, the summary put in front of the messages
    /// the cut kept: `drain(0..n)`, then `insert(0, summary)`), the window replaced by
    /// `[summary, ..window[end..]]`, also built by
    /// pushing the summary first into a buffer started empty, or when the
    /// window is taken by value and returned as `[system.., summary, recent..]`), or that
    /// gives the model the window itself (or a transcript of every one of its messages) and
    /// puts the reply back in place of what it cut, directly or through the window's own
    /// compaction method (`history.compact_with_summary(&reply)`), or that summarises a range
    /// from the start of a window another function of the file puts a message marked as a
    /// summary at the front of (`insert(0, ChatMessage { is_summary: true, .. })`, a `role` of
    /// `"summary"`, a text opening with "Summary"): from its second run on it
    /// summarises its own earlier summary. A compaction that starts
    /// its range after the summaries already there (a closure or loop test naming a summary,
    /// such as `position(|m| !m.is_summary)`, or a `starts_with("[summary]")` test), or whose
    /// start counts the leading messages of a role (`take_while(|m| m.role == "system").count()`)
    /// and whose summary is a message of that role (the next run's count takes it in with the
    /// head), or keeps the summary beside the window is not reported.
    ///
    /// A value comes from a rewrite when it is a summariser's or `rewrite`'s result, a binding
    /// or field derived from one (also through `format!`, `.text()`, clones, or a template's
    /// variables: `vars.insert("summary".into(), existing_summary.to_string())` rendered by
    /// `prompt.format(&vars)`), a window rewritten
    /// earlier in the body, or a binding or field named like a summary (`summary`,
    /// `running_summary`, `compacted`), unless the body wrote its text itself: from literals
    /// and counts, or into a buffer it started empty from the window's own messages (the
    /// transcript it sends to the summariser). A count of a summary (`estimate_tokens(&summary)`,
    /// `count_tokens(..)`, `summary.len()`) is a number about it, not it. A summary handed to
    /// a summariser of the same
    /// crate (in any of its files; of the same item, for the macro) that folds that parameter
    /// into its own prompt is reported once, in that summariser; one handed to a function of
    /// the crate that, whatever its name (`compress_reporting(session, summary, n)`), asks no
    /// model and only installs it, or hands it on to such functions, is not summarised again.
    /// Neither is one handed to a call into a database, through a module or a receiver
    /// named for one or with a connection among its arguments (`db::msg_compact(&pool,
    /// &thread_id, &summary, n)`, `self.pool.compact_thread(id, &summary)`): it records the
    /// summary in rows. Nor one handed to an event hook (`observer.on_summarize_done(..)`), nor one handed to
    /// a call that dresses a finished summary (`decorate_compaction_summary(summary, ..)`,
    /// `format_summary(s)`), nor a clip
    /// handed to a summariser the host writes (a hard cap applied to what another one
    /// returned: `GenericSummarizer.summarize(&result, ..)` for `struct GenericSummarizer;`),
    /// which asks no model. Nor is a digest a summariser of the file writes without a model,
    /// from what holds no summary, folded into the prompt of a model asked to summarise
    /// (`let extractive = summarize_messages(messages)`): the first summary's material. A loop
    /// that takes items out of a local (`batch.push(stack.pop().unwrap())`), summarises them
    /// and puts the model's text back into that local (`stack.extend(..)`) summarises its own
    /// earlier summary from the second pass on. A call whose last word is a serialisation
    /// format writes that format, not a summary (`projection_digest_json(&record.summary,
    /// ..)`), unless a summarising verb leads (`summarize_as_json`); and a parameter declared
    /// as a trait object or an `impl Trait` (`summary: &dyn SummaryPort`; not a bound that
    /// converts to a value, `impl Into<String>`) is a service handed in, not a summary,
    /// whatever its name.
    ///
    /// ## Why is this bad?
    /// Compression error compounds, and provenance is already degraded: the second summary is
    /// computed against text the model wrote to make itself look right ("user mentioned API
    /// caution"), never against the constraint it replaced. Laundering the text into a new span
    /// hides that it is a rewrite at all.
    ///
    /// ## Example
    /// ```rust,ignore
    /// let prompt = format!("{}\n{}", self.summary, new_turns);
    /// self.summary = self.llm.summarize(&prompt);
    /// ```
    ///
    /// ## Use instead
    /// ```rust,ignore
    /// // Summarise from the verbatim originals, re-injected from the store.
    /// for receipt in &self.receipts { window.reinject(receipt)?; }
    /// window.flush()?;
    /// window.rewrite(&original_ids, self.llm.summarize(&originals), &settled)?;
    /// ```
    pub static RULE = { id: "RG003", name: "rewrite-of-rewrite", level: Level::Error };
}

const HELP: &str = "summarise the verbatim originals instead: `reinject(&receipt)` them from the \
store and pass those to `GuardedWindow::rewrite`; a rewrite's output must not be rewritten again";

pub(crate) fn check(cx: &RuleContext<'_>, out: &mut Vec<Violation>) {
    for hit in &cx.facts.resummaries {
        out.push(cx.violation(
            &RULE,
            hit.span,
            &hit.suppressions,
            format!(
                "`{}` is fed a value that is already a rewrite (from {})",
                hit.callee, hit.origin
            ),
            HELP,
        ));
    }
    for op in &cx.facts.guard_ops {
        let Some(origin) = &op.from_rewrite else {
            continue;
        };
        let message = match op.method.as_str() {
            "rewrite" => format!(
                "`{}.rewrite(..)` targets spans produced by an earlier rewrite (from {origin})",
                op.target
            ),
            "push" => format!(
                "the text of a rewrite (from {origin}) is pushed into `{}` as a fresh original span",
                op.target
            ),
            _ => continue,
        };
        out.push(cx.violation(&RULE, op.arg_span, &op.suppressions, message, HELP));
    }
}

#[cfg(test)]
mod tests {
    use super::RULE;
    use crate::rules::testing::assert_cases;

    #[test]
    fn cases() {
        let pass = [
            // A first compaction from the originals.
            "fn f(&mut self) { let summary = self.llm.summarize(&self.history); self.history = vec![summary]; }",
            // A summary used as context for a normal chat turn is not re-summarised.
            "fn f(&mut self) { let reply = self.llm.chat(&self.summary); self.history.push(reply); }",
            // A constructor named after a summary is not a summariser.
            "fn f(&mut self, summary: String) { self.history.push(Message::summary(summary)); }",
            // A prompt template whose name mentions summaries is not one.
            "fn f(&self) -> String { summarize(&self.summary_prompt, &self.history) }",
            // `{{summary}}` is a literal brace, not the binding.
            "fn f(model: &Model, summary: String) -> String { model.summarize(&format!(\"{{summary}} {}\", 1)) }",
            // Compaction of data, fed compacted data: no conversation in sight.
            "fn f(data: Vec<u32>) -> Vec<u32> { let compacted = compact_data(&data); compact_data(&compacted) }",
            "fn f(input: &[u8]) -> Vec<u8> { let compressed = compress(input); compress(&compressed) }",
            // A compaction that folds its summary back in, but starts the range it summarises
            // after the summaries already there.
            "fn f(&mut self, model: &Model) {
                 let start = self.history.iter().position(|m| !m.is_summary).unwrap_or(0);
                 let end = self.history.len() - 4;
                 let summary = model.summarize(&self.history[start..end]);
                 self.history.splice(start..end, [Message::summary(summary)]);
             }",
            // A summary put somewhere other than where the summarised range starts.
            "fn f(&mut self, model: &Model) {
                 let n = self.history.len() - 4;
                 let summary = model.summarize(&self.history[..n]);
                 self.history.drain(..n);
                 self.notes.push(summary);
             }",
            // A function that picks the range to compact is no summariser: its indices are not
            // a summary.
            "fn f(messages: &[Message]) -> String { let (start, end) = select_compact_range(messages); summarize(&messages[start..end]) }",
            "fn f(messages: &[Message]) -> String { if should_compact(messages) { summarize(messages) } else { String::new() } }",
            // Reading a stored summary by a name that says so is not writing one.
            "fn f(&self) -> String { load_summary(&self.summary_path) }",
            // The guarded rewrite of original spans.
            "fn f(w: &mut GuardedWindow<S>, ids: &[SpanId], s: &Score) {
                 w.flush().unwrap();
                 let summary = summarize(ids);
                 w.rewrite(ids, summary, s).unwrap();
             }",
        ];
        let fail = [
            "fn f(&mut self) {
                 let prompt = format!(\"{}\\n{}\", self.summary, self.history.len());
                 self.summary = self.llm.summarize(&prompt);
             }",
            "fn f(text: &str) -> String { let once = summarize(text); summarize(&once) }",
            // The previous summary found in the history by a flag, folded into a new summary.
            "fn f(history: &mut Vec<Message>, model: &mut Model) {
                 let Some(previous) = history.iter().position(|m| m.is_summary) else { return };
                 let prior_summary = history[previous].content.clone();
                 let merged = model.summarize(&format!(\"{}\\n{}\", prior_summary, 1));
                 history.clear();
                 history.push(Message::summary(merged));
             }",
            "fn f(text: &str) -> String { compress(&condense(text)) }",
            "fn f(&mut self) -> String { let summary = compact(&self.history); compact(&summary) }",
            "fn f(&mut self) -> String { summarize(&self.compacted) }",
            // The previous summary named inline in the format string.
            "fn f(model: &Model, prior_summary: String) -> String { model.summarize(&format!(\"{prior_summary}\")) }",
            "fn f(model: &Model, prior_summary: String) -> String { model.summarize(&format!(\"{{{prior_summary}}}\")) }",
            "fn f(&mut self, new: &str) { let running = summarize(new); self.history = vec![summarize(&format!(\"{running:?}\\n{new}\"))]; }",
            // The summarise request in a binding, the previous summary folded in.
            "fn f(&mut self, new: &str) {
                 let prompt = format!(\"Summarize the conversation so far:\\n{}\\n{}\", self.summary, new);
                 let reply = self.client.complete(&prompt);
                 self.summary = reply;
             }",
            "fn f(&mut self) {
                 let s = self.llm.complete(&format!(\"Summarize: {}\", self.running_summary));
                 self.history = vec![s];
             }",
            "fn f(&mut self) {
                 let s = summarize(&self.history);
                 self.history = vec![s];
                 let again = summarize(&self.history);
                 self.history = vec![again];
             }",
            "fn f(w: &mut GuardedWindow<S>, ids: &[SpanId], s: &Score, t: String) {
                 w.flush().unwrap();
                 let new_id = w.rewrite(ids, t, s).unwrap();
                 let summary = summarize(&w.get(new_id).unwrap().text());
                 w.push(summary);
             }",
            // A compaction that puts its summary where the range it summarises starts: from
            // the second run on, it summarises its own summary.
            "fn f(&mut self, model: &Model) {
                 let start = 1;
                 let end = self.history.len() - 4;
                 let old: Vec<Message> = self.history[start..end].to_vec();
                 let transcript = render(&old);
                 let summary = model.summarize(&transcript);
                 self.history.splice(start..end, std::iter::once(Message::assistant(summary)));
             }",
            "fn f(messages: &mut Vec<Value>, model: &Model, n: usize) {
                 let text = messages[1..n].iter().map(|m| m.to_string()).collect::<Vec<_>>().join(\"\\n\");
                 if let Ok(summary) = model.summarize(&text) {
                     messages.drain(1..n);
                     messages.insert(1, json!({ \"role\": \"user\", \"content\": summary }));
                 }
             }",
            "fn f(w: &mut GuardedWindow<S>, ids: &[SpanId], s: &Score, t: String, u: String) {
                 w.flush().unwrap();
                 let new_id = w.rewrite(ids, t, s).unwrap();
                 w.rewrite(&[new_id], u, s).unwrap();
             }",
            "fn f(w: &mut GuardedWindow<S>, ids: &[SpanId], s: &Score, t: String) {
                 w.flush().unwrap();
                 let rewritten = w.rewrite(ids, t, s).unwrap();
                 w.push(w.get(rewritten).unwrap().text().to_string());
             }",
        ];
        assert_cases(&RULE, &pass, &fail);
    }
}
