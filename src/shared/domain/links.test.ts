import { entryHref, pageHref, safeHref } from './links';

const entry = (col1: string, col7 = '', id = 7) => ({ id, col1, col7 });

describe('entryHref', () => {
  it('opens articles by read_now and the entry id', () => {
    expect(entryHref('articles', entry('Why Does Every Family Need a Will?'))).toBe(
      '/read_now/Why-Does-Every-Family-Need-a-Will_?rf=7',
    );
  });

  it('opens blogs by blog and the id, unless col7 names a link', () => {
    expect(entryHref('blogs', entry('Annual Day 2025'))).toBe('/blog/Annual-Day-2025?rf=7');
    expect(entryHref('blogs', entry('Annual Day 2025', 'blogs/Annual-Day-2025'))).toBe(
      '/blogs/Annual-Day-2025',
    );
    expect(entryHref('blogs', entry('Annual Day 2025', 'javascript:alert(1)'))).toBe(
      '/blog/Annual-Day-2025?rf=7',
    );
  });

  it('opens committee and community entries by their slug, from child pages too', () => {
    expect(entryHref('committee', entry('Omprakash Mittal'))).toBe('/committee/Omprakash-Mittal');
    expect(entryHref('community/events', entry('Blood Donation Camp'))).toBe(
      '/community/Blood-Donation-Camp',
    );
  });

  it("opens other pages' entries as the page's child route, escaping the title", () => {
    expect(entryHref('taxation_services', entry('GST & you'))).toBe(
      '/taxation_services/GST-%26-you',
    );
  });
});

describe('pageHref', () => {
  it('gives the site root for the home page and /{loc} for the rest', () => {
    expect(pageHref('home')).toBe('/');
    expect(pageHref('')).toBe('/');
    expect(pageHref('taxation_services/gst-filing-help')).toBe(
      '/taxation_services/gst-filing-help',
    );
    expect(pageHref('/about_us')).toBe('/about_us');
  });
});

describe('safeHref', () => {
  it('keeps site paths, web, mail and phone links, and drops other schemes', () => {
    expect(safeHref(' /about_us ')).toBe('/about_us');
    expect(safeHref('about_us')).toBe('/about_us');
    expect(safeHref('https://example.org')).toBe('https://example.org');
    expect(safeHref('mailto:a@b.in')).toBe('mailto:a@b.in');
    expect(safeHref('#modal-register')).toBe('#modal-register');
    expect(safeHref('data:text/html,x')).toBeNull();
    expect(safeHref('')).toBeNull();
    expect(safeHref(undefined)).toBeNull();
  });
});
