import { Link } from 'react-router-dom';
import { peopleDateTime } from '../../../shared/domain/peopleDates';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingState } from '../../components/LoadingState';
import { errorText, useSessionEndWatch } from '../useStaffCall';
import { useStaffToken } from '../useToken';
import { usePagesListQuery } from './pagesApi';

/** The site's pages, each with its sections, a waiting draft and its last publish. */
export function PagesList() {
  const staff_token = useStaffToken();
  const { data, error, isLoading, refetch } = usePagesListQuery({ staff_token });
  useSessionEndWatch(error);
  return (
    <section aria-labelledby="pages-heading">
      <h1 id="pages-heading">Pages</h1>
      <p>
        Open a page to edit its sections as a draft, preview it as the site will show it, and
        publish it. Every publish is kept in the page’s history.
      </p>
      {isLoading ? (
        <LoadingState label="Loading the pages…" />
      ) : error || !data ? (
        <ErrorNotice message={errorText(error)} onRetry={() => void refetch()} />
      ) : (
        <table className="console-table">
          <caption className="visually-hidden">The site’s pages</caption>
          <thead>
            <tr>
              <th scope="col">Address</th>
              <th scope="col">Title</th>
              <th scope="col">Sections</th>
              <th scope="col">Draft</th>
              <th scope="col">Last published</th>
            </tr>
          </thead>
          <tbody>
            {data.pages.map((p) => (
              <tr key={p.loc}>
                <th scope="row">
                  <Link to={`/team/pages/${p.loc}`}>/{p.loc}</Link>
                </th>
                <td>{p.title}</td>
                <td>{p.sections}</td>
                <td>
                  {p.has_draft ? <span className="pages-draft-mark">Draft waiting</span> : ''}
                </td>
                <td className="console-when">
                  {p.published_at ? peopleDateTime(p.published_at) : 'Not from the console yet'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
