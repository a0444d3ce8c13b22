import { STAFF_ROLES } from '../../../shared/protocol/types';

/** The roles as the forms offer them, with what each may do. */
const ROLE_WORDS = {
  admin: 'admin (everything)',
  verifier: 'verifier (desk, inbox, members)',
  editor: 'editor (site content)',
} as const;

export const ROLE_OPTIONS = STAFF_ROLES.map((r) => ({ value: r, label: ROLE_WORDS[r] }));
