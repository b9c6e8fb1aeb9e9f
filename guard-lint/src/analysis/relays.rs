//! The functions of a file that hand back what a summariser returns (see
//! [`super::AnalysisConfig::relayed_summarisers`]): `create_memory_dump(&old)` ending in
//! `self.create_compressed_summary(&text).await`, not named as a summariser itself, makes
//! the same model-authored summary as the function it calls.

use std::collections::BTreeSet;

use syn::{Block, Expr, Item, Stmt};

use super::AnalysisConfig;
use super::syntax::{strip_parens, strip_unwraps};

/// The functions of `items` (methods and inline modules included), not named as summarisers,
/// whose result is the result of a call of a summariser with a model (named as one, not one of
/// `host_written`) or of another such function: the value they return last
/// (`self.create_compressed_summary(&text).await`, `Ok(summary)` for `let summary =
/// summarize(..).await?`). Sorted, without repeats. A function that only calls a summariser
/// on the way, returning something else, relays none.
pub(crate) fn relayed_summarisers(
    items: &[Item],
    cfg: &AnalysisConfig,
    host_written: &[String],
) -> Vec<String> {
    if !cfg.heuristics {
        return Vec::new();
    }
    let mut functions = Vec::new();
    super::items::for_each_function(items, 0, &mut |_, sig, block| {
        functions.push((sig.ident.to_string(), &sig.output, block));
    });
    let mut found = BTreeSet::new();
    // Each round follows one more relay back (`a` returns `b(..)`, `b` returns `summarize(..)`).
    for _ in 0..super::MAX_DEPTH {
        let before = found.len();
        for (name, output, block) in &functions {
            if found.contains(name) || cfg.is_summariser(name) {
                continue;
            }
            let returns_summary = super::items::returns_text(output, |t| cfg.is_message_type(t))
                && returned_callee(block).is_some_and(|callee| {
                    found.contains(&callee)
                        || (cfg.is_summariser(&callee) && !host_written.contains(&callee))
                });
            if returns_summary {
                found.insert(name.clone());
            }
        }
        if found.len() == before {
            break;
        }
    }
    found.into_iter().collect()
}

/// The name of the function or method whose call `block` returns as its value: its tail
/// expression, through `.await`, `?`, `Ok(..)` or `Some(..)` and error conversions
/// (`map_err`, `context`), or a local the block binds to such a call (`let summary =
/// summarize(..).await?; Ok(summary)`).
fn returned_callee(block: &Block) -> Option<String> {
    let Some(Stmt::Expr(tail, None)) = block.stmts.last() else {
        return None;
    };
    let value = returned_value(tail);
    if let Expr::Path(p) = value
        && let Some(local) = p.path.get_ident()
    {
        return block.stmts.iter().rev().find_map(|stmt| match stmt {
            Stmt::Local(local_stmt)
                if matches!(&local_stmt.pat, syn::Pat::Ident(i) if i.ident == *local) =>
            {
                local_stmt
                    .init
                    .as_ref()
                    .and_then(|init| callee(returned_value(&init.expr)))
            }
            _ => None,
        });
    }
    callee(value)
}

/// `expr` without what passes its value on unchanged: `.await`, `?`, `unwrap`, `Ok(..)`,
/// `Some(..)`, `map_err(..)`, `context(..)`, `with_context(..)`.
fn returned_value(expr: &Expr) -> &Expr {
    let mut expr = strip_unwraps(expr);
    loop {
        match expr {
            Expr::Await(a) => expr = strip_unwraps(&a.base),
            Expr::Call(call)
                if call.args.len() == 1
                    && matches!(strip_parens(&call.func), Expr::Path(p)
                        if p.path.is_ident("Ok") || p.path.is_ident("Some")) =>
            {
                expr = strip_unwraps(&call.args[0]);
            }
            Expr::MethodCall(call)
                if ["map_err", "context", "with_context"]
                    .contains(&call.method.to_string().as_str()) =>
            {
                expr = strip_unwraps(&call.receiver);
            }
            _ => return expr,
        }
    }
}

/// The name of the function or method `expr` calls (`summarize` for `summarize(..)` or
/// `self.summarize(..)`).
fn callee(expr: &Expr) -> Option<String> {
    match expr {
        Expr::MethodCall(call) => Some(call.method.to_string()),
        Expr::Call(call) => match strip_parens(&call.func) {
            Expr::Path(p) => p.path.segments.last().map(|s| s.ident.to_string()),
            _ => None,
        },
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::relayed_summarisers;
    use crate::analysis::AnalysisConfig;

    fn of(source: &str) -> Vec<String> {
        let file = syn::parse_file(source).expect("parse");
        relayed_summarisers(&file.items, &AnalysisConfig::default(), &[])
    }

    #[test]
    fn a_function_returning_what_a_summariser_returns_relays_it() {
        assert_eq!(
            of(
                "impl M { async fn create_memory_dump(&self, old: &[Message]) -> Result<String> { \
                 let text = render(old); self.create_compressed_summary(&text).await } }"
            ),
            ["create_memory_dump"]
        );
        // Through a local, and through another relay.
        assert_eq!(
            of("async fn digest(m: &[Message]) -> Result<String> { \
                let s = summarize_history(m).await?; Ok(s) } \
                async fn dump(m: &[Message]) -> Result<String> { digest(m).await }"),
            ["digest", "dump"]
        );
    }

    #[test]
    fn a_function_that_returns_something_else_relays_none() {
        assert!(
            of("async fn compact(&mut self) -> Result<usize> { \
                let s = self.summarize(&self.history).await?; Ok(self.history.len()) }")
            .is_empty()
        );
        assert!(
            of("async fn report(m: &[Message]) -> Result<String> { \
                let s = summarize(m).await?; Ok(format_stats(m)) }")
            .is_empty()
        );
    }
}
