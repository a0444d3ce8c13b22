import { useId, useState, type FormEvent } from 'react';
import { altProblem } from '../../../shared/domain/mediaLibrary';
import type { MediaItem } from '../../../shared/protocol/mediaTypes';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingState } from '../../components/LoadingState';
import { PHOTO_ACCEPT, photoFileProblem, readAsDataUrl } from '../../components/photoPicker';
import { Outcome, useOutcome } from '../Outcome';
import { errorText, useSessionEndWatch } from '../useStaffCall';
import { useStaffToken } from '../useToken';
import {
  useMediaDeleteMutation,
  useMediaReplaceMutation,
  useMediaSaveMutation,
  useMediaUsesQuery,
} from './mediaApi';
import { MediaWordFields, type MediaWords } from './MediaWordFields';

/** One picture of the library: its words, where it is used, and replacing or deleting it. */
export function MediaDetails({ item, onGone }: { item: MediaItem; onGone: () => void }) {
  const id = useId();
  const staff_token = useStaffToken();
  const media_id = String(item.id);
  const uses = useMediaUsesQuery({ staff_token, media_id });
  const [save] = useMediaSaveMutation();
  const [replace, replacing] = useMediaReplaceMutation();
  const [remove] = useMediaDeleteMutation();
  useSessionEndWatch(uses.error);
  const { said, settle, refuse } = useOutcome();
  const [words, setWords] = useState<MediaWords>({ alt: item.alt, title: item.title });
  const [file, setFile] = useState<File | null>(null);

  const saveWords = async (event: FormEvent) => {
    event.preventDefault();
    const problem = altProblem(words.alt);
    if (problem) return refuse(problem);
    settle(await save({ staff_token, media_id, alt: words.alt.trim(), title: words.title.trim() }));
  };
  const replaceFile = async (event: FormEvent) => {
    event.preventDefault();
    const problem = photoFileProblem(file);
    if (problem || !file) return refuse(problem ?? '');
    const result = await replace({ staff_token, media_id, pro_pic: await readAsDataUrl(file) });
    if ('error' in result) return refuse(errorText(result.error));
    settle({ data: { status: '001', message: result.data.message } });
  };
  const deleteItem = async () => {
    if (settle(await remove({ staff_token, media_id }))) onGone();
  };

  return (
    <section className="media-details" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{item.title || item.path}</h2>
      <img src={item.url} alt={item.alt} className="media-details-img" />
      <p>
        {item.path} · {item.width} × {item.height} px · {Math.ceil(item.bytes / 1024)} KB
      </p>
      <Outcome said={said} />
      <form onSubmit={(e) => void saveWords(e)} noValidate aria-label="Alt text and title">
        <MediaWordFields id={id} words={words} onChange={setWords} />
        <button type="submit" className="button">
          Save the alt text
        </button>
      </form>
      <h3>Where it is used</h3>
      {uses.isLoading ? (
        <LoadingState label="Finding where it is used…" />
      ) : uses.error || !uses.data ? (
        <ErrorNotice message={errorText(uses.error)} onRetry={() => void uses.refetch()} />
      ) : uses.data.uses.length === 0 ? (
        <p>Nothing uses this picture.</p>
      ) : (
        <ul>
          {uses.data.uses.map((u) => (
            <li key={`${u.kind}-${u.record_id ?? u.field}-${u.field}`}>{u.where}</li>
          ))}
        </ul>
      )}
      <form onSubmit={(e) => void replaceFile(e)} noValidate aria-label="Replace everywhere">
        <label htmlFor={`${id}-replace`}>New file for this picture</label>
        <input
          id={`${id}-replace`}
          type="file"
          accept={PHOTO_ACCEPT}
          onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
        />
        <button type="submit" className="button" aria-busy={replacing.isLoading}>
          Replace everywhere
        </button>
      </form>
      <button type="button" className="button button--secondary" onClick={() => void deleteItem()}>
        Delete the picture
      </button>
    </section>
  );
}
