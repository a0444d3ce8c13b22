import { columnLink, menuLink, sitePath, siteOrigins } from './address';
import { anchorHrefs } from './html';

const ORIGINS = siteOrigins(['https://trust.example/', 'http://localhost:3000']);

it('reads a link field as the site does: paths and web addresses to follow, the rest not', () => {
  expect(columnLink(' about_us ')).toEqual({ href: '/about_us' });
  expect(columnLink('/blogs/Annual-Day-2025')).toEqual({ href: '/blogs/Annual-Day-2025' });
  expect(columnLink('https://trust.example/faq')).toEqual({ href: 'https://trust.example/faq' });
  for (const away of ['mailto:office@trust.example', 'tel:+911412345678', '#modal-register'])
    expect(columnLink(away)).toBe('elsewhere');
  for (const none of [
    '',
    '#',
    'java\tscript:alert(1)',
    'data:text/html,x',
    '//evil.example',
    'a b',
    'a\\b',
  ])
    expect(columnLink(none)).toBe('none');
});

it('counts only addresses of the site, without #hash, media files or the service', () => {
  const base = 'https://trust.example/services/help';
  expect(sitePath('/faq#why', base, ORIGINS)).toBe('/faq');
  expect(sitePath('rates?x=1', base, ORIGINS)).toBe('/services/rates?x=1');
  expect(sitePath('http://localhost:3000/about_us', base, ORIGINS)).toBe('/about_us');
  expect(sitePath('//trust.example/about_us', base, ORIGINS)).toBe('/about_us');
  for (const other of [
    'https://elsewhere.example/',
    '//elsewhere.example/x',
    '/media/site/banner.jpg',
    '/api/x',
    '/files/rules.pdf',
    'mailto:x@y.in',
    '#top',
  ])
    expect(sitePath(other, base, ORIGINS)).toBeNull();
  expect(menuLink('//consultation')).toBe('/consultation');
  expect(menuLink('https://wa.me/91')).toBe('https://wa.me/91');
});

it("finds every anchor's href in rich text, entities decoded, comments left out", () => {
  const html = `<p><a class="x" href="/a?x=1&amp;rf=2">a</a> <A HREF='/b'>b</A> <a href=/c>c</a>
    <!-- <a href="/hidden">h</a> --><a name="n">no href</a><abbr href="/not-a-link"></abbr></p>`;
  expect(anchorHrefs(html)).toEqual(['/a?x=1&rf=2', '/b', '/c']);
});
