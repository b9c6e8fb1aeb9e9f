//! Handlers registered on an HTTP route: `.route("/clear/:session_id", post(clear_history))`
//! names `clear_history` as the function a request to that path runs; and on a chat bot's
//! command: teloxide's `dptree::case![Command::Clear].endpoint(handle_clear)` names
//! `handle_clear` as the function the user's `/clear` runs. The registration is recorded as a
//! call site of the handler with the route or the command as its command, so the call graph
//! knows who reaches the handler and a reset it makes says which route or command asks for it.

use syn::Expr;
use syn::visit::{self, Visit};

use super::Walker;
use super::commands::command_pattern;
use crate::analysis::syntax::{segment_names, strip_parens};
use crate::analysis::{CallSite, Callee, HANDLER_COMMAND, MAX_DEPTH, ROUTE_COMMAND};

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
        self.register_handlers(handlers.found, &format!("{ROUTE_COMMAND}\"{path}\""));
    }

    /// `dptree::case![Command::Clear].endpoint(handle_clear)`: the function named as the
    /// endpoint of a `case!` on a command variant that names a reset (see
    /// [`command_pattern`]) is that command's handler. A variant naming no reset
    /// (`Command::Ask`) registers nothing: what its handler clears, the user did not ask for.
    pub(super) fn note_command_endpoints(&mut self, call: &syn::ExprMethodCall) {
        if call.method != "endpoint" {
            return;
        }
        let Expr::Macro(case) = strip_parens(&call.receiver) else {
            return;
        };
        if case
            .mac
            .path
            .segments
            .last()
            .is_none_or(|s| s.ident != "case")
        {
            return;
        }
        let Some(command) = case
            .mac
            .parse_body_with(syn::Pat::parse_single)
            .ok()
            .as_ref()
            .and_then(command_pattern)
        else {
            return;
        };
        let mut handlers = Handlers {
            found: Vec::new(),
            depth: 0,
        };
        handlers.note_args(&call.args);
        self.register_handlers(handlers.found, &format!("{HANDLER_COMMAND}{command}"));
    }

    /// Records each of `handlers` as called here, on behalf of `command`.
    fn register_handlers(&mut self, handlers: Vec<&syn::ExprPath>, command: &str) {
        for handler in handlers {
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
                copy_args: Vec::new(),
                forwarded_windows: Vec::new(),
                receiver_copy: false,
                in_closure: false,
                user_command: Some(command.to_owned()),
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
