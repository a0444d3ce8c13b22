import { isEmbedHost } from '../../../shared/domain/embeds';

/** Video players a content editor may embed (videoUrl); other addresses are not framed. */
export function safeEmbedUrl(url: string | null | undefined): string | null {
  try {
    const u = new URL((url ?? '').trim());
    return u.protocol === 'https:' && isEmbedHost(u.hostname) ? u.toString() : null;
  } catch {
    return null;
  }
}
