/** Content columns hold paths relative to the media root (requirements §7: "images load from a media path"). */
const MEDIA_ROOT = '/media/';

/**
 * The URL of a content media path: web addresses as they are, anything else under /media/.
 * Unsafe values (other schemes, '..' segments, backslashes, control characters) give ''.
 */
export function mediaUrl(path: string | null | undefined): string {
  const p = (path ?? '').trim();
  // eslint-disable-next-line no-control-regex
  if (!p || /[\\\u0000-\u001f"'<>]/.test(p)) return '';
  if (/^https?:\/\//i.test(p)) return p;
  if (/^[a-z][a-z0-9+.-]*:/i.test(p)) return '';
  const segments = p.split('/').filter(Boolean);
  if (segments.length === 0 || segments.some((s) => s === '..' || s === '.')) return '';
  return MEDIA_ROOT + segments.map((s) => encodeURIComponent(safeDecode(s))).join('/');
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export const isVideoPath = (path: string | null | undefined): boolean =>
  /\.(mp4|webm)(?:[?#].*)?$/i.test((path ?? '').trim());

/** Re-exported from shared, where the server's site search uses it too. */
export { safeHref } from '../../../shared/domain/links';
