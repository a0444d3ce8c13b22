import { decodeMemNo, encodeMemNo } from '../accounts';

/**
 * account_info_id and mem_frd_req_id travel like mem_no (requirements §3): base64 of the decimal text of
 * the member's or the request's id ("12" → "MTI="). Decoding accepts only that canonical form.
 */
// Functions rather than aliases: accounts' index is still loading when this module is first read
// (accounts and matching import each other's public face), so its exports are bound at call time.
export function encodeId(id: number): string {
  return encodeMemNo(id);
}
export function decodeId(encoded: string): number | null {
  return decodeMemNo(encoded);
}
