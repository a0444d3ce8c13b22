import { openDatabase } from '../../../src/server/plugins/db';
import { listContactRequests } from '../../../src/server/contact/repositories/contact';
import { addMember, type TestMember } from '../helpers/members';
import { envOf, startServer } from '../helpers/serverProcess';
import { createTestEnv, type TestEnv } from '../helpers/testApp';
import { sqliteProblems } from './crashChecks';
import { GENEROUS_LIMITS } from './crashSupervisor';
import { loadLoops, runTeamCommand } from './teamUnderLoadRun';

jest.setTimeout(180_000);

const LOOPS = 20;
const MIN_LOAD_MS = 5000;

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.cleanup());

/** A searching member, some members to find, and registrations awaiting the team. */
async function seed(): Promise<{ searcher: TestMember; pending: TestMember[] }> {
  const db = await openDatabase(env.config);
  try {
    const searcher = await addMember(db, {}, new Date());
    for (let i = 0; i < 12; i += 1) await addMember(db, { gender: 'Female' }, new Date());
    const pending: TestMember[] = [];
    for (let i = 0; i < 4; i += 1) pending.push(await addMember(db, { status: 'pending' }));
    return { searcher, pending };
  } finally {
    await db.destroy();
  }
}

it('lets the team command write while the server is under load, without a failed request or a damaged file', async () => {
  const { searcher, pending } = await seed();
  const processEnv = { ...envOf(env.config), ...GENEROUS_LIMITS };
  const server = await startServer(processEnv);
  const started = Date.now();
  let teamDone = false;
  const load = loadLoops(server.url, {
    loops: LOOPS,
    token: searcher.token,
    stop: () => teamDone && Date.now() - started >= MIN_LOAD_MS,
  });

  const [a, b, c, d] = pending.map((m) => m.email);
  const commands = [
    ['pending'],
    ['verify', a],
    ['reject', b, '--reason', 'The details could not be confirmed.'],
    ['verify', c],
    ['pending'],
    ['verify', d],
  ] as string[][];
  const team: { args: string[]; code: number | null; output: string }[] = [];
  try {
    for (const args of commands) team.push({ args, ...(await runTeamCommand(args, processEnv)) });
  } finally {
    teamDone = true;
  }
  const result = await load;
  const code = await (server.child.kill('SIGTERM'), server.exited);
  console.log(
    `team under load: ${result.calls} calls by ${LOOPS} loops in ${Date.now() - started} ms ` +
      `while ${team.length} team commands ran; ${result.failures.length} failed`,
  );

  expect(team.filter((t) => t.code !== 0)).toEqual([]);
  expect(result.failures).toEqual([]);
  expect(code).toBe(0);

  const db = await openDatabase(env.config);
  try {
    const status = async (id: number) =>
      (await db.selectFrom('members').select('status').where('id', '=', id).executeTakeFirst())
        ?.status;
    expect(await Promise.all(pending.map((m) => status(m.id)))).toEqual([
      'verified',
      'rejected',
      'verified',
      'verified',
    ]);
    const stored = new Set((await listContactRequests(db)).map((r) => r.message));
    expect(result.messages.filter((m) => !stored.has(m))).toEqual([]);
    if (!env.config.databaseUrl) expect(await sqliteProblems(db)).toEqual([]);
  } finally {
    await db.destroy();
  }
});
