import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PRELOAD = join(__dirname, 'statementTimes.cjs');

/** Runs `code` in a node process with the probe loaded; resolves to the times it wrote. */
function timesOf(code: string): { sql: string; calls: number; us: number }[] {
  const dir = mkdtempSync(join(tmpdir(), 'statement-times-'));
  try {
    const file = join(dir, 'times.json');
    const run = spawnSync(process.execPath, ['--require', PRELOAD, '-e', code], {
      cwd: join(__dirname, '..', '..'),
      env: { ...process.env, STATEMENT_TIMES_FILE: file },
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    return JSON.parse(readFileSync(file, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

it('counts each call of each statement once, through a cache that kept its own prepare', () => {
  // As the server's statement cache does: prepare is read once, before any statement exists,
  // and later statements are prepared through that reference.
  const times = timesOf(`
    const Database = require('better-sqlite3');
    const prepare = Database.prototype.prepare;
    const db = new Database(':memory:');
    prepare.call(db, 'create table t (a)').run();
    const insert = prepare.call(db, 'insert into t values (?)');
    const count = prepare.call(db, 'select count(*) as n from t');
    for (let i = 0; i < 5; i += 1) insert.run(i);
    for (let i = 0; i < 3; i += 1) count.get();
  `);
  const calls = Object.fromEntries(times.map((t) => [t.sql, t.calls]));
  expect(calls).toEqual({
    'create table t (a)': 1,
    'insert into t values (?)': 5,
    'select count(*) as n from t': 3,
  });
  for (const t of times) expect(t.us).toBeGreaterThan(0);
});
