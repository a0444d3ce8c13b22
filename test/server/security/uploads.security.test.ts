import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { ACCOUNT_MESSAGES as M } from '../../../src/server/accounts/messages';
import { API_MESSAGES } from '../../../src/server/api/messages';
import { UPLOAD_BODY_LIMIT } from '../../../src/server/api/route';
import { photosDir } from '../../../src/server/photos/store';
import { testClock } from '../helpers/accounts';
import { addMember } from '../helpers/members';
import { buildTestApp, type TestApp } from '../helpers/testApp';
import { sendRaw } from './fuzz/send';
import { changedTables, siteTables, snapshot, type SiteTables } from './fuzz/snapshot';
import { dataUrl } from '../helpers/images';
import { bombPng } from './uploadsImages';
import { HARMLESS, REFUSED } from './uploadsCases';

jest.setTimeout(60_000);
const clock = testClock();
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  token = (await addMember(t.app.db, {}, clock.now())).token;
});
afterAll(() => t.close());

const upload = (pro_pic: string, upd_for = 'other') =>
  sendRaw(t.app, {
    url: '/api?pm=uploadProPic',
    body: new URLSearchParams({
      curl_type: 'uploadProPic',
      res_func: 'resCallBack',
      local_token: token,
      pro_pic,
      upd_for,
    }).toString(),
  });

/** Every file under the photos folder, at any depth. */
async function storedFiles(): Promise<string[]> {
  const dir = photosDir(t.env.config.dataDir);
  const entries = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
  return entries.map((e) => path.join(dir, e)).sort();
}
let photos: SiteTables | undefined;
const photosTable = async () =>
  snapshot(t.app.db, (photos ??= await siteTables(t.app.db, ['photos'])));

/** Uploads, and answers what the upload added: the answer, new rows' tables, new files. */
async function attempt(pro_pic: string) {
  const [rowsBefore, filesBefore] = [await photosTable(), await storedFiles()];
  const result = await upload(pro_pic);
  const newFiles = (await storedFiles()).filter((f) => !filesBefore.includes(f));
  return { ...result, changed: changedTables(rowsBefore, await photosTable()), newFiles };
}

describe('uploadProPic refuses, with a plain message and nothing stored', () => {
  it.each(REFUSED)('%s', async (_what, make, message) => {
    const result = await attempt(await make());
    expect({ http: result.http, wire: result.wire }).toEqual({
      http: 200,
      wire: { status: '-10', text: message },
    });
    expect(result.changed).toEqual([]);
    expect(result.newFiles).toEqual([]);
  });

  it('refuses the bomb from its header: quickly, without decoding 400 million pixels', async () => {
    const bomb = dataUrl(bombPng(20_000, 20_000), 'image/png');
    const rss = process.memoryUsage().rss;
    const started = Date.now();
    const { wire } = await upload(bomb);
    expect(wire.text).toBe(M.imageTooManyPixels);
    // Decoding would take seconds and at least 400 MB (one byte a pixel).
    expect(Date.now() - started).toBeLessThan(2000);
    expect(process.memoryUsage().rss - rss).toBeLessThan(150 * 1024 * 1024);
  });

  it('refuses a form over 8 MB with 413 and a fragment, before reading it all', async () => {
    const pro_pic = `data:image/jpeg;base64,${'A'.repeat(UPLOAD_BODY_LIMIT)}`;
    const result = await attempt(pro_pic);
    expect({ http: result.http, wire: result.wire }).toEqual({
      http: 413,
      wire: { status: '-10', text: API_MESSAGES.tooLarge },
    });
    expect(result.changed).toEqual([]);
    expect(result.newFiles).toEqual([]);
  });
});

describe('uploadProPic stores only a fresh JPEG, whatever was declared or appended', () => {
  it.each(HARMLESS)('%s', async (_what, make) => {
    const pro_pic = await make();
    const sent = Buffer.from(pro_pic.slice(pro_pic.indexOf(',') + 1), 'base64');
    const result = await attempt(pro_pic);
    expect(result.wire).toEqual({ status: '001', text: M.photoUploaded });
    // The photo and its thumbnail: re-encoded, so nothing of what was sent survives byte for byte.
    expect(result.newFiles).toHaveLength(2);
    for (const file of result.newFiles) {
      const stored = await readFile(file);
      expect(stored.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect((await sharp(stored).metadata()).format).toBe('jpeg');
      expect(stored.includes('<script')).toBe(false);
      expect(stored.includes('<html')).toBe(false);
      expect(stored.equals(sent)).toBe(false);
    }
  });
});
