import { peopleDateTime } from '../../../shared/domain/peopleDates';
import type { LinkCheckAnswer } from '../../../shared/protocol/linkCheckTypes';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingState } from '../../components/LoadingState';
import { errorText, useSessionEndWatch } from '../useStaffCall';
import { useStaffToken } from '../useToken';
import { useLinkCheckQuery } from './linkCheckApi';
import './linkCheck.css';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the last check found, in one sentence (a status: "Check again" is heard to finish). */
function summary({ checked, broken, checked_at }: LinkCheckAnswer): string {
  const found = broken.length === 0 ? 'none broken' : `${broken.length} broken`;
  return `Checked ${plural(checked, 'internal link', 'internal links')} on ${peopleDateTime(checked_at)}: ${found}.`;
}

/**
 * Link check (editors, admins; issue #17 item 7): the published site's internal links that open
 * no page or record, each with where it is and why it fails, checked afresh on each visit and on
 * "Check again".
 */
export function LinkCheckScreen() {
  const staff_token = useStaffToken();
  const { data, error, isFetching, refetch } = useLinkCheckQuery(
    { staff_token },
    { refetchOnMountOrArgChange: true },
  );
  useSessionEndWatch(error);
  return (
    <section aria-labelledby="links-heading">
      <h1 id="links-heading">Link check</h1>
      <p>
        Every link of the published site to one of its own pages, in the menus, the sections, rich
        text and the entry pages the listings lead to, is followed here. An old address that
        redirects to a page counts as working.
      </p>
      <div className="console-actions link-check-run">
        {/* Never disabled while checking: a disabled button would drop the keyboard's focus. */}
        <button type="button" className="button" onClick={() => void refetch()}>
          Check again
        </button>
        {isFetching && <LoadingState label="Checking the links…" />}
        {/* Always there, so the new summary after "Check again" is read out. */}
        <p role="status">{data && !isFetching ? summary(data) : ''}</p>
      </div>
      {error && <ErrorNotice message={errorText(error)} onRetry={() => void refetch()} />}
      {data &&
        (data.broken.length === 0 ? (
          <p>Every internal link works.</p>
        ) : (
          <table className="console-table">
            <caption>Broken links, menus first, then the pages in order of their address</caption>
            <thead>
              <tr>
                <th scope="col">Link</th>
                <th scope="col">Where it is</th>
                <th scope="col">Why it fails</th>
              </tr>
            </thead>
            <tbody>
              {data.broken.map((b, i) => (
                <tr key={`${b.where}-${b.path}-${i}`}>
                  <td>
                    <code>{b.href}</code>
                  </td>
                  <td>{b.where}</td>
                  <td>{b.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </section>
  );
}
