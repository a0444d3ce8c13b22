import { Readable } from 'node:stream';
import fc from 'fast-check';
import { CURL_TYPES, registry } from '../../../src/shared/protocol/registry';
import { FORM_BODY_LIMIT, UPLOAD_BODY_LIMIT } from '../../../src/server/api/route';
import type { Database } from '../../../src/server/db/types';
import { decodeForm } from '../../../src/shared/protocol/form';
import { fuzzCase, toRequest } from './fuzz/cases';
import { malformations } from './fuzz/malformed';
import { fuzzSession, type FuzzSession } from './fuzz/session';
import { changedTables, snapshot } from './fuzz/snapshot';

/** Runs per curl_type (FUZZ_RUNS=… for a longer hunt; FUZZ_SEED=… to replay a failure). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
jest.setTimeout(120_000);

// Written as a record so that the compiler insists on every table of the schema.
const SCHEMA_TABLES: Record<keyof Database, true> = {
  content_records: true,
  menus: true,
  gotras: true,
  states: true,
  contact_requests: true,
  content_meta: true,
  members: true,
  sessions: true,
  otp_tickets: true,
  throttle: true,
  member_requests: true,
  photos: true,
  job_leases: true,
  job_runs: true,
  staff_accounts: true,
  staff_sessions: true,
  member_change_requests: true,
  audit_log: true,
  member_pauses: true,
  site_settings: true,
  site_settings_hi: true,
  site_settings_versions: true,
  menu_versions: true,
  page_drafts: true,
  page_versions: true,
  media: true,
  member_blocks: true,
  member_reports: true,
  member_shortlist: true,
  member_addresses: true,
  quota_views: true,
  notifications: true,
  notification_mail_off: true,
  identity_changes: true,
  email_changes: true,
  member_notes: true,
  contact_replies: true,
  photo_tickets: true,
  member_preferences: true,
};

let s: FuzzSession;
beforeAll(async () => {
  s = await fuzzSession();
});
afterAll(async () => {
  // FUZZ_STATS=1 prints which answers the fuzzed calls reached (is the fuzzer getting deep?).
  if (process.env.FUZZ_STATS === '1') {
    const lines = [...s.tally].sort((a, b) => b[1] - a[1]);
    console.log(lines.map(([k, n]) => `${String(n).padStart(5)}  ${k}`).join('\n'));
  }
  await s.close();
});

describe('the database snapshot', () => {
  it('covers every table of the schema', () => {
    expect(s.tables.map((t) => t.name)).toEqual(expect.arrayContaining(Object.keys(SCHEMA_TABLES)));
  });

  it('notices a changed row, not only a changed count, and an undone change', async () => {
    const db = s.t.app.db;
    const rename = (name: string) =>
      db.updateTable('gotras').set({ temple_name: name }).where('id', '=', 1).execute();
    const row = await db
      .selectFrom('gotras')
      .select('temple_name')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    const before = await snapshot(db, s.tables);
    await rename(`${row.temple_name} changed`);
    expect(changedTables(before, await snapshot(db, s.tables))).toEqual(['gotras']);
    await rename(row.temple_name);
    expect(changedTables(before, await snapshot(db, s.tables))).toEqual([]);
  });
});

describe.each(CURL_TYPES)('fuzzing %s', (type) => {
  // The hostile inputs of the brief, each for every call, whatever the random runs pick.
  it('refuses each named malformation with a fragment, changing nothing', async () => {
    for (const [name, request] of malformations(type, s.token())) {
      const { http, wire } = await s.exercise(request).catch((err: Error) => {
        throw new Error(`${name}: ${err.message}`);
      });
      if (/^(1|001)$/.test(wire.status)) throw new Error(`${name} was accepted (HTTP ${http})`);
      if (name.includes('over the limit')) expect({ name, http }).toEqual({ name, http: 413 });
      if (name.includes('exactly the limit'))
        expect({ name, http }).not.toEqual({ name, http: 413 });
    }
  });

  it(`never answers 5xx, always a fragment, and a refusal changes nothing (${RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(fuzzCase(type), async (c) => {
        await s.exercise(toRequest(c, s.token()));
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });
});

describe('fuzzing the call name', () => {
  it('refuses unknown curl_types, whatever the body', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string().filter((pm) => !Object.hasOwn(registry, pm)),
        fc.string(),
        async (pm, body) => {
          const { wire } = await s.exercise({
            url: `/api?pm=${encodeURIComponent(pm)}`,
            body: new URLSearchParams({ curl_type: pm, junk: body }).toString(),
          });
          expect(wire.status).not.toMatch(/^(1|001)$/);
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
  });
});

describe('a streamed body without a content-length', () => {
  it.each([
    ['getStates', FORM_BODY_LIMIT],
    ['uploadProPic', UPLOAD_BODY_LIMIT],
  ])('%s: one byte over the limit is refused with 413', async (type, limit) => {
    const head = `curl_type=${type}&res_func=cb&local_token=${s.token()}&pad=`;
    const chunks = [head, 'a'.repeat(limit + 1 - head.length)].map((c) => Buffer.from(c));
    const { http, wire } = await s.exercise({
      url: `/api?pm=${type}`,
      body: Readable.from(chunks),
    });
    expect({ http, status: wire.status }).toEqual({ http: 413, status: '-10' });
  });
});

describe('decodeForm', () => {
  it('reads exactly the pairs URLSearchParams reads, whatever the names (__proto__ too)', () => {
    const name = fc.oneof(
      fc.string(),
      fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(name, fc.string()), { maxLength: 8 }), (pairs) => {
        const body = new URLSearchParams(pairs).toString();
        const expected = new Map<string, string[]>();
        for (const [k, v] of new URLSearchParams(body))
          expected.set(k, [...(expected.get(k) ?? []), v]);
        const form = decodeForm(body);
        expect(Object.keys(form).sort()).toEqual([...expected.keys()].sort());
        for (const [k, vs] of expected) expect(form[k]).toEqual(vs.length === 1 ? vs[0] : vs);
      }),
      { numRuns: 300, seed: SEED },
    );
  });
});
