import path from 'node:path';
import { buildTestApp, type TestApp } from '../../../../test/server/helpers/testApp';
import { movedPage, pageExists } from '../../static/pageStatus';
import { checkPublishedLinks } from '../linkCheck';
import type { CheckedLink } from './types';

/**
 * The demo content (content/, loaded by the content loader as `npm start` loads it) has no broken
 * internal link: a content change that breaks one fails here, without the browser's crawl
 * (e2e/crawl.test.mjs). Its answers also agree with the server's 404s (static/pageStatus.ts).
 */
const DEMO_CONTENT = path.join(__dirname, '../../../../content');

let t: TestApp;
let links: CheckedLink[];
beforeAll(async () => {
  t = await buildTestApp({ contentDir: DEMO_CONTENT });
  links = await checkPublishedLinks(t.app.db, ['http://localhost:3000']);
}, 60_000);
afterAll(() => t.close());

it('finds the links of every kind the demo site has', () => {
  const sources = new Set(links.map((l) => l.source));
  expect([...sources].sort()).toEqual(['menu', 'record']);
  // The header's menus alone hold fifty; the listings and cards add their entries.
  expect(links.length).toBeGreaterThan(100);
  const paths = links.map((l) => l.path);
  for (const kind of [/^\/read_now\/[^?]+\?rf=\d+$/, /^\/blog\/[^?]+\?rf=\d+$/, /^\/committee\//])
    expect(paths.some((p) => kind.test(p))).toBe(true);
});

it('has no broken internal link', () => {
  const broken = links.filter((l) => !l.resolves).map((l) => `${l.path} (${l.where}): ${l.reason}`);
  expect(broken).toEqual([]);
});

it('every link it counts as working the server answers as a page too', async () => {
  const refused: string[] = [];
  for (const path of new Set(links.map((l) => l.path))) {
    const url = new URL(path, 'http://localhost');
    const exists = await pageExists(t.app.db, url.pathname, url.searchParams);
    if (!exists && !(await movedPage(t.app.db, url.pathname))) refused.push(path);
  }
  expect(refused).toEqual([]);
});
