import type { Metadata } from 'sharp';
import { PHOTO_FORMATS, PHOTO_MAX_BYTES } from '../../shared/domain/photoLimits';
import { ACCOUNT_MESSAGES as M, slots } from '../accounts';
import { loadSharp } from './sharp';

// The limits the photo picker tells members (src/shared/domain/photoLimits.ts).
export const MAX_UPLOAD_BYTES = PHOTO_MAX_BYTES;
export const MAX_INPUT_PIXELS = 40_000_000;
export const FULL_SIDE = 1600;
export const THUMB_SIDE = 320;

const FORMATS: readonly string[] = PHOTO_FORMATS;
const DATA_URL = /^data:image\/[a-z0-9.+-]{1,40};base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export type Refusal = { ok: false; message: string };

/**
 * Full decodes at once, process-wide: a 40-megapixel photo takes about 160 MB while it is
 * decoded, and 32 parallel uploads peaked at 476 MB RSS. The rest wait their turn.
 */
export const MAX_CONCURRENT_DECODES = 2;
// Made at first use: accounts (where slots lives) imports photos, so it is not loaded yet here.
let decodeSlot: ReturnType<typeof slots> | undefined;
/** How many full decodes run right now, and the most seen at once (the security suite reads it). */
export const decodeLoad = { running: 0, peak: 0 };

/** The bytes of a `data:image/…;base64,…` URL, refused when malformed or over 5 MB. */
export function decodeDataUrl(text: string): { ok: true; bytes: Buffer } | Refusal {
  const prefix = DATA_URL.exec(text);
  if (!prefix) return { ok: false, message: M.notAnImage };
  const body = text.slice(prefix[0].length);
  // Checked before decoding: 4 base64 characters carry 3 bytes.
  if (Math.floor((body.length * 3) / 4) - 2 > MAX_UPLOAD_BYTES) {
    return { ok: false, message: M.imageTooLarge };
  }
  if (body.length === 0 || body.length % 4 !== 0 || !BASE64.test(body)) {
    return { ok: false, message: M.unreadableImage };
  }
  const bytes = Buffer.from(body, 'base64');
  if (bytes.length > MAX_UPLOAD_BYTES) return { ok: false, message: M.imageTooLarge };
  return { ok: true, bytes };
}

export interface ProcessedImage {
  full: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

// 'error' aborts on corrupt or truncated pixel data instead of storing a half-grey picture.
const INPUT = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;

/**
 * Judges the bytes by their content, never by the declared type: only JPEG, PNG and WebP that
 * decode completely pass (SVG, GIF, HTML, polyglots and truncated files do not), and never more
 * than MAX_INPUT_PIXELS. `encode` then runs in one of the process's decode slots; when it throws
 * (corrupt pixels) the upload is refused as unreadable. Member photos (processImage) and the console's media library
 * (src/server/media) share these checks.
 */
export async function checkedImage<T>(
  bytes: Buffer,
  encode: (bytes: Buffer, input: typeof INPUT) => Promise<T>,
): Promise<{ ok: true; image: T } | Refusal> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    // metadata() reads the header only, no pixels, so it needs no pixel limit; with one, sharp
    // throws for a decompression bomb and the member would be told "not a photo" instead of why.
    meta = await sharp(bytes, { ...INPUT, limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, message: M.notAnImage };
  }
  const format = meta.format;
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (!format || !FORMATS.includes(format)) return { ok: false, message: M.notAnImage };
  // Refused before any decoding; the pixel limit below stays as a second guard.
  if (pixels > MAX_INPUT_PIXELS) return { ok: false, message: M.imageTooManyPixels };
  decodeSlot ??= slots(MAX_CONCURRENT_DECODES);
  return decodeSlot(() => decoding(bytes, encode));
}

async function decoding<T>(
  bytes: Buffer,
  encode: (bytes: Buffer, input: typeof INPUT) => Promise<T>,
): Promise<{ ok: true; image: T } | Refusal> {
  decodeLoad.running += 1;
  decodeLoad.peak = Math.max(decodeLoad.peak, decodeLoad.running);
  try {
    return { ok: true, image: await encode(bytes, INPUT) };
  } catch {
    return { ok: false, message: M.unreadableImage };
  } finally {
    decodeLoad.running -= 1;
  }
}

/**
 * A member photo: checked by checkedImage, re-encoded as JPEG, turned upright by its EXIF
 * orientation, and stripped of all metadata (EXIF, GPS, XMP, ICC), at most 1600 px on the long
 * side, with a 320 px thumbnail.
 */
export const processImage = (
  bytes: Buffer,
): Promise<{ ok: true; image: ProcessedImage } | Refusal> => checkedImage(bytes, reencode);

async function reencode(bytes: Buffer, input: typeof INPUT): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const full = await sharp(bytes, input)
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(FULL_SIDE, FULL_SIDE, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  const thumb = await sharp(full.data)
    .resize(THUMB_SIDE, THUMB_SIDE, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  return { full: full.data, thumb, width: full.info.width, height: full.info.height };
}
