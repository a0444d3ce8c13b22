import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A body's brotli and gzip copies, made once when it is kept, sent as they are on every hit. */
export interface Packed {
  br: Buffer;
  gzip: Buffer;
}

/**
 * Below this a body goes out as it is: compressing it saves less than the headers it adds (the
 * compress plugin's own threshold is the same).
 */
export const PACK_THRESHOLD = 1024;

/**
 * Compresses a body to keep. Brotli 5, not 11: on the home page (3.5 KB) 11 saves 225 bytes but
 * costs 4 ms instead of 0.2 ms, and a miss (a new `rf` on a detail page) is a stranger's to cause.
 */
export function pack(body: Buffer): Packed {
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  return { br, gzip: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }) };
}

/** The encoding a client accepts (Accept-Encoding with q-values): brotli, else gzip, else none. */
export function acceptedEncoding(header: string | undefined): keyof Packed | null {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',').slice(0, 20)) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    weights.set(name, q === undefined ? 1 : Number(q.slice(2)));
  }
  const accepts = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  return accepts('gzip') ? 'gzip' : null;
}
