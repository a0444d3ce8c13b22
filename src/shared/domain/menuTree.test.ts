import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeMenuChanges, menuSlugProblem, slugChanges, type MenuEntry } from './menuTree';
import { menuTreeSchema } from './schemas/menus';
import { slugify } from './slug';

const e = (id: number | null, label: string, children: MenuEntry[] = []): MenuEntry => ({
  id,
  label,
  slug: label.toLowerCase(),
  title: '',
  description: '',
  keywords: '',
  roles: ['visitor', 'member'],
  hidden: false,
  children,
});

describe('the slug rule (requirements §2.2.3, slug.ts)', () => {
  it.each([
    'home',
    'taxation_services/gst-filing-help',
    'articles/Why-Does-Every-Family-Need-a-Will_',
    'committee/Omprakash-Mittal',
  ])('takes %s, which slugify leaves as it is', (slug) => {
    expect(slugify(slug)).toBe(slug);
    expect(menuSlugProblem(slug)).toBeNull();
  });
  it.each([
    ['', /Please give the address/],
    ['about us', /no spaces or "\?"/],
    ['why?', /no spaces or "\?"/],
    ['/about', /without a "\/" at its start or end/],
    ['about/', /without a "\/" at its start or end/],
    ['a//b', /without a "\/"/],
    ['a/../b', /"\." or "\.\."/],
    ['a#b', /only letters, digits/],
    ['a%20b', /only letters, digits/],
    ['x'.repeat(201), /200 characters or fewer/],
  ])('refuses %j', (slug, problem) => {
    expect(menuSlugProblem(slug)).toMatch(problem);
  });
  it('holds for every address of the demo menus', () => {
    const menus = JSON.parse(
      readFileSync(join(__dirname, '../../../content/menus.json'), 'utf8'),
    ) as { col2: string }[];
    for (const m of menus) expect(menuSlugProblem(m.col2)).toBeNull();
  });
});

describe('the tree schema', () => {
  const valid = (menu: MenuEntry[], top: MenuEntry[] = []) =>
    menuTreeSchema.isValidSync({ menu, top_menu: top });
  it('takes three levels in the main menu and one in the top menu, no more', () => {
    expect(valid([e(1, 'A', [e(2, 'B', [e(3, 'C')])])])).toBe(true);
    expect(valid([e(1, 'A', [e(2, 'B', [e(3, 'C', [e(4, 'D')])])])])).toBe(false);
    expect(valid([], [e(1, 'A')])).toBe(true);
    expect(valid([], [e(1, 'A', [e(2, 'B')])])).toBe(false);
  });
  it('refuses an entry twice', () => {
    expect(valid([e(1, 'A'), e(1, 'B')])).toBe(false);
    expect(valid([e(null, 'A'), e(null, 'B')])).toBe(true);
  });
});

it('says what changed in words, matching entries by id', () => {
  const from = { menu: [e(1, 'Home'), e(2, 'About', [e(3, 'Team')])], top_menu: [e(4, 'Login')] };
  const to = {
    menu: [
      { ...e(2, 'About us', []), slug: 'about-us' },
      { ...e(1, 'Home'), hidden: true },
      e(3, 'Team'),
      e(null, 'News'),
    ],
    top_menu: [{ ...e(4, 'Login'), roles: ['visitor' as const] }],
  };
  expect(describeMenuChanges(from, to)).toEqual([
    'Renamed “About” to “About us”.',
    '“About us”: address /about → /about-us.',
    'Moved “About us” from place 2 to place 1.',
    'Hid “Home”.',
    'Moved “Home” from place 1 to place 2.',
    'Moved “Team” to the top of the main menu.',
    'Added “News” (/news) at the top of the main menu.',
    '“Login”: seen by visitors and members → seen by visitors.',
  ]);
  expect(slugChanges(from, to)).toEqual([{ id: 2, from: 'about', to: 'about-us' }]);
  expect(describeMenuChanges(from, from)).toEqual([]);
});
