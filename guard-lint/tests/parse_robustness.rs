//! Parsing never panics or overflows the stack on hostile input: deep nesting, huge files,
//! garbled, truncated, empty and non-UTF-8 files. Each bad file is an error naming it; the
//! good files beside it are still parsed.

use std::path::Path;

use guard_lint::discovery::discover;
use guard_lint::parse::{FileAnalysis, FileContext, parse_all};
use syn::visit::Visit;

/// Counts every expression: a full recursive visit, as the real analysis does.
struct CountExpressions;

struct Counter(usize);

impl<'ast> Visit<'ast> for Counter {
    fn visit_expr(&mut self, e: &'ast syn::Expr) {
        self.0 += 1;
        syn::visit::visit_expr(self, e);
    }
}

impl FileAnalysis for CountExpressions {
    type Facts = usize;
    fn analyze(&self, file: &syn::File, _: &FileContext) -> usize {
        let mut counter = Counter(0);
        counter.visit_file(file);
        counter.0
    }
}

fn write(dir: &Path, name: &str, contents: impl AsRef<[u8]>) {
    std::fs::write(dir.join(name), contents).expect("write fixture");
}

#[test]
fn hostile_files_are_errors_and_good_files_still_parse() {
    let dir = tempfile::tempdir().expect("tempdir");
    let n = 10_000;
    write(dir.path(), "good.rs", "fn ok() { let x = 1 + 2; }\n");
    write(dir.path(), "empty.rs", "");
    write(
        dir.path(),
        "parens.rs",
        format!(
            "fn f() {{ let x = {}1{}; }}\n",
            "(".repeat(n),
            ")".repeat(n)
        ),
    );
    write(
        dir.path(),
        "blocks.rs",
        format!("fn f() {}{}\n", "{".repeat(n), "}".repeat(n)),
    );
    write(
        dir.path(),
        "modules.rs",
        format!("{}{}\n", "mod a { ".repeat(n), "}".repeat(n)),
    );
    write(
        dir.path(),
        "chain.rs",
        format!("fn f() {{ let x = {}; }}\n", vec!["1"; 200_000].join(" + ")),
    );
    write(
        dir.path(),
        "unclosed.rs",
        format!("fn f() {{ let x = {}\n", "(".repeat(n)),
    );
    write(dir.path(), "garbled.rs", "fn f( { let = ; }}} impl\n");
    write(
        dir.path(),
        "truncated.rs",
        "pub struct Agent { history: Vec<Str",
    );
    write(dir.path(), "latin1.rs", b"// caf\xe9\nfn f() {}\n");

    let discovered = discover(dir.path()).expect("discover a directory");
    let (parsed, errors) =
        parse_all(&discovered, 2, &|_| false, &CountExpressions).expect("thread pool");

    let mut ok: Vec<&str> = parsed.iter().map(|p| p.context.relative.as_str()).collect();
    ok.sort_unstable();
    assert_eq!(
        ok,
        [
            "blocks.rs",
            "chain.rs",
            "empty.rs",
            "good.rs",
            "modules.rs",
            "parens.rs"
        ]
    );
    let chain = parsed
        .iter()
        .find(|p| p.context.relative == "chain.rs")
        .expect("chain parsed");
    assert!(chain.facts > 200_000, "the whole chain was visited");

    let mut bad: Vec<(&str, Option<usize>)> = errors
        .iter()
        .map(|e| (e.file.as_deref().unwrap_or(""), e.line))
        .collect();
    bad.sort_unstable();
    assert_eq!(
        bad,
        [
            ("garbled.rs", Some(1)),
            ("latin1.rs", None),
            ("truncated.rs", Some(1)),
            ("unclosed.rs", Some(1)),
        ]
    );
    let latin1 = errors
        .iter()
        .find(|e| e.file.as_deref() == Some("latin1.rs"))
        .expect("latin1 error");
    assert!(latin1.message.contains("UTF-8"), "{}", latin1.message);
}

/// An analysis with a bug: it panics on files that define a function named `boom`.
struct PanicsOnBoom;

impl FileAnalysis for PanicsOnBoom {
    type Facts = usize;
    fn analyze(&self, file: &syn::File, _: &FileContext) -> usize {
        let names: Vec<String> = file
            .items
            .iter()
            .filter_map(|item| match item {
                syn::Item::Fn(f) => Some(f.sig.ident.to_string()),
                _ => None,
            })
            .collect();
        assert!(!names.iter().any(|n| n == "boom"), "analysis bug on `boom`");
        names.len()
    }
}

#[test]
fn a_panicking_analysis_costs_only_its_file() {
    let dir = tempfile::tempdir().expect("tempdir");
    write(dir.path(), "a.rs", "fn a() {}\n");
    write(dir.path(), "bad.rs", "fn boom() {}\n");
    write(dir.path(), "c.rs", "fn c() {} fn d() {}\n");

    let discovered = discover(dir.path()).expect("discover a directory");
    // One thread: the other files are parsed on the very thread that caught the panic.
    let (parsed, errors) = parse_all(&discovered, 1, &|_| false, &PanicsOnBoom).expect("pool");

    let mut ok: Vec<(&str, usize)> = parsed
        .iter()
        .map(|p| (p.context.relative.as_str(), p.facts))
        .collect();
    ok.sort_unstable();
    assert_eq!(ok, [("a.rs", 1), ("c.rs", 2)]);
    assert_eq!(errors.len(), 1, "{errors:?}");
    let error = &errors[0];
    assert_eq!(error.file.as_deref(), Some("bad.rs"));
    assert!(
        error
            .message
            .starts_with("internal error while analysing bad.rs: analysis bug on `boom` (at "),
        "{}",
        error.message
    );
    assert!(
        error.message.ends_with("please report it"),
        "{}",
        error.message
    );
}

#[test]
fn the_modules_of_a_file_whose_analysis_panicked_are_still_linted() {
    let dir = tempfile::tempdir().expect("tempdir");
    write(
        dir.path(),
        "Cargo.toml",
        "[package]\nname = \"boom\"\nversion = \"0.1.0\"\nedition = \"2024\"\n",
    );
    std::fs::create_dir(dir.path().join("src")).expect("src");
    write(dir.path(), "src/lib.rs", "mod child;\nfn boom() {}\n");
    write(dir.path(), "src/child.rs", "fn c() {}\n");

    let discovered = discover(dir.path()).expect("discover a package");
    let (parsed, errors) = parse_all(&discovered, 1, &|_| false, &PanicsOnBoom).expect("pool");

    let ok: Vec<&str> = parsed.iter().map(|p| p.context.relative.as_str()).collect();
    assert_eq!(ok, ["src/child.rs"]);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert_eq!(errors[0].file.as_deref(), Some("src/lib.rs"));
    assert!(
        errors[0]
            .message
            .starts_with("internal error while analysing src/lib.rs")
    );
}
