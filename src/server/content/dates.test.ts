import path from 'node:path';
import { ContentError } from './input';
import { readContent } from './read';
import { resolveDates, resolveDatesIn } from './dates';

const LOAD_DAY = new Date('2026-11-24T18:30:00Z');

describe('content dates relative to the load day', () => {
  it('writes each format, with offsets in days either way', () => {
    expect(resolveDates('{{date}}', LOAD_DAY, 'f')).toBe('24 November 2026');
    expect(resolveDates('{{weekday@+12}} {{date@+12}}, 11 am', LOAD_DAY, 'f')).toBe(
      'Sunday 6 December 2026, 11 am',
    );
    expect(resolveDates('{{iso@-30}}', LOAD_DAY, 'f')).toBe('2026-10-25');
    expect(resolveDates('AGM on {{daymonth@+40}}', LOAD_DAY, 'f')).toBe('AGM on 3 January');
    expect(resolveDates('© {{year}} and {{ year @ +365 }}', LOAD_DAY, 'f')).toBe('© 2026 and 2027');
  });

  it('keeps text without tokens exactly, braces of other kinds included', () => {
    const plain = 'Samaj {Bhawan} {{ not a token } 28 September 2025';
    expect(resolveDates(plain, LOAD_DAY, 'f')).toBe(plain);
  });

  it('refuses an unknown token, naming the file', () => {
    expect(() => resolveDates('{{month@+1}}', LOAD_DAY, 'pages/home.json')).toThrow(
      new ContentError('pages/home.json: unknown date token {{month@+1}}.'),
    );
  });

  it('resolves every string inside a page and leaves numbers and nulls alone', () => {
    const page = {
      loc: 'home',
      sections: [{ col14: 6, records: [{ entry_date: '{{iso@+1}}', x: null }] }],
    };
    expect(resolveDatesIn(page, LOAD_DAY, 'f')).toEqual({
      loc: 'home',
      sections: [{ col14: 6, records: [{ entry_date: '2026-11-25', x: null }] }],
    });
  });
});

describe('the demo content', () => {
  const bundle = readContent(path.join(__dirname, '../../../content'), LOAD_DAY);
  const page = (loc: string) => bundle.pages.find((p) => p.loc === loc)!;

  it('lists upcoming events after the load day, in the same year or the next', () => {
    const events = page('home').sections.find((s) => s.g_title === 'Upcoming events')!;
    const dated = events.records.filter((r) => r.entry_date);
    expect(dated.length).toBeGreaterThan(3);
    for (const r of dated) {
      expect(r.entry_date! > '2026-11-24').toBe(true);
      expect(r.cols.col15).toMatch(/^\w+day \d{1,2} \w+ 202[67]/);
    }
  });

  it('dates the launch popup and leaves no token unresolved anywhere', () => {
    const popup = page('home').sections.find((s) => s.g_title === 'Launch announcement')!;
    expect(JSON.stringify(popup)).toMatch(/\d{1,2} \w+ 2026/);
    expect(JSON.stringify(bundle)).not.toContain('{{');
  });
});
