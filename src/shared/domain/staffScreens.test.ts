import { STAFF_SCREENS, staffScreenHref, staffScreensFor } from './staffScreens';

it('gives each role only its screens, in the table order', () => {
  expect(staffScreensFor('admin').map((s) => s.id)).toEqual(STAFF_SCREENS.map((s) => s.id));
  expect(staffScreensFor('verifier').map((s) => s.id)).toEqual([
    'desk',
    'inbox',
    'members',
    'register',
    'reports',
  ]);
  expect(staffScreensFor('editor').map((s) => s.id)).toEqual([
    'settings',
    'menus',
    'pages',
    'links',
    'media',
  ]);
  expect(staffScreensFor(null)).toEqual([]);
});

it('keeps ids and paths unique and links under /team', () => {
  expect(new Set(STAFF_SCREENS.map((s) => s.id)).size).toBe(STAFF_SCREENS.length);
  expect(new Set(STAFF_SCREENS.map((s) => s.path)).size).toBe(STAFF_SCREENS.length);
  expect(staffScreenHref('inbox')).toBe('/team/inbox');
});
