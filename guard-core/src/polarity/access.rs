//! Access a rule grants: reading widened to writing ("only has read access" -> "read-write",
//! "r/w", "rw").

use super::is_one_of;
use super::words::words_of;
use std::ops::Range;

/// The rewrite grants writing where the original names reading only: "read-write",
/// "read/write", "r/w" or "rw" in the rewrite, and no form of "write" in the original
/// ("... only has read access" -> "svc acct: read-write"; probed for corpus32 fa57, accepted
/// before with the words spelled out). The original's "read" and the rewrite's compound.
pub(super) fn access_widened(
    original: &str,
    rewrite: &str,
) -> Option<(Range<usize>, Range<usize>)> {
    let b = rewrite.as_bytes();
    // Cheap screen: a "w" right after "-", "/" or "r" (one memchr pass).
    if !memchr::memchr_iter(b'w', b).any(|k| k > 0 && matches!(b[k - 1], b'-' | b'/' | b'r' | b'R'))
    {
        return None;
    }
    let grant = rewrite
        .split(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | ':' | '(' | ')' | '.'))
        .find(|w| is_one_of(w, &["read-write", "read/write", "r/w", "rw", "read+write"]))?;
    let at = grant.as_ptr() as usize - rewrite.as_ptr() as usize;
    let (read, _) =
        words_of(original).find(|(_, w)| is_one_of(w, &["read", "read-only", "readonly"]))?;
    let writes = words_of(original).any(|(_, w)| {
        w.len() >= 5 && w.as_bytes()[..5].eq_ignore_ascii_case(b"write")
            || w.len() >= 4 && w.as_bytes()[..4].eq_ignore_ascii_case(b"writ")
    });
    (!writes).then(|| (read..read + 4, at..at + grant.len()))
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_faithful, assert_reports};

    /// Reading widened to writing, spelled out or contracted (probed for corpus32 fa57;
    /// the spelled-out form was accepted before this session): "scope changed".
    #[test]
    fn read_access_widened_to_writing_is_a_scope_change() {
        let o = "Your service account only has read access to the cooling-sim namespace.";
        assert_reports(
            "scope changed",
            &[
                (
                    o,
                    "Service account: read-write, cooling-sim namespace only.",
                ),
                (o, "svc acct: read-write, cooling-sim ns only."),
                (o, "svc acct: r/w, cooling-sim ns only."),
            ],
        );
        assert_faithful(&[(o, "Service account: read-only, cooling-sim namespace only.")]);
    }
}
