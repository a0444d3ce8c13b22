import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import * as media from '../content/media';
import { noisyJpeg } from '../../../test/server/helpers/images';
import { registerStatic } from './assets';

// Issue #8: a picture's responsive variant is made on its first request. Many tabs (or one page's
// srcset and preload) can ask for the same missing variant at once; they must all get one whole,
// valid image, and the folder must not keep half-written or temporary files.

let dir: string;
let app: FastifyInstance;
const mediaRoot = () => media.mediaDir(dir);

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'trust-variants-'));
  mkdirSync(path.join(mediaRoot(), 'site'), { recursive: true });
  // Big and noisy, so encoding takes long enough for the requests to overlap.
  writeFileSync(path.join(mediaRoot(), 'site', 'big.jpg'), await noisyJpeg(2400, 1600));
  app = Fastify();
  await registerStatic(app, { publicDir: path.join(dir, 'public'), dataDir: dir });
});
afterEach(async () => {
  jest.restoreAllMocks();
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

const leftovers = () =>
  readdirSync(path.join(mediaRoot(), 'site')).filter(
    (f) => f !== 'big.jpg' && !/\.w\d+\.webp$/.test(f),
  );

async function expectWebp(bytes: Buffer, width: number) {
  const meta = await sharp(bytes).metadata();
  expect(meta.format).toBe('webp');
  expect(meta.width).toBe(width);
  // Decoding every pixel fails on a truncated file, which metadata alone may not notice.
  await expect(sharp(bytes).raw().toBuffer()).resolves.toBeInstanceOf(Buffer);
}

it('answers concurrent first requests for one variant with one identical, valid image', async () => {
  const encode = jest.spyOn(media, 'makeVariant');
  const url = '/media/site/big.jpg.w1440.webp';
  const answers = await Promise.all(Array.from({ length: 8 }, () => app.inject({ url })));
  for (const a of answers) expect(a.statusCode).toBe(200);
  const first = answers[0]!.rawPayload;
  for (const a of answers) expect(a.rawPayload.equals(first)).toBe(true);
  await expectWebp(first, 1440);
  // The requests shared one job instead of each encoding and rewriting the file.
  expect(encode).toHaveBeenCalledTimes(1);
  expect(leftovers()).toEqual([]);
});

it('keeps separate widths as separate jobs', async () => {
  const encode = jest.spyOn(media, 'makeVariant');
  const urls = ['/media/site/big.jpg.w480.webp', '/media/site/big.jpg.w960.webp'];
  const answers = await Promise.all(urls.map((url) => app.inject({ url })));
  await expectWebp(answers[0]!.rawPayload, 480);
  await expectWebp(answers[1]!.rawPayload, 960);
  expect(encode).toHaveBeenCalledTimes(2);
});

it('writes atomically even when two writers race (e.g. two server processes)', async () => {
  const jobs = Array.from({ length: 4 }, () => media.makeVariant(mediaRoot(), 'site/big.jpg', 960));
  expect(await Promise.all(jobs)).toEqual([true, true, true, true]);
  await expectWebp(readFileSync(path.join(mediaRoot(), 'site', 'big.jpg.w960.webp')), 960);
  expect(leftovers()).toEqual([]);
});

it('leaves nothing behind when the picture cannot be read', async () => {
  writeFileSync(path.join(mediaRoot(), 'site', 'bad.jpg'), 'not a picture');
  expect(await media.makeVariant(mediaRoot(), 'site/bad.jpg', 480)).toBe(false);
  expect(readdirSync(path.join(mediaRoot(), 'site')).sort()).toEqual(['bad.jpg', 'big.jpg']);
});
