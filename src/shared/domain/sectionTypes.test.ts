import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { renderSectionDoc } from './sectionDoc';
import { LCP_SECTION_TYPES, PAGE_TITLE_SECTION_TYPES, SECTION_TYPES } from './sectionTypes';

const root = join(__dirname, '../../..');
const pagesDir = join(root, 'content/pages');

interface PageFile {
  loc: string;
  sections: { type: string }[];
}
const readPage = (file: string): PageFile =>
  JSON.parse(readFileSync(join(pagesDir, file), 'utf8')) as PageFile;

describe('section types table', () => {
  it('docs/sections.md is what the table generates (run `npm run docs:sections`)', () => {
    expect(readFileSync(join(root, 'docs/sections.md'), 'utf8')).toBe(renderSectionDoc());
  });

  it('every type has its demo page, and that page shows it', () => {
    for (const [type, spec] of Object.entries(SECTION_TYPES)) {
      const page = readPage(`${spec.demo}.json`);
      expect({ type, shown: page.sections.some((s) => s.type === type) }).toEqual({
        type,
        shown: true,
      });
    }
  });

  it('the demo content uses no type outside the table', () => {
    const used = new Set(
      readdirSync(pagesDir)
        .filter((f) => f.endsWith('.json'))
        .flatMap((f) => readPage(f).sections.map((s) => s.type)),
    );
    expect([...used].filter((t) => !Object.hasOwn(SECTION_TYPES, t))).toEqual([]);
  });

  it('the preloaded types title a page', () => {
    for (const type of LCP_SECTION_TYPES) expect(PAGE_TITLE_SECTION_TYPES).toContain(type);
  });
});
