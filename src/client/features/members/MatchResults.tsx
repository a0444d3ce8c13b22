import { useRef, type ReactNode, type RefObject } from 'react';
import type { MemberListAnswer } from '../../../shared/protocol/types';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingState } from '../../components/LoadingState';
import { MemberList } from './MemberList';
import { Pager } from './Pager';
import { ViewsLeftNote } from './ViewsLeftNote';
import { useScreenT } from '../../entities/screenText';

export const NO_MATCHES =
  'No members match these filters. Try removing a filter or widening the age or income range.';

interface MatchResultsProps {
  data: MemberListAnswer | undefined;
  /** What went wrong with the last search, if it did. */
  error: string | null;
  isLoading: boolean;
  isFetching: boolean;
  /** False while the filters cannot be sent (and nothing was found before). */
  searchable: boolean;
  onRetry: () => void;
  onPage: (page: number) => void;
  /** Shown under the heading, above the count: the order and the active filters. */
  toolbar?: ReactNode;
  /** The heading, for the page's "Skip to results" link to focus. */
  headingRef?: RefObject<HTMLHeadingElement | null>;
}

/** The member list of /search_matching: count, cards, paging, and plain words when it fails. */
export function MatchResults(props: MatchResultsProps) {
  const { data, error, isLoading, isFetching, searchable, onRetry, onPage, toolbar } = props;
  const { t } = useScreenT();
  const ownHeading = useRef<HTMLHeadingElement>(null);
  const heading = props.headingRef ?? ownHeading;
  const goTo = (page: number) => {
    onPage(page);
    // The new page starts at the top of the list, for keyboard and screen reader users too.
    heading.current?.focus();
  };

  let body;
  if (!searchable && !data) {
    body = <p>{t('results.correct')}</p>;
  } else if (isLoading) {
    body = <LoadingState label={t('results.finding')} />;
  } else if (!data) {
    body = (
      <ErrorNotice
        title={t('results.failed')}
        message={error ?? t('form.somethingWrong')}
        onRetry={onRetry}
        retryLabel={t('form.retry')}
      />
    );
  } else {
    const pages = Math.max(1, Math.ceil(data.total / Math.max(1, data.page_size)));
    body = (
      <>
        {error && (
          <ErrorNotice
            title={t('results.updateFailed')}
            message={error}
            onRetry={onRetry}
            retryLabel={t('form.retry')}
          />
        )}
        <p className="match-results__count" role="status">
          {t('results.count', { n: data.total })}
          {isFetching && t('results.updating')}
        </p>
        <ViewsLeftNote left={data.views_left} kind="listed" />
        {data.total === 0 && <p className="match-results__empty">{t('results.none')}</p>}
        {data.total > 0 && data.members.length === 0 && (
          <p className="match-results__empty">
            {t('results.emptyPage')}{' '}
            <button type="button" className="link-button" onClick={() => goTo(1)}>
              {t('results.firstPage')}
            </button>
          </p>
        )}
        {data.members.length > 0 && <MemberList items={data.members} label={t('results.title')} />}
        <Pager page={data.page} pages={pages} onPage={goTo} disabled={isFetching} />
      </>
    );
  }

  return (
    <section
      className="match-results"
      aria-labelledby="match-results-heading"
      aria-busy={isFetching || undefined}
    >
      <h2 id="match-results-heading" className="match-results__title" tabIndex={-1} ref={heading}>
        {t('results.title')}
      </h2>
      {toolbar}
      {body}
    </section>
  );
}
