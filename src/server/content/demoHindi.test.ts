import path from 'node:path';
import { readContent } from './read';

// The demo (content/) carries Hindi for its menus, the home page and the main settings.
it('loads the demo content with its Hindi', () => {
  const bundle = readContent(path.join(__dirname, '..', '..', '..', 'content'));
  expect(bundle.menus.every((m) => m.hi.col1)).toBe(true);
  const home = bundle.pages.find((p) => p.loc === 'home');
  const hero = home?.sections.find((s) => s.type === 'hero_slider');
  expect(hero?.records.map((r) => r.hi.col1)).toHaveLength(4);
  expect(hero?.records.every((r) => r.hi.col1 && r.hi.col2)).toBe(true);
  const notices = home?.sections.find((s) => s.type === 'scroll_message');
  expect(notices?.records.every((r) => r.hi.col1 && !/\{\{|[A-Za-z]{3,}/.test(r.hi.col1))).toBe(
    true,
  );
  expect(bundle.settingsHi.trust_name).toBeTruthy();
});
