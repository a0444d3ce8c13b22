import { ErrorNotice } from '../../components/ErrorNotice';
import { ChangesNotice } from './ChangesNotice';
import { LoadingState } from '../../components/LoadingState';
import '../../components/form/forms.css';
import { PauseSection } from '../pause';
import { VerifiedBadge } from '../../entities/members';
import { ContactChangeSection } from './ContactChangeSection';
import { MyDataSection } from './MyDataSection';
import { PendingIdentityNotice } from './PendingIdentityNotice';
import { PhotoManager } from './PhotoManager';
import { ProfileForm } from './ProfileForm';
import { useHashTarget } from './useHashTarget';
import { useMyProfile } from './useMyProfile';
import { dayText, useScreenT } from '../../entities/screenText';
import './profile.css';

/** /my_profile (requirements §2): edit the profile, manage photos, and the member's own data. */
export function ProfilePage() {
  const tools = useScreenT();
  const { t } = tools;
  const { data, error, isLoading, refetch } = useMyProfile();
  useHashTarget(Boolean(data));
  if (isLoading) return <LoadingState label={t('me.loading')} />;
  if (error || !data) {
    return (
      <ErrorNotice
        title={t('me.loadFailed')}
        message={error && 'message' in error ? String(error.message) : t('form.somethingWrong')}
        onRetry={() => void refetch()}
        retryLabel={t('form.tryAgain')}
      />
    );
  }
  return (
    <div className="profile-page">
      <h1>{t('tab.My Profile')}</h1>
      <VerifiedBadge on={data.verified_on}>
        {data.verified_on && t('card.verifiedOn', { date: dayText(tools, data.verified_on) })}
      </VerifiedBadge>
      <PendingIdentityNotice pending={data.pending_identity} />
      <ChangesNotice />
      <PhotoManager profile={data} />
      <ProfileForm profile={data} reload={async () => (await refetch()).data} />
      <PauseSection />
      <ContactChangeSection pendingEmail={data.pending_email} />
      <MyDataSection />
    </div>
  );
}
