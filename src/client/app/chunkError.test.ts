import { chunkFailure } from './chunkError';

const webpackError = (type: string) =>
  Object.assign(new Error(`Loading chunk 42 failed.\n(${type}: http://x/assets/42.js)`), {
    name: 'ChunkLoadError',
    type,
  });

describe('chunkFailure', () => {
  it("recognises webpack's ChunkLoadError and its type", () => {
    expect(chunkFailure(webpackError('missing'))).toBe('missing');
    expect(chunkFailure(webpackError('timeout'))).toBe('timeout');
    expect(chunkFailure(webpackError('error'))).toBe('other');
  });

  it('recognises the message alone, CSS chunks and native dynamic imports', () => {
    expect(chunkFailure(new Error('Loading chunk 7 failed.\n(timeout: /a.js)'))).toBe('timeout');
    const css = Object.assign(new Error('Loading CSS chunk 3 failed.\n(/a.css)'), {
      code: 'CSS_CHUNK_LOAD_FAILED',
    });
    expect(chunkFailure(css)).toBe('other');
    expect(chunkFailure(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(
      'other',
    );
  });

  it('leaves every other error alone', () => {
    expect(chunkFailure(new Error('Cannot read properties of undefined'))).toBeNull();
    expect(chunkFailure('Loading chunk 1 failed')).toBeNull();
    expect(chunkFailure(null)).toBeNull();
  });
});
