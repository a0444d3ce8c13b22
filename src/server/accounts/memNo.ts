/** Member numbers start after 1000 so that they never look like small internal ids. */
export const MEM_NO_BASE = 1000;

export const memNoFor = (id: number): number => MEM_NO_BASE + id;

/** Requirements §3.3: mem_no travels base64-encoded ("1001" → "MTAwMQ=="). */
export const encodeMemNo = (memNo: number): string =>
  Buffer.from(String(memNo), 'utf8').toString('base64');

/** The member number in an encoded mem_no or mem_key, or null when it is not one. */
export function decodeMemNo(encoded: string): number | null {
  const text = encoded.trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return null;
  const decoded = Buffer.from(text, 'base64').toString('utf8');
  if (!/^\d{1,9}$/.test(decoded) || encodeMemNo(Number(decoded)) !== text) return null;
  return Number(decoded);
}
