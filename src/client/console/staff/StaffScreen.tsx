import { peopleDateTime } from '../../../shared/domain/peopleDates';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingState } from '../../components/LoadingState';
import { useAppSelector } from '../../app/hooks';
import { useStaffListQuery } from '../consoleApi';
import { selectStaffEmail } from '../consoleSlice';
import { errorText, useSessionEndWatch } from '../useStaffCall';
import { useStaffToken } from '../useToken';
import { AddStaffForm } from './AddStaffForm';
import { StaffRow } from './StaffRow';

/** Staff management (admins): the same rules as `npm run team -- staff add|list|disable`. */
export function StaffScreen() {
  const staff_token = useStaffToken();
  const me = useAppSelector(selectStaffEmail);
  const { data, error, isLoading, refetch } = useStaffListQuery({ staff_token });
  useSessionEndWatch(error);
  if (isLoading) return <LoadingState label="Loading the staff…" />;
  if (error || !data)
    return <ErrorNotice message={errorText(error)} onRetry={() => void refetch()} />;
  return (
    <section aria-labelledby="staff-heading">
      <h1 id="staff-heading">Staff</h1>
      <table className="console-table">
        <caption className="visually-hidden">Staff accounts</caption>
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Added</th>
            <th scope="col">State</th>
            <th scope="col">Role</th>
            <th scope="col">Disable</th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((s) => (
            <StaffRow key={s.email} account={s} isMe={s.email === me.toLowerCase()}>
              <td className="console-when">{peopleDateTime(s.added_at)}</td>
              <td>{s.disabled_at ? `Disabled ${peopleDateTime(s.disabled_at)}` : 'Active'}</td>
            </StaffRow>
          ))}
        </tbody>
      </table>
      <AddStaffForm />
    </section>
  );
}
