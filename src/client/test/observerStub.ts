// A hand-driven IntersectionObserver for tests (jsdom has none): the test says what is in view.
import { act } from '@testing-library/react';

type Watcher = { callback: IntersectionObserverCallback; observer: IntersectionObserver };

export interface ObserverStub {
  /** The elements being watched now, in document order. */
  watched(): Element[];
  /** Reports `el` as within the observer's margin of the viewport. */
  intersect(el: Element): void;
  /** Takes the stub away again (IntersectionObserver back to missing). */
  restore(): void;
}

export function stubIntersectionObserver(): ObserverStub {
  const watchers = new Map<Element, Watcher[]>();

  class StubObserver implements IntersectionObserver {
    readonly root = null;
    readonly rootMargin: string;
    readonly scrollMargin = '0px';
    readonly thresholds = [0];
    private readonly callback: IntersectionObserverCallback;
    constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
      this.callback = callback;
      this.rootMargin = options.rootMargin ?? '0px';
    }
    observe(el: Element) {
      watchers.set(el, [...(watchers.get(el) ?? []), { callback: this.callback, observer: this }]);
    }
    unobserve(el: Element) {
      const left = (watchers.get(el) ?? []).filter((w) => w.observer !== this);
      if (left.length) watchers.set(el, left);
      else watchers.delete(el);
    }
    disconnect() {
      [...watchers.keys()].forEach((el) => this.unobserve(el));
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }

  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: StubObserver,
  });

  return {
    watched: () =>
      [...watchers.keys()]
        .filter((el) => el.isConnected)
        .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1)),
    intersect(el) {
      const entry = { target: el, isIntersecting: true, intersectionRatio: 1 };
      act(() => {
        (watchers.get(el) ?? []).forEach(({ callback, observer }) =>
          callback([entry as unknown as IntersectionObserverEntry], observer),
        );
      });
    },
    restore() {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    },
  };
}

/** The stub for each test of the describe block that calls it: `const io = observeByHand();`. */
export function observeByHand(): () => ObserverStub {
  let io: ObserverStub | null = null;
  beforeEach(() => {
    io = stubIntersectionObserver();
  });
  afterEach(() => io?.restore());
  return () => {
    if (!io) throw new Error('observeByHand() is for describe blocks; the stub is made per test');
    return io;
  };
}
