//! trybuild UI tests for `#[retention_safe]`: every violation it raises, pinned with its
//! rendered error (`tests/ui/macro/*.stderr`), and agent code that must compile and run.
//!
//! Refresh the pinned output after a deliberate change with
//! `TRYBUILD=overwrite cargo test -p retention-guard-tests --test macro_ui`, then read every
//! changed `.stderr`: each must say which rule fired and what to write instead.

#[test]
fn retention_safe_ui() {
    let cases = trybuild::TestCases::new();
    cases.compile_fail("ui/macro/*.rs");
    cases.pass("ui/macro/pass/*.rs");
}
