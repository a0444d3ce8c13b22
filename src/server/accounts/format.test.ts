import { firstNameOf, formatDob, formatTime } from './format';
import { decodeMemNo, encodeMemNo, memNoFor } from './memNo';

it('formats the date of birth and the birth time for people', () => {
  expect(formatDob('2000-05-14')).toBe('14 May 2000');
  expect(formatDob('1999-12-01')).toBe('1 December 1999');
  expect(formatDob('not a date')).toBe('not a date');
  expect(formatTime('06:45')).toBe('6:45 AM');
  expect(formatTime('00:10')).toBe('12:10 AM');
  expect(formatTime('12:00')).toBe('12:00 PM');
  expect(formatTime('18:05')).toBe('6:05 PM');
});

it('takes the first word of the name as the first name', () => {
  expect(firstNameOf('  Rohan   Kumar Mittal ')).toBe('Rohan');
});

it('encodes member numbers as base64 of their decimal text, and reads only such keys', () => {
  expect(memNoFor(1)).toBe(1001);
  expect(encodeMemNo(1001)).toBe('MTAwMQ==');
  expect(decodeMemNo('MTAwMQ==')).toBe(1001);
  for (const bad of ['MTAwMQ', 'bm9wZQ==', '', '!!!!', 'MTAwMQ==MTAwMQ==', 'IDEwMDE=']) {
    expect(decodeMemNo(bad)).toBeNull();
  }
});
