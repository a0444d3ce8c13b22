import type { LoginAnswer } from '../../../src/shared/protocol/types';
import {
  callOver,
  envOf,
  startServer,
  stopServer,
  type ServerProcess,
} from '../helpers/serverProcess';
import { createTestEnv, type TestEnv } from '../helpers/testApp';
import { describeRun, loadRun, type LoadFigures, type LoadRun } from './load/run';
import { MB, mb, pause, rssOf, rssSampler } from './load/rss';
import {
  judgeLogin,
  judgeMembers,
  judgePage,
  pageCalls,
  population,
  SEARCHES,
  searchCalls,
  wrongPasswordCalls,
} from './load/scenarios';
import { PASSWORD, seedMembers } from './load/seed';

// Sized for a 2-core CI machine (the example is 100 connections for 10 s: set
// LOAD_CONNECTIONS=100 LOAD_DURATION_S=10 to run that by hand).
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.LOAD_DURATION_S ?? 5);
const SEARCHERS = 10;
const WOMEN = 60;
/** Every fourth woman shares the searchers' gotra and is hidden by hideSameGotra. */
const VISIBLE = WOMEN - WOMEN / 4;
/**
 * How far RSS after the second pass may exceed RSS after the first (which warmed up V8, the JIT
 * and the database pools). A leak of ~10 KB a request (≥ 5,000 requests a pass) exceeds it;
 * heap growth that the garbage collector has simply not returned yet does not.
 */
const rssAllowance = (afterFirst: number) => Math.max(30 * MB, 0.2 * afterFirst);

jest.setTimeout(120_000);

let env: TestEnv;
let server: ServerProcess;
let emails: string[];
let tokens: string[];

beforeAll(async () => {
  env = await createTestEnv();
  const seeded = await seedMembers(env.config, population(SEARCHERS, WOMEN));
  emails = seeded.slice(0, SEARCHERS).map((m) => m.email);
  // The hourly view limit would turn most searches into refusals and hide real errors behind
  // them; it is still counted (one database write a search), only never reached.
  server = await startServer({
    ...envOf(env.config),
    LIST_LIMIT_PER_DAY: '999999',
    PROFILE_LIMIT_PER_DAY: '999999',
    // A run sends some 1,000 requests on each of its 50 connections. Past the per-connection cap
    // Node answers 503 to a request autocannon sent before it read the "Connection: close" (a
    // race of the load tool, not of the site: a browser reconnects), so the cap is lifted here.
    MAX_REQUESTS_PER_SOCKET: '999999',
  });
  tokens = [];
  for (const email of emails) {
    const { wire } = await callOver(server.url, 'logint', { p1: email, p2: PASSWORD });
    tokens.push((JSON.parse(wire.text) as LoginAnswer).local_token);
  }
});

afterAll(async () => {
  if (server) await stopServer(server);
  await env?.cleanup();
});

const scenarios = (): Pick<LoadRun, 'title' | 'callsFor' | 'judge'>[] => [
  { title: 'getPgData', callsFor: pageCalls, judge: judgePage },
  {
    title: 'getMembers',
    callsFor: (c) => searchCalls(tokens[c % tokens.length] ?? ''),
    judge: judgeMembers,
  },
  {
    title: 'logint (wrong passwords)',
    callsFor: (c) => wrongPasswordCalls(emails, c),
    judge: judgeLogin,
  },
];

interface Pass {
  figures: LoadFigures[];
  peakRss: number;
  afterRss: number;
}

async function pass(name: string): Promise<Pass> {
  const pid = server.child.pid as number;
  const sampler = rssSampler(pid);
  const figures: LoadFigures[] = [];
  for (const scenario of scenarios()) {
    const run = { ...scenario, url: server.url, connections: CONNECTIONS, durationS: DURATION_S };
    figures.push(await loadRun(run));
  }
  const peakRss = sampler.stop();
  await pause(1500); // in-flight buffers released, sockets closed
  const afterRss = rssOf(pid);
  for (const f of figures) console.log(`[load] ${name} ${describeRun(f)}`);
  console.log(`[load] ${name} RSS peak ${mb(peakRss)}, after ${mb(afterRss)}`);
  return { figures, peakRss, afterRss };
}

/** No connection errors, no timeouts, only HTTP 200 (429 only for the login run), no bad body. */
function expectClean(f: LoadFigures, allowed: string[] = ['200']): void {
  expect({ run: f.title, errors: f.errors, timeouts: f.timeouts, bad: f.badSamples }).toEqual({
    run: f.title,
    errors: 0,
    timeouts: 0,
    bad: [],
  });
  expect(Object.keys(f.statuses).filter((s) => !allowed.includes(s))).toEqual([]);
  expect(f.verdicts.bad).toBe(0);
  expect(f.verdicts.ok + f.verdicts.throttled).toBe(f.requests);
}

describe(`load: ${CONNECTIONS} connections, ${DURATION_S} s a run`, () => {
  let first: Pass;

  it('the searches find the seeded members (the load is not measuring empty answers)', async () => {
    const { wire } = await callOver(server.url, 'getMembers', {
      local_token: tokens[0] ?? '',
      ser_params: JSON.stringify(SEARCHES[0]),
    });
    expect(JSON.parse(wire.text)).toMatchObject({ total: VISIBLE });
  });

  it('first pass: every answer is a well-formed fragment, no errors, throttling as intended', async () => {
    const before = rssOf(server.child.pid as number);
    console.log(`[load] RSS before ${mb(before)}`);
    first = await pass('pass 1');
    const [page, members, login] = first.figures as [LoadFigures, LoadFigures, LoadFigures];
    expectClean(page);
    expectClean(members);
    expect(members.verdicts.throttled).toBe(0);
    expectClean(login, ['200', '429']);
    expect(login.verdicts.throttled).toBeGreaterThan(0);
    // Each attempt is counted before its password check, so a burst gets no guess past the
    // per-address limit, however many connections it uses.
    expect(login.verdicts.ok).toBeLessThanOrEqual(env.config.rateLimits.loginPerAddress);
    for (const f of first.figures) expect(f.requests).toBeGreaterThan(CONNECTIONS);
  });

  it('two more identical passes: still clean, and RSS stays flat', async () => {
    // Pass 2 finishes warming up (V8 sizes its heap to the throughput it sees); pass 3 must not
    // grow past it by more than the allowance.
    const passes = [await pass('pass 2'), await pass('pass 3')] as const;
    for (const { figures } of passes) {
      const [page, members, login] = figures as [LoadFigures, LoadFigures, LoadFigures];
      expectClean(page);
      expectClean(members);
      expectClean(login, ['200', '429']);
      // The address is still blocked from pass 1: not one more password check.
      expect(login.verdicts.ok).toBe(0);
    }
    const [warm, last] = passes;
    // Peaks, not the sample taken after a pass: where the collector happens to be when a pass ends
    // moves that sample by ±40 MB (seen on PostgreSQL: 189 then 235 MB with equal peaks), while a
    // leak raises every peak.
    const growth = last.peakRss - warm.peakRss;
    console.log(
      `[load] RSS peaks: pass 1 ${mb(first.peakRss)}, pass 2 ${mb(warm.peakRss)}, pass 3 ${mb(last.peakRss)}; growth 2 → 3 ${mb(growth)} (allowed ${mb(rssAllowance(warm.peakRss))})`,
    );
    expect(growth).toBeLessThanOrEqual(rssAllowance(warm.peakRss));
  });
});
