import { pageHref } from '../../../shared/domain/links';

/** What the Pages calls answer (the console shows these words as they are). */
export const PAGES_MESSAGES = {
  draftSaved: (loc: string) =>
    `The draft of ${pageHref(loc)} is saved. Visitors and members see the published page until you publish it.`,
  discarded: (loc: string) => `The draft of ${pageHref(loc)} is thrown away.`,
  noDraft: 'This page has no draft to publish or throw away.',
  published: (id: number) =>
    `The page is published as version ${id}. The site shows it from now on.`,
  publishedOverride: (id: number, broken: number) =>
    `The page is published as version ${id}, with ${broken} ${broken === 1 ? 'link' : 'links'} that open nothing. The site shows it from now on.`,
  restored: (from: number, id: number) =>
    `Version ${from} is restored, kept as version ${id}. The site shows it from now on.`,
  draftWaits:
    'This page has a draft waiting. Publish it or throw it away before restoring a version.',
  savedMeanwhile:
    'Someone else published this page after you opened it. Reload the screen to see their changes, then make yours again.',
  unknownVersion: 'There is no such version of this page.',
  unreadable: 'The page sent could not be read. Reload the screen and try again.',
  otherAddress: 'The page sent is for another address than the one being saved.',
  tooLarge: 'The page is too large to save; please split it into smaller pages.',
  adminOnlyOverride: 'Only an admin can publish with broken links.',
  /** '2 links on this page open nothing: /x (Section “Events” › record “Diwali” › link); …' */
  brokenLinks: (lines: readonly string[]) => {
    const shown = lines.slice(0, 10).join('; ');
    const more = lines.length > 10 ? `; and ${lines.length - 10} more` : '';
    const what = lines.length === 1 ? 'link on this page opens' : 'links on this page open';
    return `${lines.length} ${what} nothing: ${shown}${more}.`;
  },
  noteTooLong: (max: number) => `Please keep the note to ${max} characters or fewer.`,
};
