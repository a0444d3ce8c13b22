/**
 * The video players a content editor may embed (record col6). One list for both sides: the client
 * frames only these hosts, and the server's Content-Security-Policy (frame-src) allows only them.
 */
export const EMBED_HOSTS: readonly string[] = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
];

export const isEmbedHost = (hostname: string): boolean => EMBED_HOSTS.includes(hostname);
