import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy/waitFor give up after 5 s, not 1 s: on a loaded 2-core CI machine a page of fifty
// controls (My Profile) once took longer than 1 s to render its first answer. Something that
// never appears still fails; only the waiting is longer.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks matchMedia, which react-slick's responsive settings call.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// jsdom does not scroll; React Router's ScrollRestoration calls window.scrollTo on navigation.
window.scrollTo = () => undefined;

// jsdom lacks TextEncoder/TextDecoder, which React Router 7 uses when it loads.
if (typeof globalThis.TextEncoder === 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const util = require('node:util') as typeof import('node:util');
  Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
}

// jsdom has no Fetch API Request; React Router's data routers build one per navigation and read
// only url, method, headers and signal from it (no loaders or actions run in these tests).
if (typeof globalThis.Request === 'undefined') {
  class NavigationRequest {
    readonly url: string;
    readonly method: string;
    readonly headers: Headers;
    readonly signal: AbortSignal;
    readonly body: unknown;
    constructor(
      input: string | URL | { url: string },
      init: { method?: string; headers?: HeadersInit; signal?: AbortSignal; body?: unknown } = {},
    ) {
      this.url = typeof input === 'object' && 'url' in input ? input.url : String(input);
      this.method = (init.method ?? 'GET').toUpperCase();
      this.headers = new Headers(init.headers);
      this.signal = init.signal ?? new AbortController().signal;
      this.body = init.body ?? null;
    }
  }
  Object.defineProperty(globalThis, 'Request', { value: NavigationRequest, configurable: true });
}
