//! An item's text overwritten with a cut of itself: its first characters, lines or bytes
//! (`m.content.chars().take(200).collect()`, `m.content[..n].to_string()`), framed by literals
//! and counts (`format!("{head}\n[... {} bytes elided]", m.content.len())`), or what a
//! truncating helper returns for it (`truncate_text(&m.content, 400)`, or a function of the file
//! that keeps the first characters of what it is handed, whatever its name: see
//! [`text_clippers`]). Nothing but the text's length decides what is kept: a cut by length
//! (RG008), as `entry.text.truncate(n)` is.

use syn::Expr;

use super::Walker;
use crate::analysis::AnalysisConfig;
use crate::analysis::macros::format_operands;
use crate::analysis::names;
use crate::analysis::place::place_of;
use crate::analysis::syntax::{pattern_idents, strip_parens, strip_reference};

/// Conversions that keep the text they are given (`collect`, `to_string`).
const KEEPS_TEXT: &[&str] = &["collect", "to_string", "to_owned", "into", "clone"];

/// Iterators over a text's parts, of which `take(n)` keeps the first `n`.
const PARTS: &[&str] = &[
    "chars",
    "lines",
    "bytes",
    "char_indices",
    "split_whitespace",
];

/// The place whose text `expr` keeps the first part of, as written (`m.content` for
/// `m.content.chars().take(200).collect::<String>()` or `m.content[..n].to_string()`).
pub(super) fn text_prefix_of(expr: &Expr) -> Option<String> {
    match keeps_text_of(expr) {
        Expr::MethodCall(take) if take.method == "take" && take.args.len() == 1 => {
            match strip_parens(&take.receiver) {
                Expr::MethodCall(parts)
                    if parts.args.is_empty()
                        && PARTS.contains(&parts.method.to_string().as_str()) =>
                {
                    place_of(keeps_text_of(&parts.receiver)).map(|p| p.text())
                }
                _ => None,
            }
        }
        Expr::Index(index) => match strip_parens(&index.index) {
            Expr::Range(range) if range.start.is_none() && range.end.is_some() => {
                place_of(&index.expr).map(|p| p.text())
            }
            _ => None,
        },
        _ => None,
    }
}

/// What `expr` converts without changing its text (`content` for `content.to_string()`,
/// through any number of [`KEEPS_TEXT`] calls), or `expr` itself.
fn keeps_text_of(expr: &Expr) -> &Expr {
    let mut expr = strip_parens(expr);
    while let Expr::MethodCall(call) = expr
        && KEEPS_TEXT.contains(&call.method.to_string().as_str())
    {
        expr = strip_parens(&call.receiver);
    }
    expr
}

/// The functions of `items` that hand back the first characters of the text they are given
/// (see [`AnalysisConfig::text_clippers`]): synchronous, returning `String`, with a first
/// parameter of text (`&str`, `String`) of which their body keeps a prefix
/// (`text.chars().take(limit - 1).collect()`, `text[..n]`), and no model, summariser or scorer
/// call. `fn shorten(text: &str, limit: usize) -> String` that keeps `limit - 1` characters and
/// an ellipsis is one; a function that changes the text otherwise (`text.replace(..)`), or that
/// keeps a prefix of something else, is not.
pub(crate) fn text_clippers(items: &[syn::Item], cfg: &AnalysisConfig) -> Vec<String> {
    let mut found = Vec::new();
    if !cfg.heuristics {
        return found;
    }
    crate::analysis::items::for_each_function(items, 0, &mut |_, sig, block| {
        // Cheap screens first: only a synchronous function from text to text is read.
        if sig.asyncness.is_some() || !crate::analysis::items::returns_text(&sig.output, |_| false)
        {
            return;
        }
        let Some(text) = first_text_parameter(sig) else {
            return;
        };
        let keeps_prefix = crate::analysis::search::any_expr_in_block(block, |e| {
            text_prefix_of(e).as_deref() == Some(text.as_str())
        });
        if keeps_prefix && cfg.writes_without_model(block, &[], &[]) {
            found.push(sig.ident.to_string());
        }
    });
    found
}

/// The name of the first parameter of `sig` after any receiver when it is text: `&str`,
/// `String` or `&String` (`text` for `fn shorten(text: &str, limit: usize)`).
fn first_text_parameter(sig: &syn::Signature) -> Option<String> {
    let syn::FnArg::Typed(first) = sig
        .inputs
        .iter()
        .find(|a| matches!(a, syn::FnArg::Typed(_)))?
    else {
        return None;
    };
    let syn::Pat::Ident(name) = &*first.pat else {
        return None;
    };
    let ty = match &*first.ty {
        syn::Type::Reference(r) => &*r.elem,
        other => other,
    };
    let syn::Type::Path(path) = ty else {
        return None;
    };
    path.path
        .get_ident()
        .is_some_and(|t| t == "str" || t == "String")
        .then(|| name.ident.to_string())
}

/// The names an `if let` or `let ... else` of `body` binds by destructuring the item `item`
/// (`if let Block::ToolResult { call_id, content } = b` gives `call_id` and `content` for
/// `b`): the item's own parts.
fn parts_bound_from(body: &syn::Block, item: &str) -> Vec<String> {
    let mut parts = Vec::new();
    crate::analysis::search::any_expr_in_block(body, |e| {
        if let Expr::Let(bound) = e
            && let Expr::Path(source) = strip_parens(strip_reference(&bound.expr))
            && source.path.is_ident(item)
        {
            parts.extend(pattern_idents(&bound.pat));
        }
        false
    });
    parts
}

impl Walker<'_, '_> {
    /// `right`, written over the whole item `left` (`*b = ..` for a `b` of `iter_mut()`), is
    /// that item rebuilt from its own parts, the names an `if let` destructured it into, with
    /// at least one of them clipped to its first characters or left out as empty, and nothing
    /// else but literals and counts: `*b = Block::Text(format!("[{call_id} (trimmed)]
    /// {preview}…"))` for `if let Block::ToolResult { call_id, content } = b` and `let preview
    /// = content.chars().take(200).collect()`, or `*m = Msg::FileRef { path: path.clone(),
    /// hash: hash.clone(), excerpt: None }`. Its content is cut by length, as a clip of its
    /// text is; no summary or other text takes its place.
    fn rebuilt_from_own_parts(&self, left: &Expr, right: &Expr) -> bool {
        let item = match strip_parens(left) {
            Expr::Unary(deref) if matches!(deref.op, syn::UnOp::Deref(_)) => &*deref.expr,
            other => other,
        };
        let Expr::Path(item) = strip_parens(item) else {
            return false;
        };
        let Some(item) = item.path.get_ident() else {
            return false;
        };
        let parts = parts_bound_from(self.body, &item.to_string());
        if parts.is_empty() {
            return false;
        }
        let mut cut = false;
        self.built_from_parts(right, &parts, &mut cut, 0) && cut
    }

    /// `expr` holds only `parts` (as they are, or converted: `path.clone()`), clips of them
    /// (a local holding a part's first characters), empty values, literals and counts, through
    /// `format!` and constructors (`Block::Text(..)`, `Msg::FileRef { .. }`); `cut` is set
    /// when a clip or an empty value is among them.
    fn built_from_parts(
        &self,
        expr: &Expr,
        parts: &[String],
        cut: &mut bool,
        depth: usize,
    ) -> bool {
        if depth > crate::analysis::MAX_DEPTH {
            return false;
        }
        let is_part = |e: &Expr| {
            matches!(keeps_text_of(e), Expr::Path(p)
                if p.path.get_ident().is_some_and(|i| parts.contains(&i.to_string())))
        };
        let clips_part = |e: &Expr| {
            text_prefix_of(e).is_some_and(|source| parts.contains(&source))
                || matches!(strip_parens(e), Expr::Path(p) if p.path.get_ident().is_some_and(
                    |local| self.taint.text_prefixes.get(&local.to_string()).is_some_and(|s| parts.contains(s))))
        };
        if clips_part(expr) || super::edits::is_empty_value(expr) {
            *cut = true;
            return true;
        }
        if is_part(expr) || self.is_count_or_literal(expr) {
            return true;
        }
        match strip_parens(expr) {
            Expr::Macro(mac) if mac.mac.path.is_ident("format") => format_operands(&mac.mac)
                .is_some_and(|operands| {
                    operands
                        .iter()
                        .all(|e| self.built_from_parts(e, parts, cut, depth + 1))
                }),
            Expr::Call(call) if matches!(&*call.func, Expr::Path(_)) => call
                .args
                .iter()
                .all(|e| self.built_from_parts(e, parts, cut, depth + 1)),
            Expr::Struct(built) => {
                built.rest.is_none()
                    && built
                        .fields
                        .iter()
                        .all(|f| self.built_from_parts(&f.expr, parts, cut, depth + 1))
            }
            _ => false,
        }
    }

    /// `right`, written over the item text `left`, is a cut of that same text by its length:
    /// a prefix of it (inline, or held in a local: `let head = m.content.chars().take(200)
    /// .collect()`), alone or in a `format!` with literals and counts, or the result of a
    /// truncating helper (`truncate*`) given it.
    pub(super) fn cuts_own_text(&self, left: &Expr, right: &Expr) -> bool {
        if self.rebuilt_from_own_parts(left, right) {
            return true;
        }
        let Some(target) = place_of(left).map(|p| p.text()) else {
            return false;
        };
        let is_prefix = |e: &Expr| {
            text_prefix_of(e).is_some_and(|source| source == target)
                || matches!(strip_parens(e), Expr::Path(p) if p.path.get_ident().is_some_and(
                    |local| self.taint.text_prefixes.get(&local.to_string()) == Some(&target)))
        };
        match strip_parens(right) {
            Expr::Macro(mac) if mac.mac.path.is_ident("format") => format_operands(&mac.mac)
                .is_some_and(|operands| {
                    operands.iter().any(is_prefix)
                        && operands
                            .iter()
                            .all(|e| is_prefix(e) || self.is_count_or_literal(e))
                }),
            // `truncate_text(&m.content, n)`, `self.truncate_chunk(&m.content, budget)`: a
            // helper named as a truncation handed the item's own text.
            Expr::Call(call) => {
                let helper = match &*call.func {
                    Expr::Path(p) => p.path.segments.last().map(|s| s.ident.to_string()),
                    _ => None,
                };
                helper.is_some_and(|name| self.clips_own_text(&name, call.args.first(), &target))
            }
            Expr::MethodCall(call) => {
                self.clips_own_text(&call.method.to_string(), call.args.first(), &target)
                    || is_prefix(right)
            }
            other => is_prefix(other),
        }
    }

    /// A literal, or a count: a length (`m.content.len()`) or a local the body measured.
    fn is_count_or_literal(&self, expr: &Expr) -> bool {
        match strip_parens(expr) {
            Expr::Lit(_) => true,
            Expr::MethodCall(call) => {
                call.args.is_empty() && ["len", "count"].contains(&call.method.to_string().as_str())
            }
            Expr::Path(p) => p.path.get_ident().is_some_and(|local| {
                let local = local.to_string();
                self.taint.host_written.contains(&local)
                    && !self.taint.text_prefixes.contains_key(&local)
            }),
            _ => false,
        }
    }

    /// A helper named `name`, named as a truncation or one of the file's
    /// [`text_clippers`], handed `first` as its first argument: the text at `target` itself
    /// (`&m.content`).
    fn clips_own_text(&self, name: &str, first: Option<&Expr>, target: &str) -> bool {
        (names::first_word_is_any(name, &["truncate"])
            || self.cfg.text_clippers.iter().any(|c| c == name))
            && hands_own_text(first, target)
    }
}

/// `first`, a call's first argument, is the text at `target` itself (`&m.content`).
fn hands_own_text(first: Option<&Expr>, target: &str) -> bool {
    first.is_some_and(|text| {
        let text = match strip_parens(text) {
            Expr::Reference(r) => &*r.expr,
            other => other,
        };
        place_of(text).is_some_and(|p| p.text() == target)
    })
}

#[cfg(test)]
mod tests {
    use super::text_clippers;
    use crate::analysis::AnalysisConfig;

    fn of(source: &str) -> Vec<String> {
        let file = syn::parse_file(source).expect("parse");
        text_clippers(&file.items, &AnalysisConfig::default())
    }

    #[test]
    fn a_function_keeping_the_first_characters_of_its_text_clips_it() {
        assert_eq!(
            of("fn squeeze(line: &str, room: usize) -> String { \
                if line.len() <= room { return line.to_string(); } \
                let mut line: String = line.chars().take(room - 3).collect(); \
                line.push_str(\"...\"); line }"),
            ["squeeze"]
        );
        // A method, its text after the receiver, cut by a slice.
        assert_eq!(
            of(
                "impl Notes { fn head_of(&self, body: &String, n: usize) -> String { \
                format!(\"{}+\", &body[..n]) } }"
            ),
            ["head_of"]
        );
    }

    #[test]
    fn a_function_that_changes_its_text_otherwise_clips_nothing() {
        // The text reworded, not cut.
        assert!(of("fn squeeze(line: &str) -> String { line.replace('\\n', \" \") }").is_empty());
        // A prefix of something else than the text handed in.
        assert!(
            of("fn badge(line: &str, n: usize) -> String { \
                let tag = String::from(\"[note] \"); format!(\"{}{line}\", &tag[..n]) }")
            .is_empty()
        );
        // A model asked for the shorter text.
        assert!(
            of("async fn squeeze(line: &str, n: usize) -> String { \
                let head: String = line.chars().take(n).collect(); llm_complete(&head).await }")
            .is_empty()
        );
    }
}
