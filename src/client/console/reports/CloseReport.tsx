import { useState, type FormEvent } from 'react';
import type { ReportOutcome } from '../../../shared/domain/reportOutcomes';
import { REPORT_NOTE_MAX } from '../../../shared/domain/reportReasons';
import { useAppSelector } from '../../app/hooks';
import { TextArea } from '../../components/form';
import { selectStaffToken } from '../consoleSlice';
import { errorText } from '../useStaffCall';
import { OutcomeChoice } from './OutcomeChoice';
import { PhotoPicker } from './PhotoPicker';
import { useReportCloseMutation } from './reportsApi';

/** What the note becomes for the member, beside the field (the reporter is never named). */
const NOTE_HINT: Record<ReportOutcome, string> = {
  no_action: 'For the team only.',
  warned: 'The member is mailed this note as a warning.',
  photo_removed: 'The member is mailed this note as the reason.',
  suspended: 'The member is suspended, logged out and mailed this note as the reason.',
};

/**
 * Close… opens the outcome, the note and, for "Photo removed", the reported member's photos;
 * the report leaves the queue once closed (the queue reloads).
 */
export function CloseReport({
  reportId,
  about,
  memberId,
}: {
  reportId: string;
  about: string;
  memberId: string | null;
}) {
  const staff_token = useAppSelector(selectStaffToken);
  const [close, { isLoading }] = useReportCloseMutation();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<ReportOutcome | ''>('');
  const [photoId, setPhotoId] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const id = `close-note-${reportId}`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!outcome) return setError('Please choose the outcome.');
    if (outcome === 'photo_removed' && !photoId)
      return setError('Please choose the photo to remove.');
    if (!note.trim()) return setError('Please write a note on what was done.');
    const photo = outcome === 'photo_removed' ? { photo_id: photoId } : {};
    const result = await close({ staff_token, report_id: reportId, outcome, note, ...photo });
    if ('error' in result) return setError(errorText(result.error));
    if (result.data.status !== '001') setError(result.data.message);
  };

  if (!open) {
    return (
      <button type="button" className="button button--quiet" onClick={() => setOpen(true)}>
        Close…<span className="visually-hidden"> the report about {about}</span>
      </button>
    );
  }
  return (
    <form className="console-form" onSubmit={(e) => void submit(e)} noValidate>
      <OutcomeChoice
        name={`outcome-${reportId}`}
        value={outcome}
        memberGone={memberId === null}
        onChange={setOutcome}
      />
      {outcome === 'photo_removed' && memberId !== null && (
        <PhotoPicker
          name={`photo-${reportId}`}
          memberId={memberId}
          about={about}
          value={photoId}
          onChange={setPhotoId}
        />
      )}
      <TextArea
        id={id}
        label={`Note on closing the report about ${about}`}
        hint={outcome ? NOTE_HINT[outcome] : undefined}
        value={note}
        maxLength={REPORT_NOTE_MAX}
        onChange={(e) => setNote(e.target.value)}
        rows={3}
        required
      />
      <button type="submit" className="button" disabled={isLoading}>
        Close the report
      </button>
      {error && (
        <p className="console-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
