import type { CurlType } from '../../../src/shared/protocol/registry';
import type { TestApp } from './testApp';

/** The desk's re-verification decisions need a waiting identity change to decide on. */
const NEEDS_WAITING_CHANGE: readonly CurlType[] = ['deskReverifyApprove', 'deskReverifyRevert'];

/**
 * Gets a member ready for a team call of the identity work, as the member's own edit would
 * (src/server/accounts/identity.ts), so the authorization matrix can run every call for real.
 */
export async function prepareForTeamCall(
  t: TestApp,
  type: CurlType,
  memberId: number,
  now: Date,
): Promise<void> {
  if (!NEEDS_WAITING_CHANGE.includes(type)) return;
  await t.app.db
    .insertInto('identity_changes')
    .values({
      member_id: memberId,
      mem_name: 'Changed Name',
      gender: 'Male',
      dob: '1999-01-02',
      requested_at: now.toISOString(),
    })
    .execute();
}
