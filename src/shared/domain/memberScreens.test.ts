import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  MEMBER_SCREENS,
  MEMBER_TABS,
  memberCodePattern,
  memberScreenTitle,
  robotsTxt,
} from './memberScreens';

interface MenuFileRecord {
  col2: string;
  col3: string;
  roles: string[];
}
const menus = JSON.parse(
  readFileSync(join(__dirname, '../../../content/menus.json'), 'utf8'),
) as MenuFileRecord[];

describe('member screens table', () => {
  it('robots.txt keeps the api, exactly the noindex screens and the staff console out', () => {
    const disallowed = robotsTxt()
      .split('\n')
      .filter((l) => l.startsWith('Disallow: '))
      .map((l) => l.slice('Disallow: '.length));
    expect(disallowed).toEqual([
      '/api',
      ...MEMBER_SCREENS.filter((s) => s.noindex).map((s) => `/${s.path}`),
      '/team',
    ]);
    expect(robotsTxt()).toMatch(/^User-agent: \*\nAllow: \/\n/);
  });

  it('every member-only menu entry is a screen kept out of search, and its title agrees', () => {
    for (const menu of menus.filter((m) => m.roles.join() === 'member')) {
      const screen = MEMBER_SCREENS.find((s) => s.path === menu.col2);
      expect({ slug: menu.col2, noindex: screen?.noindex }).toEqual({
        slug: menu.col2,
        noindex: true,
      });
      expect(menu.col3.startsWith(`${screen?.title} |`)).toBe(true);
    }
  });

  it('the tab bar has one tab per position, in order', () => {
    const positions = MEMBER_SCREENS.flatMap((s) => (s.tab ? [s.tab.position] : []));
    expect([...positions].sort()).toEqual(positions.map((_, i) => i + 1));
    expect(MEMBER_TABS.map((t) => t.to)).toContain('/intrested_member');
  });

  it('finds a screen title by pathname, parameters included', () => {
    expect(memberScreenTitle('/my_biodata')).toBe('My Biodata');
    expect(memberScreenTitle('/member/12')).toBe('View Profile');
    expect(memberScreenTitle('/about_us')).toBeNull();
  });

  it("the budget pattern names every screen's code and the frame's", () => {
    const pattern = memberCodePattern();
    expect(pattern.test('src/client/features/members/SearchMatchingPage.tsx')).toBe(true);
    expect(pattern.test('src/client/features/memberArea/MemberLayout.tsx')).toBe(true);
    expect(pattern.test('src/client/entities/members/membersApi.ts')).toBe(false);
    expect(pattern.test('src/client/features/auth/LoginForm.tsx')).toBe(true);
    expect(pattern.test('src/client/features/auth/authSlice.ts')).toBe(false);
    expect(pattern.test('src/client/features/content/ContentPage.tsx')).toBe(false);
  });
});
