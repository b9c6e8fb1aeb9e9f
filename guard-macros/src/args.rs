//! The arguments of `#[retention_safe(...)]`, parsed into the analysis configuration.

use guard_lint::analysis::AnalysisConfig;
use proc_macro2::TokenStream;
use syn::parse::{Parse, ParseStream, Parser};
use syn::punctuated::Punctuated;
use syn::{Expr, Ident, Token};

/// The argument names, for error messages.
const KEYS: &str = "`window`, `store`, `summarizer`, `scorer`, `flush`, `window_type`";

/// One `key = value` argument.
struct Argument {
    key: Ident,
    value: Expr,
}

impl Parse for Argument {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let key: Ident = input.call(Ident::parse_any_ident)?;
        input.parse::<Token![=]>().map_err(|_| {
            syn::Error::new(
                key.span(),
                format!("expected `{key} = ...` (arguments are `key = value`)"),
            )
        })?;
        let value: Expr = input.parse()?;
        Ok(Argument { key, value })
    }
}

trait ParseAnyIdent {
    fn parse_any_ident(input: ParseStream) -> syn::Result<Ident>;
}

impl ParseAnyIdent for Ident {
    /// An identifier, keywords included (`type`, `self`), so the error can name it.
    fn parse_any_ident(input: ParseStream) -> syn::Result<Ident> {
        use syn::ext::IdentExt;
        Ident::parse_any(input)
            .map_err(|e| syn::Error::new(e.span(), format!("expected an argument: one of {KEYS}")))
    }
}

/// Parse `#[retention_safe(...)]`'s arguments into a configuration for the annotated item.
pub(crate) fn parse(args: TokenStream) -> syn::Result<AnalysisConfig> {
    let mut cfg = AnalysisConfig {
        annotated: true,
        ..AnalysisConfig::default()
    };
    let list = Punctuated::<Argument, Token![,]>::parse_terminated.parse2(args)?;
    for Argument { key, value } in list {
        match key.to_string().as_str() {
            "window" => cfg.windows.push(place(&key, &value)?),
            "store" => cfg.stores.push(place(&key, &value)?),
            "summarizer" | "summariser" => cfg.extra_summarisers.push(name(&key, &value)?),
            "scorer" => cfg.extra_scorers.push(name(&key, &value)?),
            "flush" => cfg.extra_flushes.push(name(&key, &value)?),
            "window_type" => cfg.extra_window_types.push(name(&key, &value)?),
            other => {
                return Err(syn::Error::new(
                    key.span(),
                    format!(
                        "unknown argument `{other}` for #[retention_safe]; expected one of {KEYS}"
                    ),
                ));
            }
        }
    }
    Ok(cfg)
}

/// A place (`self.history`, `window`, `self.state.turns`), as the analysis writes it.
fn place(key: &Ident, value: &Expr) -> syn::Result<String> {
    let mut text = String::new();
    let mut expr = value;
    loop {
        match expr {
            Expr::Field(f) => {
                let syn::Member::Named(member) = &f.member else {
                    break;
                };
                text = format!(".{member}{text}");
                expr = &f.base;
            }
            Expr::Path(p) if p.qself.is_none() && p.path.segments.len() == 1 => {
                return Ok(format!("{}{text}", p.path.segments[0].ident));
            }
            _ => break,
        }
    }
    Err(syn::Error::new_spanned(
        value,
        format!("`{key}` expects a place such as `self.history` or `window`"),
    ))
}

/// A function, method or type name (`summarize`, `ContextWindow`).
fn name(key: &Ident, value: &Expr) -> syn::Result<String> {
    match value {
        Expr::Path(p) if p.qself.is_none() => {
            if let Some(last) = p.path.segments.last() {
                return Ok(last.ident.to_string());
            }
        }
        Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(s),
            ..
        }) => return Ok(s.value()),
        _ => {}
    }
    Err(syn::Error::new_spanned(
        value,
        format!("`{key}` expects a name such as `summarize`"),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use quote::quote;

    #[test]
    fn reads_places_and_names() {
        let cfg = parse(quote!(
            window = self.state.turns,
            window = ctx,
            store = self.store,
            summarizer = shrink,
            scorer = "salience_of",
            flush = commit_batch,
            window_type = ContextWindow,
        ))
        .unwrap();
        assert!(cfg.annotated);
        assert_eq!(cfg.windows, ["self.state.turns", "ctx"]);
        assert_eq!(cfg.stores, ["self.store"]);
        assert_eq!(cfg.extra_summarisers, ["shrink"]);
        assert_eq!(cfg.extra_scorers, ["salience_of"]);
        assert_eq!(cfg.extra_flushes, ["commit_batch"]);
        assert_eq!(cfg.extra_window_types, ["ContextWindow"]);
        assert!(parse(quote!()).unwrap().windows.is_empty());
    }

    #[test]
    fn rejects_unknown_and_malformed_arguments() {
        let message = |tokens| parse(tokens).err().map(|e| e.to_string());
        assert_eq!(
            message(quote!(windw = self.history)).as_deref(),
            Some(
                "unknown argument `windw` for #[retention_safe]; expected one of `window`, \
                 `store`, `summarizer`, `scorer`, `flush`, `window_type`"
            )
        );
        assert!(message(quote!(window)).is_some());
        assert!(message(quote!(window = 3)).is_some());
        assert!(message(quote!(window = self.history())).is_some());
        assert!(message(quote!(summarizer = a + b)).is_some());
        assert!(message(quote!(window = self.history,, )).is_some());
    }
}
