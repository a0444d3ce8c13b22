import type { MenuRecord, Role } from '../../shared/protocol/types';
import { searchWords, visitorPages } from './results';

const menu = (id: number, col2: string, roles: Role[] = ['visitor', 'member']): MenuRecord => ({
  id,
  parent_id: null,
  col1: `Menu ${id}`,
  col2,
  col3: '',
  col4: '',
  col5: '',
  col6: 'menu',
  roles,
});

describe('visitorPages', () => {
  it("keeps each visitor page once, by its first menu record, in the menus' order", () => {
    const pages = visitorPages([
      menu(1, 'home'),
      menu(2, '/about_us'),
      menu(3, 'dashboard', ['member']),
      menu(4, 'footer'),
      menu(5, 'https://example.org'),
      menu(6, 'home'),
      menu(7, 'login', ['visitor']),
      menu(8, ''),
    ]);
    expect([...pages].map(([loc, m]) => [loc, m.id])).toEqual([
      ['home', 1],
      ['about_us', 2],
      ['login', 7],
    ]);
  });
});

describe('searchWords', () => {
  it('gives each word once, in lower case, at most eight', () => {
    expect(searchWords('Vidya daan VIDYA')).toEqual(['vidya', 'daan']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });
});
