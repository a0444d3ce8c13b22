import { ageOn } from '../../shared/domain/age';
import type { MemberFullProfile } from '../../shared/protocol/types';
import {
  formatDob,
  formatTime,
  verifiedOn,
  encodeMemNo,
  photoItems,
  textFieldsOf,
  type UrlFor,
  type MemberRow,
} from '../accounts';
import type { PhotoRow } from '../photos';
import { encodeId } from './ids';

/** View Profile's answer: the requirements §3 fields (never the password hash) and signed photos. */
export function toFullProfile(
  row: MemberRow,
  photos: readonly PhotoRow[],
  urlFor: UrlFor,
  today: Date,
): MemberFullProfile {
  const items = photoItems(photos, urlFor);
  return {
    ...textFieldsOf(row),
    account_info_id: encodeId(row.id),
    mem_no: encodeMemNo(row.mem_no ?? 0),
    first_name: row.first_name,
    height: row.height,
    age: ageOn(row.dob, today),
    fmt_dob: formatDob(row.dob),
    fmt_time: formatTime(row.birth_time),
    pro_pic: items.find((p) => p.kind === 'profile')?.url ?? '',
    other_pic: items
      .filter((p) => p.kind === 'other')
      .map((p) => p.url)
      .join(','),
    photos: items,
    verified_on: verifiedOn(row.verified_at),
  };
}
