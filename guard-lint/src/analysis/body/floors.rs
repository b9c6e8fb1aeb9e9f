//! A window's start index moved forward: `self.floor = self.turns.len() - keep` for a file that
//! sends only `&self.turns[self.floor..]` (see
//! [`crate::analysis::AnalysisConfig::window_floors`]) drops the turns below it from the
//! model's view, oldest first, without editing the vector.

use syn::Expr;

use super::{NewEdit, Walker};
use crate::analysis::derive::Derivation;
use crate::analysis::syntax::{join_range, span_range};
use crate::analysis::window_floors::{Move, Write, move_in};

impl Walker<'_, '_> {
    /// Record a write of a start field of `self` that moves it forward as a cut by position of
    /// each window it bounds (method `self.floor =` or `self.floor +=`).
    pub(super) fn floor_edit(&mut self, expr: &Expr) {
        if self.cfg.window_floors.is_empty() {
            return;
        }
        let Some((start, write)) = Write::of(expr) else {
            return;
        };
        let windows: Vec<String> = self
            .cfg
            .window_floors
            .iter()
            .filter(|(s, _)| *s == start)
            .map(|(_, w)| w.clone())
            .collect();
        if windows.is_empty() || move_in(Some(self.body), expr, &start, write) != Move::Forward {
            return;
        }
        let (left, right, op) = match expr {
            Expr::Assign(assign) => (&*assign.left, &*assign.right, "="),
            Expr::Binary(binary) => (&*binary.left, &*binary.right, "+="),
            _ => return,
        };
        let method = format!("self.{start} {op}");
        for window in windows {
            let Ok(place) = syn::parse_str::<Expr>(&format!("self.{window}")) else {
                continue;
            };
            let Some((window, false)) = self.window_of(&place) else {
                continue;
            };
            let edit = NewEdit {
                method: &method,
                written: None,
                span: join_range(span_range(left).0, span_range(right).1),
                value: Derivation::default(),
                score: None,
                replaces_all: false,
                length_cut: true,
            };
            self.record_edit(&window, edit);
        }
    }
}
