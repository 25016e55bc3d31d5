// The PostgreSQL server that the smoke test and the reliability suite make
// their own databases on (DATABASE_URL's, else the machine's `test`).
import pg from 'pg';

export const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** Runs one statement (create or drop a database) on that server. */
export async function onPostgresServer(statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
