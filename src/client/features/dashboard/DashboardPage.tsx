import { useAppSelector } from '../../app/hooks';
import { selectSessionUser } from '../../entities/session';
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
 */
export function DashboardPage() {
  const user = useAppSelector(selectSessionUser);
  const { data: profile } = useOwnProfile();
  const { t } = useScreenT();
  return (
    <section className="dashboard" aria-labelledby="dashboard-heading">
      <h1 id="dashboard-heading">{t('dash.welcome', { name: user?.first_name ?? '' })}</h1>
      {profile && <VerificationStatus profile={profile} />}
      <InterestsOverview />
      {profile && <CompletenessMeter profile={profile} />}
      <MatchesSection />
    </section>
  );
}
