import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new database of its own on the server of DATABASE_URL, when given (null
 * otherwise): its URL, and how to drop it once the benchmark is done.
 */
export async function newPostgresDatabase(prefix: string) {
  const given = process.env.DATABASE_URL;
  if (!given) return null;
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: given });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onServer(`create database ${name}`);
  const url = new URL(given);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(`drop database if exists ${name} with (force)`),
  };
}
