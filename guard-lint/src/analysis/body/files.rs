//! An agent's memory kept in a file rather than a collection: a body that reads a file whose
//! path names a memory (`memory_path`, `notes_file`, `history_path`), asks a model for a new
//! version and writes the answer over it, directly (`fs::write(memory_path, &consolidated)`)
//! or through a temporary file renamed onto it (`fs::write(&tmp, &consolidated)` then
//! `fs::rename(&tmp, memory_path)`). The file is replaced by what the model wrote: a rewrite
//! of stored context, as a summary replacing a window is. A file written with anything else
//! (the old text with a line appended), a model's answer saved to a file the body did not read
//! (a transcript export), or a file whose path names no memory (a source file a coding agent
//! edits) is not one.
//!
//! A memory kept as one file per memory in a directory is rewritten the same way when a body
//! removes files (`fs::remove_file(&f.path)`) and hands a model's answer, with a path that
//! names a memory (`memory_dir`), to a write (`write_memory_file(memory_dir, .., &merged)`,
//! `fs::write(memory_dir.join(name), &merged)`): the memories removed are replaced by what the
//! model wrote in their place. A file the body wrote itself and removes (its temporary), or a
//! body whose write gets no model's text or no memory's path, is not one.

use syn::Expr;

use super::{NewEdit, Walker, Window};
use crate::analysis::derive::Derivation;
use crate::analysis::names;
use crate::analysis::place::place_of;
use crate::analysis::search::any_expr_in_block;
use crate::analysis::syntax::{call_parts, segment_names, span_range, strip_reference};

/// Words of a file path that holds an agent's memory or conversation.
const MEMORY_FILE_WORDS: &[&str] = &[
    "memory",
    "memories",
    "notes",
    "history",
    "histories",
    "conversation",
    "conversations",
    "transcript",
    "transcripts",
];

impl Walker<'_, '_> {
    /// `call` writes a model's answer over a memory file this body reads (see the module
    /// documentation): record the rewrite of that file.
    pub(super) fn note_file_rewrite(&mut self, call: &syn::ExprCall) {
        let args: Vec<&Expr> = call.args.iter().collect();
        let (target, value) = match (fs_operation(call), args.as_slice()) {
            (Some("write"), [path, content]) => (*path, self.derive(content)),
            (Some("rename"), [from, to]) => (*to, self.model_written_file(from)),
            _ => return,
        };
        let Some(path) = path_text(target) else {
            return;
        };
        if value.model.is_none() || !names_a_memory_file(&path) || !self.reads_file(&path) {
            return;
        }
        let window = Window::raw(path);
        let edit = NewEdit::replacing_all(
            if fs_operation(call) == Some("rename") {
                "fs::rename"
            } else {
                "fs::write"
            },
            None,
            span_range(call),
            value,
        );
        self.record_edit(&window, edit);
    }

    /// `call` removes a file in a body that writes a model's answer into a memory's place
    /// (see the module documentation): record the rewrite of that memory.
    pub(super) fn note_memory_file_replaced(&mut self, call: &syn::ExprCall) {
        // Cheap screen: only `fs::remove_file` is read.
        if fs_operation(call) != Some("remove_file") {
            return;
        }
        let Some(removed) = call.args.first().and_then(path_text) else {
            return;
        };
        if self.writes_file(&removed) {
            return;
        }
        let Some((memory, value)) = self.model_written_into_memory() else {
            return;
        };
        let edit = NewEdit::replacing_all("fs::remove_file", None, span_range(call), value);
        self.record_edit(&Window::raw(memory), edit);
    }

    /// The memory path (`memory_dir`) and the model's answer a call of the body hands together
    /// to a write (a call whose name's first word is one of [`names::STORE_WRITE_VERBS`]:
    /// `write_memory_file(memory_dir, &name, &merged)`, `fs::write(memory_dir.join(name),
    /// &merged)`).
    fn model_written_into_memory(&self) -> Option<(String, Derivation)> {
        let mut found = None;
        any_expr_in_block(self.body, |e| {
            let Some((callee, args, _)) = call_parts(e) else {
                return false;
            };
            if !names::first_word_is_any(&callee, names::STORE_WRITE_VERBS) {
                return false;
            }
            let memory = args
                .iter()
                .filter_map(|a| joined_path_text(a))
                .find(|p| names_a_memory_file(p));
            let value = args
                .iter()
                .map(|a| self.derive(a))
                .find(|v| v.model.is_some());
            if let (Some(memory), Some(value)) = (memory, value) {
                found = Some((memory, value));
            }
            found.is_some()
        });
        found
    }

    /// The body writes the file at `path` itself (`fs::write(&tmp, ..)`).
    fn writes_file(&self, path: &str) -> bool {
        any_expr_in_block(self.body, |e| {
            matches!(e, Expr::Call(call)
                if fs_operation(call) == Some("write")
                    && call.args.first().and_then(path_text).as_deref() == Some(path))
        })
    }

    /// What the body writes to the file at `path` with `fs::write`, when a model wrote it.
    fn model_written_file(&self, path: &Expr) -> Derivation {
        let Some(path) = path_text(path) else {
            return Derivation::default();
        };
        let mut written = Derivation::default();
        any_expr_in_block(self.body, |e| {
            if let Expr::Call(call) = e
                && fs_operation(call) == Some("write")
                && let [to, content] = call.args.iter().collect::<Vec<_>>().as_slice()
                && path_text(to).as_deref() == Some(path.as_str())
            {
                written = self.derive(content);
            }
            written.model.is_some()
        });
        written
    }

    /// The body reads the file at `path` (`fs::read_to_string(path)`, `fs::read(path)`).
    fn reads_file(&self, path: &str) -> bool {
        any_expr_in_block(self.body, |e| {
            matches!(e, Expr::Call(call)
                if matches!(fs_operation(call), Some("read_to_string" | "read"))
                    && call.args.first().and_then(path_text).as_deref() == Some(path))
        })
    }
}

/// The `std::fs` (or `tokio::fs`) function `call` calls, written with its module
/// (`fs::write`, `std::fs::rename`, `tokio::fs::read_to_string`).
fn fs_operation(call: &syn::ExprCall) -> Option<&'static str> {
    let Expr::Path(path) = &*call.func else {
        return None;
    };
    let segments = segment_names(&path.path);
    let [.., module, function] = segments.as_slice() else {
        return None;
    };
    if module != "fs" {
        return None;
    }
    ["write", "rename", "read_to_string", "read", "remove_file"]
        .into_iter()
        .find(|op| function == op)
}

/// The path a file call is handed, as written (`memory_path` for `&memory_path`).
fn path_text(expr: &Expr) -> Option<String> {
    place_of(strip_reference(expr)).map(|p| p.text())
}

/// The path a call is handed, as written, or the directory a path is joined onto
/// (`memory_dir` for `memory_dir.join(name)`).
fn joined_path_text(expr: &Expr) -> Option<String> {
    match strip_reference(expr) {
        Expr::MethodCall(join) if join.method == "join" => path_text(&join.receiver),
        other => path_text(other),
    }
}

/// Some word of `path` names a memory or conversation (`memory_path`, `self.notes_file`).
fn names_a_memory_file(path: &str) -> bool {
    names::any_word_is(path, MEMORY_FILE_WORDS)
}
