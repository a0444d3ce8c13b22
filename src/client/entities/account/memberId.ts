import { MEMBER_ROUTE } from '../../../shared/domain/siteRoutes';

/** mem_no travels base64 encoded (requirements §3); the member id shown to people is the decoded number. */
export function decodeMemberNo(memNo: string): string {
  try {
    return atob(memNo);
  } catch {
    return memNo;
  }
}

/** A member's account_info_id: base64 of the decimal id, like mem_no (requirements §3). */
export const encodeMemberId = (id: number): string => btoa(String(id));

/**
 * The absolute address of a member's View Profile page (`member/:id`, id the account_info_id),
 * for a QR code printed on paper.
 */
export const memberProfileUrl = (origin: string, accountInfoId: string): string =>
  `${origin}/${MEMBER_ROUTE}/${encodeURIComponent(accountInfoId)}`;
