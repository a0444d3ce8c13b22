import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { peopleDateTime } from '../../../shared/domain/peopleDates';
import type { ActionAnswer } from '../../../shared/protocol/types';
import { SelectField, TextField } from '../../components/form';
import { Outcome, useOutcome } from '../Outcome';
import { useSessionEndWatch } from '../useStaffCall';

/** One kept version, as every history of the console lists it. */
export interface VersionLine {
  id: number;
  note: string;
  saved_by: string;
  saved_at: string;
  restored_from: number | null;
}

type RestoreResult = { data: ActionAnswer } | { error: unknown };

export interface VersionHistoryProps<V extends VersionLine> {
  /** Prefix of the element ids, so two histories never share one: 'settings', 'menus', 'pages'. */
  idPrefix: string;
  /** What is kept, in words, as the table's caption ends: 'the site settings', 'the menus'. */
  subject: string;
  /** The short word used in the restore's explanation: 'settings', 'menus', 'page'. */
  noun: string;
  data: { version: number | null; versions: V[]; total: number };
  /** The "What changed" cell of a version. */
  changesOf: (v: V) => string;
  /** Two versions compared: each screen says what changed in its own words. */
  renderComparison: (from: string, to: string) => ReactNode;
  /** Restores a version with a note (the screen's own mutation). */
  restore: (version_id: string, note: string) => Promise<RestoreResult>;
  restoring: boolean;
  restoreError: unknown;
  noteMax: number;
  /** What makes a version: 'Every save is kept.' unless told. */
  intro?: string;
}

const noteOf = (v: VersionLine): string =>
  [v.restored_from ? `Restores version ${v.restored_from}.` : '', v.note].filter(Boolean).join(' ');

/**
 * The one history of the console (Site settings, Menus, Pages): the kept versions newest first —
 * who saved each, when, with what note and what changed; two compared; one restored with a note
 * (itself kept as a new version).
 */
export function VersionHistory<V extends VersionLine>(props: VersionHistoryProps<V>) {
  const { idPrefix, subject, data, changesOf, renderComparison } = props;
  const { versions } = data;
  const [newest, before] = [versions[0]?.id, versions[1]?.id ?? versions[0]?.id];
  const [from, setFrom] = useState(String(before ?? ''));
  const [to, setTo] = useState(String(newest ?? ''));
  const [compared, setCompared] = useState<{ from: string; to: string } | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);

  // A new save or restore becomes the newest version: compare against it from then on.
  useEffect(() => {
    if (newest !== undefined) setTo(String(newest));
  }, [newest]);

  const options = versions.map((v) => ({
    value: String(v.id),
    label: `Version ${v.id}, ${peopleDateTime(v.saved_at)}`,
  }));

  // Before the first kept version there is nothing to list or compare: say so in words.
  if (versions.length === 0) {
    return (
      <section aria-labelledby={`${idPrefix}-history-heading`}>
        <h2 id={`${idPrefix}-history-heading`}>History</h2>
        <p>
          {props.intro ?? 'Every save is kept.'} None is kept yet: what the site shows of {subject}{' '}
          came from the content files, and the first version kept starts the history here.
        </p>
      </section>
    );
  }

  return (
    <section aria-labelledby={`${idPrefix}-history-heading`}>
      <h2 id={`${idPrefix}-history-heading`}>History</h2>
      <p>
        {props.intro ?? 'Every save is kept.'} The newest {versions.length} of {data.total} versions
        are listed; version {data.version ?? '–'} is what the site shows now.
      </p>
      <table className="console-table">
        <caption className="visually-hidden">Saved versions of {subject}</caption>
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

      {restoring !== null && (
        <RestoreVersion {...props} id={restoring} onDone={() => setRestoring(null)} />
      )}

      {/* Two versions at least, or there is nothing to choose between. */}
      {versions.length > 1 && (
        <form
          className="console-form"
          aria-labelledby={`${idPrefix}-compare-heading`}
          onSubmit={(e) => {
            e.preventDefault();
            setCompared({ from, to });
          }}
        >
          <h3 id={`${idPrefix}-compare-heading`}>Compare two versions</h3>
          <SelectField
            id={`${idPrefix}-compare-from`}
            label="Older version"
            value={from}
            options={options}
            onChange={(e) => setFrom(e.target.value)}
          />
          <SelectField
            id={`${idPrefix}-compare-to`}
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
      )}
      {compared && renderComparison(compared.from, compared.to)}
    </section>
  );
}

/** Makes a kept version live again, with a note; the site keeps it as a new version. */
function RestoreVersion<V extends VersionLine>({
  id,
  onDone,
  idPrefix,
  noun,
  restore,
  restoring,
  restoreError,
  noteMax,
}: VersionHistoryProps<V> & { id: number; onDone: () => void }) {
  const { said, settle, refuse } = useOutcome();
  const [note, setNote] = useState('');
  useSessionEndWatch(restoreError);

  const onRestore = async (e: FormEvent) => {
    e.preventDefault();
    if (note.trim().length > noteMax)
      return refuse(`Please keep the note to ${noteMax} characters or fewer.`);
    settle(await restore(String(id), note.trim()));
  };
  return (
    <section aria-labelledby={`${idPrefix}-restore-heading`} className="console-form">
      <h3 id={`${idPrefix}-restore-heading`}>Restore version {id}</h3>
      <p>
        The site then shows the {noun} of version {id} again. Nothing is lost: the {noun} as{' '}
        {noun === 'page' ? 'it is' : 'they are'} now {noun === 'page' ? 'stays' : 'stay'} in the
        history, and the restore is kept as a new version.
      </p>
      <Outcome said={said} />
      <form onSubmit={(e) => void onRestore(e)} noValidate className="console-form">
        <TextField
          id={`${idPrefix}-restore-note`}
          label="Why restore it (kept with the new version)"
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        <div className="console-actions">
          <button type="submit" className="button" disabled={restoring}>
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
