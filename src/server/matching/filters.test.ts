import { parseSerParams } from '../../shared/domain/schemas/search';
import { readFilters } from './filters';

describe('readFilters', () => {
  const typical = JSON.stringify({ city_name: 'jai', education: ['Engineering'], ageMin: 24 });

  it('reads a text as parseSerParams does', () => {
    for (const text of ['', '{}', typical, '{"ageMin":40,"ageMax":30}', '{"nope":1}', '[']) {
      expect(readFilters(text)).toEqual(parseSerParams(text));
    }
  });

  it('reads each distinct text once: the same text gives the kept result', () => {
    const first = readFilters(typical);
    expect(readFilters(typical)).toBe(first);
    expect(readFilters(`${typical} `)).not.toBe(first);
  });

  it('keeps refusals too', () => {
    const refused = readFilters('{"ageMin":"old"}');
    expect(refused.ok).toBe(false);
    expect(readFilters('{"ageMin":"old"}')).toBe(refused);
  });

  it('shares nothing a caller could change for the next search', () => {
    const read = readFilters(typical);
    if (!read.ok) throw new Error('typical filters should read');
    expect(Object.isFrozen(read.value)).toBe(true);
    expect(Object.isFrozen(read.value.education)).toBe(true);
    expect(() => (read.value.education as string[]).push('Graduation')).toThrow(TypeError);
  });
});
