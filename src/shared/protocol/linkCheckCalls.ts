/**
 * The console's Link check screen (issue #17 item 7): every internal link of the published site
 * that opens no page or record. Spread into staffCalls (so into the registry) with one line; the
 * site's content is the editors' (and admins').
 */
import type { CallSpec } from './registry';
import type { StaffRole } from './types';
import type { LinkCheckAnswer } from './linkCheckTypes';

const linkCheckCall = <Req extends Record<string, string>, Res>(spec: CallSpec<Req, Res>) => spec;

const CONTENT: readonly StaffRole[] = ['admin', 'editor'];

export const linkCheckCalls = {
  linkCheck: linkCheckCall<{ staff_token: string }, LinkCheckAnswer>({
    access: 'team',
    staff: CONTENT,
    onlyCms: false,
    kind: 'data',
    answer: 'LinkCheckAnswer: { checked_at, checked, broken: { href, path, where, reason }[] }',
    required: ['staff_token'],
    optional: [],
    summary:
      'Checks every internal link of the published site (menus, sections, rich text, the entry ' +
      'pages listings lead to) and answers those that open no page or record, with where each ' +
      'is and why it fails; an old address that redirects counts as working.',
    example: { staff_token: '…' },
  }),
} as const;
