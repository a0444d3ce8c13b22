import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIXTURE_CONTENT } from './testApp';

type Json = Record<string, unknown>;

/**
 * The fixture content with Hindi (issue #18 item 4) in a folder of its own: the home menu entry
 * (label, title, description), the home page's "First slide" (title and text), "Scholarships"
 * (title only: its text stays English), the blog "Annual Day 2025" (title), the settings' name
 * and description.
 */
export function hindiFixture(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'trust-hindi-'));
  cpSync(FIXTURE_CONTENT, dir, { recursive: true });
  const edit = (file: string, change: (value: unknown) => void) => {
    const full = path.join(dir, file);
    const value: unknown = JSON.parse(readFileSync(full, 'utf8'));
    change(value);
    writeFileSync(full, JSON.stringify(value, null, 2));
  };
  edit('menus.json', (menus) => {
    const home = (menus as Json[]).find((m) => m.key === 'home') as Json;
    home.hi = { col1: 'मुखपृष्ठ', col3: 'मुखपृष्ठ | टेस्ट ट्रस्ट', col4: 'टेस्ट ट्रस्ट में आपका स्वागत है' };
  });
  edit('pages/home.json', (page) => {
    const sections = (page as { sections: (Json & { records: Json[] })[] }).sections;
    // The banner's group title (what names a section without a heading row).
    const welcome = sections.find((section) => section.g_title === 'Welcome');
    if (welcome) welcome.hi = { g_title: 'स्वागत' };
    for (const section of sections) {
      for (const record of section.records) {
        if (record.col1 === 'First slide') {
          record.col2 = '<p>English text</p>';
          record.hi = { col1: 'पहली स्लाइड', col2: '<p>हिन्दी पाठ</p>' };
        }
        if (record.col1 === 'Scholarships') {
          record.col2 = '<p>Help with fees</p>';
          record.hi = { col1: 'छात्रवृत्ति' };
        }
      }
    }
  });
  edit('pages/blogs.json', (page) => {
    for (const section of (page as { sections: { records?: Json[] }[] }).sections)
      for (const record of section.records ?? [])
        if (record.col1 === 'Annual Day 2025') record.hi = { col1: 'वार्षिक दिवस 2025' };
  });
  edit('settings.json', (settings) => {
    (settings as Json).hi = { trust_name: 'टेस्ट ट्रस्ट', site_description: 'टेस्ट ट्रस्ट की साइट।' };
  });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
