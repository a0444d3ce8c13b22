import { isEmbedHost } from '../../../../../shared/domain/embeds';
import {
  VARIANT_WIDTHS,
  hasVariants,
  variantPath,
} from '../../../../../shared/domain/mediaVariants';
import { hasControlChar } from './text';

/** Where content media lives: paths in record columns are relative to the public media root. */
const MEDIA_ROOT = '/media/';

const ABSOLUTE_HTTP = /^https?:\/\/[^\s"'<>\\]+$/i;

function safeSegment(segment: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null;
  }
  // Traversal, even percent-encoded (an encoded '/' included), and control characters never
  // reach a URL: the server decodes the path again before it looks for the file.
  if (decoded === '..' || decoded === '.' || /[/\\]/.test(decoded) || hasControlChar(decoded))
    return null;
  return encodeURIComponent(decoded);
}

/**
 * The URL of a content media path: '' when there is none (or it is unsafe), absolute http(s) URLs
 * unchanged, anything else under /media/ with leading slashes stripped. Paths with '..' are refused.
 */
export function mediaUrl(path: string | null | undefined): string {
  const value = typeof path === 'string' ? path.trim() : '';
  if (!value) return '';
  if (/^https?:/i.test(value)) return ABSOLUTE_HTTP.test(value) ? value : '';
  if (value.includes('\\') || /^[a-z][a-z0-9+.-]*:/i.test(value)) return '';
  const segments = value.replace(/^\/+/, '').split('/').filter(Boolean);
  if (segments.length === 0) return '';
  const safe = segments.map(safeSegment);
  if (safe.some((s) => s === null)) return '';
  return MEDIA_ROOT + safe.join('/');
}

/**
 * The srcset of the WebP widths the server makes of a local raster picture
 * (shared/domain/mediaVariants.ts); '' for other sites' pictures, vectors and films.
 */
export function variantSrcSet(path: string | null | undefined): string {
  const value = typeof path === 'string' ? path.trim() : '';
  if (!hasVariants(value) || /^https?:/i.test(value)) return '';
  return VARIANT_WIDTHS.map((w) => `${mediaUrl(variantPath(value, w))} ${w}w`).join(', ');
}

/** A CSS url() value for a media path, or undefined when there is no usable path. */
export function cssBackground(path: string | null | undefined): string | undefined {
  const url = mediaUrl(path);
  // mediaUrl output holds no quotes, backslashes or whitespace, so quoting it is enough.
  return url ? `url("${url.replace(/"/g, '%22')}")` : undefined;
}

/** True when a column holds a video file (an mp4 or webm, query or fragment allowed) rather than an image. */
export function isVideoFile(path: string | null | undefined): boolean {
  return /\.(mp4|webm)(?:[?#].*)?$/i.test((path ?? '').trim());
}

const YOUTUBE_ID = /^[\w-]{6,20}$/;

/**
 * An embeddable player URL for a videoUrl video link, or '' when it is not a player the site frames
 * (shared/domain/embeds.ts; the CSP frame-src allows only those). YouTube watch/short links
 * become their privacy-enhanced embed form.
 */
export function videoEmbedUrl(raw: string): string {
  const value = raw.trim();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return '';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return '';
  const host = url.hostname.replace(/^www\./, '');
  let id = '';
  if (host === 'youtu.be') id = url.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'm.youtube.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v') ?? '';
    else if (url.pathname.startsWith('/shorts/')) id = url.pathname.slice('/shorts/'.length);
  }
  if (id && YOUTUBE_ID.test(id)) return `https://www.youtube-nocookie.com/embed/${id}`;
  return url.protocol === 'https:' && isEmbedHost(url.hostname) ? url.href : '';
}
