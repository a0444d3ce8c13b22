import http from 'node:http';
import { decodeAnswer } from '../../../src/shared/protocol/wire';
import { openDatabase } from '../../../src/server/plugins/db';
import { registration } from '../helpers/accounts';
import { envOf, startServer, type ServerProcess } from '../helpers/serverProcess';
import { createTestEnv, type TestEnv } from '../helpers/testApp';
import { GENEROUS_LIMITS } from './crashSupervisor';
import { probe, refusedCleanly, slowCall, type Probe } from './shutdownProbe';

jest.setTimeout(120_000);

const IN_FLIGHT = 50;

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.cleanup());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const homePage = (url: string) => probe(url, 'getPgData', { loc: 'home' });

/** Answers of the registrations that are not a whole 200 with a success fragment. */
function failuresOf(answers: Probe[]): string[] {
  return answers.flatMap((a) => {
    if (a.kind === 'error') return [a.code];
    if (a.status !== 200 || !a.complete) return [`${a.status}${a.complete ? '' : ' (cut)'}`];
    const wire = decodeAnswer(a.body);
    return wire.status === '001' ? [] : [`${wire.status} ${wire.text}`];
  });
}

/** New arrivals, each on a fresh connection, until the process has ended. */
async function probeUntilExit(server: ServerProcess, late: Probe[]): Promise<void> {
  let ended = false;
  void server.exited.then(() => (ended = true));
  while (!ended) {
    late.push(await homePage(server.url));
    await sleep(20);
  }
}

it('finishes the requests in flight at SIGTERM, refuses later ones cleanly, and exits 0', async () => {
  const server = await startServer({ ...envOf(env.config), ...GENEROUS_LIMITS });
  // Keep-alive, as browsers do: the server must still close these sockets after answering.
  const agent = new http.Agent({ keepAlive: true });
  const emails: string[] = [];
  const calls = Array.from({ length: IN_FLIGHT }, () => {
    const fields = registration();
    emails.push(fields.email_id as string);
    return slowCall(server.url, 'register_member', fields, agent);
  });
  // Answered after the 50 half-sent requests: the server has read (begun) all of them.
  await sleep(200);
  expect(await homePage(server.url)).toMatchObject({ kind: 'answer', status: 200 });

  server.child.kill('SIGTERM');
  const late: Probe[] = [];
  const probing = probeUntilExit(server, late);
  // Only once close() has visibly begun do the 50 send the rest of their bodies.
  for (let i = 0; i < 500 && !late.some(refusedCleanly); i += 1) await sleep(10);
  const closingSeen = late.length;
  for (const c of calls) c.finish();
  const answers = await Promise.all(calls.map((c) => c.answer));
  const finishedAt = Date.now();
  await probing;
  const code = await server.exited;
  agent.destroy();
  const refusedAt = late.findIndex(refusedCleanly);
  const kinds: Record<string, number> = {};
  for (const p of late) {
    const kind = p.kind === 'error' ? p.code : `${p.status}`;
    kinds[kind] = (kinds[kind] ?? 0) + 1;
  }
  console.log(
    `shutdown: ${IN_FLIGHT} in flight; close seen after ${closingSeen} probes; exit ${Date.now() - finishedAt} ms ` +
      `after the last answer; late probes: ${JSON.stringify(kinds)}`,
  );

  expect(code).toBe(0);
  expect(failuresOf(answers)).toEqual([]);
  // Before close began a probe may still be served; from the first refusal on, every one is
  // refused cleanly: no hang, no cut-off answer, never served again.
  expect(refusedAt).toBeGreaterThanOrEqual(0);
  const served = late.slice(0, refusedAt);
  expect(served.filter((p) => !(p.kind === 'answer' && p.status === 200 && p.complete))).toEqual(
    [],
  );
  expect(late.slice(refusedAt).filter((p) => !refusedCleanly(p))).toEqual([]);

  const db = await openDatabase(env.config);
  try {
    const stored = new Set(
      (await db.selectFrom('members').select('email_id').execute()).map((r) => r.email_id),
    );
    expect(emails.filter((e) => !stored.has(e))).toEqual([]);
  } finally {
    await db.destroy();
  }
});
