/** How a route's code failed to download (requirements §8: missing, timeout or other). */
export type ChunkFailure = 'missing' | 'timeout' | 'other';

const CHUNK_MESSAGE =
  /Loading (?:CSS )?chunk \S+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/**
 * Recognises a failed lazy import: webpack's ChunkLoadError ('Loading chunk {n} failed.' with a
 * type of missing, timeout or the load event's type), mini-css-extract's CSS chunk error, and the
 * browsers' own messages for native dynamic imports. Anything else is not a chunk failure.
 */
export function chunkFailure(error: unknown): ChunkFailure | null {
  if (!(error instanceof Error)) return null;
  const { type, code } = error as Error & { type?: unknown; code?: unknown };
  const isChunk =
    error.name === 'ChunkLoadError' ||
    code === 'CSS_CHUNK_LOAD_FAILED' ||
    CHUNK_MESSAGE.test(error.message);
  if (!isChunk) return null;
  if (type === 'missing' || /\(missing:/.test(error.message)) return 'missing';
  if (type === 'timeout' || /\(timeout:/.test(error.message)) return 'timeout';
  return 'other';
}
