import { useRef, type ReactNode, type RefObject } from 'react';
import type { MemberListAnswer } from '../../../shared/protocol/types';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingState } from '../../components/LoadingState';
import { MemberList } from './MemberList';
import { Pager } from './Pager';
import { ViewsLeftNote } from './ViewsLeftNote';

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

const countText = (total: number) =>
  total === 1 ? '1 member matches your filters.' : `${total} members match your filters.`;

/** The member list of /search_matching: count, cards, paging, and plain words when it fails. */
export function MatchResults(props: MatchResultsProps) {
  const { data, error, isLoading, isFetching, searchable, onRetry, onPage, toolbar } = props;
  const ownHeading = useRef<HTMLHeadingElement>(null);
  const heading = props.headingRef ?? ownHeading;
  const goTo = (page: number) => {
    onPage(page);
    // The new page starts at the top of the list, for keyboard and screen reader users too.
    heading.current?.focus();
  };

  let body;
  if (!searchable && !data) {
    body = <p>Please correct the filters to see matching members.</p>;
  } else if (isLoading) {
    body = <LoadingState label="Finding members…" />;
  } else if (!data) {
    body = (
      <ErrorNotice
        title="The member list could not be loaded"
        message={error ?? 'Something went wrong.'}
        onRetry={onRetry}
        retryLabel="Retry"
      />
    );
  } else {
    const pages = Math.max(1, Math.ceil(data.total / Math.max(1, data.page_size)));
    body = (
      <>
        {error && (
          <ErrorNotice
            title="The list could not be updated"
            message={error}
            onRetry={onRetry}
            retryLabel="Retry"
          />
        )}
        <p className="match-results__count" role="status">
          {countText(data.total)}
          {isFetching && ' Updating…'}
        </p>
        <ViewsLeftNote left={data.views_left} kind="listed" />
        {data.total === 0 && <p className="match-results__empty">{NO_MATCHES}</p>}
        {data.total > 0 && data.members.length === 0 && (
          <p className="match-results__empty">
            There are no members on this page.{' '}
            <button type="button" className="link-button" onClick={() => goTo(1)}>
              Go to the first page
            </button>
          </p>
        )}
        {data.members.length > 0 && <MemberList items={data.members} label="Matching members" />}
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
        Matching members
      </h2>
      {toolbar}
      {body}
    </section>
  );
}
