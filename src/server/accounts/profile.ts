import { PROFILE_ENTRY_FIELDS, type ProfileEntryField } from '../../shared/domain/profile';
import type { MyProfile, PhotoItem } from '../../shared/protocol/types';
import type { MemberRow } from './repositories/members';
import type { PhotoRow } from '../photos';
import { formatDob, formatTime, verifiedOn } from './format';
import { encodeMemNo } from './memNo';

type TextField = Exclude<ProfileEntryField, 'height'>;
const TEXT_FIELDS = PROFILE_ENTRY_FIELDS.filter((f): f is TextField => f !== 'height');

/** The requirements §3 text fields of a member row (nothing else: never the password hash). */
export function textFieldsOf(row: MemberRow): Record<TextField, string> {
  return Object.fromEntries(TEXT_FIELDS.map((f) => [f, row[f]])) as Record<TextField, string>;
}

/** Signs a photo file for the viewer. */
export type UrlFor = (file: string) => string;

export function photoItems(photos: readonly PhotoRow[], urlFor: UrlFor): PhotoItem[] {
  return photos.map((p) => ({
    id: p.id,
    kind: p.kind,
    url: urlFor(p.file),
    thumb_url: urlFor(p.thumb_file),
  }));
}

/** getMyProfile's answer, built from the row, the member's photos and what waits (identity.ts). */
export function toMyProfile(
  row: MemberRow,
  photos: readonly PhotoRow[],
  urlFor: UrlFor,
  pending: Pick<MyProfile, 'pending_identity' | 'pending_email'>,
): MyProfile {
  const items = photoItems(photos, urlFor);
  const profile = items.find((p) => p.kind === 'profile');
  return {
    ...textFieldsOf(row),
    id: row.id,
    mem_no: encodeMemNo(row.mem_no ?? 0),
    first_name: row.first_name,
    height: row.height,
    fmt_dob: formatDob(row.dob),
    fmt_time: formatTime(row.birth_time),
    pro_pic: profile?.url ?? '',
    other_pic: items
      .filter((p) => p.kind === 'other')
      .map((p) => p.url)
      .join(','),
    photos: items,
    photo_visibility: row.photo_visibility,
    status: row.status,
    verified_on: verifiedOn(row.verified_at),
    ...pending,
  };
}
