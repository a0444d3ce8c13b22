import {
  PHOTO_LINK_DAYS,
  PHOTO_LINK_PATH,
  PHOTO_LINK_UPLOADS,
} from '../../shared/domain/afterRegistration';
import type { Db } from '../plugins/db';
import type { InTransaction } from './repositories/members';
import {
  findPhotoTicket,
  insertPhotoTicket,
  type PhotoTicketWithMember,
} from './repositories/photoTickets';
import { newToken, sameDigest, sha256 } from './tokens';

/**
 * The "Add your photos" link mailed at registration (issue #15 item 7; docs/security.md): a
 * member awaiting verification cannot log in, so the link carries a ticket that lets her add
 * photos, and nothing else. The ticket is 32 random bytes (base64url); only its sha256 is
 * stored; it works PHOTO_LINK_DAYS, for PHOTO_LINK_UPLOADS uploads, while she is pending.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export interface IssuedPhotoTicket {
  /** The link to mail: the site's page that takes the ticket. */
  link: string;
  /** Stores the ticket in the registration's own transaction. */
  store: InTransaction;
}

/** A new ticket for the member the registration is inserting, and its link. */
export function issuePhotoTicket(siteOrigin: string, now: Date): IssuedPhotoTicket {
  const ticket = newToken();
  return {
    link: `${siteOrigin}${PHOTO_LINK_PATH}?t=${ticket}`,
    store: (trx, memberId) =>
      insertPhotoTicket(trx, {
        member_id: memberId,
        ticket_hash: sha256(ticket),
        uploads_left: PHOTO_LINK_UPLOADS,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + PHOTO_LINK_DAYS * DAY_MS).toISOString(),
      }),
  };
}

/**
 * The ticket's row when it still works: known, not expired, its member still pending. The
 * digest is found by its unique index and compared again in constant time, so no answer
 * depends on how much of a guessed ticket was right.
 */
export async function openPhotoTicket(
  db: Db,
  ticket: string,
  now: Date,
): Promise<PhotoTicketWithMember | null> {
  const given = ticket.trim();
  // 32 bytes in base64url are 43 characters: anything else is not a ticket, unread.
  if (!/^[A-Za-z0-9_-]{43}$/.test(given)) return null;
  const hash = sha256(given);
  const row = await findPhotoTicket(db, hash, now);
  if (!row || !sameDigest(row.ticket_hash, hash)) return null;
  return row.status === 'pending' ? row : null;
}
