import type { IncomingMessage } from 'node:http';
import { Transform } from 'node:stream';
import { COMMON_FIELDS, CURL_TYPES, registry } from '../../shared/protocol/registry';

/** Every call but the upload: 1 MB of form. */
export const FORM_BODY_LIMIT = 1024 * 1024;
/** uploadProPic carries a photo as a data URL: 5 MB of image is about 7 MB of form. */
export const UPLOAD_BODY_LIMIT = 8 * 1024 * 1024;
/**
 * The one field that may be large, and the calls that may send it (requirements §7): the
 * member's upload, the pending member's upload through the photo link (issue #15 item 7) and the
 * console's media library uploads (issue #17 item 6).
 */
export const IMAGE_CALLS: readonly string[] = [
  'uploadProPic',
  'uploadPendingPhoto',
  'mediaUpload',
  'mediaReplace',
];
export const IMAGE_FIELD = 'pro_pic';
export const isImageCall = (pm: unknown): boolean => IMAGE_CALLS.includes(pm as string);

/**
 * The most parts any call's body can have: its own fields plus the common ones. A body with more
 * is refused while it streams in, before a single part is decoded, so a body of 800,000 names
 * costs the event loop no more than a normal one.
 */
export const MAX_FORM_PARTS =
  Math.max(...CURL_TYPES.map((t) => registry[t].required.length + registry[t].optional.length)) +
  COMMON_FIELDS.length;

/** The body limit of a call: decided by pm, before a byte of the body is read. */
export const limitFor = (pm: unknown) => (isImageCall(pm) ? UPLOAD_BODY_LIMIT : FORM_BODY_LIMIT);

/**
 * Whether a request's whole body is already in memory: it said how long it is, and that many
 * bytes wait unread in its stream (a small form comes in the same packet as its headers, and Node
 * has buffered it before the first hook runs; `complete` is set only once the stream is read).
 * Such a body has nothing left to time or to cut off while it streams: Fastify holds it to its
 * Content-Length and the route's limit, and readForm stops at MAX_FORM_PARTS parts, with the
 * answers the streaming checks give. Streaming it through them anyway cost each call two streams.
 */
export function bodyArrived(raw: IncomingMessage): boolean {
  const length = raw.headers['content-length'];
  return length !== undefined && (raw.complete || raw.readableLength === Number(length));
}

export const refusal = (statusCode: 413 | 400, code: string, message: string) =>
  Object.assign(new Error(message), { statusCode, code });

export const tooLarge = () =>
  refusal(413, 'FST_ERR_CTP_BODY_TOO_LARGE', 'Request body is too large');
export const tooManyParts = () => refusal(413, 'TOO_MANY_FORM_PARTS', 'Too many form fields');

const AMP = 0x26;

/**
 * The work spent on form bodies: separators counted while streaming, names and values decoded.
 * The security suite bounds the work of a refused body with these counts instead of a clock.
 */
export const formWork = { parts: 0, decoded: 0 };

/**
 * Passes the body through while counting its bytes and its '&'-separated parts; the first byte
 * over `limit` or the first part over MAX_FORM_PARTS ends the request with a refusal, so the
 * rest of the body is never read.
 */
export function boundedBody(limit: number): Transform {
  let bytes = 0;
  let parts = 1;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > limit) return callback(tooLarge());
      for (let at = chunk.indexOf(AMP); at >= 0; at = chunk.indexOf(AMP, at + 1)) {
        formWork.parts += 1;
        if (++parts > MAX_FORM_PARTS) return callback(tooManyParts());
      }
      callback(null, chunk);
    },
  });
}

export type FormRead =
  | { ok: true; fields: Map<string, string> }
  | { ok: false; reason: 'unreadable' | 'tooMany' | 'tooLarge' }
  | { ok: false; reason: 'repeated' | 'unknown'; name: string };

function decode(raw: string): string | null {
  formWork.decoded += 1;
  try {
    const text = decodeURIComponent(raw.replace(/\+/g, ' '));
    // PostgreSQL cannot store a NUL.
    return text.includes('\0') ? null : text;
  } catch {
    return null;
  }
}

/** The longest name any call knows, %-encoded at worst: a longer raw name is unknown unread. */
const LONGEST_NAME =
  3 *
  Math.max(
    ...[
      ...CURL_TYPES.flatMap((t) => [...registry[t].required, ...registry[t].optional]),
      ...COMMON_FIELDS,
    ].map((name) => name.length),
  );

/**
 * One pass over a urlencoded body: each name is decoded and judged before its value is touched,
 * and the first unknown or repeated name ends the pass. Bytes that were not UTF-8 (Fastify
 * decoded them to U+FFFD), a bad %-escape or a NUL make the body unreadable. Only the image
 * field of the image calls may be larger than FORM_BODY_LIMIT; everything else together must fit.
 */
export function readForm(body: string, allowed: (name: string) => boolean): FormRead {
  if (body.includes('\uFFFD')) return { ok: false, reason: 'unreadable' };
  const parts = body.split('&', MAX_FORM_PARTS + 1);
  if (parts.length > MAX_FORM_PARTS) return { ok: false, reason: 'tooMany' };
  const fields = new Map<string, string>();
  let small = 0;
  for (const part of parts) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const rawName = eq < 0 ? part : part.slice(0, eq);
    if (rawName.length > LONGEST_NAME) return { ok: false, reason: 'unknown', name: '…' };
    const name = decode(rawName);
    if (name === null) return { ok: false, reason: 'unreadable' };
    if (fields.has(name)) return { ok: false, reason: 'repeated', name };
    if (!allowed(name)) return { ok: false, reason: 'unknown', name };
    if (name !== IMAGE_FIELD) small += part.length + 1;
    if (small > FORM_BODY_LIMIT) return { ok: false, reason: 'tooLarge' };
    const value = decode(eq < 0 ? '' : part.slice(eq + 1));
    if (value === null) return { ok: false, reason: 'unreadable' };
    fields.set(name, value);
  }
  return { ok: true, fields };
}
