//! Expansion: analyse the item, report violations as compile errors next to the item, and
//! strip the suppression attributes the compiler must not see.

use guard_lint::analysis::{self, Violation, parse_suppression};
use proc_macro2::{Delimiter, Group, Span, TokenStream, TokenTree};
use quote::{ToTokens, quote};
use syn::parse::Parser;
use syn::{Attribute, Item};

/// `#[retention_safe(args)] item`.
pub(crate) fn retention_safe(args: TokenStream, item: TokenStream) -> TokenStream {
    let config = match crate::args::parse(args) {
        Ok(config) => config,
        Err(e) => return with_errors(item, Some(e)),
    };
    let parsed: Item = match syn::parse2(item.clone()) {
        Ok(parsed) => parsed,
        Err(e) => return with_errors(item, Some(e)),
    };
    if !matches!(parsed, Item::Fn(_) | Item::Impl(_)) {
        let e = syn::Error::new(
            Span::call_site(),
            "#[retention_safe] goes on a function, a method or an impl block",
        );
        return with_errors(item, Some(e));
    }
    let facts = match isolated(|| analysis::analyze_item(&parsed, &[], &config)) {
        Ok(facts) => facts,
        Err(e) => return with_errors(strip_suppressions(item), Some(e)),
    };
    // Methods with their own #[retention_safe] (and its arguments) are checked by it.
    let own = self_annotated_methods(&parsed);
    let errors = facts
        .functions
        .iter()
        .filter(|f| !own.contains(&f.name))
        .flat_map(|f| &f.violations)
        .chain(&facts.violations)
        .filter(|v| v.suppressed_by.is_none())
        .map(to_error)
        .reduce(|mut all, e| {
            all.combine(e);
            all
        });
    with_errors(strip_suppressions(item), errors)
}

/// Run the analysis, turning a panic (a bug in it) into a compile error that says so, instead
/// of the compiler's bare "proc macro panicked": the item is still emitted, and the message
/// names the way out (report it; remove the attribute to build without the check).
fn isolated<T>(analyse: impl FnOnce() -> T) -> Result<T, syn::Error> {
    guard_lint::isolate::isolated(analyse).map_err(|why| {
        syn::Error::new(
            Span::call_site(),
            format!(
                "#[retention_safe] could not analyse this item: internal error ({why})\n\
                 = help: please report it with this item's code; removing the attribute builds \
                 the item without the check, and `cargo guard-lint` still lints it"
            ),
        )
    })
}

/// `#[retention_allow(rule, reason = "...")] item`: check the attribute, pass the item on.
///
/// When the item also carries `#[retention_safe]` (after this attribute), the suppression is
/// put back after it, so that `#[retention_safe]` sees it.
pub(crate) fn retention_allow(args: TokenStream, item: TokenStream) -> TokenStream {
    // Rebuild the attribute the compiler consumed, so the analysis reads it as written.
    let attr = match syn::Attribute::parse_outer.parse2(quote!(#[retention_allow(#args)])) {
        Ok(mut attrs) if attrs.len() == 1 => attrs.remove(0),
        Ok(_) => return item,
        Err(e) => return with_errors(item, Some(e)),
    };
    let Ok(mut parsed) = syn::parse2::<Item>(item.clone()) else {
        return with_errors(item, parse_suppression(&attr, Span::call_site()).err());
    };
    if let Some(attrs) = item_attrs_mut(&mut parsed)
        && attrs.iter().any(is_retention_safe)
    {
        // `#[retention_safe]` expands next, reads the suppression and reports its problems.
        attrs.push(attr);
        return parsed.into_token_stream();
    }
    let error = match parse_suppression(&attr, Span::call_site()) {
        Err(e) => Some(e),
        Ok(s) => guard_lint::rules::suppression_without_reason::check(&[s], &[])
            .iter()
            .map(to_error)
            .reduce(|mut all, e| {
                all.combine(e);
                all
            }),
    };
    with_errors(item, error)
}

/// The names of the methods of an impl block that carry their own `#[retention_safe]`.
fn self_annotated_methods(item: &Item) -> Vec<String> {
    let Item::Impl(imp) = item else {
        return Vec::new();
    };
    imp.items
        .iter()
        .filter_map(|i| match i {
            syn::ImplItem::Fn(f) if f.attrs.iter().any(is_retention_safe) => {
                Some(f.sig.ident.to_string())
            }
            _ => None,
        })
        .collect()
}

/// The compile error for `v`: rule, message and help, underlining the whole expression.
fn to_error(v: &Violation) -> syn::Error {
    let message = format!(
        "{} ({} {})\n= help: {}",
        v.message, v.rule.id, v.rule.name, v.help
    );
    let mut ends = TokenStream::new();
    for span in [v.span, v.last_token] {
        let mut punct = proc_macro2::Punct::new('.', proc_macro2::Spacing::Alone);
        punct.set_span(span);
        ends.extend([TokenTree::Punct(punct)]);
    }
    syn::Error::new_spanned(ends, message)
}

/// The item followed by the errors, so the rest of the crate still type-checks.
fn with_errors(item: TokenStream, errors: Option<syn::Error>) -> TokenStream {
    let errors = errors.map(|e| e.to_compile_error());
    quote!(#item #errors)
}

fn is_retention_safe(attr: &Attribute) -> bool {
    attr.path()
        .segments
        .last()
        .is_some_and(|s| s.ident == "retention_safe")
}

fn item_attrs_mut(item: &mut Item) -> Option<&mut Vec<Attribute>> {
    match item {
        Item::Fn(f) => Some(&mut f.attrs),
        Item::Impl(i) => Some(&mut i.attrs),
        Item::Mod(m) => Some(&mut m.attrs),
        Item::Trait(t) => Some(&mut t.attrs),
        _ => None,
    }
}

/// `tokens` without any `#[retention_allow(..)]` (at any depth): on statements and expressions
/// the compiler would reject it (custom attributes there are unstable).
fn strip_suppressions(tokens: TokenStream) -> TokenStream {
    let mut out = Vec::new();
    let mut iter = tokens.into_iter().peekable();
    while let Some(token) = iter.next() {
        match token {
            TokenTree::Punct(p) if p.as_char() == '#' => {
                if let Some(TokenTree::Group(g)) = iter.peek()
                    && g.delimiter() == Delimiter::Bracket
                    && names_suppression(g.stream())
                {
                    iter.next();
                    continue;
                }
                out.push(TokenTree::Punct(p));
            }
            TokenTree::Group(g) => {
                let mut stripped = Group::new(g.delimiter(), strip_suppressions(g.stream()));
                stripped.set_span(g.span());
                out.push(TokenTree::Group(stripped));
            }
            other => out.push(other),
        }
    }
    out.into_iter().collect()
}

/// The inside of `#[...]` is `path::retention_allow(...)`.
fn names_suppression(attr: TokenStream) -> bool {
    let mut last_ident = None;
    for token in attr {
        match token {
            TokenTree::Ident(i) => last_ident = Some(i),
            TokenTree::Punct(p) if p.as_char() == ':' => {}
            _ => break,
        }
    }
    last_ident.is_some_and(|i| i == analysis::SUPPRESSION_ATTRIBUTE)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panicking_analysis_is_a_compile_error_naming_the_cause() {
        let error = isolated(|| -> u32 { panic!("depth limit") }).unwrap_err();
        let message = error.to_string();
        assert!(
            message.contains("internal error (depth limit (at guard-macros/src/expand.rs:"),
            "{message}"
        );
        assert!(message.contains("removing the attribute"), "{message}");
        assert_eq!(isolated(|| 7).unwrap(), 7);
    }
}
