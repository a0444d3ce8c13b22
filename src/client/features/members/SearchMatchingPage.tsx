import { skipToken } from '@reduxjs/toolkit/query';
import { useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ActiveFilters, FilterSidebar, SortChoice } from '../filters';
import { pageChosen } from '../filters';
import { checkFilters } from '../filters';
import { useUrlFilters } from '../filters';
import '../requests';
import { selectToken } from '../../entities/session';
import { errorText } from './errorText';
import { MatchResults } from './MatchResults';
import { useGetMembersQuery } from '../../entities/members';
import { useScreenT } from '../../entities/screenText';
import './members.css';

/**
 * /search_matching (requirements §2): the filter sidebar and one page of matching members, each with the
 * request control for that member. The filters live in the slice and the URL mirrors them.
 */
export function SearchMatchingPage() {
  const { t } = useScreenT();
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken) ?? '';
  const { ready, committed } = useUrlFilters();
  const check = checkFilters(committed);
  // While a typed age cannot be sent, the list keeps showing the last search that could.
  const [lastGood, setLastGood] = useState<string | null>(null);
  if (ready && check.ok && check.serParams !== lastGood) setLastGood(check.serParams);
  const serParams = ready && check.ok ? check.serParams : lastGood;

  const results = useRef<HTMLHeadingElement>(null);
  const query = useGetMembersQuery(
    ready && serParams ? { local_token: token, ser_params: serParams } : skipToken,
  );

  return (
    <div className="match-page">
      {/* Issue #15 item 11: past the filters in one key press. */}
      <a
        className="match-page__skip"
        href="#match-results-heading"
        onClick={(e) => {
          e.preventDefault();
          results.current?.focus();
        }}
      >
        {t('search.skip')}
      </a>
      <h1 className="match-page__title">{t('search.title')}</h1>
      <div className="match-page__layout">
        <FilterSidebar problem={check.ok ? null : check.message} />
        <MatchResults
          data={query.data}
          error={errorText(query.error, t)}
          isLoading={!ready || query.isLoading}
          isFetching={query.isFetching}
          searchable={check.ok}
          onRetry={() => void query.refetch()}
          onPage={(page) => dispatch(pageChosen(page))}
          headingRef={results}
          toolbar={
            <div className="match-results__toolbar">
              <SortChoice />
              <ActiveFilters />
            </div>
          }
        />
      </div>
    </div>
  );
}
