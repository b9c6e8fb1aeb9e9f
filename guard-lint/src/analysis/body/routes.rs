//! Handlers registered on an HTTP route: `.route("/clear/:session_id", post(clear_history))`
//! names `clear_history` as the function a request to that path runs. The registration is
//! recorded as a call site of the handler with the route as its command, so the call graph
//! knows who reaches the handler and a reset it makes says which route asks for it.

use syn::Expr;
use syn::visit::{self, Visit};

use super::Walker;
use crate::analysis::syntax::{segment_names, strip_parens};
use crate::analysis::{CallSite, Callee, MAX_DEPTH, ROUTE_COMMAND};

impl Walker<'_, '_> {
    /// `.route("/path", post(handler))` (also `web::post().to(handler)`, `get(a).post(b)`):
    /// each function named as a value in the arguments after the path is a handler of it.
    pub(super) fn note_route_handlers(&mut self, call: &syn::ExprMethodCall) {
        if call.method != "route" {
            return;
        }
        let Some(Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(path),
            ..
        })) = call.args.first().map(strip_parens)
        else {
            return;
        };
        let path = path.value();
        if !path.starts_with('/') {
            return;
        }
        let mut handlers = Handlers {
            found: Vec::new(),
            depth: 0,
        };
        for arg in call.args.iter().skip(1) {
            handlers.visit_expr(arg);
        }
        for handler in handlers.found {
            let segments = segment_names(&handler.path);
            let span = handler
                .path
                .segments
                .last()
                .map_or_else(proc_macro2::Span::call_site, |s| s.ident.span());
            self.facts.calls.push(CallSite {
                callee: Callee::Path(segments),
                span,
                window_args: Vec::new(),
                forwarded_items: Vec::new(),
                in_closure: false,
                user_command: Some(format!("{ROUTE_COMMAND}\"{path}\"")),
                suppressions: self.scope(),
            });
        }
    }
}

/// The paths handed as arguments of calls (`post(clear_history)`, `.to(handlers::clear)`):
/// functions named as values, whose last segment is in snake case (not a type or constant).
struct Handlers<'ast> {
    found: Vec<&'ast syn::ExprPath>,
    depth: usize,
}

impl<'ast> Handlers<'ast> {
    fn note_args(&mut self, args: impl IntoIterator<Item = &'ast Expr>) {
        for arg in args {
            if let Expr::Path(path) = strip_parens(arg)
                && path.qself.is_none()
                && path.path.segments.last().is_some_and(|s| {
                    let name = s.ident.to_string();
                    name.chars().next().is_some_and(|c| c.is_ascii_lowercase())
                        && s.arguments.is_none()
                })
            {
                self.found.push(path);
            }
        }
    }
}

impl<'ast> Visit<'ast> for Handlers<'ast> {
    fn visit_expr(&mut self, expr: &'ast Expr) {
        if self.depth >= MAX_DEPTH {
            return;
        }
        match expr {
            Expr::Call(call) => self.note_args(&call.args),
            Expr::MethodCall(call) => self.note_args(&call.args),
            _ => {}
        }
        self.depth += 1;
        visit::visit_expr(self, expr);
        self.depth -= 1;
    }

    fn visit_item(&mut self, _: &'ast syn::Item) {}
}
