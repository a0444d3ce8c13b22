import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/rootReducer';
import { filtersRestored, selectFilters, type SearchFilters } from './filtersSlice';
import { filtersFromQuery, filtersToQuery, normalQuery, onlyTypingDiffers } from './urlFilters';

/** How long typing (city, ages) may pause before the URL and the search follow. */
export const TYPING_PAUSE_MS = 400;

export interface UrlFilters {
  /** False until the URL has been read on the first render. */
  ready: boolean;
  /** What to search for now: the slice, except that typing counts once it pauses. */
  committed: SearchFilters;
}

/**
 * Keeps the filters slice and the address bar in step. The slice is the truth; the URL mirrors
 * it (a new history entry per change, typing once it pauses). The URL wins when it changes by
 * itself: the first load of a shared link, back and forward. A visit without a query keeps the
 * filters chosen earlier in the visit and shows them in the URL.
 */
export function useUrlFilters(pauseMs = TYPING_PAUSE_MS): UrlFilters {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const filters = useAppSelector(selectFilters);
  const [params, setParams] = useSearchParams();
  const urlQuery = normalQuery(params.toString());
  const [ready, setReady] = useState(false);

  const liveQuery = () => filtersToQuery(selectFilters(store.getState()));

  // URL → slice.
  useEffect(() => {
    const live = liveQuery();
    if (!ready) {
      setReady(true);
      if (urlQuery === '' && live !== '') {
        setParams(live, { replace: true });
        return;
      }
    }
    if (urlQuery !== live)
      dispatch(filtersRestored(filtersFromQuery(new URLSearchParams(urlQuery))));
    // Only when the URL changes (and once on the first render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlQuery]);

  // Slice → URL. Read from the store: the effect above may have just restored it.
  const sliceQuery = filtersToQuery(filters);
  const shown = filtersFromQuery(new URLSearchParams(urlQuery));
  const typing = onlyTypingDiffers(filters, shown);
  useEffect(() => {
    if (!ready) return;
    const write = () => {
      const live = liveQuery();
      if (live !== urlQuery) setParams(live);
    };
    if (!typing) return void write();
    const timer = setTimeout(write, pauseMs);
    return () => clearTimeout(timer);
    // liveQuery reads the store; sliceQuery stands for its changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, sliceQuery, urlQuery, typing, pauseMs]);

  return { ready, committed: typing ? shown : filters };
}
