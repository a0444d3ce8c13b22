import {
  addScripts,
  afterFirstContentfulPaint,
  FIRST_PAINT_WAIT_MS,
  type PaintWatch,
} from './scriptsAfterPaint';

/** A stand-in for the browser's PerformanceObserver: the test reports paint entries by hand. */
function fakeObserverClass(entryTypes = ['paint', 'navigation']) {
  const observers: FakeObserver[] = [];
  class FakeObserver {
    static supportedEntryTypes = entryTypes;
    disconnected = false;
    constructor(private readonly callback: PerformanceObserverCallback) {
      observers.push(this);
    }
    report(names: string[]) {
      if (this.disconnected) return;
      const list = {
        getEntriesByName: (name: string) =>
          names.filter((n) => n === name).map((n) => ({ name: n })),
      } as unknown as PerformanceObserverEntryList;
      this.callback(list, this as unknown as PerformanceObserver);
    }
    observe() {}
    disconnect() {
      this.disconnected = true;
    }
  }
  return { FakeObserver: FakeObserver as unknown as typeof PerformanceObserver, observers };
}

describe('afterFirstContentfulPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const watch = (over: Partial<PaintWatch> = {}): PaintWatch => ({
    visibilityState: 'visible',
    setTimeout: (run, ms) => setTimeout(run, ms),
    ...over,
  });

  it('starts in the task after the first contentful paint is reported, not before, and once', () => {
    const { FakeObserver, observers } = fakeObserverClass();
    const start = jest.fn();
    afterFirstContentfulPaint(start, watch({ PerformanceObserver: FakeObserver }));
    observers[0].report(['first-paint']);
    jest.advanceTimersByTime(10);
    expect(start).not.toHaveBeenCalled();
    observers[0].report(['first-contentful-paint']);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
    expect(observers[0].disconnected).toBe(true);
    jest.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts anyway when no paint is reported in time', () => {
    const { FakeObserver } = fakeObserverClass();
    const start = jest.fn();
    afterFirstContentfulPaint(start, watch({ PerformanceObserver: FakeObserver }));
    jest.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a tab in the background, or without paint timing', () => {
    const { FakeObserver } = fakeObserverClass();
    const hidden = jest.fn();
    afterFirstContentfulPaint(
      hidden,
      watch({ PerformanceObserver: FakeObserver, visibilityState: 'hidden' }),
    );
    expect(hidden).toHaveBeenCalledTimes(1);
    const noObserver = jest.fn();
    afterFirstContentfulPaint(noObserver, watch());
    expect(noObserver).toHaveBeenCalledTimes(1);
    const noPaint = jest.fn();
    afterFirstContentfulPaint(
      noPaint,
      watch({ PerformanceObserver: fakeObserverClass(['navigation']).FakeObserver }),
    );
    expect(noPaint).toHaveBeenCalledTimes(1);
  });
});

describe('addScripts', () => {
  it('adds each script to the head, in order, to run in that order', () => {
    document.head.innerHTML = '';
    addScripts(document, ['/assets/runtime.js', '/assets/vendor.js', '/assets/main.js']);
    const added = [...document.head.querySelectorAll('script')];
    expect(added.map((s) => s.getAttribute('src'))).toEqual([
      '/assets/runtime.js',
      '/assets/vendor.js',
      '/assets/main.js',
    ]);
    expect(added.every((s) => s.async === false)).toBe(true);
  });
});
