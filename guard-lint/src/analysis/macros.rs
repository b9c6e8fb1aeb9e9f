//! Code inside macro invocations: arguments that parse as expressions are analysed too
//! (`vec![summary]`, `format!("{}", self.summary)`, `assert!(..)`, `write!(f, ..)`).

use syn::parse::{ParseStream, Parser};
use syn::punctuated::Punctuated;
use syn::{Expr, Token};

/// The expressions among `mac`'s arguments, or nothing when they do not parse as
/// comma-separated expressions (or `expr; expr`, as in `vec![x; n]`).
pub(crate) fn macro_exprs(mac: &syn::Macro) -> Vec<Expr> {
    if mac.tokens.is_empty() {
        return Vec::new();
    }
    if let Ok(list) = Punctuated::<Expr, Token![,]>::parse_terminated.parse2(mac.tokens.clone()) {
        return list.into_iter().collect();
    }
    let repeat = |input: ParseStream| {
        let value: Expr = input.parse()?;
        input.parse::<Token![;]>()?;
        let count: Expr = input.parse()?;
        Ok(vec![value, count])
    };
    repeat.parse2(mac.tokens.clone()).unwrap_or_default()
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
    }
}
