/** Video players a content editor may embed (col6); other addresses are not framed. */
const EMBED_HOSTS = new Set([
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
]);

export function safeEmbedUrl(url: string | null | undefined): string | null {
  try {
    const u = new URL((url ?? '').trim());
    return u.protocol === 'https:' && EMBED_HOSTS.has(u.hostname) ? u.toString() : null;
  } catch {
    return null;
  }
}
