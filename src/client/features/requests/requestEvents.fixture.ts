import type { RequestStatus } from '../../../shared/protocol/types';
import type { RequestEvent } from './requestMachine';

const link = (req_status: RequestStatus | null, req_rec_status: RequestStatus | null) => ({
  req_status,
  req_rec_status,
  mem_frd_req_id: req_status || req_rec_status ? 'NDA=' : null,
});

/** One sample of every event the request machine knows, for graph traversal and model tests. */
export const SAMPLE_REQUEST_EVENTS: RequestEvent[] = [
  { type: 'listing.loaded', item: link(null, null) },
  { type: 'listing.loaded', item: link('Pending', null) },
  { type: 'listing.loaded', item: link('Accepted', null) },
  { type: 'listing.loaded', item: link('Rejected', null) },
  { type: 'listing.loaded', item: link(null, 'Pending') },
  { type: 'listing.loaded', item: link(null, 'Accepted') },
  { type: 'listing.loaded', item: link(null, 'Rejected') },
  { type: 'listing.loaded', item: link('Expired', null) },
  { type: 'listing.loaded', item: link(null, 'Expired') },
  { type: 'request.sendClicked' },
  { type: 'request.sendClicked', note: 'We liked your profile.' },
  {
    type: 'request.sent',
    message: 'Request send to member, you can view profile once member will accept your request',
  },
  { type: 'request.sendFailed', message: 'You can send more interests after 6:00 PM.' },
  { type: 'request.withdrawClicked' },
  { type: 'request.withdrawn', message: 'Request withdrawn.' },
  {
    type: 'request.withdrawFailed',
    message: 'This request has already been answered and can no longer be withdrawn.',
  },
  { type: 'request.acceptClicked' },
  { type: 'request.acceptConfirmed' },
  { type: 'request.acceptCancelled' },
  { type: 'request.rejectClicked' },
  { type: 'request.answered', message: 'Your answer was saved.' },
  { type: 'request.answerFailed', message: 'This request has already been answered.' },
];
