/** mem_no travels base64 encoded (requirements §3); the member id shown to people is the decoded number. */
export function decodeMemberNo(memNo: string): string {
  try {
    return atob(memNo);
  } catch {
    return memNo;
  }
}
