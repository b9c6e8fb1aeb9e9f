//! File-system paths named by a rule ("the logs/ folder", "~/Downloads", "/tmp/build"): a
//! rewrite that adds a segment to one ("logs/2024/") or cuts one ("~/") names another part of
//! the tree, and the rule now covers less or more.

use std::ops::Range;

use smallvec::SmallVec;

/// The most paths of each text [`path_narrowed_or_widened`] compares (more, and the rest are
/// not read: a rule names a path or two, and every pair is compared).
const MAX_PATHS: usize = 8;

/// A path of a text: its byte range and its segments with "." segments, a "*" or "**" closing
/// it and a slash closing it cut ("./logs/**" and "logs/" are both "logs").
type Path<'t> = (Range<usize>, SmallVec<[&'t str; 4]>);

/// `word` (its quotes and closing punctuation trimmed) is a path: it has a slash, is no URL,
/// and opens at a root ("/tmp", "~/", "./build", "../x") or closes with a slash ("logs/"): a
/// bare "read/write" or "24/7" is no path.
fn is_path(word: &str) -> bool {
    word.contains('/')
        && !word.contains("://")
        && (word.starts_with(['/', '~', '.']) || word.ends_with('/'))
}

/// The segments of path `word`, "." segments and a closing wildcard cut.
fn segments(word: &str) -> SmallVec<[&str; 4]> {
    let mut parts: SmallVec<[&str; 4]> = word
        .split('/')
        .enumerate()
        // The empty segment before a leading slash is the root, kept; empty ones after it
        // (a closing slash, "a//b") say nothing.
        .filter(|&(k, s)| k == 0 || !s.is_empty() && s != ".")
        .map(|(_, s)| s)
        .collect();
    if parts.first() == Some(&".") {
        parts.remove(0);
    }
    if parts.len() > 1 && parts.last().is_some_and(|s| matches!(*s, "*" | "**")) {
        parts.pop();
    }
    parts
}

/// The paths of `text`, at most [`MAX_PATHS`], with their ranges.
fn paths(text: &str) -> SmallVec<[Path<'_>; 2]> {
    let mut found = SmallVec::new();
    for word in text.split_ascii_whitespace() {
        let trimmed = word
            .trim_start_matches(['`', '"', '\'', '(', '['])
            // (A full stop too: "~/." and "~/" are one path.)
            .trim_end_matches(['`', '"', '\'', ')', ']', ',', ';', ':', '!', '?', '.']);
        if !is_path(trimmed) {
            continue;
        }
        if found.len() == MAX_PATHS {
            break;
        }
        let at = trimmed.as_ptr() as usize - text.as_ptr() as usize;
        found.push((at..at + trimmed.len(), segments(trimmed)));
    }
    found
}

/// A path of `original` that `rewrite` no longer names, turned into one with a segment more
/// ("logs/" -> "logs/2024/") or fewer ("/tmp/build" -> "/tmp"), a path `original` does not
/// name: the two ranges. Asked only when both texts have a slash (the rewrite, shorter as a
/// rule, first).
pub(super) fn path_narrowed_or_widened(
    original: &str,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    // (A vectorised search: the rewrite is read once per span it replaces.)
    let has_slash = |text: &str| memchr::memchr(b'/', text.as_bytes()).is_some();
    if !has_slash(rewrite) || !has_slash(original) {
        return None;
    }
    let ours = paths(original);
    if ours.is_empty() {
        return None;
    }
    let theirs = paths(rewrite);
    let named_in = |all: &[Path<'_>], p: &[&str]| all.iter().any(|(_, q)| q.as_slice() == p);
    // One a prefix of the other, segment by segment, and not the same.
    let nested = |a: &[&str], b: &[&str]| a.len() < b.len() && b.starts_with(a);
    ours.iter()
        .filter(|(_, p)| !named_in(&theirs, p))
        .find_map(|(o, p)| {
            theirs
                .iter()
                .find(|(_, q)| !named_in(&ours, q) && (nested(p, q) || nested(q, p)))
                .map(|(r, _)| (o.clone(), r.clone()))
        })
}
