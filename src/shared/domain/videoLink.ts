import { isEmbedHost } from './embeds';

/** What the video field says when a link cannot be shown. */
export const VIDEO_LINK_MESSAGE =
  'Only YouTube or Vimeo links can be shown: copy the video’s address from YouTube, or the player link from Vimeo (https://player.vimeo.com/video/…).';

/** YouTube's watch and short links, which the site turns into its players (sections/lib/media.ts). */
const YOUTUBE_PAGES = ['youtu.be', 'youtube.com', 'm.youtube.com'];

/**
 * The shared embed rule (embeds.ts) for a video field, checked by the console's form and by
 * pageSaveDraft: empty, or an https link to a player the site frames, or a YouTube page the site
 * turns into one.
 */
export function videoLinkProblem(raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    const host = url.hostname.replace(/^www\./, '');
    const ok =
      url.protocol === 'https:' && (isEmbedHost(url.hostname) || YOUTUBE_PAGES.includes(host));
    return ok ? null : VIDEO_LINK_MESSAGE;
  } catch {
    return VIDEO_LINK_MESSAGE;
  }
}
