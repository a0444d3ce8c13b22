import { Link, useParams } from 'react-router-dom';
import { peopleDateTime } from '../../shared/domain/peopleDates';
import type { DeskRegistration } from '../../shared/protocol/staffTypes';
import { ErrorNotice } from '../components/ErrorNotice';
import { LoadingState } from '../components/LoadingState';
import { useAppSelector } from '../app/hooks';
import { BIODATA_GROUPS, fieldText, valueText } from './biodataRows';
import { useDeskOpenQuery } from './consoleApi';
import { selectStaffToken } from './consoleSlice';
import { DeskActions } from './DeskActions';
import { OfficeRegistered } from './OfficeRegistered';
import { errorText, useSessionEndWatch } from './useStaffCall';
import { waitedText } from './waited';

/** One registration as the desk checks it: biodata, photos, look-alike accounts, decision. */
export function DeskDetail() {
  const { id = '' } = useParams();
  const staff_token = useAppSelector(selectStaffToken);
  const { data, error, isLoading, refetch } = useDeskOpenQuery({ staff_token, member_id: id });
  useSessionEndWatch(error);
  if (isLoading) return <LoadingState label="Loading the registration…" />;
  if (error || !data)
    return <ErrorNotice message={errorText(error)} onRetry={() => void refetch()} />;
  const name = fieldText(data.biodata.mem_name);
  return (
    <article aria-labelledby="reg-heading">
      <p>
        <Link to="/team/desk">← Back to the queue</Link>
      </p>
      <h1 id="reg-heading">{name}</h1>
      <p>
        Status: <strong>{data.status}</strong>. Registered {peopleDateTime(data.registered_at)} (
        {waitedText(data.waited_minutes)} ago).
      </p>
      <OfficeRegistered by={data.office_registered_by} />
      <Lookalikes duplicates={data.duplicates} />
      {data.change_requests.length > 0 && (
        <section aria-labelledby="changes-heading">
          <h2 id="changes-heading">Changes asked before</h2>
          <ul>
            {data.change_requests.map((r) => (
              <li key={r.asked_at}>
                {peopleDateTime(r.asked_at)} by {r.asked_by}: {r.text}
              </li>
            ))}
          </ul>
        </section>
      )}
      <Photos photos={data.photos} name={name} />
      {BIODATA_GROUPS.map((group) => (
        <section key={group.legend} className="console-group" aria-label={group.legend}>
          <h2>{group.legend}</h2>
          <dl className="console-fields">
            {group.fields.map(([key, label]) => (
              <div key={key}>
                <dt>{label}</dt>
                <dd>{valueText(key, data.biodata[key])}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      {data.status === 'pending' && <DeskActions memberId={data.member_id} name={name} />}
    </article>
  );
}

function Lookalikes({ duplicates }: { duplicates: DeskRegistration['duplicates'] }) {
  return (
    <section aria-labelledby="alike-heading" className="console-group">
      <h2 id="alike-heading">Other accounts with the same email or numbers</h2>
      {duplicates.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul>
          {duplicates.map((d) => (
            <li key={d.member_id}>
              <Link to={`/team/desk/${d.member_id}`}>{d.mem_name || '(no name)'}</Link> (member{' '}
              {d.mem_no}, {d.status}): {d.matches.join(', ')}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Photos({ photos, name }: { photos: DeskRegistration['photos']; name: string }) {
  return (
    <section aria-labelledby="photos-heading" className="console-group">
      <h2 id="photos-heading">Photos</h2>
      {photos.length === 0 ? (
        <p>No photos.</p>
      ) : (
        <ul className="console-photos">
          {photos.map((p, i) => (
            <li key={p.id}>
              <a href={p.url} target="_blank" rel="noreferrer">
                <img
                  src={p.thumb_url}
                  alt={`${name}, ${p.kind === 'profile' ? 'profile photo' : `photo ${i + 1}`}`}
                  width={160}
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
