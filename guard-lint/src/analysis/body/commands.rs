//! User commands: the `match` arms and `if` branches that answer what a user typed or pressed
//! (`"/clear" =>`, `if text == "!forget"`, `Command::Reset =>`, `KeyCode::Char('n') =>`,
//! `if ctrl('n')`). An edit there is what the user asked for.

use std::collections::HashSet;

use syn::{Expr, Pat};

use crate::analysis::search::any_expr;
use crate::analysis::syntax::strip_parens;
use crate::analysis::{BUTTON_COMMAND, EDIT_MODE_COMMAND, KEY_COMMAND};

/// The command a `match` arm answers, when its pattern is a string literal that reads as a
/// user command (`"/clear"`, `":reset"`, `"new"`), or alternatives of them (`"/new" | "/reset"`,
/// given as written), or a command's literal among string literals of its aliases (`"clear" |
/// "c"`, given as written: the short forms a REPL accepts for the same command). A role or a
/// kind (`"tool"`) is not a command, nor are aliases none of which is one (`"save" | "s"`).
pub(super) fn command_pattern(pat: &Pat) -> Option<String> {
    match pat {
        Pat::Lit(syn::PatLit {
            lit: syn::Lit::Str(s),
            ..
        }) => command_literal(s),
        Pat::Or(or) => {
            let cases: Option<Vec<String>> = or.cases.iter().map(command_pattern).collect();
            cases
                .map(|c| c.join(" | "))
                .or_else(|| aliased_command_literal(or))
                .or_else(|| aliased_command_variant(or))
        }
        Pat::TupleStruct(variant) => command_variant(&variant.path)
            .or_else(|| optional_command(variant))
            .or_else(|| {
                let [Pat::Lit(syn::PatLit { lit, .. })] =
                    variant.elems.iter().collect::<Vec<_>>()[..]
                else {
                    return None;
                };
                key_binding(&variant.path, lit)
            }),
        Pat::Struct(variant) => command_variant(&variant.path),
        Pat::Path(variant) => command_variant(&variant.path),
        // `WIPE_CMD =>`: a constant (a binding would be lower case), parsed as an identifier.
        Pat::Ident(ident) if ident.subpat.is_none() => command_constant(&ident.ident),
        _ => None,
    }
}

/// `Some(&"new")` or `Some("/clear")`: the word a user typed, taken from the command line's
/// words (`match parts.get(1)`), that reads as a command (see [`command_pattern`]).
fn optional_command(variant: &syn::PatTupleStruct) -> Option<String> {
    let [word] = variant.elems.iter().collect::<Vec<_>>()[..] else {
        return None;
    };
    let word = match word {
        Pat::Reference(reference) => &*reference.pat,
        other => other,
    };
    (variant.path.is_ident("Some") && matches!(word, Pat::Lit(_)))
        .then(|| command_pattern(word))
        .flatten()
}

/// Alternatives that are all string literals, one of which reads as a user command (`"clear" |
/// "c"`), as written: the command with its aliases.
fn aliased_command_literal(or: &syn::PatOr) -> Option<String> {
    let literals: Option<Vec<&syn::LitStr>> = or
        .cases
        .iter()
        .map(|case| match case {
            Pat::Lit(syn::PatLit {
                lit: syn::Lit::Str(s),
                ..
            }) => Some(s),
            _ => None,
        })
        .collect();
    let literals = literals?;
    literals
        .iter()
        .any(|s| command_literal(s).is_some())
        .then(|| {
            literals
                .iter()
                .map(|s| format!("{:?}", s.value()))
                .collect::<Vec<_>>()
                .join(" | ")
        })
}

/// Variants of a command enum, one a reset or edit command (see [`command_variant`]) and the
/// others named as one (`SlashCommand::Clear | SlashCommand::New`: a new conversation, the
/// same start over), as written: the command with its aliases. A variant named as no command
/// (`Tool::Clear | Tool::Read`) makes the arm answer more than the command.
fn aliased_command_variant(or: &syn::PatOr) -> Option<String> {
    let paths: Option<Vec<&syn::Path>> = or
        .cases
        .iter()
        .map(|case| match case {
            Pat::Path(variant) => Some(&variant.path),
            Pat::TupleStruct(variant) => Some(&variant.path),
            Pat::Struct(variant) => Some(&variant.path),
            _ => None,
        })
        .collect();
    let paths = paths?;
    let named_as_command = |path: &syn::Path| {
        command_variant(path).is_some()
            || path.segments.last().is_some_and(|last| {
                crate::analysis::names::first_word_is_any(
                    &last.ident.to_string(),
                    COMMAND_RESET_WORDS,
                )
            })
    };
    (paths.iter().any(|path| command_variant(path).is_some())
        && paths.iter().all(|path| named_as_command(path)))
    .then(|| {
        paths
            .iter()
            .map(|path| format!("`{}`", written(*path)))
            .collect::<Vec<_>>()
            .join(" | ")
    })
}

/// A constant named as a reset command (`CLEAR_CMD`, `RESET_COMMAND`, `CMD_WIPE`), in
/// backticks: a REPL's command text held in a `const` and matched by name, as a `"/clear"`
/// literal is matched by value. A constant naming no reset (`SUBMIT_CMD`) is not one.
fn command_constant(ident: &syn::Ident) -> Option<String> {
    let name = ident.to_string();
    let constant_case = name.chars().any(|c| c.is_ascii_uppercase())
        && name
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_');
    let names_reset = crate::analysis::names::words(&name).any(|word| {
        COMMAND_RESET_WORDS
            .iter()
            .any(|w| crate::analysis::names::word_is(word, w))
    });
    (constant_case && names_reset).then(|| format!("`{name}`"))
}

/// A variant of a command enum whose name starts with a reset verb
/// (`Command::DeleteSession(id)`, `Msg::ClearHistory`, `Request::Reset`), in backticks: a
/// handler's request to start over, as a `"/clear"` literal is a user's. So is a variant
/// naming the edit of a message the user picks anywhere in its name (`AgentInput::Rewind(n)`,
/// an iced update's `Message::MessageDeleted(index)` or `Message::MessageEditCommitted(index)`),
/// and one whose name starts with a load verb (`AgentInput::RestoreMessages(msgs)`,
/// `Msg::LoadSession`): a request to install a saved conversation, as a `"/load"` literal is.
fn command_variant(path: &syn::Path) -> Option<String> {
    const RESET_VERBS: &[&str] = &[
        "clear", "reset", "delete", "remove", "forget", "wipe", "restart",
    ];
    if names_a_setting(path) {
        return None;
    }
    let last = path.segments.last()?.ident.to_string();
    let mut words = crate::analysis::names::words(&last);
    let verb = words.next()?;
    let resets = RESET_VERBS
        .iter()
        .any(|v| crate::analysis::names::word_is(verb, v));
    let edits = crate::analysis::names::user_edit_verb(verb).is_some()
        || words.any(|w| crate::analysis::names::user_edit_verb(w).is_some());
    let loads = crate::analysis::names::names_a_load(&last);
    (resets || edits || loads || reports_a_reset(&last)).then(|| format!("`{}`", written(path)))
}

/// The variant is of an enum named as a configured way of doing something
/// (`CompressionStrategy::RemoveOldest`, `EvictionPolicy::DeleteOldest`): a setting the host
/// was configured with, matched to pick how it cuts, not something a user typed or pressed.
fn names_a_setting(path: &syn::Path) -> bool {
    const SETTINGS: &[&str] = &["strategy", "policy"];
    let segments: Vec<&syn::PathSegment> = path.segments.iter().collect();
    let [.., owner, _] = segments[..] else {
        return false;
    };
    let owner = owner.ident.to_string();
    crate::analysis::names::words(&owner)
        .last()
        .is_some_and(|word| {
            SETTINGS
                .iter()
                .any(|s| crate::analysis::names::word_is(word, s))
        })
}

/// Words naming a conversation in an event that reports it reset.
const CONVERSATION_WORDS: &[&str] = &[
    "context",
    "history",
    "conversation",
    "chat",
    "session",
    "messages",
    "transcript",
    "thread",
];

/// A variant's name reports that a conversation was started over, by a reset word in the past
/// tense after a word naming it (`AcpEvent::ContextCleared`, `Event::HistoryReset`,
/// `Update::SessionDeleted`) or by `new` and a word naming it (`AcpEvent::NewSessionCreated`,
/// `Event::NewChat`): an agent's or a server's notice that the user's reset happened, which a
/// client mirrors in that arm, as a `Command::Clear` arm does what it asks. A variant naming
/// no conversation (`CacheCleared`, `NewToolCall`) reports no reset of one.
fn reports_a_reset(name: &str) -> bool {
    const DONE: &[&str] = &["cleared", "reset", "wiped", "deleted"];
    let words: Vec<&str> = crate::analysis::names::words(name).collect();
    let is_any =
        |word: &str, set: &[&str]| set.iter().any(|w| crate::analysis::names::word_is(word, w));
    let names_conversation = |ws: &[&str]| ws.iter().any(|w| is_any(w, CONVERSATION_WORDS));
    match words.as_slice() {
        [first, rest @ ..] if crate::analysis::names::word_is(first, "new") => {
            rest.first().is_some_and(|w| is_any(w, CONVERSATION_WORDS))
        }
        [before @ .., last] if is_any(last, DONE) => names_conversation(before),
        _ => false,
    }
}

/// `ui.button("Delete").clicked()`: a button of an immediate-mode UI whose label names the
/// edit of a message (see [`crate::analysis::names::user_edit_verb`]), clicked, as written
/// after [`BUTTON_COMMAND`]. Its branch does what the user asked for by clicking it.
fn clicked_button(call: &syn::ExprMethodCall) -> Option<String> {
    if call.method != "clicked" {
        return None;
    }
    let Expr::MethodCall(button) = strip_parens(&call.receiver) else {
        return None;
    };
    let Some(Expr::Lit(syn::ExprLit {
        lit: syn::Lit::Str(label),
        ..
    })) = button.args.first().map(strip_parens)
    else {
        return None;
    };
    let label_text = label.value();
    (button.method == "button"
        && crate::analysis::names::words(&label_text)
            .any(|w| crate::analysis::names::user_edit_verb(w).is_some()))
    .then(|| format!("{BUTTON_COMMAND}{label_text:?}"))
}

/// Words that name a reset in a command's text or in the constant holding it.
const COMMAND_RESET_WORDS: &[&str] = &["clear", "reset", "new", "restart", "forget", "wipe"];

/// Words that name a load of a saved conversation in a command's text (`"load"`, `"switch"`
/// in `Some(&"switch") =>` of a `/history` command's words).
const COMMAND_LOAD_WORDS: &[&str] = &["load", "resume", "switch", "restore"];

/// A string literal that reads as a user command (`"/clear"`, `"!forget"`, `"reset"`,
/// `"load"`), as written. A command word a client sends as a message of its protocol
/// (`"clear_context"`, `"reset-history"`: one token of words joined by `_` or `-`, the first a
/// reset or load word) is one too; prose (`"clear the context"`) or a word that only starts
/// like one (`"clearance"`) is not.
fn command_literal(lit: &syn::LitStr) -> Option<String> {
    let text = lit.value();
    let sigil = text.starts_with(['/', ':', '!', '.']);
    let is_command_name = |word: &str| {
        COMMAND_RESET_WORDS
            .iter()
            .chain(COMMAND_LOAD_WORDS)
            .any(|w| word.eq_ignore_ascii_case(w))
    };
    let named_command = is_command_name(&text);
    let command_word = !text.is_empty()
        && text
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
        && text.split(['_', '-']).next().is_some_and(is_command_name);
    (sigil || named_command || command_word).then(|| format!("{text:?}"))
}

/// The command an `if` answers, when its condition compares text with a command literal
/// (`text == "/clear"`, `msg.content.eq("!forget")`, `input.starts_with("/reset")`) or a
/// constant named as one (`line == WIPE_CMD`), compares a key event with a key
/// (`key.code == KeyCode::Char('n')`), or calls one of `key_tests` (closures of the body that
/// test a key event) with a character (`ctrl('n')`), asks whether a button naming an edit
/// was clicked (`ui.button("Delete").clicked()`), or tests the screen's edit mode
/// (`is_editing`, see [`edit_mode`]), alone or among conditions joined by
/// `&&`: the `then` branch is that command's handler, like a `match` arm.
pub(super) fn command_condition(cond: &Expr, key_tests: &HashSet<String>) -> Option<String> {
    const COMPARISONS: &[&str] = &["eq", "starts_with", "eq_ignore_ascii_case"];
    let literal = |e: &Expr| match strip_parens(e) {
        Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(s),
            ..
        }) => command_literal(s),
        Expr::Path(path) if path.qself.is_none() => {
            path.path.get_ident().and_then(command_constant)
        }
        key => key_expr(key),
    };
    match strip_parens(cond) {
        Expr::Binary(b) if matches!(b.op, syn::BinOp::Eq(_)) => literal(&b.left)
            .or_else(|| literal(&b.right))
            .or_else(|| edit_mode(cond)),
        Expr::Binary(b) if matches!(b.op, syn::BinOp::And(_)) => {
            command_condition(&b.left, key_tests).or_else(|| command_condition(&b.right, key_tests))
        }
        Expr::MethodCall(call) if COMPARISONS.contains(&call.method.to_string().as_str()) => {
            call.args.first().and_then(literal)
        }
        Expr::MethodCall(call) => clicked_button(call).or_else(|| edit_mode(cond)),
        Expr::Call(call)
            if matches!(strip_parens(&call.func), Expr::Path(p)
                if p.path.get_ident().is_some_and(|f| key_tests.contains(&f.to_string())))
                && matches!(
                    call.args.iter().collect::<Vec<_>>()[..],
                    [Expr::Lit(syn::ExprLit {
                        lit: syn::Lit::Char(_),
                        ..
                    })]
                ) =>
        {
            Some(format!("{KEY_COMMAND}`{}`", written(call)))
        }
        other => edit_mode(other),
    }
}

/// `if is_editing`, `if self.chat.editing_message_index == Some(index)`, `if
/// state.editing_index.is_some()`: a test of whether the user is editing a message (the
/// screen's edit mode, a name with the word `editing`), as written after
/// [`EDIT_MODE_COMMAND`]. What its branch does to that message, the user asked for by editing
/// it.
fn edit_mode(cond: &Expr) -> Option<String> {
    let tested = match strip_parens(cond) {
        Expr::Binary(b) if matches!(b.op, syn::BinOp::Eq(_)) => {
            return edit_mode(&b.left).or_else(|| edit_mode(&b.right));
        }
        Expr::MethodCall(m) if m.method == "is_some" && m.args.is_empty() => {
            strip_parens(&m.receiver)
        }
        other => other,
    };
    let name = match tested {
        Expr::Path(p) => p.path.get_ident()?.to_string(),
        Expr::Field(f) => match &f.member {
            syn::Member::Named(name) => name.to_string(),
            syn::Member::Unnamed(_) => return None,
        },
        _ => return None,
    };
    crate::analysis::names::words(&name)
        .any(|w| crate::analysis::names::word_is(w, "editing"))
        .then(|| format!("{EDIT_MODE_COMMAND}`{name}`"))
}

/// A key a terminal or windowed app binds, as a pattern or a value (`KeyCode::Char('n')`,
/// `Key::Char('l')`): the `Char` variant of a key enum holding a character literal, as
/// written in backticks after [`KEY_COMMAND`]. Pressing it asks for what its arm does, as
/// typing `"/clear"` does. The keys that submit or edit the input (`Enter`, `Backspace`)
/// hold no character and bind no command.
fn key_binding(path: &syn::Path, lit: &syn::Lit) -> Option<String> {
    let syn::Lit::Char(ch) = lit else {
        return None;
    };
    names_key_char(path).then(|| format!("{KEY_COMMAND}`{}('{}')`", written(path), ch.value()))
}

/// `path` is the `Char` variant of a key enum (`KeyCode::Char`, `event::Key::Char`).
fn names_key_char(path: &syn::Path) -> bool {
    let mut segments = path.segments.iter().rev();
    segments.next().is_some_and(|s| s.ident == "Char")
        && segments
            .next()
            .is_some_and(|s| s.ident == "KeyCode" || s.ident == "Key")
}

/// [`key_binding`] for an expression (`key.code == KeyCode::Char('n')`).
fn key_expr(expr: &Expr) -> Option<String> {
    let Expr::Call(call) = expr else {
        return None;
    };
    let Expr::Path(func) = strip_parens(&call.func) else {
        return None;
    };
    let [Expr::Lit(arg)] = call.args.iter().collect::<Vec<_>>()[..] else {
        return None;
    };
    key_binding(&func.path, &arg.lit)
}

/// A closure that tests a key event (`let ctrl = |ch| modifiers.contains(KeyModifiers::CONTROL)
/// && code == KeyCode::Char(ch)`): its body compares with a key enum's `Char` variant. A
/// condition calling it with a character (`ctrl('n')`) binds that key.
pub(super) fn tests_a_key(closure: &syn::ExprClosure) -> bool {
    any_expr(&closure.body, |e| {
        matches!(e, Expr::Call(call)
            if matches!(strip_parens(&call.func), Expr::Path(p) if names_key_char(&p.path)))
    })
}

/// `node` as written, without the spaces token streams put between tokens (`ctrl('n')`,
/// `Command::Reset`).
pub(super) fn written(node: &impl quote::ToTokens) -> String {
    quote::ToTokens::to_token_stream(node)
        .to_string()
        .replace(' ', "")
}
