import { peopleDateTime } from './peopleDates';

it('writes a timestamp as people read it, in India Standard Time', () => {
  expect(peopleDateTime('2026-03-12T08:35:00.000Z')).toBe('12 Mar 2026, 14:05');
  // Past midnight in India while still the day before in UTC.
  expect(peopleDateTime(new Date('2026-12-31T19:00:00Z'))).toBe('1 Jan 2027, 00:30');
});

it('answers nothing for no date and the text itself when it is not a date', () => {
  expect(peopleDateTime(null)).toBe('');
  expect(peopleDateTime('')).toBe('');
  expect(peopleDateTime('soon')).toBe('soon');
});
