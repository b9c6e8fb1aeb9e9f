//! Suppression attributes: `#[retention_allow(rule, reason = "...")]`.
//!
//! The rule is an id (`RG005`) or a kebab-case name (`raw-window-edit`), written bare or as a
//! string. The same attribute is read by `#[retention_safe]` (on statements and expressions
//! inside the annotated body, which it strips) and by the linter (anywhere in the source; on
//! items it is `guard_macros::retention_allow`, which checks the reason and passes the item on).

use proc_macro2::{Span, TokenTree};
use syn::parse::{ParseStream, Parser};
use syn::spanned::Spanned;
use syn::{Attribute, LitStr, Token};

use super::Suppression;
use crate::rules;

/// The attribute's name.
pub const ATTRIBUTE: &str = "retention_allow";

/// Whether `attr` is a suppression (`retention_allow`, with or without a crate path).
pub fn is_suppression_attr(attr: &Attribute) -> bool {
    attr.path()
        .segments
        .last()
        .is_some_and(|s| s.ident == ATTRIBUTE)
}

/// Read the suppressions among `attrs` (applying to the code at `scope`, computed only when
/// there is one) into `list`, or their syntax errors into `malformed`, and put the new ones in
/// scope (`active`). Returns how many were put in scope.
pub(crate) fn enter(
    attrs: &[Attribute],
    scope: impl Fn() -> Span,
    list: &mut Vec<Suppression>,
    malformed: &mut Vec<syn::Error>,
    active: &mut Vec<usize>,
) -> usize {
    let mut pushed = 0;
    for attr in attrs.iter().filter(|a| is_suppression_attr(a)) {
        match parse_suppression(attr, scope()) {
            Ok(s) => {
                list.push(s);
                active.push(list.len() - 1);
                pushed += 1;
            }
            Err(e) => malformed.push(e),
        }
    }
    pushed
}

/// Parse a suppression attribute applying to the code at `scope`.
///
/// A missing or empty reason and an unknown rule are not parse errors (they are RG010
/// violations, so the linter can report them as such); malformed syntax is.
pub fn parse_suppression(attr: &Attribute, scope: Span) -> syn::Result<Suppression> {
    let list = attr.meta.require_list().map_err(|_| {
        syn::Error::new(
            attr.span(),
            format!(
                "expected `#[{ATTRIBUTE}(rule-name, reason = \"...\")]`, e.g. \
                 `#[{ATTRIBUTE}(raw-window-edit, reason = \"host-side cache, not the window\")]`"
            ),
        )
    })?;
    let (rule_key, reason) = (|input: ParseStream| parse_args(input, list.delimiter.span().join()))
        .parse2(list.tokens.clone())?;
    let (span, last_token) = super::syntax::span_range(attr);
    Ok(Suppression {
        rule: rules::find(&rule_key),
        rule_key,
        reason,
        span,
        last_token,
        scope,
    })
}

fn parse_args(input: ParseStream, whole: Span) -> syn::Result<(String, Option<String>)> {
    let rule_key = parse_rule_key(input, whole)?;
    let mut reason = None;
    while !input.is_empty() {
        input.parse::<Token![,]>()?;
        if input.is_empty() {
            break;
        }
        let key: syn::Ident = input.parse()?;
        if key != "reason" {
            return Err(syn::Error::new(
                key.span(),
                format!("unknown key `{key}` in `{ATTRIBUTE}`; expected `reason = \"...\"`"),
            ));
        }
        input.parse::<Token![=]>()?;
        let text: LitStr = input.parse()?;
        reason = Some(text.value());
    }
    Ok((rule_key, reason))
}

/// The rule: a string literal, or tokens up to the first comma (`raw-window-edit`, `RG005`).
fn parse_rule_key(input: ParseStream, whole: Span) -> syn::Result<String> {
    if input.peek(LitStr) {
        return Ok(input.parse::<LitStr>()?.value());
    }
    let mut key = String::new();
    while !input.is_empty() && !input.peek(Token![,]) {
        let token: TokenTree = input.parse()?;
        key.push_str(&token.to_string());
    }
    if key.is_empty() {
        return Err(syn::Error::new(
            whole,
            format!(
                "`{ATTRIBUTE}` needs the rule to allow, e.g. `{ATTRIBUTE}(raw-window-edit, reason = \"...\")`"
            ),
        ));
    }
    Ok(key)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(src: &str) -> syn::Result<Suppression> {
        let attrs = Attribute::parse_outer.parse_str(src).unwrap();
        parse_suppression(&attrs[0], Span::call_site())
    }

    #[test]
    fn reads_rule_by_name_or_id_and_the_reason() {
        let s = parse(r#"#[retention_allow(raw-window-edit, reason = "scratch copy")]"#).unwrap();
        assert_eq!(s.rule.map(|r| r.id), Some("RG005"));
        assert_eq!(s.reason.as_deref(), Some("scratch copy"));
        let s = parse(r#"#[guard_macros::retention_allow("RG003")]"#).unwrap();
        assert_eq!(s.rule.map(|r| r.name), Some("rewrite-of-rewrite"));
        assert_eq!(s.reason, None);
    }

    #[test]
    fn unknown_rules_parse_without_a_rule() {
        let s = parse(r#"#[retention_allow(no-such-rule, reason = "x")]"#).unwrap();
        assert_eq!(s.rule_key, "no-such-rule");
        assert!(s.rule.is_none());
    }

    #[test]
    fn malformed_attributes_are_errors() {
        assert!(parse("#[retention_allow]").is_err());
        assert!(parse("#[retention_allow()]").is_err());
        assert!(parse(r#"#[retention_allow(raw-window-edit, because = "x")]"#).is_err());
        assert!(parse("#[retention_allow(raw-window-edit, reason = 3)]").is_err());
    }
}
