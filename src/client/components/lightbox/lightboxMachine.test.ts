import { getShortestPaths } from '@xstate/graph';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { lightboxMachine, type LightboxEvent } from './lightboxMachine';

type Snap = SnapshotFrom<typeof lightboxMachine>;

const run = (...events: LightboxEvent[]) =>
  events.reduce<Snap>(
    (snap, event) => transition(lightboxMachine, snap, event)[0],
    initialTransition(lightboxMachine)[0],
  );

const SAMPLE: LightboxEvent[] = [
  { type: 'OPEN', index: 1, count: 3 },
  { type: 'NEXT' },
  { type: 'PREV' },
  { type: 'CLOSE' },
];

describe('lightbox machine', () => {
  it('reaches both states from the sample events', () => {
    const reached = getShortestPaths(lightboxMachine, { events: SAMPLE }).map((p) =>
      String(p.state.value),
    );
    expect(new Set(reached)).toEqual(new Set(['closed', 'open']));
  });

  it('opens on the chosen photo and closes', () => {
    const open = run({ type: 'OPEN', index: 1, count: 3 });
    expect(open.value).toBe('open');
    expect(open.context).toEqual({ index: 1, count: 3 });
    expect(run({ type: 'OPEN', index: 1, count: 3 }, { type: 'CLOSE' }).value).toBe('closed');
  });

  it('moves next and previous, wrapping round at both ends', () => {
    const open = { type: 'OPEN', index: 2, count: 3 } as const;
    expect(run(open, { type: 'NEXT' }).context.index).toBe(0);
    expect(run(open, { type: 'NEXT' }, { type: 'PREV' }).context.index).toBe(2);
    expect(run({ ...open, index: 0 }, { type: 'PREV' }).context.index).toBe(2);
    expect(run({ ...open, index: 0 }, { type: 'NEXT' }, { type: 'NEXT' }).context.index).toBe(2);
  });

  it('stays on the one photo when there is only one', () => {
    const one = { type: 'OPEN', index: 0, count: 1 } as const;
    expect(run(one, { type: 'NEXT' }).context.index).toBe(0);
    expect(run(one, { type: 'PREV' }).context.index).toBe(0);
  });

  it('does not open on a photo that is not there, and ignores moves while closed', () => {
    expect(run({ type: 'OPEN', index: 0, count: 0 }).value).toBe('closed');
    expect(run({ type: 'OPEN', index: 3, count: 3 }).value).toBe('closed');
    expect(run({ type: 'NEXT' }).context.index).toBe(0);
  });
});
