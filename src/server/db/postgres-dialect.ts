import {
  PostgresDialect,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from "kysely";

/**
 * Kysely's own PostgreSQL introspector reads every schema of the database and calls
 * has_schema_privilege() on each, so a schema that anyone drops meanwhile (each test run has one
 * of its own; staging may sit beside production) fails the read with "schema … does not exist",
 * and with it the migration at start. The app lives in one schema, the connection's own: this
 * introspector sees only that one. Columns are not read: the migrator asks only which tables exist.
 */
class OwnSchemaIntrospector implements DatabaseIntrospector {
  constructor(private readonly db: Kysely<unknown>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string | null }>`select current_schema() as "name"`.execute(this.db);
    return rows.flatMap((r) => (r.name === null ? [] : [{ name: r.name }]));
  }

  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; schema: string; view: boolean }>`
      select c.relname as "name", n.nspname as "schema", c.relkind = 'v' as "view"
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'v', 'p')
      order by c.relname`.execute(this.db);
    return rows.map((r) => ({ name: r.name, schema: r.schema, isView: r.view, columns: [] }));
  }

  async getMetadata(): Promise<DatabaseMetadata> {
    return { tables: await this.getTables() };
  }
}

/** Kysely's PostgreSQL dialect, introspecting only the connection's own schema. */
export class OwnSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db);
  }
}
