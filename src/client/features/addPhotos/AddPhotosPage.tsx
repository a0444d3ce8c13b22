import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { VERIFICATION_WORKING_DAYS } from '../../../shared/domain/afterRegistration';
import { GALLERY_MAX } from '../../../shared/domain/photoLimits';
import type { PendingPhotosAnswer } from '../../../shared/protocol/pendingPhotoTypes';
import { isWireError } from '../../api/wireBaseQuery';
import { NoticeBox, type Notice } from '../../components/form/CheckAlert';
import type { LanguageTools, Translate } from '../../entities/language';
import { timeText, useScreenT } from '../../entities/screenText';
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
const CLOCK = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** When the link stops working: "3 March, 2:30 pm"; in Hindi "3 मार्च, दोपहर 2:30 बजे" (no am/pm). */
function untilText(tools: LanguageTools, date: Date): string {
  if (tools.language === 'en') return UNTIL.format(date);
  const day = tools.formatDate(date, { day: 'numeric', month: 'long' });
  return `${day}, ${timeText(tools, CLOCK.format(date))}`;
}

/**
 * /add_photos?t=…: the link mailed at registration (requirements §4.7.2). A member awaiting
 * verification cannot log in; the link's ticket lets her add photos and see them here.
 */
export function AddPhotosPage() {
  const [params] = useSearchParams();
  const ticket = params.get('t') ?? '';
  const { t } = useScreenT();
  return (
    <div className="container">
      <section className="member-card add-photos" aria-labelledby="add-photos-heading">
        <h1 id="add-photos-heading">{t('addPhotos.title')}</h1>
        {ticket ? (
          <PhotosByTicket ticket={ticket} />
        ) : (
          <p role="alert" className="form-notice form-notice--error">
            {t('addPhotos.incomplete')}
          </p>
        )}
      </section>
    </div>
  );
}

function PhotosByTicket({ ticket }: { ticket: string }) {
  const { data, error, isLoading } = useGetPendingPhotosQuery({ ticket });
  const [notice, setNotice] = useState<Notice | null>(null);
  const tools = useScreenT();
  const { t } = tools;
  if (isLoading) return <p role="status">{t('addPhotos.opening')}</p>;
  if (!data) {
    const text = isWireError(error) ? error.message : t('addPhotos.notOpened');
    return (
      <>
        <p role="alert" className="form-notice form-notice--error">
          {text}
        </p>
        <Link to="/login">{t('addPhotos.toLogin')}</Link>
      </>
    );
  }
  const usedUp = data.uploads_left === 0;
  const galleryCount = data.photos.filter((p) => p.kind === 'other').length;
  return (
    <>
      <p>
        {t('addPhotos.intro', {
          name: data.first_name,
          days: VERIFICATION_WORKING_DAYS,
          max: GALLERY_MAX,
        })}
      </p>
      <p className="field__hint">
        {t('addPhotos.until', {
          until: untilText(tools, new Date(data.expires_at)),
          n: data.uploads_left,
        })}
      </p>
      <NoticeBox notice={notice} />
      <PhotoList photos={data.photos} t={t} />
      <div className="add-photos__pickers">
        <PendingPhotoUpload
          ticket={ticket}
          kind="profile"
          label={
            data.photos.some((p) => p.kind === 'profile')
              ? t('addPhotos.replace')
              : t('addPhotos.addProfile')
          }
          disabled={usedUp}
          onNotice={setNotice}
        />
        <PendingPhotoUpload
          ticket={ticket}
          kind="other"
          label={t('addPhotos.addGallery')}
          disabled={usedUp || galleryCount >= GALLERY_MAX}
          onNotice={setNotice}
        />
      </div>
    </>
  );
}

function PhotoList({ photos, t }: { photos: PendingPhotosAnswer['photos']; t: Translate }) {
  if (photos.length === 0) return <p>{t('addPhotos.none')}</p>;
  let gallery = 0;
  return (
    <ul className="add-photos__list" aria-label={t('addPhotos.list')}>
      {photos.map((p) => (
        <li key={p.id}>
          <img
            src={p.thumb_url}
            alt={
              p.kind === 'profile'
                ? t('photos.yourProfile')
                : t('photos.galleryN', { n: (gallery += 1) })
            }
          />
        </li>
      ))}
    </ul>
  );
}
