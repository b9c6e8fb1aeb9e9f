//! Shared by the rewrite corpus tests: one labelled pair of a rewrite corpus's JSON lines.

use serde::Deserialize;

/// An original span, its rewrite, and whether the rewrite changed what the original requires.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Pair {
    pub id: String,
    pub original: String,
    pub rewrite: String,
    pub changed: bool,
    pub category: String,
}
