//! The write transaction of one batch, run on cached statements.
//!
//! `rusqlite::Transaction` parses `BEGIN` and `COMMIT` afresh for every transaction (about 3,400
//! instructions, as much as SQLite's own work for a one-span batch's commit); the store begins and
//! commits through statements prepared once per connection instead.

use std::ops::Deref;

use rusqlite::Connection;

/// A `BEGIN IMMEDIATE` transaction: it holds the write lock from the start, so ids read inside
/// it stay the store's until it commits. Dropped without [`Self::commit`], it rolls back.
pub(super) struct WriteTransaction<'c> {
    conn: &'c Connection,
    committed: bool,
}

impl<'c> WriteTransaction<'c> {
    /// Take the write lock (waiting for other writers up to the connection's busy timeout).
    pub(super) fn begin(conn: &'c Connection) -> rusqlite::Result<Self> {
        conn.prepare_cached("BEGIN IMMEDIATE")?.execute([])?;
        Ok(Self {
            conn,
            committed: false,
        })
    }

    /// Commit; on an error the transaction is rolled back when dropped.
    pub(super) fn commit(mut self) -> rusqlite::Result<()> {
        self.conn.prepare_cached("COMMIT")?.execute([])?;
        self.committed = true;
        Ok(())
    }
}

impl Deref for WriteTransaction<'_> {
    type Target = Connection;

    fn deref(&self) -> &Connection {
        self.conn
    }
}

impl Drop for WriteTransaction<'_> {
    fn drop(&mut self) {
        // SQLite may have rolled back already (`INSERT OR ROLLBACK`, some I/O errors).
        if !self.committed && !self.conn.is_autocommit() {
            // Nothing to report to: the error that led here is what the caller returns. A
            // rollback that fails leaves the transaction open, and the next batch's BEGIN then
            // fails with an error naming the store.
            let _ = self
                .conn
                .prepare_cached("ROLLBACK")
                .and_then(|mut rollback| rollback.execute([]));
        }
    }
}
