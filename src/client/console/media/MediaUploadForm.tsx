import { useId, useState, type FormEvent } from 'react';
import { altProblem, MEDIA_LIMITS_WORDS } from '../../../shared/domain/mediaLibrary';
import type { MediaItem } from '../../../shared/protocol/mediaTypes';
import { PHOTO_ACCEPT, photoFileProblem, readAsDataUrl } from '../../components/photoPicker';
import { Outcome, type Said } from '../Outcome';
import { errorText, useSessionEndWatch } from '../useStaffCall';
import { useStaffToken } from '../useToken';
import { useMediaUploadMutation } from './mediaApi';
import { MediaWordFields, type MediaWords } from './MediaWordFields';

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
  const [words, setWords] = useState<MediaWords>({ alt: '', title: '' });
  const [said, setSaid] = useState<Said>(null);
  const [inputKey, setInputKey] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = photoFileProblem(file) ?? altProblem(words.alt);
    if (problem || !file) {
      setSaid({ kind: 'error', text: problem ?? '' });
      return;
    }
    const pro_pic = await readAsDataUrl(file);
    const result = await upload({
      staff_token,
      pro_pic,
      alt: words.alt.trim(),
      title: words.title.trim(),
    });
    if ('error' in result) {
      setSaid({ kind: 'error', text: errorText(result.error) });
      return;
    }
    setSaid({ kind: 'done', text: result.data.message });
    setFile(null);
    setWords({ alt: '', title: '' });
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
      <MediaWordFields id={id} words={words} onChange={setWords} />
      <button type="submit" className="button">
        {isLoading ? 'Uploading…' : 'Upload the picture'}
      </button>
    </form>
  );
}
