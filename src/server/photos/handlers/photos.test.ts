import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import type { MyProfile } from '../../../shared/protocol/types';
import { loadMediaSecret } from '../secret';
import { photosDir, photoStore } from '../store';
import { MINUTE, testClock, verifiedMember } from '../../../../test/server/helpers/accounts';
import {
  dataUrl,
  gif,
  HTML_POLYGLOT,
  jpegWithGps,
  noisyJpeg,
  png,
  SVG,
} from '../../../../test/server/helpers/images';
import { buildTestApp, call, data, type TestApp } from '../../../../test/server/helpers/testApp';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof verifiedMember>>;

const upload = (m: Member, pro_pic: string, upd_for = 'profile') =>
  call(t.app, 'uploadProPic', { local_token: m.local_token, pro_pic, upd_for });
const profileOf = async (m: Member) =>
  data<MyProfile>(
    await call(t.app, 'getMyProfile', { local_token: m.local_token, mem_key: m.user.mem_no }),
  );
const storedFiles = async () =>
  (await readdir(photosDir(t.env.config.dataDir)).catch(() => [])).sort();
async function photoRows(memberId: number) {
  return t.app.db.selectFrom('photos').selectAll().where('member_id', '=', memberId).execute();
}
const fetchPhoto = (url: string) => t.app.inject({ method: 'GET', url });

describe('uploadProPic', () => {
  it('stores a JPEG upright, without EXIF or GPS, at most 1600 px, with a thumbnail', async () => {
    const me = await verifiedMember(t);
    const { wire } = await upload(me, dataUrl(await jpegWithGps()));
    expect(wire).toEqual({ status: '001', text: 'Photo uploaded.' });

    const [row, ...more] = await photoRows(me.user.id);
    expect(more).toEqual([]);
    // Orientation 6 turned the 200×100 picture upright.
    expect(row).toMatchObject({ kind: 'profile', width: 100, height: 200 });
    const profile = await profileOf(me);
    expect(profile.pro_pic).toMatch(/^\/photo\/[0-9a-f]{32}\.jpg\?exp=\d+&v=\d+&sig=[\w-]+$/);
    expect(profile.photos).toEqual([
      {
        id: row?.id,
        kind: 'profile',
        url: profile.pro_pic,
        thumb_url: expect.stringMatching(/^\/photo\//),
      },
    ]);

    const response = await fetchPhoto(profile.pro_pic);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 100, height: 200 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(response.rawPayload.includes(Buffer.from('TestCam'))).toBe(false);
  });

  it('scales a large PNG to 1600 px on the long side and a 320 px thumbnail, as JPEG', async () => {
    const me = await verifiedMember(t);
    expect((await upload(me, dataUrl(await png(3200, 1800), 'image/png'))).wire.status).toBe('001');
    const profile = await profileOf(me);
    const full = await sharp((await fetchPhoto(profile.pro_pic)).rawPayload).metadata();
    const thumb = await sharp(
      (await fetchPhoto(profile.photos[0]?.thumb_url ?? '')).rawPayload,
    ).metadata();
    expect(full).toMatchObject({ format: 'jpeg', width: 1600, height: 900 });
    expect(thumb).toMatchObject({ format: 'jpeg', width: 320, height: 180 });
  });

  it('replaces the profile photo and removes the old files', async () => {
    const me = await verifiedMember(t);
    await upload(me, dataUrl(await jpegWithGps()));
    const [first] = await photoRows(me.user.id);
    await upload(me, dataUrl(await png(50, 50), 'image/png'));
    const rows = await photoRows(me.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).not.toBe(first?.id);
    const files = await storedFiles();
    expect(files).not.toContain(first?.file);
    expect(files).not.toContain(first?.thumb_file);
    expect(files).toContain(rows[0]?.file);
  });

  it('keeps up to 6 gallery photos; the 7th is refused and stores nothing', async () => {
    const me = await verifiedMember(t);
    const photo = dataUrl(await png(40, 30), 'image/png');
    for (let i = 0; i < 6; i += 1)
      expect((await upload(me, photo, 'other')).wire.status).toBe('001');
    const before = await storedFiles();
    expect((await upload(me, photo, 'other')).wire).toEqual({
      status: '-10',
      text: 'You can keep up to 6 gallery photos. Please remove one first.',
    });
    expect(await storedFiles()).toEqual(before);
    const profile = await profileOf(me);
    expect(profile.other_pic.split(',')).toHaveLength(6);
    expect(profile.pro_pic).toBe('');
    // A profile photo does not count against the gallery.
    expect((await upload(me, photo, 'profile')).wire.status).toBe('001');
  });

  describe('refuses what is not a photo, storing no row and no file', () => {
    it.each([
      ['a text file', async () => dataUrl(Buffer.from('just some words, not a picture'))],
      ['an SVG', async () => dataUrl(SVG, 'image/svg+xml')],
      ['an SVG declared as JPEG', async () => dataUrl(SVG)],
      ['a GIF', async () => dataUrl(await gif(), 'image/gif')],
      ['an HTML polyglot with JPEG magic', async () => dataUrl(HTML_POLYGLOT)],
      [
        'a truncated JPEG',
        async () => {
          const jpeg = await noisyJpeg();
          return dataUrl(jpeg.subarray(0, Math.floor(jpeg.length * 0.6)));
        },
      ],
      [
        'a data URL of another type',
        async () => `data:text/html;base64,${Buffer.from('<p>').toString('base64')}`,
      ],
      ['plain text', async () => 'hello'],
      ['broken base64', async () => 'data:image/jpeg;base64,@@@@'],
      [
        'an over-size photo (more than 5 MB)',
        async () => dataUrl(Buffer.concat([await noisyJpeg(), Buffer.alloc(5 * 1024 * 1024)])),
      ],
    ])('%s', async (_what, make) => {
      const me = await verifiedMember(t);
      const before = await storedFiles();
      const { wire } = await upload(me, await make());
      expect(wire.status).toBe('-10');
      expect(wire.text).toMatch(
        /^(Please upload a photo in JPEG, PNG or WebP format\.|This photo could not be read\. Please try another file\.|This photo is too large\. Please upload one under 5 MB\.)$/,
      );
      expect(await photoRows(me.user.id)).toEqual([]);
      expect(await storedFiles()).toEqual(before);
    });

    it('says why: the size, the format, the damage', async () => {
      const me = await verifiedMember(t);
      const big = dataUrl(Buffer.alloc(5 * 1024 * 1024 + 10));
      expect((await upload(me, big)).wire.text).toBe(
        'This photo is too large. Please upload one under 5 MB.',
      );
      expect((await upload(me, dataUrl(SVG, 'image/svg+xml'))).wire.text).toBe(
        'Please upload a photo in JPEG, PNG or WebP format.',
      );
      const jpeg = await noisyJpeg();
      expect((await upload(me, dataUrl(jpeg.subarray(0, jpeg.length / 2)))).wire.text).toBe(
        'This photo could not be read. Please try another file.',
      );
    });
  });

  it('refuses an unknown upd_for', async () => {
    const me = await verifiedMember(t);
    expect((await upload(me, dataUrl(await png(10, 10)), 'banner')).wire).toEqual({
      status: '-10',
      text: 'Please say whether the photo is your profile photo or a gallery photo.',
    });
  });
});

describe('GET /photo/:file', () => {
  async function memberWithPhoto() {
    const me = await verifiedMember(t);
    await upload(me, dataUrl(await png(60, 40), 'image/png'));
    return { me, url: (await profileOf(me)).pro_pic };
  }

  it('refuses a tampered or expired link with 403 plain text', async () => {
    const { url } = await memberWithPhoto();
    const tampered = url.replace(/sig=./, (s) => (s.endsWith('A') ? 'sig=B' : 'sig=A'));
    for (const bad of [
      tampered,
      url.replace(/&sig=.*/, ''),
      url.replace(/exp=\d+/, 'exp=99999999999'),
    ]) {
      const response = await fetchPhoto(bad);
      expect(response.statusCode).toBe(403);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toBe('This photo link is not valid or has expired.');
    }
    clock.advance(14 * MINUTE);
    expect((await fetchPhoto(url)).statusCode).toBe(200);
    clock.advance(7 * MINUTE);
    expect((await fetchPhoto(url)).statusCode).toBe(403);
  });

  it('serves a photo only to the viewer the link was minted for, while allowed', async () => {
    const { me, url } = await memberWithPhoto();
    const other = await verifiedMember(t);
    await call(t.app, 'setPhotoVisibility', {
      local_token: me.local_token,
      visibility: 'accepted',
    });
    const file = /\/photo\/([^?]+)/.exec(url)?.[1] ?? '';
    const store = photoStore(t.env.config.dataDir, loadMediaSecret(t.env.config));
    // A correctly signed link for someone who may not see the photo (not accepted yet).
    expect((await fetchPhoto(store.urlFor(file, other.user.id, clock.now()))).statusCode).toBe(403);
    expect((await fetchPhoto(store.urlFor(file, me.user.id, clock.now()))).statusCode).toBe(200);
  });

  it('is the only way to the files: nothing under /media, no odd names', async () => {
    const { url } = await memberWithPhoto();
    const file = /\/photo\/([^?]+)/.exec(url)?.[1] ?? '';
    expect((await fetchPhoto(`/media/${file}`)).headers['content-type']).not.toBe('image/jpeg');
    expect((await fetchPhoto(`/media/../photos/${file}`)).headers['content-type']).not.toBe(
      'image/jpeg',
    );
    expect((await fetchPhoto('/photo/..%2Fsecret?exp=1&v=1&sig=x')).statusCode).toBe(404);
  });
});

describe('removePhoto', () => {
  it('removes the row and both files; another member cannot remove it', async () => {
    const me = await verifiedMember(t);
    const other = await verifiedMember(t);
    await upload(me, dataUrl(await png(30, 30), 'image/png'), 'other');
    const [row] = await photoRows(me.user.id);
    const id = String(row?.id);
    expect(
      (await call(t.app, 'removePhoto', { local_token: other.local_token, photo_id: id })).wire,
    ).toEqual({
      status: '0',
      text: 'This photo could not be found.',
    });
    expect(
      (await call(t.app, 'removePhoto', { local_token: me.local_token, photo_id: id })).wire,
    ).toEqual({
      status: '001',
      text: 'Photo removed.',
    });
    expect(await photoRows(me.user.id)).toEqual([]);
    const files = await storedFiles();
    expect(files).not.toContain(row?.file);
    expect(files).not.toContain(row?.thumb_file);
  });
});

describe('setPhotoVisibility', () => {
  it('stores all or accepted, and refuses anything else', async () => {
    const me = await verifiedMember(t);
    const set = (visibility: string) =>
      call(t.app, 'setPhotoVisibility', { local_token: me.local_token, visibility });
    expect((await set('accepted')).wire).toEqual({
      status: '001',
      text: 'Your photo settings have been saved.',
    });
    expect((await profileOf(me)).photo_visibility).toBe('accepted');
    expect((await set('everyone')).wire.status).toBe('-10');
    expect((await set('all')).wire.status).toBe('001');
    expect((await profileOf(me)).photo_visibility).toBe('all');
  });
});
