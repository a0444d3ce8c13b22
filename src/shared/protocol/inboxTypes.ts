/** Shapes of the Write to Us inbox's replies and filter (inboxCalls.ts, consoleCalls.ts). */

/** Which messages inboxList answers: not yet handled, handled, or every one (the default). */
export const INBOX_SHOWS = ['new', 'handled', 'all'] as const;
export type InboxShow = (typeof INBOX_SHOWS)[number];

export const isInboxShow = (value: string): value is InboxShow =>
  (INBOX_SHOWS as readonly string[]).includes(value);

/** A reply the team mailed to the message's writer, as inboxOpen lists them (oldest first). */
export interface InboxReply {
  text: string;
  /** The staff member who sent it (their email). */
  by: string;
  at: string;
}
