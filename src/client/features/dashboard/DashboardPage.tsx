import { useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { LoadingState } from '../../components/LoadingState';
import { useGetFriendsMembersQuery, useGetMatchesQuery } from '../../entities/members';
import { selectSessionUser, selectToken } from '../../entities/session';
import { useScreenT } from '../../entities/screenText';
import { useOwnProfile } from './useOwnProfile';
import { CompletenessMeter } from './CompletenessMeter';
import { InterestsOverview } from './InterestsOverview';
import { MatchesSection } from './MatchesSection';
import { VerificationStatus } from './VerificationStatus';
import './dashboard.css';

/**
 * /dashboard (requirements §2, issue #15 item 6): a welcome with the first name, the verification
 * status, the interests received and sent with what waits for an answer, the profile's
 * completeness with one next step, and the matches.
 *
 * The parts are drawn together once the profile, the interests and the matches have answered
 * (or failed): drawn as each arrived, the verification box pushed the interests down and the
 * interests' "Loading…" gave way to a shorter list, moving what a phone showed (issue #19: CLS 0).
 * Once drawn they stay: a part that is asked again (Try again) shows its own progress in place.
 */
export function DashboardPage() {
  const user = useAppSelector(selectSessionUser);
  const token = useAppSelector(selectToken) ?? '';
  const { data: profile, isLoading: profileLoading } = useOwnProfile();
  const interests = useGetFriendsMembersQuery({ local_token: token });
  const matches = useGetMatchesQuery({ local_token: token });
  const { t } = useScreenT();
  const [drawn, setDrawn] = useState(false);
  if (!drawn && !profileLoading && !interests.isLoading && !matches.isLoading) setDrawn(true);
  return (
    <section className="dashboard" aria-labelledby="dashboard-heading">
      <h1 id="dashboard-heading">{t('dash.welcome', { name: user?.first_name ?? '' })}</h1>
      {!drawn ? (
        <LoadingState label={t('dash.loading')} />
      ) : (
        <>
          {profile && <VerificationStatus profile={profile} />}
          <InterestsOverview />
          {profile && <CompletenessMeter profile={profile} />}
          <MatchesSection />
        </>
      )}
    </section>
  );
}
