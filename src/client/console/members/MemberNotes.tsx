import { useState, type FormEvent } from 'react';
import { peopleDateTime } from '../../../shared/domain/peopleDates';
import type { MemberNote } from '../../../shared/protocol/consoleTypes';
import { TextArea } from '../../components/form';
import { useMemberNoteMutation } from '../consoleApi';
import { Outcome, useOutcome } from '../Outcome';
import { useStaffToken } from '../useToken';

/** The team's notes on a member: only ever added, each with its author and time. */
export function MemberNotes({ memberId, notes }: { memberId: string; notes: MemberNote[] }) {
  const staff_token = useStaffToken();
  const [addNote, adding] = useMemberNoteMutation();
  const [text, setText] = useState('');
  const outcome = useOutcome();
  const onAdd = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return outcome.refuse('Please write the note.');
    if (outcome.settle(await addNote({ staff_token, member_id: memberId, text }))) setText('');
  };
  return (
    <section aria-labelledby="notes-heading">
      <h2 id="notes-heading">Team notes</h2>
      {notes.length === 0 ? (
        <p>No notes yet.</p>
      ) : (
        <ol className="console-notes" aria-label="Team notes">
          {notes.map((n, i) => (
            <li key={i}>
              <p>{n.text}</p>
              <p className="console-byline">
                {n.author}, {peopleDateTime(n.at)}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form className="console-form" onSubmit={(e) => void onAdd(e)} noValidate>
        <TextArea
          id="member-note"
          label="A new note"
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={3}
          required
        />
        <button type="submit" className="button" disabled={adding.isLoading}>
          Add the note
        </button>
      </form>
      <Outcome said={outcome.said} />
    </section>
  );
}
