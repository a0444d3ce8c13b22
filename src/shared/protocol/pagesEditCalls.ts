/**
 * The console's Pages screen (issue #17 items 3, 4, 5 and 7): editors and admins edit a page's
 * sections as a draft, preview it with the site's own renderers, publish it (refused while it
 * has broken links, unless an admin overrides), and compare or restore its kept versions.
 * Spread into staffCalls.ts with one line; like every team call each carries `staff_token`.
 */
import type { CallSpec } from './registry';
import type { ActionAnswer } from './types';
import type {
  PageComparison,
  PageEditAnswer,
  PagePreviewAnswer,
  PagesListAnswer,
} from './pagesEditTypes';
import { CONTENT_ROLES } from './siteSettingsEditCalls';

const pagesEditCall = <Req extends Record<string, string>, Res>(spec: CallSpec<Req, Res>) => spec;

type Fields<K extends string> = Record<K, string>;
type StaffToken = { staff_token: string };
type Loc = StaffToken & Fields<'loc'>;

const team = { access: 'team', onlyCms: false, staff: CONTENT_ROLES } as const;

export const pagesEditCalls = {
  pagesList: pagesEditCall<StaffToken, PagesListAnswer>({
    ...team,
    kind: 'data',
    answer:
      'PagesListAnswer: { pages: { loc, title, sections, has_draft, published_at }[] } — every page with sections and every menu address, by address',
    required: ['staff_token'],
    optional: [],
    summary: 'The pages an editor can open, each with whether a draft waits to be published.',
    example: { staff_token: '…' },
  }),
  pageOpen: pagesEditCall<Loc, PageEditAnswer>({
    ...team,
    kind: 'data',
    answer:
      'PageEditAnswer: { page: { loc, sections } (the draft if there is one, else the published page), draft: { saved_at, saved_by } | null, version, versions (newest 50), total }; -10 when loc breaks the slug rule',
    required: ['staff_token', 'loc'],
    optional: [],
    summary:
      'One page as an editor edits it: its sections and records with their ids, and its kept versions.',
    example: { staff_token: '…', loc: 'home' },
  }),
  pageSaveDraft: pagesEditCall<
    Loc & Fields<'page'> & Partial<Fields<'base_version'>>,
    ActionAnswer
  >({
    ...team,
    kind: 'action',
    answer:
      "action: 001 saved; -10 with the first problem ('Section 2 “Events” › card 3: Please give a title.'); 0 when base_version is not the newest version (someone published since)",
    required: ['staff_token', 'loc', 'page'],
    optional: ['base_version'],
    summary:
      'Keeps the page sent (JSON { loc, sections }) as the draft of loc, replacing any earlier draft; visitors and members go on seeing the published page (audited as page_draft).',
    example: {
      staff_token: '…',
      loc: 'home',
      page: '{"loc":"home","sections":[]}',
    },
  }),
  pageDiscardDraft: pagesEditCall<Loc, ActionAnswer>({
    ...team,
    kind: 'action',
    answer: 'action: 001 discarded; 0 when there is no draft',
    required: ['staff_token', 'loc'],
    optional: [],
    summary: 'Throws the draft of loc away (audited as page_discard).',
    example: { staff_token: '…', loc: 'home' },
  }),
  pagePreview: pagesEditCall<Loc, PagePreviewAnswer>({
    ...team,
    kind: 'data',
    answer:
      'PageAnswer, exactly as getPgData would answer once the draft is published (the published page when there is no draft)',
    required: ['staff_token', 'loc'],
    optional: [],
    summary: 'The draft as the site would show it, for staff only.',
    example: { staff_token: '…', loc: 'home' },
  }),
  pagePublish: pagesEditCall<
    Loc & Partial<Fields<'note' | 'base_version' | 'override_links'>>,
    ActionAnswer
  >({
    ...team,
    kind: 'action',
    answer:
      "action: 001 published; -10 when the draft has links that open nothing ('2 links on this page open nothing: …') or when an editor sends override_links; 0 when there is no draft or base_version is not the newest",
    required: ['staff_token', 'loc'],
    optional: ['note', 'base_version', 'override_links'],
    summary:
      "Makes the draft of loc the live page in one transaction: keeps it as a version with the note, writes the audit line (page_publish), and moves the content version, so every process answers it at once. Refused while any internal link of the draft opens nothing, unless an admin sends override_links '1'.",
    example: { staff_token: '…', loc: 'home', note: 'Diwali Milan added.' },
  }),
  pageCompare: pagesEditCall<Loc & Fields<'from' | 'to'>, PageComparison>({
    ...team,
    kind: 'data',
    answer:
      'PageComparison: { from, to, changes: string[] (each section or record added, deleted, moved or edited, in words) }; 0 when a version is unknown',
    required: ['staff_token', 'loc', 'from', 'to'],
    optional: [],
    summary: 'Compares two kept versions of a page, in words.',
    example: { staff_token: '…', loc: 'home', from: '1', to: '2' },
  }),
  pageRestore: pagesEditCall<Loc & Fields<'version_id'> & Partial<Fields<'note'>>, ActionAnswer>({
    ...team,
    kind: 'action',
    answer:
      'action: 001 restored (published as a new version); -10 while a draft waits (publish or discard it first); 0 when the version is unknown',
    required: ['staff_token', 'loc', 'version_id'],
    optional: ['note'],
    summary:
      'Makes a kept version the live page again, itself kept as a new version that names the one it restored (audited as page_restore; the site shows it at once).',
    example: { staff_token: '…', loc: 'home', version_id: '1', note: 'Back to before Diwali.' },
  }),
} as const;
