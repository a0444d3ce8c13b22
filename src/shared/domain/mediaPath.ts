/**
 * A media path as the media library names it, from a content column or a setting: 'site/x.jpg'
 * for 'site/x.jpg', '/site/x.jpg' and '/media/site/x.jpg'; null for web addresses and nothing.
 * Apart from mediaLibrary.ts because the public pages use it (the first load stays small).
 */
export function libraryPath(reference: string | null | undefined): string | null {
  const value = (reference ?? '').trim();
  if (!value || /^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//')) return null;
  return value.replace(/^\/+/, '').replace(/^media\//, '') || null;
}
