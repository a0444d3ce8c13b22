import { ageBandIndex } from '../../../shared/domain/ageBands';
import { median, weeksAsked } from './stats';
import { countByWeek, weekName, weekWindow } from './statsWeeks';

it('names ISO weeks by their Thursday, across a 53-week year', () => {
  const window = weekWindow(new Date('2021-01-06T00:00:00.000Z'), 3);
  expect(window.starts.map(weekName)).toEqual([
    { week: '2020-W52', starts: '2020-12-21' },
    { week: '2020-W53', starts: '2020-12-28' },
    { week: '2021-W01', starts: '2021-01-04' },
  ]);
  expect(window).toMatchObject({
    from: '2020-12-20T18:30:00.000Z',
    to: '2021-01-10T18:30:00.000Z',
  });
});

it('puts timestamps in their India week and leaves out those outside the window', () => {
  const window = weekWindow(new Date('2021-01-06T00:00:00.000Z'), 2);
  const times = [
    '2021-01-03T18:29:59.999Z', // Sunday 23:59 in India: the first week
    '2021-01-03T18:30:00.000Z', // Monday 00:00 in India: the second
    '2021-01-10T18:30:00.000Z', // the week after the window
    '2020-12-27T18:29:59.999Z', // the last instant before it
  ];
  expect(countByWeek(window, times)).toEqual([1, 1]);
});

it('reads the weeks asked, the median and the age bands', () => {
  expect([undefined, '', 'x', '-3', '0', '7', '52', '53'].map(weeksAsked)).toEqual([
    12, 12, 12, 12, 1, 7, 52, 52,
  ]);
  expect([median([]), median([5]), median([9, 1, 4]), median([4, 1, 3, 10])]).toEqual([
    null,
    5,
    4,
    3.5,
  ]);
  expect([17, 18, 24, 25, 29, 30, 35, 39, 40, 90].map(ageBandIndex)).toEqual([
    null,
    0,
    0,
    1,
    1,
    2,
    3,
    3,
    4,
    4,
  ]);
});
