import { VERIFICATION_WORKING_DAYS } from '../../../shared/domain/afterRegistration';
import type { MyProfile } from '../../../shared/protocol/types';
import { useAppSelector } from '../../app/hooks';
import { ChangesNotice, selectToken, useGetDashboardDataQuery } from '../../entities/session';

/** The registration's standing in words, from getMyProfile and the dashboard's changes_requested. */
function statusWords(profile: MyProfile, changesAsked: boolean): string {
  if (profile.status === 'verified') {
    return profile.verified_on
      ? `Your profile is verified: the trust verified it on ${profile.verified_on}.`
      : 'Your profile is verified by the trust.';
  }
  if (profile.status === 'rejected') {
    return 'Our team could not verify your registration. Please contact the trust to know why.';
  }
  if (changesAsked) {
    return 'Our team asked you to change your registration before it can be verified; what they asked is below.';
  }
  return `Your registration is waiting for our team to verify it. This usually takes ${VERIFICATION_WORKING_DAYS} working days.`;
}

/**
 * The top of the dashboard (issue #15 item 6): verified on which day, waiting for the team, or what
 * the team asked to change (the same notice as My Profile's, with its way there).
 */
export function VerificationStatus({ profile }: { profile: MyProfile }) {
  const token = useAppSelector(selectToken) ?? '';
  const { currentData } = useGetDashboardDataQuery({ local_token: token }, { skip: !token });
  const changesAsked = Boolean(currentData?.changes_requested);
  return (
    <>
      <section className="dashboard__verification" aria-labelledby="verification-heading">
        <h2 id="verification-heading">Your verification</h2>
        <p>{statusWords(profile, changesAsked)}</p>
        {profile.pending_identity && (
          <p>The change to your name, gender or date of birth waits for our team.</p>
        )}
      </section>
      <ChangesNotice linkToProfile />
    </>
  );
}
