/**
 * The console's Menus screen (issue #17 items 2 and 5): the trust's editors and admins edit the
 * main menu and the top menu, and every save keeps a version they can compare and restore.
 * Spread into staffCalls.ts with one line; like every team call each carries `staff_token`.
 */
import type { CallSpec } from './registry';
import type { ActionAnswer } from './types';
import type { MenusComparison, MenusEditAnswer } from './menusEditTypes';
import { CONTENT_ROLES } from './siteSettingsEditCalls';

const menusEditCall = <Req extends Record<string, string>, Res>(spec: CallSpec<Req, Res>) => spec;

type Fields<K extends string> = Record<K, string>;
type StaffToken = { staff_token: string };

const team = { access: 'team', onlyCms: false, staff: CONTENT_ROLES } as const;

export const menusEditCalls = {
  menusOpen: menusEditCall<StaffToken, MenusEditAnswer>({
    ...team,
    kind: 'data',
    answer:
      'MenusEditAnswer: { menus: { menu, top_menu } (trees of entries: id, label, slug, title, description, keywords, roles, hidden, children, and hi: the Hindi of col1 label, col3 title, col4 description, col5 keywords when it has any), version (the newest version id or null), versions (the newest 50, each with its number of changes), total }',
    required: ['staff_token'],
    optional: [],
    summary: 'Both menus as they are now, hidden entries included, with their saved versions.',
    example: { staff_token: '…' },
  }),
  menusSave: menusEditCall<
    StaffToken & Fields<'menus'> & Partial<Fields<'note' | 'base_version' | 'keep_addresses'>>,
    ActionAnswer
  >({
    ...team,
    kind: 'action',
    answer:
      "action: 001 saved; -10 with the first entry's problem ('“About us”: Please give the address (slug).'); 0 when base_version is not the newest version (someone else saved since)",
    required: ['staff_token', 'menus'],
    optional: ['note', 'base_version', 'keep_addresses'],
    summary:
      'Replaces both menus with the tree sent (JSON { menu, top_menu }; an entry without an id is new, a saved entry left out is deleted; the optional hi { col1, col3, col4, col5 } of an entry is its Hindi, checked by the shared Hindi rule, and an entry sent without hi keeps no Hindi) in one transaction: keeps it as a version with the note, writes the audit line (menus_save), adds a redirect from the old address to the new for each entry id listed in keep_addresses (comma-separated) whose address changed, and moves the content version, so every process answers the new menus at once.',
    example: {
      staff_token: '…',
      menus:
        '{"menu":[{"id":null,"label":"About us","slug":"about_us","title":"About us","description":"","keywords":"","roles":["visitor","member"],"hidden":false,"children":[]}],"top_menu":[]}',
      note: 'A menu of one entry.',
    },
  }),
  menusCompare: menusEditCall<StaffToken & Fields<'from' | 'to'>, MenusComparison>({
    ...team,
    kind: 'data',
    answer:
      'MenusComparison: { from, to (the two versions), changes: string[] (what changed, in words) }; 0 when a version is unknown',
    required: ['staff_token', 'from', 'to'],
    optional: [],
    summary:
      'Compares two saved versions of the menus: each entry added, deleted, renamed, moved, hidden or edited, in words.',
    example: { staff_token: '…', from: '1', to: '1' },
  }),
  menusRestore: menusEditCall<
    StaffToken & Fields<'version_id'> & Partial<Fields<'note'>>,
    ActionAnswer
  >({
    ...team,
    kind: 'action',
    answer: 'action: 001 restored (as a new version); 0 when the version is unknown',
    required: ['staff_token', 'version_id'],
    optional: ['note'],
    summary:
      'Makes a saved version the menus again, itself kept as a new version that names the one it restored (audited as menus_restore; the site shows it at once).',
    example: { staff_token: '…', version_id: '1', note: 'Back to the old menu.' },
  }),
} as const;
