import type { FriendListItem } from '../../../shared/protocol/types';

/** The member's requests counted by what they mean to her (getFriendsMembers' items). */
export interface InterestCounts {
  /** Received and still Pending: they wait for her answer. */
  waiting: number;
  sent: number;
  /** Sent and still Pending: they wait for the other member's answer. */
  sentWaiting: number;
  /** Accepted, whichever side sent them. */
  accepted: number;
}

/** The request's status as it stands between the two, from the caller's side. */
export const statusOf = (item: FriendListItem) =>
  item.direction === 'received' ? item.req_rec_status : item.req_status;

export function countInterests(items: FriendListItem[]): InterestCounts {
  const sent = items.filter((i) => i.direction === 'sent');
  return {
    waiting: items.filter((i) => i.direction === 'received' && statusOf(i) === 'Pending').length,
    sent: sent.length,
    sentWaiting: sent.filter((i) => statusOf(i) === 'Pending').length,
    accepted: items.filter((i) => statusOf(i) === 'Accepted').length,
  };
}

const interests = (n: number) => (n === 1 ? '1 interest' : `${n} interests`);

/** "2 interests wait for your answer" (issue #15 item 6's words). */
export const waitingWords = (n: number) =>
  n === 0
    ? 'No interest waits for your answer'
    : `${interests(n)} ${n === 1 ? 'waits' : 'wait'} for your answer`;

/** "You sent 3 interests; 1 is waiting for their answer". */
export function sentWords(sent: number, waiting: number) {
  if (sent === 0) return 'You have not sent an interest yet';
  const still =
    waiting === 0 ? 'none is waiting' : waiting === 1 ? '1 is waiting' : `${waiting} are waiting`;
  return `You sent ${interests(sent)}; ${still} for their answer`;
}

/** "4 accepted", sent or received. */
export const acceptedWords = (n: number) => (n === 0 ? 'None accepted yet' : `${n} accepted`);
