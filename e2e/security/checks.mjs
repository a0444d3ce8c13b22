// What "shown as text" means on a screen: the exact strings are in its text, no markup from them
// became elements, no script from them ran, no dialog opened, and the title and meta stayed ours.
// Plus what the service stored, read straight from the e2e server's database (its SQLite file, or
// the PostgreSQL database in DATABASE_URL when the suite runs on PostgreSQL).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { DATA_DIR } from '../lib/members.mjs';
import { screenshot } from '../lib/page.mjs';
import { HOSTILE, SVG_ONLOAD } from './hostile.mjs';

/** Records every JavaScript dialog (alert/confirm/prompt) the page opens, and dismisses it. */
export function watchDialogs(page) {
  const dialogs = [];
  page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    d.dismiss().catch(() => {});
  });
  return dialogs;
}

/** No element, attribute or script came from the hostile text; no dialog opened. */
export async function assertInert(page, dialogs, where) {
  const found = await page.evaluate(() => ({
    pwned: typeof window.__pwned === 'undefined' ? null : String(window.__pwned),
    imgX: [...document.images].filter((i) => i.getAttribute('src') === 'x').length,
    handlers: [...document.querySelectorAll('[onerror], [onload]')].map((e) =>
      e.outerHTML.slice(0, 120),
    ),
    svgs: [...document.querySelectorAll('svg')].filter((s) => s.outerHTML.includes('alert('))
      .length,
    scripts: [...document.scripts].filter((s) => s.text.includes('__pwned')).length,
    forged: document.querySelectorAll('main #resPS, main #resP').length,
    bold: [...document.querySelectorAll('b')].filter((b) => /^(bold|43210)$/.test(b.textContent))
      .length,
  }));
  assert.deepEqual(
    found,
    { pwned: null, imgX: 0, handlers: [], svgs: 0, scripts: 0, forged: 0, bold: 0 },
    `${where}: hostile text became markup or ran`,
  );
  assert.deepEqual(dialogs, [], `${where}: a dialog opened`);
}

const HEAD_CANARIES = [...HOSTILE, SVG_ONLOAD, 'नमस्ते', '👩🏽'];

/** The document title and meta tags hold none of the member's text (they come from the menus). */
export async function assertHeadClean(page, where) {
  const head = await page.evaluate(() => [
    document.title,
    ...[...document.querySelectorAll('meta')].map((m) => m.content ?? ''),
  ]);
  const leaked = head.filter((h) => HEAD_CANARIES.some((c) => h.includes(c)));
  assert.deepEqual(leaked, [], `${where}: member text reached <title>/<meta>`);
}

/**
 * Each expected value is in `scope`'s textContent exactly. A miss names the field and says
 * whether a shortened or altered form of it is there instead.
 */
export async function assertTextShown(scope, expected, where) {
  const text = await scope.evaluate((el) => el.textContent ?? '');
  const missing = Object.entries(expected)
    .filter(([, v]) => !text.includes(v))
    .map(([field, v]) => {
      const head = v.slice(0, 12);
      const at = text.indexOf(head);
      const shown = at < 0 ? '(not even its start)' : JSON.stringify(text.slice(at, at + 60));
      return `${field}: expected ${JSON.stringify(v.slice(0, 60))}… (${v.length} units); shown ${shown}`;
    });
  assert.deepEqual(missing, [], `${where}: text not shown exactly`);
}

/** The whole screen is checked and photographed: text, inertness, head. */
export async function checkScreen(page, dialogs, scope, expected, where, slug) {
  await assertTextShown(scope, expected, where);
  await assertInert(page, dialogs, where);
  await assertHeadClean(page, where);
  await screenshot(page, 'desktop', `injection-${slug}`);
}

/** The first row `sql` finds; `?` placeholders, numbered for PostgreSQL. */
async function firstRow(sql, ...params) {
  if (process.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      let n = 0;
      const { rows } = await client.query(
        sql.replace(/\?/g, () => `$${(n += 1)}`),
        params,
      );
      return rows[0];
    } finally {
      await client.end();
    }
  }
  if (!DATA_DIR) throw new Error('DATA_DIR is not set: run the tests with `npm run test:e2e`.');
  const db = new Database(join(DATA_DIR, 'site.db'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).get(...params);
  } finally {
    db.close();
  }
}

/** The stored member row of `email`, as the service keeps it. */
export const storedMember = (email) =>
  firstRow('SELECT * FROM members WHERE lower(email_id) = lower(?)', email);

/** The newest stored Write to Us message from `email`. */
export const storedContact = (email) =>
  firstRow('SELECT * FROM contact_requests WHERE email = ? ORDER BY id DESC LIMIT 1', email);

/** Each value equals what the row holds, field by field. */
export function assertStored(row, expected, where) {
  assert.ok(row, `${where}: no stored row`);
  const differ = Object.entries(expected)
    .filter(([f, v]) => row[f] !== v)
    .map(
      ([f, v]) =>
        `${f}: typed ${v.length} units ${JSON.stringify(v.slice(0, 40))}…, stored ${String(row[f]).length} units ${JSON.stringify(String(row[f]).slice(0, 40))}…`,
    );
  assert.deepEqual(differ, [], `${where}: stored text differs from what was typed`);
}

/** Every restricted control shows its own visible, plain error line (and not the value back). */
export async function assertRefused(page, idOf, refused, where) {
  const problems = [];
  for (const [field, value] of Object.entries(refused)) {
    const line = page.locator(`[id="${idOf(field)}-error"]`);
    const visible = await line.isVisible().catch(() => false);
    const text = visible ? (await line.innerText()).trim() : '';
    if (!visible || !text) problems.push(`${field} (${value}): no visible error line`);
    else if (/[<>{}$]/.test(text)) problems.push(`${field}: the message is not plain: "${text}"`);
  }
  assert.deepEqual(problems, [], `${where}: a restricted field took hostile text silently`);
}
