import { skipToken } from '@reduxjs/toolkit/query';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingState } from '../../components/LoadingState';
import { isWireError } from '../../api/wireBaseQuery';
import { SearchResultItem } from './SearchResultItem';
import { useSearchContentQuery } from '../../entities/siteSearch';
import './search.css';
import { pageWord, useT, type LanguageTools, type MessageValues } from '../../entities/language';
import { SEARCH_WORDS } from './searchWords';

/** /search?q=…: what the header's search box found, as a list of links. */
/** "1 result", "12 results": English's plural by hand, another language's from its catalogue. */
const counted = (tools: LanguageTools, n: number) =>
  tools.language === 'en'
    ? n === 1
      ? '1 result'
      : `${n} results`
    : tools.t('siteSearch.count', { n });

export function SearchPage() {
  const tools = useT();
  const say = (id: keyof typeof SEARCH_WORDS, values?: MessageValues) =>
    pageWord(tools, SEARCH_WORDS, id, values);
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
    body = <p className="search-page__note">{say('siteSearch.typeFirst')}</p>;
  } else if (error && !isFetching) {
    body =
      isWireError(error) && error.status === '-10' ? (
        <p className="search-page__invalid" role="alert">
          {error.message}
        </p>
      ) : (
        <ErrorNotice
          title={say('siteSearch.failed')}
          message={error.message ?? say('siteSearch.somethingWrong')}
          onRetry={() => void refetch()}
          retryLabel={say('siteSearch.tryAgain')}
        />
      );
  } else if (!data) {
    body = <LoadingState label={say('siteSearch.searching')} />;
  } else if (data.results.length === 0) {
    body = (
      <div className="search-page__empty">
        <p>{say('siteSearch.none', { q })}</p>
        <Link className="button button--quiet" to="/">
          {say('siteSearch.home')}
        </Link>
      </div>
    );
  } else {
    body = (
      <>
        <p className="search-page__count">{counted(tools, data.results.length)}</p>
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
        {q ? say('siteSearch.resultsFor', { q }) : say('siteSearch.title')}
      </h1>
      {body}
    </section>
  );
}
