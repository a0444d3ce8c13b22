import { useEffect, useState, type FormEvent } from 'react';
import { MENU_NOTE_MAX } from '../../../shared/domain/menuTree';
import { peopleDateTime } from '../../../shared/domain/peopleDates';
import type { MenusEditAnswer, MenuVersionItem } from '../../../shared/protocol/menusEditTypes';
import { ErrorNotice } from '../../components/ErrorNotice';
import { SelectField, TextField } from '../../components/form';
import { LoadingState } from '../../components/LoadingState';
import { Outcome, useOutcome } from '../Outcome';
import { errorText, useSessionEndWatch } from '../useStaffCall';
import { useStaffToken } from '../useToken';
import { useMenusCompareQuery, useMenusRestoreMutation } from './menusApi';

const changesOf = (v: MenuVersionItem): string => {
  if (v.changes === null) return 'The first version kept.';
  if (v.changes === 0) return 'Nothing changed.';
  return v.changes === 1 ? '1 change' : `${v.changes} changes`;
};

const noteOf = (v: MenuVersionItem): string =>
  [v.restored_from ? `Restores version ${v.restored_from}.` : '', v.note].filter(Boolean).join(' ');

/**
 * The menus' saved versions, newest first: who saved each, when, with what note and how many
 * changes; two compared (what changed, in words); one restored (itself a new version).
 */
export function MenusHistory({ data }: { data: MenusEditAnswer }) {
  const { versions } = data;
  const [newest, before] = [versions[0]?.id, versions[1]?.id ?? versions[0]?.id];
  const [from, setFrom] = useState(String(before ?? ''));
  const [to, setTo] = useState(String(newest ?? ''));
  const [compared, setCompared] = useState<{ from: string; to: string } | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);

  useEffect(() => {
    if (newest !== undefined) setTo(String(newest));
  }, [newest]);

  const options = versions.map((v) => ({
    value: String(v.id),
    label: `Version ${v.id}, ${peopleDateTime(v.saved_at)}`,
  }));

  return (
    <section aria-labelledby="menus-history-heading">
      <h2 id="menus-history-heading">History</h2>
      <p>
        Every save is kept. The newest {versions.length} of {data.total} versions are listed;
        version {data.version ?? '–'} is what the site shows now.
      </p>
      <table className="console-table">
        <caption className="visually-hidden">Saved versions of the menus</caption>
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">Saved</th>
            <th scope="col">By</th>
            <th scope="col">Note</th>
            <th scope="col">What changed</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {versions.map((v) => (
            <tr key={v.id}>
              <th scope="row">
                {v.id}
                {v.id === data.version && ' (now)'}
              </th>
              <td className="console-when">{peopleDateTime(v.saved_at)}</td>
              <td>{v.saved_by}</td>
              <td>{noteOf(v)}</td>
              <td>{changesOf(v)}</td>
              <td>
                <div className="console-actions">
                  {v.id !== data.version && data.version !== null && (
                    <button
                      type="button"
                      className="button button--quiet"
                      onClick={() => setCompared({ from: String(v.id), to: String(data.version) })}
                    >
                      Compare version {v.id} with now
                    </button>
                  )}
                  <button
                    type="button"
                    className="button button--quiet"
                    onClick={() => setRestoring(v.id)}
                  >
                    Restore version {v.id}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      {restoring !== null && <RestoreVersion id={restoring} onDone={() => setRestoring(null)} />}

      <form
        className="console-form"
        aria-labelledby="menus-compare-heading"
        onSubmit={(e) => {
          e.preventDefault();
          setCompared({ from, to });
        }}
      >
        <h3 id="menus-compare-heading">Compare two versions</h3>
        <SelectField
          id="menus-compare-from"
          label="Older version"
          value={from}
          options={options}
          onChange={(e) => setFrom(e.target.value)}
        />
        <SelectField
          id="menus-compare-to"
          label="Newer version"
          value={to}
          options={options}
          onChange={(e) => setTo(e.target.value)}
        />
        <div className="console-actions">
          <button type="submit" className="button" disabled={!from || !to}>
            Compare
          </button>
        </div>
      </form>
      {compared && <MenusComparisonView from={compared.from} to={compared.to} />}
    </section>
  );
}

/** What changed from one version to another, one line in words each. */
function MenusComparisonView({ from, to }: { from: string; to: string }) {
  const staff_token = useStaffToken();
  const { data, error, isFetching, refetch } = useMenusCompareQuery({ staff_token, from, to });
  useSessionEndWatch(error);
  if (isFetching && !data) return <LoadingState label="Comparing the versions…" />;
  if (error || !data)
    return <ErrorNotice message={errorText(error)} onRetry={() => void refetch()} />;
  const title = `Version ${data.from.id} (${peopleDateTime(data.from.saved_at)}) → version ${data.to.id} (${peopleDateTime(data.to.saved_at)})`;
  return (
    <section aria-labelledby="menus-comparison-heading">
      <h3 id="menus-comparison-heading">{title}</h3>
      {data.changes.length === 0 ? (
        <p role="status">The two versions hold the same menus.</p>
      ) : (
        <ul aria-label="What changed">
          {data.changes.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Makes a saved version the menus again, with a note; kept as a new version. */
function RestoreVersion({ id, onDone }: { id: number; onDone: () => void }) {
  const staff_token = useStaffToken();
  const [restore, { isLoading, error }] = useMenusRestoreMutation();
  const { said, settle, refuse } = useOutcome();
  const [note, setNote] = useState('');
  useSessionEndWatch(error);

  const onRestore = async (e: FormEvent) => {
    e.preventDefault();
    if (note.trim().length > MENU_NOTE_MAX)
      return refuse(`Please keep the note to ${MENU_NOTE_MAX} characters or fewer.`);
    settle(await restore({ staff_token, version_id: String(id), note: note.trim() }));
  };
  return (
    <section aria-labelledby="menus-restore-heading" className="console-form">
      <h3 id="menus-restore-heading">Restore version {id}</h3>
      <p>
        The site then shows the menus of version {id} again. Nothing is lost: the menus as they are
        now stay in the history, and the restore is kept as a new version.
      </p>
      <Outcome said={said} />
      <form onSubmit={(e) => void onRestore(e)} noValidate className="console-form">
        <TextField
          id="menus-restore-note"
          label="Why restore it (kept with the new version)"
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        <div className="console-actions">
          <button type="submit" className="button" disabled={isLoading}>
            Restore version {id} now
          </button>
          <button type="button" className="button button--quiet" onClick={onDone}>
            {said?.kind === 'done' ? 'Close' : 'Cancel'}
          </button>
        </div>
      </form>
    </section>
  );
}
