import { useEffect, useState, type FormEvent } from 'react';
import { peopleDateTime } from '../../../shared/domain/peopleDates';
import { SETTINGS_NOTE_MAX } from '../../../shared/domain/schemas/siteSettings';
import { SETTING_TEXT } from '../../../shared/domain/siteSettingsText';
import type {
  SettingsVersionItem,
  SiteSettingsEditAnswer,
} from '../../../shared/protocol/siteSettingsEditTypes';
import { SelectField, TextField } from '../../components/form';
import { Outcome, useOutcome } from '../Outcome';
import { useSessionEndWatch } from '../useStaffCall';
import { useStaffToken } from '../useToken';
import { SettingsComparison } from './SettingsComparison';
import { useSiteSettingsRestoreMutation } from './siteSettingsApi';

const labelsOf = (v: SettingsVersionItem): string => {
  if (v.changed === null) return 'The first version kept.';
  if (v.changed.length === 0) return 'Nothing changed.';
  return v.changed.map((k) => SETTING_TEXT[k].label).join(', ');
};

const noteOf = (v: SettingsVersionItem): string =>
  [v.restored_from ? `Restores version ${v.restored_from}.` : '', v.note].filter(Boolean).join(' ');

/**
 * The settings' saved versions, newest first: who saved each, when, with what note and which
 * settings it changed; two compared setting by setting; one restored (itself a new version).
 */
export function SettingsHistory({ data }: { data: SiteSettingsEditAnswer }) {
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

  return (
    <section aria-labelledby="settings-history-heading">
      <h2 id="settings-history-heading">History</h2>
      <p>
        Every save is kept. The newest {versions.length} of {data.total} versions are listed;
        version {data.version ?? '–'} is what the site shows now.
      </p>
      <table className="console-table">
        <caption className="visually-hidden">Saved versions of the site settings</caption>
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
              <td>{labelsOf(v)}</td>
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
        aria-labelledby="settings-compare-heading"
        onSubmit={(e) => {
          e.preventDefault();
          setCompared({ from, to });
        }}
      >
        <h3 id="settings-compare-heading">Compare two versions</h3>
        <SelectField
          id="compare-from"
          label="Older version"
          value={from}
          options={options}
          onChange={(e) => setFrom(e.target.value)}
        />
        <SelectField
          id="compare-to"
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
      {compared && <SettingsComparison from={compared.from} to={compared.to} />}
    </section>
  );
}

/** Makes a saved version the site's settings again, with a note; kept as a new version. */
function RestoreVersion({ id, onDone }: { id: number; onDone: () => void }) {
  const staff_token = useStaffToken();
  const [restore, { isLoading, error }] = useSiteSettingsRestoreMutation();
  const { said, settle, refuse } = useOutcome();
  const [note, setNote] = useState('');
  useSessionEndWatch(error);

  const onRestore = async (e: FormEvent) => {
    e.preventDefault();
    if (note.trim().length > SETTINGS_NOTE_MAX)
      return refuse(`Please keep the note to ${SETTINGS_NOTE_MAX} characters or fewer.`);
    settle(await restore({ staff_token, version_id: String(id), note: note.trim() }));
  };
  return (
    <section aria-labelledby="settings-restore-heading" className="console-form">
      <h3 id="settings-restore-heading">Restore version {id}</h3>
      <p>
        The site then shows the settings of version {id} again. Nothing is lost: the settings as
        they are now stay in the history, and the restore is kept as a new version.
      </p>
      <Outcome said={said} />
      <form onSubmit={(e) => void onRestore(e)} noValidate className="console-form">
        <TextField
          id="restore-note"
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
