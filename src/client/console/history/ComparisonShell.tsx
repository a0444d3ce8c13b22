import type { ReactNode } from 'react';
import { peopleDateTime } from '../../../shared/domain/peopleDates';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingState } from '../../components/LoadingState';
import { errorText, useSessionEndWatch } from '../useStaffCall';
import type { VersionLine } from './VersionHistory';

interface Compared {
  from: VersionLine;
  to: VersionLine;
}

/** A compare query's state, as each screen's own compare hook answers it. */
export interface ComparisonQuery<C extends Compared> {
  data?: C;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * Two versions compared: the loading and error states and the "Version 1 (…) → version 2 (…)"
 * heading every history shares; the screen draws what changed.
 */
export function ComparisonShell<C extends Compared>({
  idPrefix,
  query,
  children,
}: {
  idPrefix: string;
  query: ComparisonQuery<C>;
  children: (data: C) => ReactNode;
}) {
  const { data, error, isFetching, refetch } = query;
  useSessionEndWatch(error);
  if (isFetching && !data) return <LoadingState label="Comparing the versions…" />;
  if (error || !data)
    return <ErrorNotice message={errorText(error)} onRetry={() => void refetch()} />;
  const title = `Version ${data.from.id} (${peopleDateTime(data.from.saved_at)}) → version ${data.to.id} (${peopleDateTime(data.to.saved_at)})`;
  return (
    <section aria-labelledby={`${idPrefix}-comparison-heading`}>
      <h3 id={`${idPrefix}-comparison-heading`}>{title}</h3>
      {children(data)}
    </section>
  );
}

/** What changed, one line in words each (menus, pages); `same` when nothing did. */
export function ChangeLines({ changes, same }: { changes: string[]; same: string }) {
  return changes.length === 0 ? (
    <p role="status">{same}</p>
  ) : (
    <ul aria-label="What changed">
      {changes.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ul>
  );
}
