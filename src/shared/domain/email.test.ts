import { EMAIL_PATTERN, isEmail } from './email';

describe('email pattern (requirements §5.2)', () => {
  it.each(['asha@example.in', 'a.b-c@mail.example.com', 'x_1@d.org'])('accepts %s', (e) => {
    expect(isEmail(e)).toBe(true);
  });

  it.each(['', 'asha', 'asha@', '@x.in', 'a@b.info', 'a@b.c', 'a..b@x.in', 'a b@x.in'])(
    'refuses %s',
    (e) => {
      expect(isEmail(e)).toBe(false);
    },
  );

  it('stays linear on long hostile input (a backtracking pattern would hang here)', () => {
    const evil = `${'a.'.repeat(5000)}a@${'b-'.repeat(5000)}!`;
    expect(EMAIL_PATTERN.test(evil)).toBe(false);
  });
});
