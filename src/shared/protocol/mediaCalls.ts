/**
 * The console's media library (issue #17 item 6): editors and admins upload site pictures (with
 * the member photos' content checks and re-encoding), write their alt text, search them, see
 * where each is used, replace one everywhere and delete an unused one. Spread into staffCalls.ts
 * with one line; like every team call each carries `staff_token`.
 */
import type { CallSpec } from './registry';
import type { ActionAnswer } from './types';
import type { MediaListAnswer, MediaUploadAnswer, MediaUsesAnswer } from './mediaTypes';
import { CONTENT_ROLES } from './siteSettingsEditCalls';

const mediaCall = <Req extends Record<string, string>, Res>(spec: CallSpec<Req, Res>) => spec;

type Fields<K extends string> = Record<K, string>;
type StaffToken = { staff_token: string };
type Item = StaffToken & Fields<'media_id'>;

const team = { access: 'team', onlyCms: false, staff: CONTENT_ROLES } as const;
/** The picture travels as uploadProPic's does: a data URL in the one field allowed to be large. */
const PICTURE = 'data:image/jpeg;base64,…';

export const mediaCalls = {
  mediaList: mediaCall<StaffToken & Partial<Fields<'q'>>, MediaListAnswer>({
    ...team,
    kind: 'data',
    answer:
      'MediaListAnswer: { items: { id, path, url, alt, title, width, height, bytes, uploaded_by, uploaded_at, replaced_at, uses }[] (newest first, at most 200), total }',
    required: ['staff_token'],
    optional: ['q'],
    summary:
      "The media library's pictures, each with its public URL, alt text ('' while it needs one), size and how many places use it; q (at most 100 characters) searches titles, alt texts and file names.",
    example: { staff_token: '…', q: 'banner' },
  }),
  mediaUpload: mediaCall<
    StaffToken & Fields<'pro_pic' | 'alt'> & Partial<Fields<'title'>>,
    MediaUploadAnswer
  >({
    ...team,
    kind: 'data',
    answer:
      "MediaUploadAnswer: { item, message }; 0 with the reason ('Please describe the picture…', uploadProPic's image reasons)",
    required: ['staff_token', 'pro_pic', 'alt'],
    optional: ['title'],
    summary:
      'Uploads a site picture as a data URL (JPEG, PNG or WebP, at most 5 MB; judged by its content and re-encoded as uploadProPic does) under a new name in media/library/, with its WebP sizes; alt (1–200 characters) is required, title optional (audited as media_upload).',
    example: { staff_token: '…', pro_pic: PICTURE, alt: 'Volunteers at the health camp' },
  }),
  mediaSave: mediaCall<Item & Fields<'alt'> & Partial<Fields<'title'>>, ActionAnswer>({
    ...team,
    kind: 'action',
    answer:
      'action: 001 saved; -10 when alt is empty or over 200 characters, or title over 200; 0 when the picture is unknown',
    required: ['staff_token', 'media_id', 'alt'],
    optional: ['title'],
    summary:
      "Saves a picture's alt text and title; the site shows the new alt text at once (audited as media_save).",
    example: { staff_token: '…', media_id: '1', alt: 'The trust’s office in Jaipur' },
  }),
  mediaUses: mediaCall<Item, MediaUsesAnswer>({
    ...team,
    kind: 'data',
    answer:
      "MediaUsesAnswer: { item, uses: { where (in words), kind ('record' | 'setting'), loc, record_id, field, state }[] }; 0 when the picture is unknown",
    required: ['staff_token', 'media_id'],
    optional: [],
    summary:
      'Where a picture is used: each page, section and record whose picture columns (col4, col5, bg_img) name it, and each setting (trust_logo).',
    example: { staff_token: '…', media_id: '1' },
  }),
  mediaReplace: mediaCall<Item & Fields<'pro_pic'>, MediaUploadAnswer>({
    ...team,
    kind: 'data',
    answer:
      "MediaUploadAnswer: { item (its new path), message ('Replaced in 3 places.') }; 0 with the image's reason, or when the picture is unknown",
    required: ['staff_token', 'media_id', 'pro_pic'],
    optional: [],
    summary:
      'Replaces a picture everywhere: the new file (checked as mediaUpload) gets a new path, and every record column and setting naming the old one names the new one, in one transaction that moves the content version, so every process shows it at once (audited as media_replace). The old file stays for pages already open.',
    example: { staff_token: '…', media_id: '1', pro_pic: PICTURE },
  }),
  mediaDelete: mediaCall<Item, ActionAnswer>({
    ...team,
    kind: 'action',
    answer:
      "action: 001 deleted; 0 when the picture is unknown or still used ('Used in 2 places: …')",
    required: ['staff_token', 'media_id'],
    optional: [],
    summary:
      'Deletes an unused picture and its files (audited as media_delete); refused while any record or setting names it.',
    example: { staff_token: '…', media_id: '1' },
  }),
} as const;
