import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Client } from 'pg';
import { readdir } from 'node:fs/promises';
import { MESSAGES } from '../../../src/shared/domain/messages';
import type { ListingItem, LoginAnswer } from '../../../src/shared/protocol/types';
import { encodeId } from '../../../src/server/matching/ids';
import { photosDir } from '../../../src/server/photos/store';
import { dataUrl, png } from '../helpers/images';
import { callOver } from '../helpers/serverProcess';
import { PASSWORD } from './load/seed';
import { startCluster, type Cluster } from './scaleout/cluster';

jest.setTimeout(60_000);

const login = async (url: string, email: string): Promise<LoginAnswer> => {
  const { wire } = await callOver(url, 'logint', { p1: email, p2: PASSWORD });
  expect(wire.status).toBe('1');
  return JSON.parse(wire.text) as LoginAnswer;
};

/** The listing's signed photo link of one member, as the search answers it on `url`. */
async function photoLink(url: string, token: string, accountId: string): Promise<string> {
  const ser_params = JSON.stringify({ lowRange: '-1', highRange: '-1', page: 1 });
  const { wire } = await callOver(url, 'getMembers', { local_token: token, ser_params });
  expect(wire.status).toBe('1');
  const { members } = JSON.parse(wire.text) as { members: ListingItem[] };
  const link = members.find((m) => m.account_info_id === accountId)?.pro_pic ?? '';
  expect(link).toMatch(/^\/photo\/[0-9a-f]{32}\.jpg\?exp=\d+&v=\d+&sig=/);
  return link;
}

async function expectImage(serverUrl: string, link: string): Promise<void> {
  const response = await fetch(new URL(link, serverUrl));
  const bytes = Buffer.from(await response.arrayBuffer());
  expect({ status: response.status, type: response.headers.get('content-type') }).toEqual({
    status: 200,
    type: 'image/jpeg',
  });
  expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
}

describe.each([
  ['MEDIA_SECRET set on both', randomBytes(32).toString('base64url')],
  ['no MEDIA_SECRET: the generated key is agreed through the database', undefined],
])('two server processes on one PostgreSQL database (%s)', (_name, mediaSecret) => {
  let c: Cluster;
  beforeAll(async () => {
    c = await startCluster({ mediaSecret });
  });
  afterAll(async () => {
    await c?.stop();
  });

  it('a session opened on A works on B, and a logout on B ends it on A', async () => {
    const { local_token, user } = await login(c.a.url, c.members.viewer.email);
    const mine = await callOver(c.b.url, 'getMyProfile', { local_token, mem_key: user.mem_no });
    expect(mine.wire.status).toBe('1');
    expect(JSON.parse(mine.wire.text)).toMatchObject({ email_id: c.members.viewer.email });
    // Control: B does check tokens.
    const forged = await callOver(c.b.url, 'getDashboardData', { local_token: 'x'.repeat(43) });
    expect(forged.wire).toEqual({ status: '0', text: MESSAGES.notLoggedIn });

    expect((await callOver(c.b.url, 'logout', { local_token })).wire.status).toBe('001');
    const after = await callOver(c.a.url, 'getDashboardData', { local_token });
    expect(after.wire).toEqual({ status: '0', text: MESSAGES.notLoggedIn });
  });

  it('wrong passwords counted on A lock the account on B, right password and all', async () => {
    const { email } = c.members.locked;
    for (let i = 0; i < c.config.rateLimits.loginPerAccount; i += 1) {
      const wrong = await callOver(c.a.url, 'logint', { p1: email, p2: 'not the password' });
      expect(wrong.wire).toEqual({ status: '0', text: MESSAGES.loginFailed });
    }
    // B has never seen a wrong password for this account: the count is the database's.
    const right = await callOver(c.b.url, 'logint', { p1: email, p2: PASSWORD });
    expect([200, 429]).toContain(right.http);
    expect(right.wire.status).toBe('0');
    expect(right.wire.text).toMatch(/^Too many attempts.* Please try again in \d+ minutes?\.$/);
    // Control: another account still logs in on B.
    expect((await login(c.b.url, c.members.viewer.email)).local_token).toBeTruthy();
  });

  it('a photo uploaded through A is served by B, by B’s links and by A’s', async () => {
    const owner = await login(c.a.url, c.members.owner.email);
    const pro_pic = dataUrl(await png(300, 200), 'image/png');
    const upload = await callOver(c.a.url, 'uploadProPic', {
      local_token: owner.local_token,
      pro_pic,
      upd_for: 'profile',
    });
    expect(upload.wire.status).toBe('001');
    // Stored in PHOTO_DIR (full size and thumbnail), not under either DATA_DIR.
    expect(await readdir(c.photoDir)).toHaveLength(2);
    for (const dataDir of c.dataDirs) expect(existsSync(photosDir(dataDir))).toBe(false);

    // Photos are private by default; the owner shows the profile photo to every verified member.
    const widened = await callOver(c.a.url, 'setPhotoVisibility', {
      local_token: owner.local_token,
      visibility: 'all',
    });
    expect(widened.wire.status).toBe('001');
    const viewer = await login(c.b.url, c.members.viewer.email);
    const ownerId = encodeId(c.members.owner.id);
    await expectImage(c.b.url, await photoLink(c.b.url, viewer.local_token, ownerId));
    await expectImage(c.b.url, await photoLink(c.a.url, viewer.local_token, ownerId));
    // And the other way: the owner's own profile link from B, fetched from A.
    const mine = await callOver(c.b.url, 'getMyProfile', {
      local_token: owner.local_token,
      mem_key: owner.user.mem_no,
    });
    const { pro_pic: ownLink } = JSON.parse(mine.wire.text) as { pro_pic: string };
    await expectImage(c.a.url, ownLink);
  });
});

describe('scheduled jobs in two server processes on one PostgreSQL database', () => {
  let c: Cluster;
  beforeAll(async () => {
    c = await startCluster({});
  });
  afterAll(async () => {
    await c?.stop();
  });

  it('run each due job once, though both processes look for due jobs five times a second', async () => {
    const client = new Client({ connectionString: c.config.databaseUrl });
    await client.connect();
    const runs = async () =>
      (
        await client.query<{ name: string; holder: string; outcome: string }>(
          'select name, holder, outcome from job_runs order by id',
        )
      ).rows;
    try {
      const deadline = Date.now() + 20_000;
      while ((await runs()).filter((r) => r.outcome === 'done').length < 6) {
        if (Date.now() > deadline)
          throw new Error(`jobs did not run: ${JSON.stringify(await runs())}`);
        await new Promise((r) => setTimeout(r, 200));
      }
      // Many more ticks of both processes: still one run of each.
      await new Promise((r) => setTimeout(r, 2_000));
      const all = await runs();
      expect(all.map((r) => [r.name, r.outcome]).sort()).toEqual([
        ['interest-expiry', 'done'],
        ['interest-reminders', 'done'],
        ['otp-cleanup', 'done'],
        ['recovery-prune', 'done'],
        ['sessions-cleanup', 'done'],
        ['throttle-prune', 'done'],
      ]);
      // Both processes were offering: the holders are real processes (host:pid:tag).
      for (const r of all) expect(r.holder).toMatch(/^.+:\d+:[0-9a-f]{6}$/);
      // And each process's metrics show what it ran, together once per job.
      let done = 0;
      for (const server of [c.a, c.b]) {
        const text = await (await fetch(new URL('/metrics', server.url))).text();
        done += [...text.matchAll(/^trust_job_runs_total\{job="[a-z-]+",outcome="done"\} (\d+)$/gm)]
          .map((m) => Number(m[1]))
          .reduce((a, b) => a + b, 0);
      }
      expect(done).toBe(all.length);
    } finally {
      await client.end();
    }
  });
});
