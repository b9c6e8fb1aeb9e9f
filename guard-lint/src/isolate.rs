//! Running one file's parse and analysis so that a bug in the linter (a panic) costs that
//! file only: the panic is caught, reported as an internal error naming the file, and the
//! other files are still linted.
//!
//! The default panic hook would print the panic (and its backtrace hint) in the middle of the
//! report; a hook installed once keeps quiet while isolated work runs on the current thread,
//! records where the panic happened, and defers to the previous hook everywhere else.

use std::cell::{Cell, RefCell};
use std::panic::{self, AssertUnwindSafe};
use std::sync::Once;

thread_local! {
    /// Isolated work is running on this thread: its panics are reported, not printed.
    static QUIET: Cell<bool> = const { Cell::new(false) };
    /// Where the last quiet panic on this thread happened (`file:line:column`).
    static LOCATION: RefCell<Option<String>> = const { RefCell::new(None) };
}

static INSTALL_HOOK: Once = Once::new();

/// Run `work`; a panic inside it becomes `Err` with the panic's message and location.
///
/// ```
/// let caught = guard_lint::isolate::isolated(|| -> u8 { panic!("index out of bounds") });
/// assert!(caught.unwrap_err().starts_with("index out of bounds (at "));
/// assert_eq!(guard_lint::isolate::isolated(|| 7), Ok(7));
/// ```
pub fn isolated<R>(work: impl FnOnce() -> R) -> Result<R, String> {
    INSTALL_HOOK.call_once(|| {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if QUIET.with(Cell::get) {
                let at = info.location().map(ToString::to_string);
                LOCATION.with(|l| *l.borrow_mut() = at);
            } else {
                previous(info);
            }
        }));
    });
    let was_quiet = QUIET.with(|q| q.replace(true));
    let result = panic::catch_unwind(AssertUnwindSafe(work));
    QUIET.with(|q| q.set(was_quiet));
    result.map_err(|payload| {
        let message = payload
            .downcast_ref::<&str>()
            .map(|s| (*s).to_owned())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "a panic without a message".to_owned());
        match LOCATION.with(|l| l.borrow_mut().take()) {
            Some(at) => format!("{message} (at {at})"),
            None => message,
        }
    })
}
