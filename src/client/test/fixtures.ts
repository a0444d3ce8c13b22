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

export const FOOTER = page('footer', [
  section('text_description', [
    record({ col1: 'Address', col2: 'Samaj Bhawan, Station Road,\nJaipur 302006' }),
    record({ col1: 'Phone', col2: '98290 12345', col3: '0141-2345678' }),
    record({ col1: 'Social', col7: 'https://facebook.com/navyugsamaj', col8: 'Facebook' }),
    record({
      col1: 'Disclaimer',
      col2: '<p>यह मंच केवल समाज में विवाह को बढ़ावा देने के लिए उपलब्ध जानकारी साझा करता है।</p>',
    }),
    record({ col1: 'Copyright', col2: '© 2025 Shri Navyug Samaj Seva Trust' }),
    record({ col1: 'Developer', col2: 'Site by Example Studio', col7: 'https://example.com' }),
  ]),
]);
