import { act, screen } from '@testing-library/react';
import { todayInIndia, withoutPast } from './lib/dates';
import { rec, renderSections, sec } from './testUtils';

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (offsetDays: number) => todayInIndia(new Date(Date.now() + offsetDays * DAY));

describe('withoutPast', () => {
  const items = [
    { id: 1, entry_date: '2026-03-14' },
    { id: 2, entry_date: '2026-03-15' },
    { id: 3, entry_date: '2026-03-16 18:00:00' },
    { id: 4, entry_date: null },
    { id: 5, entry_date: 'soon' },
  ];

  it('keeps what is dated today or later and what has no date, in order', () => {
    expect(withoutPast(items, '2026-03-15').map((i) => i.id)).toEqual([2, 3, 4, 5]);
    expect(withoutPast(items, '2026-03-17').map((i) => i.id)).toEqual([4, 5]);
  });

  it('takes today in India: 20:00 UTC on the 14th is already the 15th there', () => {
    expect(todayInIndia(new Date('2026-03-14T20:00:00Z'))).toBe('2026-03-15');
    expect(todayInIndia(new Date('2026-03-14T18:29:59Z'))).toBe('2026-03-14');
  });
});

describe('Upcoming events (list_slider)', () => {
  const heading = rec({ col10: 'top_text', col1: 'Upcoming events' });

  it('lists only the events of today and later', async () => {
    renderSections([
      sec('list_slider', [
        heading,
        rec({ col1: 'Last week’s Camp', entry_date: isoDay(-7) }),
        rec({ col1: 'Yesterday’s Meeting', entry_date: isoDay(-1) }),
        rec({ col1: 'Today’s Satsang', entry_date: isoDay(0) }),
        rec({ col1: 'Next Month’s Garba', entry_date: isoDay(30) }),
      ]),
    ]);
    expect(await screen.findByRole('heading', { name: 'Today’s Satsang' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Next Month’s Garba' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Yesterday’s Meeting' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Last week’s Camp' })).toBeNull();
    await act(async () => undefined);
  });

  it('says so plainly when every event has passed', async () => {
    renderSections([
      sec('list_slider', [heading, rec({ col1: 'Old Fair', entry_date: isoDay(-2) })]),
    ]);
    expect(
      await screen.findByText('No upcoming events at the moment. Please check again soon.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Upcoming events' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Old Fair' })).toBeNull();
  });

  it('leaves a slider of undated items (milestones, notices) as it is', async () => {
    renderSections([sec('list_slider', [rec({ col1: 'Founded in 1985' })])]);
    expect(await screen.findByRole('heading', { name: 'Founded in 1985' })).toBeInTheDocument();
    expect(screen.queryByText(/No upcoming events/)).toBeNull();
    await act(async () => undefined);
  });
});
