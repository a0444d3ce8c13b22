import { decodeMemNo, encodeMemNo } from '../accounts/memNo';

/**
 * account_info_id and mem_frd_req_id travel like mem_no (requirements §3): base64 of the decimal text of
 * the member's or the request's id ("12" → "MTI="). Decoding accepts only that canonical form.
 */
export const encodeId: (id: number) => string = encodeMemNo;
export const decodeId: (encoded: string) => number | null = decodeMemNo;
