// A database of its own on a PostgreSQL server, for a run that must not share one (the bench, the e2e run on
// PostgreSQL): created from the server's URL, dropped with `drop()`.
import pg from 'pg';

async function withAdmin(serverUrl, work) {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A throwaway database named `name` on the server of `serverUrl` (dropped by `drop`), or null when no server answers. */
export async function throwawayPostgres(serverUrl, name) {
  try {
    await withAdmin(serverUrl, (client) => client.query(`create database "${name}"`));
  } catch {
    return null;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`)),
  };
}
