import { useRef, useState } from 'react';
import { MESSAGES } from '../../../shared/domain/messages';
import { GALLERY_MAX } from '../../../shared/domain/photoLimits';
import { STATUS } from '../../../shared/protocol/wire';
import type { MyProfile, PhotoItem } from '../../../shared/protocol/types';
import { useAppSelector } from '../../app/hooks';
import { NoticeBox, type Notice } from '../../components/form/CheckAlert';
import { PhotoButton, useLightbox } from '../../components/lightbox';
import { useRemovePhotoMutation } from '../../entities/account';
import { selectToken } from '../../entities/session';
import { PhotoUpload } from './PhotoUpload';
import { PhotoVisibility } from './PhotoVisibility';
import { RemovePhotoDialog } from './RemovePhotoDialog';
import { lightboxWords, useScreenT } from '../../entities/screenText';

interface Asked {
  photo: PhotoItem;
  label: string;
}

/**
 * The profile photo and up to six gallery photos, each enlarged in the lightbox and removable
 * after a "Remove this photo?", and who may see them.
 */
export function PhotoManager({ profile }: { profile: MyProfile }) {
  const { t } = useScreenT();
  const token = useAppSelector(selectToken) ?? '';
  const [removePhoto, { isLoading: removing }] = useRemovePhotoMutation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [asked, setAsked] = useState<Asked | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const main = profile.photos.find((p) => p.kind === 'profile');
  const gallery = profile.photos.filter((p) => p.kind === 'other');
  const enlarged = gallery.map((p, i) => ({
    src: p.url,
    alt: t('photos.yourGallery', { n: i + 1 }),
  }));
  if (main) enlarged.unshift({ src: main.url, alt: t('photos.yourProfile') });
  const lightbox = useLightbox(enlarged, profile.mem_name, lightboxWords(t));
  const first = main ? 1 : 0;

  async function remove(photo: PhotoItem) {
    setNotice(null);
    try {
      const answer = await removePhoto({ local_token: token, photo_id: String(photo.id) }).unwrap();
      const done = answer.status === STATUS.done;
      setNotice({ tone: done ? 'success' : 'error', text: answer.message });
      // Its Remove button goes with the photo: keep the keyboard in the Photos section.
      if (done) headingRef.current?.focus();
    } catch {
      setNotice({ tone: 'error', text: MESSAGES.networkError });
    }
  }

  function confirmed() {
    if (!asked) return;
    setAsked(null);
    void remove(asked.photo);
  }

  return (
    <section className="member-card photos" aria-labelledby="photos-heading">
      <h2 id="photos-heading" ref={headingRef} tabIndex={-1}>
        {t('view.photos')}
      </h2>
      <NoticeBox notice={notice} />
      <div className="photos__block">
        <h3>{t('photos.profile')}</h3>
        {main ? (
          <figure className="photos__item">
            <PhotoButton onOpen={() => lightbox.open(0)} enlarge={t('view.enlarge')}>
              <img src={main.thumb_url} alt={t('photos.yourProfile')} />
            </PhotoButton>
            <button
              type="button"
              className="button button--quiet"
              disabled={removing}
              onClick={() => setAsked({ photo: main, label: t('photos.yourProfile') })}
            >
              {t('photos.removeProfile')}
            </button>
          </figure>
        ) : (
          <p>{t('photos.noProfile')}</p>
        )}
        <PhotoUpload
          kind="profile"
          label={main ? t('photos.replace') : t('photos.upload')}
          onNotice={setNotice}
        />
      </div>
      <div className="photos__block">
        <h3>{t('photos.gallery', { n: gallery.length, max: GALLERY_MAX })}</h3>
        {gallery.length > 0 ? (
          <ul className="photos__gallery">
            {gallery.map((photo, i) => (
              <li key={photo.id} className="photos__item">
                <PhotoButton onOpen={() => lightbox.open(first + i)} enlarge={t('view.enlarge')}>
                  <img src={photo.thumb_url} alt={t('photos.galleryN', { n: i + 1 })} />
                </PhotoButton>
                <button
                  type="button"
                  className="button button--quiet"
                  disabled={removing}
                  onClick={() => setAsked({ photo, label: t('photos.galleryN', { n: i + 1 }) })}
                >
                  {t('photos.removeGallery', { n: i + 1 })}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('photos.noGallery')}</p>
        )}
        {gallery.length < GALLERY_MAX ? (
          <PhotoUpload kind="other" label={t('photos.add')} onNotice={setNotice} />
        ) : (
          <p>{t('photos.galleryFull', { max: GALLERY_MAX })}</p>
        )}
      </div>
      <PhotoVisibility value={profile.photo_visibility} />
      {lightbox.dialog}
      {asked && (
        <RemovePhotoDialog
          photo={{ thumb_url: asked.photo.thumb_url, label: asked.label }}
          onRemove={confirmed}
          onCancel={() => setAsked(null)}
        />
      )}
    </section>
  );
}
