import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadMediaSecret, SECRET_FILE } from './secret';
import { photoStore } from './store';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'trust-secret-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

it('is generated once into DATA_DIR/secret (0600) and shared by every later reader', async () => {
  const first = loadMediaSecret({ dataDir, mediaSecret: undefined });
  expect(first.length).toBeGreaterThanOrEqual(32);
  expect((await stat(path.join(dataDir, SECRET_FILE))).mode & 0o777).toBe(0o600);
  expect(loadMediaSecret({ dataDir, mediaSecret: undefined })).toBe(first);
});

it('comes from MEDIA_SECRET when set', () => {
  expect(loadMediaSecret({ dataDir, mediaSecret: 'm'.repeat(40) })).toBe('m'.repeat(40));
});

it('signs links that another process with the same secret accepts, and no other', () => {
  const now = new Date('2026-03-01T09:00:00Z');
  const file = `${'a'.repeat(32)}.jpg`;
  const url = new URL(
    photoStore(dataDir, loadMediaSecret({ dataDir, mediaSecret: undefined })).urlFor(file, 7, now),
    'http://x',
  );
  const query = Object.fromEntries(url.searchParams);
  const again = photoStore(dataDir, loadMediaSecret({ dataDir, mediaSecret: undefined }));
  expect(again.check(file, query, now)).toBe(7);
  expect(again.check(`${'b'.repeat(32)}.jpg`, query, now)).toBeNull();
  expect(again.check(file, { ...query, v: '8' }, now)).toBeNull();
  expect(photoStore(dataDir, 'z'.repeat(40)).check(file, query, now)).toBeNull();
});
