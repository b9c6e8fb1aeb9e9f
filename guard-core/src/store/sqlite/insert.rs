//! Appending a checked batch to `verbatim_records`: several records per `INSERT` statement.
//!
//! SQLite's work per statement (starting it, opening the table, finding the end of its rowid
//! tree, finishing it) is paid once per [`ROWS_PER_INSERT`] records instead of once per record,
//! and a chunk made only of originals writes their constant columns (kind, no parents) as
//! literals instead of binding them. The statements are `INSERT OR ROLLBACK`: a refused row
//! rolls back the whole transaction (the caller would anyway), so SQLite keeps no statement
//! journal to undo a half-inserted chunk.

use std::path::Path;
use std::sync::LazyLock;

use rusqlite::{CachedStatement, Connection, Statement};

use super::super::{NewRecord, Receipt, RecordKind, StoreError};
use super::record::{encode_parents, seal};
use super::schema::kind_code;
use super::sqlite_error;

/// Records one chunk statement appends; a batch's remainder goes one record per statement.
const ROWS_PER_INSERT: usize = 16;

/// The columns every row names. No id: SQLite appends each row at the end of the rowid tree,
/// at max(id) + 1, which is the id its seal was made for (checked after each statement).
const INSERT_INTO: &str =
    "INSERT OR ROLLBACK INTO verbatim_records (kind, turn, parents, hash, seal, text) VALUES ";

/// Which columns of a row are bound, and which are written in the SQL.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum RowShape {
    /// An original: kind 0 and no parents are literals; turn, hash, seal and text are bound.
    Original,
    /// Any record: all six columns are bound.
    Any,
}

impl RowShape {
    /// The shape that fits every record of `rows`.
    fn of(rows: &[(&NewRecord<'_>, &Receipt)]) -> Self {
        if rows.iter().all(|(_, r)| r.kind == RecordKind::Original) {
            RowShape::Original
        } else {
            RowShape::Any
        }
    }

    /// One row of the `VALUES` list.
    fn values(self) -> &'static str {
        match self {
            RowShape::Original => "(0,?,'',?,?,?)",
            RowShape::Any => "(?,?,?,?,?,?)",
        }
    }

    /// Placeholders per row (the `?` in [`Self::values`]).
    fn bound_columns(self) -> usize {
        match self {
            RowShape::Original => 4,
            RowShape::Any => 6,
        }
    }

    /// The statement appending `rows` rows of this shape.
    fn sql(self, rows: usize) -> String {
        format!("{INSERT_INTO}{}", vec![self.values(); rows].join(","))
    }
}

/// The SQL of the four statements, by [`slot`]: one row or a chunk, originals or any record.
static INSERT_SQL: LazyLock<[String; 4]> = LazyLock::new(|| {
    let mut sql: [String; 4] = Default::default();
    for shape in [RowShape::Original, RowShape::Any] {
        for rows in [1, ROWS_PER_INSERT] {
            sql[slot(shape, rows)] = shape.sql(rows);
        }
    }
    sql
});

/// Where the statement for `rows` records of `shape` is kept (`rows` is 1 or
/// [`ROWS_PER_INSERT`]).
fn slot(shape: RowShape, rows: usize) -> usize {
    let shape = match shape {
        RowShape::Original => 0,
        RowShape::Any => 2,
    };
    shape + usize::from(rows != 1)
}

/// The insert statements one batch uses, each prepared (from the connection's cache) once.
struct Inserts<'c> {
    conn: &'c Connection,
    prepared: [Option<CachedStatement<'c>>; 4],
}

impl<'c> Inserts<'c> {
    /// The statement for `rows` records of `shape`.
    fn get(&mut self, shape: RowShape, rows: usize) -> rusqlite::Result<&mut Statement<'c>> {
        let slot = slot(shape, rows);
        let statement = match &mut self.prepared[slot] {
            Some(statement) => statement,
            empty => empty.insert(self.conn.prepare_cached(&INSERT_SQL[slot])?),
        };
        Ok(statement)
    }
}

/// Append `records`, whose receipts (id, hash, kind) the caller has made, on `conn`, which holds
/// the write lock since it read the table's highest id; add each rewrite's output hash to
/// `rewrite_outputs`. Errors name `path`.
pub(super) fn insert_records(
    conn: &Connection,
    records: &[NewRecord<'_>],
    receipts: &[Receipt],
    path: &Path,
) -> Result<(), StoreError> {
    let pairs: Vec<(&NewRecord<'_>, &Receipt)> = records.iter().zip(receipts).collect();
    let mut inserts = Inserts {
        conn,
        prepared: Default::default(),
    };
    let mut chunks = pairs.chunks_exact(ROWS_PER_INSERT);
    for chunk in &mut chunks {
        insert_rows(&mut inserts, chunk, path)?;
    }
    for pair in chunks.remainder() {
        insert_rows(&mut inserts, std::slice::from_ref(pair), path)?;
    }
    let mut rewrites = receipts
        .iter()
        .filter(|r| r.kind == RecordKind::Rewrite)
        .peekable();
    if rewrites.peek().is_some() {
        let mut rewrite_output = conn
            .prepare_cached("INSERT INTO rewrite_outputs (record, hash) VALUES (?1, ?2)")
            .map_err(|source| sqlite_error(path, source))?;
        for receipt in rewrites {
            rewrite_output
                .execute((receipt.record.0, receipt.hash.as_bytes().as_slice()))
                .map_err(|source| sqlite_error(path, source))?;
        }
    }
    Ok(())
}

/// Insert `rows` (1 or [`ROWS_PER_INSERT`] records) in one statement and check their ids.
///
/// SQLite gives each row an id above every id in the table, so the rows get increasing ids
/// starting at least at the first receipt's; if the last row got the last receipt's id, every
/// row got its receipt's (otherwise the batch is refused, and rolled back by the caller).
fn insert_rows(
    inserts: &mut Inserts<'_>,
    rows: &[(&NewRecord<'_>, &Receipt)],
    path: &Path,
) -> Result<(), StoreError> {
    let wrap = |source| sqlite_error(path, source);
    let shape = RowShape::of(rows);
    let insert = inserts.get(shape, rows.len()).map_err(wrap)?;
    for (row, &(record, receipt)) in rows.iter().enumerate() {
        bind_row(insert, row * shape.bound_columns(), shape, record, receipt).map_err(wrap)?;
    }
    let inserted = insert.raw_execute().map_err(wrap)?;
    let Some((_, last)) = rows.last() else {
        return Ok(());
    };
    let assigned = inserts.conn.last_insert_rowid();
    if inserted != rows.len() || assigned != last.record.0 {
        return Err(StoreError::Schema {
            path: path.to_path_buf(),
            reason: format!(
                "record ids are not sequential (expected {} for the last of {} rows, SQLite \
                 assigned {assigned} to the last of {inserted})",
                last.record.0,
                rows.len()
            ),
        });
    }
    Ok(())
}

/// Bind one record's columns after the first `before` placeholders of `insert`.
fn bind_row(
    insert: &mut Statement<'_>,
    before: usize,
    shape: RowShape,
    record: &NewRecord<'_>,
    receipt: &Receipt,
) -> rusqlite::Result<()> {
    let parents = encode_parents(&record.parents);
    // SQLite integers are signed: a turn beyond i64::MAX is recorded (and sealed) as i64::MAX.
    let turn = i64::try_from(record.turn).unwrap_or(i64::MAX);
    let sealed = seal(
        receipt.record,
        receipt.kind,
        turn as u64,
        &parents,
        &receipt.hash,
    );
    let mut at = before;
    let mut next = || {
        at += 1;
        at
    };
    if shape == RowShape::Any {
        insert.raw_bind_parameter(next(), kind_code(receipt.kind))?;
    }
    insert.raw_bind_parameter(next(), turn)?;
    if shape == RowShape::Any {
        insert.raw_bind_parameter(next(), parents)?;
    }
    insert.raw_bind_parameter(next(), receipt.hash.as_bytes().as_slice())?;
    insert.raw_bind_parameter(next(), sealed)?;
    insert.raw_bind_parameter(next(), record.text.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_statement_has_as_many_placeholders_as_it_binds() {
        for shape in [RowShape::Original, RowShape::Any] {
            for rows in [1, ROWS_PER_INSERT] {
                let sql = &INSERT_SQL[slot(shape, rows)];
                assert_eq!(shape.values().matches('?').count(), shape.bound_columns());
                assert_eq!(sql.matches('?').count(), rows * shape.bound_columns());
                assert_eq!(sql.matches('(').count(), rows + 1, "{sql}");
            }
        }
    }
}
