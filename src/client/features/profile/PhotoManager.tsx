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

interface Asked {
  photo: PhotoItem;
  label: string;
}

/**
 * The profile photo and up to six gallery photos, each enlarged in the lightbox and removable
 * after a "Remove this photo?", and who may see them.
 */
export function PhotoManager({ profile }: { profile: MyProfile }) {
  const token = useAppSelector(selectToken) ?? '';
  const [removePhoto, { isLoading: removing }] = useRemovePhotoMutation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [asked, setAsked] = useState<Asked | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const main = profile.photos.find((p) => p.kind === 'profile');
  const gallery = profile.photos.filter((p) => p.kind === 'other');
  const enlarged = gallery.map((p, i) => ({ src: p.url, alt: `Your gallery photo ${i + 1}` }));
  if (main) enlarged.unshift({ src: main.url, alt: 'Your profile photo' });
  const lightbox = useLightbox(enlarged, profile.mem_name);
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
        Photos
      </h2>
      <NoticeBox notice={notice} />
      <div className="photos__block">
        <h3>Profile photo</h3>
        {main ? (
          <figure className="photos__item">
            <PhotoButton onOpen={() => lightbox.open(0)}>
              <img src={main.thumb_url} alt="Your profile photo" />
            </PhotoButton>
            <button
              type="button"
              className="button button--quiet"
              disabled={removing}
              onClick={() => setAsked({ photo: main, label: 'Your profile photo' })}
            >
              Remove profile photo
            </button>
          </figure>
        ) : (
          <p>No profile photo yet.</p>
        )}
        <PhotoUpload
          kind="profile"
          label={main ? 'Replace the profile photo' : 'Upload a profile photo'}
          onNotice={setNotice}
        />
      </div>
      <div className="photos__block">
        <h3>
          Gallery ({gallery.length} of {GALLERY_MAX})
        </h3>
        {gallery.length > 0 ? (
          <ul className="photos__gallery">
            {gallery.map((photo, i) => (
              <li key={photo.id} className="photos__item">
                <PhotoButton onOpen={() => lightbox.open(first + i)}>
                  <img src={photo.thumb_url} alt={`Gallery photo ${i + 1}`} />
                </PhotoButton>
                <button
                  type="button"
                  className="button button--quiet"
                  disabled={removing}
                  onClick={() => setAsked({ photo, label: `Gallery photo ${i + 1}` })}
                >
                  Remove gallery photo {i + 1}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p>No gallery photos yet.</p>
        )}
        {gallery.length < GALLERY_MAX ? (
          <PhotoUpload kind="other" label="Add a gallery photo" onNotice={setNotice} />
        ) : (
          <p>You have {GALLERY_MAX} gallery photos. Remove one to add another.</p>
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
