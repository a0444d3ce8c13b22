import { waitedText } from './waited';

it.each([
  [0, '0 minutes'],
  [1, '1 minute'],
  [59, '59 minutes'],
  [60, '1 hour'],
  [125, '2 hours 5 minutes'],
  [1440, '1 day'],
  [1440 * 3 + 61, '3 days 1 hour'],
])('writes %i minutes as "%s"', (minutes, text) => {
  expect(waitedText(minutes)).toBe(text);
});
