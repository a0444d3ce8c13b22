import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorNotice } from '../../components/ErrorNotice';
import { TextField } from '../../components/form';
import { LoadingState } from '../../components/LoadingState';
import { useMemberSearchQuery } from '../consoleApi';
import { errorText, useSessionEndWatch } from '../useStaffCall';
import { useStaffToken } from '../useToken';
import { STATUS_WORDS } from './statusWords';

/** Members by name, email, mobile or member number; the words stay in the address (?q=). */
export function MemberSearch() {
  const staff_token = useStaffToken();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const { data, error, isFetching, refetch } = useMemberSearchQuery(
    { staff_token, q },
    { skip: q === '' },
  );
  useSessionEndWatch(error);
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setParams(typed.trim() ? { q: typed.trim() } : {});
  };
  return (
    <section aria-labelledby="members-heading">
      <h1 id="members-heading">Members</h1>
      <form className="console-form" role="search" onSubmit={onSearch}>
        <TextField
          id="member-q"
          label="Name, email, mobile or member number"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          required
        />
        <button type="submit" className="button">
          Search
        </button>
      </form>
      {isFetching && <LoadingState label="Searching…" />}
      {error && <ErrorNotice message={errorText(error)} onRetry={() => void refetch()} />}
      {data && !isFetching && (
        <>
          <p role="status">
            {data.items.length === 0
              ? 'No member matches.'
              : `${data.items.length} member${data.items.length === 1 ? '' : 's'} found${data.more ? ' (the first ones; please narrow the search)' : ''}.`}
          </p>
          {data.items.length > 0 && (
            <table className="console-table">
              <caption className="visually-hidden">Members found</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Member no.</th>
                  <th scope="col">Email</th>
                  <th scope="col">Mobile</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((m) => (
                  <tr key={m.member_id}>
                    <th scope="row">
                      <Link to={`/team/members/${m.member_id}`}>{m.mem_name || '(no name)'}</Link>
                    </th>
                    <td>{m.mem_no}</td>
                    <td>{m.email_id}</td>
                    <td>{m.contact_no}</td>
                    <td>
                      {STATUS_WORDS[m.status]}
                      {m.suspended && ', suspended'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
