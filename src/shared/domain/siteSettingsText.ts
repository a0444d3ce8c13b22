import type { SiteSettingKey } from './siteSettings';

/**
 * What each site setting (siteSettings.ts) means, in the words of the console's Site settings
 * form: its `group` (a fieldset), `label` and `help`. The server names a refused setting by its
 * label. Only the console and the server import this: the public pages carry no prose.
 */
export const SETTING_GROUPS = [
  'The trust',
  'Contact details',
  'Social media',
  'Footer',
  'Launch popup',
  'Mails',
  'Grievance officer',
] as const;
export type SettingGroup = (typeof SETTING_GROUPS)[number];

export interface SettingText {
  group: SettingGroup;
  label: string;
  help: string;
}

export const SETTING_TEXT: Record<SiteSettingKey, SettingText> = {
  trust_name: {
    group: 'The trust',
    label: 'Name of the trust',
    help: 'The full name, shown beside the logo in the header and footer, in the copyright line and as the title of pages that have no title of their own.',
  },
  trust_short_name: {
    group: 'The trust',
    label: 'Short name',
    help: 'A short form of the name, used in the subject of mail replies and in the staff authenticator app (for example “City Seva Trust”).',
  },
  trust_logo: {
    group: 'The trust',
    label: 'Logo',
    help: 'The address of the logo picture: a file of the site (starting /media/) or a full web address. It is shown small and square.',
  },
  site_description: {
    group: 'The trust',
    label: 'Description for search engines',
    help: 'One or two sentences about the trust and the site, which search engines show for a page that has no description of its own.',
  },
  site_keywords: {
    group: 'The trust',
    label: 'Keywords for search engines',
    help: 'Words separated by commas, used for pages that have no keywords of their own.',
  },
  trust_address: {
    group: 'Contact details',
    label: 'Address of the trust office',
    help: 'The postal address, shown in every page’s footer and on the Contact Us page. Line breaks are kept.',
  },
  trust_phones: {
    group: 'Contact details',
    label: 'Phone numbers',
    help: 'One or more numbers separated by commas, for example “98290 12345, 0141 2345678”. The site shows them with +91 and as call links.',
  },
  trust_email: {
    group: 'Contact details',
    label: 'Email address of the office',
    help: 'Shown on the Contact Us page as a mail link.',
  },
  social_facebook: {
    group: 'Social media',
    label: 'Facebook page',
    help: 'The full address of the trust’s Facebook page, linked in the footer. Leave empty for none.',
  },
  social_instagram: {
    group: 'Social media',
    label: 'Instagram account',
    help: 'The full address of the trust’s Instagram account, linked in the footer. Leave empty for none.',
  },
  social_youtube: {
    group: 'Social media',
    label: 'YouTube channel',
    help: 'The full address of the trust’s YouTube channel, linked in the footer. Leave empty for none.',
  },
  social_x: {
    group: 'Social media',
    label: 'X (Twitter) account',
    help: 'The full address of the trust’s X account, linked in the footer. Leave empty for none.',
  },
  footer_disclaimer_title: {
    group: 'Footer',
    label: 'Heading of the disclaimer',
    help: 'The heading above the disclaimer in the footer, for example “Disclaimer”.',
  },
  footer_disclaimer: {
    group: 'Footer',
    label: 'Disclaimer (in Hindi)',
    help: 'The disclaimer shown in every page’s footer, written in Hindi (Devanagari); the site marks it as Hindi so screen readers read it right. Leave empty to show none.',
  },
  footer_credit: {
    group: 'Footer',
    label: 'Credit line',
    help: 'The last line of the footer, for example who made the site. Leave empty to show none.',
  },
  footer_credit_link: {
    group: 'Footer',
    label: 'Link of the credit line',
    help: 'A web address the credit line opens (in a new tab). Leave empty for plain text.',
  },
  launch_popup: {
    group: 'Launch popup',
    label: 'Show the launch popup',
    help: 'On: visitors who are not logged in see the announcement in a popup on the home page, once per visit. Off: nobody sees it.',
  },
  launch_popup_section: {
    group: 'Launch popup',
    label: 'Home page section shown in the popup',
    help: 'The heading of the home page section that holds the announcement (for example “Launch announcement”). That section shows only in the popup, never on the page itself.',
  },
  mail_sender_name: {
    group: 'Mails',
    label: 'Sender name of the mails',
    help: 'The name members and visitors see as the sender of the site’s mails (the address itself is set on the server).',
  },
  mail_sign_off: {
    group: 'Mails',
    label: 'Sign-off of the mails',
    help: 'The closing lines of every mail the site sends to members and visitors, for example “With best wishes,” and the team’s name on the next line.',
  },
  grievance_officer_name: {
    group: 'Grievance officer',
    label: 'Name of the grievance officer',
    help: 'Shown on the Write to Us page. Leave empty and the page shows no grievance officer.',
  },
  grievance_officer_email: {
    group: 'Grievance officer',
    label: 'Email address of the grievance officer',
    help: 'Shown on the Write to Us page as a mail link.',
  },
  grievance_officer_phone: {
    group: 'Grievance officer',
    label: 'Phone number of the grievance officer',
    help: 'Shown on the Write to Us page as a call link, as written here.',
  },
};

/** The settings of a group, in the table's order. */
export const settingsOfGroup = (group: SettingGroup): SiteSettingKey[] =>
  (Object.keys(SETTING_TEXT) as SiteSettingKey[]).filter((k) => SETTING_TEXT[k].group === group);
