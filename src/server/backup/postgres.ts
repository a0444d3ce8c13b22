import { spawn } from 'node:child_process';
import { Client } from 'pg';
import { BackupError } from './errors';

export const PG_DUMP_FILE = 'database.pgdump';

/** libpq's environment for a connection URL: the password never shows on a command line. */
function libpqEnv(url: string): Record<string, string> {
  const u = new URL(url);
  const env: Record<string, string> = {};
  if (u.hostname) env.PGHOST = decodeURIComponent(u.hostname);
  if (u.port) env.PGPORT = u.port;
  if (u.username) env.PGUSER = decodeURIComponent(u.username);
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  if (u.pathname.length > 1) env.PGDATABASE = decodeURIComponent(u.pathname.slice(1));
  const sslmode = u.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

function run(cmd: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(cmd, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.once('error', (err) => resolve({ code: null, output: err.message }));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** Whether a PostgreSQL client tool (pg_dump, pg_restore) can be run from PATH. */
export async function onPath(tool: string): Promise<boolean> {
  return (await run(tool, ['--version'])).code === 0;
}

/** The dump goes beside the snapshot folder, not into it (the manifest could not vouch for it). */
export const dumpInstructions = (dir: string) =>
  `pg_dump is not on PATH, so the database was not saved. With the PostgreSQL client tools installed, run:\n` +
  `  pg_dump --format=custom --file="${dir}.pgdump" --dbname="$DATABASE_URL"\n` +
  `and keep that file beside this snapshot folder.`;

export const restoreInstructions = (file: string) =>
  `npm run restore runs pg_restore when it is on PATH; by hand, into an empty database:\n` +
  `  pg_restore --no-owner --no-privileges --single-transaction --exit-on-error --dbname="$DATABASE_URL" "${file}"`;

async function withClient<T>(url: string, use: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function counts(client: Client): Promise<Record<string, number>> {
  const { rows } = await client.query<{ tablename: string }>(
    'select tablename from pg_tables where schemaname = current_schema() order by tablename',
  );
  const result: Record<string, number> = {};
  for (const { tablename } of rows) {
    const name = client.escapeIdentifier(tablename);
    const { rows: n } = await client.query<{ n: string }>(`select count(*) as n from ${name}`);
    result[tablename] = Number(n[0]?.n ?? 0);
  }
  return result;
}

export const postgresCounts = (url: string) => withClient(url, counts);

/**
 * Row counts and, when pg_dump is on PATH, a dump, both of ONE snapshot: the counting
 * transaction exports its snapshot and pg_dump runs in it (--snapshot) while it stays open.
 */
export async function backupPostgres(
  url: string,
  file: string,
): Promise<{ dumped: boolean; tables: Record<string, number> }> {
  const dump = await onPath('pg_dump');
  return withClient(url, async (client) => {
    await client.query('begin isolation level repeatable read read only');
    try {
      const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
      const tables = await counts(client);
      if (dump) {
        const args = ['--format=custom', `--file=${file}`, `--snapshot=${rows[0]?.id ?? ''}`];
        const result = await run('pg_dump', args, libpqEnv(url));
        if (result.code !== 0) throw new BackupError(`pg_dump failed: ${result.output.trim()}`);
      }
      return { dumped: dump, tables };
    } finally {
      await client.query('commit');
    }
  });
}

/** pg_restore into the DATABASE_URL database, which must have no tables yet. */
export async function restorePostgres(url: string, file: string): Promise<void> {
  const existing = await postgresCounts(url);
  if (Object.keys(existing).length > 0) {
    throw new BackupError(
      'The database at DATABASE_URL is not empty; restore only into a new, empty database.',
    );
  }
  const args = ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error'];
  const env = libpqEnv(url);
  const result = await run('pg_restore', [...args, `--dbname=${env.PGDATABASE ?? ''}`, file], env);
  if (result.code !== 0) throw new BackupError(`pg_restore failed: ${result.output.trim()}`);
}
