/**
 * A just-registered member's photos, before verification (issue #15 item 7): the "Add your
 * photos" link mailed at registration carries a ticket, and these calls take it instead of a
 * session (a pending member cannot log in). Spread into the protocol registry (registry.ts).
 */
import type { CallSpec } from './registry';
import type { PendingPhotosAnswer } from './pendingPhotoTypes';
import type { ActionAnswer } from './types';

const pendingPhotoCall = <Req extends Record<string, string>, Res>(spec: CallSpec<Req, Res>) =>
  spec;

type Fields<K extends string> = Record<K, string>;

export const pendingPhotoCalls = {
  getPendingPhotos: pendingPhotoCall<Fields<'ticket'>, PendingPhotosAnswer>({
    access: 'visitor',
    kind: 'data',
    answer:
      "PendingPhotosAnswer: { first_name, expires_at, uploads_left, photos }; 0 'This link is not valid or has expired.' when the ticket is unknown, expired, used up or its member is no longer pending",
    onlyCms: false,
    required: ['ticket'],
    optional: [],
    summary:
      "The photos of the member a registration's photo link was mailed to, with how long the link works and how many uploads it still allows.",
    example: { ticket: '…' },
  }),
  uploadPendingPhoto: pendingPhotoCall<Fields<'ticket' | 'pro_pic' | 'upd_for'>, ActionAnswer>({
    access: 'visitor',
    kind: 'action',
    answer:
      "001 with a message; -10 with uploadProPic's plain reasons; 0 'This link is not valid or has expired.' as getPendingPhotos",
    onlyCms: false,
    required: ['ticket', 'pro_pic', 'upd_for'],
    optional: [],
    summary:
      "uploadProPic for a member awaiting verification, with the ticket of the photo link mailed at registration instead of a session: the same checks, sizes and limits; each upload uses one of the link's uploads. The photos stay private until the member is verified.",
    example: { ticket: '…', pro_pic: 'data:image/jpeg;base64,…', upd_for: 'profile' },
  }),
} as const;
