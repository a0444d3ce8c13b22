import type { Section } from '../../../shared/protocol/types';

/**
 * Requirements §2: "a popup may open if the page has a second section". On the home page the second
 * section (col14 2 in the demo content) is the launch announcement: it is shown in the popup,
 * not among the page's sections.
 */
const POPUP_INDEX = 1;

export const launchPopupSection = (sections: Section[]): Section | null =>
  sections[POPUP_INDEX] ?? null;

export const withoutLaunchPopup = (sections: Section[]): Section[] =>
  sections.filter((_, i) => i !== POPUP_INDEX);
