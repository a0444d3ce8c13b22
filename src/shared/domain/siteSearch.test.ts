import { checkSearchWords, SITE_SEARCH_MESSAGES } from './siteSearch';

describe('checkSearchWords', () => {
  it('trims the words and folds runs of spaces', () => {
    expect(checkSearchWords('  vidya   daan ')).toEqual({ ok: true, q: 'vidya daan' });
  });

  it('asks for at least 2 characters', () => {
    expect(checkSearchWords(' a ')).toEqual({ ok: false, message: SITE_SEARCH_MESSAGES.tooShort });
    expect(checkSearchWords('')).toEqual({ ok: false, message: SITE_SEARCH_MESSAGES.tooShort });
    expect(checkSearchWords(undefined)).toEqual({
      ok: false,
      message: 'Please type at least 2 characters to search.',
    });
  });

  it('counts characters, not UTF-16 units, up to 80', () => {
    expect(checkSearchWords('सेवा')).toEqual({ ok: true, q: 'सेवा' });
    expect(checkSearchWords('😀')).toMatchObject({ ok: false });
    expect(checkSearchWords('x'.repeat(80))).toMatchObject({ ok: true });
    expect(checkSearchWords('x'.repeat(81))).toEqual({
      ok: false,
      message: SITE_SEARCH_MESSAGES.tooLong,
    });
  });
});
