import type { FriendListItem } from '../../../shared/protocol/types';
import type { Translate } from '../../entities/language';

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

/** "2 interests wait for your answer" (issue #15 item 6's words), in the shown language. */
export const waitingWords = (t: Translate, n: number) => t('dash.waitingCount', { n });

/** "You sent 3 interests; 1 is waiting for their answer". */
export const sentWords = (t: Translate, sent: number, waiting: number) =>
  sent === 0 ? t('dash.sentNone') : t('dash.sentCount', { sent, waiting });

/** "4 accepted", sent or received. */
export const acceptedWords = (t: Translate, n: number) => t('dash.acceptedCount', { n });
