import { ErrorNotice } from '../../components/ErrorNotice';
import { ChangesNotice } from '../../entities/session';
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
import './profile.css';

/** /my_profile (requirements §2): edit the profile, manage photos, and the member's own data. */
export function ProfilePage() {
  const { data, error, isLoading, refetch } = useMyProfile();
  useHashTarget(Boolean(data));
  if (isLoading) return <LoadingState label="Loading your profile…" />;
  if (error || !data) {
    return (
      <ErrorNotice
        title="Your profile could not be loaded"
        message={error && 'message' in error ? String(error.message) : 'Something went wrong.'}
        onRetry={() => void refetch()}
      />
    );
  }
  return (
    <div className="profile-page">
      <h1>My Profile</h1>
      <VerifiedBadge on={data.verified_on} />
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
