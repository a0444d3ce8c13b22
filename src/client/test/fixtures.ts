import type { SiteSettings } from '../../shared/domain/siteSettings';
import type {
  ContentRecord,
  MenuRecord,
  PageAnswer,
  Role,
  Section,
} from '../../shared/protocol/types';

let nextId = 1000;

/** A content record with every column empty unless given. */
export function record(fields: Partial<ContentRecord> = {}): ContentRecord {
  const id = fields.id ?? nextId++;
  const blank = Object.fromEntries(
    Array.from({ length: 15 }, (_, i) => [`col${i + 1}`, '']),
  ) as Record<`col${number}`, string>;
  return {
    ...blank,
    id,
    parent_id: null,
    e_id: '',
    g_title: '',
    bg_img: '',
    uri_key: (fields.col1 ?? '').replace(/\?/g, '_').replace(/ /g, '-'),
    entry_date: null,
    ...fields,
  } as ContentRecord;
}

export function section(type: string, records: ContentRecord[], extra: Partial<Section> = {}) {
  const id = extra.id ?? nextId++;
  return { id, type, g_title: '', bg_img: '', sort: id, records, ...extra } satisfies Section;
}

export const page = (loc: string, sections: Section[]): PageAnswer => ({ loc, sections });

export function menu(
  id: number,
  col1: string,
  col2: string,
  extra: Partial<MenuRecord> & { roles?: Role[] } = {},
): MenuRecord {
  return {
    id,
    parent_id: null,
    col1,
    col2,
    col3: '',
    col4: '',
    col5: '',
    col6: 'menu',
    roles: ['visitor', 'member'],
    ...extra,
  };
}

/** A small site menu: nested services, a consultation link, a member-only and a visitor-only entry. */
export const MENUS: MenuRecord[] = [
  menu(1, 'Home', 'home', { col3: 'Home | Shri Navyug Samaj', col4: 'Welcome page', col5: 'home' }),
  menu(2, 'Services', 'services', { col3: 'Our Services', col4: 'What we do', col5: 'tax, audit' }),
  menu(3, 'Taxation Services', 'taxation_services', { parent_id: 2 }),
  menu(4, 'GST Filing Help', 'taxation_services/gst-filing-help', { parent_id: 3 }),
  menu(5, 'Legal Assistance', 'legal_assistance', { parent_id: 2 }),
  menu(6, 'Consultation', 'consultation'),
  menu(7, 'Search Matching', 'search_matching', { roles: ['member'] }),
  menu(8, 'Member Login', 'login', { roles: ['visitor'] }),
  menu(9, 'E-News', 'e_news', { col6: 'top_menu' }),
  menu(10, 'Contact Us', 'contactus', { col6: 'top_menu', col3: 'Contact Us | Trust' }),
];

/**
 * The site's settings the fake service answers by default (fakeTransport.ts): a trust with every
 * setting filled, so each part of the site that reads one has something to show.
 */
export const SETTINGS: SiteSettings = {
  trust_name: 'Shri Navyug Samaj Seva Trust',
  trust_short_name: 'Samaj Trust',
  trust_logo: '/media/site/logo.png',
  site_description: 'Shri Navyug Samaj Seva Trust: news, services and the members area.',
  site_keywords: 'samaj, trust',
  trust_address: 'Samaj Bhawan, Station Road,\nJaipur 302006',
  trust_phones: '98290 12345, 0141-2345678',
  trust_email: 'office@navyugsamaj.example',
  social_facebook: 'https://facebook.com/navyugsamaj',
  social_instagram: '',
  social_youtube: '',
  social_x: '',
  footer_disclaimer_title: 'Disclaimer',
  footer_disclaimer: 'यह मंच केवल समाज में विवाह को बढ़ावा देने के लिए उपलब्ध जानकारी साझा करता है।',
  footer_credit: 'Site by Example Studio',
  footer_credit_link: 'https://example.com',
  launch_popup: 'on',
  launch_popup_section: 'Launch announcement',
  mail_sender_name: 'Samaj Trust',
  mail_sign_off: 'With regards,\nThe Samaj Trust team',
  grievance_officer_name: 'Smt. Sushila Agarwal',
  grievance_officer_email: 'grievance@navyugsamaj.example',
  grievance_officer_phone: '+91 141 404 2211',
};
