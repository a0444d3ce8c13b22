// The refused-body line of the bench: what an anonymous 8 MB body of 800,000 field names to the
// upload call costs the server (docs/security.md, bounded parsing). Measures how long the refusal
// takes and a visitor call's latency on its own and while three senders repeat such bodies.
// `node scripts/bench/refusedBody.mjs` runs this line alone (builds the server bundle, starts it
// on an empty data dir); `npm run bench` runs it as one of its sections.
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { median, percentile, progress, round } from './util.mjs';

const FIELDS = 800_000;
const SENDERS = 3;
const VISITOR_CALLS = 60;

const FLOOD = Buffer.from(
  'curl_type=uploadProPic&' +
    Array.from({ length: FIELDS }, (_, i) => `f${i % 100_000}=`).join('&'),
);
const VISITOR = Buffer.from('curl_type=getStates&res_func=resCallBack');

function post(baseUrl, pm, body) {
  const url = new URL(`/api?pm=${pm}`, baseUrl);
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': body.length,
          origin: url.origin,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - t0 }));
      },
    );
    // The server answers before reading the whole flood and closes; the rest of the write may
    // fail. A request that ends with no answer at all is an error, not a hang.
    let answered = false;
    req.on('response', () => (answered = true));
    req.on('error', (err) => (answered ? undefined : reject(err)));
    req.on('close', () => (answered ? undefined : reject(new Error('closed without an answer'))));
    req.setTimeout(30_000, () => req.destroy(new Error('no answer in 30 s')));
    req.end(body);
  });
}

/**
 * A flood until it is answered: the server answers 413 and closes with most of the flood unread,
 * so its TCP reset can overtake the answer, and Node's client then reports EPIPE or ECONNRESET
 * with no answer. On a loaded 2-core machine that is most tries (the bench of 2026-12-06 lost all
 * four of one flood), so a flood is sent again up to RESET_TRIES times and the lost tries are
 * counted in the figures; a flood never answered still fails the line.
 */
const RESET_TRIES = 25;
async function refusedFlood(baseUrl) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return { ...(await post(baseUrl, 'uploadProPic', FLOOD)), lost: attempt - 1 };
    } catch (err) {
      if (attempt >= RESET_TRIES || !['EPIPE', 'ECONNRESET'].includes(err.code)) throw err;
    }
  }
}

async function visitorLatencies(baseUrl) {
  const times = [];
  for (let i = 0; i < VISITOR_CALLS; i += 1)
    times.push((await post(baseUrl, 'getStates', VISITOR)).ms);
  return times;
}

/** Runs against a started site ({ baseUrl }); answers the figures of the README's line. */
export async function measureRefusedBody(site) {
  const refusals = [];
  let lost = 0;
  for (let i = 0; i < 10; i += 1) {
    const flood = await refusedFlood(site.baseUrl);
    if (flood.status !== 413) throw new Error(`the flood was answered ${flood.status}, not 413`);
    refusals.push(flood.ms);
    lost += flood.lost;
  }
  const quiet = await visitorLatencies(site.baseUrl);
  let flooding = true;
  const senders = Array.from({ length: SENDERS }, async () => {
    while (flooding) await post(site.baseUrl, 'uploadProPic', FLOOD).catch(() => undefined);
  });
  const busy = await visitorLatencies(site.baseUrl);
  flooding = false;
  await Promise.all(senders);
  return {
    bodyMb: round(FLOOD.length / 1024 / 1024, 1),
    fields: FIELDS,
    refusalMedianMs: round(median(refusals)),
    refusals: refusals.length,
    resetBeforeAnswer: lost,
    visitorMedianMs: round(median(quiet)),
    visitorWithSendersMedianMs: round(median(busy)),
    visitorWithSendersP95Ms: round(percentile(busy, 95)),
    senders: SENDERS,
  };
}

export function refusedBodyRows(r, row) {
  return [
    row(
      'hardening',
      `refused ${r.fields.toLocaleString('en')}-field body (${r.bodyMb} MB), median`,
      `${r.refusalMedianMs} ms` +
        (r.resetBeforeAnswer
          ? ` (${r.resetBeforeAnswer} more tries reset before the 413 arrived)`
          : ''),
    ),
    row(
      'hardening',
      `visitor call alone / with ${r.senders} such senders, median (p95)`,
      `${r.visitorMedianMs} / ${r.visitorWithSendersMedianMs} ms (${r.visitorWithSendersP95Ms})`,
      '',
      'with senders ≤ 50 ms median',
      r.visitorWithSendersMedianMs <= 50,
    ),
  ];
}

// Alone: build the server, start it on an empty data dir, print the figures.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { buildServer } = await import('./build.mjs');
  const { startSite } = await import('./server.mjs');
  progress('building the server bundle');
  const server = await buildServer();
  const dataDir = mkdtempSync(join(os.tmpdir(), 'trust-bench-refused-'));
  const site = await startSite(server, { dataDir, publicDir: join(dataDir, 'public') });
  try {
    progress(`refused body against ${site.baseUrl}`);
    console.log(JSON.stringify(await measureRefusedBody(site), null, 2));
  } finally {
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
