import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  phoneList,
  settingSpec,
  SITE_SETTING_KEYS,
  type SiteSettingKey,
} from '../src/shared/domain/siteSettings';

/**
 * Issue #17 item 1: nothing of the trust's identity stays in the code, so a second trust runs
 * the product by editing its settings and content alone. Every value of content/settings.json
 * whose setting names the trust (`identity` in siteSettings.ts) — and each line of a multi-line
 * one, each of its phone numbers — must not appear in the code the site is built from: src/
 * (tests, test helpers and fixtures aside, which may use the demo trust) and public/.
 */
const ROOT = path.join(__dirname, '..');
const SHORTEST = 6;

const settings = JSON.parse(
  readFileSync(path.join(ROOT, 'content', 'settings.json'), 'utf8'),
) as Partial<Record<SiteSettingKey, string>> & { hi?: Partial<Record<SiteSettingKey, string>> };

function identityStrings(): string[] {
  const out = new Set<string>();
  // The settings' Hindi ("hi", issue #18 item 4) names the trust as much as the English does.
  const values = SITE_SETTING_KEYS.flatMap((key) =>
    [settings[key], settings.hi?.[key]].map((v) => [key, (v ?? '').trim()] as const),
  );
  for (const [key, value] of values) {
    if (!settingSpec(key).identity || !value) continue;
    const parts = [
      value,
      ...value.split('\n'),
      ...(key === 'trust_phones' ? phoneList(value) : []),
    ];
    for (const part of parts.map((p) => p.trim())) if (part.length >= SHORTEST) out.add(part);
  }
  return [...out];
}

const isTestCode = (file: string) =>
  /\.test\.[cm]?[jt]sx?$/.test(file) ||
  /(TestUtils|testUtils|\.fixture)\.tsx?$/.test(file) ||
  file.split(path.sep).includes('test');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

const codeFiles = () =>
  [...files(path.join(ROOT, 'src')), ...files(path.join(ROOT, 'public'))].filter(
    (f) => !isTestCode(path.relative(ROOT, f)),
  );

it('finds identity values to look for (the demo trust fills its settings)', () => {
  const found = identityStrings();
  expect(found).toContain(settings.trust_name);
  expect(found.length).toBeGreaterThan(10);
});

it("keeps the trust's name, address, phones, links and mail words out of the code", () => {
  const needles = identityStrings();
  const hits: string[] = [];
  for (const file of codeFiles()) {
    const text = readFileSync(file, 'utf8');
    for (const needle of needles)
      if (text.includes(needle)) hits.push(`${path.relative(ROOT, file)}: "${needle}"`);
  }
  expect(hits).toEqual([]);
});
