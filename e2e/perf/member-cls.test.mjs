// Issue #19 (CLS 0 on /search_matching, Lighthouse mobile): a member screen opened straight from
// its address must not move the member frame. Its code arrives after the frame is drawn, so the
// frame showed "Loading…" above the safety note, on the first screen of a phone, and the screen
// then pushed the note down (CLS 0.025 in the bench's Lighthouse runs, 2026-12-06). Each screen
// loads in a fresh page at phone width on a 4× slower CPU with the cache off, so its code always
// comes late. Run: `npm run test:e2e -- e2e/perf/member-cls.test.mjs`.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BASE_URL } from '../lib/config.mjs';
import { OBSERVE, shiftsSoFar } from '../lib/layoutShift.mjs';
import { uniqueIdentity, verifiedMember } from '../lib/members.mjs';
import { loginThroughUi, openMemberBrowser } from '../lib/memberSession.mjs';

// The screen Lighthouse measures, and the dashboard, whose parts arrive apart. The other tabs
// passed too (2026-12-06) but cost some 5 s each of a CI run near its 45 minutes.
const SCREENS = ['/search_matching', '/dashboard'];

describe('a member screen opened by its address, phone width, slow CPU', () => {
  let browser;
  let session;
  before(async () => {
    const member = await verifiedMember(uniqueIdentity('Steady'));
    browser = await openMemberBrowser();
    session = await browser.session('steady', 'phone');
    await loginThroughUi(session, member.email, member.password);
    await session.context.addInitScript(OBSERVE);
  });
  after(() => browser?.close());

  for (const path of SCREENS) {
    it(`${path} does not shift`, async () => {
      const page = await session.context.newPage();
      try {
        const cdp = await session.context.newCDPSession(page);
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load', timeout: 30_000 });
        await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => {});
        await page.waitForTimeout(1000);
        // A screen that never replaced "Loading…" cannot shift the note either: not a pass.
        const loading = await page.locator('main .loading-state').count();
        assert.equal(loading, 0, `${path} still shows "Loading…"`);
        await page.locator('.member-area__safety').waitFor();
        const { total, shifts } = await shiftsSoFar(page);
        assert.equal(total, 0, `CLS ${total.toFixed(4)}: ${JSON.stringify(shifts, null, 1)}`);
      } finally {
        await page.close();
      }
    });
  }
});
