import { useId, useState, type ChangeEvent } from 'react';
import { MESSAGES } from '../../../shared/domain/messages';
import type { PhotoKind } from '../../../shared/protocol/types';
import { STATUS } from '../../../shared/protocol/wire';
import { isWireError } from '../../api/wireBaseQuery';
import type { Notice } from '../../components/form/CheckAlert';
import { PHOTO_ACCEPT, photoFileProblem, readAsDataUrl } from '../profile';
import { useUploadPendingPhotoMutation } from './pendingPhotosApi';

interface Props {
  ticket: string;
  kind: PhotoKind;
  label: string;
  disabled: boolean;
  onNotice: (notice: Notice) => void;
}

/** One photo picker of the add-photos screen: My Profile's checks, sent with the link's ticket. */
export function PendingPhotoUpload({ ticket, kind, label, disabled, onNotice }: Props) {
  const id = useId();
  const [upload, { isLoading }] = useUploadPendingPhotoMutation();
  const [reading, setReading] = useState(false);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = photoFileProblem(file);
    if (problem) return onNotice({ tone: 'error', text: problem });
    let dataUrl: string;
    setReading(true);
    try {
      dataUrl = await readAsDataUrl(file, () => undefined);
    } catch {
      return onNotice({ tone: 'error', text: 'This photo could not be read. Please try another.' });
    } finally {
      setReading(false);
    }
    try {
      const answer = await upload({ ticket, pro_pic: dataUrl, upd_for: kind }).unwrap();
      onNotice({
        tone: answer.status === STATUS.done ? 'success' : 'error',
        text: answer.message || 'The photo was not saved. Please try again.',
      });
    } catch (error) {
      const network = !isWireError(error) || error.status === 'FETCH_ERROR';
      onNotice({ tone: 'error', text: network ? MESSAGES.networkError : error.message });
    }
  }

  const busy = reading || isLoading;
  return (
    <div className="photo-upload">
      <label htmlFor={`${id}-file`} className="photo-upload__label">
        {label}
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept={PHOTO_ACCEPT}
        disabled={disabled || busy}
        aria-describedby={`${id}-hint`}
        onChange={(e) => void onChange(e)}
      />
      <p id={`${id}-hint`} className="field__hint">
        JPEG, PNG or WebP, up to 5 MB.
      </p>
      {busy && (
        <div className="photo-upload__progress">
          <label htmlFor={`${id}-progress`}>Sending the photo to the site…</label>
          <progress id={`${id}-progress`} />
        </div>
      )}
    </div>
  );
}
