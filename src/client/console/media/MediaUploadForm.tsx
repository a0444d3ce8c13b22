import { useId, useState, type FormEvent } from 'react';
import {
  altProblem,
  MEDIA_LIMITS_WORDS,
  MEDIA_TITLE_MAX,
} from '../../../shared/domain/mediaLibrary';
import type { MediaItem } from '../../../shared/protocol/mediaTypes';
import { PHOTO_ACCEPT, photoFileProblem, readAsDataUrl } from '../../components/photoPicker';
import { Outcome, type Said } from '../Outcome';
import { errorText, useSessionEndWatch } from '../useStaffCall';
import { useStaffToken } from '../useToken';
import { useMediaUploadMutation } from './mediaApi';

/**
 * Adds a picture to the library: the file, its alt text (required: the site never shows a
 * library picture without one) and a title to find it by. The server checks and re-encodes it.
 */
export function MediaUploadForm({ onUploaded }: { onUploaded?: (item: MediaItem) => void }) {
  const id = useId();
  const staff_token = useStaffToken();
  const [upload, { isLoading, error }] = useMediaUploadMutation();
  useSessionEndWatch(error);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [title, setTitle] = useState('');
  const [said, setSaid] = useState<Said>(null);
  const [inputKey, setInputKey] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = photoFileProblem(file) ?? altProblem(alt);
    if (problem || !file) {
      setSaid({ kind: 'error', text: problem ?? '' });
      return;
    }
    const pro_pic = await readAsDataUrl(file);
    const result = await upload({ staff_token, pro_pic, alt: alt.trim(), title: title.trim() });
    if ('error' in result) {
      setSaid({ kind: 'error', text: errorText(result.error) });
      return;
    }
    setSaid({ kind: 'done', text: result.data.message });
    setFile(null);
    setAlt('');
    setTitle('');
    setInputKey((k) => k + 1);
    onUploaded?.(result.data.item);
  };

  return (
    <form
      className="media-upload"
      aria-labelledby={`${id}-heading`}
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-busy={isLoading}
    >
      <h2 id={`${id}-heading`}>Add a picture</h2>
      <Outcome said={said} />
      <label htmlFor={`${id}-file`}>Picture file *</label>
      <input
        key={inputKey}
        id={`${id}-file`}
        type="file"
        accept={PHOTO_ACCEPT}
        aria-describedby={`${id}-file-hint`}
        onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
      />
      <p id={`${id}-file-hint`} className="field-hint">
        {MEDIA_LIMITS_WORDS} It is stored under a new name, without its camera details.
      </p>
      <label htmlFor={`${id}-alt`}>Alt text *</label>
      <input
        id={`${id}-alt`}
        type="text"
        required
        maxLength={200}
        value={alt}
        aria-describedby={`${id}-alt-hint`}
        onChange={(e) => setAlt(e.currentTarget.value)}
      />
      <p id={`${id}-alt-hint`} className="field-hint">
        What the picture shows, for people who cannot see it (at most 200 characters).
      </p>
      <label htmlFor={`${id}-title`}>Title</label>
      <input
        id={`${id}-title`}
        type="text"
        maxLength={MEDIA_TITLE_MAX}
        value={title}
        onChange={(e) => setTitle(e.currentTarget.value)}
      />
      <button type="submit" className="button">
        {isLoading ? 'Uploading…' : 'Upload the picture'}
      </button>
    </form>
  );
}
