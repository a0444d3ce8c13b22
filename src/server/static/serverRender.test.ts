import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { PageAnswer } from '../../shared/protocol/types';
import {
  BUILT_BOOT_TAG,
  BUILT_SCRIPTS,
  buildSiteApp,
} from '../../../test/server/helpers/builtSite';
import { call, data, type TestApp } from '../../../test/server/helpers/testApp';
import { pageKey } from './pageCache';
import { writtenFromContent } from './pageStatus';
import { chunkStyleSheets, injectRendered, pagePolicy, styleAttributeHashes } from './serverRender';

// Issue #19 item 1: public pages are written by the server with the client's own screens.

const sha = (value: string) =>
  `'sha256-${createHash('sha256').update(value, 'utf8').digest('base64')}'`;

describe('the style attributes of a written page', () => {
  it('are hashed as the browser reads them, entities decoded, each once', () => {
    const html =
      '<div style="background-image:url(&quot;/media/a.jpg&quot;)"></div>' +
      '<p style="min-height:320px"></p><p style="min-height:320px"></p>';
    expect(styleAttributeHashes(html)).toEqual(
      [sha('background-image:url("/media/a.jpg")'), sha('min-height:320px')].sort(),
    );
    expect(styleAttributeHashes('<p data-style="x">style="y"</p>')).toEqual([]);
  });

  it('widen only style-src, and only when there are some', () => {
    expect(pagePolicy([])).toBeUndefined();
    const policy = pagePolicy([sha('a')])!;
    expect(policy).toContain(`style-src 'self' 'unsafe-hashes' ${sha('a')};`);
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('unsafe-inline');
  });

  it('puts the markup in #root and the answers in a data block no value can end', () => {
    const page = injectRendered('<body><div id="root"></div></body>', {
      html: '<h1>Hi</h1>',
      answers: { queries: { x: '</script><script>alert(1)</script>' } },
    });
    expect(page).toContain('<div id="root"><h1>Hi</h1></div><script id="server-answers"');
    expect(page).not.toContain('</script><script>alert');
    expect(page.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('the style sheets of the screens a page was drawn with', () => {
  it('are the built chunks’ own, linked in the head', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sheets-'));
    mkdirSync(path.join(dir, 'assets'));
    for (const file of [
      'page-login.0123456789.css',
      'page-login.0123456789.js',
      'main.abcdefabcd.css',
    ])
      writeFileSync(path.join(dir, 'assets', file), '');
    const sheetsOf = chunkStyleSheets(dir);
    expect(sheetsOf(['page-login', 'page-detail'])).toEqual(['/assets/page-login.0123456789.css']);
    const page = injectRendered(
      '<head><title>x</title></head><body><div id="root"></div></body>',
      { html: '<p>x</p>', answers: {} },
      sheetsOf(['page-login']),
    );
    expect(page).toContain(
      '<link href="/assets/page-login.0123456789.css" rel="stylesheet"></head>',
    );
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('the key and keeping of a written page', () => {
  it('reads the query fields the page reads, and only those', () => {
    expect(pageKey('en', '/search?utm_source=x&q=vivah')).toBe('en /search?q=vivah');
    expect(pageKey('hi', '/login?next=%2Fdashboard')).toBe('hi /login?next=/dashboard');
    expect(pageKey('en', '/blogs/x?rf=12&q=a')).toBe('en /blogs/x?rf=12&q=a');
    expect(pageKey('en', '/about_us?utm_source=x')).toBe('en /about_us');
  });

  it('keeps no search and no login with a return address (anyone can make up endless ones)', () => {
    expect(writtenFromContent('/search', new URLSearchParams('q=vivah'))).toBe(false);
    expect(writtenFromContent('/login', new URLSearchParams('next=/dashboard'))).toBe(false);
    expect(writtenFromContent('/about_us', new URLSearchParams('utm_source=x'))).toBe(true);
  });
});

describe('a page written by the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildSiteApp();
    // The page writer as `npm run build` makes it, beside the test's public folder.
    execFileSync(process.execPath, ['scripts/build-ssr.mjs', t.env.config.ssrBundle], {
      stdio: 'pipe',
    });
  }, 60_000);
  afterAll(() => t.close());

  const visit = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('holds the home page’s sections and the answers they were drawn from', async () => {
    const home = data<PageAnswer>(await call(t.app, 'getPgData', { loc: 'home' }));
    const res = await visit('/');
    expect(res.statusCode).toBe(200);
    const root = res.body.slice(res.body.indexOf('<div id="root">'));
    const titles = home.sections.flatMap((s) => s.records.slice(0, 1).map((r) => r.col1));
    expect(titles.filter(Boolean).length).toBeGreaterThan(0);
    for (const title of titles.filter(Boolean)) expect(root).toContain(title);
    const block = /<script id="server-answers" type="application\/json">(.*?)<\/script>/s.exec(
      res.body,
    );
    const answers = JSON.parse(block![1]!) as { queries: Record<string, { status: string }> };
    expect(answers.queries['getPgData({"loc":"home"})']?.status).toBe('fulfilled');
    // Its policy allows exactly the style attributes it carries.
    const policy = String(res.headers['content-security-policy']);
    for (const hash of styleAttributeHashes(root)) expect(policy).toContain(hash);
    expect(policy).toContain("script-src 'self';");
  });

  it('is kept: the second visit is the same page, with the same policy', async () => {
    const first = await visit('/');
    const second = await visit('/');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-security-policy']).toBe(
      first.headers['content-security-policy'],
    );
  });

  it('is written for each search, never one search’s page for another', async () => {
    const samaj = await visit('/search?q=samaj');
    const vivah = await visit('/search?q=vivah&utm_source=mail');
    expect(samaj.body).toMatch(/<input[^>]*value="samaj"/);
    expect(vivah.body).toMatch(/<input[^>]*value="vivah"/);
    expect(vivah.body).not.toContain('value="samaj"');
  });

  it('writes no form the browser could send by itself before the page is live', async () => {
    // Sent before hydration, a form goes by GET to the page's own address: the password or the
    // contact details would land in the address bar, the history and the access log. The site
    // search is the exception: its GET to /search?q= is how it works without scripts.
    const sendable = (form: string) =>
      [...form.matchAll(/<button\b([^>]*)>/g)]
        .map(([, attrs]) => attrs!)
        .filter((attrs) => !/type="(button|reset)"/.test(attrs) && !/\bdisabled=/.test(attrs));
    for (const url of ['/login', '/member_registration', '/contactus']) {
      const root = (await visit(url)).body.split('<div id="root">')[1]!;
      const forms = [...root.matchAll(/<form\b([^>]*)>([^]*?)<\/form>/g)].filter(
        ([, attrs]) => !attrs!.includes('role="search"'),
      );
      expect({ url, forms: forms.length }).toEqual({ url, forms: 1 });
      for (const [, , body] of forms) {
        expect({ url, sendable: sendable(body!) }).toEqual({ url, sendable: [] });
        // Nor typed into: what is typed before hydration never reaches the form's state.
        const firstControl = body!.search(/<(input|select|textarea)\b/);
        const disabledSet = body!.search(/<fieldset\b[^>]*\bdisabled=/);
        expect({
          url,
          disabledBeforeFields: disabledSet >= 0 && disabledSet < firstControl,
        }).toEqual({
          url,
          disabledBeforeFields: true,
        });
      }
    }
  });

  it('leaves the members’ screens and the console to the browser, whose scripts it names', async () => {
    const plainTags = BUILT_SCRIPTS.map((src) => `<script defer src="${src}"></script>`).join('');
    for (const url of ['/dashboard', '/search_matching', '/team', '/no-such-page']) {
      const res = await visit(url);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('server-answers');
      // Nothing shows until the app runs, so its scripts are fetched as the page is read.
      expect(res.body).toContain(plainTags);
      expect(res.body).not.toContain('data-scripts');
    }
    const login = await visit('/login');
    expect(login.body).toContain('server-answers');
    expect(login.body).toMatch(/<form/);
    // A page it drew keeps the boot script, which adds the app once the page is painted.
    expect(login.body).toContain(BUILT_BOOT_TAG);
    expect(login.body).not.toContain('<script defer src="/assets/main');
  });
});
