import { formatEntryDate } from './lib/dates';

describe('formatEntryDate', () => {
  it.each([
    ['2025-03-12', '12 March 2025'],
    ['2025-03-12 10:30:00', '12 March 2025'],
    ['2025-03-12T23:59:59Z', '12 March 2025'],
    ['2025-13-40', ''],
    ['12/03/2025', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (value, text) => {
    expect(formatEntryDate(value)).toBe(text);
  });
});
