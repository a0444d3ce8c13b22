/** Answer shapes of the team console's calls (staffCalls.ts). */
import type { MemberStatus, PhotoItem, StaffRole } from './types';

/** staffSignIn: the password was right; the session waits for the TOTP code. */
export interface StaffChallenge {
  staff_token: string;
  step: 'totp';
}

/** staffTotp and staffMe: who is signed in, and the desk's count for the navigation. */
export interface StaffMe {
  staff_token: string;
  email: string;
  role: StaffRole;
  pending_count: number;
}

export interface DeskQueueItem {
  member_id: string;
  mem_no: string;
  mem_name: string;
  email_id: string;
  registered_by: string;
  registered_at: string;
  /** Whole minutes since the registration, on the server's clock. */
  waited_minutes: number;
}

export interface DeskQueueAnswer {
  /** The server's clock when the queue was read. */
  now: string;
  pending_count: number;
  /** Registrations sent back to the member with a request for changes. */
  awaiting_changes: number;
  items: DeskQueueItem[];
}

/** Another account that shares this registration's email or a mobile number. */
export interface DeskDuplicate {
  member_id: string;
  mem_no: string;
  mem_name: string;
  status: MemberStatus;
  /** Which of this registration's values the other account carries. */
  matches: string[];
}

export interface DeskChangeRequest {
  asked_at: string;
  asked_by: string;
  text: string;
}

export interface DeskRegistration {
  member_id: string;
  status: MemberStatus;
  registered_at: string;
  waited_minutes: number;
  /** The staff email when the trust office registered the member from the console, else null. */
  office_registered_by: string | null;
  /** Every biodata field (requirements §3 names), the password never. */
  biodata: Record<string, string | number | null>;
  /** Signed URLs minted for the staff viewer. */
  photos: PhotoItem[];
  duplicates: DeskDuplicate[];
  change_requests: DeskChangeRequest[];
}
