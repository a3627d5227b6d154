import 'server-only'
import { is } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import * as schema from './schema'

/** A table as the copy needs it: its name, its columns and which tables its rows point to. */
export type TableLayout = {
  table: PgTable
  name: string
  /** `"schema"."name"`, or `"name"` for the default schema: ready for `::regclass`. */
  qualifiedName: string
  columns: string[]
  primaryKey: string[]
  references: string[]
}

/**
 * Every table declared in schema.ts, so a table added later is included without a change here.
 * A module namespace lists its exports alphabetically, so that is the order.
 */
export function schemaTables(): PgTable[] {
  return Object.values<unknown>(schema).filter((value): value is PgTable => is(value, PgTable))
}

export function describeTable(table: PgTable): TableLayout {
  const config = getTableConfig(table)
  const primaryKey = [
    ...config.columns.filter((column) => column.primary).map((column) => column.name),
    ...config.primaryKeys.flatMap((key) => key.columns.map((column) => column.name)),
  ]
  return {
    table,
    name: config.name,
    qualifiedName: config.schema
      ? `${quoteIdentifier(config.schema)}.${quoteIdentifier(config.name)}`
      : quoteIdentifier(config.name),
    // Generated columns compute themselves; PostgreSQL refuses values for them.
    columns: config.columns.filter((column) => !column.generated).map((column) => column.name),
    primaryKey,
    references: config.foreignKeys.map((key) => getTableConfig(key.reference().foreignTable).name),
  }
}

/**
 * The tables with every table after the ones it references, so inserting in this order never
 * breaks a foreign key (drizzle's keys are not deferrable); otherwise in the order given.
 */
export function inInsertOrder(tables: PgTable[]): TableLayout[] {
  const layouts = tables.map(describeTable)
  const byName = new Map(layouts.map((layout) => [layout.name, layout]))
  const ordered: TableLayout[] = []
  const visiting = new Set<string>()

  const visit = (layout: TableLayout) => {
    if (ordered.includes(layout)) return
    if (visiting.has(layout.name)) {
      throw new Error(`Foreign keys form a cycle through ${layout.name}: no insert order exists`)
    }
    visiting.add(layout.name)
    for (const parent of layout.references) {
      const parentLayout = byName.get(parent)
      // A table referencing itself (none does today) relies on its rows arriving parents first;
      // if they do not, the insert fails and the copy's transaction rolls back.
      if (parentLayout && parent !== layout.name) visit(parentLayout)
    }
    visiting.delete(layout.name)
    ordered.push(layout)
  }

  for (const layout of layouts) visit(layout)
  return ordered
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}
