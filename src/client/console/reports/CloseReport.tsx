import { useState, type FormEvent } from 'react';
import { REPORT_NOTE_MAX } from '../../../shared/domain/reportReasons';
import { useAppSelector } from '../../app/hooks';
import { TextArea } from '../../components/form';
import { selectStaffToken } from '../consoleSlice';
import { errorText } from '../useStaffCall';
import { useReportCloseMutation } from './reportsApi';

/** Close… opens a note field; the report leaves the queue once closed (the queue reloads). */
export function CloseReport({ reportId, about }: { reportId: string; about: string }) {
  const staff_token = useAppSelector(selectStaffToken);
  const [close, { isLoading }] = useReportCloseMutation();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const id = `close-note-${reportId}`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!note.trim()) return setError('Please write a note on what was done.');
    const result = await close({ staff_token, report_id: reportId, note });
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
      <TextArea
        id={id}
        label={`Note on closing the report about ${about}`}
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
