//! Code inside macro invocations: arguments that parse as expressions are analysed too
//! (`vec![summary]`, `format!("{}", self.summary)`, `assert!(..)`, `write!(f, ..)`), and the
//! branches of `select!` (`Some(cmd) = rx.recv() => { .. }`), each read as a `match`.

use syn::parse::{ParseStream, Parser};
use syn::punctuated::Punctuated;
use syn::{Expr, Token};

/// What a `format!`-like `mac` formats: the names written inside its literal template
/// (`"{name}: {}"` gives `name`), then its other arguments; nothing when its first argument is
/// not a string literal.
pub(crate) fn format_operands(mac: &syn::Macro) -> Option<Vec<Expr>> {
    let mut args = macro_exprs(mac).into_iter();
    let first = args.next()?;
    let Expr::Lit(syn::ExprLit {
        lit: syn::Lit::Str(template),
        ..
    }) = crate::analysis::syntax::strip_parens(&first)
    else {
        return None;
    };
    let mut operands: Vec<Expr> = crate::analysis::derive::inline_format_args(&template.value())
        .filter_map(|name| syn::parse_str::<Expr>(name).ok())
        .collect();
    operands.extend(args);
    Some(operands)
}

/// The arguments of `expr` when it is a `format!` call, its format string first
/// (`format!("{} / {}", kept, total)`); `None` for any other expression.
pub(crate) fn format_call_args(expr: &Expr) -> Option<Vec<Expr>> {
    let Expr::Macro(mac) = expr else {
        return None;
    };
    mac.mac
        .path
        .is_ident("format")
        .then(|| macro_exprs(&mac.mac))
}

/// The format string and the operands of a `format!` call whose format string is a literal:
/// `("{} / {}", [kept, total])` of `format!("{} / {}", kept, total)`.
pub(crate) fn format_string_and_operands(expr: &Expr) -> Option<(String, Vec<Expr>)> {
    let mut args = format_call_args(expr)?.into_iter();
    let Some(Expr::Lit(syn::ExprLit {
        lit: syn::Lit::Str(text),
        ..
    })) = args.next()
    else {
        return None;
    };
    Some((text.value(), args.collect()))
}

/// The expressions among `mac`'s arguments, or nothing when they do not parse as
/// comma-separated expressions (or `expr; expr`, as in `vec![x; n]`).
pub(crate) fn macro_exprs(mac: &syn::Macro) -> Vec<Expr> {
    if mac.tokens.is_empty() {
        return Vec::new();
    }
    if mac
        .path
        .segments
        .last()
        .is_some_and(|s| s.ident.to_string().ends_with("matches"))
        && let Ok(exprs) = matches_exprs.parse2(mac.tokens.clone())
    {
        return exprs;
    }
    if mac
        .path
        .segments
        .last()
        .is_some_and(|s| s.ident == "select" || s.ident == "select_biased")
        && let Ok(exprs) = select_exprs.parse2(mac.tokens.clone())
    {
        return exprs;
    }
    if let Ok(list) = Punctuated::<Expr, Token![,]>::parse_terminated.parse2(mac.tokens.clone()) {
        return list.into_iter().map(named_argument_value).collect();
    }
    if mac.path.segments.last().is_some_and(|s| s.ident == "json") {
        let mut values = Vec::new();
        json_values(mac.tokens.clone(), &mut values, 0);
        return values;
    }
    let repeat = |input: ParseStream| {
        let value: Expr = input.parse()?;
        input.parse::<Token![;]>()?;
        let count: Expr = input.parse()?;
        Ok(vec![value, count])
    };
    repeat.parse2(mac.tokens.clone()).unwrap_or_default()
}

/// `name = value` among a macro's arguments names the value (a format argument,
/// `format!("{n}", n = messages.len())`, or a structured-logging field,
/// `debug!(num_messages = ctx.messages.len(), "..")`): no macro assigns it, so only the value
/// is code that runs.
fn named_argument_value(arg: Expr) -> Expr {
    match arg {
        Expr::Assign(assign) => *assign.right,
        other => other,
    }
}

/// The values of a `serde_json::json!` object (`json!({ "role": "user", "content": text })`
/// gives `text` and the literals), nested objects included, up to [`super::MAX_DEPTH`]. Tokens
/// that are not an object are read as one expression.
fn json_values(tokens: proc_macro2::TokenStream, out: &mut Vec<Expr>, depth: usize) {
    use proc_macro2::{Delimiter, TokenTree};
    let mut trees = tokens.clone().into_iter();
    let object = match (trees.next(), trees.next()) {
        (Some(TokenTree::Group(g)), None) if g.delimiter() == Delimiter::Brace => g.stream(),
        _ => {
            out.extend(syn::parse2::<Expr>(tokens).ok());
            return;
        }
    };
    if depth >= super::MAX_DEPTH {
        return;
    }
    let mut entry = Vec::new();
    for tree in
        object
            .into_iter()
            .chain(std::iter::once(TokenTree::Punct(proc_macro2::Punct::new(
                ',',
                proc_macro2::Spacing::Alone,
            ))))
    {
        if matches!(&tree, TokenTree::Punct(p) if p.as_char() == ',') {
            // The value: the tokens after the entry's first `:` (not a `::` path).
            let colon = entry.iter().enumerate().position(|(i, t)| {
                matches!(t, TokenTree::Punct(p) if p.as_char() == ':'
                    && p.spacing() == proc_macro2::Spacing::Alone
                    && !matches!(i.checked_sub(1).and_then(|j| entry.get(j)),
                        Some(TokenTree::Punct(q)) if q.as_char() == ':'))
            });
            if let Some(colon) = colon {
                json_values(entry.drain(colon + 1..).collect(), out, depth + 1);
            }
            entry.clear();
        } else {
            entry.push(tree);
        }
    }
}

/// `matches!(scrutinee, pattern)` without a guard: the scrutinee and the pattern, or nothing
/// for another macro or a `matches!` that does not parse.
pub(crate) fn matches_scrutinee_and_pattern(mac: &syn::Macro) -> Option<(Expr, syn::Pat)> {
    if !mac.path.is_ident("matches") {
        return None;
    }
    let parse = |input: ParseStream| -> syn::Result<(Expr, syn::Pat)> {
        let scrutinee: Expr = input.parse()?;
        input.parse::<Token![,]>()?;
        let pattern = syn::Pat::parse_multi_with_leading_vert(input)?;
        input.parse::<Option<Token![,]>>()?;
        Ok((scrutinee, pattern))
    };
    parse.parse2(mac.tokens.clone()).ok()
}

/// `matches!(scrutinee, pattern if guard)`: the scrutinee and the guard. The pattern is not
/// code that runs (and `"a" | "b" | ...` read as an expression nests one level per
/// alternative).
fn matches_exprs(input: ParseStream) -> syn::Result<Vec<Expr>> {
    let scrutinee: Expr = input.parse()?;
    input.parse::<Token![,]>()?;
    syn::Pat::parse_multi_with_leading_vert(input)?;
    let mut exprs = vec![scrutinee];
    if input.parse::<Option<Token![if]>>()?.is_some() {
        exprs.push(input.parse()?);
    }
    input.parse::<Option<Token![,]>>()?;
    // `assert_matches!(x, p, "message {}", arg)`: the message arguments.
    let rest = Punctuated::<Expr, Token![,]>::parse_terminated(input)?;
    exprs.extend(rest);
    Ok(exprs)
}

/// The branches of `tokio::select!` or `futures::select!`: `pattern = future (, if guard)? =>
/// handler`, each read as `match future { pattern => handler }` (so the pattern binds
/// what the handler uses, as in the expansion), its guard as an expression, and the `else`,
/// `complete` and `default` handlers as they are. A leading `biased;` is skipped.
fn select_exprs(input: ParseStream) -> syn::Result<Vec<Expr>> {
    if input.peek(syn::Ident) && input.peek2(Token![;]) {
        input.parse::<syn::Ident>()?;
        input.parse::<Token![;]>()?;
    }
    let mut exprs = Vec::new();
    while !input.is_empty() {
        let fallback = input.peek(Token![else])
            || (input.peek(syn::Ident) && input.peek2(Token![=>]) && {
                let fork = input.fork();
                let word: syn::Ident = fork.parse()?;
                word == "complete" || word == "default"
            });
        if fallback {
            if !input.peek(Token![else]) {
                input.parse::<syn::Ident>()?;
            } else {
                input.parse::<Token![else]>()?;
            }
            input.parse::<Token![=>]>()?;
            exprs.push(select_handler(input)?);
        } else {
            let pat = syn::Pat::parse_multi_with_leading_vert(input)?;
            input.parse::<Token![=]>()?;
            let future: Expr = input.parse()?;
            if input.peek(Token![,]) && input.peek2(Token![if]) {
                input.parse::<Token![,]>()?;
                input.parse::<Token![if]>()?;
                exprs.push(input.parse()?);
            }
            input.parse::<Token![=>]>()?;
            let handler = select_handler(input)?;
            exprs.push(branch_as_match(future, pat, handler));
        }
        input.parse::<Option<Token![,]>>()?;
    }
    Ok(exprs)
}

/// `match future { pattern => handler }`, built from its parts (not re-parsed from tokens, so
/// that a future no `match` could take unparenthesised, like a struct literal, cannot fail).
fn branch_as_match(future: Expr, pat: syn::Pat, handler: Expr) -> Expr {
    Expr::Match(syn::ExprMatch {
        attrs: Vec::new(),
        match_token: Default::default(),
        expr: Box::new(future),
        brace_token: Default::default(),
        arms: vec![syn::Arm {
            attrs: Vec::new(),
            pat,
            guard: None,
            fat_arrow_token: Default::default(),
            body: Box::new(handler),
            comma: None,
        }],
    })
}

/// One handler of a `select!` branch: a block, or an expression up to the next `,`.
fn select_handler(input: ParseStream) -> syn::Result<Expr> {
    if input.peek(syn::token::Brace) {
        Ok(Expr::Block(input.parse()?))
    } else {
        input.parse()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn exprs(src: &str) -> usize {
        let mac: syn::Macro = syn::parse_str(src).unwrap();
        macro_exprs(&mac).len()
    }

    #[test]
    fn parses_lists_repeats_and_gives_up_quietly() {
        assert_eq!(exprs("vec![a, b.c(), summary]"), 3);
        assert_eq!(exprs("vec![x; 3]"), 2);
        assert_eq!(exprs(r#"format!("{} {}", a, b)"#), 3);
        assert_eq!(exprs("macro_rules_like!(struct S;)"), 0);
        assert_eq!(exprs("empty!()"), 0);
        // The scrutinee and the guard of `matches!`, not the pattern.
        assert_eq!(exprs(r#"matches!(w, "a" | "b" | "c")"#), 1);
        assert_eq!(
            exprs("matches!(self.history.pop(), Some(m) if keep(&m))"),
            2
        );
        assert_eq!(exprs(r#"assert_matches!(x, Some(_), "why {}", y)"#), 3);
        // A named argument or logging field is its value, not an assignment.
        let mac: syn::Macro =
            syn::parse_str(r#"debug!(num_messages = ctx.messages.len(), "condensing")"#).unwrap();
        assert!(matches!(
            macro_exprs(&mac).first(),
            Some(Expr::MethodCall(_))
        ));
        // The branches of `select!`, each a `match` on its future (its guard apart).
        assert_eq!(
            exprs(
                "tokio::select! { biased; Some(c) = rx.recv() => { run(c) } _ = tick.tick(), if on => flush(), else => break }"
            ),
            4
        );
        let mac: syn::Macro = syn::parse_str("select! { m = inbox.next() => handle(m) }").unwrap();
        assert!(matches!(macro_exprs(&mac).first(), Some(Expr::Match(_))));
        // A future no `match` takes unparenthesised, and a branch cut short: no panic.
        assert_eq!(exprs("select! { v = Wait { for_ms: 5 } => go(v) }"), 1);
        assert_eq!(exprs("select! { v = ready() => }"), 0);
        // The values of a `json!` object, nested ones included.
        assert_eq!(exprs(r#"json!({ "role": "user", "content": summary })"#), 2);
        assert_eq!(
            exprs(
                r#"json!({ "role": Role::User.as_str(), "meta": { "from": summary, "n": [1, 2] } })"#
            ),
            3
        );
    }
}
