//! The typed wrappers reject, at compile time, the misuses the guard exists to stop.
//! Each case in `tests/ui/typed/` pins the compiler's message (`.stderr`); regenerate with
//! `TRYBUILD=overwrite cargo test -p retention-guard-tests --test typed_ui` and read the diff.

#[test]
fn typed_wrappers_reject_misuse_at_compile_time() {
    let cases = trybuild::TestCases::new();
    cases.compile_fail("ui/typed/*.rs");
}
