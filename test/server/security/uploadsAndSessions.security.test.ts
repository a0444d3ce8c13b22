import { decodeAnswer } from '../../../src/shared/protocol/wire';
import { SESSION_IDLE_MS, SESSION_LIFETIME_MS } from '../../../src/server/accounts/sessions';
import { decodeLoad, MAX_CONCURRENT_DECODES } from '../../../src/server/photos/image';
import { testClock, verifiedMember } from '../helpers/accounts';
import { dataUrl, noisyJpeg } from '../helpers/images';
import { buildTestApp, call, type TestApp } from '../helpers/testApp';
import { DEFAULT_RATE_LIMITS } from '../../../src/server/accounts/rateLimitsConfig';
import { RATE_MESSAGES } from '../../../src/server/accounts/rateLimits';

const DAY = 24 * 60 * 60 * 1000;
const UPLOADS = 3;

jest.setTimeout(60_000);

describe('uploads and sessions (requirements §6, §7; docs/security.md)', () => {
  let t: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t = await buildTestApp(
      {
        rateLimits: {
          ...DEFAULT_RATE_LIMITS,
          registrationsPerAddress: 100_000,
          uploadsPerMember: UPLOADS,
        },
      },
      { now: clock.now },
    );
  });
  afterAll(() => t.close());

  const upload = (token: string, pro_pic: string) =>
    call(t.app, 'uploadProPic', { local_token: token, pro_pic, upd_for: 'other' });

  it(`limits uploads per member (${UPLOADS} an hour here), with a 429 and Retry-After`, async () => {
    const member = await verifiedMember(t);
    const photo = dataUrl(await noisyJpeg(200, 200));
    for (let i = 0; i < UPLOADS; i += 1) {
      expect((await upload(member.local_token, photo)).wire.status).toBe('001');
    }
    const over = await upload(member.local_token, photo);
    expect(over.http).toBe(429);
    expect(decodeAnswer(over.response.body).text).toBe(RATE_MESSAGES.uploads(60));
    expect(over.response.headers['retry-after']).toBe('3600');
    // Another member is not held back by it.
    const other = await verifiedMember(t);
    expect((await upload(other.local_token, photo)).wire.status).toBe('001');
  });

  it(`decodes at most ${MAX_CONCURRENT_DECODES} images at once, however many arrive`, async () => {
    const photo = dataUrl(await noisyJpeg(1200, 900));
    const members = await Promise.all(Array.from({ length: 8 }, () => verifiedMember(t)));
    decodeLoad.peak = 0;
    const answers = await Promise.all(members.map((m) => upload(m.local_token, photo)));
    expect(answers.map((a) => a.wire.status)).toEqual(members.map(() => '001'));
    expect(decodeLoad.peak).toBeGreaterThan(0);
    expect(decodeLoad.peak).toBeLessThanOrEqual(MAX_CONCURRENT_DECODES);
  });

  it('ends a session 90 days after login even when it is used every day', async () => {
    expect(SESSION_LIFETIME_MS).toBe(90 * DAY);
    const member = await verifiedMember(t);
    const alive = async () =>
      (await call(t.app, 'exportMyData', { local_token: member.local_token })).wire.status === '1';
    for (let day = 0; day < 89; day += 7) {
      expect(await alive()).toBe(true);
      clock.advance(7 * DAY);
      expect(7 * DAY).toBeLessThan(SESSION_IDLE_MS);
    }
    clock.advance(2 * DAY);
    expect(await alive()).toBe(false);
  });

  it('logs out every device from My Profile (logout with everywhere=1)', async () => {
    const member = await verifiedMember(t);
    const second = await verifiedMemberLogin(member.email);
    const alive = async (token: string) =>
      (await call(t.app, 'exportMyData', { local_token: token })).wire.status === '1';
    expect(await alive(second)).toBe(true);
    const out = await call(t.app, 'logout', { local_token: member.local_token, everywhere: '1' });
    expect(out.wire.status).toBe('001');
    expect(await alive(member.local_token)).toBe(false);
    expect(await alive(second)).toBe(false);
  });

  async function verifiedMemberLogin(email: string): Promise<string> {
    const { wire } = await call(t.app, 'logint', {
      p1: email,
      p2: 'monsoon evenings in jaipur',
    });
    return (JSON.parse(wire.text) as { local_token: string }).local_token;
  }
});
