import { useState, type FormEvent } from 'react';
import { MENU_NOTE_MAX } from '../../../shared/domain/menuTree';
import { TextField } from '../../components/form';
import { useAppSelector } from '../../app/hooks';
import { selectStaffRole } from '../consoleSlice';
import { Outcome, useOutcome } from '../Outcome';
import { useSessionEndWatch } from '../useStaffCall';
import { useStaffToken } from '../useToken';
import { usePagePublishMutation } from './pagesApi';

/** A publish note's length: the same as the menus' and settings' notes. */
export const PAGE_NOTE_MAX = MENU_NOTE_MAX;

interface Props {
  loc: string;
  baseVersion: number | null;
  hasDraft: boolean;
  dirty: boolean;
}

/**
 * Makes the saved draft the live page, with a note. The server refuses while the draft has
 * links that open nothing; an admin may publish anyway.
 */
export function PublishForm({ loc, baseVersion, hasDraft, dirty }: Props) {
  const staff_token = useStaffToken();
  const isAdmin = useAppSelector(selectStaffRole) === 'admin';
  const [publish, { isLoading, error }] = usePagePublishMutation();
  useSessionEndWatch(error);
  const { said, settle, refuse, clear } = useOutcome();
  const [note, setNote] = useState('');
  const [override, setOverride] = useState(false);

  const onPublish = async (e: FormEvent) => {
    e.preventDefault();
    clear();
    if (dirty)
      return refuse('Save the draft first: publishing makes the saved draft the live page.');
    if (note.trim().length > PAGE_NOTE_MAX)
      return refuse(`Please keep the note to ${PAGE_NOTE_MAX} characters or fewer.`);
    const result = await publish({
      staff_token,
      loc,
      note: note.trim(),
      ...(baseVersion === null ? {} : { base_version: String(baseVersion) }),
      ...(isAdmin && override ? { override_links: '1' } : {}),
    });
    const ok = settle(
      result.data?.status === '001' ? { data: { status: '001', message: 'Published' } } : result,
    );
    if (ok) {
      setNote('');
      setOverride(false);
    }
  };

  return (
    <section aria-labelledby="pages-publish-heading" className="console-form">
      <h2 id="pages-publish-heading">Publish</h2>
      <p>
        {hasDraft
          ? 'Publishing makes the saved draft what visitors see, at once; the page as it is now stays in the history.'
          : 'There is no draft to publish: save one first.'}
      </p>
      <Outcome said={said} />
      <form noValidate onSubmit={(e) => void onPublish(e)} aria-busy={isLoading}>
        <TextField
          id="pages-publish-note"
          label="What changed, and why"
          hint={`Kept with this version in the history below (at most ${PAGE_NOTE_MAX} characters).`}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        {isAdmin && (
          <div className="field">
            <label className="pages-check">
              <input
                type="checkbox"
                checked={override}
                aria-describedby="pages-override-hint"
                onChange={(e) => setOverride(e.target.checked)}
              />{' '}
              Publish anyway (admin)
            </label>
            <p id="pages-override-hint" className="field__hint">
              Even if some links on the page open nothing; fix them soon after.
            </p>
          </div>
        )}
        <div className="form-actions">
          <button type="submit" className="button" disabled={isLoading || !hasDraft}>
            Publish
          </button>
        </div>
      </form>
    </section>
  );
}
