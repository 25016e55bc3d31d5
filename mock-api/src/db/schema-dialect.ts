import {
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type Kysely,
  PostgresDialect,
  type PostgresDialectConfig,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from 'kysely';

/**
 * PostgreSQL kept to one schema, whose introspection (the migrator's "does my
 * table exist?") reads that schema alone. Kysely's own reads every schema of
 * the database, and fails when another one is dropped meanwhile: tests and
 * servers that share a database each in a schema of their own must not trip
 * over each other.
 */
export class SchemaDialect extends PostgresDialect {
  readonly #schema: string;

  constructor(config: PostgresDialectConfig, schema: string) {
    super(config);
    this.#schema = schema;
  }

  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return schemaIntrospector(db, this.#schema);
  }
}

function schemaIntrospector(db: Kysely<unknown>, schema: string): DatabaseIntrospector {
  async function getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; type: string }>`
      select table_name as name, table_type as type
      from information_schema.tables where table_schema = ${schema}`.execute(db);
    return rows.map((row) => ({
      name: row.name,
      schema,
      isView: row.type === 'VIEW',
      columns: [],
    }));
  }
  return {
    async getSchemas(): Promise<SchemaMetadata[]> {
      const { rows } = await sql<{ name: string }>`
        select schema_name as name from information_schema.schemata where schema_name = ${schema}`.execute(
        db,
      );
      return rows;
    },
    getTables,
    async getMetadata(): Promise<DatabaseMetadata> {
      return { tables: await getTables() };
    },
  };
}
