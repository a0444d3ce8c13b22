import { loginPathFor, safeReturnPath } from './returnTo';

describe('the return path of /login?next=', () => {
  it.each([
    '/dashboard',
    '/my_profile',
    '/search_matching?gender=Female&page=2',
    '/intrested_member#received',
    '/member/MTI%3D',
  ])('takes the member screen %s', (next) => {
    expect(safeReturnPath(next)).toBe(next);
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['a full URL', 'https://evil.example/dashboard'],
    ['a protocol-relative URL', '//evil.example/dashboard'],
    ['a backslash host', '/\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'dashboard'],
    ['a control character', '/dashboard\n'],
    ['the login page', '/login?next=/dashboard'],
    ['a public page', '/services'],
    ['the home page', '/home'],
    ['a member screen with more segments', '/dashboard/extra'],
    ['a dot segment as the member id', '/member/..'],
    ['a member path that is too long', `/search_matching?q=${'a'.repeat(600)}`],
  ])('refuses %s', (_name, next) => {
    expect(safeReturnPath(next)).toBeNull();
  });

  it('is what the member frame sends a visitor to login with', () => {
    const path = '/search_matching?gender=Female';
    const next = new URLSearchParams(loginPathFor(path).split('?')[1]).get('next');
    expect(safeReturnPath(next)).toBe(path);
  });
});
