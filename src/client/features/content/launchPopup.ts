import type { Section } from '../../../shared/protocol/types';

/**
 * Requirements §1.6: the home page's launch announcement opens as a popup. Which of the home
 * page's sections it is, and whether it shows at all, are site settings (launch_popup_section,
 * the section's heading, and launch_popup): the section is shown in the popup, never among the
 * page's sections, whether the popup is on or off.
 */
const isPopup = (section: Section, heading: string) =>
  heading.trim() !== '' && section.g_title.trim() === heading.trim();

export const launchPopupSection = (sections: Section[], heading: string): Section | null =>
  sections.find((s) => isPopup(s, heading)) ?? null;

export const withoutLaunchPopup =
  (heading: string) =>
  (sections: Section[]): Section[] =>
    sections.filter((s) => !isPopup(s, heading));
