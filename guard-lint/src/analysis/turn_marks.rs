//! The fields a type keeps of where a turn began in a window (see
//! [`super::AnalysisConfig::turn_marks`]): an agent loop sets `self.turn_start =
//! self.history.len()` as a turn starts, so truncating the window back to that field
//! (`self.history.truncate(self.turn_start)`, a failed turn rolled back) takes off only what the
//! turn added since.

use std::collections::BTreeMap;

use syn::{Expr, Item};

use super::names;
use super::place::own_field;
use super::search::each_expr_in_items;
use super::syntax::{int_literal, is_compound_assign, strip_parens};

/// Words of a field's name that say it marks where something began.
const BEGAN: &[&str] = &[
    "start",
    "begin",
    "began",
    "mark",
    "checkpoint",
    "snapshot",
    "before",
];

/// How one assignment `self.field = value` sets the field.
enum Setting {
    /// The length of a field of `self` (`self.history.len()`, or it in `Some(..)`), with that
    /// field.
    Length(String),
    /// `0` or `None`: the mark cleared, as the window is.
    Cleared,
    /// Anything else: a position from elsewhere.
    Other,
}

/// The fields of `self` in `items` that mark where a turn began in a window, each with the
/// window's field, sorted: a field named for a beginning (`turn_start`, `attempt_mark`,
/// `len_before`) that every assignment of the file sets to the length of one and the same
/// field of `self` (`self.turn_start = self.history.len()`, or `Some(..)` of it), or clears
/// (`0`, `None`), and at least one sets to that length. A field also set from a parameter, a
/// sum or another value is no mark (`self.turn_start = start`, `self.turn_start += 1`); nor is
/// one named for something else (`self.stored = self.history.len()`: how much is persisted).
pub(crate) fn turn_marks(items: &[Item]) -> Vec<(String, String)> {
    let mut settings: BTreeMap<String, Vec<Setting>> = BTreeMap::new();
    each_expr_in_items(items, |expr| {
        let (left, setting) = match expr {
            Expr::Assign(assign) => (&*assign.left, setting_of(&assign.right)),
            Expr::Binary(binary) if is_compound_assign(&binary.op) => {
                (&*binary.left, Setting::Other)
            }
            _ => return,
        };
        if let Some(field) = own_field(left) {
            settings.entry(field).or_default().push(setting);
        }
    });
    settings
        .into_iter()
        .filter(|(field, _)| names::any_word_is(field, BEGAN))
        .filter_map(|(field, set)| {
            let mut window = None;
            for setting in set {
                match setting {
                    Setting::Length(measured) => match &window {
                        Some(w) if *w != measured => return None,
                        _ => window = Some(measured),
                    },
                    Setting::Cleared => {}
                    Setting::Other => return None,
                }
            }
            window.map(|w| (field, w))
        })
        .collect()
}

/// How `value` sets a field (see [`Setting`]).
fn setting_of(value: &Expr) -> Setting {
    let mut value = strip_parens(value);
    if let Expr::Call(call) = value
        && matches!(&*call.func, Expr::Path(p) if p.path.is_ident("Some"))
        && call.args.len() == 1
    {
        value = strip_parens(&call.args[0]);
    }
    match value {
        Expr::MethodCall(len) if len.method == "len" && len.args.is_empty() => {
            own_field(&len.receiver).map_or(Setting::Other, Setting::Length)
        }
        Expr::Path(p) if p.path.is_ident("None") => Setting::Cleared,
        other if int_literal(other).as_deref() == Some("0") => Setting::Cleared,
        _ => Setting::Other,
    }
}

#[cfg(test)]
mod tests {
    use super::turn_marks;

    fn marks(src: &str) -> Vec<(String, String)> {
        let file: syn::File = syn::parse_str(src).unwrap();
        turn_marks(&file.items)
    }

    #[test]
    fn a_field_set_to_the_window_length_as_a_turn_starts_marks_it() {
        let src = r"
            impl Agent {
                fn run_turn(&mut self) { self.turn_start = self.history.len(); }
                fn reset(&mut self) { self.history.clear(); self.turn_start = 0; }
            }";
        assert_eq!(
            marks(src),
            vec![("turn_start".to_string(), "history".to_string())]
        );
    }

    #[test]
    fn a_field_set_otherwise_or_named_for_something_else_marks_nothing() {
        let src = r"
            impl Agent {
                fn run_turn(&mut self, start: usize) {
                    self.turn_start = self.history.len();
                    self.turn_start = start;
                    self.attempt_mark = self.history.len();
                    self.attempt_mark += 1;
                    self.stored = self.history.len();
                    self.len_before = self.history.len();
                    self.len_before = self.outbox.len();
                }
            }";
        assert!(marks(src).is_empty());
    }
}
