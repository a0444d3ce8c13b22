import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../src/server/plugins/db';
import { addMemberRequest } from '../../../src/server/matching/repositories/requests';
import { dataUrl, jpegWithGps } from '../helpers/images';
import { addMember } from '../helpers/members';
import { call } from '../helpers/testApp';

/** Members, interest requests, a profile photo and Write to Us messages. */
export async function seedSite(app: FastifyInstance): Promise<void> {
  const now = new Date();
  const members = [];
  for (let i = 0; i < 8; i += 1) members.push(await addMember(app.db, {}, now));
  for (let i = 1; i < members.length; i += 1) {
    const by = members[0]?.id ?? 0;
    await addMemberRequest(app.db, { by, to: members[i]?.id ?? 0, now: now.toISOString() });
  }
  const pro_pic = dataUrl(await jpegWithGps());
  const upload = { local_token: members[1]?.token ?? '', pro_pic, upd_for: 'profile' };
  const { wire } = await call(app, 'uploadProPic', upload);
  if (wire.status !== '001') throw new Error(`photo not stored: ${wire.text}`);
  for (let i = 0; i < 5; i += 1) await writeToUs(app, `seed message ${i}`);
}

export async function writeToUs(app: FastifyInstance, message: string): Promise<boolean> {
  const fields = { _name: 'Asha Goyal', contact_no: '9876543210', message };
  return (await call(app, 'addContactRequest', fields)).wire.status === '001';
}

/** Rows per table, every table (the migrator's own too), as the manifest counts them. */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  const counts: Record<string, number> = {};
  for (const name of tables.map((t) => t.name).sort()) {
    const { rows } = await sql<{
      n: string | number;
    }>`select count(*) as n from ${sql.table(name)}`.execute(db);
    counts[name] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

/** `npm run backup|restore -- …` (tsx src/server/cli/<name>.ts) on the given env. */
export function runCli(
  name: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join('src', 'server', 'cli', `${name}.ts`), ...args],
    { cwd: process.cwd(), env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}
