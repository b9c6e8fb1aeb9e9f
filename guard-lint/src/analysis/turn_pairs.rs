//! The collections a file fills with pairs of what one side of a conversation said and what
//! the other answered (see [`super::AnalysisConfig::turn_pair_lists`]): a context manager's
//! `self.session.push((user.to_string(), assistant.to_string()))` keeps the rounds of a
//! conversation, whatever the collection is called and though its items are only `(String,
//! String)`.

use syn::{Expr, Item};

use super::foreign_items::PUTS;
use super::names::{self, words};
use super::place::place_of;
use super::search::each_expr_in_items;
use super::syntax::strip_parens;

/// Last words of a value that holds what the asking side of a conversation said.
const ASKING: &[&str] = &["user", "human", "question", "query", "prompt"];
/// Last words of a value that holds what the answering side said.
const ANSWERING: &[&str] = &[
    "assistant",
    "ai",
    "bot",
    "answer",
    "response",
    "reply",
    "completion",
];

/// The collections (by their place as written, `self.session`) into which `items` puts, by
/// `push`, `push_back`, `push_front` or `insert`, a pair whose first value is named for the asking side
/// of a conversation and whose second is named for the answering side (`(user.to_string(),
/// assistant.to_string())`, `(question, answer)`), sorted. A pair of anything else (`(key,
/// value)`, `(name, score)`), or in the other order, says nothing of the collection; nor does
/// a local list, filled for one request as often as kept.
pub(crate) fn turn_pair_lists(items: &[Item]) -> Vec<String> {
    let mut lists = Vec::new();
    each_expr_in_items(items, |expr| {
        if let Expr::MethodCall(call) = expr
            && let Some(pair) = PUTS
                .iter()
                .find(|(method, at)| call.method == method && call.args.len() == at + 1)
                .map(|(_, at)| &call.args[*at])
            && is_turn_pair(pair)
            && let Some(place) = place_of(&call.receiver).filter(|p| !p.fields.is_empty())
        {
            lists.push(place.text());
        }
    });
    lists.sort();
    lists.dedup();
    lists
}

/// `expr` is a pair `(asked, answered)` of values named for the two sides, in that order.
fn is_turn_pair(expr: &Expr) -> bool {
    let Expr::Tuple(tuple) = strip_parens(expr) else {
        return false;
    };
    match tuple.elems.iter().collect::<Vec<_>>().as_slice() {
        [asked, answered] => names_side(asked, ASKING) && names_side(answered, ANSWERING),
        _ => false,
    }
}

/// The value `expr` holds, under conversions that keep it (`user.to_string()`, `&reply`,
/// `answer.clone()`), is a local or field whose name's last word is one of `side`.
fn names_side(expr: &Expr, side: &[&str]) -> bool {
    const KEEPS: &[&str] = &["to_string", "to_owned", "clone", "into", "as_str", "trim"];
    let mut value = strip_parens(expr);
    loop {
        value = match value {
            Expr::Reference(r) => strip_parens(&r.expr),
            Expr::MethodCall(m)
                if m.args.is_empty() && KEEPS.contains(&m.method.to_string().as_str()) =>
            {
                strip_parens(&m.receiver)
            }
            _ => break,
        };
    }
    place_of(value).is_some_and(|place| {
        !place.through_index
            && words(place.name())
                .last()
                .is_some_and(|last| side.iter().any(|w| names::word_is(last, w)))
    })
}

#[cfg(test)]
mod tests {
    use super::turn_pair_lists;

    fn lists(source: &str) -> Vec<String> {
        turn_pair_lists(&syn::parse_file(source).expect("parses").items)
    }

    #[test]
    fn a_list_of_asked_and_answered_pairs_is_found() {
        let source = r#"
            impl ContextManager {
                fn add_turn(&mut self, user: &str, assistant: &str) {
                    self.session.push((user.to_string(), assistant.to_string()));
                }
                fn add_qa(&mut self, question: String, answer: String) {
                    self.state.qa.push_back((question, answer.clone()));
                }
                fn put_first(&mut self, query: &str, response: &str) {
                    self.log.insert(0, (query.to_owned(), response.to_owned()));
                }
            }
        "#;
        assert_eq!(lists(source), ["self.log", "self.session", "self.state.qa"]);
    }

    #[test]
    fn other_pairs_and_locals_are_not() {
        let source = r#"
            impl Env {
                fn set(&mut self, key: String, value: String, user: String, reply: String) {
                    self.vars.push((key, value));
                    self.swapped.push((reply, user));
                    self.triple.push((user.clone(), reply.clone(), key));
                    self.picked.push((users[0].clone(), reply));
                    let mut local = Vec::new();
                    local.push((user, reply));
                }
            }
        "#;
        assert!(lists(source).is_empty(), "{:?}", lists(source));
    }
}
