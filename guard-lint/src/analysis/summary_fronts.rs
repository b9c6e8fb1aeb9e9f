//! The windows a file puts a summary message at the front of: a message marked as a summary
//! (`ChatMessage { is_summary: true, .. }`, `role: "summary"`, a text opening with "Summary")
//! inserted at position 0 (`sess.messages.insert(0, ..)`, `push_front(..)`). A function that
//! summarises a range of such a window from its start then summarises that summary again on
//! its next run, wherever in the file the summary is put (see
//! [`super::AnalysisConfig::summary_front_windows`]).

use syn::visit::Visit;
use syn::{Expr, Item};

use super::macros::macro_exprs;
use super::place::place_of;
use super::syntax::{int_literal, strip_parens, strip_reference};

/// The names of the windows (their last field, or the local) that some function of `items`
/// puts a summary message at the front of, sorted and without repeats.
pub(crate) fn summary_front_windows(items: &[Item]) -> Vec<String> {
    let mut fronts = Fronts {
        names: Vec::new(),
        depth: 0,
    };
    for item in items {
        fronts.visit_item(item);
    }
    fronts.names.sort();
    fronts.names.dedup();
    fronts.names
}

struct Fronts {
    names: Vec<String>,
    depth: usize,
}

impl Visit<'_> for Fronts {
    fn visit_expr(&mut self, expr: &Expr) {
        if self.depth >= super::MAX_DEPTH {
            return;
        }
        if let Expr::MethodCall(call) = expr {
            let args: Vec<&Expr> = call.args.iter().collect();
            let put_in_front = match (call.method.to_string().as_str(), args.as_slice()) {
                ("insert", [at, value]) => {
                    int_literal(at).as_deref() == Some("0") && marks_a_summary(value)
                }
                ("push_front", [value]) => marks_a_summary(value),
                _ => false,
            };
            if put_in_front && let Some(place) = place_of(&call.receiver) {
                self.names.push(place.name().to_string());
            }
        }
        self.depth += 1;
        syn::visit::visit_expr(self, expr);
        self.depth -= 1;
    }
}

/// `value` is a message marked as a summary: a struct with `is_summary: true`, or a `role` or
/// `kind` of `"summary"` (or a variant `Summary`), or a message built from a text that opens
/// with "Summary" (`Message::system(format!("Summary of earlier conversation: {s}"))`, also
/// after a `[` or `**`).
fn marks_a_summary(value: &Expr) -> bool {
    match strip_reference(strip_parens(value)) {
        Expr::Struct(message) => message.fields.iter().any(|field| {
            let syn::Member::Named(name) = &field.member else {
                return false;
            };
            match name.to_string().as_str() {
                "is_summary" => matches!(&field.expr, Expr::Lit(lit)
                    if matches!(&lit.lit, syn::Lit::Bool(flag) if flag.value)),
                "role" | "kind" => names_summary(&field.expr),
                _ => false,
            }
        }),
        Expr::Call(call) => call.args.first().is_some_and(opens_with_summary),
        Expr::MethodCall(call) => call.args.first().is_some_and(opens_with_summary),
        _ => false,
    }
}

/// `"summary"`, `Role::Summary`.
fn names_summary(expr: &Expr) -> bool {
    match strip_parens(expr) {
        Expr::Lit(lit) => {
            matches!(&lit.lit, syn::Lit::Str(text) if text.value().eq_ignore_ascii_case("summary"))
        }
        Expr::Path(path) => path
            .path
            .segments
            .last()
            .is_some_and(|last| last.ident == "Summary"),
        _ => false,
    }
}

/// A text (a literal, `format!(..)`, or either with `.to_string()` / `.into()`) that opens
/// with the word "Summary", after an optional `[` or `**`.
fn opens_with_summary(expr: &Expr) -> bool {
    let expr = match strip_reference(strip_parens(expr)) {
        Expr::MethodCall(call) if call.args.is_empty() => strip_parens(&call.receiver),
        other => other,
    };
    let text = match expr {
        Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(text),
            ..
        }) => text.value(),
        Expr::Macro(mac) if mac.mac.path.is_ident("format") => {
            match macro_exprs(&mac.mac).first() {
                Some(Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(text),
                    ..
                })) => text.value(),
                _ => return false,
            }
        }
        _ => return false,
    };
    let opening = text.trim_start_matches(['[', '*', ' ']);
    opening
        .get(..7)
        .is_some_and(|word| word.eq_ignore_ascii_case("summary"))
}

#[cfg(test)]
mod tests {
    use super::summary_front_windows;

    fn fronts(source: &str) -> Vec<String> {
        let file: syn::File = syn::parse_str(source).unwrap();
        summary_front_windows(&file.items)
    }

    #[test]
    fn summary_messages_put_in_front() {
        assert_eq!(
            fronts(
                "impl App { fn f(&mut self, s: String) {
                     let sess = self.session_mut();
                     sess.messages.drain(..4);
                     sess.messages.insert(0, ChatMessage { role: MsgRole::User, text: s, is_summary: true });
                 } }"
            ),
            ["messages"]
        );
        assert_eq!(
            fronts(
                "fn f(history: &mut VecDeque<Message>, s: &str) {
                     history.push_front(Message::system(format!(\"[Summary of earlier turns] {s}\")));
                 }"
            ),
            ["history"]
        );
        // Not at the front, not marked, or marked false: nothing.
        assert!(
            fronts(
                "fn f(h: &mut Vec<M>, s: String) {
                     h.push(M { text: s.clone(), is_summary: true });
                     h.insert(0, M { text: s.clone(), is_summary: false });
                     h.insert(0, Message::system(\"You are helpful\"));
                 }"
            )
            .is_empty()
        );
    }
}
