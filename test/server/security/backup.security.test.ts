import { appendFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { fileParts, isEmptyDir } from '../../../src/server/backup/files';
import { hashFile, MANIFEST, type Manifest } from '../../../src/server/backup/manifest';
import { onPath } from '../../../src/server/backup/postgres';
import { restoreSnapshot } from '../../../src/server/backup/restore';
import { listContactRequests } from '../../../src/server/contact/repositories/contact';
import { envOf } from '../helpers/serverProcess';
import { createTestEnv, type TestEnv } from '../helpers/testApp';
import { runCli, seedSite, tableCounts, writeToUs } from './backupSite';

jest.setTimeout(180_000);

let source: TestEnv;
let target: TestEnv;
let app: FastifyInstance;
let scratch: string;
beforeAll(async () => {
  source = await createTestEnv();
  target = await createTestEnv();
  scratch = await mkdtemp(path.join(os.tmpdir(), 'trust-backup-'));
  app = await buildApp(source.config);
  await seedSite(app);
});
afterAll(async () => {
  await app.close();
  await Promise.all([source.cleanup(), target.cleanup(), rm(scratch, { recursive: true })]);
});

const snapshot = () => path.join(scratch, 'snapshot');
const readManifest = async (dir = snapshot()) =>
  JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')) as Manifest;

/** On PostgreSQL the database part needs pg_dump and pg_restore; without them, instructions. */
const pgWithoutTools = async () =>
  Boolean(source.config.databaseUrl) &&
  !((await onPath('pg_dump')) && (await onPath('pg_restore')));

it('backs up while a writer is writing, and restores into an empty data folder', async () => {
  let writing = true;
  const acked: string[] = [];
  const writer = (async () => {
    for (let i = 0; writing; i += 1)
      if (await writeToUs(app, `during ${i}`)) acked.push(`during ${i}`);
  })();
  await new Promise((resolve) => setTimeout(resolve, 100));
  const before = [...acked];
  const backup = await runCli('backup', [snapshot()], envOf(source.config));
  const duringBackup = acked.length - before.length;
  writing = false;
  await writer;
  console.log(`backup: ${backup.output.trim()}\n${duringBackup} messages written during it`);
  expect(backup.code).toBe(0);
  expect(duringBackup).toBeGreaterThan(0);

  const manifest = await readManifest();
  const names = Object.keys(manifest.files);
  expect(names.filter((n) => n.startsWith('files/photos/')).length).toBeGreaterThanOrEqual(2);
  expect(names).toEqual(expect.arrayContaining(['files/secret', 'files/media/site/banner.png']));
  expect(manifest.tables).toMatchObject({ members: 8, member_requests: 7, photos: 1 });
  expect(manifest.warnings).toEqual([]);

  if (await pgWithoutTools()) {
    // PostgreSQL without its client tools: the files are saved and the dump is left to the
    // operator, with the exact commands.
    expect(manifest.database).toMatchObject({ kind: 'postgresql', file: null });
    expect(backup.output).toMatch(/pg_dump --format=custom/);
  } else {
    expect(manifest.database.file).not.toBeNull();
  }

  const restore = await runCli('restore', [snapshot()], envOf(target.config));
  console.log(`restore: ${restore.output.trim()}`);
  expect(restore.code).toBe(0);

  // The restored site, as the server opens it: the manifest's rows and files, and every
  // message acknowledged before the backup began.
  for (const [name, entry] of Object.entries(manifest.files)) {
    const part = fileParts(target.config).find((p) => name.startsWith(p.name));
    if (!part) continue;
    const at = path.join(part.at, path.relative(part.name, name));
    expect(await hashFile(at)).toEqual(entry);
  }
  if (await pgWithoutTools()) return;
  const restored = await buildApp(target.config);
  try {
    expect(await tableCounts(restored.db)).toEqual(manifest.tables);
    const stored = new Set((await listContactRequests(restored.db)).map((r) => r.message));
    expect(before.filter((m) => !stored.has(m))).toEqual([]);
  } finally {
    await restored.close();
  }
});

it('refuses a tampered snapshot and a data folder that is not empty', async () => {
  const empty = await mkdtemp(path.join(os.tmpdir(), 'trust-restore-'));
  const into = { ...target.config, dataDir: empty, photoDir: path.join(empty, 'photos') };
  try {
    const tampered = path.join(scratch, 'tampered');
    await cp(snapshot(), tampered, { recursive: true });
    const photo = Object.keys((await readManifest(tampered)).files).find((n) =>
      n.startsWith('files/photos/'),
    );
    await appendFile(path.join(tampered, ...(photo ?? '').split('/')), 'x');
    await expect(restoreSnapshot(tampered, into)).rejects.toThrow(
      /changed since it was made: files\/photos\//,
    );

    const extra = path.join(scratch, 'extra');
    await cp(snapshot(), extra, { recursive: true });
    await writeFile(path.join(extra, 'files', 'media', 'planted.js'), 'alert(1)');
    await expect(restoreSnapshot(extra, into)).rejects.toThrow(/did not list/);
    // Each refusal comes before anything is written.
    expect(await isEmptyDir(empty)).toBe(true);

    // The source site's own folder is in use: never overwritten.
    await expect(restoreSnapshot(snapshot(), source.config)).rejects.toThrow(/is not empty/);
    const cli = await runCli('restore', [snapshot()], envOf(source.config));
    expect(cli.code).toBe(1);
    expect(cli.output).toMatch(/is not empty/);
  } finally {
    await rm(empty, { recursive: true, force: true });
  }
});

// Only PostgreSQL has a database part that depends on outside tools; on SQLite this case does
// not exist (the test above covers the whole SQLite site).
const onPostgres = Boolean(process.env.DATABASE_URL);
(onPostgres ? it : it.skip)(
  'on PostgreSQL without pg_dump/pg_restore: saves and restores the files, and prints the commands',
  async () => {
    const noTools = { PATH: path.join(scratch, 'no-tools') };
    const dir = path.join(scratch, 'without-tools');
    const backup = await runCli('backup', [dir], { ...envOf(source.config), ...noTools });
    expect(backup.code).toBe(0);
    expect(backup.output).toMatch(/pg_dump is not on PATH/);
    expect(backup.output).toContain(`pg_dump --format=custom --file="${dir}.pgdump"`);
    const manifest = await readManifest(dir);
    expect(manifest.database).toMatchObject({ kind: 'postgresql', file: null });
    expect(manifest.tables).toMatchObject({ members: 8, photos: 1 });
    expect(Object.keys(manifest.files)).toContain('files/secret');

    const empty = await createTestEnv();
    try {
      const restore = await runCli('restore', [dir], { ...envOf(empty.config), ...noTools });
      expect(restore.code).toBe(0);
      expect(restore.output).toContain(`"${dir}.pgdump"`);
      const secret = fileParts(empty.config).find((p) => p.name === 'files/secret');
      expect(await hashFile(secret?.at ?? '')).toEqual(manifest.files['files/secret']);
    } finally {
      await empty.cleanup();
    }
  },
);
