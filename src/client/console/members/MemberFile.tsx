import { Link, useParams } from 'react-router-dom';
import { peopleDateTime } from '../../../shared/domain/peopleDates';
import type { MemberCard } from '../../../shared/protocol/consoleTypes';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingState } from '../../components/LoadingState';
import { useMemberOpenQuery } from '../consoleApi';
import { OfficeRegistered } from '../OfficeRegistered';
import { errorText, useSessionEndWatch } from '../useStaffCall';
import { useStaffToken } from '../useToken';
import { STATUS_WORDS } from './statusWords';
import { MemberNotes } from './MemberNotes';
import { MemberPhotos } from './MemberPhotos';
import { MemberTimeline } from './MemberTimeline';
import { SignOutForm } from './SignOutForm';
import { SuspendForm } from './SuspendForm';

function Facts({ m }: { m: MemberCard }) {
  const rows: [string, string][] = [
    ['Member no.', m.mem_no || '—'],
    ['Email', m.email_id],
    ['Mobile', m.contact_no],
    ['Status', STATUS_WORDS[m.status]],
    ['Registered', peopleDateTime(m.registered_at)],
    ['Verified', peopleDateTime(m.verified_at) || 'Not verified'],
  ];
  if (m.verified_by) rows.push(['Verified by', m.verified_by]);
  const { total, accepted, pending } = m.requests;
  rows.push([
    'Interest requests',
    `${total} sent or received: ${accepted} accepted, ${pending} pending`,
  ]);
  rows.push([
    'Reports',
    `${m.reports.made} made by this member, ${m.reports.received} about this member`,
  ]);
  if (m.reject_reason) rows.push(['Reason of rejection', m.reject_reason]);
  if (m.changes_requested) rows.push(['Changes asked for', m.changes_requested]);
  if (m.suspended_at)
    rows.push(['Suspended', `${peopleDateTime(m.suspended_at)}: ${m.suspend_reason ?? ''}`]);
  return (
    <dl className="console-fields">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One member's file: the facts (who verified, requests, reports), photos, suspend or restore,
 * sign out, the team's notes and the timeline of staff actions.
 */
export function MemberFile() {
  const { id = '' } = useParams();
  const staff_token = useStaffToken();
  const { data, error, isLoading, refetch } = useMemberOpenQuery({ staff_token, member_id: id });
  useSessionEndWatch(error);
  if (isLoading) return <LoadingState label="Loading the member…" />;
  if (error || !data)
    return <ErrorNotice message={errorText(error)} onRetry={() => void refetch()} />;
  return (
    <article aria-labelledby="member-heading">
      <p>
        <Link to="/team/members">← Back to the search</Link>
      </p>
      <h1 id="member-heading">{data.mem_name || '(no name)'}</h1>
      {data.suspended_at && (
        <p className="console-warning">
          This member is suspended: cannot log in and is not shown in searches.
        </p>
      )}
      <OfficeRegistered by={data.office_registered_by} />
      <Facts m={data} />
      <MemberPhotos memberId={data.member_id} name={data.mem_name || '(no name)'} />
      <SuspendForm memberId={data.member_id} suspended={data.suspended_at !== null} />
      {data.suspended_at === null && <SignOutForm memberId={data.member_id} />}
      <MemberNotes memberId={data.member_id} notes={data.notes} />
      <MemberTimeline lines={data.timeline} />
    </article>
  );
}
