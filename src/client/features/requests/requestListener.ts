import { isAnyOf } from '@reduxjs/toolkit';
import type { ListingItem } from '../../../shared/protocol/types';
import type { AppStartListening } from '../../app/listeners';
import { membersApi } from '../../entities/members';
import { memberEvent } from './requestActions';

type ListingLinkField = 'account_info_id' | 'req_status' | 'req_rec_status' | 'mem_frd_req_id';

const listingLoaded = isAnyOf(
  membersApi.endpoints.getMembers.matchFulfilled,
  membersApi.endpoints.getFriendsMembers.matchFulfilled,
  membersApi.endpoints.getMatches.matchFulfilled,
  // One member's page before an interest carries the same request fields as a listing item.
  membersApi.endpoints.getMemberPreview.matchFulfilled,
);

/**
 * Starts (or moves) each listed member's request machine from the listing, and runs the effects
 * the machine names for each `requests/memberEvent`. Registered with the store at start; both
 * wait until a members screen has put the requests slice in the store.
 */
export function registerRequestListeners(startListening: AppStartListening) {
  startListening({
    matcher: listingLoaded,
    effect: (action, api) => {
      if (api.getState().requests === undefined) return;
      const payload = action.payload;
      const items: Pick<ListingItem, ListingLinkField>[] = Array.isArray(payload)
        ? payload
        : 'members' in payload
          ? payload.members
          : [payload];
      for (const item of items) {
        const { req_status, req_rec_status, mem_frd_req_id } = item;
        api.dispatch(
          memberEvent({
            memberId: item.account_info_id,
            event: { type: 'listing.loaded', item: { req_status, req_rec_status, mem_frd_req_id } },
          }),
        );
      }
    },
  });

  startListening({
    actionCreator: memberEvent,
    effect: async (action, api) => {
      if (api.getState().requests === undefined) return;
      // Read before any await: the listener API allows the original state only synchronously.
      const before = api.getOriginalState().requests?.byMember[action.payload.memberId];
      const { runRequestEffects } = await import(
        /* webpackChunkName: "member-requests" */ './requestEffects'
      );
      await runRequestEffects(before, action.payload, api);
    },
  });
}
