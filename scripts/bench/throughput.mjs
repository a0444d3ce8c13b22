// Service throughput with autocannon on 127.0.0.1: the references first (hello-world, and the
// home page's answer size from a bare route), then the site's calls; req/s, p50/p99 latency and
// each call's req/s as a ratio of hello-world's.
import autocannon from 'autocannon';
import { fileURLToPath } from 'node:url';
import { callHeaders, expectAnswer, formBody } from './api.mjs';
import { startProcess } from './server.mjs';
import { cpuSeconds, progress } from './util.mjs';

const CONNECTIONS = 10;
const WARMUP_S = 1;
// DURATION_S: a longer (or shorter) measured run for `apiLoad.mjs` alone; the bench keeps 5 s.
const DURATION_S = Number(process.env.DURATION_S ?? 5);

/** The sidebar's usual combination (as search.plan.test.ts): city, income, education, age. */
export const TYPICAL_FILTERS = {
  city_name: 'jai',
  salary_per_anum: '10-15',
  lowRange: '10',
  highRange: '15',
  education: ['Engineering', 'Graduation'],
  ageMin: 24,
  ageMax: 32,
};

const run = (opts) =>
  new Promise((resolve, reject) =>
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result))),
  );

/**
 * One load: a short warm-up, then the measured run. reqPerSec counts 2xx answers only (a 429
 * of a rate limit is cheap and says nothing of the call); allPerSec counts every answer.
 */
export async function load(name, url, { post, rssMb, headers, pid } = {}) {
  const opts = { url, connections: CONNECTIONS, pipelining: 1, headers };
  if (post) {
    Object.assign(opts, {
      method: 'POST',
      headers: { ...callHeaders(url), ...post.headers },
      body: formBody(post.type, post.fields),
    });
  }
  await run({ ...opts, duration: WARMUP_S });
  const cpu0 = pid ? cpuSeconds(pid) : 0;
  const r = await run({ ...opts, duration: DURATION_S });
  // The server's CPU per answer: steadier than req/s on a shared machine (pid given only).
  const cpuUs = pid ? ((cpuSeconds(pid) - cpu0) * 1e6) / r.requests.total : undefined;
  const row = {
    name,
    reqPerSec: r['2xx'] / r.duration,
    allPerSec: r.requests.total / r.duration,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(r.statusCodeStats ?? {}).map(([code, v]) => [code, v.count]),
    ),
    errors: r.errors + r.timeouts,
    rssMbAfter: rssMb?.(),
    cpuUs,
  };
  progress(
    `  ${name}: ${Math.round(row.reqPerSec)} 2xx/s (${row.requests} answers, ${row.non2xx} ` +
      `non-2xx), p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms`,
  );
  return row;
}

/** The home page's content call, as issue #19 measures getPgData. */
export const HOME_CONTENT = { type: 'getPgData', fields: { loc: 'home' } };

/** Calls of the site, each checked once over the wire before it is loaded. */
function calls(member, detail) {
  return [
    { name: 'getPgData', ...HOME_CONTENT, want: '1' },
    {
      // As a browser asks: the kept answer's brotli copy (the plugin compressed it per request).
      name: 'getPgData (br)',
      type: 'getPgData',
      fields: { loc: 'home' },
      want: '1',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    },
    { name: 'getPgDataWithChild', type: 'getPgDataWithChild', fields: detail.fields, want: '1' },
    {
      // After a few tries the address is refused (429): under load this mostly measures that.
      name: 'logint (wrong password)',
      type: 'logint',
      fields: { p1: member.email, p2: 'not the right password' },
      want: '0',
    },
  ];
}

/** What a browser sends for a page, and for a file it already knows the type of. */
export const BROWSER_HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };

/**
 * Issue #19 item 2: the home page as the server keeps it (pageCache.ts) against a static file the
 * same server sends (the build's favicon, pre-compressed), both asked as a browser asks.
 */
export async function measurePages(site, rssMb) {
  const headers = BROWSER_HEADERS;
  const file = await load('static file (favicon.svg, br)', `${site.baseUrl}/favicon.svg`, {
    rssMb,
    headers,
  });
  const page = await load('cached page / (br)', `${site.baseUrl}/`, { rssMb, headers });
  return { file, page: { ...page, vsFile: page.reqPerSec / file.reqPerSec } };
}

/** The plain bytes of a call's answer (no encoding asked): what the same-bytes floor sends. */
async function answerBytes(baseUrl, post) {
  const res = await fetch(`${baseUrl}/api?pm=${post.type}`, {
    method: 'POST',
    headers: { ...callHeaders(baseUrl), 'accept-encoding': 'identity' },
    body: formBody(post.type, post.fields),
  });
  return (await res.arrayBuffer()).byteLength;
}

/**
 * The references of a run: hello-world, and (issue #19's getPgData figure) the same number of
 * bytes as `post`'s answer from a bare Fastify route (hello-server.mjs, BODY_BYTES). The home
 * page's answer is about 25 KB where hello-world's is 17 bytes, and sending it (the socket's
 * copy, the client's read, both on this machine's two cores) costs the same in any app: getPgData
 * against this row is what the site itself adds.
 */
export async function measureReferences(site, post) {
  const bytes = await answerBytes(site.baseUrl, post);
  const ref = await startProcess(fileURLToPath(new URL('./hello-server.mjs', import.meta.url)), {
    BODY_BYTES: String(bytes),
  });
  try {
    const hello = await load('hello-world', `${ref.baseUrl}/`, { pid: ref.pid });
    const url = `${ref.baseUrl}/api?pm=${post.type}`;
    const same = await load(`${bytes} bytes from a bare route`, url, { post, pid: ref.pid });
    return { hello, sameBytes: { ...same, bytes, call: post.type } };
  } finally {
    await ref.stop();
  }
}

/**
 * Resolves to { hello, sameBytes, pages, routes: [{ name, reqPerSec, p50Ms, p99Ms, ratio, … }] };
 * the plain getPgData row also has `vsSameBytes`.
 */
export async function measureThroughput(site, member, detail) {
  const { hello, sameBytes } = await measureReferences(site, HOME_CONTENT);
  const pages = await measurePages(site, site.rssMb);
  const routes = [];
  for (const c of calls(member, detail)) {
    await expectAnswer(site.baseUrl, c.type, c.fields, c.want);
    const url = `${site.baseUrl}/api?pm=${c.type}`;
    const row = await load(c.name, url, { post: c, rssMb: site.rssMb, pid: site.pid });
    routes.push({ ...row, call: c.type, ratio: row.reqPerSec / hello.reqPerSec });
  }
  const plain = routes.find((r) => r.name === sameBytes.call);
  if (plain) plain.vsSameBytes = plain.reqPerSec / sameBytes.reqPerSec;
  return { hello, sameBytes, pages, routes };
}

/**
 * getMembers as issue #19 measures it, over the 100k demo set (loaded after measureThroughput, on
 * the 100k server; `hello` is that run's reference): the default search, a full page of the newest,
 * and the sidebar's usual filters. Each must list members: an empty page skips the listing's
 * requests, photos and encoding, and once made this row look cheaper than a member's search is.
 */
export async function measureMemberSearchLoad(site, token, hello) {
  const searches = { 'no filters': {}, 'typical filters': TYPICAL_FILTERS };
  const routes = [];
  for (const [label, filters] of Object.entries(searches)) {
    const fields = { local_token: token, ser_params: JSON.stringify(filters) };
    const { value } = await expectAnswer(site.baseUrl, 'getMembers', fields);
    if (!value.members.length) throw new Error(`getMembers (${label}) listed nobody at 100k`);
    const name = `getMembers (100k, ${label}, ${value.members.length} listed)`;
    const post = { type: 'getMembers', fields };
    const url = `${site.baseUrl}/api?pm=getMembers`;
    const row = await load(name, url, { post, rssMb: site.rssMb, pid: site.pid });
    routes.push({ ...row, call: 'getMembers', ratio: row.reqPerSec / hello.reqPerSec });
  }
  return routes;
}
