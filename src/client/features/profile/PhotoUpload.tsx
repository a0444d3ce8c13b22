import { useId, useState, type ChangeEvent } from 'react';
import { MESSAGES } from '../../../shared/domain/messages';
import { STATUS } from '../../../shared/protocol/wire';
import type { PhotoKind } from '../../../shared/protocol/types';
import { useAppSelector } from '../../app/hooks';
import { isWireError } from '../../api/wireBaseQuery';
import type { Notice } from '../../components/form/CheckAlert';
import { useUploadProPicMutation } from '../../entities/session';
import { selectToken } from '../../entities/session';
import { PHOTO_ACCEPT, photoFileProblem, readAsDataUrl } from './photoFile';

type Phase = { step: 'idle' } | { step: 'reading'; percent: number } | { step: 'sending' };

interface PhotoUploadProps {
  kind: PhotoKind;
  label: string;
  onNotice: (notice: Notice) => void;
}

/**
 * One photo upload. The bar shows the reading of the file as it happens; the post itself
 * reports no progress (RTK Query has none), so the bar then turns indeterminate and says so.
 */
export function PhotoUpload({ kind, label, onNotice }: PhotoUploadProps) {
  const id = useId();
  const token = useAppSelector(selectToken) ?? '';
  const [upload] = useUploadProPicMutation();
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = photoFileProblem(file);
    if (problem) return onNotice({ tone: 'error', text: problem });

    setPhase({ step: 'reading', percent: 0 });
    let dataUrl: string;
    try {
      dataUrl = await readAsDataUrl(file, (percent) => setPhase({ step: 'reading', percent }));
    } catch {
      setPhase({ step: 'idle' });
      return onNotice({ tone: 'error', text: 'This photo could not be read. Please try another.' });
    }
    setPhase({ step: 'sending' });
    try {
      const answer = await upload({ local_token: token, pro_pic: dataUrl, upd_for: kind }).unwrap();
      onNotice({
        tone: answer.status === STATUS.done ? 'success' : 'error',
        text: answer.message || 'The photo was not saved. Please try again.',
      });
    } catch (error) {
      const network = !isWireError(error) || error.status === 'FETCH_ERROR';
      onNotice({ tone: 'error', text: network ? MESSAGES.networkError : error.message });
    } finally {
      setPhase({ step: 'idle' });
    }
  }

  return (
    <div className="photo-upload">
      <label htmlFor={`${id}-file`} className="photo-upload__label">
        {label}
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept={PHOTO_ACCEPT}
        disabled={phase.step !== 'idle'}
        aria-describedby={`${id}-hint`}
        onChange={(e) => void onChange(e)}
      />
      <p id={`${id}-hint`} className="field__hint">
        JPEG, PNG or WebP, up to 5 MB.
      </p>
      {phase.step === 'reading' && (
        <div className="photo-upload__progress">
          <label htmlFor={`${id}-progress`}>Reading the photo: {phase.percent}%</label>
          <progress id={`${id}-progress`} max={100} value={phase.percent} />
        </div>
      )}
      {phase.step === 'sending' && (
        <div className="photo-upload__progress">
          <label htmlFor={`${id}-progress`}>Sending the photo to the site…</label>
          <progress id={`${id}-progress`} />
        </div>
      )}
    </div>
  );
}
