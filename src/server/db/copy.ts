import 'server-only'
import { sql, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { rowsOf, type Database, type DatabaseHandle } from './client'
import { countAppliedMigrations, migrateDatabase } from './migrate'
import { inInsertOrder, schemaTables, type TableLayout } from './tables'

export type CopyOptions = {
  /**
   * Empty the target's tables first instead of refusing when they hold rows. The emptying runs
   * in the copy's transaction, so a copy that fails leaves the old rows in place.
   */
  replace?: boolean
  /** Rows read and inserted per statement. */
  batchSize?: number
  /** The tables to copy; every table of schema.ts unless a test adds its own. */
  tables?: PgTable[]
  /** Called after each table, for progress output. */
  onTableCopied?: (table: string, rows: number) => void
}

export type CopyResult = { tables: { name: string; rows: number }[]; total: number }

/** A copy that would lose or mix data: nothing was written. The message says what to do. */
export class CopyRefusedError extends Error {
  override name = 'CopyRefusedError'
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

const DEFAULT_BATCH_SIZE = 500
/** PostgreSQL's limit on bind parameters in one statement. */
const MAX_PARAMETERS = 65_535

/**
 * Copies every row of every schema table from `source` to `target` (any driver to any driver).
 * The target is migrated first and must then record as many migrations as the source, so both
 * have the same columns. All writes happen in one transaction: a failed copy writes nothing.
 */
export async function copyDatabase(
  source: DatabaseHandle,
  target: DatabaseHandle,
  options: CopyOptions = {},
): Promise<CopyResult> {
  const tables = inInsertOrder(options.tables ?? schemaTables())
  await migrateDatabase(target)
  await refuseDifferentMigrations(source, target)
  await refuseTablesLeftBehind(source, tables)
  const columnTypes = await readColumnTypes(target, tables)

  // Repeatable read: every table is read from the same snapshot, even if something writes.
  return source.db.transaction(
    (reader) =>
      target.db.transaction(async (writer) => {
        // Nothing else (a site started too early, say) writes to the tables until the copy commits.
        await writer.execute(sql`lock table ${joinTables(tables)} in access exclusive mode`)
        if (options.replace) {
          await writer.execute(sql`truncate ${joinTables(tables)} restart identity`)
        } else {
          await refuseRowsInTarget(writer, tables)
        }

        const copied: CopyResult['tables'] = []
        for (const layout of tables) {
          const types = columnTypes.get(layout.name)!
          const batchSize = Math.min(
            options.batchSize ?? DEFAULT_BATCH_SIZE,
            Math.floor(MAX_PARAMETERS / layout.columns.length),
          )
          const rows = await copyTable(reader, writer, layout, types, batchSize)
          await resetSequences(writer, layout)
          copied.push({ name: layout.name, rows })
          options.onTableCopied?.(layout.name, rows)
        }
        return { tables: copied, total: copied.reduce((sum, table) => sum + table.rows, 0) }
      }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}

async function refuseDifferentMigrations(source: DatabaseHandle, target: DatabaseHandle) {
  const [inSource, inTarget] = await Promise.all([
    countAppliedMigrations(source).catch(() => 0),
    countAppliedMigrations(target),
  ])
  if (inSource < inTarget) {
    throw new CopyRefusedError(
      `The source has ${inSource} of this version's ${inTarget} migrations applied. ` +
        'Bring it up to date first: start the site on it once, or run `npm run db:migrate` on it.',
    )
  }
  if (inSource > inTarget) {
    throw new CopyRefusedError(
      `The source has ${inSource} migrations applied, more than this version's ${inTarget}: ` +
        'it was written by a newer version of the site. Copy with that version.',
    )
  }
}

/** A table in the source that the schema does not know would silently stay behind. */
async function refuseTablesLeftBehind(source: DatabaseHandle, tables: TableLayout[]) {
  const result = await source.db.execute(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
    order by table_name`)
  const known = new Set(tables.map((table) => table.name))
  const unknown = rowsOf<{ name: string }>(result)
    .map((row) => row.name)
    .filter((name) => !known.has(name))
  if (unknown.length > 0) {
    throw new CopyRefusedError(
      `The source has tables the schema does not declare, which would not be copied: ${unknown.join(', ')}`,
    )
  }
}

async function refuseRowsInTarget(writer: Transaction, tables: TableLayout[]) {
  const filled: string[] = []
  for (const layout of tables) {
    const result = await writer.execute(
      sql`select exists (select 1 from ${layout.table}) as filled`,
    )
    if (rowsOf<{ filled: boolean }>(result)[0]?.filled) filled.push(layout.name)
  }
  if (filled.length > 0) {
    throw new CopyRefusedError(
      `The target already holds data (${filled.join(', ')}). Copy into an empty database, or ` +
        'pass --replace to delete the target rows of every copied table first.',
    )
  }
}

/**
 * Each column's type as the target declares it (`timestamp with time zone`, `text[]`, an enum):
 * values travel as PostgreSQL's own text form and are cast back to it, which round-trips every
 * type exactly (microseconds included, which a JavaScript Date would drop).
 */
async function readColumnTypes(target: DatabaseHandle, tables: TableLayout[]) {
  const types = new Map<string, Map<string, string>>()
  for (const layout of tables) {
    const result = await target.db.execute(sql`
      select attname as name, format_type(atttypid, atttypmod) as type
      from pg_attribute
      where attrelid = ${layout.qualifiedName}::regclass and attnum > 0 and not attisdropped`)
    const columns = new Map(
      rowsOf<{ name: string; type: string }>(result).map((c) => [c.name, c.type]),
    )
    const missing = layout.columns.filter((column) => !columns.has(column))
    if (missing.length > 0) {
      throw new CopyRefusedError(
        `The target's ${layout.name} lacks ${missing.join(', ')}: its schema differs from this version's`,
      )
    }
    types.set(layout.name, columns)
  }
  return types
}

async function copyTable(
  reader: Transaction,
  writer: Transaction,
  layout: TableLayout,
  types: Map<string, string>,
  batchSize: number,
): Promise<number> {
  const cursor = sql.identifier(`copy_${layout.name}`)
  const orderBy =
    layout.primaryKey.length > 0 ? sql` order by ${joinColumns(layout.primaryKey)}` : sql``
  await reader.execute(sql`
    declare ${cursor} no scroll cursor for
    select ${sql.join(
      layout.columns.map((column) => sql`${sql.identifier(column)}::text`),
      sql`, `,
    )} from ${layout.table}${orderBy}`)

  let copied = 0
  for (;;) {
    const result = await reader.execute(
      sql`fetch forward ${sql.raw(String(batchSize))} from ${cursor}`,
    )
    const rows = rowsOf<Record<string, string | null>>(result)
    if (rows.length === 0) break
    await writer.execute(insertRows(layout, types, rows))
    copied += rows.length
  }
  await reader.execute(sql`close ${cursor}`)
  return copied
}

function insertRows(
  layout: TableLayout,
  types: Map<string, string>,
  rows: Record<string, string | null>[],
): SQL {
  const values = rows.map(
    (row) =>
      sql`(${sql.join(
        layout.columns.map(
          // The type names come from the target's own catalog, never from the data.
          (column) => sql`cast(cast(${row[column]} as text) as ${sql.raw(types.get(column)!)})`,
        ),
        sql`, `,
      )})`,
  )
  // `overriding system value`: identity columns keep the source's ids.
  return sql`insert into ${layout.table} (${joinColumns(layout.columns)})
    overriding system value values ${sql.join(values, sql`, `)}`
}

/** Serial and identity columns: the next id continues after the highest one copied. */
async function resetSequences(writer: Transaction, layout: TableLayout) {
  for (const column of layout.columns) {
    const found = await writer.execute(
      sql`select pg_get_serial_sequence(${layout.qualifiedName}, ${column}) as sequence`,
    )
    const sequence = rowsOf<{ sequence: string | null }>(found)[0]?.sequence
    if (!sequence) continue
    // An empty table keeps the fresh sequence (truncate … restart identity reset it).
    await writer.execute(sql`
      select setval(${sequence}::regclass, max(${sql.identifier(column)}))
      from ${layout.table} having max(${sql.identifier(column)}) is not null`)
  }
}

function joinTables(tables: TableLayout[]): SQL {
  return sql.join(
    tables.map((layout) => layout.table),
    sql`, `,
  )
}

function joinColumns(columns: string[]): SQL {
  return sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  )
}
