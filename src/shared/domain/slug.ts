/** The slug rule of requirements §2.2.3, and nothing more: "?" becomes "_", a space becomes "-". */
export const slugify = (title: string): string => title.replace(/\?/g, '_').replace(/ /g, '-');

/** A slug as a URL path segment (titles may hold characters a URL must escape). */
export const slugPath = (title: string): string => encodeURIComponent(slugify(title));
