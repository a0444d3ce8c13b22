import autocannon from 'autocannon';
import { buildCall, type FormFields } from '../../../../src/shared/protocol/form';

/** What one answer was: a good one, the intended throttling, or anything else (a failure). */
export type Verdict = 'ok' | 'throttled' | 'bad';
export type Judge = (http: number, body: string) => Verdict;

export interface LoadCall {
  type: string;
  fields: FormFields;
}

export interface LoadRun {
  url: string;
  title: string;
  connections: number;
  durationS: number;
  /** The calls one connection repeats in turn (e.g. with its own member's token). */
  callsFor: (connection: number) => LoadCall[];
  judge: Judge;
}

export interface LoadFigures {
  title: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  maxMs: number;
  /** Connection errors and timeouts, as autocannon counts them. */
  errors: number;
  timeouts: number;
  /** Answers by HTTP status. */
  statuses: Record<string, number>;
  verdicts: Record<Verdict, number>;
  /** The first few bad answers, to show when the test fails. */
  badSamples: string[];
}

/**
 * One autocannon run of POST /api calls exactly as the browser sends them (form body, Origin of
 * the site itself); every answer's body goes through `judge`.
 */
export async function loadRun(run: LoadRun): Promise<LoadFigures> {
  const verdicts: Record<Verdict, number> = { ok: 0, throttled: 0, bad: 0 };
  const badSamples: string[] = [];
  const onResponse = (status: number, body: string) => {
    const verdict = run.judge(status, body);
    verdicts[verdict] += 1;
    if (verdict === 'bad' && badSamples.length < 3) badSamples.push(`${status} ${body}`);
  };
  const headers = {
    'content-type': 'application/x-www-form-urlencoded',
    origin: new URL(run.url).origin,
  };
  let connection = 0;
  const result = await autocannon({
    url: run.url,
    connections: run.connections,
    duration: run.durationS,
    timeout: 10,
    setupClient: (client) => {
      const calls = run.callsFor(connection++);
      client.setRequests(
        calls.map(({ type, fields }) => {
          const { path, body } = buildCall(type, fields);
          return { method: 'POST', path, headers, body, onResponse };
        }),
      );
    },
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, Number(count)]),
  );
  return {
    title: run.title,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
    verdicts,
    badSamples,
  };
}

export function describeRun(f: LoadFigures): string {
  return (
    `${f.title}: ${f.requests} requests, ${f.rps} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, ` +
    `max ${f.maxMs} ms; errors ${f.errors}, timeouts ${f.timeouts}; ` +
    `HTTP ${JSON.stringify(f.statuses)}; answers ${JSON.stringify(f.verdicts)}`
  );
}
