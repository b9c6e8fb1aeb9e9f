//! The positions a type keeps of the message a stream is writing (see
//! [`super::AnalysisConfig::stream_cursors`]): a buffer of a streamed reply sets
//! `self.current_assistant_index = Some(self.messages.len())` and then pushes the message the
//! stream fills, so the message at that position is the reply being written, not one the
//! conversation already held.

use std::collections::{BTreeMap, BTreeSet};

use syn::visit::{self, Visit};
use syn::{Expr, Item, Stmt};

use super::place::own_field;
use super::syntax::strip_parens;

/// Methods that append an item.
const APPENDS: &[&str] = &["push", "push_back"];

/// How one assignment `self.field = value` sets the field.
enum Setting {
    /// `None`.
    Cleared,
    /// `Some(self.window.len())` (or `self.window.len()`), with the window's field, followed in
    /// its block by an append onto that window (directly or through a method of `self`).
    Appended(String),
    /// A value read from the fields of `self` named, and from no other field of it
    /// (`self.current_index`, `adjusted(self.last_index, dropped)`).
    FromFields(BTreeSet<String>),
    /// Anything else: a position from elsewhere.
    Other,
}

/// The fields of `self` in `items` that hold the position of the message a stream is writing,
/// each with the field of the window it points into: every assignment of the field in the file
/// sets it to `None`, to the window's length just before a message is appended to it
/// (`self.current_assistant_index = Some(self.messages.len()); .. self.push(message)`, the
/// method `push` appending to `self.messages`), or to a value read only from such fields
/// (`self.last_assistant_index = self.current_assistant_index`, an index shifted after a cut:
/// `adjusted_index(self.current_tool_index, dropped)`); and at least one sets it to the length
/// or copies one that does. A field also set from a parameter or another value is no cursor:
/// that position is one the caller picks.
pub(crate) fn stream_cursors(items: &[Item]) -> Vec<(String, String)> {
    let appenders = appending_methods(items);
    let mut settings: BTreeMap<String, Vec<Setting>> = BTreeMap::new();
    let mut collect = Settings {
        appenders: &appenders,
        settings: &mut settings,
    };
    for item in items {
        collect.visit_item(item);
    }
    // Fields whose every setting is a cursor's, read only from fields still standing.
    let mut cursors: BTreeSet<String> = settings.keys().cloned().collect();
    loop {
        let before = cursors.len();
        let standing = cursors.clone();
        cursors.retain(|field| {
            settings[field].iter().all(|s| match s {
                Setting::Cleared | Setting::Appended(_) => true,
                Setting::FromFields(read) => read.iter().all(|r| standing.contains(r)),
                Setting::Other => false,
            })
        });
        if cursors.len() == before {
            break;
        }
    }
    // The window each cursor points into: the one it is set to the length of, or the one of
    // a cursor it copies.
    let mut windows: BTreeMap<String, String> = BTreeMap::new();
    for field in &cursors {
        if let Some(window) = settings[field].iter().find_map(|s| match s {
            Setting::Appended(w) => Some(w.clone()),
            _ => None,
        }) {
            windows.insert(field.clone(), window);
        }
    }
    loop {
        let before = windows.len();
        for field in &cursors {
            if windows.contains_key(field) {
                continue;
            }
            let copied = settings[field].iter().find_map(|s| match s {
                Setting::FromFields(read) => read
                    .iter()
                    .find(|r| *r != field)
                    .and_then(|r| windows.get(r).cloned()),
                _ => None,
            });
            if let Some(window) = copied {
                windows.insert(field.clone(), window);
            }
        }
        if windows.len() == before {
            break;
        }
    }
    windows.into_iter().collect()
}

/// The methods of `items` taking `self` whose body appends onto a field of `self`
/// (`fn push(&mut self, m: Message) { self.messages.push(m); .. }`), with those fields.
fn appending_methods(items: &[Item]) -> BTreeMap<String, BTreeSet<String>> {
    let mut methods = BTreeMap::new();
    for item in items {
        let Item::Impl(imp) = item else {
            continue;
        };
        for impl_item in &imp.items {
            let syn::ImplItem::Fn(f) = impl_item else {
                continue;
            };
            if f.sig.receiver().is_none() {
                continue;
            }
            let mut appended = Appended::default();
            appended.visit_block(&f.block);
            if !appended.0.is_empty() {
                methods.insert(f.sig.ident.to_string(), appended.0);
            }
        }
    }
    methods
}

/// The fields of `self` a node appends onto directly (`self.messages.push(m)`).
#[derive(Default)]
struct Appended(BTreeSet<String>);

impl<'ast> Visit<'ast> for Appended {
    fn visit_expr_method_call(&mut self, call: &'ast syn::ExprMethodCall) {
        if APPENDS.contains(&call.method.to_string().as_str())
            && let Some(field) = own_field(&call.receiver)
        {
            self.0.insert(field);
        }
        visit::visit_expr_method_call(self, call);
    }
}

/// `Some(self.window.len())` or `self.window.len()`: the window's field.
fn length_of_window(expr: &Expr) -> Option<String> {
    let inner = match strip_parens(expr) {
        Expr::Call(call)
            if call.args.len() == 1
                && matches!(&*call.func, Expr::Path(p) if p.path.is_ident("Some")) =>
        {
            &call.args[0]
        }
        other => other,
    };
    let Expr::MethodCall(len) = strip_parens(inner) else {
        return None;
    };
    (len.method == "len" && len.args.is_empty())
        .then(|| own_field(&len.receiver))
        .flatten()
}

/// The fields of `self` an expression reads, and whether it reads `self` otherwise (a method
/// call on `self`, `self` whole).
#[derive(Default)]
struct Reads {
    fields: BTreeSet<String>,
    other: bool,
}

impl<'ast> Visit<'ast> for Reads {
    fn visit_expr(&mut self, expr: &'ast Expr) {
        if let Some(field) = own_field(expr) {
            self.fields.insert(field);
            return;
        }
        if let Expr::Path(p) = expr
            && p.path.is_ident("self")
        {
            self.other = true;
            return;
        }
        if let Expr::MethodCall(call) = expr
            && matches!(strip_parens(&call.receiver), Expr::Path(p) if p.path.is_ident("self"))
        {
            self.other = true;
        }
        visit::visit_expr(self, expr);
    }
}

/// Every assignment of a field of `self` in the items walked, by field.
struct Settings<'s> {
    appenders: &'s BTreeMap<String, BTreeSet<String>>,
    settings: &'s mut BTreeMap<String, Vec<Setting>>,
}

impl Settings<'_> {
    fn setting(&self, value: &Expr, rest: &[Stmt]) -> Setting {
        if matches!(strip_parens(value), Expr::Path(p) if p.path.is_ident("None")) {
            return Setting::Cleared;
        }
        if let Some(window) = length_of_window(value) {
            return if self.appends_after(&window, rest) {
                Setting::Appended(window)
            } else {
                Setting::Other
            };
        }
        let mut reads = Reads::default();
        reads.visit_expr(value);
        if reads.other || reads.fields.is_empty() {
            Setting::Other
        } else {
            Setting::FromFields(reads.fields)
        }
    }

    /// A statement of `rest` appends onto `self.window`, directly or through a method of
    /// `self` that does.
    fn appends_after(&self, window: &str, rest: &[Stmt]) -> bool {
        struct Finds<'f> {
            window: &'f str,
            appenders: &'f BTreeMap<String, BTreeSet<String>>,
            found: bool,
        }
        impl<'ast> Visit<'ast> for Finds<'_> {
            fn visit_expr_method_call(&mut self, call: &'ast syn::ExprMethodCall) {
                let method = call.method.to_string();
                if APPENDS.contains(&method.as_str())
                    && own_field(&call.receiver).as_deref() == Some(self.window)
                {
                    self.found = true;
                }
                if matches!(strip_parens(&call.receiver), Expr::Path(p) if p.path.is_ident("self"))
                    && self
                        .appenders
                        .get(&method)
                        .is_some_and(|fields| fields.contains(self.window))
                {
                    self.found = true;
                }
                visit::visit_expr_method_call(self, call);
            }
        }
        let mut finds = Finds {
            window,
            appenders: self.appenders,
            found: false,
        };
        for stmt in rest {
            finds.visit_stmt(stmt);
        }
        finds.found
    }
}

impl<'ast> Visit<'ast> for Settings<'_> {
    fn visit_block(&mut self, block: &'ast syn::Block) {
        for (i, stmt) in block.stmts.iter().enumerate() {
            let assign = match stmt {
                Stmt::Expr(Expr::Assign(assign), _) => Some(assign),
                _ => None,
            };
            if let Some(assign) = assign
                && let Some(field) = own_field(&assign.left)
            {
                let setting = self.setting(&assign.right, &block.stmts[i + 1..]);
                self.settings.entry(field).or_default().push(setting);
                visit::visit_expr(self, &assign.right);
                continue;
            }
            self.visit_stmt(stmt);
        }
    }

    fn visit_expr_assign(&mut self, assign: &'ast syn::ExprAssign) {
        // An assignment that is not a statement of its own (`x = (self.f = v)` or in a
        // closure's expression body): its field takes a value with nothing after it.
        if let Some(field) = own_field(&assign.left) {
            let setting = self.setting(&assign.right, &[]);
            self.settings.entry(field).or_default().push(setting);
        }
        visit::visit_expr_assign(self, assign);
    }
}
