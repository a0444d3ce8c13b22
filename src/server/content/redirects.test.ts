import { parseRedirects, redirectFor } from './redirects';

describe('redirects.json', () => {
  it('reads moved pages and finds them with or without a trailing slash', () => {
    const redirects = parseRedirects(
      [
        { from: '/old/', to: '/new' },
        { from: '/blog/x', to: '/blogs/x?rf=3' },
      ],
      'redirects.json',
    );
    expect(redirects).toEqual([
      { from: '/old', to: '/new' },
      { from: '/blog/x', to: '/blogs/x?rf=3' },
    ]);
    expect(redirectFor(redirects, '/old/')).toBe('/new');
    expect(redirectFor(redirects, '/blog/x')).toBe('/blogs/x?rf=3');
    expect(redirectFor(redirects, '/other')).toBeUndefined();
  });

  it.each([
    [[{ from: 'old', to: '/new' }], /must be paths of this site/],
    [[{ from: '/old', to: 'https://elsewhere.example/' }], /must be paths of this site/],
    [[{ from: '/old', to: '//elsewhere.example/' }], /must be paths of this site/],
    [[{ from: '/same', to: '/same' }], /are the same/],
    [[{ from: '/a', to: '/b', why: 'x' }], /why/],
    [
      [
        { from: '/a', to: '/b' },
        { from: '/a', to: '/c' },
      ],
      /from/,
    ],
  ])('refuses %j', (value, message) => {
    expect(() => parseRedirects(value, 'redirects.json')).toThrow(message);
  });
});
