import { VERIFICATION_WORKING_DAYS } from '../../../shared/domain/afterRegistration';
import type { MyProfile } from '../../../shared/protocol/types';
import { useAppSelector } from '../../app/hooks';
import { selectToken, useGetDashboardDataQuery } from '../../entities/session';
import { ChangesNotice } from '../profile';
import type { LanguageTools } from '../../entities/language';
import { dayText, useScreenT } from '../../entities/screenText';

/** The registration's standing in words, from getMyProfile and the dashboard's changes_requested. */
function statusWords(profile: MyProfile, changesAsked: boolean, tools: LanguageTools): string {
  const { t } = tools;
  if (profile.status === 'verified') {
    return profile.verified_on
      ? t('dash.verifiedOn', { date: dayText(tools, profile.verified_on) })
      : t('dash.verified');
  }
  if (profile.status === 'rejected') return t('dash.rejected');
  if (changesAsked) return t('dash.changesAsked');
  return t('dash.waiting', { days: VERIFICATION_WORKING_DAYS });
}

/**
 * The top of the dashboard (issue #15 item 6): verified on which day, waiting for the team, or what
 * the team asked to change (the same notice as My Profile's, with its way there).
 */
export function VerificationStatus({ profile }: { profile: MyProfile }) {
  const token = useAppSelector(selectToken) ?? '';
  const { currentData } = useGetDashboardDataQuery({ local_token: token }, { skip: !token });
  const changesAsked = Boolean(currentData?.changes_requested);
  const tools = useScreenT();
  const { t } = tools;
  return (
    <>
      <section className="dashboard__verification" aria-labelledby="verification-heading">
        <h2 id="verification-heading">{t('dash.verification')}</h2>
        <p>{statusWords(profile, changesAsked, tools)}</p>
        {profile.pending_identity && <p>{t('dash.pendingIdentity')}</p>}
      </section>
      <ChangesNotice linkToProfile />
    </>
  );
}
