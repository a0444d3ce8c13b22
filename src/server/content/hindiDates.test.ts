import { resolveDates } from './dates';

const LOAD_DAY = new Date('2026-11-24T18:30:00Z');

it('writes dates in Hindi for the Hindi texts of a content file', () => {
  expect(resolveDates('{{hiweekday@+12}} {{hidate@+12}}, सुबह 11 बजे', LOAD_DAY, 'f')).toBe(
    'रविवार 6 दिसंबर 2026, सुबह 11 बजे',
  );
  expect(resolveDates('{{hidaymonth@+40}} तक', LOAD_DAY, 'f')).toBe('3 जनवरी तक');
  expect(resolveDates('{{hidate@-24}}', LOAD_DAY, 'f')).toBe('31 अक्टूबर 2026');
});
