import { useState } from 'react';
import { MESSAGES } from '../../../shared/domain/messages';
import { STATUS } from '../../../shared/protocol/wire';
import type { MyProfile, PhotoItem } from '../../../shared/protocol/types';
import { useAppSelector } from '../../app/hooks';
import { NoticeBox, type Notice } from '../../components/form/CheckAlert';
import { useRemovePhotoMutation } from '../../entities/account';
import { selectToken } from '../../entities/session';
import { GALLERY_MAX } from './photoFile';
import { PhotoUpload } from './PhotoUpload';
import { PhotoVisibility } from './PhotoVisibility';

/** The profile photo and up to six gallery photos, each removable, and who may see them. */
export function PhotoManager({ profile }: { profile: MyProfile }) {
  const token = useAppSelector(selectToken) ?? '';
  const [removePhoto, { isLoading: removing }] = useRemovePhotoMutation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const main = profile.photos.find((p) => p.kind === 'profile');
  const gallery = profile.photos.filter((p) => p.kind === 'other');

  async function remove(photo: PhotoItem) {
    setNotice(null);
    try {
      const answer = await removePhoto({ local_token: token, photo_id: String(photo.id) }).unwrap();
      setNotice({
        tone: answer.status === STATUS.done ? 'success' : 'error',
        text: answer.message,
      });
    } catch {
      setNotice({ tone: 'error', text: MESSAGES.networkError });
    }
  }

  return (
    <section className="member-card photos" aria-labelledby="photos-heading">
      <h2 id="photos-heading" tabIndex={-1}>
        Photos
      </h2>
      <NoticeBox notice={notice} />
      <div className="photos__block">
        <h3>Profile photo</h3>
        {main ? (
          <figure className="photos__item">
            <img src={main.thumb_url} alt="Your profile photo" />
            <button
              type="button"
              className="button button--quiet"
              disabled={removing}
              onClick={() => void remove(main)}
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
                <img src={photo.thumb_url} alt={`Gallery photo ${i + 1}`} />
                <button
                  type="button"
                  className="button button--quiet"
                  disabled={removing}
                  onClick={() => void remove(photo)}
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
    </section>
  );
}
