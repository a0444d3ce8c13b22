import { skipToken } from '@reduxjs/toolkit/query';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingState } from '../../components/LoadingState';
import { isWireError } from '../../api/wireBaseQuery';
import { SearchResultItem } from './SearchResultItem';
import { useSearchContentQuery } from '../../entities/siteSearch';
import './search.css';

const quoted = (q: string) => `“${q}”`;
const counted = (n: number) => (n === 1 ? '1 result' : `${n} results`);

/** /search?q=…: what the header's search box found, as a list of links. */
export function SearchPage() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  // currentData belongs to this q only: a new search never shows the last one's results.
  const {
    currentData: data,
    error,
    isFetching,
    refetch,
  } = useSearchContentQuery(q ? { q } : skipToken);

  let body;
  if (!q) {
    body = (
      <p className="search-page__note">
        Type what you are looking for in the search box above, then press Enter.
      </p>
    );
  } else if (error && !isFetching) {
    body =
      isWireError(error) && error.status === '-10' ? (
        <p className="search-page__invalid" role="alert">
          {error.message}
        </p>
      ) : (
        <ErrorNotice
          title="The search could not be done"
          message={error.message ?? 'Something went wrong.'}
          onRetry={() => void refetch()}
        />
      );
  } else if (!data) {
    body = <LoadingState label="Searching…" />;
  } else if (data.results.length === 0) {
    body = (
      <div className="search-page__empty">
        <p>Nothing found for {quoted(q)}. Try other words, or browse the menu above.</p>
        <Link className="button button--quiet" to="/">
          Go to the home page
        </Link>
      </div>
    );
  } else {
    body = (
      <>
        <p className="search-page__count">{counted(data.results.length)}</p>
        <ol className="search-results">
          {data.results.map((result) => (
            <SearchResultItem key={result.href} result={result} q={q} />
          ))}
        </ol>
      </>
    );
  }

  return (
    <section className="search-page container" aria-labelledby="search-page-title">
      <h1 id="search-page-title" className="search-page__title">
        {q ? `Search results for ${quoted(q)}` : 'Search the site'}
      </h1>
      {body}
    </section>
  );
}
