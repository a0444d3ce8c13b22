import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { VERIFICATION_WORKING_DAYS } from '../../../shared/domain/afterRegistration';
import { GALLERY_MAX } from '../../../shared/domain/photoLimits';
import type { PendingPhotosAnswer } from '../../../shared/protocol/pendingPhotoTypes';
import { isWireError } from '../../api/wireBaseQuery';
import { NoticeBox, type Notice } from '../../components/form/CheckAlert';
import { useGetPendingPhotosQuery } from './pendingPhotosApi';
import { PendingPhotoUpload } from './PendingPhotoUpload';
import '../../components/form/forms.css';
import './addPhotos.css';

const UNTIL = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * /add_photos?t=…: the link mailed at registration (requirements §4.7.2). A member awaiting
 * verification cannot log in; the link's ticket lets her add photos and see them here.
 */
export function AddPhotosPage() {
  const [params] = useSearchParams();
  const ticket = params.get('t') ?? '';
  return (
    <div className="container">
      <section className="member-card add-photos" aria-labelledby="add-photos-heading">
        <h1 id="add-photos-heading">Add your photos</h1>
        {ticket ? (
          <PhotosByTicket ticket={ticket} />
        ) : (
          <p role="alert" className="form-notice form-notice--error">
            This link is incomplete. Please open the whole link from the mail we sent after your
            registration.
          </p>
        )}
      </section>
    </div>
  );
}

function PhotosByTicket({ ticket }: { ticket: string }) {
  const { data, error, isLoading } = useGetPendingPhotosQuery({ ticket });
  const [notice, setNotice] = useState<Notice | null>(null);
  if (isLoading) return <p role="status">Opening your link…</p>;
  if (!data) {
    const text = isWireError(error) ? error.message : 'This link could not be opened.';
    return (
      <>
        <p role="alert" className="form-notice form-notice--error">
          {text}
        </p>
        <Link to="/login">Go to Member Login</Link>
      </>
    );
  }
  const usedUp = data.uploads_left === 0;
  const galleryCount = data.photos.filter((p) => p.kind === 'other').length;
  return (
    <>
      <p>
        Dear {data.first_name}, our team verifies your registration, usually within{' '}
        {VERIFICATION_WORKING_DAYS} working days. Meanwhile you can add a profile photo and up to{' '}
        {GALLERY_MAX} gallery photos. They stay private: only our team sees them until you are
        verified, and then only the members you accept (you can change that in My Profile).
      </p>
      <p className="field__hint">
        This link works until {UNTIL.format(new Date(data.expires_at))} for {data.uploads_left} more{' '}
        {data.uploads_left === 1 ? 'photo' : 'photos'}.
      </p>
      <NoticeBox notice={notice} />
      <PhotoList photos={data.photos} />
      <div className="add-photos__pickers">
        <PendingPhotoUpload
          ticket={ticket}
          kind="profile"
          label={
            data.photos.some((p) => p.kind === 'profile')
              ? 'Replace the profile photo'
              : 'Add a profile photo'
          }
          disabled={usedUp}
          onNotice={setNotice}
        />
        <PendingPhotoUpload
          ticket={ticket}
          kind="other"
          label="Add a gallery photo"
          disabled={usedUp || galleryCount >= GALLERY_MAX}
          onNotice={setNotice}
        />
      </div>
    </>
  );
}

function PhotoList({ photos }: { photos: PendingPhotosAnswer['photos'] }) {
  if (photos.length === 0) return <p>No photos yet.</p>;
  let gallery = 0;
  return (
    <ul className="add-photos__list" aria-label="Your photos">
      {photos.map((p) => (
        <li key={p.id}>
          <img
            src={p.thumb_url}
            alt={p.kind === 'profile' ? 'Your profile photo' : `Gallery photo ${(gallery += 1)}`}
          />
        </li>
      ))}
    </ul>
  );
}
