import { randomBytes } from 'node:crypto';
import { PHOTO_LINK_DAYS, PHOTO_LINK_UPLOADS } from '../../../shared/domain/afterRegistration';
import type { PendingPhotosAnswer } from '../../../shared/protocol/pendingPhotoTypes';
import { DEFAULT_RATE_LIMITS } from '../../accounts';
import { sha256 } from '../../accounts/tokens';
import { findMemberByEmail } from '../../accounts/repositories/members';
import { loadMediaSecret } from '../secret';
import { photoStore } from '../store';
import { PENDING_PHOTO_MESSAGES as P } from './pendingPhotos';
import {
  MINUTE,
  readOutbox,
  registerMember,
  testClock,
  verifiedMember,
  verifyByEmail,
} from '../../../../test/server/helpers/accounts';
import { dataUrl, png, SVG } from '../../../../test/server/helpers/images';
import {
  buildTestApp,
  call,
  data,
  TEST_ORIGIN,
  type TestApp,
} from '../../../../test/server/helpers/testApp';

/** The photo link mailed at registration (issue #15 item 7; docs/security.md rule 25). */
const clock = testClock();
const UPLOAD_LIMIT = 9;
let t: TestApp;
let photo: string;
beforeAll(async () => {
  t = await buildTestApp(
    { rateLimits: { ...DEFAULT_RATE_LIMITS, uploadsPerMember: UPLOAD_LIMIT } },
    { now: clock.now },
  );
  photo = dataUrl(await png(300, 400), 'image/png');
});
afterAll(() => t.close());

/** Registers a member and reads the ticket out of the link in her thank-you mail. */
async function registered(): Promise<{ email: string; ticket: string; memberId: number }> {
  const email = await registerMember(t);
  const mail = (await readOutbox(t)).find((m) => m.to === email);
  const ticket = /\/add_photos\?t=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
  const member = await findMemberByEmail(t.app.db, email);
  return { email, ticket, memberId: member?.id ?? 0 };
}

const upload = (ticket: string, upd_for = 'profile', pro_pic = photo) =>
  call(t.app, 'uploadPendingPhoto', { ticket, pro_pic, upd_for });
const photosOf = (ticket: string) => call(t.app, 'getPendingPhotos', { ticket });
const photoRows = (memberId: number) =>
  t.app.db.selectFrom('photos').selectAll().where('member_id', '=', memberId).execute();

it('is mailed at registration with a 32-byte ticket, stored only as its sha256', async () => {
  const { email, ticket, memberId } = await registered();
  const mail = (await readOutbox(t)).find((m) => m.to === email);
  expect(mail?.text).toContain(`${TEST_ORIGIN}`);
  expect(mail?.text).toContain(`/add_photos?t=${ticket}`);
  expect(mail?.text).toContain(`This link works for ${PHOTO_LINK_DAYS} days`);
  expect(Buffer.from(ticket, 'base64url')).toHaveLength(32);
  const rows = await t.app.db
    .selectFrom('photo_tickets')
    .selectAll()
    .where('member_id', '=', memberId)
    .execute();
  expect(rows).toEqual([
    expect.objectContaining({
      ticket_hash: sha256(ticket),
      uploads_left: PHOTO_LINK_UPLOADS,
      expires_at: new Date(clock.now().getTime() + PHOTO_LINK_DAYS * 1440 * MINUTE).toISOString(),
    }),
  ]);
  expect(JSON.stringify(rows)).not.toContain(ticket);
});

it('lets the pending member add a profile and a gallery photo and see them, privately', async () => {
  const { ticket, memberId } = await registered();
  expect((await upload(ticket)).wire).toEqual({ status: '001', text: 'Photo uploaded.' });
  expect((await upload(ticket, 'other')).wire.status).toBe('001');
  const answer = data<PendingPhotosAnswer>(await photosOf(ticket));
  expect(answer).toMatchObject({ first_name: 'Rohan', uploads_left: PHOTO_LINK_UPLOADS - 2 });
  expect(answer.photos.map((p) => p.kind)).toEqual(['profile', 'other']);
  expect(await photoRows(memberId)).toHaveLength(2);
  // The link's own URLs open for her; a rightly signed link for a verified member does not.
  const own = await t.app.inject({ method: 'GET', url: answer.photos[0]?.thumb_url ?? '' });
  expect(own.statusCode).toBe(200);
  const stranger = await verifiedMember(t);
  const store = photoStore(t.env.config.dataDir, loadMediaSecret(t.env.config));
  const [row] = await photoRows(memberId);
  const url = store.urlFor(row?.file ?? '', stranger.user.id, clock.now());
  expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(403);
});

it("uses the upload photo's checks: a refused file stores nothing and keeps the upload", async () => {
  const { ticket, memberId } = await registered();
  const bad = await upload(ticket, 'profile', dataUrl(SVG, 'image/svg+xml'));
  expect(bad.wire.status).toBe('-10');
  expect((await upload(ticket, 'cover')).wire.status).toBe('-10');
  expect(await photoRows(memberId)).toHaveLength(0);
  expect(data<PendingPhotosAnswer>(await photosOf(ticket)).uploads_left).toBe(PHOTO_LINK_UPLOADS);
});

it('allows the usual count: six gallery photos, then the link is used up', async () => {
  const { ticket, memberId } = await registered();
  for (let i = 0; i < 6; i += 1) expect((await upload(ticket, 'other')).wire.status).toBe('001');
  expect((await upload(ticket, 'other')).wire).toEqual({
    status: '-10',
    text: 'You can keep up to 6 gallery photos. Please remove one first.',
  });
  expect((await upload(ticket, 'profile')).wire.status).toBe('001');
  expect((await upload(ticket, 'profile')).wire).toEqual({ status: '0', text: P.usedUp });
  expect(await photoRows(memberId)).toHaveLength(7);
});

it('is refused for an unknown, malformed or expired ticket', async () => {
  const { ticket, memberId } = await registered();
  for (const wrong of [randomBytes(32).toString('base64url'), 'short', `${ticket}x`, '']) {
    expect((await upload(wrong)).wire).toEqual({ status: '0', text: P.linkNotValid });
    expect((await photosOf(wrong)).wire).toEqual({ status: '0', text: P.linkNotValid });
  }
  clock.advance(PHOTO_LINK_DAYS * 1440 * MINUTE + MINUTE);
  expect((await upload(ticket)).wire).toEqual({ status: '0', text: P.linkNotValid });
  expect((await photosOf(ticket)).wire).toEqual({ status: '0', text: P.linkNotValid });
  expect(await photoRows(memberId)).toHaveLength(0);
});

it('stops working once the member is verified (or rejected)', async () => {
  const { email, ticket, memberId } = await registered();
  expect((await upload(ticket)).wire.status).toBe('001');
  await verifyByEmail(t, email, clock.now());
  expect((await upload(ticket, 'other')).wire).toEqual({ status: '0', text: P.linkNotValid });
  expect((await photosOf(ticket)).wire).toEqual({ status: '0', text: P.linkNotValid });
  expect(await photoRows(memberId)).toHaveLength(1);
});

it("counts uploads in the member's hourly upload budget, with 429 once it is spent", async () => {
  const first = await registered();
  const second = await registered();
  // Refused files count too: each is a full image decode.
  const svg = dataUrl(SVG, 'image/svg+xml');
  for (let i = 0; i < UPLOAD_LIMIT; i += 1) await upload(first.ticket, 'profile', svg);
  const limited = await upload(first.ticket);
  expect(limited.http).toBe(429);
  expect(limited.wire.text).toMatch(/You have uploaded many photos in a short time/);
  // Another member's link has its own budget.
  expect((await upload(second.ticket)).wire.status).toBe('001');
});
